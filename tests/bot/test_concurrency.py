"""Answers at the same moment: exactly one is recorded, the others are refused in French."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Action, Actor, Incident
from bot.incidents.rows import Conflict
from bot.incidents.store import Store
from tests.bot.conftest import DIRECTOR, OWNER, Clock, path_to_ruling, prompt_of, raw_events

PATH = path_to_ruling()


class MeetingStore(Store):
    """Every commit waits until all the stores of the meeting are about to commit too: each has
    computed its change from the same version, so all but one must hit the Conflict path."""

    def __init__(self, path: Path, barrier: asyncio.Barrier) -> None:
        super().__init__(path)
        self.barrier = barrier
        self.meet = False
        self.conflicts = 0

    async def commit(
        self,
        before: Incident,
        after: Incident,
        actor: Actor,
        action: Action,
        at: float,
        key: str | None = None,
    ) -> None:
        if self.meet:
            self.meet = False
            await asyncio.wait_for(self.barrier.wait(), timeout=10)
        try:
            await super().commit(before, after, actor, action, at, key)
        except Conflict:
            self.conflicts += 1
            raise


async def test_many_identical_presses_on_one_engine_record_one(engine: Engine, database: Path) -> None:
    opened = await engine.open(OWNER, "salle", "renonce")
    assert opened.incident is not None
    action = inc.answer(*PATH[0], opened.incident.answers_version)
    replies = await asyncio.gather(*(engine.act(opened.incident.id, OWNER, action) for _ in range(50)))
    assert sum(r.ok for r in replies) == 1
    expected = f"La question en cours est « {prompt_of('renonce', PATH[:1])} »."
    for reply in replies:
        if reply.refused:
            assert reply.message is not None and reply.message.endswith(expected)
            assert "n'est plus d'actualité" in reply.message
    assert [kind for _, kind, _ in raw_events(database, opened.incident.id)] == ["start", "answer"]
    shown = await engine.show(opened.incident.id)
    assert shown.incident is not None and shown.incident.version == 2
    assert shown.incident.answers == tuple(PATH[:1])


async def test_presses_from_owner_and_director_at_once_record_one(engine: Engine, database: Path) -> None:
    opened = await engine.open(OWNER, "salle", "renonce")
    assert opened.incident is not None
    version = opened.incident.version
    replies = await asyncio.gather(
        engine.act(opened.incident.id, OWNER, inc.answer(*PATH[0], version)),
        engine.act(opened.incident.id, DIRECTOR, inc.answer(PATH[0][0], "defective_trick", version)),
        engine.act(opened.incident.id, OWNER, inc.abandon(version)),
        engine.act(opened.incident.id, DIRECTOR, inc.back(version)),
    )
    assert sum(r.ok for r in replies) == 1
    assert len(raw_events(database, opened.incident.id)) == 2


async def test_two_engines_on_one_file_answering_at_once_record_one(database: Path, clock: Clock) -> None:
    barrier = asyncio.Barrier(2)
    stores = [await MeetingStore(database, barrier).open() for _ in range(2)]
    where = f"La question en cours est « {prompt_of('renonce', PATH[:1])} »."
    try:
        engines = [Engine(store, clock=clock) for store in stores]
        opened = await engines[0].open(OWNER, "salle", "renonce")
        assert opened.incident is not None
        incident_id, version = opened.incident.id, opened.incident.version
        for store in stores:
            store.meet = True
        replies = await asyncio.gather(
            *(engine.act(incident_id, OWNER, inc.answer(*PATH[0], version)) for engine in engines)
        )
        assert sum(store.conflicts for store in stores) == 1
        assert sorted(r.ok for r in replies) == [False, True]
        refused = next(r for r in replies if r.refused)
        # Decided on the state read after the conflict, or on the conflict itself: the same person's
        # same answer, recorded once by the other engine, is said to be recorded already (F19).
        assert refused.message is not None
        assert refused.message.startswith("Ce choix n'est plus d'actualité : il est déjà enregistré (« ")
        assert refused.message.endswith(where)
        assert refused.incident is not None and refused.incident.version == 2
        assert raw_events(database, incident_id) == [(1, "start", OWNER.id), (2, "answer", OWNER.id)]
    finally:
        for store in stores:
            await store.close()


async def test_many_engines_on_one_file_pressing_at_once_record_one(database: Path, clock: Clock) -> None:
    stores = [await Store(database).open() for _ in range(4)]
    try:
        engines = [Engine(store, clock=clock) for store in stores]
        opened = await engines[0].open(OWNER, "salle", "renonce")
        assert opened.incident is not None
        incident_id = opened.incident.id
        for number in range(3):
            current = await engines[number % 4].show(incident_id)
            assert current.incident is not None
            action = inc.answer(*PATH[number], current.incident.answers_version)
            replies = await asyncio.gather(
                *(engine.act(incident_id, OWNER, action) for engine in engines for _ in range(5))
            )
            assert sum(r.ok for r in replies) == 1
            assert all(r.message for r in replies if r.refused)
            assert len(raw_events(database, incident_id)) == 2 + number
    finally:
        for store in stores:
            await store.close()


async def test_different_incidents_move_on_in_parallel(engine: Engine, database: Path) -> None:
    opened = await asyncio.gather(*(engine.open(OWNER, "club", "renonce") for _ in range(20)))
    ids = [r.incident.id for r in opened if r.incident is not None]
    assert len(set(ids)) == 20
    for question, value in PATH[:3]:
        current = await asyncio.gather(*(engine.show(i) for i in ids))
        replies = await asyncio.gather(
            *(
                engine.act(r.incident.id, OWNER, inc.answer(question, value, r.incident.answers_version))
                for r in current
                if r.incident is not None
            )
        )
        assert all(r.ok for r in replies), [r.message for r in replies if r.refused]
    for incident_id in ids:
        assert len(raw_events(database, incident_id)) == 4


async def test_two_stores_opening_at_once_get_distinct_ids(database: Path, clock: Clock) -> None:
    stores = [await Store(database).open() for _ in range(2)]
    try:
        engines = [Engine(store, clock=clock) for store in stores]
        replies = await asyncio.gather(*(e.open(OWNER, "club", None) for e in engines for _ in range(10)))
        ids = [r.incident.id for r in replies if r.incident is not None]
        assert len(ids) == 20 and len(set(ids)) == 20
    finally:
        for store in stores:
            await store.close()


async def test_two_engines_taking_turns_on_one_file_see_each_other(database: Path, clock: Clock) -> None:
    """Each engine keeps the last state it saw; the other's changes must still win over that copy."""
    stores = [await Store(database).open() for _ in range(2)]
    try:
        first, second = (Engine(store, clock=clock) for store in stores)
        opened = await first.open(OWNER, "salle", "renonce")
        assert opened.incident is not None
        incident_id = opened.incident.id
        moved = await first.act(incident_id, OWNER, inc.answer(*PATH[0], 1))
        assert moved.ok
        moved = await second.act(incident_id, OWNER, inc.answer(*PATH[1], 2))  # first's copy is now old
        assert moved.ok
        noted = await first.act(incident_id, OWNER, inc.note("Vu depuis l'autre processus."))
        assert noted.ok and noted.incident is not None and noted.incident.answers == tuple(PATH[:2])
        # A note moves the stored version, not the buttons' (issue 21 §4): second's press, made on
        # a copy from before the note, is recorded on the stored state, which keeps the note.
        taken = await second.act(incident_id, OWNER, inc.answer(*PATH[2], 3))
        assert taken.ok and taken.incident is not None and taken.incident.answers == tuple(PATH[:3])
        assert [n.text for n in taken.incident.notes] == ["Vu depuis l'autre processus."]
        stale = await first.act(incident_id, OWNER, inc.answer(*PATH[2], 3))  # first's copy is old
        assert stale.refused and stale.message is not None
        assert stale.message.endswith(f"La question en cours est « {prompt_of('renonce', PATH[:3])} ».")
        current = await first.act(incident_id, OWNER, inc.answer(*PATH[3], 4))
        assert current.ok and current.incident is not None and current.incident.version == 6
        clock.advance(25 * 3600)
        late = await second.act(incident_id, OWNER, inc.answer(*PATH[3], 5))
        assert late.refused and late.message is not None and "a expiré" in late.message
        assert [kind for _, kind, _ in raw_events(database, incident_id)] == [
            "start",
            "answer",
            "answer",
            "note",
            "answer",
            "answer",
            "expire",
        ]
    finally:
        for store in stores:
            await store.close()
