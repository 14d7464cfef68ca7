"""rules/replays.py: a decision whose score is computed last is reused for the score's answers, and the step
is the one a single run of the procedure gives (questions, order, ruling), whatever the procedure does."""

from __future__ import annotations

import random

import pytest

import rules
from rules.model import InvalidAnswer, Option, Question, Ruling, ScoreLine
from rules.regulations import load
from rules.replays import Replays
from rules.topic import Facts, Topic, questions
from tests.walks import WALKS, paths

pytestmark = WALKS  # the revoke's walk, shared

FFB = load("ffb")


def _yes_no(question_id: str) -> Question:
    return Question(question_id, question_id, (Option("yes", "Oui"), Option("no", "Non")), "")


QUESTIONS = questions(*(_yes_no(q) for q in ("a", "b", "x", "s1", "s2")))


def _score(facts: Facts, tag: str) -> ScoreLine | None:
    """A toy score: two questions, then a line that says which answers it read."""
    first = facts.ask("s1")
    second = facts.ask("s2")
    return ScoreLine(f"{tag}{first}{second}", False, 0, 0, "", 0)


def _toy(procedure: object) -> tuple[Topic, list[int]]:
    runs = [0]

    def counted(facts: Facts) -> Ruling:
        runs[0] += 1
        return procedure(facts)  # type: ignore[operator]

    return Topic("toy", "Toy", "", ("64A",), QUESTIONS, counted), runs


def _ruling(a: str, score: ScoreLine | None) -> Ruling:
    return Ruling(id=f"toy.{a}", title="t", laws=("64A",), now=("n",), score=score)


def _ends_with_its_score(facts: Facts) -> Ruling:
    facts.answered("x")  # an answer read only if given: it takes part in the decision
    a = facts.ask("a")
    return _ruling(a, facts.final_score(_score, a))


def test_a_decision_is_reused_for_the_answers_of_its_score() -> None:
    topic, runs = _toy(_ends_with_its_score)
    first = topic.step({"a": "yes"}, FFB)
    assert first.question is not None and first.question.id == "s1"
    assert first.asked == ("a",)
    assert runs == [1]
    second = topic.step({"a": "yes", "s1": "no"}, FFB)
    assert second.question is not None and second.question.id == "s2" and second.asked == ("a", "s1")
    done = topic.step({"a": "yes", "s1": "no", "s2": "yes"}, FFB)
    assert runs == [1]  # the decision ran once for the three steps
    assert done.ruling is not None and done.ruling.id == "toy.yes" and done.asked == ("a", "s1", "s2")
    assert done.ruling.score == ScoreLine("yesnoyes", False, 0, 0, "", 0)
    assert done.ruling.regulation == FFB.label
    # Another answer the decision read is another decision.
    other = topic.step({"a": "no", "s1": "no", "s2": "yes"}, FFB)
    assert other.ruling is not None and other.ruling.id == "toy.no" and runs == [2]
    assert other.ruling.score == ScoreLine("nonoyes", False, 0, 0, "", 0)
    # So is an answer it read only when given (`answered`), in its order of reading.
    with_x = topic.step({"x": "yes", "a": "yes", "s1": "no", "s2": "no"}, FFB)
    assert runs == [3] and with_x.asked == ("x", "a", "s1", "s2")
    # And the same decision under another regulation.
    topic.step({"a": "yes", "s1": "no", "s2": "yes"}, load("wbf"))
    assert runs == [4]


def test_a_procedure_that_reads_after_its_score_is_ruled_as_before() -> None:
    """Deferring it would put the later question first: the step is computed in one run instead."""

    def reads_after(facts: Facts) -> Ruling:
        score = facts.final_score(_score, "")
        facts.ask("b")
        return _ruling(facts.ask("a"), score)

    topic, _ = _toy(reads_after)
    asks = topic.step({"a": "yes", "b": "yes"}, FFB)
    assert asks.question is not None and asks.question.id == "s1" and asks.asked == ()
    then = topic.step({"s1": "yes", "s2": "no"}, FFB)
    assert then.question is not None and then.question.id == "b" and then.asked == ("s1", "s2")
    done = topic.step({"s1": "yes", "s2": "no", "b": "no", "a": "no"}, FFB)
    assert done.ruling is not None and done.asked == ("s1", "s2", "b", "a")


