"""Director walk-throughs on Telegram, end to end through the fake Bot API (issue 21 §4).

Each mixes what a director really does during one call — a fact noted in the middle of a
question, « retour », a restart of the bot, a stranger's press, two directors pressing at once,
an incident opened from a call of an online event — and ends at a ruling whose laws and chooser
it asserts. A note must never make the buttons on screen stale: that is what broke the chat.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import rules
from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram.handlers import TelegramBot
from bot.adapters.telegram.settings import CALL_MESSAGES
from bot.finder import topics as finder
from tests.bot.conftest import path_to_ruling
from tests.bot.telegram.conftest import (
    ALICE,
    BOB,
    DOMINIQUE,
    GROUP_ID,
    Driver,
    answer_press,
    events,
    make_bot,
    press_data,
    topic_button,
)
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_note import note_data
from tests.bot.telegram.test_queue import DIRECTORS_ID, call_from, data_of, open_event, rooms

# A defender faces an opening lead out of turn; declarer has not chosen yet: his five options
# (54A, 54B1, 54D), his choice alone (10C2).
LEAD = {
    "situation": "wrong_defender_faced",
    "told_to_lead": "no",
    "declarer_action": "nothing",
    "declarer_choice": "not_yet",
}


def lead_ruling() -> rules.model.Ruling:
    ruling = rules.next_step("entame", LEAD).ruling
    assert ruling is not None and ruling.id == "entame.options_du_declarant"
    assert ruling.chooser is not None and ruling.chooser.startswith("le déclarant")
    assert {"54A", "54B1", "54D", "10C2"} <= set(ruling.laws)
    return ruling


async def press_live(
    driver: Driver, message: dict[str, Any], data: str, as_user: Any = None
) -> dict[str, Any]:
    """Press a button of the live message; wait for its edit; return the callback answer."""
    edits = message["edits"]
    answer = await driver.press(message, data, as_user)
    if not answer.get("show_alert"):
        await driver.fake.wait(lambda: message["edits"] > edits, chat_id=driver.chat_id)
    return answer


def answer_data(message: dict[str, Any], value_of: dict[str, str]) -> str:
    data = answer_press("entame", message, value_of)
    assert data is not None, message["text"]
    return data


def assert_lead_ruling(text: str) -> None:
    ruling = lead_ruling()
    assert f"DÉCISION — {ruling.title}" in text
    assert "le déclarant" in text and "54A" in text and "10C2" in text


async def test_group_note_back_stranger_two_directors_and_a_restart(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/entame")
        assert not (await press_live(alice, live, answer_data(live, LEAD))).get("show_alert")
        # A fact noted by command in the middle of a question: the buttons on screen stay valid.
        (noted,) = await alice.send("/note Table 4, étui 7 : Est a entamé le Roi de pique.")
        assert "Fait noté sur l'incident #1" in noted["text"]
        answer = await press_live(alice, live, answer_data(live, LEAD))
        assert not answer.get("show_alert"), answer.get("text")
        # A stranger's press is refused privately; nothing recorded.
        stranger = await alice.press(live, answer_data(live, LEAD), as_user=BOB)
        assert stranger.get("show_alert") and "Seul Alice" in stranger["text"]
        # « Noter un fait » then the reply, by the director: still the same buttons.
        await alice.press(live, note_data(live), as_user=DOMINIQUE)
        prompt = await fake.wait(
            lambda: next((m for m in alice.messages() if "écrivez le fait" in m["text"]), None)
        )
        before = len(alice.messages())
        await fake.user_sends(group, DOMINIQUE, "Sud n'a rien fait.", reply_to=prompt)
        await fake.wait_sent(GROUP_ID, before + 1)
        # « retour » after the note: back to the question answered before it, then forward again.
        edits = live["edits"]
        await fake.user_sends(group, ALICE, "/retour")
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
        assert "Question 2" in live["text"], live["text"]
        answer = await press_live(alice, live, answer_data(live, LEAD))
        assert not answer.get("show_alert"), answer.get("text")
        stale_soon = answer_data(live, LEAD)
    # A restart: a new application on the same database; the button on screen still works.
    async with polling(bot_factory().build()):
        # Two directors press the same button at once: exactly one is recorded.
        first, second = await asyncio.gather(alice.press(live, stale_soon), dominique.press(live, stale_soon))
        alerts = [a for a in (first, second) if a.get("show_alert")]
        assert len(alerts) == 1 and "plus d'actualité" in alerts[0]["text"], (first, second)
        await fake.wait(lambda: "Question 4" in live["text"], chat_id=GROUP_ID)
        answer = await press_live(dominique, live, answer_data(live, LEAD))  # the director ends it
        assert not answer.get("show_alert"), answer.get("text")
    assert_lead_ruling(live["text"])
    kinds = [kind for _, kind, _ in events(tmp_path / "arbitre.sqlite3")]
    assert kinds == ["start", "answer", "note", "answer", "note", "back", "answer", "answer", "answer"]


async def test_private_chat_two_notes_then_the_question_s_buttons(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot_factory().build()):
        (first,) = await alice.send("/entame")
        (second,) = await alice.press_and_wait(first, answer_data(first, LEAD))
        # In a private chat the note goes by command (the note button lives on a group's message).
        (noted,) = await alice.send("/note Est dit ne pas avoir vu le contrat.")
        assert "Fait noté" in noted["text"]
        (also,) = await alice.send("/note Sud confirme.")
        assert "2 note(s)" in also["text"]
        last = await alice.answer_all("entame", LEAD, second)  # the question sent before both notes
    assert_lead_ruling("\n".join(m["text"] for m in alice.messages()))
    assert fake.buttons(last)


async def test_an_incident_opened_from_a_call_with_a_note_ends_at_its_ruling(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    dominique, alice, anne, bruno_driver = rooms(fake)
    # The call's own message is followed: the per-call layout (the live board: test_board.py).
    bot = make_bot(fake, tmp_path / "arbitre.sqlite3", call_layout=CALL_MESSAGES)
    async with polling(bot.build()):
        await open_event(dominique)
        posted = await call_from(alice, anne, "/appel 12 5 entame hors tour en Est")
        before = len(anne.messages())
        assert not (await anne.press(posted, data_of(posted, "inc"))).get("show_alert")
        menu = await anne.wait_keyboard(before)
        await choose_topic(anne, menu, "entame")
        assert not (await press_live(anne, menu, answer_data(menu, LEAD))).get("show_alert")
        (noted,) = await anne.send("/note Appel de la table 12 : Est a entamé, Sud n'a rien montré.")
        assert "Fait noté sur l'incident #1" in noted["text"]
        ruled = await anne.answer_live(
            "entame", LEAD, menu, as_user=bruno_driver.user
        )  # the other director goes on
        assert_lead_ruling(ruled["text"])
        before = len(alice.messages())
        assert not (await anne.press(posted, data_of(posted, "close"))).get("show_alert")
        (told,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
    ruling = lead_ruling()
    assert told["text"].startswith("Table 12 : l'appel est réglé par Anne. Décision (incident #1) : ")
    assert ruling.title in told["text"] and "54A" in told["text"]
    assert DIRECTORS_ID != GROUP_ID


async def choose_topic(driver: Driver, menu: dict[str, Any], topic_id: str) -> None:
    """Choose the topic on the live menu, by its button."""
    data = await topic_button(driver, menu, topic_id)
    assert not (await press_live(driver, menu, data)).get("show_alert")


async def test_words_find_the_topic_in_a_group_and_lead_to_its_ruling(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """/arbitre mots il a hésité: the topics those words describe, then the questions, then the ruling."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    path = dict(path_to_ruling("information_non_autorisee", 0, follow_up=False))
    ruling = rules.next_step("information_non_autorisee", path).ruling
    assert ruling is not None
    async with polling(bot_factory().build()):
        (none,) = await alice.send("/arbitre xylophone quantique")
        assert "Aucun thème ne correspond à « xylophone quantique »" in none["text"]
        # Never a dead end (issue 31 §4): the nearest topics, and « ↩ Quand ? » for the phases.
        nearest = [t.title for t in finder.nearest("xylophone quantique")]
        assert [t for t, _ in FakeTelegram.buttons(none)] == [*nearest, "↩ Quand ?", "✖ Annuler"]
        (live,) = await alice.send("/arbitre mots il a hesite")
        assert "Thèmes trouvés pour « il a hesite » : quel incident ?" in live["text"]
        assert rules.get_topic("information_non_autorisee").title in [
            t for t, _ in FakeTelegram.buttons(live)
        ]
        back = press_data(live, "p", tk.PHASE_MENU)
        stranger = await alice.press(live, back, as_user=BOB)
        assert stranger.get("show_alert") and "peut choisir le thème" in stranger["text"]
        assert not (await press_live(alice, live, back)).get("show_alert")  # « ↩ Quand ? »
        assert "quand l'incident a-t-il eu lieu ?" in live["text"]
        data = await topic_button(alice, live, "information_non_autorisee")
        assert not (await press_live(alice, live, data)).get("show_alert")
        (noted,) = await alice.send("/note Nord a hésité avant de passer, Sud a dit 4♠.")
        assert "Fait noté" in noted["text"]
        ruled = await alice.answer_live("information_non_autorisee", path, live)
    assert f"DÉCISION — {ruling.title}" in ruled["text"]
    assert all(law in ruled["text"] for law in ruling.laws)


