"""A trick told of another, earlier event in the same message (finder77, reviewer T-22): « à la levée 3 il avait déjà
hésité… puis il a renoncé » — the 3rd trick is the hesitation's, not the revoke's. Pure: words in, words out.

A trick number dates the incident only in a sentence that tells the incident's own act; a sentence that tells another
act as earlier (« déjà », a pluperfect, another day or table) without it dates that other act: the incident's trick
is then not said without doubt, and is asked.
"""

from __future__ import annotations

import re

_ORDINAL = (
    r"(?:premi[èe]re|deuxi[èe]me|troisi[èe]me|quatri[èe]me|cinqui[èe]me|sixi[èe]me|septi[èe]me|huiti[èe]me|neuvi[èe]me"
    r"|dixi[èe]me|onzi[èe]me|douzi[èe]me|treizi[èe]me)"
)
_SPELLED = r"(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize)"
_TRICK = re.compile(
    rf"\b(?:lev[ée]es?|lv[ée]e|lev\.?|pli)\s+(?:(?:n°|num[ée]ro)\s*)?(?:\d{{1,2}}|{_SPELLED})\b"
    r"|\b\d{1,2}\s*(?:e|è|ème|eme|ieme|ième|er|re)\s+(?:lev[ée]e|pli)\b"
    rf"|\b{_ORDINAL}\s+(?:lev[ée]e|pli)\b",
    re.IGNORECASE,
)
# A sentence, or the part of one after « puis », « ensuite », « plus tard » (the next act told); never the dot of an
# abbreviation (« lev. 7 »).
_PART_END = re.compile(
    r"\.(?=\s+[A-ZÀ-Ý]|\s*$)|[;!?\n]|\b(?:puis|ensuite|plus\s+tard|apr[èe]s\s+quoi|mais)\b", re.IGNORECASE
)
# Another act told as earlier: « déjà », a pluperfect (« il avait hésité », never « il avait encore du carreau »),
# another day, another table.
_EARLIER = re.compile(
    r"\bd[ée]j[àa]\b|\bavai(?:t|ent)\s+(?:aussi\s+|bien\s+)?(?!du\b|vu\b|eu\s+(?:du|un|une|le|la|les)\b)\w+(?:ée?s?|is|it|u)\b"
    r"|\bla\s+semaine\s+derni[èe]re\b|\bhier\b|\bla\s+derni[èe]re\s+fois\b|\b[àa]\s+l['’]\s*autre\s+table\b"
    r"|\ble\s+mois\s+dernier\b",
    re.IGNORECASE,
)


def earlier_act_trick(description: str, act: re.Pattern[str]) -> str | None:
    """The words of a trick told with another, earlier act (a part of the words that dates an act as earlier and
    does not tell the incident's `act`) when no part tells the act with its own trick, or None."""
    start = 0
    earlier: str | None = None
    for end in [*(m.start() for m in _PART_END.finditer(description)), len(description)]:
        part = description[start:end]
        start = end + 1
        if (trick := _TRICK.search(part)) is None:
            continue
        if act.search(part):
            return None  # the act's own trick is told: the readings of the trick judge it
        if _EARLIER.search(part):
            earlier = earlier or trick[0]
    return earlier


# The revoke told (63, 64): its own words, never another act's.
REVOKE_ACT = re.compile(
    r"renon|\bfourni|\brevoke|d[ée]fauss|\b(?:sur)?coup(?:e|é|ée|ait|ant|ent|er)?\b(?<!\bcoup\b)|\bjet[ée]|\bmis\b|\bmet\b|\bpos[ée]",
    re.IGNORECASE,
)


# reviewer31 V-18: the 12th trick named, and the parts of the words that may tell the revoke in it. A part is a
# sentence's clause (« , »), a trick named alone before the comma joined to the clause it dates (« À la 12e levée,
# Ouest n'a pas fourni »).
_TWELFTH = re.compile(
    r"\b(?:12\s*(?:e|è|ème|eme|ieme|ième)|douzi[èe]me|avant[\s-]derni[èe]re?)\s+(?:lev[ée]e|pli)\b"
    r"|\b(?:lev[ée]e|lev\.?|pli)\s+(?:n°\s*)?(?:12|douze)\b|\bavant[\s-]derni[èe]re?\b|\bla\s+(?:12\s*e|douzi[èe]me)\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(
    r"\.(?=\s+[A-ZÀ-Ý]|\s*$)|[;:!?\n,]|\s(?=(?:et|mais|puis|quand|lorsque)\s)", re.IGNORECASE
)
_TRICK_ALONE = re.compile(
    rf"^\s*(?:(?:[àa]|sur|au|pendant)\s+)?(?:la|le|l['’])?\s*(?:{_TRICK.pattern}|{_TWELFTH.pattern})\s*$",
    re.IGNORECASE,
)
# The 12th trick told as when the revoke was seen, or as the trick another player won, shown or claimed.
_NOT_THE_REVOKES = re.compile(
    r"d[ée]couv|aper[çc]|rend\w*\s+compte|\bvue?s?\b|remarqu|signal|constat|montr|\bgagn|\bremport|\bfait\s+la\b"
    r"|\bpris\b|\bprend\b|revendiqu|r[ée]clam",
    re.IGNORECASE,
)


def twelfth_of_another_act(description: str) -> bool:
    """Is every 12th trick the words name told of another act than the revoke (« le défenseur Est a renoncé ; à la
    levée 12, le déclarant s'en aperçoit », « la 12e levée a été gagnée par le déclarant », « découverte à l'avant-
    dernière levée »)? Then the revoke's trick is not said: 62D or 63/64 is asked."""
    parts: list[str] = []
    start, pending = 0, ""
    for end in [*(m.start() for m in _CLAUSE_END.finditer(description)), len(description)]:
        part = pending + description[start:end]
        start = end + 1
        if _TRICK_ALONE.match(part) and description[end : end + 1] == ",":
            pending = part + " "
            continue
        parts.append(part)
        pending = ""
    if pending:
        parts.append(pending)
    twelfths = [part for part in parts if _TWELFTH.search(part)]
    return bool(twelfths) and not any(
        REVOKE_ACT.search(part) and not _NOT_THE_REVOKES.search(part) for part in twelfths
    )
