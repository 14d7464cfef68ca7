"""Random action sequences through the engine (hypothesis): the invariants hold whatever happens.

Actors include the owners, a director, a stranger and the system; values may be forged,
versions stale, the clock may jump past the idle expiry. For every call:
- a Reply comes back (no exception escapes), a refusal always carries a message;
- the stored version rises by exactly one per accepted action, not at all for a refused one
  (plus one when the call found the incident idle: the system's expiry, recorded first);
- the reply shows the stored incident;
and at the end of each sequence every stored incident equals the replay of its stored events.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import DEFAULT_IDLE_EXPIRY, Engine, Reply
from bot.incidents.incident import SYSTEM, Action, Actor, Incident, Kind
from bot.incidents.store import Store
from tests.bot.conftest import DIRECTOR, OTHER_OWNER, OWNER, STRANGER, TOPIC, Clock

ACTORS = (OWNER, OTHER_OWNER, DIRECTOR, STRANGER, SYSTEM)
KINDS = (
    "open",
    "choose_topic",
    "answer",
    "back",
    "restart",
    "abandon",
    "note",
    "expire",
    "start",
    "show",
    "sweep",
)
JUMPS = (0.0, 0.0, 0.0, 1.0, 60.0, 3600.0, DEFAULT_IDLE_EXPIRY - 1, DEFAULT_IDLE_EXPIRY + 1)


@dataclass(frozen=True)
class Move:
    kind: str
    target: int  # which incident (modulo how many), or an unknown id when negative
    actor: int
    choice: int  # which option, topic, or note; large values forge
    version: int  # 0: current, 1: none, 2: stale, 3: future, else that number
    jump: int


moves = st.builds(
    Move,
    kind=st.sampled_from(KINDS),
    target=st.integers(-1, 5),
    actor=st.integers(0, len(ACTORS) - 1),
    choice=st.integers(0, 12),
    version=st.integers(0, 6),
    jump=st.integers(0, len(JUMPS) - 1),
)


def expected_version(move: Move, current: int) -> int | None:
    return {0: current, 1: None, 2: current - 1, 3: current + 1}.get(move.version, move.version)


def build_action(move: Move, current: Incident) -> Action:
    version = expected_version(move, current.answers_version)
    if move.kind == "choose_topic":
        return inc.choose_topic(TOPIC if move.choice < 9 else "belote", version)
    if move.kind == "answer":
        step = None if current.topic is None else current.step()
        question = None if step is None else step.question or step.optional
        if question is None or move.choice >= 11:
            return inc.answer("situation", "forged", version)
        if move.choice == 10:
            return Action(Kind.ANSWER, {"question": question.id, "value": None}, version)
        return inc.answer(question.id, question.options[move.choice % len(question.options)].value, version)
    if move.kind == "note":
        return inc.note(["Table 3.", "", "   ", "é" * 2001, "Étui 12, Nord donneur."][move.choice % 5])
    if move.kind == "expire":
        return inc.expire()
    if move.kind == "start":
        return inc.start("salle", TOPIC)
    return {"back": inc.back, "restart": inc.restart, "abandon": inc.abandon}[move.kind](version)


def check_reply(reply: object) -> Reply:
    assert isinstance(reply, Reply)
    if reply.refused:
        assert isinstance(reply.message, str) and reply.message.strip()
        assert "Traceback" not in reply.message
        assert "erreur inattendue" not in reply.message, reply.message  # the engine's last net hides bugs
    return reply


def emptied(conn: sqlite3.Connection) -> None:
    """Every row of every table deleted: the file is what a fresh store's is, but for its pages."""
    conn.execute("PRAGMA foreign_keys = OFF")  # events before incidents, whatever the order below
    try:
        conn.execute("BEGIN IMMEDIATE")
        tables = [name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for name in tables:
            conn.execute(f'DELETE FROM "{name}"')
        conn.execute("COMMIT")
    finally:
        conn.execute("PRAGMA foreign_keys = ON")
    assert all(conn.execute(f'SELECT COUNT(*) FROM "{name}"').fetchone()[0] == 0 for name in tables)


async def run(moves_to_play: list[Move], store: Store) -> None:
    """One sequence on the module's file store, emptied first: opening a new file per example (its
    migrations, lock, checkpointer thread) was half of each example's CPU, and opening is not what
    this property checks (tests/bot/test_durability.py, test_store_faults.py do)."""
    await store.run(emptied)
    assert await store.list(limit=None) == []
    clock = Clock()
    engine = Engine(store, clock=clock)
    ids: list[str] = []
    for move in moves_to_play:
        clock.advance(JUMPS[move.jump])
        actor: Actor = ACTORS[move.actor]
        if move.kind == "open" or not ids:
            topic = None if move.choice % 3 == 0 else ("belote" if move.choice == 12 else TOPIC)
            reply = check_reply(await engine.open(actor, "salle", topic))
            if reply.ok:
                assert reply.incident is not None and reply.incident.version == 1
                assert reply.incident.id not in ids
                ids.append(reply.incident.id)
                assert [e.version for e in await store.events(reply.incident.id)] == [1]
            else:
                assert reply.incident is None
            assert len(await store.list(limit=None)) == len(ids)
            continue
        if move.kind == "sweep":
            await engine.expire_idle()
            for found in await store.list(open_only=True, limit=None):
                assert clock() - found.updated_at <= engine.idle_expiry
            continue
        incident_id = "404" if move.target < 0 else ids[move.target % len(ids)]
        before = await store.get(incident_id)
        if move.kind == "show":
            reply = check_reply(await engine.show(incident_id))
            assert reply.incident == before
            continue
        if before is None:
            reply = check_reply(await engine.act(incident_id, actor, inc.back()))
            assert reply.refused and reply.incident is None
            continue
        action = build_action(move, before)
        idle = (
            action.kind is not Kind.EXPIRE
            and before.state.is_open
            and clock() - before.updated_at > engine.idle_expiry
        )
        reply = check_reply(await engine.act(incident_id, actor, action))
        after = await store.get(incident_id)
        assert after is not None
        assert after.version == before.version + int(reply.ok) + int(idle), (move, action, reply.message)
        assert reply.incident == after
        new = (await store.events(incident_id))[before.version :]
        assert [e.version for e in new] == list(range(before.version + 1, after.version + 1))
        if idle:
            assert new[0].action.kind is Kind.EXPIRE and new[0].actor == SYSTEM
        if reply.ok:
            assert new[-1].action == action and new[-1].actor == actor
    for incident_id in ids:
        stored = await store.get(incident_id)
        events = await store.events(incident_id)
        assert stored is not None and [e.version for e in events] == list(range(1, stored.version + 1))
        assert transition.replay([(e.actor, e.action, e.at) for e in events], incident_id) == stored


# 500 sequences of up to 60 actions (~10 s); ARBITRE_PROPERTY_EXAMPLES=5000 for a longer soak.
EXAMPLES = int(os.environ.get("ARBITRE_PROPERTY_EXAMPLES", "500"))


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    opened = Store(tmp_path_factory.mktemp("properties") / "p.sqlite3").open_sync()
    yield opened
    opened.close_sync()


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(moves, min_size=1, max_size=60))
def test_random_sequences_keep_the_invariants(store: Store, moves_to_play: list[Move]) -> None:
    asyncio.run(run(moves_to_play, store))
