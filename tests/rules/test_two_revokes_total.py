"""Tester7 T5: two revokes of one side (64A1 for each, one trick never transferred twice). The first
revoke's offender won its trick and his side another later, so the offenders won at least two tricks
from it: « Une » was offered for the total, and the ruling said « 2 levées » then « n'a gagné que une ».
Checked against Law 64A1-2 of the 2017 text: each revoke is ruled on its own, the same trick is not
transferred twice."""

from __future__ import annotations

import pytest

import rules
from rules.errors import InvalidAnswer

STORED = {
    "situation": "two_revokes",
    "offender": "defender",
    "when": "after_play",
    "second_revoke": "same_side_other",
    "transfer_tricks": "offender_only",
    "first_revoke_trick_winner": "offender",
    "first_later_tricks": "yes",
}


def test_the_total_offers_only_what_the_answers_about_each_revoke_trick_allow() -> None:
    step = rules.next_step("renonce", STORED)
    assert step.question is not None and step.question.id == "tricks_from_first"
    assert [o.value for o in step.question.options] == ["two", "three", "four_or_more"]
    assert "au moins 2" in step.question.help


def test_a_total_the_answers_exclude_is_refused_in_french() -> None:
    with pytest.raises(InvalidAnswer, match="impossible"):
        rules.next_step("renonce", {**STORED, "tricks_from_first": "one"})


def test_the_offered_totals_rule_without_contradiction() -> None:
    ruling = rules.next_step("renonce", {**STORED, "tricks_from_first": "two"}).ruling
    assert ruling is not None and ruling.tricks_transferred == 2
    assert "n'a gagné que une" not in " ".join(ruling.now)
