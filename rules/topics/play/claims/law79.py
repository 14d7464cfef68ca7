"""A disagreement on the tricks (79B), and a score error found after the correction period (79C2)."""

from __future__ import annotations

from rules.model import ChooserRole, Ruling
from rules.topic import Facts
from rules.topics.play import tricks as levees
from rules.topics.play.claims.law69_71 import agreement_withdrawn_69B, concession_cancelled_71
from rules.topics.play.claims.law70 import OBJECTED_69A, contested_claim_70


def tricks_disagreement_79B(facts: Facts) -> Ruling:
    kind = facts.ask("dispute_kind")
    if kind == "agreed_claim":
        # J1's second route (review R3): the 69A objection-in-time test, as on the « agreed » route.
        if facts.is_("objected_in_time", "yes"):
            return contested_claim_70(facts, OBJECTED_69A)
        return agreement_withdrawn_69B(facts)
    if kind == "concession":
        return concession_cancelled_71(facts)
    if kind == "in_round":
        return levees.director_rules_79B2(facts)
    if kind == "after_round":
        return levees.after_round_in_period(facts)
    if facts.is_("beyond_doubt", "yes"):
        return Ruling(
            id="claim.score.late_corrected",
            title="Erreur de marque après le délai de correction : corrigée avec l'accord de l'organisateur",
            laws=("79C", "79C2"),
            now=(
                "Le délai de correction est passé (79C), mais vous êtes convaincu au-delà du doute raisonnable "
                "que la marque inscrite est fausse : elle peut être corrigée, avec l'accord de l'organisateur "
                "(79C2).",
            ),
            chooser_role=ChooserRole.NONE,
            script=("Avec l'accord de l'organisateur, la marque est corrigée.",),
        )
    return Ruling(
        id="claim.score.late_stands",
        title="Erreur de marque alléguée après le délai de correction : la marque reste",
        laws=("79C", "79C2"),
        now=(
            "Le délai de correction est passé et vous n'êtes pas convaincu au-delà du doute raisonnable que "
            "la marque inscrite est fausse : elle reste (79C, 79C2).",
        ),
        chooser_role=ChooserRole.NONE,
        script=("Le délai de correction est passé : la marque inscrite reste.",),
    )
