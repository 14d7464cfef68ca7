"""Tester4 F2 and F15 on Telegram, through the fake Bot API: on a board of the imported session, a
claim's mark is the contract's score for the side that played it, in points (the field only as
information), and a result that contradicts the tricks just ruled is refused."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import document
from tests.bot.telegram.test_worksheet import ruled

SAMPLE = Path(__file__).parents[3] / "docs" / "exemple-seance.pbn"


async def test_a_claim_mark_is_a_score_in_points_for_the_side_that_played(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    pytest.importorskip("endplay")
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    alice, director = Driver(fake, group, ALICE), Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory(rate_limit=False).build()):
        assert "importée pour ce salon" in await document(director, "seance.pbn", SAMPLE.read_bytes())
        # 0 won + 5 of the rest: the tricks awarded are the director's (tester10 W7)
        await ruled(alice, "revendication", lambda r: r.tricks_awarded == 5, director)
        await director.send("/donne #1 1 table=1")
        (refused,) = await director.send("/marque #1 4♠=")  # nobody says who played: ask, record nothing
        assert "Quel camp a joué le contrat ?" in refused["text"] and "« NS 4♠= »" in refused["text"]
        (recorded,) = await director.send("/marque #1 EO 4♠-5")  # board 1, nobody vulnerable: NS +250
        assert "4♠ -5 par Est-Ouest : +250, vu de Nord-Sud." in recorded["text"]
        assert "Marque : +250 pour Nord-Sud" in recorded["text"] and "12C1c" not in recorded["text"]
        assert "À titre d'information" in recorded["text"]
