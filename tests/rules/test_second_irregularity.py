"""Issue 29 §2: what a first irregularity establishes for a second on the same board (`HandOver.second`).

Each declaration is checked to be well formed (its answers are those of its topics, and the fact
lands on a question the second topic asks on some path), and each law outcome it carries was
checked against the 2017 text:
- a defender who already has a penalty card and whose lead out of turn is refused now holds two
  penalty cards: all major (50B), Law 51 governs (51A, 51B) — attaque and cartes_penalisees agree;
- a revoke at an earlier trick is established once the offending side has played to a later trick,
  even irregularly (63A1): when both sides have played to the lead out of turn, whoever revoked.
"""

from __future__ import annotations

import pytest

import rules
from rules.model import PenaltyKind
from rules.topic import HandOver, Topic
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

# Tester7 T3: the claim reads « revoke_linked » (its revoke is already an incident) without asking it.
READ_NOT_ASKED = {"entame": {"already_penalty_card"}, "revendication": {"revoke_linked"}}
SECOND = [(topic, h) for topic in rules.topics() for h in topic.handovers if h.second]


def test_the_second_irregularities_are_declared() -> None:
    assert {(t.id, h.target) for t, h in SECOND} >= {
        ("cartes_penalisees", "attaque"),
        ("cartes_penalisees", "jeu_premature"),
        ("attaque", "renonce"),
        ("attaque", "cartes_penalisees"),
    }


@pytest.mark.parametrize(
    ("topic", "handover"), SECOND, ids=[f"{t.id}->{h.target}:{h.name}" for t, h in SECOND]
)
def test_each_declaration_uses_the_questions_of_its_topics(topic: Topic, handover: HandOver) -> None:
    topic.validate(handover.answers)
    target = rules.get_topic(handover.target)
    target.validate(handover.target_answers)
    # a topic hands over to itself only for a second revoke (issue 38 D3: « Deux renonces ») or a call at the
    # turn of a player who must pass after a call out of rotation (28A)
    assert handover.target != topic.id or handover.target_answers in (
        {"situation": "two_revokes"},
        {"turn": "rho_must_pass"},
    )
    # the fact is one a walk of the second topic asks (not a question no path reaches), or one its
    # procedure reads without asking (issue 38: 54D reads an earlier penalty card, `Facts.answered`)
    asked = {
        q
        for path in paths(target.id, rules.DEFAULT_REGULATION, follow_optional=False)
        for q, _ in path.answers
    }
    assert set(handover.target_answers) <= asked | READ_NOT_ASKED.get(target.id, set())


def test_the_penalty_card_fact_is_one_question_in_the_same_words() -> None:
    """Received facts answer a question by its id: the id must mean the same in every topic."""
    asked = [
        t.questions["already_penalty_card"] for t in rules.topics() if "already_penalty_card" in t.questions
    ]
    assert len(asked) >= 2 and all(q == asked[0] for q in asked)


def test_two_penalty_cards_are_major_by_both_routes() -> None:
    """50B: when a defender has two or more penalty cards, all are major; 51 governs their play."""
    lead = rules.next_step(
        "attaque",
        {
            "situation": "lead_out_of_turn",
            "who_led": "defender_declarer_turn",
            "followed_declarer_turn": "no",
            "declarer_choice": "refuse",
            "already_penalty_card": "yes",
        },
    ).ruling
    card = rules.next_step(
        "cartes_penalisees",
        {"owner": "defender", "situation": "new_card", "how_exposed": "deliberate", "count": "several"},
    ).ruling
    assert lead is not None and card is not None
    assert {c.kind for c in lead.penalty_cards} == {c.kind for c in card.penalty_cards} == {PenaltyKind.MAJOR}
    assert {"50B", "51A"} <= set(lead.laws) & set(card.laws)


def test_the_revoke_is_established_by_the_next_lead_whoever_revoked() -> None:
    """63A1: a play by the offender or his partner to the following trick, legal or not, establishes
    the revoke; with the revoke trick won by the offender's partner, one trick goes over (64A2)."""
    for offender in ("declarer", "defender"):
        ruling = rules.next_step(
            "renonce",
            {"situation": "not_followed", "offender": offender, "when": "played", "revoke_trick": "partner"},
        ).ruling
        assert ruling is not None and "63A1" in ruling.laws and ruling.tricks_transferred == 1
