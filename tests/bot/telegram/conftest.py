"""Fixtures for the Telegram tests: the fake Bot API, the bot built on it, and a chat driver."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import Settings, TelegramBot
from bot.finder import topics as finder
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.telegram.fake_telegram import FakeTelegram

ALICE = FakeTelegram.user(101, "Alice")
BOB = FakeTelegram.user(102, "Bob")
DOMINIQUE = FakeTelegram.user(103, "Dominique")  # administrator of the club's group
GROUP_ID = -1001234567890
THREAD = 77


@pytest.fixture(autouse=True)
def no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    """httpx honours HTTP(S)_PROXY: keep 127.0.0.1 direct."""
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    server = FakeTelegram()
    await server.start()
    yield server
    await server.stop()


def make_bot(fake: FakeTelegram, database: Path, **overrides: Any) -> TelegramBot:
    settings = replace(Settings(token=fake.token, base_url=fake.base_url, retry_delay=0.01), **overrides)

    async def open_engine() -> Engine:
        return Engine(await Store(database).open())

    return TelegramBot(settings, open_engine)


@pytest.fixture
def bot_factory(fake: FakeTelegram, tmp_path: Path) -> Callable[..., TelegramBot]:
    def build(**overrides: Any) -> TelegramBot:
        return make_bot(fake, tmp_path / "arbitre.sqlite3", **overrides)

    return build


class Driver:
    """One person in one chat: send commands, press buttons, wait for the bot."""

    def __init__(
        self, fake: FakeTelegram, chat: dict[str, Any], user: dict[str, Any], thread: int | None = None
    ):
        self.fake = fake
        self.chat = chat
        self.user = user
        self.thread = thread

    @property
    def chat_id(self) -> int:
        return int(self.chat["id"])

    def messages(self) -> list[dict[str, Any]]:
        return self.fake.sent(self.chat_id)

    async def send(self, text: str, new: int = 1) -> list[dict[str, Any]]:
        """Send a message; return the `new` messages the bot sends in answer."""
        before = len(self.messages())
        await self.fake.user_sends(self.chat, self.user, text, self.thread)
        return (await self.fake.wait_sent(self.chat_id, before + new))[before:]

    async def press(
        self, message: dict[str, Any], data: str, as_user: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """Press; return the answerCallbackQuery the bot made."""
        query = await self.fake.user_presses(message, as_user or self.user, data)
        return await self.fake.wait_answer(query)

    async def press_on(
        self, live: dict[str, Any], data: str, as_user: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """Press a button of a live message (edited in place); once accepted, wait for its edit. Return the
        answerCallbackQuery (a refused press, an alert, edits nothing)."""
        edits = live["edits"]
        answer = await self.press(live, data, as_user)
        if not answer.get("show_alert"):
            await self.fake.wait(lambda: live["edits"] > edits, chat_id=self.chat_id)
        return answer

    async def press_and_wait(self, message: dict[str, Any], data: str, new: int = 1) -> list[dict[str, Any]]:
        """Press an accepted button; return the `new` messages that follow."""
        before = len(self.messages())
        answer = await self.press(message, data)
        assert not answer.get("show_alert"), answer.get("text")
        return (await self.fake.wait_sent(self.chat_id, before + new))[before:]

    async def wait_keyboard(self, count_before: int) -> dict[str, Any]:
        """The first message with buttons sent after the first `count_before` messages."""

        def found() -> dict[str, Any] | None:
            return next((m for m in self.messages()[count_before:] if m.get("reply_markup")), None)

        return await self.fake.wait(found, chat_id=self.chat_id)

    async def answer_all(
        self, topic: str, answers: dict[str, str], keyboard: dict[str, Any]
    ) -> dict[str, Any]:
        """Answer question after question from `answers` until the ruling; return its last message."""
        while True:
            press = answer_press(topic, keyboard, answers)
            if press is None:
                return keyboard
            before = len(self.messages())
            answer = await self.press(keyboard, press)
            assert not answer.get("show_alert"), answer.get("text")
            keyboard = await self.wait_keyboard(before)

    async def answer_live(
        self,
        topic: str,
        answers: dict[str, str],
        message: dict[str, Any],
        as_user: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Answer question after question on one live message, edited in place, until the ruling
        (or a follow-up `answers` does not take up); return that message."""
        while (press := answer_press(topic, message, answers)) is not None:
            edits = message["edits"]
            answer = await self.press(message, press, as_user)
            assert not answer.get("show_alert"), answer.get("text")
            await self.fake.wait(lambda edits=edits: message["edits"] > edits, chat_id=self.chat_id)
        return message


def link_of(message: dict[str, Any]) -> str | None:
    """The URL of the « Répondre en privé » button, if the message has one."""
    markup = message.get("reply_markup") or {}
    return next((b["url"] for row in markup.get("inline_keyboard", []) for b in row if "url" in b), None)


def presses(message: dict[str, Any]) -> list[tr.Press]:
    out = []
    for _, data in FakeTelegram.buttons(message):
        if not data:  # a link button (« Répondre en privé »): no callback data
            continue
        press = tr.decode(data)
        assert press is not None, data
        out.append(press)
    return out


def press_data(message: dict[str, Any], kind: str, index: int | None = None) -> str:
    for _, data in FakeTelegram.buttons(message):
        press = tr.decode(data)
        if press is not None and press.kind == kind and (index is None or press.index == index):
            return data
    raise AssertionError(f"no {kind} button in {message.get('text')!r}")


def answer_press(topic: str, message: dict[str, Any], answers: dict[str, str]) -> str | None:
    """The data of the button answering this question message from `answers`; None for a ruling
    (or a follow-up question that `answers` does not take up)."""
    answer_buttons = [p for p in presses(message) if p.kind == "a"]
    if not answer_buttons:
        return None
    question = tr.find_question(topic, answer_buttons[0].ref or "")
    assert question is not None
    if question.id not in answers:
        assert "Suite possible" in message["text"], f"no answer given for {question.id}"
        return None
    index = question.values().index(answers[question.id])
    return press_data(message, "a", index)


async def topic_button(driver: Driver, menu: dict[str, Any], topic_id: str) -> str:
    """On the topic menu: press « when » (the topic's first phase), wait for the menu to show
    that phase's topics in place, and return the data of the topic's button."""
    topic = rules.get_topic(topic_id)
    offered = next((d for t, d in FakeTelegram.buttons(menu) if t == topic.title), None)
    if offered is not None:  # the topics found for words already on the menu (a call's reason, W6)
        return offered
    phase = finder.PHASES.index(finder.phases_of(topic)[0])
    edits = menu["edits"]
    answer = await driver.press(menu, press_data(menu, "p", phase))
    assert not answer.get("show_alert"), answer.get("text")
    await driver.fake.wait(lambda: menu["edits"] > edits, chat_id=driver.chat_id)
    return next(d for t, d in FakeTelegram.buttons(menu) if t == topic.title)


def events(database: Path, incident_id: str = "1") -> list[tuple[int, str, str]]:
    with sqlite3.connect(database) as conn:
        return conn.execute(
            "SELECT version, kind, actor_id FROM events WHERE incident_id = ? ORDER BY version",
            (incident_id,),
        ).fetchall()
