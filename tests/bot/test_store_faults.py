"""Storage faults: a locked database, a read-only one, a full disk.

Each gets a clear French refusal, no exception reaches the caller, and nothing already
stored is lost (checked on the stored rows, the events and SQLite's integrity check).
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Action, Incident, Kind
from bot.incidents.storage import StorageError
from bot.incidents.store import Store
from tests.bot.conftest import OWNER, Clock, path_to_ruling, raw_events

PATH = path_to_ruling()
SAVED = "Rien de ce qui était déjà enregistré n'est perdu."


@pytest.fixture
async def quick_store(database: Path) -> AsyncIterator[Store]:
    """A store that gives up after 50 ms on a lock, so the locked case is fast."""
    opened = await Store(database, busy_timeout_ms=50).open()
    yield opened
    await opened.close()


async def started(engine: Engine, answers: int = 2) -> Incident:
    """An incident with a note and a few answers: the data a fault must not lose."""
    reply = await engine.open(OWNER, "salle", "renonce")
    assert reply.incident is not None
    reply = await engine.act(reply.incident.id, OWNER, inc.note("Table 5, étui 9."))
    for question, value in PATH[:answers]:
        assert reply.incident is not None
        reply = await engine.act(
            reply.incident.id, OWNER, inc.answer(question, value, reply.incident.answers_version)
        )
        assert reply.ok, reply.message
    assert reply.incident is not None
    return reply.incident


def assert_refused(reply: Reply, why: str) -> None:
    assert isinstance(reply, Reply)
    assert reply.refused
    assert reply.message is not None
    assert reply.message.startswith("Action non enregistrée : ")
    assert why in reply.message
    assert reply.message.endswith(SAVED)


def assert_intact(database: Path, before: Incident, events: list[tuple[int, str, str]]) -> None:
    """Read back with a fresh connection: same incident, same events, a sound file."""
    fresh = Store(database).open_sync()
    try:
        assert fresh.get_sync(before.id) == before
        assert fresh.integrity_check() == "ok"
    finally:
        fresh.close_sync()
    assert raw_events(database, before.id) == events


async def test_a_locked_database_is_refused_then_works_again(
    quick_store: Store, clock: Clock, database: Path
) -> None:
    engine = Engine(quick_store, clock=clock)
    incident = await started(engine)
    events = raw_events(database, incident.id)
    other = sqlite3.connect(database, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        other.execute("UPDATE incidents SET chat = chat")
        answer = inc.answer(*PATH[2], incident.answers_version)
        for reply in (
            await engine.act(incident.id, OWNER, answer),
            await engine.act(incident.id, OWNER, inc.note("Deuxième note.")),
            await engine.open(OWNER, "salle", "renonce"),
        ):
            assert_refused(reply, "la base de données est verrouillée par un autre programme")
        refused = await engine.act(incident.id, OWNER, answer)
        assert refused.incident == incident  # the reply still shows where the incident stands
        shown = await engine.show(incident.id)  # WAL: reading is never blocked by the writer
        assert shown.ok and shown.incident == incident
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert_intact(database, incident, events)
    retried = await engine.act(incident.id, OWNER, inc.answer(*PATH[2], incident.answers_version))
    assert retried.ok and retried.incident is not None and retried.incident.version == incident.version + 1


async def test_a_read_only_connection_is_refused_and_loses_nothing(
    store: Store, clock: Clock, database: Path
) -> None:
    engine = Engine(store, clock=clock)
    incident = await started(engine)
    events = raw_events(database, incident.id)
    # Root ignores file modes, so the database is made read-only for this connection by SQLite itself.
    store.run_sync(lambda: store.db.conn.execute("PRAGMA query_only = ON"))
    for reply in (
        await engine.act(incident.id, OWNER, inc.answer(*PATH[2], incident.answers_version)),
        await engine.act(incident.id, OWNER, inc.abandon()),
        await engine.open(OWNER, "salle", None),
    ):
        assert_refused(
            reply, "la base de données est en lecture seule ; vérifiez les droits du dossier de données"
        )
    shown = await engine.show(incident.id)
    assert shown.ok and shown.incident == incident
    assert_intact(database, incident, events)
    store.run_sync(lambda: store.db.conn.execute("PRAGMA query_only = OFF"))
    again = await engine.act(incident.id, OWNER, inc.answer(*PATH[2], incident.answers_version))
    assert again.ok


async def test_a_read_only_file_is_refused_in_french(tmp_path: Path, clock: Clock) -> None:
    probe = tmp_path / "probe"
    probe.write_text("")
    probe.chmod(0o444)
    try:
        probe.open("a").close()
    except PermissionError:
        pass
    else:
        pytest.skip("file modes are not enforced here (root): the query_only test covers this case")
    data = tmp_path / "ro"
    database = data / "arbitre.sqlite3"
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    incident = await started(engine)
    events = raw_events(database, incident.id)
    await store.close()
    database.chmod(0o444)
    data.chmod(0o555)
    try:
        try:
            store = await Store(database).open()
        except StorageError as error:  # refused at once: fine, as long as it is French
            assert str(error).startswith("Action non enregistrée : ") and str(error).endswith(SAVED)
        else:
            try:
                reply = await Engine(store, clock=clock).act(incident.id, OWNER, inc.answer(*PATH[2]))
                assert reply.refused and reply.message is not None and reply.message.endswith(SAVED)
            finally:
                await store.close()
    finally:
        data.chmod(0o755)
        database.chmod(0o644)
    assert_intact(database, incident, events)


async def test_a_full_disk_is_refused_and_loses_nothing(store: Store, clock: Clock, database: Path) -> None:
    engine = Engine(store, clock=clock)
    incident = await started(engine)

    def freeze_size() -> int:
        pages = store.db.conn.execute("PRAGMA page_count").fetchone()[0]
        return store.db.conn.execute(f"PRAGMA max_page_count = {pages}").fetchone()[0]

    store.run_sync(freeze_size)  # the file may not grow any more: a full disk, for SQLite
    accepted = incident
    refusal: Reply | None = None
    for number in range(200):  # long notes fill the free space of the last pages, then fail
        reply = await engine.act(incident.id, OWNER, inc.note(f"Note {number} : " + "x" * 1900))
        assert isinstance(reply, Reply)
        if reply.refused:
            refusal = reply
            break
        assert reply.incident is not None
        accepted = reply.incident
    assert refusal is not None, "the frozen file never filled up"
    assert_refused(refusal, "le disque est plein ; libérez de la place")
    assert refusal.incident == accepted
    events = raw_events(database, incident.id)
    assert len(events) == accepted.version
    assert_intact(database, accepted, events)
    # The answer path and the opening path are refused the same way.
    assert_refused(await engine.act(incident.id, OWNER, inc.note("y" * 1900)), "le disque est plein")
    opened = await engine.open(OWNER, "salle", "renonce")
    if opened.refused:
        assert_refused(opened, "le disque est plein")
    # The stored state still equals the replay of its events.
    stored_events = await store.events(incident.id)
    replayed = transition.replay([(e.actor, e.action, e.at) for e in stored_events], incident.id)
    assert replayed == accepted
    # Room again: the same action now goes through.
    store.run_sync(lambda: store.db.conn.execute("PRAGMA max_page_count = 1000000").fetchone())
    again = await engine.act(incident.id, OWNER, inc.answer(*PATH[2], accepted.answers_version))
    assert again.ok and again.incident is not None and again.incident.version == accepted.version + 1


async def test_an_unexpected_error_is_a_french_refusal_and_stores_nothing(
    store: Store, clock: Clock, database: Path
) -> None:
    engine = Engine(store, clock=clock)
    incident = await started(engine)
    events = raw_events(database, incident.id)
    # An adapter bug: a payload SQLite cannot store (the transition itself accepts the note).
    odd = Action(Kind.NOTE, {"text": "Table 2.", "button": object()})
    reply = await engine.act(incident.id, OWNER, odd)
    assert reply.refused and reply.message is not None
    assert reply.message.startswith("Action non enregistrée : erreur inattendue (TypeError)")
    assert reply.message.endswith("réessayez ou relancez Arbitre.")
    assert_intact(database, incident, events)
    # The engine goes on afterwards, from the stored state.
    again = await engine.act(incident.id, OWNER, inc.note("Table 2."))
    assert again.ok and again.incident is not None and again.incident.version == incident.version + 1


async def test_a_closed_store_is_a_french_refusal(database: Path, clock: Clock) -> None:
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    incident = await started(engine)
    await store.close()
    for reply in (
        await engine.act(incident.id, OWNER, inc.answer(*PATH[2], incident.answers_version)),
        await engine.show(incident.id),
        await engine.open(OWNER, "salle", "renonce"),
    ):
        assert isinstance(reply, Reply) and reply.refused
        assert reply.message is not None and reply.message.startswith(
            "Action non enregistrée : erreur inattendue"
        )
