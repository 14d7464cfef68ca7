"""A conditional line in the claimer's statement (68C, 70D1, 70E1; issue 36 §1): « je tire les piques ; s'ils
ne sont pas partagés, je fais l'impasse à cœur », « cinq piques, sinon l'impasse ». The director types it
`ligne=♠ sinon ♥2 ♥A ♥3 ♥V`, or in the claimer's words (« s'ils ne sont pas partagés, … », « si la dame de
pique ne tombe pas, … »).

- The conditional part: the run of ordered items of one suit just before the condition (a suit, cards of
  it, « atouts »). Played as stated (70D1), in its order.
- The condition, read from the cards played, never from the cards the claimer cannot see:
  - `sinon` (« s'ils ne sont pas partagés », « si un adversaire défausse »…): it fails at the first trick on
    which an opponent does not follow to the suit while the other still holds some — 70E1's « failed to
    follow », on the tricks played before the claim (`levees=`) as on the line counted; both out at once
    (the suit ran) is no failure; « si Est ne fournit pas » waits for East's show-out only (reviewer27
    R-14: the fallback stated for East's void is not played on West's);
  - « si ♠D ne tombe pas » (« si la dame ne tombe pas »): it fails when the conditional part is over and
    that card is still in an opponent's hand.
- Where it fails, the rest of the conditional part is left and the fallback — everything stated after
  the condition — is played as stated; where it does not, the fallback is not played. Then the normal
  play of rules/deals/claim/normal.py, as after any statement.

The claimer switches to no line he did not state (70D1): the fallback is his, card by card; a finesse
must be typed with its cards (an unstated one is never credited, 70E1). Items: ("otherwise", suit) and
("otherwise_falls", card), both ordered (rules/deals/claim/reading.py); the search's Progress holds the
switch in its first field (the index of the next ordered item), so a state says which branch it is in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from rules.deals.layout import SEAT_NAMES, SUIT_MASK, SUITS, Layout, PositionError, card_text, to_int
from rules.deals.model import Card

CONDITIONS = frozenset({"otherwise", "otherwise_falls"})
FALLBACK_CARD = "carte annoncée, ligne de repli"  # the label of a stated card of a fallback being played
# The standing items that say nothing of an order (reading.py), skipped when looking for the part a
# condition bears on; « gagnants » (winners named in no order) is refused in a conditional line.
_STANDING = frozenset({"ruff", "discard", "discard_card", "with", "on", "overtake"})
# The ordered items a condition may bear on: a stated card, a suit, « atouts ».
_PART = frozenset({"card", "suit", "trumps"})

UNREADABLE = (
    "la ligne sait lire une condition sur la couleur qu'elle vient d'annoncer : « sinon » (♠ sinon ♥2 ♥A "
    "♥3 ♥V), « s'ils ne sont pas partagés, … », « si un adversaire défausse, … », « si la ♠D ne tombe pas, … » "
    "(ou « si la dame ne tombe pas »), puis la ligne de repli, cartes et couleurs. Rien n'a été compté."
)

_SUIT_NAMES = r"(?:piques?|c(?:œ|oe)urs?|carreaux?|tr[eè]fles?|[♠♥♦♣])"
_RANK_NAMES = r"(?:as|roi|dame|valet|dix|neuf|huit|sept|six|cinq|quatre|trois|deux)"
# « s'ils ne sont pas partagés », « si la ♠D ne tombe pas », « si Ouest ne fournit pas » (the text has its
# cards in words already turned into cards, and ’ into ').
_NEGATED = re.compile(
    r"(?<![\w'])(?:si\s+|s')(?P<subject>[^,;:.!?]*?)\s*(?<![\w'])(?:ne\s+|n')"
    r"(?P<verb>(?:se\s+|s')?[a-zàâçéèêëîïôûü]+)\s+pas\b"
    r"(?:\s+(?P<state>partag[ée]+s?|r[ée]partie?s?|bons|bonnes|ma[iî]tres(?:ses)?|\d\s*-\s*\d))?"
    r"(?:\s+\d\s*-\s*\d)?",
    re.IGNORECASE,
)
# The failure said as such: « s'ils sont mal partagés », « si Ouest défausse », « si un adversaire montre
# chicane », « si Est coupe ».
_STATED_FAILURE = re.compile(
    r"(?<![\w'])(?:si\s+|s')(?P<subject>[^,;:.!?]*?)\s*\b(?:sont|est)\s+mal\s+(?:partag|r[ée]parti)\w*"
    r"|(?<![\w'])si\s+(?P<who>ouest|est|nord|sud|un\s+adversaire|un\s+d[ée]fenseur|la\s+d[ée]fense|"
    r"l'un\s+d'eux|quelqu'un)\s+(?:d[ée]fausse|montre\s+(?:une\s+)?chicane|est\s+chicane|coupe)\b",
    re.IGNORECASE,
)
_BREAK_VERBS = ("partag", "repart", "vien", "fourni", "sui", "tomb", "se partag", "s'partag")
_SEAT = re.compile(r"(?<!\w)(nord|est|sud|ouest)(?!\w)", re.IGNORECASE)
_BREAK_STATES = ("partag", "repart", "bon", "maitre")
_CARD = re.compile(r"[♠♥♦♣](?:10|[2-9ARDV])(?![\w])")
_RANK = re.compile(rf"(?<!\w){_RANK_NAMES}(?!\w)", re.IGNORECASE)
_SUIT = re.compile(rf"(?<!\w){_SUIT_NAMES}(?!\w)", re.IGNORECASE)
_RANK_LETTER = {
    "as": "A", "roi": "R", "dame": "D", "valet": "V", "dix": "10", "neuf": "9", "huit": "8",
    "sept": "7", "six": "6", "cinq": "5", "quatre": "4", "trois": "3", "deux": "2",
}  # fmt: skip
_SUIT_INDEX = {"p": 0, "c": 1, "k": 2, "t": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3}

# What a clause names: ("suit", s) the suit it bears on, ("card", c) the card that must fall, ("rank", r)
# that card without its suit (« si la dame ne tombe pas »: the suit of the part before), or None.
Named = tuple[str, int] | None


def clauses(text: str) -> tuple[str, tuple[tuple[Named, int | None, str], ...]]:
    """The text with each condition clause replaced by a word « §k » (k: its index in the tuple
    returned, which holds what the clause names, the opponent it names — « si Est ne fournit pas »: East
    only (reviewer27 R-14), or None — and its words); PositionError for a clause with « si » that says no
    condition the line can play (« s'il a le roi », « si Ouest n'a pas le roi »)."""
    found: list[tuple[Named, int | None, str]] = []

    def negated(match: re.Match[str]) -> str:
        verb = _plain(match["verb"])
        state = _plain(match["state"] or "")
        subject = match["subject"]
        card = _CARD.search(subject)
        if verb.startswith("tomb") and (card or _RANK.search(subject)):
            found.append((_card_named(subject), None, match.group(0).strip()))
        elif verb.startswith(_BREAK_VERBS) or (verb in ("sont", "est") and state.startswith(_BREAK_STATES)):
            found.append((_suit_named(subject), _seat(subject), match.group(0).strip()))
        else:
            raise PositionError(f"« {match.group(0).strip()} » : {UNREADABLE}")
        return f" §{len(found) - 1} "

    def stated(match: re.Match[str]) -> str:
        found.append((_suit_named(match["subject"] or ""), _seat(match["who"] or ""), match.group(0).strip()))
        return f" §{len(found) - 1} "

    text = _STATED_FAILURE.sub(stated, _NEGATED.sub(negated, text))
    return text, tuple(found)


def _plain(word: str) -> str:
    return word.lower().replace("é", "e").replace("è", "e").replace("î", "i").replace("œ", "oe")


def _seat(subject: str) -> int | None:
    """The one seat a clause names (« si Est ne fournit pas »), or None (« un adversaire », « ils », two seats)."""
    seats = {_plain(found.group(0)) for found in _SEAT.finditer(subject)}
    return ("nord", "est", "sud", "ouest").index(seats.pop()) if len(seats) == 1 else None


def _suit_named(subject: str) -> Named:
    found = _SUIT.search(subject)
    if found is None:
        return None
    return ("suit", _SUIT_INDEX[_plain(found.group(0))[0]])


def _card_named(subject: str) -> Named:
    card = _CARD.search(subject)
    if card is not None:
        return ("card", to_int(Card.read(card.group(0))))
    rank = _RANK.search(subject)
    assert rank is not None  # `negated` asks for one of the two
    suit = _SUIT.search(subject[rank.end() :])
    letter = _RANK_LETTER[_plain(rank.group(0))]
    if suit is not None:
        return ("card", _card_of(_SUIT_INDEX[_plain(suit.group(0))[0]], letter))
    return ("rank", "AKQJT98765432".index({"R": "K", "D": "Q", "V": "J", "10": "T"}.get(letter, letter)))


def _card_of(suit: int, letter: str) -> int:
    return to_int(Card.read(SUITS[suit] + letter))


def marker(
    items: list[tuple[str, int]], named: Named, trump: int, word: str, seat: int | None = None
) -> tuple[str, int]:
    """The condition item said at this point of the line (`items`: those read before it): its suit is the
    one the clause names, else that of the ordered item just before (68C: the claimer's « s'ils… » speaks
    of the suit he has just stated); `seat`: the opponent the clause names, kept in the item's value
    (suit + 4 × (seat + 1): `condition_suit`, `condition_seat`). PositionError in French when nothing before it is a suit or cards of
    one suit, or when the clause names another suit than that part's."""
    _no_winners(items)
    last = next((item for item in reversed(items) if item[0] not in _STANDING), None)
    if last is None or last[0] not in _PART:
        raise PositionError(
            f"« {word} » : la condition porte sur la couleur annoncée juste avant (♠ sinon …, ♠A ♠R sinon …) ; "
            f"{UNREADABLE}"
        )
    kind, value = last
    suit = trump if kind == "trumps" else value if kind == "suit" else value // 13
    if named is not None and named[0] == "rank":
        named = ("card", _card_of(suit, "AKQJT98765432"[named[1]].replace("T", "10")))
    if named is not None and (named[1] if named[0] == "suit" else named[1] // 13) != suit:
        said = SUITS[named[1]] if named[0] == "suit" else card_text(named[1])
        raise PositionError(
            f"« {word} » : la condition parle de {said}, mais la ligne annonce juste avant des {SUITS[suit]} ; "
            "une condition porte sur la couleur qu'il vient d'annoncer. Rien n'a été compté."
        )
    if named is not None and named[0] == "card":
        return ("otherwise_falls", named[1])
    return ("otherwise", suit + (4 * (seat + 1) if seat is not None else 0))


def condition_suit(kind: str, value: int) -> int:
    """The suit a condition item bears on."""
    return value % 4 if kind == "otherwise" else value // 13


def condition_seat(kind: str, value: int) -> int | None:
    """The opponent whose show-out a condition waits for (« si Est ne fournit pas »), None: either."""
    return value // 4 - 1 if kind == "otherwise" and value >= 4 else None


def check_line(items: Iterable[tuple[str, int]]) -> None:
    """A conditional line as a whole: a fallback after each condition, and no winners named in no order
    (« gagnants »: the fallback would leave them pending whichever branch is played)."""
    items = tuple(items)
    if not any(kind in CONDITIONS for kind, _ in items):
        return
    _no_winners(items)
    if items[-1][0] in CONDITIONS:
        raise PositionError(
            "La condition n'a pas de ligne de repli : tapez après « sinon » ce qu'il a annoncé de jouer "
            "alors (par exemple ♠ sinon ♥2 ♥A ♥3 ♥V). Rien n'a été compté."
        )


def _no_winners(items: Iterable[tuple[str, int]]) -> None:
    if any(kind == "winner" for kind, _ in items):
        raise PositionError(
            "« gagnants » et une condition dans la même ligne : nommez les cartes dans l'ordre où elles se "
            "jouent (♠A ♠R sinon ♥A ♥R). Rien n'a été compté."
        )


def check_card(position: Layout, claimer: int, items: Iterable[tuple[str, int]]) -> None:
    """« si ♠D ne tombe pas »: the card must be in an opponent's hand at the claim (a card of the claimer's
    side does not « fall », one already played has fallen). PositionError in French: nothing counted."""
    theirs = position.hands[(claimer + 1) % 4] | position.hands[(claimer + 3) % 4]
    for kind, value in items:
        seat = condition_seat(kind, value)
        if seat is not None and seat % 2 == claimer % 2:
            raise PositionError(
                f"La condition nomme {SEAT_NAMES[seat]}, du camp du revendiquant : elle porte sur un adversaire "
                f"({SEAT_NAMES[(claimer + 1) % 4]} ou {SEAT_NAMES[(claimer + 3) % 4]}) qui ne fournit pas. "
                "Rien n'a été compté."
            )
        if kind == "otherwise_falls" and not theirs >> value & 1:
            raise PositionError(
                f"La condition « si {card_text(value)} ne tombe pas » : le {card_text(value)} n'est ni chez "
                f"{SEAT_NAMES[(claimer + 1) % 4]} ni chez {SEAT_NAMES[(claimer + 3) % 4]} ; corrigez la ligne "
                "(ou les mains). Rien n'a été compté."
            )


def segments(items: Iterable[tuple[str, int]]) -> tuple[int, ...]:
    """By item, how many conditions are said before it: the line's parts (before the first condition,
    each fallback)."""
    found, seen = [], 0
    for kind, _ in items:
        if kind in CONDITIONS:
            seen += 1
        found.append(seen)
    return tuple(found)


class Condition(NamedTuple):
    start: int  # the first ordered item of the conditional part
    marker: int  # the condition's own index among the ordered items
    end: int  # the ordered index where the statement ends (the fallback runs to it)
    kind: str  # "otherwise" or "otherwise_falls"
    value: int  # the suit, or the card that must fall
    skipped: int  # the standing items said in the fallback: done when it is not played


def conditions(
    ordered: Iterable[tuple[str, int]], standing_at: Iterable[int], trump: int
) -> tuple[Condition, ...]:
    """The conditions of the ordered items (NormalPlay.ordered, before 70C's drawing is added), each with
    its part, its fallback's end and the standing items said after it (`standing_at`: by standing item,
    how many ordered items the statement says before it)."""
    ordered = tuple(ordered)
    at = tuple(standing_at)
    found = []
    for i, (kind, value) in enumerate(ordered):
        if kind not in CONDITIONS:
            continue
        suit = condition_suit(kind, value)
        start = i
        while start and ordered[start - 1][0] in _PART and _suit(ordered[start - 1], suit, trump):
            start -= 1
        skipped = sum(1 << j for j, said in enumerate(at) if said > i)
        found.append(Condition(start, i, len(ordered), kind, value, skipped))
    return tuple(found)


def _suit(item: tuple[str, int], suit: int, trump: int) -> bool:
    kind, value = item
    return (trump if kind == "trumps" else value if kind == "suit" else value // 13) == suit


def moved(
    found: tuple[Condition, ...], idx: int, done: int, shown: int, theirs: int, boundary: bool
) -> tuple[int, int]:
    """The next ordered item and the standing items done, once the conditions are read (`shown`: the
    opponents' show-outs, bit 4 * seat + suit; `theirs`: the opponents' cards — mid-trick, after a show-out,
    those of the other opponent with his card on the trick; `boundary`: between two tricks). A condition fails on the cards played: a show-out in its suit while its part is being played
    or has just ended (70E1: an opponent failed to follow) and an opponent still holds the suit, or its card
    still out when its part is over —
    then the line goes on with the fallback. Its part over with no failure (read at the trick's end: a
    show-out on the part's last trick counts), the fallback is passed and its standing items are done."""
    for condition in found:
        if not condition.start <= idx <= condition.marker:
            continue
        if condition.kind == "otherwise":
            # a show-out while the other opponent follows or still holds the suit (`theirs`: his cards and
            # the one he played to this trick, mid-trick): it does not run. Both out at once on a last round
            # — spades 3-3 and a fourth one led — is a suit that broke.
            suit, seat = condition.value % 4, condition_seat(condition.kind, condition.value)
            watched = 0x1111 << suit if seat is None else 1 << (4 * seat + suit)
            if shown & watched and theirs & SUIT_MASK[suit]:
                return condition.marker + 1, done
            if idx == condition.marker and boundary:
                return condition.end, done | condition.skipped
        elif idx == condition.marker and boundary:
            if theirs >> condition.value & 1:
                return condition.marker + 1, done
            return condition.end, done | condition.skipped
        return idx, done
    return idx, done


def condition_text(kind: str, value: int) -> str:
    """How the statement's text says a condition (reading.statement_text)."""
    if kind == "otherwise_falls":
        return f"si {card_text(value)} ne tombe pas :"
    return f"sinon ({_who(value)} ne fournit pas à {SUITS[value % 4]}) :"


def _who(value: int) -> str:
    seat = condition_seat("otherwise", value)
    return "un adversaire" if seat is None else SEAT_NAMES[seat]


def conditional_reading(items: Iterable[tuple[str, int]]) -> str | None:
    """The ruling's « Interprétation retenue » for a conditional line, or None."""
    said = [(kind, value) for kind, value in items if kind in CONDITIONS]
    if not said:
        return None
    kind, value = said[0]
    who = _who(value)
    since = "dès qu'" if who[0] in "uEO" else "dès que "
    when = (
        f"{since}{who} ne fournit pas à {SUITS[value % 4]} (70E1 : vu "
        "sur les levées jouées, avant la revendication ou sur la ligne comptée), "
        if kind == "otherwise"
        else f"quand la partie annoncée est jouée et que le {card_text(value)} est encore chez un adversaire, "
    )
    # Session 28 (claims48): « sinon » puts the fallback in place of the rest of the suit, from the show-out;
    # neither that nor « after the suit » is always the worse for the claimer (tests/rules/deals/
    # test_claim_statement_order.py), so the words decide, and the other reading is typed plainly.
    instead = (
        f"La ligne de repli vient à la place du reste de la couleur (ses gagnants à {SUITS[value % 4]} restants "
        "ne passent pas avant elle ; le jeu normal les joue ensuite) ; l'arbitre qui lit « après la couleur » "
        "tape la ligne en clair, cartes dans l'ordre. "
        if kind == "otherwise"
        else ""
    )
    return (
        "Interprétation retenue pour la ligne conditionnelle (68C, 70D1) : la partie annoncée est jouée comme "
        f"annoncée ; {when}il passe à la ligne de repli qu'il a annoncée, jouée telle qu'annoncée ; sinon la "
        f"ligne de repli n'est pas jouée. {instead}Ensuite, le jeu normal. Il ne passe à aucune ligne qu'il n'a "
        "pas annoncée (70D1), et une impasse qu'il n'a pas annoncée n'est pas retenue (70E1)."
    )
