"""Counting a claim from the cards (Laws 70 and 71): the tricks the claimer's side wins on every
normal line consistent with his statement, against the defence's best play.

How « normal » is modelled: the defence plays any legal card (its best, as if it saw every card);
the claimer's side plays the cards rules/deals/claim/normal.py allows (the statement, then the
plays directors rule irrational left out), each with the rule that decided.

The minimum over all such lines is the count; the line that reaches it is written out card by card.
Pure: no I/O; the search is exhaustive with a memo at each trick (bench/claims.py for times).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules.deals.claim.normal import FREE, ONLY, NormalPlay, Progress, trick_winner
from rules.deals.claim.reading import Item
from rules.deals.layout import (
    NO_TRUMP,
    SEAT_NAMES,
    SEATS,
    SUIT_MASK,
    Layout,
    PositionError,
    card_text,
    cards_of,
)


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[int, ...]
    winner: int
    reasons: tuple[str, ...] = ()  # for each card, the rule that allowed it ("" for the defence)

    def text(self) -> str:
        plays = []
        for i, c in enumerate(self.cards):
            why = self.reasons[i] if i < len(self.reasons) else ""
            shown = why and why != ONLY  # a forced card needs no reason
            plays.append(f"{SEATS[(self.leader + i) % 4]} {card_text(c)}" + (f" ({why})" if shown else ""))
        return f"{', '.join(plays)} → {SEAT_NAMES[self.winner]}"


@dataclass(frozen=True)
class Line:
    """A complete play from the position: the claimer's side's tricks and every trick."""

    tricks: int
    play: tuple[Trick, ...]

    def lines(self) -> tuple[str, ...]:
        return tuple(f"levée {i + 1} : {t.text()}" for i, t in enumerate(self.play))


_SQUEEZED: dict[tuple[int, int], int] = {}


def _squeeze(suit: int, held: int) -> int:
    """`held`'s bits among the set bits of `suit`, packed low (the ranks that are left, renumbered)."""
    found = _SQUEEZED.get((suit, held))
    if found is None:
        found, bit, rest = 0, 0, suit
        while rest:
            low = rest & -rest
            if held & low:
                found |= 1 << bit
            bit += 1
            rest ^= low
        if len(_SQUEEZED) > 500_000:
            _SQUEEZED.clear()
        _SQUEEZED[(suit, held)] = found
    return found


class ClaimTooLong(PositionError):
    """The search went past its budget: the director counts this claim himself."""


