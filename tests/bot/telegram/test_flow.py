"""End to end over HTTP: the real Application, polling the fake Bot API, private chats and groups."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import MESSAGES
from bot.finder import topics as finder
from bot.scores.marque import marque_reply
from tests.bot.conftest import path_to_ruling
from tests.bot.telegram.conftest import (
    ALICE,
    BOB,
    DOMINIQUE,
    GROUP_ID,
    THREAD,
    Driver,
    answer_press,
    events,
    link_of,
    press_data,
    topic_button,
)
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

# An established revoke by a defender whose partner won the revoke trick: one trick (64A2).
REVOKE = {
    "situation": "not_followed",
    "offender": "defender",
    "when": "after_play",
    "transfer_tricks": "partner",
}


def ruling_of(topic: str, answers: dict[str, str]) -> rules.model.Ruling:
    ruling = rules.next_step(topic, answers).ruling
    assert ruling is not None
    return ruling


async def test_revoke_ruling_in_private_chat(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (first,) = await alice.send("/renonce")
        assert "Incident #1 — Renonce" in first["text"]
        assert "Question 1 — Que s'est-il passé ?" in first["text"]
        follow_up = await alice.answer_all("renonce", REVOKE, first)
        # The ruling is followed by the optional « calculer la marque ? »; decline it.
        assert "Suite possible" in follow_up["text"]
        before = len(alice.messages())
        await alice.press(follow_up, press_data(follow_up, "a", 1))  # Non
        closing = await alice.wait_keyboard(before)
    ruling = ruling_of("renonce", REVOKE)
    messages = alice.messages()
    texts = "\n".join(m["text"] for m in messages)
    assert texts.count(f"DÉCISION — {ruling.title}") == 1  # declining the follow-up does not repeat it
    assert "64A2" in texts and "/loi" in texts
    assert "À lire à la table" in texts and ruling.script[0] in texts
    assert rules.DISCLAIMER in texts
    assert "reste celle à appliquer" in closing["text"]
    assert "Suite possible — " in follow_up["text"] and "➜ Non" in follow_up["text"]  # edited in place
    # Each answered question was edited to show the answer given, without its buttons.
    answered = [m for m in messages if "➜" in m["text"]]
    assert len(answered) == len(REVOKE) + 1
    assert all(not m.get("reply_markup") and m["edits"] == 1 for m in answered)
    assert "➜ Un joueur de la défense" in answered[1]["text"]
    assert all(len(m["text"]) <= 4096 for m in messages)
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start"] + ["answer"] * (len(REVOKE) + 1)
    # Every press was answered exactly once, without an alert.
    assert len(fake.answers) == len(REVOKE) + 1
    assert not any(a.get("show_alert") for a in fake.answers.values())


async def test_revoke_in_a_group_is_one_live_message(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """Issue 13 §2: in a group, the incident is one message edited in place, one call per answer:
    the answers so far above the question, the ruling in its place at the end."""
    group = fake.group_chat(GROUP_ID, forum=True, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE, thread=THREAD)
    async with polling(bot_factory().build()):  # flood control on, as in production
        (live,) = await alice.send("/renonce@arbitre_bot")
        assert "Question 1 — Que s'est-il passé ?" in live["text"]
        assert link_of(live) == "https://t.me/arbitre_bot?start=r1"
        first = answer_press("renonce", live, REVOKE)
        assert first is not None
        await alice.press(live, first)
        await fake.wait(lambda: live["edits"] == 1, chat_id=GROUP_ID)
        assert "✓ Que s'est-il passé ? ➜ " in live["text"] and "(Alice)" in live["text"]
        assert "Question 2 — " in live["text"]
        calls_before = len(fake.calls)
        await alice.answer_live("renonce", REVOKE, live)
        group_calls = [m for m, p in fake.calls[calls_before:] if p.get("chat_id") == GROUP_ID]
    ruling = ruling_of("renonce", REVOKE)
    assert fake.sent(GROUP_ID) == [live]  # one message for the whole incident
    assert live["edits"] == len(REVOKE)
    assert f"DÉCISION — {ruling.title}" in live["text"] and "64A2" in live["text"]
    assert "Suite possible" in live["text"] and "Question" not in live["text"].split("DÉCISION")[0]
    assert link_of(live) is None  # the ruling has its own buttons, no private link
    assert len(live["text"]) <= 4096 and live["message_thread_id"] == THREAD
    # One group call per answer: the edit (answerCallbackQuery has no chat).
    assert group_calls == ["editMessageText"] * (len(REVOKE) - 1)
    # The history of answers stays in the incident log.
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start"] + ["answer"] * len(REVOKE)


async def test_revoke_ruling_in_a_forum_group_one_message_per_question(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """The former layout, kept as an option (TELEGRAM_GROUP_LAYOUT=messages)."""
    group = fake.group_chat(GROUP_ID, forum=True, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE, thread=THREAD)
    bob = Driver(fake, group, BOB, thread=THREAD)
    # Flood control off: PTB's 20 requests a minute per group would make a longer path slow.
    async with polling(bot_factory(rate_limit=False, group_layout=MESSAGES).build()):
        (help_message,) = await bob.send("/aide@arbitre_bot")  # /cmd@botname with privacy mode on
        assert "/renonce" in help_message["text"]
        (first,) = await alice.send("/renonce@arbitre_bot")
        last = await alice.answer_all("renonce", REVOKE, first)
        assert "Suite possible" in last["text"]
    messages = fake.sent(GROUP_ID)
    assert all(m.get("message_thread_id") == THREAD for m in messages)  # answers stay in the thread
    texts = "\n".join(m["text"] for m in messages)
    assert f"DÉCISION — {ruling_of('renonce', REVOKE).title}" in texts
    assert "➜ Un joueur de la défense (Alice)" in texts  # in a group, who answered is shown
    with sqlite3.connect(tmp_path / "arbitre.sqlite3") as conn:
        (chat,) = conn.execute("SELECT chat FROM incidents WHERE id = '1'").fetchone()
    assert chat == f"telegram:{GROUP_ID}:{THREAD}"


async def test_commands_for_another_bot_are_ignored_in_groups(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID)
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        await fake.user_sends(group, ALICE, "/renonce@other_bot")
        await fake.user_sends(group, ALICE, "/inconnue")
        # Updates of one chat are handled in order: the help is the first answer.
        (answer,) = await alice.send("/aide")
        assert answer["text"].startswith("Arbitre")
        (unknown,) = await alice.send("/inconnue@arbitre_bot")
        assert "Commande inconnue" in unknown["text"]
    assert len(fake.sent(GROUP_ID)) == 2


async def test_topic_menu_back_and_cancel(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (menu,) = await alice.send("/arbitre")
        titles = [text for text, _ in fake.buttons(menu)]
        assert titles == [p.label for p in finder.PHASES] + ["✖ Annuler"]  # when, first
        assert "quand l'incident a-t-il eu lieu ?" in menu["text"] and "/arbitre mots" in menu["text"]
        renonce = await topic_button(alice, menu, "renonce")
        assert "Pendant le jeu : quel incident ?" in menu["text"]
        assert rules.get_topic("renonce").summary in menu["text"]  # the descriptions, on this screen
        (question,) = await alice.press_and_wait(menu, renonce)
        assert "Que s'est-il passé ?" in question["text"]
        assert "thème : <b>Renonce</b>" in menu["html"] and not menu.get("reply_markup")
        (second,) = await alice.press_and_wait(question, press_data(question, "a", 0))
        assert "Qui est le joueur fautif ?" in second["text"]
        # ↩ Retour: back to question 1, the pressed message loses its buttons.
        (again,) = await alice.press_and_wait(second, press_data(second, "b"))
        assert "Question 1 — Que s'est-il passé ?" in again["text"]
        assert not second.get("reply_markup")
        # /retour from question 1 goes back to the topic menu.
        (menu_again,) = await alice.send("/retour")
        assert "quand l'incident a-t-il eu lieu ?" in menu_again["text"]
        (closed,) = await alice.send("/annuler")
        assert "abandonné" in closed["text"]
        (nothing,) = await alice.send("/annuler")
        assert "Aucun incident en cours" in nothing["text"]


async def test_help_law_incidents_and_free_text(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (help_message,) = await alice.send("/start")
        for topic in rules.topics():
            name = tr.command_name(topic.id)
            assert name is None or f"/{name}" in help_message["text"]
        (law,) = await alice.send("/loi 64A2")
        assert law["text"].startswith("Loi 64 — ")
        assert "64A2 :" in law["text"] and "ecolebridgetoulon" in law["html"]
        (unknown_law,) = await alice.send("/loi 99Z")
        assert "n'est pas" in unknown_law["text"]
        (no_number,) = await alice.send("/loi")
        assert "/loi 64" in no_number["text"]
        (empty,) = await alice.send("/incidents")
        assert "Aucun incident" in empty["text"]
        await alice.send("/renonce")
        (listing,) = await alice.send("/incidents")
        assert "#1" in listing["text"] and "Renonce" in listing["text"]
        (usage,) = await alice.send("/marque")
        assert usage["text"] == marque_reply("")[0]
        (score,) = await alice.send("/marque 420:60,-50:40")
        assert score["text"] == marque_reply("420:60,-50:40")[0]
        assert marque_reply("420:60,-50:40")[1]  # a result, not the usage
        (refused,) = await alice.send("/marque n'importe quoi")
        assert refused["text"] == marque_reply("n'importe quoi")[0]
        # Words that answer nothing while the revoke's question waits: that question again (W3).
        text_reply, question = await alice.send("bonjour", new=2)
        assert "/arbitre" in text_reply["text"] and "L'incident #1 attend" in text_reply["text"]
        assert "Que s'est-il passé ?" in question["text"]
        (unknown,) = await alice.send("/inconnue")
        assert "Commande inconnue" in unknown["text"]
    private = fake.commands["all_private_chats"]
    group = fake.commands["all_group_chats"]
    assert private == group
    names = [c["command"] for c in private]
    assert names[0] == "arbitre"
    expected = {tr.command_name(t.id) for t in rules.topics()} - {None}
    assert expected <= set(names)
    assert {"loi", "marque", "incidents", "retour", "annuler", "aide"} <= set(names)


async def test_opening_lead_ruling(fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]) -> None:
    path = dict(path_to_ruling("entame", 0, follow_up=False))
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (first,) = await alice.send("/entame")
        last = await alice.answer_all("entame", path, first)
        assert fake.buttons(last)  # the ruling ends with « modifier la dernière réponse » or a follow-up
    texts = "\n".join(m["text"] for m in alice.messages())
    assert f"DÉCISION — {ruling_of('entame', path).title}" in texts


async def test_every_topic_reaches_a_ruling(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """Each topic (found by discovery), first and last options, in chats of its own at once."""
    import asyncio

    runs = []
    for n, topic in enumerate(rules.topics()):
        for k, pick in enumerate((0, -1)):
            user = FakeTelegram.user(1000 + 2 * n + k, f"Arbitre {n}{k}")
            runs.append((topic.id, dict(path_to_ruling(topic.id, pick, follow_up=False)), user))

    async def run(topic: str, answers: dict[str, str], user: dict[str, object]) -> None:
        driver = Driver(fake, fake.private_chat(user), user)
        (first,) = await driver.send("/arbitre")
        button = await topic_button(driver, first, topic)
        (question,) = await driver.press_and_wait(first, button)
        if answers:
            await driver.answer_all(topic, answers, question)
        texts = "\n".join(m["text"] for m in driver.messages())
        assert f"DÉCISION — {ruling_of(topic, answers).title}" in texts, topic

    # Directors in private (TELEGRAM_DIRECTOR_IDS): the judgements are theirs alone (tester10 W7).
    directors = frozenset(int(user["id"]) for *_, user in runs)
    async with polling(bot_factory(rate_limit=False, director_ids=directors).build()):
        await asyncio.gather(*(run(*r) for r in runs))


async def test_forum_threads_keep_their_incidents_apart(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, forum=True, admins=(DOMINIQUE,))
    table_1 = Driver(fake, group, ALICE, thread=11)
    table_2 = Driver(fake, group, DOMINIQUE, thread=22)
    async with polling(bot_factory(rate_limit=False).build()):
        (first,) = await table_1.send("/renonce")
        (listing,) = await table_2.send("/incidents")
        assert "Aucun incident" in listing["text"]  # thread 22 has none of its own
        (second,) = await table_2.send("/entame")
        assert second["message_thread_id"] == 22 and first["message_thread_id"] == 11
        # Thread 11's button data pressed on a message of thread 22, even by a director: refused.
        answer = await table_2.press(second, press_data(first, "a", 0))
        assert answer.get("show_alert") and "pas valide" in answer["text"]
        (listing,) = await table_1.send("/incidents")
        assert "#1" in listing["text"] and "#2" not in listing["text"]


async def test_a_director_answers_in_private_while_the_group_sees_the_incident(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    """« Répondre en privé »: the link opens the bot's private chat (/start r<id>); the answers
    given there are recorded as the director's, and the group's live message follows."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, fake.private_chat(DOMINIQUE), DOMINIQUE)
    bob = Driver(fake, fake.private_chat(BOB), BOB)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        payload = (link_of(live) or "").rsplit("start=", 1)[1]
        (refused,) = await bob.send(f"/start {payload}")  # a stranger: nothing opens
        assert "Seul celui qui a ouvert l'incident ou un arbitre" in refused["text"]
        note, private = await dominique.send(f"/start {payload}", new=2)
        assert "montrées dans le groupe" in note["text"]
        assert "Question 1 — Que s'est-il passé ?" in private["text"] and link_of(private) is None
        # A stranger replaying the private buttons is refused as in the group.
        answer = await bob.press(private, press_data(private, "a", 0))
        assert answer.get("show_alert") and "Seul Alice" in answer["text"]
        await dominique.answer_live("renonce", REVOKE, private)
        await fake.wait(lambda: "DÉCISION" in live["text"], chat_id=GROUP_ID)
    ruling = ruling_of("renonce", REVOKE)
    assert f"DÉCISION — {ruling.title}" in private["text"] and f"DÉCISION — {ruling.title}" in live["text"]
    assert fake.sent(GROUP_ID) == [live]  # the group kept one message, edited
    assert 1 <= live["edits"] <= len(REVOKE)  # at most one edit per answer (fewer when coalesced)
    answers = [(kind, actor) for _, kind, actor in events(tmp_path / "arbitre.sqlite3")]
    assert answers == [("start", "telegram:101")] + [("answer", "telegram:103")] * len(REVOKE)


