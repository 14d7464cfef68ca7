"""Issue 11 1k: « plus de … ? » between defenders. The 2017 text allows the question (61B3) and does
not count it among the ways a revoke is established (63A); the default regulations follow it."""

from __future__ import annotations

from dataclasses import replace

import rules
from rules.model import PenaltyKind
from rules.regulations import available, load

UNESTABLISHED = {
    "situation": "not_followed",
    "offender": "defender",
    "discovered": "during_play",
    "established": "no",
    "card_source": "hand",
}


def test_every_shipped_regulation_lets_defenders_ask() -> None:
    for regulation_id in available():
        assert load(regulation_id).defenders_may_ask_each_other, regulation_id


def test_the_question_is_not_asked_and_the_revoke_is_corrected() -> None:
    step = rules.next_step("renonce", UNESTABLISHED, "ffb")
    assert step.ruling is not None and "partner_asked" not in step.asked
    ruling = step.ruling
    assert ruling.id == "renonce.correction.defense" and ruling.tricks_transferred == 0
    assert [p.kind for p in ruling.penalty_cards] == [PenaltyKind.MAJOR]
    text = " ".join((*ruling.now, *ruling.notes))
    assert "61B3" in text and "(63A)" in text and "16B1a" in text and "enseignements de club" in text


def test_a_regulation_that_says_otherwise_is_data_and_names_itself() -> None:
    strict = replace(load("ffb"), defenders_may_ask_each_other=False, name="Règlement de club, 2026-09-01")
    asked = {
        **{k: v for k, v in UNESTABLISHED.items() if k != "card_source"},
        "partner_asked": "yes",
        "trick_twelve": "before_12",
        "other_revoke": "none",
        "revoke_trick_winner": "partner",
    }
    step = rules.get_topic("renonce").step(asked, strict)
    assert step.ruling is not None and step.ruling.tricks_transferred == 1
    assert "Règlement de club, 2026-09-01" in " ".join(step.ruling.now)
