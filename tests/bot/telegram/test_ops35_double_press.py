"""Ops35: two presses at once on Telegram, one chat's updates coming one after the other. On the sheet's quick marks
both were recorded (the second replacing the first, ops32's « left alone »): a quick button now carries the marks it
was shown with, so the second press of a keyboard is refused with a French message and nothing more is stored; the
keyboard then takes the new count, and a press from it replaces the mark. A mark typed (/marque) then a press on a
sheet shown before it still replaces it (tests/bot/telegram/test_replay.py), as does a press on another message. Every other button that records something
(an answer, « retour », « annuler », « Suites », the second irregularity) already counted once: checked here."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled, with_button

BETWEEN = "Une marque a été enregistrée entre-temps (« "


async def at_once(driver: Driver, message: dict[str, Any], *data: str) -> list[dict[str, Any]]:
    """The presses sent together (each on the keyboard as it was shown); the bot's answers, in the same order."""
    queries = [await driver.fake.user_presses(message, driver.user, d) for d in data]
    return list(await asyncio.gather(*(driver.fake.wait_answer(q) for q in queries)))


def quick(message: dict[str, Any], label: str) -> str:
    return press_data(message, "s", QUICK_CHOICES.index(label))


async def test_two_quick_marks_at_once_record_one_then_a_press_replaces_it(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "information_non_autorisee", lambda r: r.adjusted_score is not None)
        sheet = with_button(director, "s")
        sixty, forty = quick(sheet, "60/40"), quick(sheet, "40/60")
        answers = await at_once(director, sheet, sixty, forty)
        assert not answers[0].get("show_alert"), answers[0]
        assert answers[1].get("show_alert") and answers[1]["text"].startswith(BETWEEN + "60/40"), answers[1]
        assert "rien de plus n'a été enregistré" in answers[1]["text"]
        incident = await store.get("1")
        assert incident is not None and [s.line for s in incident.scores] == ["60/40"]
        answers = await at_once(
            director, sheet, quick(sheet, "60/40"), quick(sheet, "60/40")
        )  # a double press
        assert [bool(a.get("show_alert")) for a in answers] == [False, True], answers
        incident = await store.get("1")
        assert incident is not None and [s.line for s in incident.scores] == ["60/40", "60/40"]
        await director.press_and_wait(sheet, quick(sheet, "40/60"))  # later, from the same keyboard: replaces
        incident = await store.get("1")
        assert incident is not None and incident.score is not None and incident.score.line == "40/60"
        stale = await director.press(sheet, sixty)  # the keyboard as first shown: refused, nothing stored
        assert stale.get("show_alert") and stale["text"].startswith(BETWEEN + "40/60"), stale
    incident = await store.get("1")
    assert incident is not None and [s.line for s in incident.scores] == ["60/40", "60/40", "40/60"]


async def test_an_older_button_without_its_count_is_still_taken(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """A keyboard sent before this change carries no count: its press records the mark, as before."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "information_non_autorisee", lambda r: r.adjusted_score is not None)
        sheet = with_button(director, "s")
        shown = tr.decode(quick(sheet, "60/40"))
        assert shown is not None and shown.marks == 0
        older = tr.encode(tr.Press("s", shown.incident_id, shown.version, None, shown.index))
        await director.press_and_wait(sheet, older)
        await director.send("/marque #1 50/50")  # typed, then the button of a sheet shown before it: taken
        await director.press_and_wait(sheet, older)
    incident = await store.get("1")
    assert incident is not None and [s.line for s in incident.scores] == ["60/40", "50/50", "60/40"]


async def test_two_answers_two_backs_two_abandons_at_once_count_once(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    async with polling(bot_factory().build()):
        (live,) = await alice.send("/renonce")
        answers = await at_once(alice, live, press_data(live, "a", 0), press_data(live, "a", 1))
        assert [bool(a.get("show_alert")) for a in answers] == [False, True], answers
        await fake.wait(lambda: live["edits"] > 0, chat_id=GROUP_ID)
        incident = await store.get("1")
        assert incident is not None and len(incident.answers) == 1
        first = incident.answers[0]
        edits = live["edits"]
        assert not (await alice.press_on(live, press_data(live, "a", 0))).get("show_alert")
        await fake.wait(lambda: live["edits"] > edits, chat_id=GROUP_ID)
        back = press_data(live, "b")
        answers = await at_once(alice, live, back, back)
        assert [bool(a.get("show_alert")) for a in answers] == [False, True], answers
        incident = await store.get("1")
        assert incident is not None and incident.answers == (first,)  # one answer taken back, not two
        cancel = press_data(live, "x")
        answers = await at_once(alice, live, cancel, cancel)
        assert [bool(a.get("show_alert")) for a in answers] == [False, True], answers
    incident = await store.get("1")
    assert incident is not None and incident.state.value == "abandoned" and incident.answers == (first,)


async def test_suites_and_second_irregularity_pressed_twice_open_one_each(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "information_non_autorisee", lambda r: r.adjusted_score is not None)
        follow = with_button(director, "f")
        await at_once(director, follow, press_data(follow, "f"), press_data(follow, "f"))
        second = with_button(director, "d")
        await at_once(director, second, press_data(second, "d"), press_data(second, "d"))
        await asyncio.sleep(0.2)
    opened = [i for i in await store.list(limit=None) if i.id != "1"]
    assert sorted(i.topic or "" for i in opened if i.follows) == ["suites_decision"], opened
    assert len([i for i in opened if i.second_of == "1"]) == 1, opened


def test_a_quick_choice_carries_its_marks_and_no_other_button_does() -> None:
    from bot.adapters.telegram import keyboards as tk

    data = tr.encode(tr.Press("s", "12", 3, None, 4, 2))
    assert data == "s:12:3:4:2" and tr.decode(data) == tr.Press("s", "12", 3, None, 4, 2)
    assert tr.decode("s:12:3:4") == tr.Press("s", "12", 3, None, 4)  # an older button: no count
    assert tr.decode("a:12:3:abcdef:1:2") is None and tr.decode("p:12:3:1:2") is None
    markup = {
        "inline_keyboard": [
            [{"text": "60/40", "callback_data": data}, {"text": "b", "callback_data": "b:12:3"}]
        ]
    }
    assert tk.recounted(markup, 2) is None  # nothing to change
    assert tk.recounted(markup, 3) == {
        "inline_keyboard": [
            [{"text": "60/40", "callback_data": "s:12:3:4:3"}, {"text": "b", "callback_data": "b:12:3"}]
        ]
    }
