"""ops27's « MARQUE À REFAIRE » on Telegram after a restart: an IMP mark whose other table's recorded result changed
is listed by /incidents among the rulings that wait, read from the stored incidents by a bot started afresh, and
/incidents 2 says the mark to redo (the terminal's twin: tests/bot/test_ops29_redo_listed.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled


async def test_a_mark_to_redo_is_listed_after_a_restart_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    weighted = lambda r: r.adjusted_score is not None and r.id == "mi.adjust.weighted"  # noqa: E731
    async with polling(bot_factory(rate_limit=False).build()):
        await ruled(director, "explication_erronee", weighted)
        await director.send("/donne #1 5 table=2")
        await director.send("/marque #1 620")
        await ruled(director, "explication_erronee", weighted)
        await director.send("/donne #2 5 table=4")
        await director.send("/marque #2 S 4♠=:60,S 4♠-1:40 ref=620")
        await director.send("/marque #1 650")
    async with polling(bot_factory(rate_limit=False).build()):  # a restart
        listed = "\n".join(m["text"] for m in await director.send("/incidents"))
        resumed = "\n".join(m["text"] for m in await director.send("/incidents 2"))
    assert "#2" in listed and "MARQUE À REFAIRE, ref=+620 n'est pas le résultat enregistré" in listed, listed
    assert "MARQUE À REFAIRE" in resumed and "ref=+650" in resumed, resumed
