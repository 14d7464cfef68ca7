"""Marque ajustée — Loi 12 : quand ajuster, marque de remplacement, pondérée ou artificielle.

The director's questions in his order: why an adjustment is considered (no result at all,
damage, a wrong rectification), whether the non-offending side was damaged, whether the
probable result(s) can be named, and whether part of the damage is self-inflicted. For an
artificial score: the form of scoring, then the responsibility of each side, then, in
matchpoints, the session exception of 12C2c. The numbers come from `rules.scores.adjusted` and
the regulation; the weighted score needs figures, so it is computed by `arbitre marque`.
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, HandOver, Topic
from rules.topics.scores_procedure.adjusted_score.law12A3_12B2 import (
    rectification_stands_12B2,
    wrong_rectification_12A3,
)
from rules.topics.scores_procedure.adjusted_score.law12C1 import damage_12C1
from rules.topics.scores_procedure.adjusted_score.law12C2 import artificial_12C2
from rules.topics.scores_procedure.adjusted_score.questions import QUESTIONS, TEAMS_CLEAR, TEAMS_SEVERAL


def decide(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "no_result":
        return artificial_12C2(facts)
    if situation == "damage":
        return damage_12C1(facts)
    if situation == "wrong_rectification":
        return wrong_rectification_12A3()
    return rectification_stands_12B2()


ORDER = 70

TOPIC = Topic(
    id="marque_ajustee",
    title="Marque ajustée",
    summary="Marque de remplacement, pondérée ou artificielle (moyenne plus / moins), dommage auto-infligé (Loi 12).",
    laws=("12",),
    questions=QUESTIONS,
    procedure=decide,
    handovers=(
        HandOver(
            "Match par équipes, l'autre table a un résultat nettement favorable à un camp (86B1)",
            {"situation": "no_result", "scoring_form": TEAMS_CLEAR},
            "donne_faussee",
            {"case": "team_adjust", "other_table": "single_clear"},
        ),
        *(
            HandOver(
                f"Match par équipes, plusieurs résultats non comparables, faute : {fault} (86B2)",
                {"situation": "no_result", "scoring_form": TEAMS_SEVERAL, "fault": fault},
                "donne_faussee",
                {"case": "team_adjust", "other_table": "multiple", "fault": fault},
            )
            for fault in ("none", "one", "both")
        ),
    ),
    phases=("apres",),
)
