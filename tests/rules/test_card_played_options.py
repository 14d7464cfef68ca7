"""Issue 38 §5: `carte_jouee` never offers two options that mean the same, nor a value it then refuses.
An honour fifth card next to another penalty card is « already_penalty » only (Law 51), not also « major »;
the declarer's slip naming dummy's card is « designation » only (45C4b), not also « changed his mind »
(47F2)."""

from __future__ import annotations

from collections import deque

import rules


def test_every_value_offered_is_accepted() -> None:
    queue: deque[dict[str, str]] = deque([{}])
    walked = 0
    while queue:
        answers = queue.popleft()
        step = rules.next_step("carte_jouee", answers)  # raises on a value it refuses
        walked += 1
        question = step.question or (
            step.optional if step.optional and step.optional.id not in answers else None
        )
        if question is not None:
            queue.extend({**answers, question.id: o.value} for o in question.options)
    assert walked > 30


def test_overlapping_labels_say_which_one_applies() -> None:
    questions = rules.get_topic("carte_jouee").questions
    fifth = {o.value: o.label for o in questions["fifth_kind"].options}
    assert (
        "aucune autre carte pénalisée" in fifth["major"] and "aucune autre carte pénalisée" in fifth["minor"]
    )
    reasons = {o.value: o.label for o in questions["retract_reason"].options}
    assert "lapsus" in reasons["designation"] and "trompé" not in reasons["changed_mind"]
    assert "de sa main" in reasons["changed_mind"]
