"""tester10's findings on an online event's calls (W14…): the incident opened from a call, in the
director's private chat, belongs to the event."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.incidents.store import Store
from tests.bot.telegram.conftest import GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_board import board_button, boards
from tests.bot.telegram.test_deals import SESSION, document
from tests.bot.telegram.test_queue import ANNE, DIRECTORS_ID, call_from, data_of, open_event, rooms


async def test_the_incident_of_a_call_sees_the_events_imported_deals(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """W14: the call taken from the board comes to Anne's private chat; the incident she opens from
    it gets the board's cards from the session imported for the event (its diagram, a claim's
    tricks played, the field's results), as an incident of the players' group does."""
    dominique, alice, anne, _ = rooms(fake)
    fake.private_chat(ANNE)
    async with polling(bot_factory(rate_limit=False).build()):
        await open_event(dominique)
        await fake.wait(
            lambda: any(m["text"].startswith("🔔 Appels reçus") for m in alice.messages()),
            chat_id=alice.chat_id,
        )
        assert "importée pour le tournoi en ligne" in await document(
            dominique, "seance.pbn", SESSION.read_bytes()
        )
        await fake.user_sends(alice.chat, alice.user, "/appel 2 5 revendication contestée")
        await fake.wait(
            lambda: "Table 2 · donne 5" in (boards(fake) or [{"text": ""}])[0]["text"], chat_id=DIRECTORS_ID
        )
        (board,) = boards(fake)
        assert not (await anne.press(board, board_button(board, "2"))).get("show_alert")
        (own,) = await fake.wait_sent(ANNE["id"], 1)
        private = Driver(fake, fake.chats[ANNE["id"]], ANNE)
        opening = next(d for t, d in FakeTelegram.buttons(own) if t == "📋 Ouvrir un incident")
        assert not (await private.press(own, opening)).get("show_alert")
        # W6: the topics the caller's words describe are offered at once, as for words typed.
        (menu,) = await fake.wait(
            lambda: [
                m
                for m in private.messages()
                if "Thèmes trouvés pour « revendication contestée »" in m["text"]
            ],
            chat_id=ANNE["id"],
        )
        assert "Revendication ou concession" in [t for t, _ in FakeTelegram.buttons(menu)]
        carried = await store.get("1")  # the call's board, carried with its cards (linked first)
        assert carried is not None and carried.deal is not None and carried.deal.cards is not None
        deal, *_ = await private.send("/donne 5 table=2")
    assert "Donne 5 : les cartes de la séance importée" in deal["text"], deal["text"]
    assert "<pre>Donne 5 — donneur Nord" in deal["html"]


async def test_settling_a_call_another_director_took_is_asked_and_names_who_settled(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """W2: Bruno presses « Réglé » on the call Anne took: nothing changes, he is asked; « Régler à sa
    place » settles it, and the directors and the caller read Bruno's name, never « réglé par Anne »."""
    dominique, alice, anne, bruno = rooms(fake)
    async with polling(bot_factory(call_layout=CALL_MESSAGES).build()):
        await open_event(dominique)
        posted = await call_from(alice, anne)
        assert not (await anne.press(posted, data_of(posted, "take"))).get("show_alert")
        await fake.wait(lambda: "Pris par Anne" in posted["text"], chat_id=DIRECTORS_ID)
        await fake.wait(
            lambda: any(m["text"] == "Table 12 : Anne arrive." for m in alice.messages()), chat_id=GROUP_ID
        )
        edits, told = posted["edits"], len(alice.messages())
        asked = await bruno.press(posted, data_of(posted, "close"))
        assert asked.get("show_alert") and asked["text"].startswith(
            "Cet appel est pris par Anne : rien n'a changé"
        )
        await fake.wait(lambda: posted["edits"] > edits, chat_id=DIRECTORS_ID)
        assert "Pris par Anne" in posted["text"]  # still hers
        instead = next(d for t, d in FakeTelegram.buttons(posted) if t == "✅ Régler à sa place")
        assert not (await bruno.press(posted, instead)).get("show_alert")
        await fake.wait(lambda: "Réglé par Bruno (pris par Anne)" in posted["text"], chat_id=DIRECTORS_ID)
        (said,) = (await fake.wait_sent(GROUP_ID, told + 1))[told:]
        assert said["text"] == "Table 12 : l'appel est réglé par Bruno."


async def test_calls_left_open_by_a_closed_event_stay_listed_and_takeable(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """W10: the event closed « malgré les appels ouverts »: /appels in the directors' group still lists
    its calls, with a button to take each; the table that calls again is told its call is still open,
    never told to open a tournament (a director's command)."""
    dominique, alice, anne, bruno = rooms(fake)
    async with polling(bot_factory(call_layout=CALL_MESSAGES).build()):
        await open_event(dominique)
        await call_from(alice, anne)
        # W11: the table and board opening the call are not its reason, « donne 4 » further on is.
        (stored,) = await alice.send("/appel 9 4 pas le temps de finir la donne 4")
        assert "Appel enregistré : table 9" in stored["text"]
        (closed,) = await dominique.send("/tournoi fermer confirmer")
        assert "/appels les liste encore" in closed["text"]
        (listing,) = await bruno.send("/appels")
        assert "fermé : appels restés ouverts" in listing["text"] and "table 12 donne 5" in listing["text"]
        assert (
            "table 9 donne 4" in listing["text"] and "· pas le temps de finir la donne 4" in listing["text"]
        )
        assert "9 4 pas" not in listing["text"]
        take = next(d for t, d in FakeTelegram.buttons(listing) if t.startswith("🏃 12"))
        assert not (await bruno.press(listing, take)).get("show_alert")
        await fake.wait(lambda: "Pris par Bruno" in listing["text"], chat_id=DIRECTORS_ID)
        await fake.wait(
            lambda: any(m["text"] == "Table 12 : Bruno arrive." for m in alice.messages()), chat_id=GROUP_ID
        )
        (again,) = await alice.send("/appel 12 5 toujours pas d'arbitre ?")
        assert "l'appel n°1 de la table 12 reste ouvert" in again["text"]
        assert "/tournoi" not in again["text"]


async def test_no_hand_is_shown_in_the_players_group_during_the_event(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """W9: an incident of the players' group of an open event gets its board's cards recorded, but the
    four hands are never posted there (tables that have not played the board yet would see them):
    the message says where the director sees them. Outside an event a club's group shows them
    (test_deals)."""
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory(rate_limit=False, call_layout=CALL_MESSAGES).build()):
        await open_event(dominique)
        assert "importée pour le tournoi en ligne" in await document(
            dominique, "seance.pbn", SESSION.read_bytes()
        )
        await alice.send("/renonce")
        deal, *_ = await dominique.send("/donne 5 table=2")
    assert "Donne 5 : les cartes de la séance importée" in deal["text"]
    assert "<pre>" not in deal["html"] and "♠ V 9 8 4 3 2" not in deal["text"]
    assert "Les mains ne sont pas montrées dans le groupe des joueurs pendant le tournoi" in deal["text"]
