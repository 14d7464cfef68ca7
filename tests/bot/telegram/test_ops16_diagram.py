"""tester11 X17 on Telegram: the board the director's words name, its cards imported, shows its diagram at
once (as /donne shows it), in the live view of a group and when the words leave the topic to choose."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from bot.incidents.store import Store
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_deals import SESSION, document

pytest.importorskip("endplay")


async def test_the_board_in_the_words_shows_its_cards_at_once(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], store: Store
) -> None:
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        assert "importée pour ce salon" in await document(director, "seance.pbn", SESSION.read_bytes())
        before = len(director.messages())
        await director.send("/arbitre renonce donne 5 table 12 : le mort n'a pas fourni", new=3)
        sent = director.messages()[before:]
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.cards is not None
    diagram = incident.deal.cards.diagram()
    assert any(m["text"] == diagram for m in sent), [m["text"][:80] for m in sent]  # in <pre>, shown as is
