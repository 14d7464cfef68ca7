"""Replay every scenario file of tests/scenarios: the cases a director can read and extend."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules import next_step
from rules.model import Ruling

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def _cases() -> list[Any]:
    params = []
    for path in sorted(SCENARIOS.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for case in data["case"]:
            topic = case.get("topic", data.get("topic"))
            regulation = case.get("regulation", data.get("regulation", "ffb"))
            params.append(pytest.param(topic, regulation, case, id=f"{path.stem}: {case['name']}"))
    return params


def check(ruling: Ruling, expect: dict[str, Any]) -> None:
    whole_text = json.dumps(ruling.to_dict(), ensure_ascii=False)
    for key, wanted in expect.items():
        if key == "ruling":
            assert ruling.id == wanted
        elif key == "laws":
            missing = [law for law in wanted if law not in ruling.laws]
            assert not missing, f"lois non citées : {missing} (citées : {ruling.laws})"
        elif key == "tricks_transferred":
            assert ruling.tricks_transferred == (None if wanted == "inconnu" else wanted)
        elif key == "penalty_cards":
            assert [p.kind.value for p in ruling.penalty_cards] == wanted
        elif key == "chooser":
            assert ruling.chooser is not None and wanted in ruling.chooser
        elif key == "equity_may_apply":
            assert ruling.equity_may_apply is wanted
        elif key == "result":
            assert ruling.score is not None and ruling.score.result == wanted
        elif key == "score":
            assert ruling.score is not None and ruling.score.score == wanted
        elif key == "text":
            assert wanted in whole_text
        elif key == "no_text":
            assert wanted not in whole_text
        else:
            raise AssertionError(f"clé inconnue dans expect : {key}")


@pytest.mark.parametrize(("topic", "regulation", "case"), _cases())
def test_scenario(topic: str, regulation: str, case: dict[str, Any]) -> None:
    step = next_step(topic, case["answers"], regulation)
    assert step.ruling is not None, f"il manque une réponse : {step.question and step.question.id}"
    check(step.ruling, case["expect"])


def test_a_wrong_expectation_fails() -> None:
    """The runner must be able to fail: a deliberately wrong case is caught."""
    step = next_step("renonce", {"situation": "could_not_comply"})
    assert step.ruling is not None
    with pytest.raises(AssertionError):
        check(step.ruling, {"tricks_transferred": 2})
