"""A deal and a position, as plain data: seats, hands, the board's dealer and vulnerability.

Pure Python, no library: reading a typed deal (« N:AK7.QJ2.T98.6543 … ») and checking it card by
card, so a deal with 51 or 53 cards or a card given twice is refused with a French message naming
the card. Double dummy and play go through endplay (rules/deals/double_dummy.py), imported only
when asked (`to_endplay`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rules.errors import RulesError
from rules.scores.adjusted import VULNERABILITIES, ambiguous_c
from rules.scores.boards import DEALERS, conditions

RANKS = "AKQJT98765432"
SUITS = ("S", "H", "D", "C")  # PBN order: spades, hearts, diamonds, clubs
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# French honours as the FFB writes them: As, Roi, Dame, Valet, 10.
FRENCH_RANKS = {"A": "A", "K": "R", "Q": "D", "J": "V", "T": "10"}
# What a director may type for a rank: PBN letters, « 10 », and the French honours (R, D, V).
_RANK_ALIASES = {"R": "K", "D": "Q", "V": "J"}
VULNERABILITY_TEXT = {
    "personne": "personne vulnérable",
    "ns": "Nord-Sud vulnérables",
    "eo": "Est-Ouest vulnérables",
    "tous": "tous vulnérables",
}


class DealError(RulesError):
    """A deal, a file or a position Arbitre cannot read; the message is French."""


class Seat(StrEnum):
    """The four players, in the order of play (clockwise)."""

    NORTH = "N"
    EAST = "E"
    SOUTH = "S"
    WEST = "W"

    @property
    def french(self) -> str:
        return {"N": "Nord", "E": "Est", "S": "Sud", "W": "Ouest"}[self.value]

    @property
    def letter(self) -> str:
        """The French initial: N, E, S, O."""
        return "O" if self is Seat.WEST else self.value

    @property
    def index(self) -> int:
        return "NESW".index(self.value)

    def next(self, steps: int = 1) -> Seat:
        return SEATS[(self.index + steps) % 4]

    @property
    def side(self) -> str:
        """« ns » or « eo », as the worksheet writes a side."""
        return "ns" if self in (Seat.NORTH, Seat.SOUTH) else "eo"

    @classmethod
    def read(cls, text: str) -> Seat:
        """N/E/S/W, the French O, or the French or English name; DealError otherwise."""
        key = (text or "").strip().upper()
        names = {"NORD": "N", "NORTH": "N", "EST": "E", "EAST": "E", "SUD": "S", "SOUTH": "S"}
        names |= {"OUEST": "W", "WEST": "W", "O": "W"}
        key = names.get(key, key)
        if key not in ("N", "E", "S", "W"):
            raise DealError(f"Joueur inconnu : « {text} » (N, E, S ou O).")
        return cls(key)


SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)

# Law 2 and the standard boards: the dealer turns with the board number, the vulnerability follows a
# 16-board cycle. One table for the whole core: rules/scores/boards.py (the score line reads it too).


def board_dealer(board: int) -> Seat:
    """The dealer of a standard board: North on board 1, then clockwise."""
    if board < 1:
        raise DealError(f"Numéro de donne impossible : {board} (à partir de 1).")
    return SEATS[DEALERS.index(conditions(board).dealer)]


def board_vulnerability(board: int) -> str:
    """The vulnerability of a standard board (« personne », « ns », « eo », « tous »)."""
    if board < 1:
        raise DealError(f"Numéro de donne impossible : {board} (à partir de 1).")
    return conditions(board).vulnerability


def board_conditions(board: int) -> tuple[Seat, str]:
    """(dealer, vulnerability) of a standard board: the one function every caller shares."""
    return board_dealer(board), board_vulnerability(board)


@dataclass(frozen=True)
class Card:
    suit: str  # S, H, D, C
    rank: str  # A K Q J T 9 … 2

    @property
    def text(self) -> str:
        """French: ♠A, ♥R, ♦10, ♣2."""
        return SUIT_SYMBOLS[self.suit] + FRENCH_RANKS.get(self.rank, self.rank)

    @property
    def pbn(self) -> str:
        return self.suit + self.rank

    @classmethod
    def read(cls, text: str) -> Card:
        """« SA », « ♠A », « S10 », « ♥R », « AS » : DealError otherwise."""
        raw = (text or "").strip().upper()
        if _LETTER_C.search(raw):
            raise AmbiguousLetterC(ambiguous_c(text.strip(), card=True) + " Rien n'a été compté.")
        for symbol, suit in (("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C"), ("♤", "S"), ("♡", "H")):
            raw = raw.replace(symbol, suit)
        raw = raw.replace("10", "T")
        if len(raw) == 2 and raw[0] in RANKS + "RDV" and raw[1] in SUITS:
            raw = raw[1] + raw[0]
        if len(raw) != 2 or raw[0] not in SUITS:
            raise DealError(f"Carte illisible : « {text} » (par ex. ♠A, SA, ♥10, ♣2).")
        rank = _RANK_ALIASES.get(raw[1], raw[1])
        if rank not in RANKS:
            raise DealError(f"Carte illisible : « {text} » (hauteurs : A R D V 10 9 … 2, ou A K Q J T).")
        return cls(raw[0], rank)


# The letter C is « cœur » to a French director and « clubs » to a card written in English (tester11
# X21: `ligne=RC` was counted on the ♣R). The score line refuses it the same way (« 4C »).
_LETTER_C = re.compile(r"^(?:C(?:10|[2-9TJQKARDV])|(?:10|[2-9TJQKARDV])C)$")


class AmbiguousLetterC(DealError):
    """A card whose suit is the letter C: its message says how to write it, and is shown as it is."""


@dataclass(frozen=True)
class Hand:
    """One player's cards: for each suit (♠ ♥ ♦ ♣) its ranks, highest first."""

    suits: tuple[str, str, str, str]

    def __len__(self) -> int:
        return sum(len(s) for s in self.suits)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(
            Card(suit, rank) for suit, ranks in zip(SUITS, self.suits, strict=True) for rank in ranks
        )

    @property
    def pbn(self) -> str:
        return ".".join(self.suits)

    def suit_text(self, suit: str) -> str:
        ranks = self.suits[SUITS.index(suit)]
        return " ".join(FRENCH_RANKS.get(r, r) for r in ranks) if ranks else "—"

    def without(self, cards: tuple[Card, ...] | list[Card]) -> Hand:
        gone = {c.pbn for c in cards}
        return Hand(
            tuple(
                "".join(r for r in ranks if s + r not in gone)
                for s, ranks in zip(SUITS, self.suits, strict=True)
            )  # type: ignore[arg-type]
        )

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.rank in self.suits[SUITS.index(card.suit)]

    @classmethod
    def read(cls, text: str, who: str = "la main") -> Hand:
        """« AK7.QJ2.T98.6543 » (♠.♥.♦.♣; « - » or nothing for a void; « 10 » or T)."""
        raw = (text or "").strip().upper().replace("10", "T").replace("—", "-")
        parts = raw.split(".")
        if len(parts) != 4:
            raise DealError(
                f"Main illisible pour {who} : « {text} » (quatre couleurs ♠.♥.♦.♣ séparées par des points, "
                "par ex. AK7.QJ2.T98.6543)."
            )
        suits = []
        for suit, part in zip(SUITS, parts, strict=True):
            part = "".join(part.split()).replace("-", "")
            ranks = [_RANK_ALIASES.get(c, c) for c in part]
            bad = [c for c in ranks if c not in RANKS]
            if bad:
                raise DealError(
                    f"Carte illisible pour {who} : « {bad[0]} » à {SUIT_SYMBOLS[suit]} dans « {text} »."
                )
            twice = sorted({c for c in ranks if ranks.count(c) > 1})
            if twice:
                card = Card(suit, twice[0]).text
                raise DealError(f"Le {card} est donné deux fois dans la main de {who}.")
            suits.append("".join(sorted(ranks, key=RANKS.index)))
        return cls(tuple(suits))  # type: ignore[arg-type]