PREMATURE = {"situation": "defender_before_partner", "declarer_played_both": "yes", "card_legal": "yes"}


async def test_a_ruling_that_names_another_topic_opens_it_in_one_press(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    bob = Driver(fake, fake.private_chat(BOB), BOB)
    async with polling(bot_factory().build()):
        (first,) = await alice.send("/jeu_premature")
        (noted,) = await alice.send("/note Table 2 : Est a joué avant Ouest.")
        assert "Fait noté" in noted["text"]
        ruled = await alice.answer_all("jeu_premature", PREMATURE, first)
        link = next(d for t, d in FakeTelegram.buttons(ruled) if t == "➜ Ouvrir « Attaque hors tour »")
        forged = await bob.press(ruled, link)  # another chat's press on this message
        assert forged.get("show_alert")
        opened, question = await alice.press_and_wait(ruled, link, new=2)
        assert opened["text"].startswith("Incident #2 ouvert depuis la décision de l'incident #1")
        assert "Incident #2 — Attaque hors tour" in question["text"]
        # A double press opens nothing more: it shows incident #2 again (ops16: never refused once offered).
        said, question = await alice.press_and_wait(ruled, link, new=2)
        assert "déjà ouvert depuis l'incident #1 : incident #2" in said["text"]
        assert "Incident #2 — Attaque hors tour" in question["text"]
        # Shown again, the ruling's button says where the press now leads (ops17: read as directors do).
        shown = await alice.send("/incidents 1")
        labels = [t for m in shown for t, _ in FakeTelegram.buttons(m)]
        assert (
            "➜ Incident #2 « Attaque hors tour »" in labels and "➜ Ouvrir « Attaque hors tour »" not in labels
        )
        path = dict(path_to_ruling("attaque", 0, follow_up=False))
        await alice.answer_all("attaque", path, question)
    ruling = rules.next_step("attaque", path).ruling
    assert ruling is not None
    assert f"DÉCISION — {ruling.title}" in "\n".join(m["text"] for m in alice.messages())
