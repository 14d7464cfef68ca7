"""Positions where a sure-trick floor read from the masters must not apply (issue 36 §3, claims28).

The floor tried: at no trump, the statement spent, the defence takes at most, in each suit, its
longest holding less the side's masters of the longest hand there (its whole holding where the
side has no master). It holds while the side never discards a master: at no trump a side hand
that holds a master of the suit led wins the trick (rules 4 and 5 of rules/deals/claim/normal.py),
a hand on lead plays its master honour before a smaller card of the suit (rule 3b), and a void
hand discards a card that is no master while it holds one (rules 4 and 6). But a hand that holds
only masters must discard one, and rule 6 then lets it choose among those it « can spare » (one
above another master of the hand, one whose suit partner also controls): both hands may let go
of the same suit, or the masters the floor counted on. In the three positions below the floor
says 1, 2 and 3 tricks where the normal minimum is 0, 1 and 2: each count is the exhaustive
reference's (tests/rules/deals/reference.py), and the search must give it. A floor for these
positions has to model the hands that hold only masters (bounds.master_hand does for one hand
whose partner cannot overtake it)."""

from __future__ import annotations

import pytest

from rules.deals.claim.search import normal_minimum
from rules.deals.count import read_claim
from tests.rules.deals.reference import plain_minimum

CASES = (
    # East leads ♦2; West runs ♦10-9-3. Every card of South is a master, North's too but the ♥9:
    # on the diamonds both hands throw their spades, and West's ♠7 takes the last trick.
    ("rev=S atout=SA main=E cartes=N:J9.9..A .T6.2.8 K.KJ..T 7..T93.", 0),
    # East leads ♦3, South wins and gives up the lead in clubs; North, masters only, throws the ♥V
    # and the ♠R, so the ♠9 and East's clubs take three tricks.
    ("rev=S atout=SA main=E cartes=N:K.AJ.Q. .4.3.K2 8..AJ.J 9..7.43", 1),
    # South on lead with ♣A and ♥R: North (♠A ♦R ♦7 after the ♣V) holds masters only and throws the
    # ♦7, then the ♦R; South's ♥7 (a suit he could run at the claim, one card out: rule 3c) loses,
    # and East's ♦2 takes the last trick.
    ("rev=S atout=SA main=S cartes=N:A..K7.J .95.2.7 .K7..A9 4..3.54", 2),
)


@pytest.mark.parametrize(("text", "tricks"), CASES)
def test_masters_discarded_by_a_hand_of_masters(text: str, tricks: int) -> None:
    claim = read_claim(text)
    assert plain_minimum(claim.position, claim.claimer, (), False) == tricks
    assert normal_minimum(claim.position, claim.claimer).tricks == tricks
