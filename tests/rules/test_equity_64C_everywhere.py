"""Review N4 (2026-11-29 recheck, round 3): 64C1 applies « after any established revoke, including those
not subject to trick adjustment » (2017 text). Each established revoke that transfers nothing once the
play is over offers the 64C question, and « oui » assigns the adjusted score of 64C1 (12C1b): the unplayed
penalty card (64B3, from both topics, at the end of play, after the round, at a claim), the deemed revoke
of a defective trick found late (64B4, 64B5), and dummy's revoke next to declarer's corrected at trick 12."""

from __future__ import annotations

import pytest

import rules
from rules.model import AdjustedKind

CASES = [
    (
        "renonce",
        {"situation": "penalty_card_not_played", "when": "after_play"},
        "64B3_carte_penalisee_fin_du_jeu",
    ),
    ("renonce", {"situation": "penalty_card_not_played", "when": "claim"}, "64B3_carte_penalisee_fin_du_jeu"),
    (
        "renonce",
        {"situation": "penalty_card_not_played", "when": "after_round"},
        "64B3_carte_penalisee_fin_du_jeu",
    ),
    (
        "cartes_penalisees",
        {"owner": "defender", "situation": "not_played", "when": "after_play"},
        "64B3_carte_penalisee_fin_du_jeu",
    ),
    (
        "renonce",
        {"situation": "defective_trick", "defect_side_won": "yes", "discovered": "after_next_call"},
        "renonce_reputee_64B4",
    ),
    (
        "renonce",
        {"situation": "defective_trick", "defect_side_won": "yes", "discovered": "after_round"},
        "renonce_reputee_64B5",
    ),
    (
        "renonce",
        {
            "situation": "two_revokes",
            "offender": "dummy",
            "trick_twelve": "before_12",
            "second_revoke": "partner",
            "other_transfer_tricks": "twelfth",
            "hands_returned": "no",
        },
        "64A_et_64B3_mort.douzieme_levee.correction",
    ),
]


def walk(topic: str, answers: dict[str, str]) -> tuple[dict[str, str], rules.Step]:
    given = dict(answers)
    for _ in range(25):
        step = rules.next_step(topic, given)
        if step.ruling is not None:
            return given, step
        assert step.question is not None
        given[step.question.id] = step.question.values()[0]
    raise AssertionError(topic)


@pytest.mark.parametrize(("topic", "answers", "ruling"), CASES, ids=[c[2] + "-" + c[0] for c in CASES])
def test_64C1_is_offered_after_every_established_revoke_without_transfer(
    topic: str, answers: dict[str, str], ruling: str
) -> None:
    given, step = walk(topic, answers)
    assert step.ruling is not None and ruling in step.ruling.id
    assert "64C1" in step.ruling.laws and step.ruling.equity_may_apply
    assert step.optional is not None and step.optional.id == "equity_64C"
    damaged = rules.next_step(topic, {**given, "equity_64C": "yes"}).ruling
    assert damaged is not None and damaged.adjusted_score is not None
    assert damaged.adjusted_score.kind is AdjustedKind.ASSIGNED and not damaged.adjusted_score.foreseen
    assert {"64C1", "12C1b"} <= set(damaged.laws)
