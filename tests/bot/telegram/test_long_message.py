"""Issue 37 §5 on Telegram: a description as long as a message may be (4,096 characters), typed in a private
chat, finds its topics and pre-fills, once one is chosen, what its first READ characters state — never read
past them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import rules
from bot.adapters.telegram.handlers import TelegramBot
from bot.finder import parts
from bot.finder.head import READ, whole_sentences
from tests.bot.telegram.conftest import ALICE, BOB, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

WORDS = "Sud joue 4♠. Ouest a renoncé à cœur à la 5e levée, le déclarant a gagné la levée."
LONG = (WORDS + " bla" * 1_100)[:4_096]  # a Telegram message's longest


async def _described(alice: Driver, words: str) -> str:
    """The « Compris » the words give once Renonce is chosen from the topics they found."""
    (menu,) = await alice.send(words)
    title = rules.get_topic("renonce").title
    assert next(t for t, _ in FakeTelegram.buttons(menu)) == title  # the likeliest first
    said, _question = await alice.press_and_wait(
        menu, next(d for t, d in FakeTelegram.buttons(menu) if t == title), new=2
    )
    return str(said["text"])


async def test_a_long_description_pre_fills_what_its_head_states(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[int] = []  # the length of the words each reading of the facts is handed
    original = parts.evidence

    def counted(text: str, topic: str, second: bool = False) -> object:
        read.append(len(text))
        return original(text, topic, second)

    monkeypatch.setattr(parts, "evidence", counted)
    alice, bob = Driver(fake, fake.private_chat(ALICE), ALICE), Driver(fake, fake.private_chat(BOB), BOB)
    async with polling(bot_factory().build()):
        short = await _described(alice, whole_sentences(LONG))
        long = await _described(bob, LONG)
    assert "Compris :" in long and long.replace("#2", "#1") == short
    assert read and max(read) <= READ
