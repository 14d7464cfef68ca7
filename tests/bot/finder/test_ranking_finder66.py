"""reviewer29 S-31 (finder66): a board played while another was due, both named by their numbers (« ils ont joué
l'étui 12 alors qu'ils devaient jouer le 14 ») is what happened (15B), not where: its words stay for the search."""

import pytest

from bot.finder.topics import search
from rules.where import boards_named, without_board


def first(text: str) -> str:
    found = search(text)
    assert found, text
    return found[0].id


@pytest.mark.parametrize(
    "text",
    [
        "A la table 5, ils ont joué l'étui 12 alors qu'ils devaient jouer le 14 ; le 12 n'avait encore été joué par "
        "personne.",
        "Ils ont joué l'étui 12 alors qu'ils devaient jouer le 14.",
    ],
)
def test_a_board_played_while_another_was_due_is_a_wrong_board(text: str) -> None:
    assert first(text) == "mauvais_etui"
    assert "12" in without_board(text)
    assert boards_named(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # A card due, not a board: the board named is only where.
        "Donne 12 : Sud a joué le roi alors qu'on devait jouer le 4♠ selon Est.",
        "Donne 12 : Sud a joué le roi alors qu'on devait jouer le 4 de pique.",
    ],
)
def test_a_card_due_keeps_the_board_as_where(text: str) -> None:
    assert "12" not in without_board(text)