def _check_cards(hands: tuple[Hand, ...], full: bool) -> None:
    """Each card once, and 13 cards a hand when `full` (a deal)."""
    owner: dict[str, Seat] = {}  # « SA » → its hand; `Hand.cards`' order, without building the Cards
    for seat, hand in zip(SEATS, hands, strict=True):
        for suit, ranks in zip(SUITS, hand.suits, strict=True):
            for rank in ranks:
                first = owner.get(suit + rank)
                if first is not None:
                    where = (
                        f"à {first.french} et à {seat.french}" if first is not seat else f"à {seat.french}"
                    )
                    raise DealError(f"Le {Card(suit, rank).text} est donné deux fois ({where}).")
                owner[suit + rank] = seat
    total = sum(len(h) for h in hands)
    if full:
        if total != 52:
            missing = [Card(s, r).text for s in SUITS for r in RANKS if s + r not in owner]
            more = f" et {len(missing) - 8} autres" if len(missing) > 8 else ""
            what = f" ; il manque : {', '.join(missing[:8])}{more}" if missing and total < 52 else ""
            raise DealError(f"La donne a {total} cartes, il en faut 52{what}.")
        for seat, hand in zip(SEATS, hands, strict=True):
            if len(hand) != 13:
                raise DealError(f"{seat.french} a {len(hand)} cartes, il en faut 13.")


