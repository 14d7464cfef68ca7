"""Housekeeping of the engine: locks do not pile up, and resume finds every unfinished incident."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
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
