"""A strict search stopped by its limit (issue 36 §3, claims49): what it had found is said, never as the
count. `least`, the fewest tricks of a whole normal line met, bounds the count from above (a line makes
it; 70A resolves the doubt against the claimer), and the reading already counted stays counted (70C)."""

from __future__ import annotations

import pytest

from rules.deals.claim.search import ClaimTooLong, normal_minimum
from rules.deals.count import ClaimPosition, count_claim, read_claim, unfinished
from tests.rules.deals.random_positions import random_position


def _deal(cards: int, seed: int) -> ClaimPosition:
    """South claims; half the deals give North-South the higher cards (a claim-like position)."""
    return random_position(cards, seed, claim_like=bool(seed % 2))


@pytest.mark.parametrize("seed", range(16))
def test_a_stopped_search_never_knows_a_line_below_the_count(seed: int) -> None:
    claim = _deal(6, seed)
    p = claim.position
    for aware in (False, True):
        exact = normal_minimum(p, claim.claimer, (), aware, 10**9)
        for budget in sorted({exact.nodes // 6, exact.nodes // 3, exact.nodes // 2, exact.nodes - 1}):
            with pytest.raises(ClaimTooLong) as stopped:
                normal_minimum(p, claim.claimer, (), aware, budget)
            least = stopped.value.least
            assert least is None or exact.tricks <= least <= p.tricks_left, (aware, budget, least)


def test_what_the_stopped_searches_knew() -> None:
    """Most stopped searches already know a line; stopped while rebuilding it, the count itself."""
    found = at_count = stopped = 0
    for seed in range(16):
        claim = _deal(6, seed)
        exact = normal_minimum(claim.position, claim.claimer, budget=10**9)
        for budget in (exact.nodes // 2, exact.nodes - 1):
            with pytest.raises(ClaimTooLong) as error:
                normal_minimum(claim.position, claim.claimer, budget=budget)
            stopped += 1
            found += error.value.least is not None
            at_count += error.value.least == exact.tricks
    assert found >= stopped * 3 // 4 and at_count >= stopped // 2


# bench/claims.py's claim-like 5-card position, seed 7: unaware 1 (162 nodes), aware 2 (321), double dummy 3.
READINGS = "rev=S atout=♦ main=S cartes=N:Q9.J8..K 52.6.J.4 T..T.QT6 .4.952.3"


def test_the_reading_already_counted_is_said_when_the_other_stops() -> None:
    with pytest.raises(ClaimTooLong) as error:
        count_claim(read_claim(READINGS), budget=250)  # the unaware count ends under it, not the aware one
    said = str(error.value)
    assert said.startswith("Compte non terminé dans les limites de calcul (5 cartes par main).")
    assert (
        "S'il a pu oublier l'atout adverse (70C), le compte est fini : sur toute ligne normale, son camp en "
        "fait au moins 1." in said
    )
    assert said.endswith("comptez les levées vous-même (votre nombre est la décision, Loi 10A).")


def test_the_refusal_says_the_line_found_as_a_ceiling_never_as_the_count() -> None:
    said = unfinished(12, 3, 8, False)
    assert "une ligne normale où le camp du revendiquant ne fait que 3 des 12 levées, sans avoir pu" in said
    assert "il n'en aura pas plus de 3 (70A, 70D1), peut-être moins — ce n'est pas un compte." in said
    assert "s'il a tenu compte" in unfinished(12, 3, 8, True, 2)
    assert "s'il a pu oublier l'atout adverse, sans" in unfinished(12, 3, 8, True)
    # nothing found, or only the double dummy's count: no line is said
    assert "ne fait que" not in unfinished(
        12, None, 8, False
    ) and "(le double mort en donne 8)" in unfinished(12, None, 8, False)
    assert "ne fait que" not in unfinished(12, 8, 8, False)


def test_the_chats_limit_stops_the_strict_search_before_the_kill() -> None:
    """count_claim(stopped_after=…): the strict search stops STRICT_MARGIN before the solver's kill, with its
    refusal said; an ordinary count is unchanged."""
    import rules.deals.count as counting

    claim = read_claim(READINGS)
    assert count_claim(claim, stopped_after=60.0).unaware == count_claim(claim).unaware
    with pytest.raises(ClaimTooLong, match="Compte non terminé"):
        count_claim(claim, stopped_after=counting.STRICT_MARGIN - 1.0)
