"""Walk every path of a topic: for tests, flowcharts and `arbitre topics`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules.model import Ruling
from rules.regulations import Regulation
from rules.topic import Topic


@dataclass(frozen=True)
class Path:
    answers: tuple[tuple[str, str], ...]  # (question id, value) in the order asked
    ruling: Ruling


def walk(
    topic: Topic, regulation: Regulation, limit: int = 200_000, follow_optional: bool = True
) -> Iterator[Path]:
    """Depth-first over every option of every question; data-entry questions try only their
    first and last values. Raises RuntimeError if a path loops or the walk explodes."""
    stack: list[tuple[tuple[str, str], ...]] = [()]
    seen = 0
    while stack:
        answered = stack.pop()
        seen += 1
        if seen > limit:
            raise RuntimeError(f"topic {topic.id}: more than {limit} partial paths")
        step = topic.step(dict(answered), regulation)
        if step.ruling is not None:
            yield Path(answered, step.ruling)
            if step.optional is None or not follow_optional:
                continue
            question = step.optional  # the follow-up may lead to more questions and rulings
        else:
            question = step.question
        assert question is not None
        if any(qid == question.id for qid, _ in answered):
            raise RuntimeError(f"topic {topic.id}: question {question.id} asked twice on {answered}")
        values = question.values()
        if not question.branching and len(values) > 2:
            values = (values[0], values[-1])
        for value in reversed(values):
            stack.append((*answered, (question.id, value)))
