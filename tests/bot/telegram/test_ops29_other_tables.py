"""Ops27's leftovers on Telegram, through the fake Bot API: the suggested ref= is worded for a team match only, and a
ref= on a board marked at two other tables that is none of their results is said, not refused (the terminal's twin,
with the IMP figures checked by hand: tests/bot/test_ops29_other_tables.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled


async def test_the_reference_hint_and_three_tables_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    weighted = lambda r: r.adjusted_score is not None and r.id == "mi.adjust.weighted"  # noqa: E731
    async with polling(bot_factory(rate_limit=False).build()):
        for number, table, line in ((1, 2, "620"), (2, 3, "650")):
            await ruled(director, "explication_erronee", weighted)
            await director.send(f"/donne #{number} 5 table={table}")
            await director.send(f"/marque #{number} {line}")
        await ruled(director, "explication_erronee", weighted)
        await director.send("/donne #3 5 table=4")
        hinted = "\n".join(m["text"] for m in await director.send("/marque #3 S 4♠=:60,S 4♠-1:40 ref=600"))
    assert "Marque refusée" not in hinted
    assert "plusieurs autres tables (table 2 : +620 points (incident #1) ; table 3 : +650 points" in hinted, (
        hinted
    )
    assert "ref=+600 n'est le résultat d'aucune" in hinted
