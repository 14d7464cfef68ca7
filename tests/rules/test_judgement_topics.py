"""Judgement topics (16, 21, 75): what the scenario tables cannot say."""

from __future__ import annotations

import rules
from rules.laws import lookup


def test_the_help_says_a_pause_after_a_jump_bid_is_normal_tempo() -> None:
    help_text = rules.get_topic("information_non_autorisee").questions["ui_exists"].help
    assert "STOP" in help_text and "tempo normal" in help_text and "73A2" in help_text
    assert lookup("73A2").sub_summary


def test_the_evidence_question_is_one_question_shared_by_every_route() -> None:
    """21B1b: the same question (same options) wherever a card on a misexplanation is reported."""
    evidence = rules.get_topic("explication_erronee").questions["evidence"]
    for topic_id in ("attaque", "entame"):
        assert rules.get_topic(topic_id).questions["evidence"] == evidence
