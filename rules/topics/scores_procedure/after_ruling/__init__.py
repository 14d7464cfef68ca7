"""Après la décision — pénalité de procédure (90), sanction disciplinaire (91), erreur de l'arbitre
(82C), appel (92, 93).

What follows a ruling in a real session. Each is short: the Laws give the frame and leave the
figures to the regulation (90) or the decision to the director (91) and to the appeal body (93).
A procedural penalty is recorded apart from any adjusted score (90A: it comes « in addition »),
so the export can list it on its own line; a disciplinary penalty is recorded only.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, Topic
from rules.topics.scores_procedure.after_ruling.law81_82 import director_error
from rules.topics.scores_procedure.after_ruling.law90_91 import (
    disciplinary_penalty_91,
    procedural_penalty_90,
    unplayed_board_12C2a,
)
from rules.topics.scores_procedure.after_ruling.law92_93 import (
    appeal_heard_93,
    appeal_not_a_contestant_92A,
    appeal_out_of_time_92B,
    appeal_without_concurrence_92D,
)
from rules.topics.scores_procedure.after_ruling.questions import QUESTIONS


def decide(facts: Facts) -> Ruling:
    case = facts.ask("case")
    if case == "procedural":
        law = facts.ask("offence")
        history = facts.ask("history")
        side = facts.ask("penalised_side")
        warning = history == "none" and facts.regulation.procedural_warning_first
        form = None if warning else facts.ask("event_form")
        ruling = procedural_penalty_90(law, history, facts.regulation, side, form)
        # F5: slow play that left a board unplayed, offered after the ruling: its 12C2a score.
        if law == "90B2" and facts.offer("unplayed") == "yes":
            return unplayed_board_12C2a(ruling, side, facts.regulation)
        return ruling
    if case == "disciplinary":
        return disciplinary_penalty_91(facts.ask("discipline"))
    if case == "director_error":
        return director_error(facts)
    if facts.is_("in_time", "no"):
        return appeal_out_of_time_92B(facts.regulation)
    appellants = facts.ask("appellants")
    if appellants == "not_contestant":
        return appeal_not_a_contestant_92A()
    if appellants in ("pair_one", "team_no_captain"):
        return appeal_without_concurrence_92D(appellants)
    side = facts.ask("appealing_side")
    heard_by = facts.ask("heard_by")
    return appeal_heard_93(
        appellants, heard_by, facts.offer("outcome"), facts.regulation.appeal_details, side
    )


ORDER = 95
TOPIC = Topic(
    id="suites_decision",
    title="Après la décision : pénalité, erreur de l'arbitre, appel",
    summary="Pénalité de procédure (90), sanction disciplinaire (91), erreur de l'arbitre (82C), appel (92, 93).",
    laws=("82", "83", "90", "91", "92", "93"),
    questions=QUESTIONS,
    procedure=decide,
    phases=("apres",),
)
