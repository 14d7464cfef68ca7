"""An adjusted mark checked against its ruling: an artificial mark (12C2) against the responsibilities
it decided, or a claim ruling that gives the board a result (tester6 T22); a weighted mark (12C1c)
against a ruling that kept one result (12C1b, tester8 T7); and a mark scored in the form the incident
answered (a knockout's 12C4, tester8 T22).

The sheet's quick choices name the responsibilities (« 60/40 »: Nord-Sud not at fault); a line that
gives them the other way round would put the moyenne plus on the offenders' line of the scorer's
sheet (tester6 T17). Checked when the director records the mark, before anything is stored.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.incidents.incident import Action, Actor, Incident, Refused
from bot.incidents.table_result import ruling_of, takes_mark
from rules.model import AdjustedKind
from rules.scores.adjusted import Responsibility, ScoringForm
from rules.scores.line_syntax import (
    WorksheetError,
    artificial_disagreement,
    artificial_token,
    artificial_unit_disagreement,
    parse_line,
    rules_a_result,
)


def _artificial(line: str) -> bool:
    try:
        return parse_line(line).artificial is not None
    except WorksheetError:
        return False  # the worksheet says why when it computes the line


# The director chose one result (12C1b): the judgement's follow-up « Un seul résultat », or Law 12C1's
# topic ruling it (its regulation may forbid weighting). Elsewhere 12C1b is the general method, and
# 12C1c lets any such score be weighted.
_ONE_RESULT = {"marque_ajustee.remplacement", "marque_ajustee.ponderation_non_admise"}


def _one_result(incident: Incident, ruling_id: str) -> bool:
    return dict(incident.answers).get("adjustment_kind") == "assigned" or ruling_id in _ONE_RESULT


def _weighted(line: str) -> bool:
    """A line of several results, each with its weight (12C1c)."""
    try:
        outcomes = parse_line(line).outcomes
    except WorksheetError:
        return False
    return len([item for item in outcomes.split(",") if item.strip()]) > 1


def _offender_unnamed(incident: Incident, followed: Incident | None) -> bool:
    """Tester22 P10: the score adjusts for the damage an offending side caused (12C1: assigned, weighted or
    split), and nothing recorded says which side offended — the incident's own ruling, else the one its
    follow-up (an appeal) changes. A director's error (82C) treats both sides as non-offending."""
    ruling = ruling_of(incident)
    if (ruling is None or ruling.adjusted_score is None) and followed is not None:
        ruling = ruling_of(followed)
    if ruling is None or (score := ruling.adjusted_score) is None:
        return False
    return (
        score.kind is not AdjustedKind.ARTIFICIAL
        and not score.responsibilities
        and "82C" not in (*score.laws, *ruling.laws)
    )


def unsided_text(incident: Incident, followed: Incident | None) -> str | None:
    """Tester22 P10: an artificial mark recorded without fautif= where the ruling adjusts for an offending side
    it does not name: the sheet's labels (« totalement non fautif »…) come from the figures alone, and the
    director is asked to check them (the offenders of a UI ruling were labelled « totalement non fautif »).
    None when the line names the offending side, or the ruling records the responsibilities."""
    line = incident.score.line if incident.score is not None else ""
    try:
        request = parse_line(line)
    except WorksheetError:
        return None
    if request.artificial is None or request.offender is not None:
        return None
    ns, ew, in_imps = request.artificial
    if Responsibility.NOT_AT_FAULT not in (ns, ew) or not _offender_unnamed(incident, followed):
        return None
    sides = (("Nord-Sud", "ns", ns), ("Est-Ouest", "eo", ew))
    labels = ", ".join(f"{name} {side.label} ({side.average_name})" for name, _, side in sides)
    at_fault, clear = Responsibility.DIRECTLY_AT_FAULT, Responsibility.NOT_AT_FAULT
    retyped = {
        "ns": artificial_token(at_fault, clear, in_imps),
        "eo": artificial_token(clear, at_fault, in_imps),
    }
    other = " ; ".join(
        f"« {retyped[key]} fautif={key} » si c'est {name}" for name, key, side in sides if side is clear
    )
    return (
        "À vérifier : la décision ajuste la marque pour le camp non fautif (12C1) sans noter quel camp est fautif ; "
        f"« {line.strip()} » le dit par ses chiffres (12C2a) : {labels}. Le camp fautif ne reçoit pas la moyenne "
        f"plus : retapez la marque avec lui, {other} (avec fautif=, la feuille refuse la moyenne plus au camp "
        "fautif)."
    )


# The laws of a board that may not be played or scored (6, 12C2, 13, 15, 86, 87): an artificial mark may follow them.
_NO_RESULT = re.compile(r"(?:6[A-F]|12C2|13|15|86|87)")


