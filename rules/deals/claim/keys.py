"""The claim search's keys and runs (rules/deals/claim/search.py): one suit's cards left read by
relative rank for the memo, and the runs of equivalent cards, both cached across searches."""

from __future__ import annotations

SUIT_KEYS: dict[int, int] = {}


def suit_key(packed: int) -> int:
    """One suit's cards left, as the owners (0..3) of its cards from the top behind a leading 1,
    times 8, plus which of the claimer's side's cards are honours (A, K, Q: NormalPlay reads
    HONOURS, of his cards only): the place from the top of his side's lowest honour, 0 for none.
    `packed` holds the four hands' 13-bit masks of the suit side by side (N lowest), and the
    claimer's side (0: N-S, 1: E-W) at bit 52. The honours left are the top cards of the suit, so
    the place tells his honours from his other cards; the opponents' honours are read by no rule
    but 3c, through the jacks of the key (`_Search._jacks`): two positions that differ only by
    which of the defence's cards are honours share their entry (session 18)."""
    found = SUIT_KEYS.get(packed)
    if found is None:
        hands = [(packed >> (13 * i)) & 0x1FFF for i in range(4)]
        side = packed >> 52
        everything = hands[0] | hands[1] | hands[2] | hands[3]
        honours = (everything >> 10).bit_count()
        found = 1
        place = read = 0
        for bit in range(12, -1, -1):
            if everything >> bit & 1:
                owner = next(i for i in range(4) if hands[i] >> bit & 1)
                found = found * 4 + owner
                place += 1
                if place <= honours and owner % 2 == side:
                    read = place
        found = found * 8 + read
        if len(SUIT_KEYS) > 400_000:
            SUIT_KEYS.clear()
        SUIT_KEYS[packed] = found
    return found


RUNS: dict[int, tuple[int, ...]] = {}


def runs_of(cards: int, others: int) -> tuple[int, ...]:
    """One suit (13-bit masks): the highest card of each run of `cards` no card of `others` splits,
    high first."""
    key = cards << 13 | others
    found = RUNS.get(key)
    if found is None:
        chosen = []
        previous = -1
        m = cards
        while m:
            c = m.bit_length() - 1
            m ^= 1 << c
            if previous < 0 or others & ((1 << previous) - (2 << c)):
                chosen.append(c)
            previous = c
        found = tuple(chosen)
        if len(RUNS) > 400_000:
            RUNS.clear()
        RUNS[key] = found
    return found
