"""Tester12 Y6 and Y15 (session 12's brief, 3), in other words than the report's: « donne » is the everyday word
for the board (15), and a result written one way and said another is a dispute of the tricks or the score (79)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.where import board_and_table


def first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    "text",
    [
        "la table 9 a joué la donne 3 au lieu de la 4",
        "ils ont sorti la donne 15 à la place de la 16, Nord a ouvert 1SA",
        "ils ont joué deux fois la même donne",
        "à la table 2 ils ont joué la donne 21 à la place de la 22",
    ],
)
def test_one_board_played_for_another_is_the_wrong_board(text: str) -> None:
    assert first(text) == "mauvais_etui"


@pytest.mark.parametrize(
    "text",
    [
        "EO ont marqué 3SA+2 mais NS disent 3SA+1",
        "sur la feuille, Nord a inscrit 2♥= alors qu'Est soutient 2♥-1, on s'en aperçoit après la fin du tour",
    ],
)
def test_a_result_written_and_said_otherwise_is_the_tricks_dispute(text: str) -> None:
    assert first(text) == "levees"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est a joué la dame à la place du 2, il voulait jouer petit", "carte_jouee"),
        ("Sud a dit 2♥ au lieu de 2♠, mauvais carton", "changement_declaration"),
        ("Est a renoncé à cœur, découvert après la fin du tour", "renonce"),
    ],
)
def test_a_card_or_a_bid_instead_of_another_is_not_a_board(text: str, topic: str) -> None:
    assert first(text) == topic


def test_two_boards_named_record_none() -> None:
    assert board_and_table("la table 9 a joué la donne 3 à la place de la 4").board is None
