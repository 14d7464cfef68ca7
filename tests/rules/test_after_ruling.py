"""After the ruling (82C, 90, 91, 92, 93): the penalty follows the regulation's scale, not code."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from rules.regulations import load
from tests.rules.test_scenarios import check

TOPIC = rules.get_topic("suites_decision")


def _ruling(answers: dict[str, str], regulation=None):  # type: ignore[no-untyped-def]
    step = TOPIC.step(answers, regulation or load("ffb"))
    assert step.ruling is not None, step.question
    return step.ruling


def test_a_scale_without_warning_penalises_at_the_first_offence() -> None:
    strict = replace(load("ffb"), procedural_warning_first=False, procedural_percent_of_top=25.0)
    ruling = _ruling(
        {
            "case": "procedural",
            "offence": "90B1",
            "history": "none",
            "penalised_side": "NS",
            "event_form": "pairs",
        },
        strict,
    )
    assert ruling.procedural_penalty is not None
    assert not ruling.procedural_penalty.warning
    assert ruling.procedural_penalty.percent_of_top == 25.0
    assert "ne prévoit pas d'avertissement" in " ".join(ruling.now)


def test_the_penalty_is_exported_apart_from_the_adjusted_score() -> None:
    data = _ruling(
        {
            "case": "procedural",
            "offence": "90B7",
            "history": "warned",
            "penalised_side": "NS",
            "event_form": "pairs",
        }
    ).to_dict()
    assert data["adjusted_score"] is None
    assert data["procedural_penalty"]["laws"] == ["90A", "90B7"]
    assert data["procedural_penalty"]["percent_of_top"] == 10.0


def test_the_appeal_period_is_the_regulations() -> None:
    longer = replace(load("ffb"), appeal_minutes=60)
    ruling = _ruling({"case": "appeal", "in_time": "no"}, longer)
    assert "60 minutes" in " ".join(ruling.now)


def test_the_procedural_penalty_check_can_fail() -> None:
    ruling = _ruling(
        {
            "case": "procedural",
            "offence": "90B2",
            "history": "warned",
            "penalised_side": "NS",
            "event_form": "pairs",
        }
    )
    with pytest.raises(AssertionError):
        check(ruling, {"procedural_penalty": {"percent_of_top": 25.0}})
    with pytest.raises(AssertionError):
        check(ruling, {"procedural_penalty": "aucune"})
