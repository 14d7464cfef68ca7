"""Issue 38 §1 on Telegram, a second pair of the matrix end to end (the first is the penalty card then the
refused lead, test_second_irregularity.py): a hand found short after the opening lead and its card found
(14B), then « ➕ 2e irrégularité » for the revoke on that card (14B4). A stranger's press refused; the
owner's opens « Renonce » with the fact received and said; a restart in the middle; the ruling cites 14B4
and names the first incident."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, press_data, topic_button
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import answer

CARD_COUNT = {"problem": "missing", "lead_faced": "yes"}
REVOKE = {
    "card_found": "elsewhere",
    "should_have_played": "yes",
    "offender": "defender",
    "discovered": "after_play",
    "transfer_tricks": "partner",
    "score_wanted": "no",
}


async def test_a_missing_card_then_the_revoke_on_it_in_the_club_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, bob, dominique = (
        Driver(fake, group, ALICE),
        Driver(fake, group, BOB),
        Driver(fake, group, DOMINIQUE),
    )
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/nombre_de_cartes")
        await dominique.send("/donne 9 table=2 ns=5 eo=8")
        await alice.answer_live("nombre_de_cartes", CARD_COUNT, live)
        assert "DÉCISION" in live["text"] and "14B4" in live["text"]
        second = press_data(live, "d")
        refused = await bob.press(live, second)  # a stranger's press
        assert refused.get("show_alert") and "Seul Alice" in refused["text"]
        said, menu = await alice.press_and_wait(live, second, new=2)
        assert (
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1" in said["text"]
        )
        assert "donne 9, table 2" in said["text"]
        before = len(alice.messages())
        await alice.press(menu, await topic_button(alice, menu, "renonce"))
        await fake.wait(lambda: "Question" in menu["text"], chat_id=GROUP_ID)
        told = "\n".join(m["text"] for m in alice.messages()[before:])
        assert (
            "Fait repris de l'incident #1 : « Que s'est-il passé ? » — Une carte manquante a été retrouvée"
            in told
        )
        for question_id in ("card_found", "should_have_played"):
            await answer(alice, "renonce", question_id, REVOKE[question_id])
    async with polling(bot_factory().build()):  # a restart in the middle: the buttons still answer
        await alice.answer_live("renonce", REVOKE, menu)
        await fake.wait(lambda: "DÉCISION" in menu["text"], chat_id=GROUP_ID)
        assert "14B4" in menu["text"] and "64A2" in menu["text"]
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in menu["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    incident = await store.get("2")
    assert incident is not None and incident.second_of == "1" and incident.deal is not None
    assert ("situation", "missing_card") in incident.answers and incident.ruling_id is not None
    await store.close()


# Issue 38 §1 (29 to 32, 28A): a bid out of rotation at the RHO's turn, cancelled; the RHO bids and the offender
# replaces it by a call that is not comparable, so his partner must pass at his next turn (31A2b). Then a call at
# that turn by the partner's LHO: in rotation (28A). The turn is offered, marked from incident #1.
OUT_OF_ROTATION = {"call": "bid", "turn": "rho", "rho_action": "rho_calls", "comparable": "not_comparable"}
AT_THE_SILENCED_TURN = {"call": "bid", "turn": "rho_must_pass"}


async def test_a_call_out_of_rotation_then_a_call_at_the_silenced_turn(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, bob = Driver(fake, group, ALICE), Driver(fake, group, BOB)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/declaration_hors_tour")
        await alice.answer_live("declaration_hors_tour", OUT_OF_ROTATION, live)
        assert "DÉCISION" in live["text"] and "31A2b" in live["text"]
        second = press_data(live, "d")
        refused = await bob.press(live, second)  # a stranger's press
        assert refused.get("show_alert") and "Seul Alice" in refused["text"]
        said, menu = await alice.press_and_wait(live, second, new=2)
        assert (
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1" in said["text"]
        )
        await alice.press(menu, await topic_button(alice, menu, "declaration_hors_tour"))
        await fake.wait(lambda: "Question 1" in menu["text"], chat_id=GROUP_ID)
        await answer(alice, "declaration_hors_tour", "call", "bid")
        await fake.wait(lambda: "À qui était-ce le tour" in menu["text"], chat_id=GROUP_ID)
        assert (
            "2. À son adversaire de droite, qui était obligé de passer (d'après l'incident #1)"
            in menu["text"]
        )
    async with polling(bot_factory().build()):  # a restart in the middle: the buttons still answer
        await answer(alice, "declaration_hors_tour", "turn", "rho_must_pass")
        await fake.wait(lambda: "DÉCISION" in menu["text"], chat_id=GROUP_ID)
        assert "28A" in menu["text"] and "31A2b" not in menu["text"]
        assert "Voir aussi l'incident #1 (autre irrégularité sur la même donne)" in menu["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    incident = await store.get("2")
    assert incident is not None and incident.second_of == "1"
    assert ("turn", "rho_must_pass") in incident.answers and incident.ruling_id == "rotation.28A_in_rotation"
    await store.close()
