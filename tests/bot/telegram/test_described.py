"""Describing the incident on Telegram (issue 31 §3), end to end through the fake Bot API: plain text
in a private chat, a reply to the topic menu in a group, /arbitre with a topic and words; the facts
the words state are answered and said; an open incident never blocks a new description."""

from __future__ import annotations

from collections.abc import Callable

import rules
from bot.adapters.telegram.handlers import TelegramBot
from bot.finder import topics as finder
from tests.bot.telegram.conftest import ALICE, BOB, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE

RENONCE = rules.get_topic("renonce").title


def button(message: dict, title: str) -> str:
    return next(d for t, d in FakeTelegram.buttons(message) if t == title)


async def test_plain_text_in_private_describes_and_answers_what_it_states(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("le mort a renoncé à la 5e levée, il n'a pas fourni à ♣")
        assert "Thèmes trouvés pour « le mort a renoncé à la 5e levée" in menu["text"]
        assert next(t for t, _ in FakeTelegram.buttons(menu)) == RENONCE  # the likeliest first
        said, question = await alice.press_and_wait(menu, button(menu, RENONCE), new=2)
        assert (
            "Compris : Qui est le joueur fautif ? → Le mort (carte du mort) (« le mort a renoncé ») — ↩ Retour pour corriger"
            in said["text"]
        )
        assert "Qui est le joueur fautif" not in question["text"]  # not asked: the words said it
        (listing,) = await alice.send("/incidents")
        assert "#1" in listing["text"]
        # An open incident never blocks a new description: it stays open, said so.
        still, second = await alice.send("le portable de Nord a sonné pendant le jeu", new=2)
        assert "#1 toujours ouvert" in still["text"] and "/incidents" in still["text"]
        assert "Thèmes trouvés" in second["text"] and "Incident #2" in second["text"]


async def test_words_that_name_nothing_open_nothing_and_offer_the_nearest(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (answer,) = await alice.send("bonjour")
        assert "Je ne reconnais aucun incident dans « bonjour »" in answer["text"]
        assert "/arbitre" in answer["text"] and "Les plus proches : /" in answer["text"]
        assert all(t.title in answer["text"] for t in finder.nearest("bonjour"))
        (empty,) = await alice.send("/incidents")
        assert "Aucun incident" in empty["text"]


async def test_a_reply_to_the_topic_menu_describes_the_incident_in_a_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("/arbitre")
        assert "décrivez l'incident en répondant à ce message" in menu["text"]
        before = len(alice.messages())
        await fake.user_sends(group, BOB, "il a hésité", reply_to=menu)  # not his incident
        (refused,) = (await fake.wait_sent(alice.chat_id, before + 1))[before:]
        assert "Seul Alice" in refused["text"]
        before = len(alice.messages())
        await fake.user_sends(group, ALICE, "entame hors tour face cachée", reply_to=menu)
        (found,) = (await fake.wait_sent(alice.chat_id, before + 1))[before:]
        assert "Thèmes trouvés pour « entame hors tour face cachée »" in found["text"]
        title = rules.get_topic("entame").title
        assert next(t for t, _ in FakeTelegram.buttons(found)) == title
        before = len(alice.messages())
        answer = await alice.press(found, button(found, title))
        assert not answer.get("show_alert")
        said = await fake.wait(
            lambda: next((m for m in alice.messages()[before:] if "Compris" in m["text"]), None),
            chat_id=alice.chat_id,
        )
        assert (
            "Compris : Que s'est-il passé ? → Le joueur de la défense qui ne devait pas entamer a posé"
            in said["text"]
        )


async def test_a_topic_and_words_after_arbitre(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        said, _question = await alice.send(
            "/arbitre nombre_de_cartes 14 cartes et 12 à Sud après les enchères", new=2
        )
        assert said["text"].count("Compris :") == 2
        assert "Une main avait dès le départ plus de 13 cartes" in said["text"]


async def test_text_after_a_bare_arbitre_describes_that_incident(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("/arbitre")
        assert "Incident #1" in menu["text"]
        (found,) = await alice.send("deux renonces du même joueur")
        assert "Incident #1" in found["text"] and "Thèmes trouvés" in found["text"]
        said, _ = await alice.press_and_wait(found, button(found, RENONCE), new=2)
        assert "Compris : Que s'est-il passé ? → Deux renonces sur la même donne" in said["text"]
        (listing,) = await alice.send("/incidents")
        assert "#2" not in listing["text"]  # no second incident


async def test_the_board_in_the_words_is_recorded_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    # Issue 37 §2: /arbitre with a topic and words, and a reply to the topic menu, by the director.
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        _question, said = await director.send(
            "/arbitre renonce donne 5 table 12 : le mort n'a pas fourni", new=2
        )
        assert "Compris : donne 5, table 12 (« donne 5 table 12 »)." in said["text"]
        assert "(« le mort n'a pas fourni »)" in said["text"]
        (menu,) = await director.send("/arbitre")
        before = len(director.messages())
        await fake.user_sends(group, DOMINIQUE, "t3 d7 entame hors tour face cachée", reply_to=menu)
        sent = await fake.wait_sent(director.chat_id, before + 2)
        assert any("Compris : donne 7, table 3" in m["text"] for m in sent[before:])


async def test_an_appeal_in_words_is_attached_to_the_decision_of_its_board_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    # Issue 37 §3 (G3): the board and table in the words find the decision appealed.
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        live, said = await director.send("/arbitre renonce donne 13 table 1", new=2)
        assert "Compris : donne 13, table 1" in said["text"]
        await director.answer_live("renonce", REVOKE, live)
        _live, linked = await director.send(
            "/arbitre suites_decision Nord-Sud font appel de ma décision sur la donne 13 table 1", new=2
        )
        assert "rattaché à l'incident #1" in linked["text"]
        assert (
            "Compris : Que faut-il traiter après la décision ? → Un concurrent fait appel" in linked["text"]
        )


async def test_a_second_irregularity_the_words_name_is_offered_and_opened(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    # Issue 37 §4 on Telegram: « il a renoncé puis il a entamé hors tour » — once Renonce is chosen, the
    # second irregularity is offered with the chat's own key, and « ➕ 2e irrégularité » opens its topic.
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    later_lead = rules.get_topic("attaque").title  # a lead after a revoke is a later trick's (tester20 P11)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("Ouest a renoncé à la 3e levée puis il a entamé hors tour")
        assert next(t for t, _ in FakeTelegram.buttons(menu)) == RENONCE
        before = len(alice.messages())
        await alice.press(menu, button(menu, RENONCE))
        offer = await fake.wait(
            lambda: next(
                (m for m in alice.messages()[before:] if "deuxième irrégularité" in m["text"]), None
            ),
            chat_id=alice.chat_id,
        )
        assert (
            f"La description nomme aussi une deuxième irrégularité : {later_lead} — « 2e irrégularité » pour "
            "l'ouvrir sur la même donne." in offer["text"]
        )
        assert "tapez +" not in offer["text"]
        live = await fake.wait(
            lambda: next(
                (m for m in alice.messages() if any(t.startswith("➕") for t, _ in FakeTelegram.buttons(m))),
                None,
            ),
            chat_id=alice.chat_id,
        )
        said, opened = await alice.press_and_wait(live, press_data(live, "d"), new=2)
        assert (
            "Incident #2 ouvert : deuxième irrégularité sur la même donne que l'incident #1" in said["text"]
        )
        assert later_lead in said["text"] + opened["text"]  # its topic already chosen: no topic menu
        assert "Thèmes" not in opened["text"]


async def test_w24_words_answering_an_old_menu_go_to_no_other_incident(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """Tester10 W24: the menu of incident #1, whose topic is chosen since, answered with words while
    incident #2 waits for its topic: the words went to #2 (another table). They go nowhere, and say so."""
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (old_menu,) = await alice.send("/arbitre")
        before = len(alice.messages())
        await fake.user_sends(alice.chat, ALICE, "entame hors tour face cachée", reply_to=old_menu)
        (found,) = (await fake.wait_sent(alice.chat_id, before + 1))[before:]
        title = rules.get_topic("entame").title
        assert not (await alice.press(found, button(found, title))).get("show_alert")
        await alice.send("/arbitre")  # incident #2 waits for its topic
        before = len(alice.messages())
        await fake.user_sends(alice.chat, ALICE, "le mort a renoncé à pique", reply_to=old_menu)
        said = await fake.wait(
            lambda: next((m for m in alice.messages()[before:] if "Ce menu est celui" in m["text"]), None),
            chat_id=alice.chat_id,
        )
        assert "l'incident #1, qui a déjà son thème" in said["text"]
        assert "ces mots ne sont rattachés à aucun incident" in said["text"]
        assert not any(
            "Thèmes trouvés pour « le mort a renoncé" in m["text"] for m in alice.messages()[before:]
        )
