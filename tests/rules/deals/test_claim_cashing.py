"""The no-trump floor of the claim search (rules/deals/claim/cashing.py): the tricks the claimer's side
cashes in a row never exceed the normal minimum (the exhaustive reference, tests/rules/deals/reference.py),
where it applies and where a blocked suit, a missing entry or an opponent's lead stops the run."""

from __future__ import annotations

import random

import pytest

from rules.deals.claim import cashing as cashing_module
from rules.deals.claim.cashing import _RUNS, cashes, cashing
from rules.deals.claim.normal import NormalPlay
from rules.deals.count import read_claim
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout
from tests.rules.deals.reference import plain_minimum
from tests.rules.deals.test_claim_master_floor import CASES as DISCARDED

POSITIONS = (
    # Every lead of North wins (the ♦7 towards South's ♦D-10), then South holds masters only: 3 in a
    # row; the normal minimum is 4.
    ("rev=S atout=SA main=N cartes=N:Q.KJ.7. 6.5.82. .Q.QT.9 7.964..", 3, 4),
    # Blocked: South's ♠V, North's bare ♠A must take it (rule 4 lets him nothing else), then North
    # leads a heart into West's ♥A-R-D: 1, and 1 is the count.
    ("rev=S atout=SA main=S cartes=N:A.32.. 54..2. KQJ... .AKQ..", 1, 1),
    # No entry: South leads from ♥3-2 ♦2 with North's ♠A-R-D stranded: 0, and 0 is the count.
    ("rev=S atout=SA main=S cartes=N:AKQ... .A.AK. .32.2. 2...KQ", 0, 0),
    # South's ♦2 may lose the first trick: the run stops there (0); the defence holds no heart and
    # the count is 2.
    ("rev=S atout=SA main=S cartes=N:AKQ... ..AK.A .32.2. 2...KQ", 0, 2),
    # A club overtaken by North's ♣A leaves him ♣R-7 with East's ♣9 out: rule 3b lets him lead only the
    # king, a master, so the run goes on (2; 1 if the ♣7 could be led); the count is 3.
    ("rev=S atout=SA main=S cartes=N:...AK7 6.7..9 K.T..8 .8.2.6", 2, 3),
    # West leads diamonds, a suit the side holds no master of: 0, and 0 is the count.
    ("rev=S atout=SA main=O cartes=N:AKQ... ..2.32 J32... ..AK.A", 0, 0),
    # Hearts trumps, the opponents hold none: South's ♠2 towards North, void with the ♥2, is a trick
    # (rule 5: he ruffs); but South may first spend the ♥3 under which North drops his trump, and
    # then the ♠2 may lose: 1; the count is 3.
    ("rev=S atout=♥ main=S cartes=N:.2.AK. K..Q.J 2.3..A A..J.K", 1, 3),
)


@pytest.mark.parametrize(("text", "floor", "tricks"), POSITIONS)
def test_cashing_floor(text: str, floor: int, tricks: int) -> None:
    claim = read_claim(text)
    position = claim.position
    trumps = SUIT_MASK[position.trump] if position.trump != NO_TRUMP else 0
    assert cashing(list(position.hands), position.leader, claim.claimer % 2, trumps) == floor
    assert plain_minimum(position, claim.claimer, (), False) == tricks


def test_the_first_lead_as_the_rules_allow_it() -> None:
    # South on lead with ♠A ♦2, the side holding no diamond master: rule 3c keeps him from leading the
    # ♦2 before his ace, so the run is 1 (0 where any card may be led); the count is 1.
    claim = read_claim("rev=S atout=SA main=S cartes=N:.2..2 .A.A. A..2. ..K.A")
    position = claim.position
    rules = NormalPlay(position, claim.claimer, (), False)
    hands = list(position.hands)
    leads = rules.allowed(position.hands, position.leader, (), rules.start()).cards
    assert cashing(hands, position.leader, 0, leads=leads) == 1
    assert cashing(hands, position.leader, 0) == 0
    assert plain_minimum(position, claim.claimer, (), False) == 1


@pytest.mark.parametrize(("text", "tricks"), DISCARDED)
def test_cashing_below_masters_discarded(text: str, tricks: int) -> None:
    claim = read_claim(text)
    position = claim.position
    assert cashing(list(position.hands), position.leader, claim.claimer % 2) <= tricks


