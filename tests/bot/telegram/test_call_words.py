"""Issue 30 T8 / newcomer F2: /appel in the players' own words keeps the table and the board, and a
call whose table cannot be read is asked again, never stored under a word (through the fake Bot API)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from bot.events.phrasing import read_call
from tests.bot.telegram.conftest import ALICE, GROUP_ID
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import bot_factory, open_event, rooms

__all__ = ["bot_factory"]  # the per-call layout fixture of test_queue.py

PHRASINGS = [
    ("/appel table 12 donne 5 il a hésité", "12", 5, "il a hésité"),
    ("/appel table 12 donne 5, mon adversaire a hésité…", "12", 5, "mon adversaire a hésité…"),
    ("/appel Table 7 : il a cliqué 2♥ au lieu de 2♦", "7", None, "il a cliqué 2♥ au lieu de 2♦"),
    ("/appel t9 d14 hésitation", "9", 14, "hésitation"),
    ("/appel la table 7 appelle l'arbitre", "7", None, "la table 7 appelle l'arbitre"),
    ("/appel on a besoin de l'arbitre table 3", "3", None, "on a besoin de l'arbitre table 3"),
    ("/appel Table 7, donne 12 : hésitation", "7", 12, "hésitation"),
    ("/appel 7 donne 12 hésitation", "7", 12, "hésitation"),
    ("/appel 4 11 déconnexion de Sud", "4", 11, "déconnexion de Sud"),
]


@pytest.mark.parametrize(("text", "table", "board", "reason"), PHRASINGS, ids=[p[0] for p in PHRASINGS])
def test_the_words_give_table_board_and_reason(text: str, table: str, board: int | None, reason: str) -> None:
    words = read_call(text.removeprefix("/appel "))
    assert (words.table, words.board, words.reason) == (table, None if board is None else str(board), reason)


@pytest.mark.parametrize(
    ("text", "table", "board", "reason"),
    [  # tester10 W11: « donne 4 » inside the reason; « la 2 », the players' way to name their table
        ("9 4 pas le temps de finir la donne 4", "9", "4", "pas le temps de finir la donne 4"),
        ("la 2, donne 13, revendication contestée", "2", "13", "revendication contestée"),
    ],
)
def test_the_opening_numbers_are_table_and_board(text: str, table: str, board: str, reason: str) -> None:
    words = read_call(text)
    assert (words.table, words.board, words.reason) == (table, board, reason)


@pytest.mark.parametrize(
    "text", ["hésitation en Nord", "on a besoin de l'arbitre", "table 0 renonce", "١٢ renonce"]
)
def test_no_table_number_no_table(text: str) -> None:
    assert read_call(text).table is None


async def test_natural_calls_are_filed_under_their_table_and_board(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path
) -> None:
    dominique, alice, _, _ = rooms(fake)
    # Flood control off: the directors' group gets a post per call, paced 3 at once then one every 3.2 s;
    # eight calls in a burst left five posts waiting at the stop, which waited 10 s for them (ops30). The
    # pace is not what this test checks: the callers' answers and the stored table and board are.
    async with polling(bot_factory(rate_limit=False).build()):
        await open_event(dominique)
        # Tester7 T23: a table's second call for the same board (or one without a board) joins its open call.
        joined = {1: "12 (donne 5)", 4: "7", 6: "7 (donne 12)", 7: "7 (donne 12)"}
        for number, (text, table, _, _) in enumerate(PHRASINGS):
            (answer,) = await alice.send(text)
            expected = (
                f"La table {joined[number]} a déjà un appel ouvert"
                if number in joined
                else f"Appel enregistré : table {table}. Un arbitre arrive."
            )
            assert expected in answer["text"], text
        (asked,) = await alice.send("/appel on a besoin de l'arbitre")
        assert asked["text"].startswith(
            "🔔 Appel à l'arbitre (Alice) : Je ne trouve pas votre numéro de table"
        )
        assert "». Répondez à ce message avec votre table" in asked["text"]  # tester5 L7: a new sentence
        # The reply to that prompt, in the same words, is a call.
        before = len(alice.messages())
        await fake.user_sends(alice.chat, ALICE, "table 8, j'ai cliqué une carte", reply_to=asked)
        (stored,) = (await fake.wait_sent(GROUP_ID, before + 1))[before:]
        assert "Appel enregistré : table 8" in stored["text"]
        await fake.user_sends(alice.chat, ALICE, "il a hésité", reply_to=asked)
        (again,) = (await fake.wait_sent(GROUP_ID, before + 2))[before + 1 :]
        assert "Je ne trouve pas votre numéro de table" in again["text"]
    conn = sqlite3.connect(tmp_path / "arbitre.sqlite3")
    stored_calls = [
        (row[0], row[1]) for row in conn.execute(
            "SELECT json_extract(data, '$.table'), json_extract(data, '$.board') FROM calls ORDER BY id"
        )
    ]  # fmt: skip
    conn.close()
    assert stored_calls == [("12", 5), ("7", 12), ("9", 14), ("3", None), ("4", 11), ("8", None)]


@pytest.mark.parametrize(
    ("typed", "table"), [("Table 12", "12"), ("t7", "7"), ("table n°04", "4"), ("12", "12")]
)
def test_a_typed_table_option_is_its_number(typed: str, table: str) -> None:
    from bot.events.model import check_table

    assert check_table(typed) == table  # Discord's /appel table: option


@pytest.mark.parametrize("text", ["12 0 renonce", "12 ٣ renonce", "12 ² renonce", "12 1000 renonce"])
def test_an_odd_board_is_refused_never_dropped_into_the_reason(text: str) -> None:
    from bot.events.model import check_board
    from bot.incidents.incident import Refused

    words = read_call(text)
    assert words.table == "12" and words.reason == "renonce"
    with pytest.raises(Refused, match="Numéro de donne invalide"):
        check_board(words.board)


def test_a_table_named_by_letter_and_number_is_kept() -> None:
    assert read_call("A3 5 mauvais étui").table == "A3"
    assert read_call("d5 hésitation").table is None  # « d5 » is the board: the table is asked for
