"""Each topic's walk, once per test process (issue 35 §6).

`rules.explore.walk` of the revoke topic steps through some 40,000 partial paths; a dozen test
files used to re-walk it (and re-step each path's questions), each for 20 to 48 s. Here each
topic's steps are computed once per regulation in a process and kept: `memo(topic, regulation)`
is the topic with a memory, which `rules.explore`'s own functions (walk, refused_paths,
dead_questions) walk as they walk a topic, and `walked` keeps the paths of a walk. A step is a
pure function of the answers (rules/ has no state), so a remembered step is the step the test
would have computed; nothing a test checks changes. Under pytest-xdist, the modules that walk
are sent to one worker (`WALKS`, with `--dist loadgroup`), so each topic is stepped once a run.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

import rules
from rules.errors import InvalidAnswer
from rules.explore import Path, walk
from rules.model import Step
from rules.regulations import Regulation, load
from rules.topic import Topic

Answers = tuple[tuple[str, str], ...]

# Every module that walks a topic: all on the same xdist worker, so that the steps are shared.
WALKS = pytest.mark.xdist_group("walks")


class Memo:
    """The topic as the walks see it, remembering each step (or refusal) under its answers."""

    def __init__(self, topic: Topic, regulation: Regulation) -> None:
        self.topic = topic
        self.regulation = regulation
        self.steps: dict[Answers, Step | InvalidAnswer] = {}

    def __getattr__(self, name: str) -> Any:  # id, questions, legacy…: the topic's own
        return getattr(self.topic, name)

    def step(self, answers: dict[str, str], regulation: Regulation) -> Step:
        if regulation is not self.regulation and regulation != self.regulation:
            return self.topic.step(answers, regulation)
        key = tuple(answers.items())
        found = self.steps.get(key)
        if found is None:
            try:
                found = self.topic.step(answers, regulation)
            except InvalidAnswer as refusal:
                found = refusal
            self.steps[key] = found
        if isinstance(found, InvalidAnswer):
            raise InvalidAnswer(*found.args)
        return found

    def at(self, answers: Answers) -> Step:
        """The step after these answers, in this order."""
        return self.step(dict(answers), self.regulation)


def memo(topic_id: str, regulation_id: str = rules.DEFAULT_REGULATION) -> Memo:
    # `functools.cache` keys on the arguments as written: `memo("renonce")` and `memo("renonce", "ffb")`
    # were two memories, and the revoke topic was stepped twice under the same regulation (8 s).
    return _memo(topic_id, regulation_id)


@cache
def _memo(topic_id: str, regulation_id: str) -> Memo:
    return Memo(rules.get_topic(topic_id), load(regulation_id))


@dataclass(frozen=True)
class Walk:
    paths: tuple[Path, ...]  # as `rules.explore.walk` yields them, in its order
    topic: Memo  # the steps on the way: `walk.topic.at(path.answers[:depth])`


def walked(
    topic_id: str, regulation_id: str = rules.DEFAULT_REGULATION, follow_optional: bool = True
) -> Walk:
    return _walked(topic_id, regulation_id, follow_optional)  # one key per walk, as `memo`


@cache
def _walked(topic_id: str, regulation_id: str, follow_optional: bool) -> Walk:
    topic = memo(topic_id, regulation_id)
    found = tuple(walk(topic, topic.regulation, follow_optional=follow_optional))  # type: ignore[arg-type]
    return Walk(found, topic)


def paths(
    topic_id: str, regulation_id: str = rules.DEFAULT_REGULATION, follow_optional: bool = True
) -> tuple[Path, ...]:
    return walked(topic_id, regulation_id, follow_optional).paths
