"""Tester7 T23, through the fake Bot API (boards layout): both sides of table 12 call for board 12;
the directors' board has one line and one « 🏃 12 », with both reasons, and the second caller is
told his call joined the first."""

from __future__ import annotations

from collections.abc import Callable

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_board import board_button, boards
from tests.bot.telegram.test_queue import DIRECTORS_ID, GROUP_ID, open_event, rooms


async def test_two_calls_from_one_table_and_board_are_one_call(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, _ = rooms(fake)
    bot = bot_factory()
    async with polling(bot.build()):
        await open_event(dominique)
        await fake.wait(lambda: boards(fake), chat_id=DIRECTORS_ID)
        (board,) = boards(fake)
        zoe = FakeTelegram.user(1012, "Zoé")
        await alice.send("/appel 12 12 renonce", new=0)
        await fake.user_sends(alice.chat, zoe, "/appel 12 12 hésitation")
        (told,) = await fake.wait(
            lambda: [m for m in fake.sent(GROUP_ID) if "déjà un appel ouvert" in m["text"]], chat_id=GROUP_ID
        )
        await fake.wait(lambda: "Table 12 · donne 12 · renonce · hésitation" in board["text"])
        # Another board of table 12 is another incident: a call of its own.
        await alice.send("/appel 12 13 carte exposée", new=0)
        await fake.wait(lambda: "Table 12 · donne 13" in board["text"], chat_id=DIRECTORS_ID)
        (numbers,) = await alice.send("/appel 12 12 12")  # T23 too: a number is not a reason
        calls = await bot.calls.desk.all_calls("1")
    assert told["text"] == (
        "La table 12 (donne 12) a déjà un appel ouvert (n°1) : votre appel y est ajouté, un arbitre arrive."
    )
    assert numbers["text"].startswith("« 12 » n'est pas une raison : dites en quelques mots pourquoi")
    assert board["text"].count("Table 12 · donne 12") == 1
    assert board_button(board, "12")
    assert [t for t, _ in FakeTelegram.buttons(board)].count("🏃 12") == 2  # boards 12 and 13
    assert [(c.board, c.reason) for c in calls] == [(12, "renonce · hésitation"), (13, "carte exposée")]
