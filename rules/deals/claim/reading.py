"""Reading a claim: the claimer's stated order of play, and the opponents' outstanding and master trumps (70C)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from rules.deals.claim.conditional import (
    CONDITIONS,
    UNREADABLE,
    check_line,
    clauses,
    condition_text,
    marker,
    segments,
)
from rules.deals.layout import (
    NO_TRUMP,
    SEAT_NAMES,
    SUIT_MASK,
    SUITS,
    Layout,
    PositionError,
    card_text,
    cards_of,
    to_int,
)
from rules.deals.model import AmbiguousLetterC, Card
from rules.errors import RulesError

# A statement item: ordered ones ("card", c), ("suit", s), ("trumps", -1), ("lead_ruff", s) (a ruff
# said before the rest of the line: the side leads s towards the hand void in s, which ruffs) are
# played in their order; standing ones ("ruff", s), ("discard", s), ("discard_card", c) when their
# occasion comes; ("with", c) after a ruff: the trump c ruffs (« coupe♦ du ♠10 »);
# ("winner", c) a winner the claimer named without an order; ("overtake", c) partner overtakes
# the stated card c; ("on", c or 52 + suit) the card or suit the discard just before is made on
# (rules/deals/claim/normal.py); ("otherwise", s) and ("otherwise_falls", c), ordered, a condition and its
# fallback (rules/deals/claim/conditional.py: « ♠ sinon ♥2 ♥A ♥3 ♥V »).
Item = tuple[str, int]
# An item count.py adds to the statement when the claimer's side defends (70D2).
DEFENCE = "defence"
ORDERED = frozenset({"card", "suit", "trumps", "lead_ruff", *CONDITIONS})


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
        # Tester22 P2: the words a claimer says around his cards and suits (« je coupe mon trèfle au
        # mort », « les piques sont bons »); which hand ruffs or wins follows from the cards.
        "mon",
        "ma",
        "son",
        "sa",
        "au",
        "en",
        "mort",
        "main",
        "fais",
        "encaisse",
        "sont",
        "est",
        "bons",
        "bonnes",
        "maitres",
        "maitresses",
        "dernier",
        "derniere",
        "derniers",
        "dernieres",
        "ensuite",
        "reste",
        "moi",
        "pour",
    }
)
# A claimer's statement is what he will play: « ne … pas », « sans », « jamais » cannot be played.
_NEGATIONS = frozenset({"ne", "n", "pas", "sans", "jamais"})
_ELIDED = ("l'", "d'", "j'", "n'", "qu'")
# « le roi de cœur », « l'as de pique », « le 10 de carreau » (tester22 P2): a card named in words.
_RANKS_IN_WORDS = {
    "as": "A", "roi": "R", "dame": "D", "valet": "V", "dix": "10", "neuf": "9", "huit": "8",
    "sept": "7", "six": "6", "cinq": "5", "quatre": "4", "trois": "3", "deux": "2",
}  # fmt: skip
_SUIT_SYMBOL = {"pique": "♠", "coeur": "♥", "carreau": "♦", "trefle": "♣"}
_CARD_IN_WORDS = re.compile(
    r"\b(?P<rank>as|roi|dame|valet|dix|neuf|huit|sept|six|cinq|quatre|trois|deux|10|[2-9])\s+"
    r"(?:de\s+|d['’])(?P<suit>pique|c(?:œ|oe)ur|carreau|tr[eè]fle)s?\b",
    re.IGNORECASE,
)
_SUIT_WORDS = {
    "♠": 0, "piques": 0, "pique": 0,
    "♥": 1, "coeurs": 1, "coeur": 1,
    "♦": 2, "carreaux": 2, "carreau": 2,
    "♣": 3, "trefles": 3, "trefle": 3,
}  # fmt: skip
_RUFF = ("coupe", "coupes", "couper", "coupee", "coupé", "coupée", "coupant")
_DISCARD = ("defausse", "defausses", "defausser", "defausse", "defaussant")
_WINNERS = frozenset({"gagnants", "gagnantes", "gagnant", "gagnante"})
_OVERTAKE = frozenset({"surprend", "surprendre", "surpris", "surprise"})
_WITH = frozenset({"avec", "du", "de", "par"})  # « coupe♦ du ♠10 »: the trump that ruffs


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
    « coupe♦ du ♠10 » (« avec ♠10 ») when he said which trump ruffs; a ruff said before the rest of
    the line (« coupe♦ puis atouts ») is played in its order (68C, 70D1: the side leads a ♦ towards
    the hand void in ♦, which ruffs, before the rest); « gagnants ♣R ♦A ♠R » for winners he named without an order (« il montre le ♣R et les
    carreaux, et le ♠R du mort ») — up to the end of the line, to « puis », or to a « coupe » or a
    « défausse » —, « ♦V surprend » for
    « I overtake the ♦V with the dummy's ♦D » (partner plays over that card), « défausse♣ sur ♦A »
    (« sur les ♦ ») for a discard on a named winner (on a ♦ trick partner wins). Accents and case do
    not matter; « coupe ♦ », « coupe carreau », « defausse trefle » are read alike. A condition and
    its fallback (« ♠ sinon ♥2 ♥A ♥3 ♥V », « s'ils ne sont pas partagés, … », « si la dame ne tombe pas,
    … »: conditional.py). Empty, « aucune » or « - »: no order stated."""
    text, named = clauses(_cards_in_words(text.replace("’", "'")))
    words = text.replace(",", " ").replace(";", " ").replace("puis", " puis ").split()
    items: list[Item] = []
    pending = ""  # "ruff" or "discard": the next suit or card completes it
    winners = False  # after « gagnants »: cards named without an order
    for i, word in enumerate(words):
        key = _plain(word)
        if key == "sinon" or (key.startswith("§") and key[1:].isdigit()):
            if pending:
                raise PositionError(
                    f"« {word} » : dites d'abord quelle couleur est coupée ou défaussée. Rien n'a été compté."
                )
            winners = False
            said = named[int(key[1:])] if key != "sinon" else (None, None, word)
            items.append(marker(items, said[0], trump, said[2], said[1]))
            continue
        if key == "si" or key.startswith("s'"):
            raise PositionError(f"« {word} » : {UNREADABLE}")
        if key.startswith(_ELIDED) and len(key) > key.index("'") + 1:
            cut = key.index("'") + 1  # « l'atout », « d'atout »: the word after the elided article
            elided, key, word = key[:cut], key[cut:], word[cut:]
            if elided == "n'":
                key = "n"
        if key in _NEGATIONS:
            raise PositionError(
                f"« {word} » : la ligne dit ce que le revendiquant joue, dans l'ordre ; une négation (« ne … "
                "pas », « sans ») ne se joue pas. Tapez les cartes et couleurs qu'il a annoncées. Rien n'a été compté."
            )
        after = _plain(words[i + 1]) if i + 1 < len(words) else ""
        if key in _RANKS_IN_WORDS and key != "as" and after.endswith(("s", "x")):
            # Reviewer21 #5: « deux atouts », « trois tours de pique » is a number of rounds, not the ♠2.
            raise PositionError(
                f"« {word} {words[i + 1]} » : un nombre de tours n'est pas une carte ; tapez « atouts » ou la "
                "couleur (tous ses tours), ou les cartes jouées dans l'ordre (par exemple ♥A ♥R). Rien n'a été "
                "compté."
            )
        if key in _RANKS_IN_WORDS:
            raise PositionError(
                f"« {word} » : dites sa couleur (« {word} de pique » ou la carte, par exemple ♠D). "
                "Rien n'a été compté."
            )
        if key == "impasse":
            raise PositionError(
                "« impasse » : tapez les cartes de l'impasse dans l'ordre où elles se jouent, par exemple ♥2 ♥D "
                "(la petite carte vers la fourchette, puis la carte qui fait l'impasse). Rien n'a été compté."
            )
        if key in _WITH and not pending and items and items[-1][0] == "ruff" and i + 1 < len(words):
            pending = "with"  # « coupe♦ du ♠10 »: the next card is the trump that ruffs
            continue
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
        if winners and any(key.startswith(_plain(prefix)) for prefix in (*_RUFF, *_DISCARD)):
            # « gagnants ♦A ♦R défausse♣ »: a ruff or a discard ends the named winners, as « puis »
            # does (tester20, P18's note: it was refused as a card to read).
            winners = False
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
        if pending == "with":
            c = _card(word, pending)
            if c // 13 != trump:
                raise PositionError(
                    f"« coupe… {word} » : la carte qui coupe doit être un atout ({SUITS[trump]}), "
                    "par exemple coupe♦ du ♠10. Rien n'a été compté."
                )
            items.append(("with", c))
            pending = ""
        elif pending:
            if pending == "ruff" and trump == NO_TRUMP:
                raise PositionError("« coupe » dans la ligne, mais le contrat est à sans-atout.")
            thrown = _SUIT_WORDS[key] if key in _SUIT_WORDS else None
            if (
                pending == "discard"
                and trump != NO_TRUMP
                and (thrown if thrown is not None else _card(word, pending) // 13) == trump
            ):
                # reviewer22 #10: a trump played on another suit's trick is a ruff, not a discard (68C: said as it is).
                raise PositionError(
                    f"« défausse{SUITS[trump]} » : {SUITS[trump]} est l'atout, une carte d'atout sur une autre couleur est "
                    f"une coupe : écrivez coupe et la couleur coupée (par exemple coupe♣). Rien n'a été compté."
                )
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
    check_line(items)
    return _ruffs_in_order(items)


def _ruffs_in_order(items: list[Item]) -> tuple[Item, ...]:
    """A ruff said before an ordered item or named winners (« coupe♦ puis atouts », « coupe♦ ♥A »)
    takes its rank in the order (68C, 70D1; issue 36 §1): the claimer's side leads ♦ towards the hand
    void in ♦ and ruffs, before the rest (tester9 T5: as a standing item it was counted with the
    trumps drawn first, a line the claimer never stated). A ruff after the last of them keeps its
    standing meaning: the next ♦ trick his side cannot follow to. In a conditional line, each part
    alone (conditional.py): a ruff in a fallback is a play the claimer will make if it comes to that
    (« sinon je coupe un pique »), in its order there."""
    part = segments(items)
    last: dict[int, int] = {}
    for i, (kind, _) in enumerate(items):
        if kind in ("card", "suit", "trumps", "winner"):
            last[part[i]] = i
    return tuple(
        ("lead_ruff", value) if kind == "ruff" and (i < last.get(part[i], -1) or part[i]) else (kind, value)
        for i, (kind, value) in enumerate(items)
    )


def check_ruffs(position: Layout, claimer: int, items: tuple[Item, ...]) -> None:
    """A ruff stated in its order must be possible when the line reaches it (issue 36 §1): the side
    holds a card of the suit in one hand, the other hand is void there and holds a trump. Checked
    where no ordered item before it plays that suit or the trumps (those may make it possible); a
    named ruffing trump must be held by the claimer's side. PositionError in French: nothing counted."""
    hands = position.hands
    ours = (hands[claimer % 2], hands[claimer % 2 + 2])
    names = (SEAT_NAMES[claimer % 2], SEAT_NAMES[claimer % 2 + 2])
    trumps = SUIT_MASK[position.trump] if position.trump != NO_TRUMP else 0
    touched: set[int] = set()
    for kind, value in items:
        if kind == "with" and not (ours[0] | ours[1]) >> value & 1:
            raise PositionError(
                f"Le {card_text(value)} annoncé pour couper n'est ni chez {names[0]} ni chez {names[1]} : "
                "corrigez la ligne (ou les mains). Rien n'a été compté."
            )
        if kind in ("card", "suit"):
            touched.add(value // 13 if kind == "card" else value)
        elif kind == "trumps":
            touched.add(position.trump)
        elif kind == "lead_ruff" and not touched & {value, position.trump}:
            suit = SUIT_MASK[value]
            word = f"« coupe{SUITS[value]} » annoncée avant la suite"
            if not (ours[0] | ours[1]) & suit:
                raise PositionError(
                    f"{word} : ni {names[0]} ni {names[1]} n'a de {SUITS[value]} à jouer vers la coupe. "
                    "Corrigez la ligne (ou les mains). Rien n'a été compté."
                )
            if not any(not h & suit and h & trumps and o & suit for h, o in (ours, ours[::-1])):
                raise PositionError(
                    f"{word} : ni {names[0]} ni {names[1]} n'est chicane à {SUITS[value]} avec un atout, "
                    f"face à un {SUITS[value]} de son partenaire. Corrigez la ligne (ou les mains), ou "
                    "écrivez les cartes jouées une à une. Rien n'a été compté."
                )
            touched.add(value)


def ruff_reading(items: Iterable[Item]) -> str | None:
    """The ruling's « Interprétation retenue » for a ruff stated before the rest of the line, or None."""
    items = tuple(items)
    ruffs = [value for kind, value in items if kind == "lead_ruff"]
    if not ruffs:
        return None
    suit = SUITS[ruffs[0]]
    named = any(kind == "with" for kind, _ in items)
    return (
        f"Interprétation retenue pour la coupe annoncée (68C, 70D1) : « coupe{suit} » dite avant la suite "
        f"se joue à son rang. Le camp du revendiquant joue {suit} (sa plus petite carte non maîtresse) "
        f"vers la main chicane à {suit}, qui coupe avant le reste de la ligne ; "
        + (
            "de l'atout qu'il a nommé. "
            if named
            else "du plus petit atout qui prend la levée (il n'a pas dit lequel : une coupe basse surcoupée "
            "est négligente, donc normale ; ACBL, commission des Lois, 2019, point 5). "
        )
        + "Une main qui a l'entame sans "
        f"{suit} passe la main vers son partenaire sans tirer d'atout avant la coupe. Une défausse sur un "
        f"{suit} que le partenaire gagne n'est pas la coupe : tant qu'il garde un {suit} qu'un adversaire "
        f"peut battre, il rejoue {suit} vers la main chicane avant la suite."
    )


def _cards_in_words(text: str) -> str:
    """« le roi de cœur » → « ♥R », so that a claimer's own words for his cards are read as the cards; every
    other word is kept as typed (the messages quote it so)."""
    return _CARD_IN_WORDS.sub(
        lambda m: _SUIT_SYMBOL[_plain(m["suit"])] + _RANKS_IN_WORDS.get(_plain(m["rank"]), m["rank"]), text
    )


def _card(word: str, pending: str) -> int:
    try:
        return to_int(Card.read(word))
    except PositionError:
        raise
    except AmbiguousLetterC as error:
        raise PositionError(str(error)) from error
    except RulesError as error:
        what = {
            "ruff": "après « coupe »",
            "discard": "après « défausse »",
            "winners": "après « gagnants »",
            "on": "après « sur »",
            "with": "après « du » (l'atout qui coupe)",
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
        elif kind in ("ruff", "lead_ruff"):
            words.append(f"coupe{SUITS[value]}")
        elif kind == "with" and words:
            words[-1] += f" du {card_text(value)}"
        elif kind == "discard":
            words.append(f"défausse{SUITS[value]}")
        elif kind == "discard_card":
            words.append(f"défausse{card_text(value)}")
        elif kind == "overtake":
            words.append("surprend")
        elif kind == "on" and words:
            words[-1] += " sur " + (card_text(value) if value < 52 else SUITS[value - 52])
        elif kind in CONDITIONS:
            words.append(condition_text(kind, value))
        else:
            words.append(card_text(value))
    if winners:
        words.append("gagnants " + " ".join(winners))
    return ", ".join(words).replace(" :,", " :") if words else "aucune"


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
