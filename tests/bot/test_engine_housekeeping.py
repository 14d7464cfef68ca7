"""Housekeeping of the engine: locks do not pile up, and resume finds every unfinished incident."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest

import rules
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident, Note, board_facts
from bot.incidents.locks import KeyedLocks
from bot.incidents.sheet import make_deal
from bot.incidents.store import Store

DIRECTOR = Actor("d", "Directrice", is_director=True)


async def test_locks_are_released_after_use(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    ids = [(await engine.open(DIRECTOR, "club", "renonce")).incident.id for _ in range(30)]  # type: ignore[union-attr]
    await asyncio.gather(*(engine.act(i, DIRECTOR, inc.answer("situation", "could_not_comply")) for i in ids))
    await asyncio.gather(*(engine.act(ids[0], DIRECTOR, inc.note(f"note {n}")) for n in range(10)))
    assert len(engine._locks) == 0
    await store.close()


async def test_resume_finds_an_old_unfinished_incident_behind_many_ruled_ones(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    unfinished = (await engine.open(DIRECTOR, "club", "renonce")).incident
    assert unfinished is not None
    for _ in range(25):
        reply = await engine.open(DIRECTOR, "club", "renonce")
        assert reply.incident is not None
        await engine.act(reply.incident.id, DIRECTOR, inc.answer("situation", "could_not_comply"))
    found = await engine.open_incidents(chat="club")
    assert [i.id for i in found] == [unfinished.id]
    await store.close()


async def test_a_lock_waiter_cancelled_leaves_no_entry_and_blocks_nobody() -> None:
    locks = KeyedLocks()
    held = locks.hold("7")
    await held.__aenter__()
    waiter = asyncio.ensure_future(_take(locks, "7"))
    await asyncio.sleep(0)  # the waiter now waits on the lock
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    await held.__aexit__(None, None, None)
    assert "7" not in locks and len(locks) == 0
    await asyncio.wait_for(_take(locks, "7"), 1)  # free again


async def test_one_holder_at_a_time_per_key() -> None:
    locks, inside, most = KeyedLocks(), [0], [0]

    async def hold(key: str) -> None:
        async with locks.hold(key):
            inside[0] += 1
            most[0] = max(most[0], inside[0])
            await asyncio.sleep(0)
            inside[0] -= 1

    await asyncio.gather(*(hold("a") for _ in range(5)))
    assert most[0] == 1 and len(locks) == 0


async def _take(locks: KeyedLocks, key: str) -> None:
    async with locks.hold(key):
        pass


def test_evolve_is_replace_and_drops_what_it_derived() -> None:
    """Incident.evolve replaces dataclasses.replace on the hot path (issue 35 §5): the same copy, a
    refusal for a name that is no field, and the board recomputed when the deal changes."""
    base = Incident("1", "club", "d", "Directrice", rules.DEFAULT_REGULATION, 0.0, 0.0, topic="renonce")
    changes = {"answers": (("situation", "not_followed"),), "version": 3, "notes": (Note(1.0, "D", "t"),)}
    assert base.evolve(**changes) == replace(base, **changes)
    assert base.evolve(**changes).to_json() == replace(base, **changes).to_json()
    with pytest.raises(TypeError):
        base.evolve(answer=())
    assert base.board is None  # cached on `base`
    dealt = base.evolve(deal=make_deal({"board": "3"}))
    assert dealt.board is not None and dealt.board == board_facts(dealt.deal, dealt.regulation)
    assert set(inc._DERIVED) >= {"board", "set_aside", "mark_basis"}  # found, not listed
