"""Whether the offending side won a trick after the revoke's (`renonce`, question `later_tricks`, 64A1, 64A2), as the
s25–s29 writers tell it (finder67, issue 37 §1): « son camp fait encore une levée plus tard », « la défense n'a plus
rien fait après », « ensuite nous avons encore fait deux levées », « EO font encore 2 levées ensuite », « le
déclarant prend la levée et fait toutes les autres ».

The side is named by its words: « son camp », « le camp fautif » (the offenders); « la défense » or « le camp du
déclarant » against the offender's role; a pair or a seat against the revoker's seat; « nous », « on » against the
writer's role (`rules.relations_in_words.writer_role`). A trick won is « later » when the clause says « encore »,
« ensuite », « plus tard », « après » or « puis ». Never a question, a negation of the win, two revokes, two answers,
or a side the words do not place. Pure."""

from __future__ import annotations

import re

from rules.players_in_words import revoking_seats
from rules.relations_in_words import writer_role
from rules.seats_in_words import SEAT_PATTERN, declarer_seat, defender_seats, partner_of, seat_name

_SUBJECT = (
    r"(?:(?P<own>son\s+camp|le\s+camp\s+fautif|leur\s+camp)|(?P<defence>la\s+d[ée]fense|les\s+d[ée]fenseurs)"
    r"|(?P<declaring>le\s+camp\s+du\s+d[ée]clarant|le\s+d[ée]clarant|le\s+mort)"
    rf"|(?P<pair>Nord-Sud|Est-Ouest|NS|EO|N-S|E-O)(?![-\w/])|(?P<we>nous|on)\b|(?P<seat>{SEAT_PATTERN})(?![-\w]))"
)
_COUNT = (
    r"(?:une|un|l['’]\s*|[0-9]{1,2}|deux|trois|quatre|cinq|six|sept|plusieurs|d['’]\s*autres|encore\s+une)"
)
_WON_MORE = re.compile(
    rf"(?<![\w'’]){_SUBJECT}\s+(?:a\s+|ont\s+|avons\s+|avait\s+|avaient\s+)?(?:encore\s+|aussi\s+|ensuite\s+)*"
    rf"(?:fait|font|fera|feront|gagn[ée]\w*|remport[ée]\w*|pris)\s+(?:encore\s+|aussi\s+|ensuite\s+)*{_COUNT}"
)
_NONE_MORE = re.compile(
    rf"(?<![\w'’]){_SUBJECT}\s+(?:n['’]\s*)?(?:a|ont|avons|avait|avaient|font|fait)\s+(?:ensuite\s+)?plus\s+"
    r"(?:rien\s+(?:fait|gagn[ée]|remport[ée])|(?:fait|gagn[ée]|remport[ée])\s+(?:aucune|de)\s+lev[ée]e|aucune\s+lev[ée]e)"
)
_ALL_THE_REST = re.compile(
    rf"(?<![\w'’]){_SUBJECT}\s+(?:\S+\s+){{0,6}}?(?:fait|font|gagne|gagné|remporte)\s+toutes\s+les\s+autres\b"
)
# finder73 (reviewer30 T-41): « toutes les autres, sauf une »: the exception is a trick the other side won, not none.
_EXCEPT = re.compile(r"\s*[,(]?\s*(?:sauf|[àa]\s+part|hormis|except[ée]|moins)\b", re.IGNORECASE)
_LATER = re.compile(r"\b(?:encore|ensuite|plus\s+tard|apr[eè]s|puis)\b", re.IGNORECASE)
_NOT = re.compile(r"\b(?:pas|jamais|si)\b|\bn['’]\s*(?!.*\bplus\b)", re.IGNORECASE)
_REVOKE_OF = re.compile(rf"\b[Rr]enonces?\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])")
_SIDE = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}


def _clause(description: str, match: re.Match[str]) -> str:
    start = max(description.rfind(mark, 0, match.start()) for mark in ",;.:!?") + 1
    ends = [e for e in (description.find(mark, match.end()) for mark in ",;.:!?") if e >= 0]
    return description[start : min(ends, default=len(description))]


def _offending(
    match: re.Match[str], offender: str | None, revoker: str | None, description: str
) -> bool | None:
    """Is the side `match` names the offenders'? None when the words do not place it."""
    if match["own"]:
        return True
    if match["defence"] or match["declaring"]:
        return None if offender is None else (offender == "defender") == bool(match["defence"])
    if match["we"]:
        writer = writer_role(description)
        if writer is None or offender is None:
            return None
        return (writer == "defender") == (offender == "defender")
    side = None
    if match["pair"]:
        side = "ns" if match["pair"].upper().startswith("N") else "eo"
    elif match["seat"]:
        side = _SIDE[seat_name(match["seat"])]
    if revoker is not None:
        return side == _SIDE[revoker]
    tagged = {
        _SIDE[seat] for seat in defender_seats(description)
    }  # « Est (déf.) coupe … ; EO font encore 2 levées »
    if offender == "defender" and len(tagged) == 1:
        return side in tagged
    declarer = declarer_seat(description)
    if declarer is None or offender is None:
        return None
    return (side == _SIDE[declarer]) == (offender != "defender")


def later_tricks(description: str, offender: str | None) -> tuple[str, str] | None:
    """(`later_tricks`'s answer, the words) when the words say whether the offending side won a later trick."""
    if "?" in description or not (_LATER.search(description) or "toutes les autres" in description):
        return None
    seats = set(revoking_seats(description)) | {seat_name(m[1]) for m in _REVOKE_OF.finditer(description)}
    if len(seats) > 1:
        return None
    revoker = next(iter(seats), None)
    if offender is None and revoker is not None and (declarer := declarer_seat(description)) is not None:
        offender = {declarer: "declarer", partner_of(declarer): "dummy"}.get(revoker, "defender")
    found: dict[str, str] = {}
    for match in _WON_MORE.finditer(description):
        clause = _clause(description, match)
        if (
            _LATER.search(clause)
            and not _NOT.search(clause)
            and _offending(match, offender, revoker, description)
        ):
            found.setdefault("yes", match[0])
    for match in _NONE_MORE.finditer(description):
        if _offending(match, offender, revoker, description):
            found.setdefault("no", match[0])
    for match in _ALL_THE_REST.finditer(description):
        if (
            _offending(match, offender, revoker, description) is False
            and not _NOT.search(_clause(description, match))
            and not _EXCEPT.match(description, match.end())
        ):
            found.setdefault("no", match[0])
    return next(iter(found.items())) if len(found) == 1 else None


def add_later_tricks(description: str, found: dict[str, dict[str, str]]) -> None:
    """`later_tricks` in `found` (question → {value: words}) for one revoke stated, when the words tell it."""
    situation = found.get("situation", {}).keys()
    if "later_tricks" in found or not situation or situation & {"two_revokes", "disputed"}:
        return
    offenders = found.get("offender", {})
    if (
        later := later_tricks(description, next(iter(offenders)) if len(offenders) == 1 else None)
    ) is not None:
        found["later_tricks"] = {later[0]: later[1]}