@pytest.mark.parametrize("seed", range(160))
def test_cashing_never_above_the_minimum(seed: int) -> None:
    """Random no-trump deals of 2 to 4 cards a hand, and suit contracts where the opponents hold no trump
    (the claimer's side may: the floor's other case), half of them claim-like (the claimer's side holds
    the high cards); both 70C readings."""
    draw = random.Random(seed)
    size = 2 + seed % 3
    trump = NO_TRUMP if seed % 3 else draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    trumps = SUIT_MASK[trump] if trump != NO_TRUMP else 0
    while True:
        cards = draw.sample(range(52), 4 * size)
        if seed % 2:
            cards.sort(key=lambda c: c % 13 + draw.random() * 7, reverse=True)
            seats = [
                (side, side + 2)[i % 2] if i < 2 * size else (1 - side, 3 - side)[i % 2]
                for i in range(4 * size)
            ]
        else:
            seats = [i % 4 for i in range(4 * size)]
        hands = [0, 0, 0, 0]
        for c, seat in zip(cards, seats, strict=True):
            hands[seat] |= 1 << c
        if not (hands[1 - side] | hands[3 - side]) & trumps:
            break
    leader = draw.randrange(4)
    position = Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader)
    floor = cashing(hands, leader, side, trumps)
    assert floor <= plain_minimum(position, claimer, (), False)
    assert floor <= plain_minimum(position, claimer, (), True)
    # the statement spent (none here): rule 3b for a master of any rank while two opponents' cards are sure
    spent = cashing(hands, leader, side, trumps, spent=True)
    assert floor <= spent <= plain_minimum(position, claimer, (), False)
    assert spent <= plain_minimum(position, claimer, (), True)


def test_rule_3b_for_any_master_once_the_statement_is_spent() -> None:
    """North leads ♥R under which South's ♥D falls, then holds ♠D ♥V-7 ♦7: with the ♥9-6-4 and ♥5 out at
    the boundary, West still holds two hearts a trick later, so rule 3b lets North lead only the ♥V of his
    hearts (NormalPlay._lead: a master of any rank while the opponents hold two cards of the suit): 2 in a
    row, 1 where only a master honour counts (a stated suit may be led from any card: stated.py). The
    count is 4."""
    claim = read_claim("rev=S atout=SA main=N cartes=N:Q.KJ7.7. 6.5.532. .Q.QT.KQ 7.964..5")
    position = claim.position
    rules = NormalPlay(position, claim.claimer, (), False)
    hands = list(position.hands)
    leads = rules.allowed(position.hands, position.leader, (), rules.start()).cards
    assert cashing(hands, position.leader, 0, leads=leads) == 1
    assert cashing(hands, position.leader, 0, leads=leads, spent=True) == 2
    assert plain_minimum(position, claim.claimer, (), False) == 4


def test_the_walk_gives_up_past_its_visits(monkeypatch: pytest.MonkeyPatch) -> None:
    """The walk over the side's cards is exponential (the 12-card H07, 6♣, walked for minutes in
    session 20): past VISITS positions the test answers no, the floor the search can always take.
    Hearts trumps, the opponents hold none, North on lead with ♠A-R-D ♥A-R opposite ♥D-V ♦A-R-D: the
    side takes the 5 tricks in a row whatever it plays (the count is 5). Given room for 2 positions
    only (a proof of 3 in a row walks 3 at least), the walk proves nothing, and the positions it left
    half-walked are not taken as proved. Within VISITS it proves the 5 since session 22 (one card of
    each set the walk cannot tell apart: before, it gave up past 3)."""
    claim = read_claim("rev=S atout=♥ main=N cartes=N:AKQ.AK.. J32..J.2 .QJ.AKQ. T4...876")
    position = claim.position
    hands = list(position.hands)
    trumps = SUIT_MASK[position.trump]
    _RUNS.clear()
    monkeypatch.setattr("rules.deals.claim.cashing.VISITS", 2)
    assert not cashes(hands, position.leader, 0, 3, trumps)
    monkeypatch.undo()
    assert cashes(hands, position.leader, 0, 3, trumps)
    assert cashing(hands, position.leader, 0, trumps) == 5
    assert plain_minimum(position, claim.claimer, (), False) == 5


def _every(cards: int, other: int, beaten: int) -> tuple[int, ...]:
    """Every card, as the walk tried them before session 22."""
    return tuple(c for c in range(52) if cards >> c & 1)


@pytest.mark.parametrize("seed", range(40))
def test_cards_tried_once_prove_what_every_card_proves(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """cashing._once tries one card of each set the walk cannot tell apart: the walk answers as when it
    tried them all (no VISITS limit either way), on claim-like deals of 3 to 6 cards a hand, no trump
    or a trump suit the opponents hold none of, any first lead or a part of the hand."""
    draw = random.Random(3600 + seed)
    size = 3 + seed % 4
    trump = NO_TRUMP if seed % 3 else draw.randrange(4)
    trumps = SUIT_MASK[trump] if trump != NO_TRUMP else 0
    while True:
        cards = sorted(
            draw.sample(range(52), 4 * size), key=lambda c: c % 13 + draw.random() * 7, reverse=True
        )
        hands = [0, 0, 0, 0]
        for i, c in enumerate(cards):
            hands[(0, 2)[i % 2] if i < 2 * size else (1, 3)[i % 2]] |= 1 << c
        if not (hands[1] | hands[3]) & trumps:
            break
    leader = draw.randrange(4)
    leads = -1 if seed % 2 else hands[leader] & draw.getrandbits(52) or -1
    monkeypatch.setattr("rules.deals.claim.cashing.VISITS", 10**9)
    answers = []
    for once in (cashing_module._once, _every):
        monkeypatch.setattr("rules.deals.claim.cashing._once", once)
        _RUNS.clear()
        answers.append([cashes(list(hands), leader, 0, need, trumps, leads) for need in range(1, size + 1)])
    _RUNS.clear()
    assert answers[0] == answers[1]
