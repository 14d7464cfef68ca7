"""Tester22 P8: two incidents on two boards in one message opened the first and dropped the second without a
word. The words naming several boards are said: one incident a board, this one notes none, the others are
opened on their own (`+` is a second irregularity on the same board). A wrong board (15) or a board named as
a moment is one incident."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.where import boards_named
from tests.bot.test_newcomer_round5 import session

TWO = "2 incidents : table 3 donne 8 le mort a renoncé ; table 6 donne 9 entame hors tour d'Ouest"


async def test_two_boards_in_one_message_are_said(tmp_path: Path) -> None:
    out = await session(tmp_path, f"{TWO}\n\nq\n")
    assert (
        "La description nomme plusieurs donnes (8 et 9) : un incident par donne. Celui-ci n'en note aucune : notez "
        "la sienne (d <donne>). Chaque autre donne est un autre incident : ouvrez-le à part en le décrivant au "
        "premier menu (« + » est pour une deuxième irrégularité sur la même donne)." in out
    )
    assert "Compris : donne" not in out


@pytest.mark.parametrize(
    ("words", "boards"),
    [
        (TWO, ["8", "9"]),
        ("donne 5 table 2 : Sud a renoncé, on s'en aperçoit à la donne 6", ["5"]),  # a moment
        ("ils ont joué l'étui 12 au lieu du 14", []),  # a wrong board: one incident (15)
        ("la paire 3 a joué la donne 14 deux fois", []),
        ("donne 7 : Nord a hésité, donne 7 toujours, Sud a dit 4♠", ["7"]),
    ],
)
def test_the_boards_named_as_incidents(words: str, boards: list[str]) -> None:
    assert boards_named(words) == boards
