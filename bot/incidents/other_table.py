"""Team match (tester25 P12): an IMP mark at one table is computed against the other table's result of the
same board (ref=, 12C1 and 86B), so the result recorded for that table is the reference.

- `reference_refusal`: a typed ref= that contradicts the other table's recorded result is refused at entry;
- `stale_references`: a recorded IMP mark whose ref= is no longer the other table's standing result (its
  score corrected since, a revoke's transfer, an 82C or 86B artificial score) is « à refaire »;
- `other_table_incidents`: the other tables' incidents of the board, for the appeal file.

Pure reading of stored incidents; which marks still stand is bot.incidents.table_marks's, passed in.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from bot.incidents.incident import Incident, State
from bot.incidents.table_result import SAME_SESSION
from rules.deals.pbn import Result
from rules.scores.line_syntax import WorksheetError, parse_line

_POINTS = re.compile(r"^([+-]?\d+) points$")


@dataclass(frozen=True)
class OtherResult:
    """The standing mark of another table on the same board: its incident, its table, and Nord-Sud's
    points (None when the mark is not a table result in points: an artificial score, a weighted one)."""

    incident: Incident
    table: str
    points: int | None


def other_table_incidents(incident: Incident, incidents: list[Incident]) -> list[Incident]:
    """The incidents of the same board at another table of the same session (the other room of a team
    match), not abandoned, in the order recorded."""
    deal = incident.deal
    if deal is None or not deal.table:
        return []
    return [
        other
        for other in incidents
        if other.id != incident.id
        and other.state is not State.ABANDONED
        and other.deal is not None
        and other.deal.table
        and other.deal.board == deal.board
        and other.deal.table != deal.table
        and abs(other.created_at - incident.created_at) < SAME_SESSION
    ]


def other_results(incident: Incident, incidents: list[Incident], gone: Collection[str]) -> list[OtherResult]:
    """The standing marks (not in `gone`) of the board at the other tables."""
    found = []
    for other in other_table_incidents(incident, incidents):
        entry = other.score
        if entry is None or other.id in gone:
            continue
        assert other.deal is not None
        match = _POINTS.match(entry.ns.strip())
        found.append(OtherResult(other, other.deal.table, int(match.group(1)) if match else None))
    return found


def _reference(line: str) -> float | None:
    try:
        return parse_line(line).reference
    except WorksheetError:
        return None


def _figure(value: float) -> str:
    return f"{value:+.0f}" if value else "0"


def contradiction(incident: Incident, line: str, others: list[OtherResult]) -> str | None:
    """Why `line`'s ref= is not the other table's recorded result of the board, in French; None when it
    is, when the line has no ref=, or when no single other table has a mark (a third table: which one is
    the other room is not known)."""
    reference = _reference(line)
    if reference is None or len(others) != 1 or incident.deal is None:
        return None
    other = others[0]
    board, table = incident.deal.board, other.table
    if other.points is None:
        return (
            f"la donne {board} a à la table {table} une marque qui n'est pas un résultat (incident "
            f"#{other.incident.id} : « {other.incident.score.line if other.incident.score else ''} », "
            f"{other.incident.score.ns if other.incident.score else ''} pour Nord-Sud) : il n'y a plus de "
            "résultat de l'autre table contre lequel compter des IMP. La marque de la donne en match par "
            "équipes se décide alors pour la donne entière (86B : thème « Donne faussée, match par équipes », "
            "« une marque ajustée, et le résultat de l'autre table »)."
        )
    if other.points == reference:
        return None
    return (
        f"ref={_figure(reference)} n'est pas le résultat enregistré de la donne {board} à la table {table} "
        f"(incident #{other.incident.id} : {_figure(other.points)} points pour Nord-Sud). Les IMP se comptent "
        f"contre le résultat de l'autre table (12C1, 86B) : ref={_figure(other.points)}."
    )


def reference_refusal(
    incident: Incident, line: str, incidents: list[Incident], gone: Collection[str]
) -> str | None:
    """A mark typed with a ref= that the other table's recorded result contradicts: refused, in French."""
    why = contradiction(incident, line, other_results(incident, incidents, gone))
    if why is None:
        return None
    return (
        f"Marque refusée : {why} Retapez la ligne avec ce ref= ; si c'est la marque de l'autre table qui est "
        "fausse, corrigez-la d'abord dans son incident. Rien n'a été enregistré."
    )


def stale_references(incidents: list[Incident], gone: Collection[str]) -> dict[str, str]:
    """Each recorded IMP mark (ref=) whose reference is no longer the other table's standing result, by
    incident id: why, in French (the mark is « à refaire »). Cleared once it is recorded again."""
    found: dict[str, str] = {}
    for incident in incidents:
        entry = incident.score
        if entry is None or incident.id in gone or incident.state is State.ABANDONED:
            continue
        why = contradiction(incident, entry.line, other_results(incident, incidents, gone))
        if why is not None:
            found[incident.id] = why
    return found


def redo_text(updated: Incident, incidents: list[Incident], gone: Collection[str]) -> str | None:
    """A table's mark just recorded: the other tables' IMP marks of the board it leaves « à refaire », said
    at once (tester25 P12: the revoke's corrected result at table 2 left table 1's IMPs standing)."""
    stale = stale_references(incidents, gone)
    lines = [
        f"Attention : la marque en IMP de l'incident #{other.id} (donne {other.deal.board}, table "
        f"{other.deal.table}) est à refaire : {stale[other.id]} Enregistrez-la à nouveau."
        for other in other_table_incidents(updated, incidents)
        if other.id in stale and other.deal is not None
    ]
    return "\n".join(lines) or None


