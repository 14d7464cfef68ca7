"""Issue 30 F27: after /tournoi fermer, the directors' board says the event is closed and keeps no
« 🏃 » button for the calls still open (through the fake Bot API, boards layout)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_board import BOARD, boards
from tests.bot.telegram.test_queue import DIRECTORS_ID, open_event, rooms


async def test_a_closed_event_s_board_loses_its_buttons(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        await fake.wait(lambda: boards(fake), chat_id=DIRECTORS_ID)
        (board,) = boards(fake)
        await alice.send("/appel 7 3 hésitation")
        await fake.wait(lambda: "Table 7 · donne 3" in board["text"], chat_id=DIRECTORS_ID)
        assert FakeTelegram.buttons(board)
        (closed,) = await dominique.send("/tournoi fermer")
        assert "fermé" in closed["text"]
        await fake.wait(lambda: "Tournoi fermé" in board["text"], chat_id=DIRECTORS_ID)
    assert board["text"].startswith(BOARD) and FakeTelegram.buttons(board) == []
