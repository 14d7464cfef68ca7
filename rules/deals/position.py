"""The position at a claim: the cards left in each hand, the trump, who is on lead and the cards
already played to the current trick (Laws 68-71).

Pure and small: a card is an int (suit * 13 + rank - 2, suits in the order ♠ ♥ ♦ ♣, ranks 2..14),
a hand a bit mask of 52 bits, so the claim search (rules/deals/claim.py) copies nothing but ints.
The director types a position in the PBN deal notation (`N:AK.5..Q ...`, spades first, a hand per
seat clockwise from the first one named) with the French letters he writes on a score sheet
(R for the king, D for the queen, V for the jack) accepted as well as the English ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError

SUITS = "♠♥♦♣"
SEATS = "NESO"  # French: Nord, Est, Sud, Ouest (O), clockwise
SEAT_NAMES = ("Nord", "Est", "Sud", "Ouest")
RANKS = "23456789TVDRA"  # as written in French notation: T for the ten, V D R A
_RANK_IN = {
    **{c: i for i, c in enumerate("23456789")},
    "T": 8,
    "10": 8,
    "J": 9,
    "V": 9,
    "Q": 10,
    "D": 10,
    "K": 11,
    "R": 11,
    "A": 12,
}
_SUIT_IN = {
    "♠": 0, "S": 0, "P": 0,
    "♥": 1, "H": 1, "C": 1,
    "♦": 2, "D": 2, "K": 2,
    "♣": 3, "T": 3,
}  # fmt: skip
_SEAT_IN = {"N": 0, "E": 1, "S": 2, "O": 3, "W": 3}
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
NO_TRUMP = 4


class PositionError(RulesError):
    """A position or a card the director typed that Arbitre cannot read; the message is French."""


def card(suit: int, rank: int) -> int:
    """rank 2..14."""
    return suit * 13 + rank - 2


def suit_of(c: int) -> int:
    return c // 13


def rank_of(c: int) -> int:
    return c % 13 + 2


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


def seat(text: str) -> int:
    key = text.strip().upper()[:1]
    if key not in _SEAT_IN:
        raise PositionError(f"Place inconnue : « {text} ». Écrivez N, E, S ou O.")
    return _SEAT_IN[key]


def strain(text: str) -> int:
    """The trump: ♠ ♥ ♦ ♣ (or P C K T, S H D C is not accepted: C would be ambiguous) or SA."""
    key = text.strip().upper()
    if key in ("SA", "NT", "SANS-ATOUT", "SANS ATOUT"):
        return NO_TRUMP
    names = {"PIQUE": 0, "COEUR": 1, "CŒUR": 1, "CARREAU": 2, "TREFLE": 3, "TRÈFLE": 3}
    if key.lower().upper() in names:
        return names[key]
    if key in ("♠", "P"):
        return 0
    if key in ("♥", "C"):
        return 1
    if key in ("♦", "K"):
        return 2
    if key in ("♣", "T"):
        return 3
    raise PositionError(f"Atout inconnu : « {text} ». Écrivez ♠, ♥, ♦, ♣ (ou P, C, K, T) ou SA.")


def parse_card(text: str) -> int:
    """One card, suit first: ♠A, PA, ♥10, CV (cœur valet), K2 (carreau 2), T5 (trèfle 5)."""
    raw = text.strip().upper()
    if len(raw) < 2 or raw[0] not in _SUIT_IN or raw[1:] not in _RANK_IN:
        raise PositionError(
            f"Carte illisible : « {text} ». Écrivez la couleur puis la hauteur : ♠A, ♥10, ♦V, ♣2 "
            "(ou PA, C10, KV, T2)."
        )
    return card(_SUIT_IN[raw[0]], _RANK_IN[raw[1:]] + 2)


def parse_hand(text: str, where: str) -> int:
    """A hand in PBN order, spades.hearts.diamonds.clubs: `AK.5..Q`, `-` or nothing for a void."""
    suits = text.strip().split(".")
    if len(suits) != 4:
        raise PositionError(
            f"Main illisible pour {where} : « {text} ». Écrivez les quatre couleurs séparées par des "
            "points, dans l'ordre ♠.♥.♦.♣ (une couleur vide reste vide : AK.5..Q)."
        )
    mask = 0
    for s, ranks in enumerate(suits):
        ranks = ranks.upper().replace("10", "T").replace("-", "").replace("—", "")
        for r in ranks:
            if r not in _RANK_IN:
                raise PositionError(f"Hauteur inconnue « {r} » dans la main de {where} : « {text} ».")
            c = card(s, _RANK_IN[r] + 2)
            if mask >> c & 1:
                raise PositionError(f"La carte {card_text(c)} est écrite deux fois dans la main de {where}.")
            mask |= 1 << c
    return mask


@dataclass(frozen=True)
class Position:
    """The cards at the moment of a claim. `hands` by seat N, E, S, O (bit masks); `leader` led
    the current trick, `played` the cards already played to it, in order from him."""

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


def parse_pbn_hands(text: str) -> tuple[int, int, int, int]:
    """`N:AK.5..Q 32.4..2 QJ..A.3 54.A..4`: the first seat named, then its hand and the others
    clockwise (PBN 2.1 deal notation, partial hands allowed)."""
    raw = text.strip()
    if len(raw) < 2 or raw[1] != ":" or raw[0].upper() not in _SEAT_IN:
        raise PositionError(
            f"Cartes illisibles : « {text} ». Écrivez la place de la première main puis les quatre mains "
            "dans le sens des aiguilles d'une montre, au format PBN : N:AK.5..Q 32.4..2 QJ..A.3 54.A..4"
        )
    first = _SEAT_IN[raw[0].upper()]
    hands = raw[2:].split()
    if len(hands) != 4:
        raise PositionError(f"Il faut les quatre mains, séparées par des espaces ({len(hands)} lue(s)).")
    result = [0, 0, 0, 0]
    for i, hand in enumerate(hands):
        s = (first + i) % 4
        result[s] = parse_hand(hand, SEAT_NAMES[s])
    return (result[0], result[1], result[2], result[3])
