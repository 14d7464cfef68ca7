"""The auction's insufficient bid read in words (27): whether it was made in rotation (the topic « Enchère
insuffisante », question `in_rotation`: « Nord ouvre 1SA, Est dit 1♠ », « Est dit 2♦ sur le 2♠ de Nord »), who made it,
and whether the words give his left-hand opponent's choice to another seat (27A1). Split from
rules/seats_in_words.py (the seats and roles), which it reads. Pure: words in, words out.
"""

from __future__ import annotations

import re
from itertools import pairwise

from rules.regex_start import starting_with
from rules.seats_in_words import ROTATION as _ROTATION
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import STRAIN_WORD as _STRAIN_WORD
from rules.seats_in_words import seat_name as _seat
from rules.seats_in_words import strain_code as _strain


def _told_bids(description: str) -> list[tuple[str, tuple[int, int]]]:
    """The bids the words tell, in their order: (seat, (level, strain rank)); passes and doubles left out."""
    out: list[tuple[str, tuple[int, int]]] = []
    for call in _CALL.finditer(description):
        level, strain = (call[2], call[3]) if call[1] else (call[5], call[6])
        if level:
            out.append((_seat(call[1] or call[7]), (int(level), _RANKS[_strain(strain) or "C"])))
    return out


def last_bidder(auction: str) -> str | None:
    """The seat of the last bid the words tell (« Nord ouvre 1♥, Est passe » → nord), None if none."""
    bids = _told_bids(auction)
    return bids[-1][0] if bids else None


# The auction as the words tell it, in order (« Nord ouvre 1SA, Est dit 1♠ », « N 1♣, E 1♥, S 2♦, et O
# dit 2♣ », « après 1♥ d'Ouest, Nord dit 1♦ »): whether the insufficient bid was made in rotation (the
# topic « Enchère insuffisante », question `in_rotation`), when every call follows its right-hand
# neighbour's. Never when a word puts the calls out of order (« Ouest a dit 1♣ après le 1♥ de Nord »),
# says whose turn it was, or supposes.
_VERB = (
    r"(?:(?:a\s+|avait\s+|est\s+|vient\s+d(?:e\s+|['’]\s*))?(?:ouvert|ouvre|dit|dire|redit|annonc[ée]|annoncer|enchéri"
    r"|encheri|répond|repond|mis|met|intervient|intervenu|intervenir)\s+)?"
)
_CALL = re.compile(
    starting_with(
        "1234567ENOSnos",
        # « et Nord, qui n'a pas vu l'intervention, dit 2♣ »: the seat and his call, a relative clause between
        rf"(?<![-\w])({_SEAT})(?:\s*,\s*qui\s+[^,;.:!?()«»]{{0,50}},)?\s+{_VERB}"
        rf"(?:([1-7])\s*({_STRAIN_WORD})(?![\w])|(passe|pass[ée]|contre|contr[ée])\b)"
        rf"|(?<![\w])([1-7])\s*({_STRAIN_WORD})\s+(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])",
    )
)
_REORDER = re.compile(r"\b(?:apr[eè]s|sur|par[- ]dessus|avant|derri[eè]re)\b", re.IGNORECASE)
_WHOSE_TURN = re.compile(
    r"\b(?:c['’]\s*[ée]tait\s+(?:à|a|au)|(?:au|le)\s+tour\s+(?:de|d['’])|devait\s+(?:parler|d[ée]clarer)|hors\s+tour|à\s+la\s+place|a\s+la\s+place|son\s+tour)\b",
    re.IGNORECASE,
)
# A supposition or another's word, read up to the end of the sentence that tells the bid (`_supposed`): a hypothesis
# told after it (« S'il l'avait acceptée, Sud aurait pu… », « Sud ne sait pas encore s'il veut l'accepter ») is about
# what follows, not the auction told (s42).
_SUPPOSED = re.compile(
    r"\b(?:si|s['’]il|selon|d['’]apr[eè]s|pr[ée]tend\w*|pense\w*|croi\w*)\b", re.IGNORECASE
)


def _supposed(description: str, end: int) -> bool:
    """Does a supposition or another's word come before the end of the sentence whose words end at `end`?"""
    stop = _SENTENCE_END.search(description, end)
    return _SUPPOSED.search(description, 0, stop.end() if stop else len(description)) is not None


# A card only touched or half out of the box is no call (`not_made`, 25A).
_NOT_MADE = re.compile(
    r"\b(?:à moitié|a moitie|touch[ée]|pas pos[ée]|sans le poser|remis\w*|rentr[ée])\b", re.IGNORECASE
)
_RANKS = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4}