async def test_taking_up_the_follow_up_keeps_the_ruling_in_the_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """« Calculer la marque ? Oui » after the ruling: the ruling stays where it is, with the
    answer under it, and the new questions go on in a new live message below."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, fake.private_chat(DOMINIQUE), DOMINIQUE)
    ruling = ruling_of("renonce", REVOKE)
    async with polling(bot_factory().build()):
        # In the group.
        (live,) = await alice.send("/renonce")
        await alice.answer_live("renonce", REVOKE, live)
        (score,) = await alice.press_and_wait(live, press_data(live, "a", 0))  # Oui
        assert f"DÉCISION — {ruling.title}" in live["text"] and "➜ Oui" in live["text"]
        assert not live.get("reply_markup")
        assert "Palier du contrat ?" in score["text"] and "✓ Calculer" in score["text"]
        # Through « Répondre en privé »: the group's message keeps the ruling the same way.
        (other,) = await alice.send("/renonce")
        await dominique.send("/start r2", new=2)
        private = dominique.messages()[-1]
        await dominique.answer_live("renonce", REVOKE, private)
        (next_question,) = await dominique.press_and_wait(private, press_data(private, "a", 0))
        assert "Palier du contrat ?" in next_question["text"]
        await fake.wait(lambda: len(fake.sent(GROUP_ID)) == 4, chat_id=GROUP_ID)
        await fake.wait(lambda: "➜ Oui" in other["text"], chat_id=GROUP_ID)
    assert f"DÉCISION — {ruling.title}" in other["text"] and not other.get("reply_markup")
    assert "Palier du contrat ?" in fake.sent(GROUP_ID)[-1]["text"]


async def test_back_and_cancel_change_the_live_message_in_place(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        await alice.press(live, press_data(live, "a", 0))
        await fake.wait(lambda: "Question 2" in live["text"], chat_id=GROUP_ID)
        await alice.press(live, press_data(live, "b"))  # ↩ Retour
        await fake.wait(lambda: "Question 1" in live["text"], chat_id=GROUP_ID)
        assert "✓" not in live["text"]  # the withdrawn answer is no longer listed
        await fake.user_sends(group, ALICE, "/annuler")
        await fake.wait(lambda: "abandonné" in live["text"], chat_id=GROUP_ID)
        assert not live.get("reply_markup")
    assert fake.sent(GROUP_ID) == [live]
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start", "answer", "back", "abandon"]  # every step stays in the log