def read_hands(text: str, full: bool = True) -> tuple[Hand, Hand, Hand, Hand]:
    """« N:AK7.QJ2.T98.6543 … » (PBN: the first hand's seat, then the others clockwise) →
    the four hands North, East, South, West, checked (each card once; 13 a hand when `full`)."""
    raw = " ".join((text or "").split())
    first_text, sep, rest = raw.partition(":")
    if not sep:
        first_text, rest = "N", raw
    try:
        first = Seat.read(first_text)
    except DealError:
        raise DealError(
            f"Donne illisible : « {raw[:40]} » (notation PBN : N:♠.♥.♦.♣ puis les trois mains suivantes "
            "dans le sens des aiguilles d'une montre, par ex. N:AK7.QJ2.T98.6543 …)."
        ) from None
    parts = rest.split()
    if len(parts) != 4:
        raise DealError(
            f"Donne illisible : {len(parts)} main(s) au lieu de 4 (notation PBN : "
            "N:♠.♥.♦.♣ puis les trois mains suivantes, séparées par des espaces)."
        )
    by_seat: dict[Seat, Hand] = {}
    for step, part in enumerate(parts):
        seat = first.next(step)
        by_seat[seat] = Hand.read(part, seat.french)
    hands = tuple(by_seat[s] for s in SEATS)
    _check_cards(hands, full)
    return hands  # type: ignore[return-value]


@dataclass(frozen=True)
class Deal:
    """A board's deal: the four hands (Nord, Est, Sud, Ouest), the dealer and the vulnerability."""

    hands: tuple[Hand, Hand, Hand, Hand]
    dealer: Seat
    vulnerability: str  # « personne », « ns », « eo », « tous »
    board: int | None = None

    def __post_init__(self) -> None:
        if self.vulnerability not in VULNERABILITIES:
            raise DealError(f"Vulnérabilité inconnue : « {self.vulnerability} ».")
        _check_cards(self.hands, full=True)

    def hand(self, seat: Seat) -> Hand:
        return self.hands[seat.index]

    @property
    def pbn(self) -> str:
        """« N:AK7.QJ2.T98.6543 … », North first."""
        return "N:" + " ".join(h.pbn for h in self.hands)

    @property
    def conditions(self) -> str:
        """« donneur Nord, Nord-Sud vulnérables »."""
        return f"donneur {self.dealer.french}, {VULNERABILITY_TEXT[self.vulnerability]}"

    def to_dict(self) -> dict[str, Any]:
        return {"board": self.board, "deal": self.pbn, "dealer": self.dealer.value, "vul": self.vulnerability}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Deal:
        return cls(read_hands(data["deal"]), Seat(data["dealer"]), data["vul"], data.get("board"))

    @classmethod
    def read(cls, text: str, board: int | None = None) -> Deal:
        """A typed deal (PBN notation); the dealer and vulnerability of `board` (North, nobody
        vulnerable without a board number)."""
        hands = read_hands(text)
        dealer, vulnerability = board_conditions(board) if board else (Seat.NORTH, "personne")
        return cls(hands, dealer, vulnerability, board)

    def diagram(self) -> str:
        """The compact diagram, monospace: North above, West and East side by side, South below."""
        return diagram(self.hands, self.title())

    def title(self) -> str:
        number = f"Donne {self.board}" if self.board is not None else "Donne"
        return f"{number} — {self.conditions}"