# « Est dit 2♦ sur le 2♠ de Nord », « sur le 2♥ de Sud, Ouest pose 1♠ »: a bid said over its right-hand
# opponent's, not higher: his turn (the bid before it was the one just made). Never when the words say whose turn it
# was (« c'était le tour de Sud », « Sud devait parler »: issue 37 seats).
_OVER = (  # « sur le 1♠ d'ouverture de Nord », « après l'ouverture 1♠ de Nord »: the opening named too
    r"(?:[Ss]ur|[Aa]pr[eè]s)\s+(?:le\s+|l['’]\s*)?(?:ouverture\s+(?:de\s+|d['’]\s*)?)?([1-7])\s*({_S})\s+"
    r"(?:d['’]\s*ouverture\s+)?(?:de\s+|d['’]\s*)({_SEAT})(?![-\w])"
)
_SAYS = (
    r"(?:(?:a\s+|avait\s+|est\s+|vient\s+d(?:e\s+|['’]\s*))?(?:ouvert|ouvre|dit|dire|annonc[ée]|annoncer|ench[ée]ri"
    r"|r[ée]pond|mis|met|pos[ée]|pose|poser|sorti|sort|intervient|intervenu|intervenir)\s+)?"
)
_NOT_ITS_TURN = re.compile(
    r"c['’]\s*[ée]tait\s+(?:à|a|au)\b|\b(?:au|le)\s+tour\s+(?:de\b|d['’])|\bdevait\s+(?:parler|d[ée]clarer)\b|\bhors\s+tour\b|\bson\s+tour\b|"
    # « avant que j'arrive », « avant que l'arbitre vienne » say when the director came, not whose turn (s40)
    r"\bavant\s+qu(?:e\b|['’])(?!\s*(?:j['’]|on\b|l['’]\s*arbitre|quiconque|personne))",
    re.IGNORECASE,
)
_BID_OVER = re.compile(
    rf"(?<![-\w])({_SEAT})\s+{_SAYS}([1-7])\s*({_STRAIN_WORD})(?![\w])\s+{_OVER.format(_S=_STRAIN_WORD, _SEAT=_SEAT)}"
    rf"|{_OVER.format(_S=_STRAIN_WORD, _SEAT=_SEAT)}\s*,?\s*({_SEAT})\s+{_SAYS}([1-7])\s*({_STRAIN_WORD})(?![\w])"
)


# « ench insuff de E sur 1SA de N », « enchère insuffisante d'Est sur le 1SA de Nord » (tester15 V7): the bid
# named insufficient by its seat, over its right-hand opponent's bid.
_NAMED_OVER = re.compile(
    rf"\b(?:ench[èe]re|ench)\.?\s+insuff\w*\.?\s+(?:de\s+|d['’]\s*)({_SEAT})\s+"
    rf"{_OVER.format(_S=_STRAIN_WORD, _SEAT=_SEAT)}"
)


def _asked_in_its_sentence(description: str, said: re.Match[str]) -> bool:
    """Is the sentence of these words a question? (s40: « Sud avait dit 1♥ sur le 1♠ d'Est ; Ouest n'en veut pas. La
    loi 72, c'est pour ça ? » asks about the law, not the bid)"""
    start = max((m.end() for m in _SENTENCE_END.finditer(description, 0, said.start())), default=0)
    end = _SENTENCE_END.search(description, said.end())
    return "?" in description[start : end.end() if end else len(description)]


_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)|\n")


def _bid_over_rhos(description: str) -> tuple[str, str] | None:
    named = list(_NAMED_OVER.finditer(description))
    if (
        len(named) == 1
        and not _BID_OVER.search(description)
        and not _asked_in_its_sentence(description, named[0])
    ):
        m = named[0]
        if (
            not _NOT_ITS_TURN.search(description)
            and not _supposed(description, m.end())
            and not _NOT_MADE.search(description)
        ):
            rho = _ROTATION[(_ROTATION.index(_seat(m[1])) - 1) % 4]
            return ("yes", m[0]) if _seat(m[4]) == rho else None
    found = list(_BID_OVER.finditer(description))
    if (
        len(found) != 1
        or _asked_in_its_sentence(description, found[0])
        or _NOT_ITS_TURN.search(description)
        or _supposed(description, found[0].end())
        or _NOT_MADE.search(description)
    ):
        return None
    m = found[0]
    bidder, level, strain, over_level, over_strain, over_seat = (
        m.group(1, 2, 3, 4, 5, 6) if m[1] else (m[10], m[11], m[12], m[7], m[8], m[9])
    )
    made = (int(level), _RANKS[_strain(strain) or "C"])
    before = (int(over_level), _RANKS[_strain(over_strain) or "C"])
    if made > before or _seat(over_seat) != _ROTATION[(_ROTATION.index(_seat(bidder)) - 1) % 4]:
        return None
    return "yes", m[0]


