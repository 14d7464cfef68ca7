"""What happened at another table is not this table's incident (reviewer31 V-38, V-43; issue 37 §1): « résultat de la
table voisine : 4♠ N +1 », « Nord a fait 10 levées à l'autre table, ici seulement 8 », « une autre table l'avait déjà
joué avant ». The words of another table's contract, result or play answer none of this table's own questions (the
score the director corrects, 64A; a board one of its players already played, 15): they are left out of those readings
and the director is asked. Pure: patterns only.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules.asked_in_words import OTHER_TABLE

# another table, never the director's own: « l'autre table », « une autre table », « la table voisine », « les autres
# tables »; the other room of a team match only when the words set « ici » against it (« en salle fermée …, ici 10 »)
_OTHER_TABLE = re.compile(
    r"(?i:\b(?:l['’]|une\s+|d['’]|les\s+|des\s+|deux\s+|trois\s+|plusieurs\s+)autres?\s+tables?\b"
    r"|\btables?\s+voisines?\b|\bvoisins?\s+de\s+table\b)"
)
_OTHER_ROOM = re.compile(r"(?i:\bsalle\s+(?:ferm[ée]e|ouverte)\b)")
_HERE = re.compile(r"(?i:\bici\b|\bà\s+(?:notre|cette|ma)\s+table\b)")
# the room named just before a contract or a seat, in its sentence (« en salle fermée, nos coéquipiers ont fait 4♠ »)
_ROOM_BEFORE = re.compile(r"(?i:\bsalle\s+(?:ferm|ouvert)\w*\b[^.;!?]{0,70}$)")
# teammates play the other room: a room named with them is theirs (« en salle fermée nos coéquipiers ont fait 6♠ »)
_TEAMMATES = re.compile(r"(?i:\bco[ée]quipi[eè]re?s?\b)")
# a clause ends at a comma, « ; », « . », « ! », « ? » or a new line; a clause that is only where (« à l'autre table, Nord
# a fait 10 levées ») goes on to the next one
_CLAUSE_END = re.compile(r"[,;.!?\n]+")
_ONLY_WHERE = re.compile(
    r"(?i:\s*(?:et\s+|mais\s+)?(?:à|a|en|dans|sur)\s+(?:l['’]autre\s+table|la\s+table\s+voisine|salle\s+\w+|"
    r"une\s+autre\s+table|d['’]autres\s+tables|les\s+autres\s+tables)\s*)"
)

# this table's own facts: its contract, its result, its players having played the board before
OWN_TABLE_QUESTIONS = frozenset(
    {"contract_level", "contract_strain", "declarer_side", "doubled", "tricks_taken", "played_before"}
)


_OR_OTHER_ROOM = re.compile(f"{_OTHER_TABLE.pattern}|{_OTHER_ROOM.pattern}")
# « NS l'avaient déjà joué à une autre table »: this table's players, who played it there (15: played before)
_PLAYED_THERE = re.compile(r"(?i:\b(?:à|a|sur)\s+(?:l['’]|une\s+)autre\s+table\b)")


@lru_cache(maxsize=256)
def other_tables(description: str) -> tuple[tuple[int, int], ...]:
    """The spans of `description`'s clauses about another table."""
    marker = _OR_OTHER_ROOM if _HERE.search(description) else _OTHER_TABLE
    spans: list[tuple[int, int]] = []
    start = 0
    ends = [(m.start(), m.end()) for m in _CLAUSE_END.finditer(description)] + [(len(description),) * 2]
    for end, after in ends:
        if end <= start or _ONLY_WHERE.fullmatch(description, start, end):
            continue  # « à l'autre table, » : with the next clause
        if marker.search(description, start, end):
            spans.append((start, end))
        start = after
    return tuple(spans)


@lru_cache(maxsize=256)
def _rooms_set_against(description: str) -> bool:
    """Do the words set the two rooms of a match against each other (both named, « ici » or « à notre table » against
    one, or the teammates' room)? Then a room is another table; one named alone is where the incident happened
    (« Capitaine EO : en salle ouverte, 3SA par Sud, … notre Ouest a renoncé »)."""
    rooms = {found[0].lower().split()[-1] for found in _OTHER_ROOM.finditer(description)}
    return len(rooms) > 1 or bool(_HERE.search(description) or _TEAMMATES.search(description))


def other_table_before(description: str, start: int, end: int) -> bool:
    """Do the words before `end` in its sentence (from `start`) set what follows at another table or board
    (asked_in_words.OTHER_TABLE), or in the other room of a match (`_rooms_set_against`)?"""
    return bool(
        OTHER_TABLE.search(description, start, end)
        or (_ROOM_BEFORE.search(description, start, end) and _rooms_set_against(description))
    )


def at_another_table(question: str, said: str, description: str) -> bool:
    """Whether `said`, the words of an answer to one of this table's own questions, are found in `description` only
    in clauses about another table."""
    if question not in OWN_TABLE_QUESTIONS:
        return False
    spans = other_tables(description)
    if not spans or not said:
        return False
    found = [m.start() for m in re.finditer(re.escape(said), description)]
    inside = [next(((a, b) for a, b in spans if a <= at < b), None) for at in found]
    if not found or None in inside:
        return False
    # a board played before: by another table (normal), not by this table's players at another table
    return question != "played_before" or not any(
        _PLAYED_THERE.search(description, a, b) for a, b in inside if a is not None
    )


def without_other_tables(description: str) -> str:
    """`description` without its clauses about another table (for the declarer: the seats' roles)."""
    spans = other_tables(description)
    for start, end in reversed(spans):
        description = description[:start] + description[end:]
    return description