class _Search:
    def __init__(
        self,
        position: Layout,
        claimer: int,
        items: tuple[Item, ...],
        aware: bool,
        budget: int,
        shown_out: int = 0,
    ) -> None:
        self.budget = budget
        self.trump = position.trump
        self.side = claimer % 2
        self.position = position
        self.rules = NormalPlay(position, claimer, items, aware, shown_out)
        self.memo: dict[tuple[object, ...], tuple[int, bool]] = {}
        self.nodes = 0

    # -- the moves ---------------------------------------------------------------------------------
    def _candidates(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress
    ) -> list[int]:
        player = (leader + len(trick)) % 4
        hand = hands[player]
        if player % 2 == self.side:
            legal = self.rules.allowed(hands, leader, trick, progress).cards
        elif trick:
            legal = hand & SUIT_MASK[trick[0] // 13] or hand
        else:
            legal = hand
        return self._distinct(hands, player, trick, legal)

    def _distinct(self, hands: tuple[int, ...], player: int, trick: tuple[int, ...], legal: int) -> list[int]:
        """One card of each run of equivalent cards (no other player's card, and no card on the
        table, between them), the stated cards kept apart."""
        others = 0
        for s in range(4):
            if s != player:
                others |= hands[s]
        for c in trick:
            others |= 1 << c
        stated = self.rules.kept_apart
        chosen = []
        previous = -1
        for c in sorted(cards_of(legal), reverse=True):
            if (
                previous >= 0
                and previous // 13 == c // 13
                and not (stated >> c & 1)
                and not (stated >> previous & 1)
                and not (others & ~((1 << (c + 1)) - 1) & ((1 << previous) - 1))
            ):
                previous = c
                continue
            chosen.append(c)
            previous = c
        return chosen

    # -- the search --------------------------------------------------------------------------------
    def value(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress, cap: int
    ) -> int:
        """The fewest tricks the claimer's side takes from here (the current trick included), when
        it is below `cap`; otherwise some figure at least `cap` (the branch cannot do better than a
        line already found, so it is cut)."""
        key: tuple[object, ...] = ()
        floor = 0
        if not trick:
            if not hands[leader]:
                return 0
            key = self._key(hands, leader, progress)
            known = self.memo.get(key)
            if known is not None:
                found, exact = known
                if exact or found >= cap:
                    return found
            floor = self._floor(hands)
            if floor >= cap:
                return floor
        self.nodes += 1
        if self.nodes > self.budget:
            raise ClaimTooLong(
                "Position trop longue à compter pour Arbitre : comptez les levées vous-même (ou redonnez "
                "la position quelques levées plus tard)."
            )
        best = cap
        for _card, child in self._children(hands, leader, trick, progress):
            gain = child[4]
            if best - gain <= 0:
                continue
            result = gain + self.value(child[0], child[1], child[2], child[3], best - gain)
            if result < best:
                best = result
                if best <= floor:
                    break
        if not trick:
            self.memo[key] = (best, best < cap)
        return best

    def _floor(self, hands: tuple[int, ...]) -> int:
        """Tricks the claimer's side takes whatever is played: each trump of one hand above every
        trump of the opponents wins the trick it falls on."""
        if self.trump == NO_TRUMP:
            return 0
        trumps = SUIT_MASK[self.trump]
        theirs = (hands[1 - self.side] | hands[3 - self.side]) & trumps
        top = theirs.bit_length() - 1 if theirs else -1
        above = ~((1 << (top + 1)) - 1)
        return max(
            (hands[self.side] & trumps & above).bit_count(),
            (hands[self.side + 2] & trumps & above).bit_count(),
        )

    def _key(self, hands: tuple[int, ...], leader: int, progress: Progress) -> tuple[object, ...]:
        """The position up to equivalent ranks: the cards already gone no longer separate two
        cards, so ♠K-Q after the ace fell is the same position as ♠A-K before (more memo hits);
        the rules depend on relative ranks only."""
        everything = hands[0] | hands[1] | hands[2] | hands[3]
        parts: list[object] = [leader]
        for s in range(4):
            shift = 13 * s
            suit = (everything >> shift) & 0x1FFF
            for player in range(4):
                parts.append(_squeeze(suit, (hands[player] >> shift) & 0x1FFF))
        parts.append(self.rules.key(progress, everything))
        return tuple(parts)

    def _children(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress
    ) -> Iterator[tuple[int, tuple[tuple[int, ...], int, tuple[int, ...], Progress, int]]]:
        player = (leader + len(trick)) % 4
        ours = player % 2 == self.side
        cards = self._candidates(hands, leader, trick, progress)
        if ours:
            cards.reverse()  # the claimer's side low first, the defence high first: the worst lines early
        for c in cards:
            new = list(hands)
            new[player] &= ~(1 << c)
            new_hands = tuple(new)
            new_progress = self.rules.after(hands, leader, trick, progress, c)
            played = (*trick, c)
            if len(played) == 4:
                winner = trick_winner(leader, played, self.trump)
                yield c, (new_hands, winner, (), new_progress, 1 if winner % 2 == self.side else 0)
            else:
                yield c, (new_hands, leader, played, new_progress, 0)

    def line(self) -> Line:
        """The minimum and a line that reaches it, card by card, each card of the claimer's side
        with the rule that allowed it."""
        p = self.position
        hands, leader, trick, progress = p.hands, p.leader, p.played, self.rules.start()
        total = self.value(hands, leader, trick, progress, p.tricks_left + 1)
        target = total
        tricks: list[Trick] = []
        reasons: list[str] = [""] * len(trick)
        while hands[(leader + len(trick)) % 4] or trick:
            player = (leader + len(trick)) % 4
            why = ""
            if player % 2 == self.side:
                allowed = self.rules.allowed(hands, leader, trick, progress)
                why = (
                    allowed.rule
                    if allowed.rule != FREE or allowed.cards & (allowed.cards - 1)
                    else "seule carte possible"
                )
            for c, child in self._children(hands, leader, trick, progress):
                gain = child[4]
                if target - gain < 0:
                    continue
                rest = self.value(child[0], child[1], child[2], child[3], target - gain + 1)
                if rest + gain == target:
                    target = rest
                    reasons.append(why)
                    if child[2] == ():
                        tricks.append(Trick(leader, (*trick, c), child[1], tuple(reasons)))
                        reasons = []
                    hands, leader, trick, progress = child[0], child[1], child[2], child[3]
                    break
            else:  # pragma: no cover - the value was computed from these very children
                raise AssertionError("claim line lost")
        return Line(total, tuple(tricks))


def normal_minimum(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...] = (),
    aware: bool = False,
    budget: int = 600_000,
    shown_out: int = 0,
) -> Line:
    """The fewest tricks the claimer's side (`claimer`: 0..3) takes on any normal line, with it;
    `shown_out`: the defenders who failed to follow before the claim (bit 4 * seat + suit, 70E1)."""
    return _Search(position, claimer, items, aware, budget, shown_out).line()