def bid_in_rotation(description: str) -> tuple[str, str] | None:
    """(« yes », the words) when the words tell the auction in order up to a bid not higher than the
    one before it, each call by the left-hand opponent of the one before (or the bid said over its
    right-hand opponent's: « Est dit 2♦ sur le 2♠ de Nord »); None otherwise."""
    if (over := _bid_over_rhos(description)) is not None:
        return over
    if _WHOSE_TURN.search(description) or _NOT_MADE.search(description):
        return None
    calls = list(_CALL.finditer(description))
    if len(calls) < 2:
        return None
    last: tuple[int, int] | None = None
    for before, call in pairwise(calls):
        if (
            _REORDER.search(description[before.end() : call.start()])
            or "?" in description[before.start() : call.end()]
        ):
            return None
    previous: str | None = None
    for call in calls:
        seat = _seat(call[1] or call[7])
        if previous is not None and seat != _ROTATION[(_ROTATION.index(previous) + 1) % 4]:
            return None
        previous = seat
        level, strain = (call[2], call[3]) if call[1] else (call[5], call[6])
        if level:
            rank = (int(level), _RANKS[_strain(strain) or "C"])
            if last is not None and rank <= last:
                if _supposed(description, call.end()):
                    return None
                return "yes", description[calls[0].start() : call.end()]
            last = rank
    return None


def insufficient_bidder(description: str) -> str | None:
    """The seat of the first bid the words tell after a bid at least as high (« Nord ouvre 1SA, Est
    dit 1♠ » → est); None when the words tell no such bid."""
    bids = _told_bids(description)
    return next((seat for (_, before), (seat, made) in pairwise(bids) if made <= before), None)


# Who took the left-hand opponent's choice (27A1): « Sud accepte », « Ouest refuse », « Nord a déjà dit
# 2♠ par-dessus ».
_CHOSE = re.compile(
    rf"(?<![-\w])({_SEAT})\s+(?:(?:a|avait|ne|n['’]|n(?=\s)|l['’]|d[ée]j[àa]|bien|aussi|finalement)\s*)*"
    r"(?:accept\w*|refus\w*|(?:dit|d[ée]clar[ée]|ench[ée]ri|contr[ée]|pass[ée]|passe)\b[^,;.:!?()]{0,20}?par[- ]dessus)",
    re.IGNORECASE,
)


# A role's choice (« le déclarant refuse », « le mort l'accepte »): the auction's left-hand opponent is a seat
_ROLE_CHOSE = re.compile(
    r"\b(?:d[ée]clarant|mort)\s+(?:(?:a|avait|ne|n['’]|l['’]|bien|aussi|finalement)\s*)*(?:accept|refus)\w*",
    re.IGNORECASE,
)


def choice_not_by_lho(description: str, told: str | None = None) -> bool:
    """Whether the words give the insufficient bid's acceptance or refusal to a seat that is not its
    bidder's left-hand opponent (his partner or his right-hand opponent calling over it accepts
    nothing, 27A1): the answer is then the director's to find. `told`: the bidder the caller read otherwise."""
    named = list(_NAMED_OVER.finditer(description))
    bidder = insufficient_bidder(description) or (_seat(named[0][1]) if len(named) == 1 else None) or told
    if bidder is None:
        return False
    lho = _ROTATION[(_ROTATION.index(bidder) + 1) % 4]
    if _ROLE_CHOSE.search(description):
        return True  # reviewer33 H-40: « … ; le déclarant refuse » (the lead's, in the play): which seat is he? asked
    return any(_seat(m[1]) != lho for m in _CHOSE.finditer(description) if not _ne(description, m))


def _ne(description: str, chose: re.Match[str]) -> bool:
    """« Sud n accepte pas »: a lower-case « n » after a word is « ne » typed without its apostrophe, not
    Nord (tester15 V7)."""
    return chose[1] == "n" and description[: chose.start()].rstrip()[-1:].isalpha()
