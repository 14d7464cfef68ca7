"""Claims (68-71, 79): what the scenario tables cannot say."""

from __future__ import annotations

import pytest

import rules
from rules.model import InvalidAnswer
from rules.regulations import load

CLAIMS = rules.get_topic("revendication")
ACCEPTED = {"situation": "contested", "outstanding_trump": "none", "line_needed": "no"}


def test_the_total_is_the_tricks_won_before_plus_those_awarded_of_the_rest() -> None:
    step = CLAIMS.step({**ACCEPTED, "tricks_before": "4", "tricks_of_remaining": "6"}, load("ffb"))
    assert step.ruling is not None and step.ruling.tricks_awarded == 10
    assert "10 au total" in " ".join(step.ruling.now)


def test_the_tricks_left_are_asked_first_the_director_counts_them_on_the_table() -> None:
    step = CLAIMS.step(ACCEPTED, load("ffb"))
    assert step.question is not None and step.question.id == "tricks_of_remaining"


def test_a_stored_incident_keeps_its_total_without_new_questions() -> None:
    step = CLAIMS.step({**ACCEPTED, "tricks_awarded": "11"}, load("ffb"))
    assert step.ruling is not None and step.ruling.tricks_awarded == 11


def test_more_than_thirteen_tricks_is_refused_in_french() -> None:
    with pytest.raises(InvalidAnswer, match="plus de 13"):
        CLAIMS.step({**ACCEPTED, "tricks_before": "8", "tricks_of_remaining": "6"}, load("ffb"))


def test_an_objection_in_time_leads_to_the_contested_claim_not_to_69B() -> None:
    step = CLAIMS.step({"situation": "agreed", "objected_in_time": "yes"}, load("ffb"))
    assert step.question is not None and step.question.id == "outstanding_trump"
