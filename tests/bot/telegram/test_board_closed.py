"""Issue 30 F27: after /tournoi fermer, the directors' board says the event is closed and keeps no
« 🏃 » button for the calls still open (through the fake Bot API, boards layout)."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_board import BOARD, PLAYERS_BOARD, boards
from tests.bot.telegram.test_queue import DIRECTORS_ID, GROUP_ID, open_event, rooms


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
        (players,) = await fake.wait(
            lambda: [m for m in fake.sent(GROUP_ID) if m["text"].startswith(PLAYERS_BOARD)], chat_id=GROUP_ID
        )
        # Tester5 M9: a call still waits: the director is told which, and nothing is closed yet.
        (asked,) = await dominique.send("/tournoi fermer")
        assert "1 appel(s) encore ouverts : table 7 (donne 3). Le tournoi reste ouvert" in asked["text"]
        assert "/tournoi fermer confirmer" in asked["text"] and FakeTelegram.buttons(board)
        (closed,) = await dominique.send("/tournoi fermer confirmer")
        assert "fermé" in closed["text"] and "table 7 (donne 3)" in closed["text"]
        await fake.wait(lambda: "Tournoi fermé" in board["text"], chat_id=DIRECTORS_ID)
        # The players' board never says « no call waiting » while table 7's call is unanswered.
        await fake.wait(lambda: "Tournoi fermé" in players["text"], chat_id=GROUP_ID)
    assert board["text"].startswith(BOARD) and FakeTelegram.buttons(board) == []
    assert "Aucun appel en attente" not in players["text"] and "ne sont pas oubliés" in players["text"]
    assert "Table 7 · donne 3 · en attente" in players["text"]  # tester7 T11: the tables left are named


async def test_a_closed_event_without_open_calls_speaks_of_none(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """Tester7 T11: the players' board spoke of calls left open when none was."""
    dominique, _, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        (players,) = await fake.wait(
            lambda: [m for m in fake.sent(GROUP_ID) if m["text"].startswith(PLAYERS_BOARD)], chat_id=GROUP_ID
        )
        (closed,) = await dominique.send("/tournoi fermer")
        assert closed["text"] == "Tournoi « Simultané du jeudi » fermé."
        await fake.wait(lambda: "Tournoi fermé" in players["text"], chat_id=GROUP_ID)
    assert "Tournoi fermé : plus d'appel reçu ici.\n" in players["text"]
    assert "ouvert" not in players["text"] and "oublié" not in players["text"]
