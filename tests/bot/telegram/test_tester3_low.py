"""Tester3 L18 on Telegram: `/donne 8` after `/donne 7 table=2 ns=4 eo=7` keeps the table and pairs,
says so with a way to clear them that /donne takes, and `/donne table=3` alone changes the table."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling


async def test_donne_with_only_a_board_keeps_the_table_and_pairs(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice = Driver(fake, group, ALICE)
    dominique = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        await alice.send("/renonce")
        await dominique.send("/donne 7 table=2 ns=4 eo=7")
        (moved,) = await dominique.send("/donne 8")
        assert "donne 8, table 2, Nord-Sud paire 4, Est-Ouest paire 7" in moved["text"]
        assert "(pour les effacer : donne 8 table= ns= eo=)" in moved["text"]
        (table,) = await dominique.send("/donne table=3")
        assert "donne 8, table 3, Nord-Sud paire 4, Est-Ouest paire 7" in table["text"]
        (cleared,) = await dominique.send("/donne 8 table= ns= eo=")
        assert "Incident #1 : donne 8." in cleared["text"]