def unadjusted_reason(incident: Incident) -> str | None:
    """Tester24 (P15's minor), ops29: why an artificial mark (12C2a: a board that cannot be scored) does not fit a
    ruling that awards no adjusted score — none at all, or one the Law only foresees at the end of play if the
    non-offending side was damaged (a penalty card's 50E4), taken from the probable result (12C1), in French. Said
    when such a mark is recorded (`unadjusted_text`) and in the sheet's offer instead of the artificial marks
    (ops32: a question never offers what its ruling does not take). None when the ruling awards one, or calls for a
    result of its own, or may leave the board without one."""
    if incident.follows is not None:
        return None
    ruling = ruling_of(incident)
    if ruling is None or rules_a_result(ruling) or takes_mark(incident):
        return None  # a result, a transfer, an adjusted score awarded, a follow-up that changed a ruling
    adjusted = ruling.adjusted_score  # none, or only foreseen (64C, 50E4: the director judges at the end)
    laws = (*ruling.laws, *(adjusted.laws if adjusted is not None else ()))
    if (adjusted is not None and adjusted.kind is AdjustedKind.ARTIFICIAL) or any(
        map(_NO_RESULT.match, laws)
    ):
        return None  # a board that may have no result (a redeal, a card count, a wrong or fouled board, 12C2)
    # reviewer24 #5: where an adjustment is foreseen, 12C1d allows an artificial one on a played board
    artificial = (
        f"La Loi en prévoit une si vous jugez le camp non fautif lésé ({', '.join(adjusted.laws)}) : elle part du "
        "résultat probable, un seul ou plusieurs pondérés (12C1b, 12C1c ; par ex. « m S 4♠=:60,S 4♠-1:40 ») ; une "
        "marque artificielle n'y sert que si les résultats possibles sont trop nombreux ou pas clairs (12C1d), ou si "
        "la donne ne peut pas être marquée (12C2a)."
        if adjusted is not None
        else "Une marque artificielle (12C2a) ne sert que pour une donne qui ne peut pas être marquée."
    )
    return (
        f"la décision de l'incident #{incident.id} n'attribue pas de marque ajustée ; la donne se marque au résultat "
        f"obtenu à la table. {artificial}"
    )


def unadjusted_text(incident: Incident) -> str | None:
    """An artificial mark recorded under a ruling that awards no adjusted score (`unadjusted_reason`): accepted as
    typed, the director's (10A), and said; None otherwise."""
    score = incident.score
    if score is None or not _artificial(score.line) or (reason := unadjusted_reason(incident)) is None:
        return None
    return (
        f"À vérifier : {reason} « {score.line} » est enregistrée telle que vous l'avez tapée ; si la donne a été "
        "jouée et qu'aucune marque ajustée n'est due, enregistrez plutôt son résultat (m …)."
    )


def played_text(incident: Incident) -> str | None:
    """Tester23 P8: an artificial mark (12C2: the board has no result at this table) for a pair the imported
    session shows with a result on this board: said, before the scorer counts that pair twice on the board
    (a wrong table, pair or board typed, or a board that was played). None otherwise."""
    deal, score = incident.deal, incident.score
    if deal is None or score is None or not (deal.ns or deal.ew):
        return None
    try:
        if parse_line(score.line).artificial is None:
            return None
    except WorksheetError:
        return None
    rows = [
        row
        for row in deal.results
        if not row.aside and ((deal.ns and row.ns_pair == deal.ns) or (deal.ew and row.ew_pair == deal.ew))
    ]
    if not rows:
        return None
    named = " et ".join(
        f"{side} paire {pair}" for side, pair in (("Nord-Sud", deal.ns), ("Est-Ouest", deal.ew)) if pair
    )
    found = " ; ".join(
        f"Nord-Sud {row.ns_pair} contre Est-Ouest {row.ew_pair} : {row.score_ns:+d} pour Nord-Sud"
        for row in rows
    )
    return (
        f"À vérifier : la séance importée a un résultat sur la donne {deal.board} pour {named} ({found}). Une "
        "marque artificielle (12C2) est celle d'une donne sans résultat : si la donne a été jouée, c'est ce "
        f"résultat qui compte ; sinon vérifiez la table, les paires ou la donne (d {deal.board} ns=… eo=…), ou la "
        "paire sera marquée deux fois sur cette donne."
    )


def checked(incident: Incident, actor: Actor, action: Action) -> Action:
    """The score action unchanged, or Refused (French) when its artificial mark contradicts the
    responsibilities the incident's ruling decided. A player's line is refused later, for who sent it."""
    if not actor.is_director:
        return action
    ruling = ruling_of(incident)
    line = str(action.payload.get("line", ""))
    if ruling is not None and rules_a_result(ruling) and _artificial(line):
        raise Refused(
            "La décision attribue des levées (69-71) : la donne a un résultat, qui se marque avec le contrat "
            "et ces levées (par ex. « 4♠-1 »). Une marque artificielle (12C2) ne sert que pour une donne "
            "qui ne peut pas être marquée."
        )
    if ruling is not None and _one_result(incident, ruling.id) and _weighted(line):
        raise Refused(  # tester8 T7: the sheet said 12C1c, the ruling and the appeal file 12C1b
            "La décision retient un seul résultat, le plus probable (12C1b) ; cette ligne en pondère plusieurs "
            "(12C1c). Tapez un seul résultat (par ex. « m 4♠= »), ou changez la réponse (r) pour une marque "
            "pondérée. Rien n'est enregistré."
        )
    form = incident.answers_dict().get("event_form")
    if (
        form is not None
        and (unit := artificial_unit_disagreement(line, ScoringForm(form).in_imps)) is not None
    ):
        raise Refused(unit)  # tester21 P8: « +3/+3 » on a pairs ruling's 60/60
    if ruling is None or ruling.adjusted_score is None:
        return action
    why = artificial_disagreement(line, ruling.adjusted_score.responsibilities)
    if why is not None:
        raise Refused(why)
    return action


def with_event_form(incident: Incident, action: Action) -> Action:
    """Tester8 T22: the incident answered « Match à élimination directe (KO) » and its ruling says each
    team gets the average of non-balancing scores (12C4), but a line without « forme=ko » was scored as
    plain IMPs (+10 / 0 instead of +5 / -5). The answered form is written into the line, so the stored
    mark, the sheet and a replay all compute it the same way; a form typed in the line stands."""
    if incident.answers_dict().get("event_form") != "knockout":
        return action
    line = str(action.payload.get("line", "")).strip()
    if not line or any(word.lower().startswith("forme=") for word in line.split()):
        return action
    return replace(action, payload={**action.payload, "line": f"forme=ko {line}"})
