"""After the ruling (82C, 90, 91, 92, 93): the penalty follows the regulation's scale, not code."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from rules.explore import walk
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


def test_the_rule_says_which_follow_up_overturns_the_ruling_it_follows() -> None:
    """`Ruling.overturns` (the scorer's sheet redoes the old mark on it): an appeal whose outcome is
    « décision modifiée » (93) and the director's error corrected in time (82B, 82C); never an appeal
    upheld, a penalty (90, 91) or an error found too late (81C3: the ruling and its mark stand)."""
    seen = {"appeal": 0, "82": 0, "stands": 0}
    for path in walk(TOPIC, load("ffb")):
        answers, ruling = dict(path.answers), path.ruling
        corrected = "82C" in ruling.laws and "81C3" not in ruling.laws
        expected = answers.get("outcome") == "changed" or corrected
        assert (ruling.overturns is not None) == expected, (path.answers, ruling.id)
        seen["appeal" if answers.get("outcome") == "changed" else "82" if corrected else "stands"] += 1
    assert all(seen.values()), seen
