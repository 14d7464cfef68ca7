"""Reading a claim: the claimer's stated order of play, and the opponents' outstanding and master trumps (70C)."""

from __future__ import annotations

import unicodedata
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
from rules.errors import RulesError

# A statement item: ordered ones ("card", c), ("suit", s), ("trumps", -1) are played in their
# order; standing ones ("ruff", s), ("discard", s), ("discard_card", c) when their occasion comes;
# ("winner", c) a winner the claimer named without an order; ("overtake", c) partner overtakes
# the stated card c; ("on", c or 52 + suit) the card or suit the discard just before is made on
# (rules/deals/claim/normal.py).
Item = tuple[str, int]
ORDERED = frozenset({"card", "suit", "trumps"})


_FILLERS = frozenset(
    {
        "les",
        "le",
        "la",
        "l'",
        "mes",
        "ses",
        "et",
        "je",
        "il",
        "tire",
        "joue",
        "jouer",
        "tirer",
        "a",
        "à",
        "un",
        "une",
        "du",
        "de",
    }
)
_SUIT_WORDS = {
    "♠": 0, "piques": 0, "pique": 0,
    "♥": 1, "coeurs": 1, "coeur": 1,
    "♦": 2, "carreaux": 2, "carreau": 2,
    "♣": 3, "trefles": 3, "trefle": 3,
}  # fmt: skip
_RUFF = ("coupe", "coupes", "couper", "coupee", "coupé", "coupée")
_DISCARD = ("defausse", "defausses", "defausser", "defausse")
_WINNERS = frozenset({"gagnants", "gagnantes", "gagnant", "gagnante"})
_OVERTAKE = frozenset({"surprend", "surprendre", "surpris", "surprise"})


