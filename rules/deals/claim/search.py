"""Counting a claim from the cards (Laws 70 and 71): the tricks the claimer's side wins on every
normal line consistent with his statement, against the defence's best play.

How « normal » is modelled (the reading recorded in the ruling as « Interprétation retenue »,
and described in the README):

- The defence plays any legal card: it finds its best play, as if it saw every card.
- The claimer's side plays any legal card — in any order, blocking a suit, overtaking, giving up the
  lead at the worst moment: careless or inferior play is normal (footnote to Laws 70 and 71) —
  except four plays Arbitre treats as irrational:
  1. when it cannot follow suit, discarding a winner (a card no opponent can beat in its suit) while
     it still holds a loser in a side suit to throw instead, or a trump to ruff with;
  2. when an opponent is winning the trick, not taking it with a master of the suit led (a card no
     opponent can beat); playing last, not winning it when it can, or following with a higher card
     than its lowest when it cannot (the king under the ace);
  3. departing from its own statement: the cards and suits it stated are played in that order
     whenever the hand to play holds them (a stated card is also played when following suit; a
     stated suit, and trumps drawn, are played from the top);
  4. leading a small card of a suit whose ace the hand on lead holds, before its winners there
     (the 5 from A-K-5; from 7-5-4 or J-6 a small card first is only careless).
- A claimer aware of the opponents' outstanding trumps (70C not met) draws them first: whenever
  his side is on lead in a hand that holds a trump, it leads a trump until the opponents have none.
  Unaware of them, no such rule: he may be ruffed.

The minimum over all such lines is the count; the line that reaches it is written out card by card.
Pure: no I/O; the search is exhaustive with a memo at each trick, so a position of six or seven
cards per hand takes well under a second (bench/claims.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

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

    def text(self) -> str:
        plays = ", ".join(f"{SEATS[(self.leader + i) % 4]} {card_text(c)}" for i, c in enumerate(self.cards))
        return f"{plays} → {SEAT_NAMES[self.winner]}"


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


def _higher(c: int) -> int:
    """The cards of c's suit above c."""
    return SUIT_MASK[c // 13] & ~((1 << (c + 1)) - 1)


def _winner(leader: int, trick: tuple[int, ...], trump: int) -> int:
    best = 0
    for i in range(1, len(trick)):
        c, b = trick[i], trick[best]
        if c // 13 == b // 13:
            if c > b:
                best = i
        elif c // 13 == trump:
            best = i
    return (leader + best) % 4


class ClaimTooLong(PositionError):
    """The search went past its budget: the director counts this claim himself."""


class _Search:
    def __init__(
        self, position: Layout, claimer: int, items: tuple[Item, ...], aware: bool, budget: int
    ) -> None:
        self.budget = budget
        self.trump = position.trump
        self.side = claimer % 2
        self.position = position
        opponents = position.hands[(claimer + 1) % 4] | position.hands[(claimer + 3) % 4]
        if (
            aware
            and self.trump != NO_TRUMP
            and opponents & SUIT_MASK[self.trump]
            and ("trumps", -1) not in items
        ):
            items = (("trumps", -1), *items)
        self.items = items
        self.memo: dict[tuple[object, ...], tuple[int, bool]] = {}
        self.nodes = 0

    # -- the statement -------------------------------------------------------------------------
    def _skip(self, idx: int, hands: tuple[int, ...]) -> int:
        """The first statement item not yet done."""
        ours = hands[self.side] | hands[self.side + 2]
        theirs = hands[1 - self.side] | hands[3 - self.side]
        while idx < len(self.items):
            kind, value = self.items[idx]
            if kind == "card" and ours >> value & 1:
                return idx
            if kind == "suit" and ours & SUIT_MASK[value]:
                return idx
            if kind == "trumps" and ours & SUIT_MASK[self.trump] and theirs & SUIT_MASK[self.trump]:
                return idx
            idx += 1
        return idx

    # -- the moves ---------------------------------------------------------------------------------
    def _candidates(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], idx: int) -> list[int]:
        player = (leader + len(trick)) % 4
        hand = hands[player]
        if trick:
            led = SUIT_MASK[trick[0] // 13]
            legal = hand & led or hand
        else:
            led = 0
            legal = hand
        if player % 2 == self.side:
            legal = self._normal(hands, player, leader, trick, legal, idx)
        return self._distinct(hands, player, trick, legal)

    def _normal(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...], legal: int, idx: int
    ) -> int:
        """The claimer's side: the legal cards minus the plays treated as irrational."""
        theirs = hands[(player + 1) % 4] | hands[(player + 3) % 4]
        beaten = bool(trick) and _winner(leader, trick, self.trump) % 2 != self.side
        if idx < len(self.items):
            kind, value = self.items[idx]
            if kind == "card" and legal >> value & 1 and (not trick or value // 13 == trick[0] // 13):
                # The stated card, unless it loses to an opponent's card a master would beat (the
                # queen stated for a finesse is not put under the king that covers).
                if not (
                    beaten and self._masters(legal, trick, theirs) and not self._wins(leader, trick, value)
                ):
                    return 1 << value
            # A suit stated is cashed from the top (White Book 8.70.5), trumps drawn likewise.
            if not trick and kind == "suit" and legal & SUIT_MASK[value]:
                return 1 << max(cards_of(legal & SUIT_MASK[value]))
            if not trick and kind == "trumps" and legal & SUIT_MASK[self.trump]:
                return 1 << max(cards_of(legal & SUIT_MASK[self.trump]))
        if not trick:
            return self._from_the_top(hands, player, legal)
        if beaten:
            # An opponent is winning: a master of the suit led takes the trick; playing last, any
            # card that wins it does; beaten for good, the lowest card follows.
            masters = self._masters(legal, trick, theirs)
            if masters:
                return masters
            if len(trick) == 3:
                winning = 0
                for c in cards_of(legal):
                    if self._wins(leader, trick, c):
                        winning |= 1 << c
                if winning:
                    return winning
                if legal & SUIT_MASK[trick[0] // 13]:
                    return 1 << min(cards_of(legal))
        led = SUIT_MASK[trick[0] // 13]
        if legal & led:
            return legal
        trumps = SUIT_MASK[self.trump] if self.trump != NO_TRUMP else 0
        losers = 0
        for c in cards_of(legal & ~trumps):
            if theirs & _higher(c) or self._ruffed(hands, player, c // 13):
                losers |= 1 << c
        if losers or legal & trumps:
            return losers | (legal & trumps)
        return legal

    def _ruffed(self, hands: tuple[int, ...], player: int, suit: int) -> bool:
        """Would an opponent ruff this suit (void in it, holding a trump)? Then its top card is no winner."""
        if self.trump == NO_TRUMP:
            return False
        for opponent in ((player + 1) % 4, (player + 3) % 4):
            hand = hands[opponent]
            if not hand & SUIT_MASK[suit] and hand & SUIT_MASK[self.trump]:
                return True
        return False

    def _wins(self, leader: int, trick: tuple[int, ...], c: int) -> bool:
        """Does c, played now, lead the trick so far?"""
        return _winner(leader, (*trick, c), self.trump) == (leader + len(trick)) % 4

    def _masters(self, legal: int, trick: tuple[int, ...], theirs: int) -> int:
        """The cards of the suit led that no opponent's card left can beat and that beat the
        cards on the table (a trick won for sure), when no trump has been played to it."""
        led = trick[0] // 13
        if self.trump != NO_TRUMP and led != self.trump and any(c // 13 == self.trump for c in trick):
            return 0
        top = max(c for c in trick if c // 13 == led)
        found = 0
        for c in cards_of(legal & SUIT_MASK[led]):
            if c > top and not theirs & _higher(c):
                found |= 1 << c
        return found

    @staticmethod
    def _from_the_top(hands: tuple[int, ...], player: int, cards: int) -> int:
        """A hand that holds the ace of a suit leads its winners there before a small card (not
        the 5 from A-K-5: White Book 8.70.5); without the ace, a small card first is careless."""
        theirs = hands[(player + 1) % 4] | hands[(player + 3) % 4]
        for s in range(4):
            if cards & SUIT_MASK[s] and hands[player] >> (13 * s + 12) & 1:
                for c in cards_of(cards & SUIT_MASK[s]):
                    if theirs & _higher(c):
                        cards &= ~(1 << c)
        return cards

    def _distinct(self, hands: tuple[int, ...], player: int, trick: tuple[int, ...], legal: int) -> list[int]:
        """One card of each run of equivalent cards (no other player's card, and no card on the
        table, between them), the stated cards kept apart."""
        others = 0
        for s in range(4):
            if s != player:
                others |= hands[s]
        for c in trick:
            others |= 1 << c
        stated = 0
        for kind, value in self.items:
            if kind == "card":
                stated |= 1 << value
        chosen = []
        previous = -1
        for c in sorted(cards_of(legal), reverse=True):
            if (
                previous >= 0
                and previous // 13 == c // 13
                and not (stated >> c & 1)
                and not (stated >> previous & 1)
                and not (others & _higher(c) & ~_higher(previous) & ~(1 << previous))
            ):
                previous = c
                continue
            chosen.append(c)
            previous = c
        return chosen

    # -- the search --------------------------------------------------------------------------------
    def value(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], idx: int, cap: int) -> int:
        """The fewest tricks the claimer's side takes from here (the current trick included), when
        it is below `cap`; otherwise some figure at least `cap` (the branch cannot do better than a
        line already found, so it is cut)."""
        key: tuple[object, ...] = ()
        floor = 0
        if not trick:
            idx = self._skip(idx, hands)
            if not hands[leader]:
                return 0
            key = self._key(hands, leader, idx)
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
        for _card, child in self._children(hands, leader, trick, idx):
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

    def _key(self, hands: tuple[int, ...], leader: int, idx: int) -> tuple[object, ...]:
        """The position up to equivalent ranks: the cards already gone no longer separate two
        cards, so ♠K-Q after the ace fell is the same position as ♠A-K before (more memo hits)."""
        everything = hands[0] | hands[1] | hands[2] | hands[3]
        parts: list[int] = [leader]
        for s in range(4):
            shift = 13 * s
            suit = (everything >> shift) & 0x1FFF
            parts.append(suit.bit_count() * 2 + (suit >> 12))  # the ace still out matters (rule 4)
            for player in range(4):
                parts.append(_squeeze(suit, (hands[player] >> shift) & 0x1FFF))
        if idx < len(self.items):
            parts.append(idx)
            for kind, value in self.items[idx:]:
                if kind == "card":
                    suit = (everything >> (13 * (value // 13))) & 0x1FFF
                    parts.append(_squeeze(suit, 1 << (value % 13)))
        return tuple(parts)

    def _children(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], idx: int
    ) -> Iterator[tuple[int, tuple[tuple[int, ...], int, tuple[int, ...], int, int]]]:
        player = (leader + len(trick)) % 4
        ours = player % 2 == self.side
        if ours:
            idx = self._skip(idx, hands)
        cards = self._candidates(hands, leader, trick, idx)
        if ours:
            cards.reverse()  # the claimer's side low first, the defence high first: the worst lines early
        for c in cards:
            new = list(hands)
            new[player] &= ~(1 << c)
            new_hands = tuple(new)
            new_idx = idx
            if idx < len(self.items) and self.items[idx] == ("card", c):
                new_idx = idx + 1
            played = (*trick, c)
            if len(played) == 4:
                winner = _winner(leader, played, self.trump)
                yield c, (new_hands, winner, (), new_idx, 1 if winner % 2 == self.side else 0)
            else:
                yield c, (new_hands, leader, played, new_idx, 0)

    def line(self) -> Line:
        """The minimum and a line that reaches it, card by card."""
        p = self.position
        hands, leader, trick, idx = p.hands, p.leader, p.played, 0
        total = self.value(hands, leader, trick, idx, p.tricks_left + 1)
        target = total
        tricks: list[Trick] = []
        while hands[(leader + len(trick)) % 4] or trick:
            for c, child in self._children(hands, leader, trick, idx):
                gain = child[4]
                if target - gain < 0:
                    continue
                rest = self.value(child[0], child[1], child[2], child[3], target - gain + 1)
                if rest + gain == target:
                    target = rest
                    if child[2] == ():
                        tricks.append(Trick(leader, (*trick, c), child[1]))
                    hands, leader, trick, idx = child[0], child[1], child[2], child[3]
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
) -> Line:
    """The fewest tricks the claimer's side (`claimer`: 0..3) takes on any normal line, with it."""
    return _Search(position, claimer, items, aware, budget).line()
