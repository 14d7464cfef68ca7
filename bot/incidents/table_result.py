"""One result per table on the scorer's sheet (tester4 F1, F6, F8, F20).

Pure reading of stored incidents, shared by the scorer's sheet, `incidents show` and the
terminal's list of unfinished incidents:

- `mark_missing`: a ruling that changes the table's score but has no mark yet (a revoke whose
  transfer is known and whose corrected result is not computed or not recorded, a claim's tricks
  without their contract's score, an appeal that changed the ruling);
- `superseded`: a mark that no longer stands because a follow-up changed the ruling it was recorded
  under (an appeal « décision modifiée », 93; the director's error, 82), with the incident whose mark
  replaces it when there is one;
- `overturned_by`, `refuses_mark`, `takes_mark`: whether a ruling takes a mark of the board at all.
Which recorded mark of a table stands, among several (a claim's before a revoke's transfer, two live marks
for one table), is bot.incidents.table_marks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.incidents import transition
from bot.incidents.handover import second_declared
from bot.incidents.incident import Incident, State
from bot.incidents.linked import rules_director_error
from rules.errors import RulesError
from rules.model import AdjustedKind, Ruling
from rules.scores.adjusted import contract_tricks
from rules.scores.line import table_result
from rules.scores.line_syntax import parse_line

SAME_SESSION = 12 * 3600  # two incidents on one board and table within this are the same deal played


def ruling_of(incident: Incident) -> Ruling | None:
    step, _ = transition.safe_step(incident)
    return step.ruling if step is not None else None


def contract_of(line: str) -> tuple[str, tuple[str | None, int, int]] | None:
    """The single contract of a mark line and what it says (side typed, level, declarer's tricks);
    None for a weighted line, a score in points or an unreadable one."""
    try:
        request = parse_line(line)
    except RulesError:
        return None
    if not table_result(request):
        return None
    outcome = request.outcomes.rpartition(":")[0].strip()
    found = contract_tricks(outcome)
    return (outcome, found) if found is not None else None


def changes_ruling(follow_up: Incident) -> str | None:
    """Why `follow_up` changes the ruling of the incident it follows, in French; None when it does not.
    The rule says so (`Ruling.overturns`: an appeal « décision modifiée », 93; the director's error
    corrected in time, 82B-C); this adds which incident did it."""
    if follow_up.follows is None or follow_up.ruling_id is None:
        return None
    ruling = ruling_of(follow_up)
    if ruling is None or ruling.overturns is None:
        return None
    return f"{ruling.overturns} (incident #{follow_up.id})"


def transfers(ruling: Ruling | None) -> bool:
    return ruling is not None and bool(ruling.tricks_transferred)


def mark_missing(incident: Incident) -> str | None:
    """What the ruled incident's mark still needs, in French; None when nothing (or not ruled)."""
    if incident.state is not State.RULED or incident.score is not None or incident.set_aside is not None:
        return None
    ruling = ruling_of(incident)
    if ruling is None:
        return None
    if ruling.score is not None:
        return "résultat corrigé à enregistrer"
    if transfers(ruling) and ruling.corrected is False:
        count = ruling.tricks_transferred
        return (
            f"résultat corrigé à calculer ({count} levée{'s' if count != 1 else ''} transférée"
            f"{'s' if count != 1 else ''}, 64A) et sa marque à enregistrer"
        )
    if ruling.tricks_awarded is not None:
        return (
            f"marque à enregistrer ({ruling.tricks_awarded} levées au camp du revendiquant : le contrat et son "
            "résultat)"
        )
    if changes_ruling(incident) is not None and not rules_director_error(incident):
        # an appeal « décision modifiée »: the new result is recorded here (82B-C mark it their own way)
        return f"nouvelle marque à enregistrer, elle remplace celle de l'incident #{incident.follows}"
    adjusted = ruling.adjusted_score
    # Tester5 M5: the adjusted score the ruling awards (12C, 21B3, 82C…), its form chosen or not; not one
    # the Law says may follow (64C, 12A1: the director judges at the end of the hand).
    if adjusted is not None and adjusted.awarded:
        return f"marque ajustée à enregistrer ({', '.join(adjusted.laws)})"
    return None


def mark_withdrawn(incident: Incident) -> bool:
    """Tester13 Z18: the recorded mark was set aside and the ruling now standing calls for none (« aucun
    dommage », 12B1): the table's result stands and nothing is to be recorded again."""
    if incident.set_aside is None or incident.state is not State.RULED:
        return False
    return mark_missing(replace(incident, scores=())) is None


@dataclass(frozen=True)
class Superseded:
    """A mark that no longer stands: why, and the incident whose mark replaces it (None: to redo)."""

    reason: str
    by: str | None
    follow_up: str = ""  # the incident that changed the ruling


def _scored_after(incidents: dict[str, Incident], follow_up: Incident) -> Incident | None:
    """The mark recorded after the follow-up: its own, or that of an incident opened from it (`+`,
    the right rectification of 82B as a new incident)."""
    if follow_up.score is not None:
        return follow_up
    children = [
        i
        for i in incidents.values()
        if (i.second_of == follow_up.id or i.follows == follow_up.id)
        and i.score is not None
        and i.state is not State.ABANDONED
    ]
    return max(children, key=lambda i: i.score.at if i.score else 0.0) if children else None


def superseded(incidents: list[Incident]) -> dict[str, Superseded]:
    """Each incident whose recorded mark a later follow-up overturned, by id."""
    by_id = {i.id: i for i in incidents}
    found: dict[str, Superseded] = {}
    for follow_up in incidents:
        if follow_up.state is State.ABANDONED or follow_up.follows not in by_id:
            continue
        reason = changes_ruling(follow_up)
        first = by_id[follow_up.follows] if follow_up.follows else None
        if reason is None or first is None or first.score is None:
            continue
        if follow_up.created_at < first.score.at:
            continue  # the mark was recorded after the follow-up: it is the new one
        replacing = _scored_after(by_id, follow_up)
        found[first.id] = Superseded(reason, replacing.id if replacing is not None else None, follow_up.id)
    found.update(ruled_together(incidents))
    found.update(adjusted_over_played(incidents))
    # Tester5 M11: two follow-ups that each replace the same mark (an appeal, then the director's error):
    # the later replacing mark stands, the earlier one no longer does; one live mark per table.
    replacing_marks: dict[str, list[Incident]] = {}
    for follow_up in incidents:
        first_id = follow_up.follows
        if (
            first_id in by_id
            and follow_up.score is not None
            and follow_up.state is not State.ABANDONED
            and changes_ruling(follow_up) is not None
        ):
            replacing_marks.setdefault(first_id, []).append(follow_up)
    for marks in replacing_marks.values():
        marks.sort(key=lambda i: i.score.at if i.score is not None else 0.0)
        latest = marks[-1]
        for earlier in marks[:-1]:
            found[earlier.id] = Superseded(
                f"remplacée par la marque de l'incident #{latest.id}", latest.id, latest.id
            )
    return found


def rules_first(second: Incident, first: Incident) -> bool:
    """Tester9 T17, T23: `second`, opened with `+` on `first`, rules both irregularities together
    (`HandOver.rules_both`: two revokes, 64B), and is ruled."""
    if second.second_of != first.id or first.topic is None or second.topic is None:
        return False
    given = second.answers_dict()
    return (
        second.state is not State.ABANDONED
        and any(
            h.rules_both and all(given.get(q) == v for q, v in h.target_answers.items())
            for h in second_declared(first.answers, first.topic, second.topic)
        )
        and ruling_of(second) is not None
    )


def ruled_together(incidents: list[Incident]) -> dict[str, Superseded]:
    """The first incident's mark, once a second incident ruling both irregularities is ruled: the
    table's result is the second's (two revokes: +450 for the first alone stood beside +480, T17;
    64B7 « no transfer » left the first's +450 the only result, T23)."""
    by_id = {i.id: i for i in incidents}
    found: dict[str, Superseded] = {}
    for second in incidents:
        first = by_id.get(second.second_of or "")
        if first is None or first.score is None or first.state is State.ABANDONED:
            continue
        if rules_first(second, first):
            reason = f"réglée avec l'autre renonce sous « Deux renonces » (64B), incident #{second.id}"
            found[first.id] = Superseded(reason, second.id if second.score is not None else None, second.id)
    return found


def ruled_with(incidents: list[Incident]) -> dict[str, str]:
    """Tester12 Y2: each first incident whose irregularity a second one rules with it (two revokes, 64B),
    by id → the second's id: its own « transfert de N levées » no longer stands, in the log as on screen."""
    by_id = {i.id: i for i in incidents}
    return {
        first.id: second.id
        for second in incidents
        if (first := by_id.get(second.second_of or "")) is not None and rules_first(second, first)
    }


def _adjusts(incident: Incident) -> bool:
    """The ruling awards an adjusted score (12C1b, 12C1c, 12C2): it replaces the table's result."""
    ruling = ruling_of(incident)
    return ruling is not None and ruling.adjusted_score is not None and ruling.adjusted_score.awarded


def adjusted_over_played(incidents: list[Incident]) -> dict[str, Superseded]:
    """Tester9 T14: two irregularities of one board linked with `+`, one ruled with an adjusted score,
    the other with a result played at the table (a revoke's corrected result, a claim's tricks): the
    adjusted score replaces the score obtained in play (12C1a; 12C2a when artificial), so the other mark gives way. Two
    adjusted scores, or two played results, stay for the director to reconcile (`same_table`)."""
    by_id = {i.id: i for i in incidents}
    found: dict[str, Superseded] = {}
    for second in incidents:
        first = by_id.get(second.second_of or "")
        if first is None or first.score is None or second.score is None:
            continue
        if State.ABANDONED in (first.state, second.state) or _adjusts(first) == _adjusts(second):
            continue
        adjusted, played = (first, second) if _adjusts(first) else (second, first)
        ruling = ruling_of(adjusted)
        artificial = (
            ruling is not None and getattr(ruling.adjusted_score, "kind", None) is AdjustedKind.ARTIFICIAL
        )
        reason = (  # 12C1a: an assigned score replaces the score obtained in play; 12C2a: no result stands
            f"la marque ajustée de l'incident #{adjusted.id} remplace le résultat obtenu à la table "
            f"({'12C2a' if artificial else '12C1a'}) ; jugez si elle doit tenir compte de cette irrégularité-ci"
        )
        found[played.id] = Superseded(reason, adjusted.id, adjusted.id)
    return found


def overturned_by(incident: Incident, incidents: list[Incident]) -> str | None:
    """Tester8 T16 (HIGH): why no new mark goes on an incident whose ruling a follow-up changed (an
    appeal « décision modifiée », 93B3; the director's error, 82), in French; None otherwise. The
    table's mark is the follow-up's: a mark recorded here after it gave the table two results."""
    for second in incidents:
        if rules_first(second, incident):
            return (
                f"La renonce de l'incident #{incident.id} se règle avec celle de l'incident #{second.id} (« Deux "
                f"renonces », 64B) : la marque de la table se note sur l'incident #{second.id} (v {second.id}). "
                "Rien n'a été enregistré."
            )
    for follow_up in incidents:
        if follow_up.follows != incident.id or follow_up.state is State.ABANDONED:
            continue
        if changes_ruling(follow_up) is not None and (ruling := ruling_of(follow_up)) is not None:
            return (
                f"La décision de l'incident #{incident.id} a été changée par l'incident #{follow_up.id} "
                f"({ruling.overturns}) : la marque de la table se note sur l'incident #{follow_up.id} "
                f"(v {follow_up.id}). Rien n'a été enregistré."
            )
    return None


def takes_mark(incident: Incident) -> bool:
    """The ruling changes or fixes the table's result: a corrected result, a transfer, a claim's tricks, an
    adjusted score, a follow-up that changed a ruling. A revoke whose transfer is nil takes none."""
    ruling = ruling_of(incident)
    if ruling is None:
        return False
    return (
        ruling.score is not None
        or bool(ruling.tricks_transferred)
        or pending_transfer(ruling)
        or ruling.tricks_awarded is not None
        or _adjusts(incident)
        or changes_ruling(incident) is not None
    )


def refuses_mark(incident: Incident) -> str | None:
    """Why this ruling takes no mark of the board, in French (tester5 M11): a procedural penalty (90) or a
    disciplinary one (91) is on its own line of the scorer's sheet, apart from the board's score."""
    ruling = ruling_of(incident)
    if ruling is None or ruling.adjusted_score is not None or ruling.score is not None:
        return None
    if ruling.procedural_penalty is not None or any(law.startswith(("90", "91")) for law in ruling.laws[:1]):
        return (
            f"La décision de l'incident #{incident.id} est une pénalité (Loi {ruling.laws[0]}) : elle ne change "
            "pas la marque de la donne et figure à part sur la feuille du marqueur. Rien n'a été enregistré ; "
            "la marque de la donne s'enregistre avec la décision qui l'ajuste."
        )
    return None


def replaces(incidents: list[Incident]) -> dict[str, str]:
    """The incident whose mark each replacing mark replaces: replacing id → replaced id. Where a mark
    replaces several (the ruling, then the director's 82C correction, then an appeal), it is the one in
    force when it was recorded: the latest recorded before it (tester22 P11: the appeal's « avant » was
    the ruling's mark, which the correction had already replaced)."""
    by_id = {i.id: i for i in incidents}
    replaced_by: dict[str, list[str]] = {}
    for first, gone in superseded(incidents).items():
        if gone.by is not None:
            replaced_by.setdefault(gone.by, []).append(first)

    def recorded(incident_id: str) -> float:
        score = by_id[incident_id].score if incident_id in by_id else None
        return score.at if score is not None else 0.0

    found: dict[str, str] = {}
    for replacing, firsts in replaced_by.items():
        before = [f for f in firsts if recorded(f) <= recorded(replacing)] or firsts
        found[replacing] = max(before, key=recorded)
    return found


def pending_transfer(ruling: Ruling | None) -> bool:
    """A revoke ruled established whose transfer is counted at the end of the hand (64A), not yet."""
    return ruling is not None and ruling.corrected is False and ruling.tricks_transferred is None