_COLUMN = 16  # West's column: « ♠ A R D V 10 9 » fits


def _hand_lines(hand: Hand) -> list[str]:
    return [f"{SUIT_SYMBOLS[s]} {hand.suit_text(s)}" for s in SUITS]


def diagram(hands: tuple[Hand, ...], title: str = "") -> str:
    """Four hands as a compass (monospace): for a deal, or for a position's remaining cards."""
    north, east, south, west = (_hand_lines(h) for h in hands)
    width = max(_COLUMN, *(len(line) + 2 for line in west))
    pad = " " * (width // 2 + 2)
    lines = [title] if title else []
    lines += [f"{pad}Nord"] + [pad + line for line in north]
    lines.append(f"{'Ouest'.ljust(width)}{'Est'}")
    lines += [w.ljust(width) + e for w, e in zip(west, east, strict=True)]
    lines += [f"{pad}Sud"] + [pad + line for line in south]
    return "\n".join(lines)


@dataclass(frozen=True)
class Position:
    """The cards left in each hand at some point of the play, who is on lead to the current
    trick, the cards already played to it, and the trump (« S », « H », « D », « C », or « NT »)."""

    hands: tuple[Hand, Hand, Hand, Hand]
    leader: Seat
    trump: str
    trick: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if self.trump not in (*SUITS, "NT"):
            raise DealError(f"Atout inconnu : « {self.trump} ».")
        if len(self.trick) > 3:
            raise DealError("Au plus trois cartes jouées dans la levée en cours.")
        _check_trick(self)

    @property
    def to_play(self) -> Seat:
        return self.leader.next(len(self.trick))

    @classmethod
    def read(cls, text: str, leader: Seat, trump: str, trick: tuple[Card, ...] = ()) -> Position:
        """The remaining cards typed in PBN notation (same number in each hand, played cards
        of the current trick already out of their hands)."""
        return cls(read_hands(text, full=False), leader, trump, trick)

    def to_endplay(self) -> Any:
        """The position as an endplay Deal (imported here, on first use), current trick played."""
        from endplay.types import Deal as EndplayDeal
        from endplay.types import Denom, Player

        players = {
            Seat.NORTH: Player.north,
            Seat.EAST: Player.east,
            Seat.SOUTH: Player.south,
            Seat.WEST: Player.west,
        }
        trumps = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
        hands = list(self.hands)
        for step, card in enumerate(self.trick):  # back into the hand, then played in order
            seat = self.leader.next(step)
            hands[seat.index] = _with(hands[seat.index], card)
        deal = EndplayDeal("N:" + " ".join(h.pbn for h in hands))
        deal.first = players[self.leader]
        deal.trump = trumps[self.trump]
        for card in self.trick:
            deal.play(card.pbn)
        return deal


def _with(hand: Hand, card: Card) -> Hand:
    index = SUITS.index(card.suit)
    suits = list(hand.suits)
    suits[index] = "".join(sorted(suits[index] + card.rank, key=RANKS.index))
    return Hand(tuple(suits))  # type: ignore[arg-type]


def _check_trick(position: Position) -> None:
    """With cards played to the current trick, the players who played hold one card fewer."""
    hands = list(position.hands)
    for step, card in enumerate(position.trick):
        seat = position.leader.next(step)
        if card in hands[seat.index]:
            raise DealError(f"Le {card.text} est joué par {seat.french} et encore dans sa main.")
        hands[seat.index] = _with(hands[seat.index], card)
    _check_cards(tuple(hands), full=False)
    counts = {len(h) for h in hands}
    if len(counts) > 1:
        text = ", ".join(f"{s.french} {len(h)}" for s, h in zip(SEATS, hands, strict=True))
        played = " (avec les cartes jouées à la levée en cours)" if position.trick else ""
        raise DealError(f"Les mains n'ont pas le même nombre de cartes{played} : {text}.")
