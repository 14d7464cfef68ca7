"""Tester24 (P15's minor) on Telegram: « /marque 60/40 » under a penalty-card decision (50B, no adjusted score
awarded) is recorded as typed and the reply says why it is to check (the terminal's twin, with the law:
tests/bot/test_ops29_artificial_unadjusted.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled

RULING = "cartes_penalisees.50B.principale_honneur"


async def test_an_artificial_mark_under_a_penalty_card_ruling_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "cartes_penalisees", lambda r: r.id == RULING)
        said = "\n".join(m["text"] for m in await director.send("/marque #1 60/40"))
    assert "n'attribue pas de marque ajustée" in said and "(50E4, 12C1b)" in said, said
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.score.line == "60/40"
