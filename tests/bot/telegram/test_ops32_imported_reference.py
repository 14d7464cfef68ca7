"""Ops32 on Telegram: after a weighted mark on a board whose session was imported with the board at two tables, the
other table's imported result is proposed as ref= (the terminal's twin, with the IMP figures checked by hand:
tests/bot/test_ops32_imported_reference.py)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import document
from tests.bot.telegram.test_worksheet import ruled
from tests.bot.test_ops32_imported_reference import two_tables


async def test_the_imported_other_table_is_the_reference_proposed_on_telegram(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    weighted = lambda r: r.adjusted_score is not None and r.id == "mi.adjust.weighted"  # noqa: E731
    async with polling(bot_factory(rate_limit=False).build()):
        assert "importée pour ce salon" in await document(director, "seance.pbn", two_tables())
        await ruled(director, "explication_erronee", weighted)
        await director.send("/donne #1 5 table=1 ns=1 eo=15")
        hinted = "\n".join(m["text"] for m in await director.send("/marque #1 S 4♠=:60,S 4♠-1:40"))
        said = "\n".join(m["text"] for m in await director.send("/marque #1 S 4♠=:60,S 4♠-1:40 ref=620"))
    assert (
        "un résultat importé à l'autre table (Nord-Sud paire 2 contre Est-Ouest paire 16 : +140" in hinted
    ), hinted
    assert "ref=+140 (12C1, 86B)" in hinted
    assert "À vérifier : ref=+620 n'est pas le résultat importé de la donne 5 à l'autre table" in said, said
