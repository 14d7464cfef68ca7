"""The exhaustive references the claim search is checked against (test_search_exact.py and the files
around it): every line of play is walked, nothing is merged or bounded from the cards.

- `plain_minimum`: the claimer's side plays what NormalPlay allows, the defence any legal card;
- `legal_minimum`: both sides any legal card (what a bound read from the cards alone must not exceed).

Both are the fewest tricks the claimer's side takes. Kept fast without changing a single value:
- a memo at each trick boundary on the exact state (the hands, the leader, the statement's progress),
  each entry the minimum there or a lower bound proved under a cap (a state inside a trick is met only
  once: the hands and the trick so far say which boundary it comes from);
- the minimum is a minimum, never below zero: a child is searched only for a line below the best
  found so far (the cap, less the trick just won), and a line at zero ends the node;
- the last trick is played out without a search (one card each);
- the cards are read bit by bit, the defence's high cards and the side's low ones first (the low
  lines are found early, the cap cuts more).
"""

from __future__ import annotations

from rules.deals.claim.cards import trick_winner
from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.reading import Item
from rules.deals.claim.stated import Progress
from rules.deals.layout import SUIT_MASK, Layout

State = tuple[tuple[int, ...], int, tuple[int, ...], Progress | None]


class _Exhaustive:
    def __init__(self, position: Layout, side: int, rules: NormalPlay | None) -> None:
        self.trump = position.trump
        self.side = side
        self.rules = rules  # None: the side too plays any legal card
        self.memo: dict[State, tuple[int, bool]] = {}

    def minimum(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress | None, cap: int
    ) -> int:
        """The minimum from this state if it is below `cap`; otherwise a value at least `cap` and not
        above the minimum."""
        if cap <= 0:
            return 0
        player = (leader + len(trick)) % 4
        hand = hands[player]
        if not hand:
            return 0
        if not trick and not hand & (hand - 1):  # the last trick: one card each, nothing to choose
            played = tuple(hands[(leader + i) % 4].bit_length() - 1 for i in range(4))
            return 1 if trick_winner(leader, played, self.trump) % 2 == self.side else 0
        key = (hands, leader, trick, progress)
        entry = self.memo.get(key) if not trick else None
        if entry is not None and (entry[1] or entry[0] >= cap):
            return entry[0]
        rules = self.rules
        ours = player % 2 == self.side
        if ours and rules is not None:
            assert progress is not None
            cards = rules.allowed(hands, leader, trick, progress).cards
        else:
            cards = (hand & SUIT_MASK[trick[0] // 13] if trick else 0) or hand
        best = cap
        while cards and best:
            c = (cards & -cards).bit_length() - 1 if ours else cards.bit_length() - 1
            cards ^= 1 << c
            after = progress if rules is None else rules.after(hands, leader, trick, progress, c)  # type: ignore[arg-type]
            child = (*hands[:player], hand ^ 1 << c, *hands[player + 1 :])
            played = (*trick, c)
            if len(played) == 4:
                winner = trick_winner(leader, played, self.trump)
                gain = 1 if winner % 2 == self.side else 0
                found = gain + self.minimum(child, winner, (), after, best - gain)
            else:
                found = self.minimum(child, leader, played, after, best)
            if found < best:
                best = found
        if not trick:  # a state inside a trick is met once: the trick so far is its history
            self.memo[key] = (best, best < cap)
        return best


def plain_minimum(position: Layout, claimer: int, items: tuple[Item, ...], aware: bool) -> int:
    """The plain exhaustive minimum over the normal lines (NormalPlay for the claimer's side)."""
    rules = NormalPlay(position, claimer, items, aware)
    search = _Exhaustive(position, claimer % 2, rules)
    return search.minimum(position.hands, position.leader, position.played, rules.start(), 14)


def legal_minimum(position: Layout, claimer: int) -> int:
    """The fewest tricks the claimer's side takes when it too may play any legal card (no move rule):
    what a bound read from the cards alone (bounds.master_hand) must never exceed."""
    search = _Exhaustive(position, claimer % 2, None)
    return search.minimum(position.hands, position.leader, (), None, 14)
