"""Ops35 on Telegram, through the fake Bot API: features met one after the other."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.test_ops35_between import DOUBTED


async def test_a_board_taken_back_in_the_words_is_not_recorded_and_said(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    """Reviewer26 P-5: « Donne 17, enfin non 18 » records no board; the director is told, /donne 18 is taken."""
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        _question, said = await director.send(
            "/arbitre renonce Donne 17, enfin non 18 : le mort n'a pas fourni", new=2
        )
        assert DOUBTED in said["text"] and "Compris : donne 17" not in said["text"], said["text"]
        incident = await store.get("1")
        assert incident is not None and incident.deal is None
        await director.send("/donne 18 table=3")
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.board == "18"
