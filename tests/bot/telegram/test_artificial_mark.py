"""Tester6 T17 on Telegram: under a ruling that put Nord-Sud at fault (12C2a), the quick choices offer
« 40/60 », never « 60/40 », and a forged « 60/40 » press is refused, nothing recorded."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled, with_button
from tests.bot.test_artificial_mark import ns_at_fault


async def test_the_buttons_follow_the_ruling_s_responsibilities(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        await ruled(alice, "marque_ajustee", ns_at_fault, director)
        message = with_button(alice, "s")
        labels = [label for label, _ in FakeTelegram.buttons(message)]
        assert "40/60" in labels and "60/40" not in labels and "50/50" not in labels
        version = next(
            p.version for _, d in FakeTelegram.buttons(message) if (p := tr.decode(d)) and p.kind == "s"
        )
        forged = tr.encode(tr.Press("s", "1", version, None, QUICK_CHOICES.index("60/40")))
        refused = await director.press(message, forged)
        assert refused.get("show_alert") and "pas valide" in refused["text"]
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    incident = await store.get("1")
    await store.close()
    assert incident is not None and incident.scores == ()
