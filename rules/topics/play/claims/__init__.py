"""Revendications et concessions — Lois 68 à 71 (et 79C pour le délai de correction).

The director's order: is it a claim at all (68), was it agreed (69), contested (70) or a
concession to cancel (71); for a contested claim, the procedure of 70B, then the tests that cost
the claimer tricks: an outstanding trump (70C, all three conditions), a line he did not state
(70D, 70E). Doubtful points go against the claimer (70A). The outcome is the number of tricks his
side gets. Online, the claimer types his line and the opponents accept or reject it on screen:
the same laws apply, the typed line being his clarification statement (68C).
"""

from __future__ import annotations

from rules.model import Ruling
from rules.topic import Facts, HandOver, Topic
from rules.topics.play.claims.law68 import (
    defender_concession_objected_68B2,
    not_a_claim_68,
    play_continued_68D2b,
)
from rules.topics.play.claims.law69_71 import agreement_withdrawn_69B, concession_cancelled_71
from rules.topics.play.claims.law70 import NOT_ALL_AGREED_68D2, OBJECTED_69A, contested_claim_70
from rules.topics.play.claims.law79 import tricks_disagreement_79B
from rules.topics.play.claims.questions import QUESTIONS


def claims(facts: Facts) -> Ruling:
    situation = facts.ask("situation")
    if situation == "current_trick_only":
        return not_a_claim_68()
    if situation == "defender_objected":
        return defender_concession_objected_68B2()
    if situation == "continued_by_all":
        return play_continued_68D2b()
    if situation == "continued_not_all":
        return contested_claim_70(facts, NOT_ALL_AGREED_68D2)
    if situation == "agreed":
        if facts.is_("objected_in_time", "yes"):
            return contested_claim_70(facts, OBJECTED_69A)
        return agreement_withdrawn_69B(facts)
    if situation == "cancel_concession":
        return concession_cancelled_71(facts)
    if situation == "tricks_disagreement":
        return tricks_disagreement_79B(facts)
    return contested_claim_70(facts)


# 79B1 sends a disagreement on tricks that comes from a claim or a concession to 69B or 71: the same
# facts entered as « désaccord sur les levées » or directly give the same ruling.
def _periods(issue_id: str, issues: tuple[str, ...]) -> tuple[dict[str, str], ...]:
    late = {"within_correction_period": "no"}
    return (late, *({"within_correction_period": "yes", issue_id: issue} for issue in issues))


# Issue 38 D15: a claim or concession by the offending side establishes a revoke (63A3), one by the other
# side only once agreed (63A4): the revoke found during the claim is asked, « revendication » offered.
REVOKE_DURING = tuple(
    HandOver(
        "Revendication ou concession, puis une renonce découverte pendant sa discussion",
        {"situation": situation},
        "renonce",
        {"when": "claim"},
        second=True,
        ask=True,
        # A claim ruled first, its revoke opened after with `+`: the claim's ruling said « if this revoke
        # is not already an incident of the board, open it »; now it is, and the claim says which.
        first_note="Renonce de cette donne ouverte à part : incident #{second}, lié à celui-ci. Son transfert "
        "éventuel (64A) s'applique aux levées attribuées ici (69, 70) ; ne l'ouvrez pas une seconde fois.",
    )
    for situation in ("contested", "agreed")
)

HANDOVERS = REVOKE_DURING + (
    tuple(
        HandOver(
            f"Désaccord sur les levées venu d'une revendication acceptée : {answers}",
            {
                "situation": "tricks_disagreement",
                "dispute_kind": "agreed_claim",
                "objected_in_time": "no",
                **answers,
            },
            "revendication",
            {"situation": "agreed", "objected_in_time": "no", **answers},
        )
        for answers in _periods("agreement_issue", ("won_in_fact", "likely_won", "no_ground"))
    )
    + tuple(
        HandOver(
            f"Désaccord sur les levées venu d'une concession : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "concession", **answers},
            "revendication",
            {"situation": "cancel_concession", **answers},
        )
        for answers in _periods("concession_issue", ("won_in_fact", "cannot_lose", "could_lose"))
    )
    + tuple(
        HandOver(
            f"Désaccord sur les levées sans revendication, appelé pendant le tour : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "in_round", **answers},
            "levees",
            {"case": "disagreement", "claim_made": "no", **answers},
        )
        for answers in (
            {"facts_clear": "yes"},
            {"facts_clear": "no", "mixed_by": "one_side"},
            {"facts_clear": "no", "mixed_by": "both"},
            {"facts_clear": "no", "mixed_by": "neither"},
        )
    )
    + tuple(
        HandOver(
            f"Marque contestée après la fin du tour : {answers}",
            {"situation": "tricks_disagreement", "dispute_kind": "after_round", **answers},
            "levees",
            {"case": "after_round", "claim_made": "no", **answers},
        )
        for answers in (
            {"within_correction_period": "no"},
            {"within_correction_period": "yes", "convinced": "yes"},
            {"within_correction_period": "yes", "convinced": "no"},
        )
    )
    + tuple(
        HandOver(
            "Désaccord sur les levées venu d'une revendication acceptée, contestée avant la donne suivante (69A)",
            {"situation": "tricks_disagreement", "dispute_kind": "agreed_claim", **contested},
            "revendication",
            {"situation": "agreed", **contested},
        )
        for contested in (
            {
                "objected_in_time": "yes",
                "outstanding_trump": "none",
                "line_needed": "no",
                "tricks_of_remaining": "0",
                "tricks_before": "0",
            },
        )
    )
)


TOPIC = Topic(
    id="revendication",
    title="Revendication ou concession",
    summary="Revendication contestée, accord retiré, concession annulée : les Lois 68 à 71, et les levées attribuées.",
    laws=("68", "69", "70", "71", "79"),
    questions=QUESTIONS,
    procedure=claims,
    legacy=frozenset({"tricks_awarded", "outstanding_trump", "one_side_mixed"}),
    handovers=HANDOVERS,
    phases=("jeu", "apres"),
)
ORDER = 90
