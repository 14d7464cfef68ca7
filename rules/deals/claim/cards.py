"""Card arithmetic the claim's move rules and search share (rules/deals/claim/normal.py, search.py):
a card is 13 * suit + rank (2 = 0 … ace = 12), a hand a bit mask of its cards."""

from __future__ import annotations

from rules.deals.layout import SUIT_MASK

# The queens, kings and aces: a master among them is cashed before a small card of its suit; a
# master below (the 7 of 7-5-4 with the 6 out, the jack of J-6 with the 8 out) may follow a small
# card, careless (EBU White Book 8.70.5 and the EBU forum's ruling on J-6).
HONOURS = sum(((1 << 3) - 1) << (13 * s + 10) for s in range(4))
# Jacks and above: a claimer may lead one he wrongly thinks good (the king with the ace out,
# « principe du gagnant perdant ») before his winners; a smaller losing card he does not.
JACK_AND_ABOVE = sum(((1 << 4) - 1) << (13 * s + 9) for s in range(4))


def higher(c: int) -> int:
    """The cards of c's suit above c."""
    return SUIT_MASK[c // 13] & ~((1 << (c + 1)) - 1)


def trick_winner(leader: int, trick: tuple[int, ...], trump: int) -> int:
    """The seat winning the trick so far."""
    if not trick:
        return leader
    best = trick[0]
    suit = best // 13
    at = i = 0
    for c in trick:  # the first card against itself changes nothing
        if c // 13 == suit:
            if c > best:
                best, at = c, i
        elif c // 13 == trump:
            best, suit, at = c, trump, i
        i += 1
    return (leader + at) % 4


def lowest(mask: int) -> int:
    return 1 << ((mask & -mask).bit_length() - 1)


def top(mask: int) -> int:
    return 1 << (mask.bit_length() - 1)