def _plain(word: str) -> str:
    """Lower case, without accents (« Défausse » → « defausse », « cœurs » → « coeurs »)."""
    text = word.lower().replace("œ", "oe")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def parse_statement(text: str, trump: int) -> tuple[Item, ...]:
    """The claimer's stated order of play, as the director types it: cards (♠A, ♥R…), a suit
    alone (« ♥ », « cœurs ») for « je joue mes cœurs », « atouts » for « je tire les atouts »,
    « coupe♦ » for « je coupe un carreau » (the next ♦ trick his side cannot follow to is ruffed),
    « défausse♣ » (or « défausse♣5 ») for « je défausse mon trèfle » (the next time a hand of his
    side cannot follow to a trick its partner is winning, it discards a club — that one),
    « gagnants ♣R ♦A ♠R » for winners he named without an order (« il montre le ♣R et les
    carreaux, et le ♠R du mort ») — up to the end of the line or to « puis » —, « ♦V surprend » for
    « I overtake the ♦V with the dummy's ♦D » (partner plays over that card), « défausse♣ sur ♦A »
    (« sur les ♦ ») for a discard on a named winner (on a ♦ trick partner wins). Accents and case do
    not matter; « coupe ♦ », « coupe carreau », « defausse trefle » are read alike. Empty,
    « aucune » or « - »: no order stated."""
    words = text.replace(",", " ").replace(";", " ").replace("puis", " puis ").split()
    items: list[Item] = []
    pending = ""  # "ruff" or "discard": the next suit or card completes it
    winners = False  # after « gagnants »: cards named without an order
    for word in words:
        key = _plain(word)
        if key == "puis":
            winners = False
            continue
        if key in _WINNERS and not pending:
            winners = True
            continue
        if key == "sur" and not pending:
            if not items or items[-1][0] not in ("discard", "discard_card"):
                raise PositionError(
                    "« sur » suit une défausse : par exemple défausse♣ sur ♦A, défausse♣ sur ♦."
                )
            pending = "on"
            continue
        if key in _OVERTAKE and not pending:
            if not items or items[-1][0] != "card":
                raise PositionError(
                    "« surprend » suit la carte que le partenaire surprend : par exemple ♦V surprend."
                )
            items.append(("overtake", items[-1][1]))
            continue
        if winners and key not in _FILLERS:
            if key in _SUIT_WORDS or key in ("atout", "atouts"):
                raise PositionError(
                    f"« {word} » après « gagnants » : nommez les cartes gagnantes (♠A ♥R…), "
                    "ou écrivez « puis » avant la suite de la ligne."
                )
            items.append(("winner", _card(word, "winners")))
            continue
        for prefix, kind in [(p, "ruff") for p in _RUFF] + [(p, "discard") for p in _DISCARD]:
            prefix = _plain(prefix)
            if key.startswith(prefix) and (key == prefix or key[len(prefix)] in "♠♥♦♣"):
                if pending:
                    raise PositionError(f"« {word} » : dites d'abord quelle couleur est coupée ou défaussée.")
                pending, key, word = kind, key[len(prefix) :], word[len(prefix) :]
                break
        if not key:
            continue
        if key in ("aucune", "aucun", "-", "—", "rien") or (key in _FILLERS and not pending):
            continue
        if pending and key in _FILLERS:
            continue
        if pending:
            if pending == "ruff" and trump == NO_TRUMP:
                raise PositionError("« coupe » dans la ligne, mais le contrat est à sans-atout.")
            if key in _SUIT_WORDS:
                items.append((pending, _SUIT_WORDS[key] + (52 if pending == "on" else 0)))
            else:
                c = _card(word, pending)
                items.append(
                    {"discard": ("discard_card", c), "on": ("on", c)}.get(pending, ("ruff", c // 13))
                )
            pending = ""
        elif key in ("atout", "atouts"):
            if trump == NO_TRUMP:
                raise PositionError("« atouts » dans la ligne, mais le contrat est à sans-atout.")
            items.append(("trumps", -1))
        elif key in _SUIT_WORDS:
            items.append(("suit", _SUIT_WORDS[key]))
        else:
            items.append(("card", _card(word, "")))
    if pending == "on":
        raise PositionError("« sur » sans carte à la fin de la ligne : écrivez par exemple défausse♣ sur ♦A.")
    if pending:
        raise PositionError(
            "« coupe » ou « défausse » sans couleur à la fin de la ligne : écrivez par exemple coupe♦ ou défausse♣."
        )
    _ruff_takes_no_rank(items)
    return tuple(items)


def _ruff_takes_no_rank(items: list[Item]) -> None:
    """Tester9 T5 (HIGH): « coupe♦ » is a standing item (the next ♦ trick his side cannot follow to is
    ruffed), so « coupe♦ puis atouts » was counted with the trumps drawn first: 4 tricks, a line the
    claimer never stated (70D1). A ruff said before an ordered item is refused, with how to write
    that order: the cards of the ruff, then the rest."""
    for i, (kind, suit) in enumerate(items):
        later = [k for k, _ in items[i + 1 :] if k in ("card", "suit", "trumps")]
        if kind == "ruff" and later:
            raise PositionError(
                f"« coupe{SUITS[suit]} » ne prend pas de rang dans l'ordre (elle coupe la prochaine levée "
                f"à {SUITS[suit]} que son camp ne peut fournir) : si le revendiquant a annoncé la coupe avant "
                f"la suite, écrivez-la avec ses cartes (par exemple ligne={SUITS[suit]}2 ♠3 atouts : la carte "
                f"jouée vers la coupe, l'atout qui coupe, puis la suite) ; sinon placez coupe{SUITS[suit]} "
                "après le reste de la ligne (ligne=atouts coupe♦). Rien n'a été compté."
            )


def _card(word: str, pending: str) -> int:
    try:
        return to_int(Card.read(word))
    except PositionError:
        raise
    except RulesError as error:
        what = {
            "ruff": "après « coupe »",
            "discard": "après « défausse »",
            "winners": "après « gagnants »",
            "on": "après « sur »",
        }.get(pending, "dans la ligne")
        raise PositionError(
            f"Carte illisible {what} : « {word} » (une carte : ♠A, ♥R, ♦10… ; une couleur : ♠, cœurs…)."
        ) from error


def statement_text(items: Iterable[Item]) -> str:
    words = []
    winners = [card_text(value) for kind, value in items if kind == "winner"]
    for kind, value in items:
        if kind == "winner":
            continue
        if kind == "trumps":
            words.append("atouts")
        elif kind == "suit":
            words.append(f"les {SUITS[value]}")
        elif kind == "ruff":
            words.append(f"coupe{SUITS[value]}")
        elif kind == "discard":
            words.append(f"défausse{SUITS[value]}")
        elif kind == "discard_card":
            words.append(f"défausse{card_text(value)}")
        elif kind == "overtake":
            words.append("surprend")
        elif kind == "on" and words:
            words[-1] += " sur " + (card_text(value) if value < 52 else SUITS[value - 52])
        else:
            words.append(card_text(value))
    if winners:
        words.append("gagnants " + " ".join(winners))
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
