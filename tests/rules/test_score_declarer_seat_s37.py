"""A contract's declarer noted as a traveller notes it (session 37): « 4♥N= », « 3SA E -1 », « 4♥= N ». The seat
gives the side as « NS »/« EO » before the contract did; two sides for one contract are refused in French. The
points are Law 77's table (non vulnerable: 4♥ made 420, 3SA one down 50 to the defenders, 4♥ doubled two down 300)."""

from __future__ import annotations

import pytest

from rules import RulesError
from rules.scores.adjusted import contract_tricks, parse_outcome


@pytest.mark.parametrize(
    ("typed", "points", "side"),
    [
        ("4♥N=", 420, "NS"),
        ("4♥ N =", 420, "NS"),
        ("4♥= N", 420, "NS"),
        ("4HS=", 420, "NS"),
        ("4♥=E", -420, "EO"),
        ("3SAE-1", 50, "EO"),
        ("3SA O -1", 50, "EO"),
        ("3NTW=", -400, "EO"),
        ("4♥XN-2", -300, "NS"),
        ("5♥XE-2", 300, "EO"),
        ("2CAE=", -90, "EO"),
        ("4SS+1", 450, "NS"),
        # as before: the side first, or none (Nord-Sud's score)
        ("EO 5♥X-2", 300, "EO"),
        ("N 4♥=", 420, "NS"),
        ("4♥=", 420, None),
    ],
)
def test_the_declarer_s_seat_gives_the_side(typed: str, points: int, side: str | None) -> None:
    assert parse_outcome(f"{typed}:100").score == points
    found = contract_tricks(typed)
    assert found is not None and found[0] == side


@pytest.mark.parametrize("typed", ["NS 4♥E=", "EO 3SA N -1", "4♥N= E"])
def test_two_sides_for_one_contract_are_refused(typed: str) -> None:
    with pytest.raises(RulesError, match="Deux camps pour un même contrat"):
        parse_outcome(f"{typed}:100")


def test_a_c_strain_stays_ambiguous_with_a_seat() -> None:
    with pytest.raises(RulesError, match="est ambigu"):
        parse_outcome("4CE=:100")
