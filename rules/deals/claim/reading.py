"""Reading a claim: the claimer's stated order of play, and the opponents' outstanding and master trumps (70C)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.deals.layout import (
    NO_TRUMP,
    SUIT_MASK,
    SUITS,
    Layout,
    PositionError,
    card_text,
    cards_of,
    to_int,
)
from rules.deals.model import Card

# A statement item: ("card", c), ("suit", s) or ("trumps", -1).
Item = tuple[str, int]


_FILLERS = frozenset(
    {"les", "le", "la", "l'", "mes", "ses", "et", "je", "il", "tire", "joue", "jouer", "tirer"}
)


def parse_statement(text: str, trump: int) -> tuple[Item, ...]:
    """The claimer's stated order of play, as the director types it: cards (♠A, ♥R…), a suit
    alone (« ♥ », « cœurs ») for « je joue mes cœurs », « atouts » for « je tire les atouts ».
    Empty, « aucune » or « - »: no order stated."""
    words = text.replace(",", " ").replace(";", " ").replace("puis", " ").split()
    items: list[Item] = []
    suit_words = {
        "♠": 0, "piques": 0, "pique": 0,
        "♥": 1, "coeurs": 1, "cœurs": 1, "coeur": 1, "cœur": 1,
        "♦": 2, "carreaux": 2, "carreau": 2,
        "♣": 3, "trèfles": 3, "trefles": 3, "trèfle": 3, "trefle": 3,
    }  # fmt: skip
    for word in words:
        key = word.lower()
        if key in ("aucune", "aucun", "-", "—", "rien") or key in _FILLERS:
            continue
        if key in ("atout", "atouts"):
            if trump == NO_TRUMP:
                raise PositionError("« atouts » dans la ligne, mais le contrat est à sans-atout.")
            items.append(("trumps", -1))
        elif key in suit_words:
            items.append(("suit", suit_words[key]))
        else:
            items.append(("card", to_int(Card.read(word))))
    return tuple(items)


def statement_text(items: Iterable[Item]) -> str:
    words = []
    for kind, value in items:
        if kind == "trumps":
            words.append("atouts")
        elif kind == "suit":
            words.append(f"les {SUITS[value]}")
        else:
            words.append(card_text(value))
    return ", ".join(words) if words else "aucune"


def outstanding_trumps(position: Layout, claimer: int) -> tuple[int, ...]:
    """The trumps the claimer's opponents still hold (70C), highest first."""
    if position.trump == NO_TRUMP:
        return ()
    theirs = position.hands[(claimer + 1) % 4] | position.hands[(claimer + 3) % 4]
    return tuple(cards_of(theirs & SUIT_MASK[position.trump]))


def master_trumps(position: Layout, claimer: int) -> tuple[int, ...]:
    """The opponents' trumps higher than every trump of the claimer's side."""
    if position.trump == NO_TRUMP:
        return ()
    ours = (position.hands[claimer % 2] | position.hands[claimer % 2 + 2]) & SUIT_MASK[position.trump]
    top = max(cards_of(ours), default=-1)
    return tuple(c for c in outstanding_trumps(position, claimer) if c > top)
