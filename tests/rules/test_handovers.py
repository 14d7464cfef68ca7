"""Issue 21 §3: every hand-over a topic declares gives the same ruling by both routes.

A hand-over (`Topic.handovers`) says that some answers to one topic and some answers to another
describe the same incident. The rulings may keep their own ids and wording, but what a director
applies must be identical: the laws, who chooses and among what, penalty cards, tricks, whether an
adjusted score may follow, and who holds unauthorised information.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.model import Ruling
from rules.regulations import load
from rules.topic import HandOver, Topic

CASES = [
    (topic, handover, regulation)
    for topic in rules.ALL
    for handover in topic.handovers
    if not handover.second  # a second irregularity is another incident: tests/rules/test_second_irregularity.py
    and not handover.same  # a ruling that only points to the law that rules it: tests/bot/test_handover.py
    for regulation in ("ffb", "wbf")
]


def _ruling(topic: Topic, answers: dict[str, str], regulation: str) -> Ruling:
    step = topic.step(answers, load(regulation))
    assert step.ruling is not None, f"{topic.id}: {answers} stops at {step.question and step.question.id}"
    return step.ruling


def substance(ruling: Ruling) -> dict[str, Any]:
    """What the director applies, without the topic's own id and wording."""
    data = ruling.to_dict()
    return {
        "laws": sorted(set(ruling.laws)),
        **{
            key: data.get(key)
            for key in (
                "chooser",
                "chooser_role",
                "choices",
                "tricks_transferred",
                "penalty_cards",
                "lead_restrictions",
                "equity_may_apply",
                "unauthorised_for",
                "adjusted_score",
                "partner_must_pass",
                "accepted_by",
                "tricks_awarded",
                "corrected",
            )
        },
    }


def test_some_topic_declares_handovers() -> None:
    assert len(CASES) >= 8


@pytest.mark.parametrize(
    ("topic", "handover", "regulation"), CASES, ids=[f"{t.id}:{h.name}:{r}" for t, h, r in CASES]
)
def test_both_routes_give_the_same_ruling(topic: Topic, handover: HandOver, regulation: str) -> None:
    here = _ruling(topic, dict(handover.answers), regulation)
    there = _ruling(rules.get_topic(handover.target), dict(handover.target_answers), regulation)
    assert substance(here) == substance(there), handover.name


def test_the_comparison_can_fail() -> None:
    """A card still retractable and a card too late are different rulings: the check sees it."""
    topic = rules.get_topic("explication_erronee")
    early, late = (
        _ruling(
            topic,
            {
                "situation": "during_play",
                "play_corrector": "explainer",
                "card_played": card,
                "evidence": "no_evidence",
            },
            "ffb",
        )
        for card in ("retractable", "too_late")
    )
    assert substance(early) != substance(late)
