"""A topic's decisions remembered by the answers they read, their corrected score computed last.

The revoke topic offers the corrected score (« calculer la marque ? ») once its ruling is complete, then
asks the contract, the doubling and the tricks made. Each of those answers used to run the whole decision
again (about 85 of the 105 µs of a step; 40,512 of the 42,220 steps of the topic's walk): the ruling does
not change, only its score line. A procedure that ends with its score asks for it through
`Facts.final_score`: `Topic.step` first runs the procedure with the score left pending, keeps that decision
under the answers it read (in the order it read them), then computes the score. A later step whose answers
agree on every answer that decision read (the score's own answers are not among them) reuses it and only
computes the score.

A procedure reads its answers only through `Facts` (rules/ keeps no other state), so a decision is the
same for any answers that agree on what it read: the same ruling, the same questions asked, in the same
order. The step is computed as before whenever deferring could change anything: a procedure that reads an
answer after asking for its score, asks for two scores, raises, or does not put the pending score in the
ruling it returns is run again without deferring.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.model import BoardFacts, Question, Ruling
from rules.regulations import Regulation

# A topic keeps at most this many decisions under one regulation and board (a walk of the revoke topic keeps
# about 1,700 a regulation), and decisions under at most this many of them (a board fixes the vulnerability).
LIMIT = 20_000
SETTINGS = 64


class Undeferred(BaseException):
    """Internal: the procedure used its facts after asking for its final score; the step runs again
    without deferring it. A BaseException, so that no procedure's own `except` can take it."""


@dataclass(frozen=True)
class Pending:
    """The score a procedure asked for, held in its ruling until the step computes it."""

    compute: Callable[..., Any]
    args: tuple[object, ...]


@dataclass(frozen=True)
class Decision:
    """A procedure's outcome with its score still pending: the ruling (`score` is the `Pending`) and the
    facts' state when it returned."""

    ruling: Ruling
    asked: tuple[str, ...]
    taken_up: tuple[str, ...]
    offered: Question | None
    pending: Pending


class _Node:
    __slots__ = ("decision", "following", "read")

    def __init__(self) -> None:
        self.read: str | None = None  # the question the procedure reads next
        self.following: dict[str | None, _Node] = {}  # by its answer (None: not answered)
        self.decision: Decision | None = None  # where the procedure returned


class Decisions:
    """The decisions of one topic under one regulation and board, as a tree of the answers read."""

    def __init__(self) -> None:
        self.root = _Node()
        self.size = 0

    def find(self, answers: Mapping[str, str]) -> Decision | None:
        node: _Node | None = self.root
        while node is not None:
            if node.decision is not None:
                return node.decision
            if node.read is None:
                return None
            node = node.following.get(answers.get(node.read))
        return None

    def keep(self, reads: Mapping[str, str | None], decision: Decision) -> None:
        """Keep `decision` under the answers its procedure read (`reads`, in the order first read)."""
        if self.size >= LIMIT:
            self.root, self.size = _Node(), 0
        node = self.root
        for question_id, value in reads.items():
            if node.decision is not None or node.read not in (None, question_id):
                return  # not the same procedure's reads (cannot happen for a procedure of its facts alone)
            following = node.following.get(value)
            if following is None:
                following = _Node()
                node.following[value] = following
            node.read = question_id
            node = following
        if node.read is None and node.decision is None:
            node.decision = decision
            self.size += 1


class Replays:
    """A topic's decisions, by regulation and board (a step with evidence from the cards is never kept)."""

    def __init__(self) -> None:
        self._by_setting: dict[tuple[Regulation, BoardFacts | None], Decisions] = {}
        self._last: tuple[Regulation, BoardFacts | None, Decisions] | None = None

    def decisions(self, regulation: Regulation, board: BoardFacts | None) -> Decisions | None:
        last = self._last  # the same objects as the step before: no hashing of the regulation (≈ 2 µs)
        if last is not None and last[0] is regulation and last[1] is board:
            return last[2]
        try:
            found = self._by_setting.get((regulation, board))
        except TypeError:  # a regulation or board that cannot be hashed: nothing is kept
            return None
        if found is None:
            if len(self._by_setting) >= SETTINGS:
                self._by_setting.clear()
            found = self._by_setting.setdefault((regulation, board), Decisions())
        self._last = (regulation, board, found)
        return found


# By topic, outside the topic itself: a Topic is rebuilt from its fields (`Topic(**topic.__dict__)`, tests), and a
# copy of another's fields is another topic with its own decisions. Kept while the topic lives.
_BY_TOPIC: dict[int, tuple[weakref.ref[object], Replays]] = {}


def replays_of(topic: object) -> Replays:
    key = id(topic)
    entry = _BY_TOPIC.get(key)
    if entry is None or entry[0]() is not topic:

        def forget(ref: weakref.ref[object], key: int = key) -> None:
            if _BY_TOPIC.get(key, (None,))[0] is ref:
                del _BY_TOPIC[key]

        entry = (weakref.ref(topic, forget), Replays())
        _BY_TOPIC[key] = entry
    return entry[1]
