"""reviewer22 #10 (session 22): a stated discard after a stated run is made on the run's own tricks, never on
another suit's trick once the run has begun, and a trump « discarded » is a ruff, to be typed as one (68C, 70D1:
the statement is played as said; 70A: the doubt among normal lines that follow it)."""

from __future__ import annotations

import pytest

from rules.deals.claim.counted import _items
from rules.deals.claim.reading import PositionError
from rules.deals.count import count_claim, read_claim
from tests.rules.deals.reference import plain_minimum

# ♥ trumps, West claims « ♠A ♠D, a club away » (reviewer22 #10's position): the club goes on the spades. Aware: 5, the
# double dummy and the exhaustive reference with the statement; 4 when the stated discard could be made on another
# suit's trick once the run had begun (East's master ♣A thrown as « the » stated club on a trick South ruffs).
RUN = "rev=O atout=♥ main=O cartes=N:J..3.T86 AQ.KQ..A 3.5.2.32 .9.JT9.9 ligne=♠A ♠D défausse♣"


def test_the_stated_discard_is_made_on_the_run() -> None:
    claim = read_claim(RUN)
    count = count_claim(claim)
    assert count.aware is not None and count.aware.tricks == 5
    assert count.double_dummy == 5
    assert plain_minimum(claim.position, claim.claimer, _items(claim), True) == 5


def test_a_trump_discarded_is_refused_with_what_to_type() -> None:
    with pytest.raises(
        PositionError, match="est l'atout, une carte d'atout sur une autre couleur est une coupe"
    ):
        read_claim("rev=N atout=♦ main=S cartes=N:KQJ..Q. .753.8. 9.AT9.. 83..2.2 ligne=♠R ♠D ♠V défausse♦")
