"""Random claim positions, shared by the tests and bench/claims.py so that both draw the same deals."""

from __future__ import annotations

import random

from rules.deals.count import ClaimPosition
from rules.deals.layout import NO_TRUMP, Layout


def random_position(cards: int, seed: int, claim_like: bool = False) -> ClaimPosition:
    """South (2) claims; claim-like: the cards ranked with some noise, North-South get the top half."""
    return drawn_position(random.Random(seed * 1000 + cards), cards, claim_like)


def drawn_position(draw: random.Random, cards: int, claim_like: bool) -> ClaimPosition:
    """The deal `draw` gives: `cards` a hand, South (2) claiming, a random trump and leader."""
    dealt = draw.sample(range(52), 4 * cards)
    hands = [0, 0, 0, 0]
    if claim_like:
        dealt.sort(key=lambda c: c % 13 + draw.random() * 7, reverse=True)
        for i, c in enumerate(dealt):
            hands[(0, 2)[i % 2] if i < 2 * cards else (1, 3)[i % 2]] |= 1 << c
    else:
        for i, c in enumerate(dealt):
            hands[i % 4] |= 1 << c
    trump = draw.choice([0, 1, 2, 3, NO_TRUMP])
    return ClaimPosition(Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4)), 2, ())
