"""The event's live board in the directors' group (issue 22 §3), through the fake Bot API: one
message edited in place, changes coalesced, a call's own message only once a director takes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.adapters.telegram.calls_render import decode_call
from bot.adapters.telegram.handlers import TelegramBot
from bot.events.desk import NOT_FROM_HERE
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import ANNE, DIRECTORS_ID, open_event, rooms

BOARD = "📋 Appels en cours"
PLAYERS_BOARD = "🔔 Appels reçus"


def boards(fake: FakeTelegram) -> list[dict[str, Any]]:
    return [m for m in fake.sent(DIRECTORS_ID) if m["text"].startswith(BOARD)]


def board_button(message: dict[str, Any], table: str) -> str:
    for text, data in FakeTelegram.buttons(message):
        if text == f"🏃 {table}":
            return data
    raise AssertionError(f"no button for table {table} on {message['text']!r}")


async def test_calls_go_on_one_board_edited_in_place(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, anne, bruno = rooms(fake)
    fake.private_chat(ANNE)  # Anne has started the bot: a call she takes comes to her privately
    async with polling(bot_factory().build()):
        await open_event(dominique)
        await fake.wait(lambda: boards(fake), chat_id=DIRECTORS_ID)
        (board,) = boards(fake)
        assert "Aucun appel en attente." in board["text"]
        # A burst of 15 calls: one board, redrawn a few times, never a message per call; the
        # players' group has its own board, the callers' answer.
        (players_board,) = await fake.wait(
            lambda: [m for m in fake.sent(GROUP_ID) if m["text"].startswith(PLAYERS_BOARD)], chat_id=GROUP_ID
        )
        for table in range(1, 16):
            player = FakeTelegram.user(1000 + table, f"Joueur {table}")
            await fake.user_sends(alice.chat, player, f"/appel {table} 2 hésitation en Nord")
        await fake.wait(lambda: "Table 15 · donne 2" in board["text"], chat_id=DIRECTORS_ID)
        assert len(boards(fake)) == 1 and board["edits"] <= 6
        assert len(fake.sent(DIRECTORS_ID)) == 2  # the event's notice and the board
        assert "Table 12 · donne 2 · hésitation en Nord · attend depuis 0 min" in board["text"]
        await fake.wait(lambda: "Table 15 · donne 2 · en attente" in players_board["text"], chat_id=GROUP_ID)
        assert "hésitation" not in players_board["text"]  # no reasons where every player reads
        assert not [m for m in fake.sent(GROUP_ID) if m["text"].startswith("Appel enregistré")]
        take = board_button(board, "12")
        assert decode_call(take) is not None
        # A director of both groups, pressing from the players' group: refused.
        answer = await Driver(fake, alice.chat, DOMINIQUE).press(fake.sent(GROUP_ID)[0], take)
        assert answer.get("show_alert") and answer["text"] == NOT_FROM_HERE
        # Anne takes table 12 from the board: its own message comes to her private chat.
        answer = await anne.press(board, take)
        assert not answer.get("show_alert"), answer
        (own,) = await fake.wait_sent(ANNE["id"], 1)
        assert own["text"].startswith("Appel : table 12, donne 2") and "Pris par Anne" in own["text"]
        assert [t for t, _ in FakeTelegram.buttons(own)] == ["✅ Réglé", "📋 Ouvrir un incident"]
        await fake.wait(lambda: "Table 12 · donne 2 · hésitation en Nord · pris par Anne" in board["text"])
        await fake.wait(lambda: "Table 12 · donne 2 · Anne arrive" in players_board["text"], chat_id=GROUP_ID)
        # Bruno, too late; then Anne settles the call from her private chat: it leaves the board.
        answer = await bruno.press(board, take)
        assert answer["text"] == "L'appel de la table 12 est déjà pris par Anne."
        close = next(d for t, d in FakeTelegram.buttons(own) if t == "✅ Réglé")
        answer = await Driver(fake, fake.chats[ANNE["id"]], ANNE).press(own, close)
        assert not answer.get("show_alert"), answer
        await fake.wait(lambda: "Table 12 ·" not in board["text"], chat_id=DIRECTORS_ID)
        assert "Table 13 · donne 2" in board["text"]
        assert len(boards(fake)) == 1


async def test_a_taken_call_without_a_private_chat_is_posted_in_the_directors_group(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, bruno = rooms(fake)  # Bruno never started the bot
    async with polling(bot_factory().build()):
        await open_event(dominique)
        await fake.user_sends(alice.chat, alice.user, "/appel 4 hésitation")
        board = await fake.wait(lambda: next((b for b in boards(fake) if "Table 4" in b["text"]), None))
        before = len(fake.sent(DIRECTORS_ID))
        answer = await bruno.press(board, board_button(board, "4"))
        assert not answer.get("show_alert"), answer
        own = (await fake.wait_sent(DIRECTORS_ID, before + 1))[before]
        assert own["text"].startswith("Appel : table 4") and "Pris par Bruno" in own["text"]


async def test_each_new_call_can_also_go_to_each_director_in_private(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    dominique, alice, _, _ = rooms(fake)
    fake.private_chat(ANNE)  # Bruno never started the bot: nothing can reach him in private
    async with polling(bot_factory(calls_in_private=True).build()):
        await open_event(dominique)
        await fake.user_sends(alice.chat, alice.user, "/appel 3 1 renonce")
        (note,) = await fake.wait_sent(ANNE["id"], 1)
        assert note["text"].startswith("Appel : table 3, donne 1") and "renonce" in note["text"]
        take = next(d for t, d in FakeTelegram.buttons(note) if t == "🏃 Je prends")
        # Pressed in private, judged as in the directors' group: Anne is one of its directors.
        answer = await Driver(fake, fake.chats[ANNE["id"]], ANNE).press(note, take)
        assert not answer.get("show_alert"), answer
        await fake.wait(lambda: "Pris par Anne" in note["text"], chat_id=ANNE["id"])
        # A player who started the bot cannot take it from his private chat.
        fake.private_chat(alice.user)
        await fake.user_sends(alice.chat, alice.user, "/appel 5 1 hésitation")
        second = (await fake.wait_sent(ANNE["id"], 2))[1]
        forged = next(d for t, d in FakeTelegram.buttons(second) if t == "🏃 Je prends")
        answer = await Driver(fake, fake.chats[alice.user["id"]], alice.user).press(second, forged)
        assert answer.get("show_alert") and "Seuls les arbitres" in answer["text"]


async def test_a_restart_edits_the_boards_it_finds_instead_of_posting_new_ones(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot]
) -> None:
    """Issue 30 T12: the boards' messages are stored; after a restart the same messages are
    edited (a waiting call is on one board only, its « 🏃 » pointing to the current state)."""
    dominique, alice, _, _ = rooms(fake)
    async with polling(bot_factory().build()):
        await open_event(dominique)
        (board,) = await fake.wait(lambda: boards(fake), chat_id=DIRECTORS_ID)
        await alice.send("/appel 12 5 hésitation en Nord", new=0)
        await fake.wait(lambda: "Table 12 · donne 5" in board["text"], chat_id=DIRECTORS_ID)
    players_boards = [m for m in fake.sent(GROUP_ID) if m["text"].startswith(PLAYERS_BOARD)]
    for table in ("7", "8"):  # two restarts, a call after each
        async with polling(bot_factory().build()):
            await alice.send(f"/appel {table} 3 renonce", new=0)
            await fake.wait(
                lambda table=table: f"Table {table} · donne 3" in board["text"], chat_id=DIRECTORS_ID
            )
    assert boards(fake) == [board]  # one board message in the directors' group, edited
    assert "Table 12 · donne 5" in board["text"] and board_button(board, "12")
    assert [m for m in fake.sent(GROUP_ID) if m["text"].startswith(PLAYERS_BOARD)] == players_boards
