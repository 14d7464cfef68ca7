"""The position at a claim as bit masks, for the claim search (rules/deals/claim/search.py).

rules.deals.model.Position is the position as the director gives it (hands of Card); the search
copies nothing but ints: a card is suit * 13 + rank - 2 (suits ♠ ♥ ♦ ♣, ranks 2..14), a hand a
mask of 52 bits. `Layout.of` converts, after the model has checked the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.deals.model import Card, Position
from rules.errors import RulesError

SUITS = "♠♥♦♣"
SEATS = "NESO"  # French: Nord, Est, Sud, Ouest (O), clockwise
SEAT_NAMES = ("Nord", "Est", "Sud", "Ouest")
RANKS = "23456789TVDRA"  # as written in French notation: T for the ten, V D R A
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
NO_TRUMP = 4
_PBN_RANKS = "23456789TJQKA"


class PositionError(RulesError):
    """A position or a card the director typed that Arbitre cannot read; the message is French."""


def card(suit: int, rank: int) -> int:
    """rank 2..14."""
    return suit * 13 + rank - 2


def suit_of(c: int) -> int:
    return c // 13


def rank_of(c: int) -> int:
    return c % 13 + 2


def bits_of(mask: int) -> list[int]:
    """The cards of a mask in no particular order (cheaper than cards_of: the claim search's loops)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def card_text(c: int) -> str:
    rank = RANKS[c % 13]
    return f"{SUITS[c // 13]}{'10' if rank == 'T' else rank}"


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, highest first within ♠ ♥ ♦ ♣."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return sorted(found, key=lambda c: (c // 13, -(c % 13)))


def hand_text(mask: int) -> str:
    parts = []
    for s in range(4):
        ranks = [RANKS[c % 13] for c in cards_of(mask & SUIT_MASK[s])]
        parts.append(SUITS[s] + ("".join(ranks).replace("T", "10") if ranks else "—"))
    return " ".join(parts)


@dataclass(frozen=True)
class Layout:
    """The cards at a claim as bit masks: `hands` by seat N, E, S, O; `leader` led the current
    trick, `played` the cards already played to it, in order from him."""

    hands: tuple[int, int, int, int]
    trump: int  # 0..3, or NO_TRUMP
    leader: int
    played: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        seen = 0
        for s, hand in enumerate(self.hands):
            if seen & hand:
                dup = cards_of(seen & hand)[0]
                raise PositionError(f"La carte {card_text(dup)} est dans deux mains (dont {SEAT_NAMES[s]}).")
            seen |= hand
        for c in self.played:
            if seen >> c & 1:
                raise PositionError(
                    f"La carte {card_text(c)} est à la fois jouée à la levée en cours et en main."
                )
            seen |= 1 << c
        if len(self.played) > 3:
            raise PositionError("Au plus trois cartes peuvent être déjà jouées à la levée en cours.")
        counts = [self.hands[s].bit_count() for s in range(4)]
        n = counts[self.to_play()]
        expected = [n - 1 if (s - self.leader) % 4 < len(self.played) else n for s in range(4)]
        if n == 0 or counts != expected:
            raise PositionError(self._count_message(counts))

    def _count_message(self, counts: list[int]) -> str:
        shown = ", ".join(f"{SEAT_NAMES[s]} {counts[s]}" for s in range(4))
        return (
            "Position impossible : chaque main doit avoir le même nombre de cartes, une de moins pour "
            f"ceux qui ont déjà joué à la levée en cours ({shown} ; "
            f"{len(self.played)} carte(s) jouée(s) à la levée en cours)."
        )

    @property
    def tricks_left(self) -> int:
        """The tricks still to be played, the current one included."""
        return self.hands[self.to_play()].bit_count()

    def to_play(self) -> int:
        return (self.leader + len(self.played)) % 4

    def text(self) -> str:
        return " ; ".join(f"{SEATS[s]} {hand_text(h)}" for s, h in enumerate(self.hands))

    @classmethod
    def of(cls, position: Position) -> Layout:
        """From the model's position (cards already checked there)."""
        hands = tuple(sum(1 << to_int(c) for c in hand.cards) for hand in position.hands)
        trump = NO_TRUMP if position.trump == "NT" else "SHDC".index(position.trump)
        return cls(
            (hands[0], hands[1], hands[2], hands[3]),
            trump,
            position.leader.index,
            tuple(to_int(c) for c in position.trick),
        )


def to_int(c: Card) -> int:
    return "SHDC".index(c.suit) * 13 + _PBN_RANKS.index(c.rank)


def to_card(c: int) -> Card:
    return Card("SHDC"[c // 13], _PBN_RANKS[c % 13])