def test_two_scores_a_dropped_score_and_a_refusal_after_it_are_ruled_as_before() -> None:
    def two(facts: Facts) -> Ruling:
        a = facts.ask("a")
        facts.final_score(_score, "first")
        return _ruling(a, facts.final_score(_score, "second"))

    topic, _ = _toy(two)
    ruled = topic.step({"a": "yes", "s1": "yes", "s2": "yes"}, FFB)
    assert ruled.ruling is not None and ruled.ruling.score == ScoreLine("secondyesyes", False, 0, 0, "", 0)

    def dropped(facts: Facts) -> Ruling:
        a = facts.ask("a")
        facts.final_score(_score, "")
        return _ruling(a, None)

    topic, _ = _toy(dropped)
    asks = topic.step({"a": "yes"}, FFB)  # its score's questions are asked all the same
    assert asks.question is not None and asks.question.id == "s1"
    ruled = topic.step({"a": "yes", "s1": "yes", "s2": "yes"}, FFB)
    assert ruled.ruling is not None and ruled.ruling.score is None

    def refuses(facts: Facts) -> Ruling:
        facts.ask("a")
        facts.final_score(_score, "")
        raise InvalidAnswer("refusé")

    topic, _ = _toy(refuses)
    asks = topic.step({"a": "yes"}, FFB)  # the score's question comes before the refusal
    assert asks.question is not None and asks.question.id == "s1"
    with pytest.raises(InvalidAnswer, match="refusé"):
        topic.step({"a": "yes", "s1": "yes", "s2": "yes"}, FFB)


def _once(topic: Topic, answers: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> object:
    """The step in one run of the procedure, nothing kept or reused."""
    with monkeypatch.context() as patched:
        patched.setattr(Replays, "decisions", lambda self, regulation, board: None)
        try:
            return topic.step(answers, FFB)
        except InvalidAnswer as refusal:
            return refusal.args


def test_the_revoke_steps_are_those_of_one_run_in_any_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The revoke topic's score paths (the walk's order, then shuffled as the words give them)."""
    topic = rules.get_topic("renonce")
    scored = [path for path in paths("renonce") if any(q == "score_wanted" for q, _ in path.answers)]
    assert len(scored) > 1000
    rnd = random.Random(26)
    for path in rnd.sample(scored, 150):
        shuffled = list(path.answers)
        rnd.shuffle(shuffled)
        for order in (list(path.answers), shuffled):
            for k in range(len(order) + 1):
                answers = dict(order[:k])
                try:
                    step: object = topic.step(answers, FFB)
                except InvalidAnswer as refusal:
                    step = refusal.args
                assert step == _once(topic, answers, monkeypatch), order[:k]


def test_a_topic_rebuilt_from_its_fields_has_its_own_decisions() -> None:
    """A Topic rebuilt from another's fields (`Topic(**topic.__dict__)`) is built as any topic, and
    another topic: its steps run its own procedure."""
    topic, runs = _toy(_ends_with_its_score)
    answers = {"a": "yes", "s1": "no", "s2": "yes"}
    topic.step(answers, FFB)
    rebuilt = Topic(**{**topic.__dict__, "id": "toy2"})
    done = rebuilt.step(answers, FFB)
    assert done.ruling is not None and done.ruling.score == ScoreLine("yesnoyes", False, 0, 0, "", 0)
    assert runs == [2]
    rebuilt.step({**answers, "s2": "no"}, FFB)
    assert runs == [2]  # and keeps them
