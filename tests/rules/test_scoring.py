"""Duplicate scores (Law 77) against known values."""

from __future__ import annotations

import pytest

from rules.scores.duplicate import Contract, Doubling, Strain, score

N, X, XX = Doubling.NONE, Doubling.DOUBLED, Doubling.REDOUBLED


@pytest.mark.parametrize(
    ("level", "strain", "doubling", "vulnerable", "tricks", "expected"),
    [
        (4, Strain.SPADES, N, False, 10, 420),  # 4♠ = non vulnérable
        (3, Strain.NOTRUMP, N, True, 10, 630),  # 3SA +1 vulnérable
        (1, Strain.HEARTS, X, True, 5, -500),  # 1♥ contré -2 vulnérable
        (1, Strain.NOTRUMP, N, False, 7, 90),
        (2, Strain.CLUBS, N, False, 8, 90),
        (5, Strain.DIAMONDS, N, True, 11, 600),
        (6, Strain.HEARTS, N, False, 12, 980),
        (7, Strain.NOTRUMP, N, True, 13, 2220),
        (2, Strain.SPADES, X, False, 8, 470),  # doubled into game
        (1, Strain.NOTRUMP, X, False, 8, 280),  # doubled overtrick non vulnérable
        (1, Strain.CLUBS, XX, False, 7, 230),
        (3, Strain.NOTRUMP, X, False, 6, -500),  # -3 non vulnérable contré
        (4, Strain.SPADES, X, False, 6, -800),  # -4 non vulnérable contré
        (6, Strain.DIAMONDS, XX, True, 11, -400),
        (4, Strain.HEARTS, N, True, 7, -300),
        (3, Strain.NOTRUMP, N, False, 0, -450),
        (4, Strain.SPADES, N, False, 13, 510),
    ],
)
def test_known_scores(
    level: int, strain: Strain, doubling: Doubling, vulnerable: bool, tricks: int, expected: int
) -> None:
    assert score(Contract(level, strain, doubling, vulnerable), tricks) == expected


def test_result_names() -> None:
    assert Contract(4, Strain.SPADES).result(10) == "4♠ ="
    assert Contract(3, Strain.NOTRUMP, vulnerable=True).result(10) == "3SA +1"
    assert Contract(1, Strain.HEARTS, X, True).result(5) == "1♥ X -2"


def test_impossible_inputs_are_refused() -> None:
    with pytest.raises(ValueError):
        Contract(8, Strain.SPADES)
    with pytest.raises(ValueError):
        score(Contract(1, Strain.SPADES), 14)
