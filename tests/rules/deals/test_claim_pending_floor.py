"""The no-trump floor (rules/deals/claim/cashing.py) while part of the statement is still to play
(search._Search.follows_as_spent): it applies where what is left only chooses leads — a stated suit
(S14: H14 typed `ligne=♠`), « atouts », a discard on a suit or with no trick named — and never where a
stated card, a named winner or a discard on a card the side holds is pending. Each position is checked
against the exhaustive reference (tests/rules/deals/reference.py); the random ones against the search."""

from __future__ import annotations

import random

import pytest

from rules.deals.claim.cashing import cashing
from rules.deals.claim.reading import Item
from rules.deals.claim.search import _Search, normal_minimum
from rules.deals.count import read_claim
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout
from tests.rules.deals.reference import plain_minimum

SPADES, CLUBS = 0, 3

POSITIONS: tuple[tuple[str, tuple[Item, ...], bool, int, int], ...] = (
    # « Je joue mes piques »: South leads his ♠D (the suit from the top; the stated suit binds, 70D1),
    # North's ♠A-R must overtake it (every card he keeps there is a master: rule 4 lets him), then runs
    # ♠ and his ♥A: 3 in a row whatever North plays, and 3 is the count.
    ("rev=S atout=SA main=S cartes=N:AK.A.. J.KQ.. Q..A.A ..KQ.K", (("suit", SPADES),), True, 3, 3),
    # « Je défausse un trèfle » still to make (no trick named): only a hand void in the suit led makes
    # it, and at no trump a void hand never takes the trick. North cashes his ♥A and ♦A (masters of
    # suits South is void in: the discard's occasion); the floor takes any discard of South's on them,
    # the ♠A kept too, so North's ♣2 may then lose: 2. South throws the stated club and a spade and
    # keeps a club master for the ♣2: the count is 3.
    ("rev=S atout=SA main=N cartes=N:.A.A.2 K.KQ.. A...AK ..JT.Q", (("discard", CLUBS),), True, 2, 3),
    # The stated ♣5 (« ♣5 d'abord ») is led under North's ♣D (68C: the statement binds) and West's ♣7
    # takes it: the floor, which counts on rule 3b (no small card before a master honour of the suit),
    # would say 3 where the count is 2 (West takes the ♣ and leads a diamond to the ♦V, then ♣D).
    ("rev=S atout=SA main=N cartes=N:..J.Q5 .84..6 T.7.T. ..42.7", (("card", 42),), False, 3, 2),
    # « Gagnant ♠D »: North names the ♠D, which East's ♠R beats, and cashes it first (68C): the floor
    # would read it as rule 3b's master and say 3; East takes and the diamonds run: 0.
    ("rev=N atout=SA main=N cartes=N:AQ.A.. K2..2. ...AKQ ..KQJ.", (("winner", 10),), False, 3, 0),
)


@pytest.mark.parametrize(("text", "items", "applies", "floor", "tricks"), POSITIONS)
def test_the_floor_with_a_pending_statement(
    text: str, items: tuple[Item, ...], applies: bool, floor: int, tricks: int
) -> None:
    claim = read_claim(text)
    position = claim.position
    side = claim.claimer % 2
    search = _Search(position, claim.claimer, items, False, 10**7)
    progress = search.rules.start()
    hands = list(position.hands)
    assert progress[:2] != search.spent or search.rules.winners  # the statement is not spent
    assert search.follows_as_spent(hands, progress) is applies
    leads = search.rules.allowed(position.hands, position.leader, (), progress).cards
    assert cashing(hands, position.leader, side, leads=leads if position.leader % 2 == side else -1) == floor
    assert plain_minimum(position, claim.claimer, items, False) == tricks
    assert normal_minimum(position, claim.claimer, items, False).tricks == tricks


def test_a_discard_on_a_card_the_side_holds_switches_the_floor_off() -> None:
    # « défausse♣ sur ♦A » with North's ♦A: the ♦A is kept for its trick (StatedPlay.keep_targets) and an
    # equal card may follow in its place; the floor's rule (a hand holding a master of the suit led
    # wins the trick) no longer holds. Once the ♦A has gone by, the same discard waits for a ♦ trick
    # (« sur les ♦ »: target_now) and the floor applies again.
    claim = read_claim("rev=S atout=SA main=N cartes=N:.A.A.2 K.KQ.. A...AK ..JT.Q")
    items: tuple[Item, ...] = (("discard", CLUBS), ("on", 38))
    search = _Search(claim.position, claim.claimer, items, False, 10**7)
    progress = search.rules.start()
    hands = list(claim.position.hands)
    assert not search.follows_as_spent(hands, progress)
    hands[0] &= ~(1 << 38)
    assert search.follows_as_spent(hands, progress)


def _pending(seed: int) -> tuple[Layout, int, tuple[Item, ...], bool]:
    """No trump (or a suit contract whose trumps are all gone), 3 or 4 cards a hand, half claim-like;
    a statement with a suit, a discard (of a suit or a card; on nothing, a suit or a card) or both."""
    draw = random.Random(seed)
    size = 3 + seed % 2
    trump = NO_TRUMP if seed % 4 else draw.randrange(4)
    deck = [c for c in range(52) if trump == NO_TRUMP or not SUIT_MASK[trump] >> c & 1]
    cards = draw.sample(deck, 4 * size)
    claimer = draw.randrange(4)
    side = claimer % 2
    if seed % 2:
        cards.sort(key=lambda c: c % 13 + draw.random() * 7, reverse=True)
        seats = [
            (side, side + 2)[i % 2] if i < 2 * size else (1 - side, 3 - side)[i % 2] for i in range(4 * size)
        ]
    else:
        seats = [i % 4 for i in range(4 * size)]
    hands = [0, 0, 0, 0]
    for c, seat in zip(cards, seats, strict=True):
        hands[seat] |= 1 << c
    ours = [c for c in range(52) if (hands[side] | hands[side + 2]) >> c & 1]
    items: list[Item] = []
    kind = seed % 5
    if kind in (0, 2, 4):
        items.append(("suit", draw.choice(ours) // 13))
    if kind in (1, 2, 3):
        items.append(("discard_card", draw.choice(ours)) if kind == 3 else ("discard", draw.randrange(4)))
        on = draw.random()
        if on < 0.3:
            items.append(("on", 52 + draw.randrange(4)))
        elif on < 0.6:
            items.append(("on", draw.choice([c for c in range(52) if any(h >> c & 1 for h in hands)])))
    return (
        Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4)),
        claimer,
        tuple(items),
        seed % 3 == 0,
    )


@pytest.mark.parametrize("seed", range(120))
def test_the_search_with_a_pending_statement_equals_the_plain_minimum(seed: int) -> None:
    position, claimer, items, aware = _pending(seed)
    assert normal_minimum(position, claimer, items, aware).tricks == plain_minimum(
        position, claimer, items, aware
    )
