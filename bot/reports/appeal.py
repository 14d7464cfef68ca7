"""Who appeals which ruling (tester19 Q7, Laws 92A, 93): one line, the same in the appeal's dossier, in
`incidents show` and in the export, so that a committee reads the side (and its pair when the board's sheet
gives it) and the ruling appealed without opening the history."""

from __future__ import annotations

import rules
from bot.incidents.incident import Incident
from bot.incidents.render import topic_title
from rules.model import SIDE_NAMES


def appeal_line(incident: Incident, followed: Incident | None) -> str | None:
    """« Appel : Nord-Sud (paire 12) fait appel de la décision de l'incident #3 — Renonce : … », for an
    appeal (« Après la décision », a competitor appeals); None for any other incident."""
    answers = dict(incident.answers)
    if incident.topic != "suites_decision" or answers.get("case") != "appeal":
        return None
    side = answers.get("appealing_side")
    if side in SIDE_NAMES:
        who = SIDE_NAMES[side] + _pair(incident, followed, side)
        said = f"Appel : {who} fait appel"
    else:  # asked after the earlier questions, or an appeal recorded before the question existed
        said = "Appel (camp qui fait appel pas encore enregistré)"
    if incident.follows is None:
        return f"{said} d'une décision."
    return f"{said} de la décision de l'incident #{incident.follows}{_appealed(followed)}."


def _pair(incident: Incident, followed: Incident | None, side: str) -> str:
    for deal in (incident.deal, followed.deal if followed is not None else None):
        if deal is not None:
            number = deal.ns if side == "NS" else deal.ew
            if number:
                return f" (paire {number})"
    return ""


def _appealed(followed: Incident | None) -> str:
    """« — Renonce : Renonce consommée : transfert d'une levée », the ruling appealed as it stands."""
    if followed is None:
        return ""
    try:
        step = followed.step()
    except rules.RulesError:
        step = None
    ruling = step.ruling.title if step is not None and step.ruling is not None else "pas de décision"
    return f" — {topic_title(followed.topic)} : {ruling}"