def reference_hint(updated: Incident, incidents: list[Incident], gone: Collection[str]) -> str | None:
    """A weighted mark (12C1c) just recorded without ref= nor terrain= on a board whose other table has a
    recorded result: that result proposed as the reference of a team match's IMPs (each result converted,
    then weighted; tester25 P12), in French; None otherwise (a pairs event ranks it with the field). The other
    table's result is its incident's standing mark, else (ops32) the other table's result the session's import
    gives for the board (`imported_other`)."""
    entry = updated.score
    if entry is None or updated.deal is None:
        return None
    try:
        request = parse_line(entry.line)
    except WorksheetError:
        return None
    weighted = len([item for item in request.outcomes.split(",") if item.strip()]) > 1
    if not weighted or request.reference is not None or request.field is not None:
        return None  # 12C1c: weighted IMPs convert each result first; a single result the scorer compares
    if pairs_event(updated, incidents):
        return None
    others = other_results(updated, incidents, gone)
    if not others and (row := imported_other(updated)) is not None:
        found, points = f"un résultat importé à l'autre table ({_pairs(row)})", row.score_ns
    elif len(others) == 1 and others[0].points is not None:
        other = others[0]
        found = f"un résultat enregistré à la table {other.table} (incident #{other.incident.id} : {_figure(other.points)} points pour Nord-Sud)"
        points = other.points
    else:
        return None
    return (
        f"La donne {updated.deal.board} a {found}. Si c'est un match par équipes, les IMP de cette table se comptent "
        f"contre lui : m {entry.line} ref={_figure(points)} (12C1, 86B) ; en tournoi par paires, rien à ajouter (le "
        "marqueur classe la marque avec les autres tables)."
    )


def imported_other(incident: Incident) -> Result | None:
    """Ops32: the other table's result of the board in the session's import, when the import has this board at two
    tables at most and the incident's pairs (ns=, eo=) name its own row: the row left, if it is a result. None
    otherwise — a field of several tables (a pairs event, or a teams event whose other room is not known), pairs not
    recorded, or the other row set aside (no score, an artificial one)."""
    deal = incident.deal
    if deal is None or not (deal.ns or deal.ew) or len(deal.results) > 2:
        return None
    others = [
        r
        for r in deal.results
        if not ((deal.ns and r.ns_pair == deal.ns) or (deal.ew and r.ew_pair == deal.ew))
    ]
    if len(others) != 1 or len(deal.results) - len(others) > 1 or others[0].aside:
        return None
    return others[0]


def _pairs(row: Result) -> str:
    return f"Nord-Sud paire {row.ns_pair} contre Est-Ouest paire {row.ew_pair} : {_figure(row.score_ns)} points pour Nord-Sud"


def imported_reference_text(
    updated: Incident, incidents: list[Incident], gone: Collection[str]
) -> str | None:
    """Ops32: a mark recorded with a ref= that is not the other table's imported result of the board (`imported_other`),
    when no other table's incident has a mark: said, with the imported result, the mark recorded as typed — the import
    may be the one that is wrong (12C1, 86B)."""
    entry = updated.score
    reference = _reference(entry.line) if entry is not None else None
    if reference is None or updated.deal is None or other_results(updated, incidents, gone):
        return None
    row = imported_other(updated)
    if row is None or row.score_ns == reference:
        return None
    return (
        f"À vérifier : ref={_figure(reference)} n'est pas le résultat importé de la donne {updated.deal.board} à l'autre "
        f"table ({_pairs(row)}). Si c'est l'autre salle de ce match, les IMP se comptent contre lui (12C1, 86B) : "
        f"retapez la marque avec ref={_figure(row.score_ns)} ; la marque est enregistrée telle que vous l'avez tapée."
    )


PAIRS_FORMS = ("pairs", "individual")  # rules.scores.adjusted.ScoringForm scored in matchpoints


def pairs_event(incident: Incident, incidents: list[Incident]) -> bool:
    """Ops29: an incident of the board (this one, or one at another table) answered that the event is scored in
    matchpoints (« Quelle est la forme de l'épreuve ? » → par paires, individuel): no other room to count IMPs against."""
    board = [incident, *other_table_incidents(incident, incidents)]
    return any(i.answers_dict().get("event_form") in PAIRS_FORMS for i in board)


def several_tables_text(updated: Incident, incidents: list[Incident], gone: Collection[str]) -> str | None:
    """Ops27's leftover: a mark recorded with ref= on a board whose standing marks name two or more other tables —
    which one is the other room of this match, Arbitre does not know, so nothing is refused nor flagged « à refaire »;
    a ref= that is none of their results is said, with them, for the director to check (12C1, 86B)."""
    entry = updated.score
    reference = _reference(entry.line) if entry is not None else None
    others = other_results(updated, incidents, gone) if reference is not None else []
    if len(others) < 2 or updated.deal is None or any(o.points == reference for o in others):
        return None
    shown = " ; ".join(
        f"table {o.table} : {_figure(o.points) + ' points' if o.points is not None else 'pas un résultat'} "
        f"(incident #{o.incident.id})"
        for o in sorted(others, key=lambda o: (len(o.table), o.table))
    )
    return (
        f"À vérifier : la donne {updated.deal.board} a des marques enregistrées à plusieurs autres tables ({shown}) ; "
        f"ref={_figure(reference or 0)} n'est le résultat d'aucune. Arbitre ne sait pas laquelle est l'autre salle de "
        "ce match : si c'est l'une d'elles, retapez la marque avec son résultat (les IMP se comptent contre lui, 12C1, "
        "86B) ; la marque est enregistrée telle que vous l'avez tapée."
    )
