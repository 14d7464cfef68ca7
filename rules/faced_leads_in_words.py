"""The opening lead in the words (split from rules/seats_in_words.py, past 650 lines): which seat led, whether the
declarer's right-hand opponent led out of turn (41A, 54), and whether the card was faced — the condition of 54's
options — or put face down (41A: the card goes back). Pure: words in, answers out."""

from __future__ import annotations

import re

from rules.players_in_words import taken_back_after
from rules.regex_start import starting_with
from rules.seats_in_words import ROTATION as _ROTATION
from rules.seats_in_words import SEAT_PATTERN as _SEAT
from rules.seats_in_words import declarer_seat
from rules.seats_in_words import seat_name as _seat

# « Ouest a entamé », « Est attaque le 5♥ »: the seats named leading.
_LEADS = re.compile(
    starting_with("ENOSnos", rf"(?<![-\w])({_SEAT})\s+(?:qui\s+)?(?:a\s+|avait\s+)?(?:entam\w*|attaqu\w*)"),
    re.IGNORECASE,
)


def named_leader_not_rho(description: str) -> bool:
    """Whether the final contract's declarer is known and the one seat named leading is not his
    right-hand opponent, the only defender whose opening lead is out of turn (41A, 54): his left-hand
    opponent leads in turn, and a lead by the declarer or the dummy is another case."""
    declarer = declarer_seat(description)
    leaders = {_seat(m[1]) for m in _LEADS.finditer(description)}
    if declarer is None or len(leaders) != 1:
        return False
    return leaders != {_ROTATION[(_ROTATION.index(declarer) - 1) % 4]}


def leader_taken_back(description: str) -> bool:
    """Do the words take back a seat named leading for another (« Est a entamé face visible, non attends, c'était
    Ouest », reviewer27 R-10)? Who led is then asked: 54 is only the wrong defender's faced lead (41A)."""
    leads = list(_LEADS.finditer(description))
    return any(
        taken_back_after(description, lead.end(), None if after is None else after.start())
        for lead, after in zip(leads, [*leads[1:], None], strict=False)
    )


# The lead was faced: the declarer chose (accepted, refused, required or forbade a suit: 54, which only a
# faced card allows) or has still to choose, or the words say it (« retourné », « face visible »); never
# « face cachée ». A bare « a entamé (hors tour) » is not enough: the opening lead is made face down (41A),
# and only a faced one is ruled by 54 (tester21 P10).
_FACED = re.compile(
    r"\b(?:accept\w*|refus\w*|exig\w*|interdi\w*|retourn\w*)\b|(?<!pas\s)\bvisible\b"
    r"|\bpas\s+encore\s+(?:choisi|d[ée]cid[ée])\b|\bn['’]\s*a\s+(?:encore\s+)?rien\s+(?:choisi|d[ée]cid[ée])\b"
    # a card played on it, or a hand spread after it (« le décla a mis une carte de sa main dessus », « le
    # déclarant commence à étaler »): done on a card seen (41C, 54A)
    r"|\b(?:mis|pos[ée]|jou[ée]|fourni)\s+(?:une\s+carte\s+)?(?:de\s+sa\s+main\s+)?dessus\b"
    r"|(?<!soit\s)(?<!pas\s)(?<!encore\s)(?<!rien\s)(?<!sans\s)(?<!d['’])\b[ée]tal(?:e|é|er|ent|ait)\b"
    # the card led named (« a entamé le roi de pique », « entamé du 5♣ », « entame hors tour du 2 de cœur »,
    # « entamé hors tour avec le 8♠ »): it was seen
    r"|\bentam\w*\s+(?:hors\s+tour\s+)?(?:avec\s+)?(?:le|la|l['’]|du|de\s+la|un|une|son|sa)\s*"
    r"(?:roi|dame|valet|as|10|[2-9]|petit\w*|[♠♥♦♣])",
    re.IGNORECASE,
)


def lead_faced(description: str) -> bool:
    """Whether the words say the opening lead was faced (`_FACED`), the condition of 54's options, and nothing
    says it was not (« il ne l'a pas retournée », « sans la retourner », « face en bas »: doubt, asked)."""
    return _FACED.search(description) is not None and _NOT_FACED.search(description) is None


_NOT_FACED = re.compile(
    r"\b(?:pas|non|jamais|sans)\s+(?:encore\s+)?(?:(?:été|ete|la|le|l['’])\s*)?(?:avoir\s+)?retourn"
    r"|\bface\s+(?:en\s+bas|cach|contre)|\bpas\s+(?:encore\s+)?visible",
    re.IGNORECASE,
)


_FACE_DOWN = re.compile(
    r"\bface\s+cach[ée]e|\bcach[ée]e?\b|\bdeux|\b2\s+d[ée]fenseurs|\baussi\b", re.IGNORECASE
)


def rho_faced_lead(description: str, whole: str = "") -> str | None:
    """The words of the one lead named when it is the declarer's right-hand opponent's (the defender who
    must not lead, 41A) and was faced; None otherwise. `description` holds the clauses plainly stated
    (« Ouest n'a rien posé » emptied, « ce n'est pas Est qui a entamé » too); `whole`, every word, where a card
    face down or a second card is looked for."""
    if (
        _FACE_DOWN.search(whole or description)
        or len({_seat(m[1]) for m in _LEADS.finditer(whole or description)}) != 1
    ):
        return None
    lead = _rho_lead(description, list(_LEADS.finditer(description)))
    return lead if lead is not None and lead_faced(description) else None


def _rho_lead(description: str, leads: list[re.Match[str]]) -> str | None:
    """The words of the one seat's lead when that seat is the final contract's declarer's right-hand opponent."""
    declarer = declarer_seat(description)
    if declarer is None or len({_seat(m[1]) for m in leads}) != 1:
        return None
    return leads[0][0] if _seat(leads[0][1]) == _ROTATION[(_ROTATION.index(declarer) - 1) % 4] else None


def rho_led_face_down(description: str, whole: str = "") -> str | None:
    """The words of the one lead named when it is the declarer's right-hand opponent's and the words put it face
    down (« Nord joue 4♠, Ouest a posé son entame face cachée »): the wrong defender's card face down (41A,
    tester19 Q16: face down alone is how the rightful leader leads, so the seat must say it). None otherwise."""
    said = whole or description
    if (
        not _FACE_DOWN_ONLY.search(said)
        or _FACE_DOWN.search(said.replace("face cach", ""))  # a second card, « aussi »
        or _TURNED.search(said)
    ):
        return None
    return _rho_lead(description, [*_LEADS.finditer(description), *_PUT_DOWN.finditer(description)])


_PUT_DOWN = re.compile(
    rf"(?<![-\w])({_SEAT})\s+(?:qui\s+)?(?:a\s+)?(?:pos[ée]\w*|mis)\s+(?:son\s+entame|sa\s+carte|une\s+carte)",
    re.IGNORECASE,
)
_TURNED = re.compile(r"\bface\s+visible|\b(?:a|l['’]a|l['’]avait|avait)\s+retourn", re.IGNORECASE)
_FACE_DOWN_ONLY = re.compile(r"\bface\s+cach[ée]e|\bface\s+contre|\bsans\s+la\s+retourner", re.IGNORECASE)
