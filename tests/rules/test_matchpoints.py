"""Weighted matchpoints (12C1c in pairs): each possible result is matchpointed, then weighted."""

from __future__ import annotations

import pytest

from rules.errors import RulesError
from rules.scores.adjusted import Outcome
from rules.scores.matchpoints import matchpoint_percent, parse_field, weighted_matchpoints

FIELD = (420, 420, 450, -50, 170)  # Nord-Sud's scores at five other tables


@pytest.mark.parametrize(
    ("score", "expected"),
    [
        (450, 90.0),  # beats 4, ties 1 → 4.5 / 5
        (420, 60.0),  # beats 2, ties 2 → 3 / 5
        (-100, 0.0),
        (480, 100.0),
        (170, 30.0),  # beats 1, ties 1
    ],
)
def test_matchpoint_percent(score: int, expected: float) -> None:
    assert matchpoint_percent(score, FIELD) == pytest.approx(expected)


def test_weighted_matchpoints_weights_the_percentages_not_the_points() -> None:
    result = weighted_matchpoints([Outcome(420, 50.0), Outcome(-50, 50.0)], FIELD)
    # 420 → 60 %, -50 → one tie (10 %) ; 0.5 × 60 + 0.5 × 10 = 35 %
    assert result.percents == pytest.approx((60.0, 10.0))
    assert result.ns == pytest.approx(35.0)
    assert result.ew == pytest.approx(65.0)
    # Matchpointing the weighted points (185) would give 40 %: a different, wrong figure.
    assert matchpoint_percent(185, FIELD) == pytest.approx(40.0)


def test_weights_must_total_100() -> None:
    with pytest.raises(RulesError, match="100"):
        weighted_matchpoints([Outcome(420, 60.0)], FIELD)


@pytest.mark.parametrize("text", ["", "abc", "425", "99999", "²"])
def test_bad_fields_are_refused_in_french(text: str) -> None:
    with pytest.raises(RulesError):
        parse_field(text)


def test_parse_field() -> None:
    assert parse_field("420, 450 ; -50,+170") == (420, 450, -50, 170)
