"""Replay every scenario file of tests/scenarios: the cases a director can read and extend."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules import next_step
from rules.explore import outcome
from rules.model import Ruling

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def _cases() -> list[Any]:
    params = []
    for path in sorted(SCENARIOS.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for case in data.get("case", []):
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
        elif key == "chooser_role":
            assert ruling.to_dict()["chooser_role"] == wanted
        elif key == "corrected":
            assert ruling.corrected is wanted
        elif key == "adjusted_score":
            check_adjusted(ruling, wanted)
        elif key == "partner_must_pass":
            assert ruling.partner_must_pass == (None if wanted == "aucun" else wanted)
        elif key == "accepted_by":
            assert ruling.accepted_by == (None if wanted == "aucun" else wanted)
        elif key == "lead_restrictions":
            assert all(any(w in r for r in ruling.lead_restrictions) for w in wanted), (
                f"restrictions attendues {wanted}, obtenues {ruling.lead_restrictions}"
            )
            if not wanted:
                assert not ruling.lead_restrictions
        elif key == "unauthorised_for":
            assert sorted(ruling.unauthorised_for) == sorted(wanted)
        elif key == "procedural_penalty":
            check_procedural_penalty(ruling, wanted)
        elif key == "text":
            assert wanted in whole_text
        elif key == "no_text":
            assert wanted not in whole_text
        else:
            raise AssertionError(f"clé inconnue dans expect : {key}")


def check_procedural_penalty(ruling: Ruling, wanted: Any) -> None:
    """`procedural_penalty = "aucune"`, or a table with any of warning, percent_of_top, imps, laws."""
    penalty = ruling.procedural_penalty
    if wanted == "aucune":
        assert penalty is None, f"pénalité de procédure inattendue : {penalty}"
        return
    assert penalty is not None, "pénalité de procédure attendue"
    for key, value in wanted.items():
        if key == "laws":
            assert all(law in penalty.laws for law in value), f"{value} pas dans {penalty.laws}"
        else:
            assert getattr(penalty, key) == value, f"{key} : {getattr(penalty, key)} au lieu de {value}"


def check_adjusted(ruling: Ruling, wanted: Any) -> None:
    """`adjusted_score = "aucune"`, or a table with any of kind, unit, laws, figures, foreseen, awarded."""
    if wanted == "aucune":
        assert ruling.adjusted_score is None, f"marque ajustée inattendue : {ruling.adjusted_score}"
        return
    assert ruling.adjusted_score is not None, "la décision ne donne pas de marque ajustée structurée"
    got = ruling.adjusted_score.to_dict()
    for field, value in wanted.items():
        if field == "laws":
            missing = [law for law in value if law not in got["laws"]]
            assert not missing, f"marque ajustée : lois non citées {missing}"
        elif field == "figures":
            assert got["figures"] == pytest.approx(value), f"chiffres {got['figures']} ≠ {value}"
        elif field in ("kind", "unit", "foreseen", "awarded"):
            assert got[field] == value, f"marque ajustée, {field} : {got[field]!r} ≠ {value!r}"
        else:
            raise AssertionError(f"clé inconnue dans adjusted_score : {field}")


def _groups() -> list[Any]:
    params = []
    for path in sorted(SCENARIOS.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for group in data.get("same_incident", []):
            topic = group.get("topic", data.get("topic"))
            regulation = group.get("regulation", data.get("regulation", "ffb"))
            params.append(pytest.param(topic, regulation, group, id=f"{path.stem}: {group['name']}"))
    return params


@pytest.mark.parametrize(("topic", "regulation", "group"), _groups())
def test_same_incident(topic: str, regulation: str, group: dict[str, Any]) -> None:
    """Every description of one incident reaches the same ruling and structured outcome (issue 11 §3)."""
    assert len(group["answers"]) >= 2, "un groupe compare au moins deux descriptions"
    outcomes = []
    for answers in group["answers"]:
        step = next_step(topic, answers, regulation)
        assert step.ruling is not None, f"{answers} : il manque {step.question and step.question.id}"
        outcomes.append(outcome(step.ruling))
    for i, other in enumerate(outcomes[1:], start=2):
        assert other == outcomes[0], f"description {i} : {other} ≠ description 1 : {outcomes[0]}"
    if "expect" in group:
        check(next_step(topic, group["answers"][0], regulation).ruling, group["expect"])  # type: ignore[arg-type]


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


def test_new_expectations_can_fail() -> None:
    step = next_step("renonce", {"situation": "could_not_comply"})
    assert step.ruling is not None
    for wrong in (
        {"chooser_role": "director"},
        {"corrected": True} if step.ruling.corrected is not True else {"corrected": False},
        {"adjusted_score": {"kind": "weighted"}},
        {"accepted_by": "lho"},
        {"unauthorised_for": ["partenaire"]},
        {"lead_restrictions": ["atout"]},
    ):
        with pytest.raises(AssertionError):
            check(step.ruling, wrong)
