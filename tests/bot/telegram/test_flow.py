"""End to end over HTTP: the real Application, polling the fake Bot API."""

from __future__ import annotations

from collections.abc import Callable

import rules
from bot.adapters.telegram import TelegramBot
from tests.bot.telegram.conftest import ALICE, Driver, press_data
from tests.bot.telegram.fake_telegram import FakeTelegram, polling

# An established revoke by a defender whose partner won the revoke trick: one trick (64A2).
REVOKE = {
    "situation": "not_followed",
    "offender": "defender",
    "discovered": "after_play",
    "trick_twelve": "before_12",
    "other_revoke": "none",
    "revoke_trick_winner": "partner",
    "score_wanted": "no",
}


async def test_revoke_ruling_in_private_chat(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    bot = bot_factory()
    alice = Driver(fake, fake.private_chat(ALICE), ALICE)
    async with polling(bot.build()):
        (first,) = await alice.send("/renonce")
        assert "Renonce" in first["text"]
        last = await alice.answer_all("renonce", REVOKE, first)
    expected = rules.next_step("renonce", REVOKE).ruling
    assert expected is not None
    texts = "\n".join(m["text"] for m in alice.messages())
    assert f"DÉCISION — {expected.title}" in texts
    assert "64A2" in texts
    assert "À lire à la table" in texts
    print(texts)
    assert last is not None
    press_data(last, "b")
