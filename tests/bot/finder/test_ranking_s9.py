"""The tuning sets' misses (round 5, session 9), each by a general rule with a neighbour that keeps its
topic: « avant que le mort joue » says whose turn came (a card played before it: 57), not the dummy's
own card (45, 46)."""

import pytest

from bot.finder.topics import search


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Ouest avait déjà fourni, et Est (défense) a posé sa carte avant que le mort joue", "jeu_premature"),
        # Neighbour: the dummy who plays before his turn is still the dummy's card
        ("le mort a mis sa carte avant que Est ait joué", "carte_du_mort"),
    ],
)
def test_whose_turn_came_is_not_who_played(text: str, first: str) -> None:
    assert search(text)[0].id == first
