"""Tester25 P12 on Telegram, through the fake Bot API: a weighted IMP mark's ref= is the other table's
recorded result of the board (12C1, 86B); a contradicting one is refused, and the mark is « à refaire »
once that result changes. The same engine checks as the terminal's (tests/bot/test_ops27_other_table.py,
whose IMP figures are checked by hand)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_worksheet import ruled


async def test_a_ref_against_the_other_table_s_result_on_telegram(
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
        (refused,) = await director.send("/marque #2 S 4♠=:60,S 4♠-1:40 ref=-620")
        (recorded,) = await director.send("/marque #2 S 4♠=:60,S 4♠-1:40 ref=620")
        changed = await director.send("/marque #1 650")
    assert (
        "Marque refusée : ref=-620 n'est pas le résultat enregistré de la donne 5 à la table 2"
        in refused["text"]
    )
    assert "-4,8 IMP" in recorded["text"]
    assert any(
        "Attention : la marque en IMP de l'incident #2 (donne 5, table 4) est à refaire" in m["text"]
        for m in changed
    )
