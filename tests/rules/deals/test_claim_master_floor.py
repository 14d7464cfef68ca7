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
says 1, 2 and 3 tricks where the normal minimum was 0, 1 and 2: each count is the exhaustive
reference's (tests/rules/deals/reference.py), and the search must give it. A floor for these
positions has to model the hands that hold only masters (bounds.master_hand does for one hand
whose partner cannot overtake it).

Session 21 (claims31, claims28's finding): a hand no longer throws, on the trick where its partner
has just discarded from a suit an opponent still holds, the side's last master there (NormalPlay.
_partner_s_guard: both discards of one trick are the claimer's, and unguarding the suit in one trick
is worse than careless, White Book 8.70). The first two positions lose their « both hands throw the
suit » line: 1 and 2 (each the double dummy), the third keeps 2."""

from __future__ import annotations

import pytest

from rules.deals.claim.normal import GUARD_KEPT, NormalPlay
from rules.deals.claim.search import normal_minimum
from rules.deals.count import read_claim
from rules.deals.layout import to_int
from rules.deals.model import Card
from tests.rules.deals.reference import plain_minimum

CASES = (
    # East leads ♦2; West runs ♦10-9-3. Every card of South is a master, North's too but the ♥9:
    # on the diamonds both hands threw their spades (North's ♠9, then South's ♠R on the same trick),
    # and West's ♠7 took the last trick: 0. Now South keeps the ♠R on the trick North let his ♠9 go
    # (he throws the ♥R: East's ♥6 is never led, West being on lead with the ♠7): 1.
    ("rev=S atout=SA main=E cartes=N:J9.9..A .T6.2.8 K.KJ..T 7..T93.", 1),
    # East leads ♥4, South throws the ♠8 and North, masters only, threw the ♠R on the same trick, so
    # the ♠9 and East's clubs took three tricks: 1. Now North keeps the ♠R there: 2.
    ("rev=S atout=SA main=E cartes=N:K.AJ.Q. .4.3.K2 8..AJ.J 9..7.43", 2),
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


def test_a_hand_keeps_the_guard_its_partner_has_just_discarded_from() -> None:
    # The first position after ♦2 (S ♣10, W ♦10, N ♥9) and ♦9 (N ♠V, E ♥10, S ♥V): on West's ♦3 North
    # lets his ♠9 go, East keeps his ♥6 (♣8): South, ♠R ♥R, keeps the spade (before: either).
    claim = read_claim(CASES[0][0])
    rules = NormalPlay(claim.position, claim.claimer, (), False)
    hands = list(claim.position.hands)
    played = [(1, "♦2"), (2, "♣10"), (3, "♦10"), (0, "♥9"), (3, "♦9"), (0, "♠V"), (1, "♥10"), (2, "♥V")]
    for seat, name in [*played, (3, "♦3"), (0, "♠9"), (1, "♣8")]:
        hands[seat] &= ~(1 << to_int(Card.read(name)))
    trick = tuple(to_int(Card.read(name)) for name in ("♦3", "♠9", "♣8"))
    allowed = rules.allowed(tuple(hands), 3, trick, rules.start())
    assert (allowed.cards, allowed.rule) == (1 << to_int(Card.read("♥R")), GUARD_KEPT)
    # North's ♠9 kept, South throws either: the rule reads only the discard partner has just made
    trick = tuple(to_int(Card.read(name)) for name in ("♦3", "♣A", "♣8"))
    hands[0] = hands[0] & ~(1 << to_int(Card.read("♣A"))) | 1 << to_int(Card.read("♠9"))
    assert rules.allowed(tuple(hands), 3, trick, rules.start()).rule != GUARD_KEPT
