"""The online players in the words (split from rules/players_in_words.py, session 28): the seats disconnected, a
disconnection taken back, and the clicker's next player who has not played yet (80B2 online). Pure: words in,
answers out."""

from __future__ import annotations

import re

from rules.players_in_words import taken_back_after
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import seat_name as _seat

_ROTATION = ("nord", "est", "sud", "ouest")


# « Ouest s'est déconnecté », « Est a été déconnecté », « un robot a remplacé Est déconnecté »: the seat
# (« Est » the seat, never « s'est » the verb).
_DISCONNECTED = re.compile(
    rf"(?<![-\w'’])({_SEAT})(?:\s*\([^)]{{0,20}}\))?\s+"
    r"(?:s['’]\s*est\s+|a\s+été\s+|a\s+ete\s+|est\s+|était\s+|etait\s+|s['’]\s*était\s+)?(?:[Dd][ée]connect)"
)


# reviewer27 R-12: another seat said after the verb (« Nord s'est déconnecté, puis Est ») was disconnected too.
_DISCONNECTED_TOO = re.compile(
    rf"[^.;!?]{{0,40}}?(?:,\s*|\s+)(?:puis|et\s+puis|ensuite|et|aussi)\s+(?:aussi\s+)?(?<![-\w'’])({_SEAT})(?![-\w])"
    r"(?=\s*[;,.)!?]|\s+(?:aussi|ensuite|juste\s+apr[èe]s|à\s+son\s+tour|a\s+son\s+tour)\b|\s*$)"
)


def disconnected_seats(description: str) -> dict[str, str]:
    """The seats the words say were disconnected, each with its words (« Nord s'est déconnecté, puis Est »: both)."""
    found: dict[str, str] = {}
    for match in _DISCONNECTED.finditer(description):
        found.setdefault(_seat(match[1]), match[0] + "é")
        if too := _DISCONNECTED_TOO.match(description, match.end()):
            found.setdefault(_seat(too[1]), too[0].strip(" ,"))
    return found


# s43: what may deny or suppose the disconnection told before it in its sentence (« si Nord s'est déconnecté », « selon
# EO, Nord s'est déconnecté »); a negation after it (« … et n'est jamais revenu ») says something else
_BEFORE_DENIES = re.compile(
    r"(?<![\w'’])(?:si|s['’]il|ne|n['’]|pas|jamais|sans|selon|d['’]apr[èe]s|pr[ée]tend\w*|dit|disent|croi\w*|pense\w*)(?![\w'’])",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.;!?\n]+[.;!?\n]?")


def disconnected_seats_before_any_denial(description: str) -> dict[str, str]:
    """The seats disconnected in sentences where nothing before the disconnection denies or supposes it (« Est s'est
    déconnecté au milieu de la donne et n'est jamais revenu »: Est, whatever the end of the sentence denies), no
    sentence asked: what `disconnected_seats` reads of the plain clauses, when a later negation blanked them."""
    found: dict[str, str] = {}
    for sentence in _SENTENCES.finditer(description):
        text = sentence[0]
        first = _DISCONNECTED.search(text)
        if "?" in text or first is None or _BEFORE_DENIES.search(text, 0, first.start()):
            continue
        for seat, words in disconnected_seats(
            text
        ).items():  # « Nord …, puis Est » too: both, then asked
            found.setdefault(seat, words)
    return found


def disconnection_corrected(description: str) -> bool:
    """Whether the words, after naming a disconnected seat, say it was another (« Nord s'est déconnecté, enfin non,
    c'est Est »): the seat first named is then no evidence of the side (reviewer27 R-12)."""
    first = _DISCONNECTED.search(description)
    return first is not None and taken_back_after(description, first.end())


# « Sud a cliqué le ♠2 au lieu du ♠A, Ouest n'a pas encore joué »: the next player (the clicker's left-hand
# opponent) has not played yet.
_CLICKED = re.compile(rf"(?<![-\w'’])({_SEAT})\s+(?:a\s+)?cliqu")
_NOT_YET_PLAYED = re.compile(rf"(?<![-\w'’])({_SEAT})\s+n['’]\s*a\s+pas\s+encore\s+(?:joué|joue|fourni)")


def next_not_played(description: str) -> str | None:
    """The words saying the clicker's next player has not played yet, when one seat clicked; None otherwise."""
    clickers = {_seat(m[1]) for m in _CLICKED.finditer(description)}
    waiting = list(_NOT_YET_PLAYED.finditer(description))
    if len(clickers) != 1 or len(waiting) != 1:
        return None
    (clicker,) = clickers
    if _seat(waiting[0][1]) != _ROTATION[(_ROTATION.index(clicker) + 1) % 4]:
        return None
    return waiting[0][0]


# finder77 (reviewer T-26): online, a « 2♠ » clicked while the cards are played is a card, not a call (« j'ai cliqué
# sur 2♠ au lieu de 2♥ pendant le jeu », « à la levée 3 Est a cliqué sur 2♠ »); during the auction it is a call (25A).
# The play said in the words: the play itself, a trick by its number or « la levée », the defence, a card played to it.
_DURING_PLAY = re.compile(
    r"\b(?:pendant|durant|en\s+cours\s+de|au\s+cours\s+du|en\s+plein)\s+(?:le\s+)?jeu\b(?!\s+des\s+ench)"
    r"|\bjeu\s+de\s+la\s+carte\b|\blev[ée]es?\s+(?:n°\s*)?\d{1,2}\b|\b\d{1,2}\s*(?:e|è|ème|eme|ieme|ième)\s+(?:lev[ée]e|pli)\b"
    r"|\b(?:la|une|cette)\s+lev[ée]e\b|\bau\s+pli\b|\ben\s+d[ée]fense\b|\bd[ée]fenseur|\bfourni[rt]?\b|\bd[ée]fauss",
    re.IGNORECASE,
)


def clicked_in_play(description: str) -> str | None:
    """The words that put a click during the play (« pendant le jeu », « à la levée 3 », « en défense »): then a
    card or a call named alike (« 2♠ ») is no call said without doubt (25A is the auction's)."""
    if match := _DURING_PLAY.search(description):
        return match[0]
    return None
