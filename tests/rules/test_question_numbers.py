"""The number of a question counts the answers shown before it, on every path of every topic (tester16 T4:
« Question 4 » printed twice in a row when a later answer made the walk stop reading an earlier one)."""

from __future__ import annotations

import pytest

from rules.explore import walk
from rules.regulations import load
from rules.topics import BY_ID


@pytest.mark.parametrize("topic_id", sorted(BY_ID))
def test_each_answer_moves_the_question_number_by_one(topic_id: str) -> None:
    topic, regulation = BY_ID[topic_id], load("ffb")
    seen: set[tuple[tuple[str, str], ...]] = set()
    for path in walk(topic, regulation, follow_optional=False):
        for k in range(len(path.answers)):
            prefix = path.answers[:k]
            if prefix in seen:
                continue
            seen.add(prefix)
            step = topic.step(dict(prefix), regulation)
            assert step.question is not None, prefix
            assert step.number == k + 1, (step.question.id, [qid for qid, _ in prefix])


def test_tester16_t4_the_found_card_asks_question_4_then_5() -> None:
    """T4's words: a card missing, found in the board after the lead was faced; the card should have been
    played earlier: « Qui est le joueur fautif ? » is the 5th question, not a second 4th."""
    topic, regulation = BY_ID["renonce"], load("ffb")
    answers = {"situation": "missing_card", "card_found": "elsewhere", "lead_faced": "yes"}
    before = topic.step(answers, regulation)
    after = topic.step({**answers, "should_have_played": "yes"}, regulation)
    assert before.question is not None and before.question.id == "should_have_played" and before.number == 4
    assert after.question is not None and after.question.id == "offender" and after.number == 5
