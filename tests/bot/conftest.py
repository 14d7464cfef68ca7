"""Shared fixtures for the engine tests: a file store in tmp_path, an injected clock, actors."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import pytest

import rules
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store

TOPIC = "renonce"

OWNER = Actor("test:alice", "Alice")
OTHER_OWNER = Actor("test:carole", "Carole")
DIRECTOR = Actor("test:dominique", "Dominique", is_director=True)
STRANGER = Actor("test:bob", "Bob")


def answering(topic: str, question_id: str, player: Actor = OWNER) -> Actor:
    """Who answers `question_id` in a test walk: the player states the facts, the director answers the
    judgements (Law 81C, tester10 W7)."""
    return DIRECTOR if rules.get_topic(topic).questions[question_id].director_only else player


class Clock:
    """A clock the test moves by hand: Engine(store, clock=clock)."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def path_to_ruling(topic: str = TOPIC, pick: int = 0, *, follow_up: bool = True) -> list[tuple[str, str]]:
    """The (question, value) pairs that lead to a ruling, taking option `pick` (0 or -1) each time.

    With `follow_up`, the optional question offered with a ruling (« calculer la marque ? ») is
    answered too, until a ruling offers nothing more; without it, the path stops at the first ruling.
    """
    answers: dict[str, str] = {}
    path: list[tuple[str, str]] = []
    while True:
        step = rules.next_step(topic, answers)
        if step.ruling is not None and (not follow_up or step.optional is None):
            return path
        question = step.question or step.optional
        assert question is not None
        value = question.options[pick].value
        answers[question.id] = value
        path.append((question.id, value))


def prompt_of(topic: str, answers: list[tuple[str, str]]) -> str:
    """The prompt of the question asked after these answers."""
    step = rules.next_step(topic, dict(answers))
    assert step.question is not None
    return step.question.prompt


def raw_events(database: Path, incident_id: str) -> list[tuple[int, str, str]]:
    """(version, kind, actor id) of the stored events, read by a separate plain connection."""
    # closing(): sqlite3's own context manager ends the transaction but leaves the connection open,
    # and SQLite keeps a process's descriptors of a file open while any connection to it is open:
    # a later Store would inherit a writable descriptor even after a chmod.
    with closing(sqlite3.connect(database)) as conn:
        return conn.execute(
            "SELECT version, kind, actor_id FROM events WHERE incident_id = ? ORDER BY version",
            (incident_id,),
        ).fetchall()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "arbitre.sqlite3"


@pytest.fixture
async def store(database: Path) -> AsyncIterator[Store]:
    opened = await Store(database).open()
    yield opened
    await opened.close()


@pytest.fixture
async def engine(store: Store, clock: Clock) -> Engine:
    return Engine(store, clock=clock)
