"""Walk every path of a topic: for tests, flowcharts and `arbitre topics`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules.model import InvalidAnswer, Ruling
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
    first and last values; a combination of figures the core refuses is no path. Raises RuntimeError if a path loops or the walk explodes."""
    stack: list[tuple[tuple[str, str], ...]] = [()]
    seen = 0
    while stack:
        answered = stack.pop()
        seen += 1
        if seen > limit:
            raise RuntimeError(f"topic {topic.id}: more than {limit} partial paths")
        try:
            step = topic.step(dict(answered), regulation)
        except InvalidAnswer:
            continue  # figures the core refuses together (e.g. more than 13 tricks): not a path
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


def refused_paths(topic: Topic, regulation: Regulation) -> int:
    """How many walked paths end in a refusal of the core (InvalidAnswer): a question that offered
    a value the next step refuses (issue 29 §4). Walked as `walk` does; should be 0."""
    stack: list[tuple[tuple[str, str], ...]] = [()]
    refused = 0
    while stack:
        answered = stack.pop()
        try:
            step = topic.step(dict(answered), regulation)
        except InvalidAnswer:
            refused += 1
            continue
        question = step.question if step.ruling is None else step.optional
        if question is None:
            continue
        values = question.values()
        if not question.branching and len(values) > 2:
            values = (values[0], values[-1])
        stack.extend((*answered, (question.id, value)) for value in values)
    return refused


Outcome = tuple[object, ...]


def outcome(ruling: Ruling) -> Outcome:
    """What a ruling decides, without its wording: the ruling id and its structured fields.

    Two rulings with the same outcome lead the director to the same rectification; the
    dead-question and order-independence checks compare rulings this way."""
    data = ruling.to_dict()
    return (
        ruling.id,
        ruling.tricks_transferred,
        tuple(p.kind.value for p in ruling.penalty_cards),
        str(data["chooser_role"]) if data["chooser_role"] is not None else None,
        tuple(ruling.laws),
        ruling.corrected,
        repr(data["adjusted_score"]),
        repr(data["partner_must_pass"]),
        ruling.accepted_by,
        tuple(ruling.unauthorised_for),
        ruling.lead_restrictions,
        ruling.equity_may_apply,
        repr(data["score"]),
        ruling.tricks_awarded,
        repr(data["procedural_penalty"]),  # which side is penalised, in which unit (90A)
    )


@dataclass(frozen=True)
class DeadQuestion:
    """A question asked on `path` whose other answers can only lead to the same outcome."""

    topic: str
    question: str
    path: tuple[tuple[str, str], ...]


def dead_questions(topic: Topic, regulation: Regulation) -> list[DeadQuestion]:
    """Every (path, question) where the answer cannot change the ruling (issue 11 §5).

    A question asked on a path is dead there when every other answer to it, followed by any
    completion of the walk, reaches only the path's own outcome (`outcome`). Data-entry
    questions (`branching=False`) are left out: they record a figure, they do not branch.
    Optional follow-ups (score computation) are not walked: the director chooses them."""
    paths = list(walk(topic, regulation, follow_optional=False))
    reachable: dict[tuple[tuple[str, str], ...], set[Outcome]] = {}
    for path in paths:
        result = outcome(path.ruling)
        for i in range(len(path.answers) + 1):
            reachable.setdefault(path.answers[:i], set()).add(result)
    found: list[DeadQuestion] = []
    for path in paths:
        own = {outcome(path.ruling)}
        for i, (question_id, value) in enumerate(path.answers):
            question = topic.questions[question_id]
            if not question.branching:
                continue
            prefix = path.answers[:i]
            others = [reachable.get((*prefix, (question_id, v))) for v in question.values() if v != value]
            if all(other is not None and other <= own for other in others):
                found.append(DeadQuestion(topic.id, question_id, path.answers))
    return found
