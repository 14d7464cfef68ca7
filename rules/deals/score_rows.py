"""A session file's results row checked against its own contract (tester6 T13).

A ScoreTable row gives a contract, its declarer, the tricks he took and the score. A row whose score
does not follow from the others at the board's vulnerability (Law 77), or a score no contract gives at
that vulnerability, is a copying error: kept in the field it changes every matchpoint score ranked
against it. Such a row is set aside and the import says which and why; a row that gives no contract
is checked on its score alone.
"""

from __future__ import annotations

import re

from rules.scores.boards import VULNERABILITY_LABELS as VULNERABILITY_WORDS
from rules.scores.duplicate import Contract, Doubling, Strain, score, scores_at, side_vulnerable

_CONTRACT = re.compile(r"^([1-7])\s*(NT|SA|N|S|H|D|C)\s*(XX|X|\*\*|\*)?$")
_STRAIN = {"NT": Strain.NOTRUMP, "SA": Strain.NOTRUMP, "N": Strain.NOTRUMP, "S": Strain.SPADES,
           "H": Strain.HEARTS, "D": Strain.DIAMONDS, "C": Strain.CLUBS}  # fmt: skip
_DOUBLING = {None: Doubling.NONE, "X": Doubling.DOUBLED, "*": Doubling.DOUBLED,
             "XX": Doubling.REDOUBLED, "**": Doubling.REDOUBLED}  # fmt: skip
_SIDES = {"N": "NS", "S": "NS", "E": "EO", "W": "EO", "O": "EO"}
SEAT_WORDS = {"N": "Nord", "E": "Est", "S": "Sud", "W": "Ouest", "O": "Ouest"}


def contract_score(contract: str, declarer: str, tricks: str, vulnerability: str) -> int | None:
    """Nord-Sud's score for the row's contract, declarer and tricks (PBN: « 4S », « 3NTX », declarer
    « S », tricks « 9 ») at the board's vulnerability; None when the row does not give all three."""
    match = _CONTRACT.match(contract.strip().upper())
    side = _SIDES.get(declarer.strip().upper()[:1])
    tricks = tricks.strip()
    if match is None or side is None or not tricks.isdigit() or int(tricks) > 13:
        return None
    level, strain, doubling = int(match[1]), _STRAIN[match[2]], _DOUBLING[match[3]]
    points = score(Contract(level, strain, doubling, side_vulnerable(side, vulnerability)), int(tricks))
    return points if side == "NS" else -points


def contract_words(contract: str, declarer: str, tricks: str) -> str:
    """« 3SA par Sud, 9 levées », from the row's PBN columns."""
    match = _CONTRACT.match(contract.strip().upper())
    named = contract.strip()
    if match is not None:
        strain = _STRAIN[match[2]]
        named = f"{match[1]}{strain.symbol}{_DOUBLING[match[3]].suffix}"
    seat = SEAT_WORDS.get(declarer.strip().upper()[:1], declarer.strip())
    return f"{named} par {seat}, {tricks.strip()} levée{'s' if tricks.strip() not in ('0', '1') else ''}"


def disagreement(
    score_ns: int | None, written: str, contract: str, declarer: str, tricks: str, vulnerability: str
) -> str:
    """Why the row's score cannot stand, in French, or "" when it can (or the row says too little):
    « 3SA par Sud, 9 levées, vaut +400 pour Nord-Sud ; la ligne dit 999 »."""
    expected = contract_score(contract, declarer, tricks, vulnerability)
    if expected is not None and expected != score_ns:
        said = f"{score_ns:+d}" if score_ns is not None else f"« {written.strip()[:12]} »"
        return (
            f"{contract_words(contract, declarer, tricks)}, vaut {expected:+d} pour Nord-Sud "
            f"({VULNERABILITY_WORDS[vulnerability]}) ; la ligne dit {said}"
        )
    if expected is None and score_ns is not None and score_ns not in scores_at(vulnerability):
        return (
            f"{score_ns:+d} pour Nord-Sud n'est le résultat d'aucun contrat, "
            f"{VULNERABILITY_WORDS[vulnerability]}"
        )
    return ""
