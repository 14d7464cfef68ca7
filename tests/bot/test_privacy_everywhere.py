"""Anonymise and purge forget a person everywhere (issue 23, R3): every table, every text column,
every JSON payload, and the CSV export. The scenario is the reliability trial's: a player's private
chat with the bot, an online event with calls (one linked to an incident), a peer poll with a vote."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.events.desk import CallDesk
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.polls.desk import PollDesk
from bot.privacy import retention as privacy
from bot.reports.incidents_log import place_name
from tests.bot.conftest import Clock

DAY = 86_400.0
JEAN = Actor("telegram:424242", "Jean Dupont")
ANNE = Actor("telegram:31337", "Anne Lafleur", is_director=True)
# What must be gone from the whole database: the names, the user ids, the free texts that name people.
PERSONAL = ("Dupont", "Jean", "Lafleur", "Anne", "424242", "31337", "Martin", "0123456")
PLAYERS, DIRECTORS = "telegram:-100777", "telegram:-100778"


def everything(database: Path) -> str:
    """Every text value of every column of every table, JSON payloads included."""
    found: list[str] = []
    with closing(sqlite3.connect(database)) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            for row in conn.execute(f'SELECT * FROM "{table}"'):
                found.extend(str(value) for value in row if value is not None)
    return "\n".join(found)


def count(database: Path, table: str) -> int:
    with closing(sqlite3.connect(database)) as conn:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])


async def _fill(database: Path, clock: Clock) -> dict[str, str]:
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    desk = CallDesk(store, clock=clock)
    polls = PollDesk(engine, clock=clock)
    private = await engine.open(JEAN, "telegram:424242", "renonce", place="Telegram : privé avec Jean Dupont")
    assert private.incident is not None
    a = private.incident.id
    await engine.act(a, JEAN, inc.note("Jean Dupont (licence 0123456) dit que Mme Martin a renoncé"))
    await engine.act(a, JEAN, inc.abandon())
    opened = await desk.open_tournament(
        ANNE, PLAYERS, "Simultané", directors_chat=DIRECTORS, directors_actor=ANNE
    )
    assert opened.tournament is not None
    call = await desk.call(JEAN, PLAYERS, "12", "5", "Jean Dupont hésitation de Mme Martin")
    assert call.call is not None
    # A poll is taken on it: an unauthorised-information incident (tester19 Q13d: never on a revoke, 16B1b).
    linked = await engine.open(ANNE, DIRECTORS, "information_non_autorisee", place="Telegram : Arbitres")
    assert linked.incident is not None
    b = linked.incident.id
    await desk.take(call.call.id, ANNE)
    await desk.link(call.call.id, ANNE, b)
    poll = await polls.start(
        b, ANNE, "telegram:424242", "Jean Dupont en Sud, main ♠AK", ["Passe", "4♠"], "30"
    )
    assert poll.poll is not None
    await polls.vote(poll.poll.id, "telegram:424242", "Passe", ["4♠"])
    clock.advance(3600)
    await polls.due()
    await engine.act(b, ANNE, inc.abandon())
    await desk.close(call.call.id, ANNE)
    await desk.close_tournament(ANNE, PLAYERS)
    await store.close()
    return {"private": a, "linked": b, "call": call.call.id}


def test_anonymise_leaves_no_name_or_id_anywhere(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    clock = Clock(1_800_000_000.0)
    ids = asyncio.run(_fill(database, clock))
    assert all(word in everything(database) for word in PERSONAL)  # the scenario did put them in

    store = Store(database).open_sync()
    try:
        outcome = privacy.anonymise_before(store, clock.now + 60, 24 * 3600, clock.now + 120)
        places = {place_name(i) for i in store.list_sync(limit=None)}  # the CSV's « Lieu »
        incident = store.get_sync(ids["private"])
    finally:
        store.close_sync()
    assert (outcome.incidents, outcome.tournaments, outcome.calls) == (2, 1, 1)
    left = everything(database)
    assert [word for word in PERSONAL if word in left] == []
    # The kind of chat and the ruling log stay readable.
    assert incident is not None and incident.chat == "telegram:privé" and incident.topic == "renonce"
    assert places == {"Telegram : conversation privée", "Telegram : groupe"}  # a title may name people
    assert count(database, "calls") == 1 and "Simultané" in left and "Personne 1" in left


def test_purge_removes_calls_events_polls_and_votes(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    clock = Clock(1_800_000_000.0)
    asyncio.run(_fill(database, clock))
    store = Store(database).open_sync()
    try:
        outcome = privacy.purge_before(store, clock.now + 60, 24 * 3600, clock.now + 120)
    finally:
        store.close_sync()
    assert (outcome.incidents, outcome.tournaments, outcome.calls) == (2, 1, 1)
    for table in ("incidents", "events", "tournaments", "calls", "call_events", "polls", "poll_votes"):
        assert count(database, table) == 0, table
    left = everything(database)
    assert [word for word in PERSONAL if word in left] == []


async def _running_event_with_a_finished_incident(database: Path, clock: Clock) -> str:
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    desk = CallDesk(store, clock=clock)
    await desk.open_tournament(ANNE, PLAYERS, "Simultané", directors_chat=DIRECTORS, directors_actor=ANNE)
    call = await desk.call(JEAN, PLAYERS, "7", None, "appel lié")
    assert call.call is not None
    opened = await engine.open(ANNE, DIRECTORS, "information_non_autorisee")  # a poll may follow (16B1b)
    assert opened.incident is not None
    await desk.take(call.call.id, ANNE)
    await desk.link(call.call.id, ANNE, opened.incident.id)
    await engine.act(opened.incident.id, ANNE, inc.abandon())
    await store.close()
    return call.call.id


def test_purge_unlinks_the_calls_of_a_running_event_from_the_deleted_incident(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    clock = Clock(1_800_000_000.0)
    call_id = asyncio.run(_running_event_with_a_finished_incident(database, clock))
    store = Store(database).open_sync()
    try:
        outcome = privacy.purge_before(store, clock.now + 60, 24 * 3600, clock.now + 120)
    finally:
        store.close_sync()
    # The event is still running: its call stays, in the queue, but no longer names the incident.
    assert (outcome.incidents, outcome.tournaments) == (1, 0)

    async def linked() -> str | None:
        store = await Store(database).open()
        found = await CallDesk(store).get_call(call_id)
        await store.close()
        assert found is not None
        return found.incident_id

    assert asyncio.run(linked()) is None
    with closing(sqlite3.connect(database)) as conn:
        history = " ".join(r[0] for r in conn.execute("SELECT data FROM call_events"))
    assert '"incident_id": "1"' not in history


def test_purge_maintenant_clears_todays_finished_trial_incidents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 23, F24: a newcomer's trial incidents of today can go; the one still in progress stays."""

    async def fill() -> None:
        store = await Store(tmp_path / "arbitre.sqlite3").open()
        engine = Engine(store)
        done = await engine.open(JEAN, "terminal:essai", "renonce")
        assert done.incident is not None
        await engine.act(done.incident.id, JEAN, inc.abandon())
        await engine.open(JEAN, "terminal:essai", "renonce")
        await store.close()

    asyncio.run(fill())
    with pytest.raises(SystemExit) as done:
        main(["--data-dir", str(tmp_path), "incidents", "purge", "--avant", "maintenant", "--oui"])
    out = capsys.readouterr().out
    assert done.value.code in (0, None)
    assert "1 incident(s) effacé(s)" in out and "1 encore en cours" in out
    assert count(tmp_path / "arbitre.sqlite3", "incidents") == 1


@pytest.mark.parametrize(
    ("text", "accepted"),
    [("maintenant", True), ("01/03/2026 14:30", True), ("2026-03-01", True), ("01/01/2999 10:00", False)],
)
def test_avant_takes_a_day_a_time_or_maintenant(text: str, accepted: bool) -> None:
    now = 1_800_000_000.0
    if accepted:
        assert privacy.parse_before(text, now) <= now
    else:
        with pytest.raises(ValueError, match="passée"):
            privacy.parse_before(text, now)


def test_retention_at_start_covers_events_calls_and_polls(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.app import open_engine
    from bot.config import load

    database = tmp_path / "arbitre.sqlite3"
    asyncio.run(_fill(database, Clock(1_772_400_000.0)))  # 1 March 2026, long finished
    monkeypatch.setenv("ARBITRE_RETENTION_DAYS", "30")

    async def start() -> None:
        engine = await open_engine(load(str(tmp_path)))
        await engine.store.close()

    asyncio.run(start())
    left = everything(database)
    assert [word for word in PERSONAL if word in left] == []


def test_purge_clears_what_an_older_purge_left_behind(tmp_path: Path) -> None:
    """Before this fix, purge deleted the incident but kept its poll, its votes and the call's link."""
    database = tmp_path / "arbitre.sqlite3"
    clock = Clock(1_800_000_000.0)
    call_id = asyncio.run(_running_event_with_a_finished_incident(database, clock))

    async def poll_on_incident_1() -> None:
        store = await Store(database).open()
        polls = PollDesk(Engine(store, clock=clock), clock=clock)
        started = await polls.start("1", ANNE, PLAYERS, "main", ["Passe", "4♠"], "30")
        assert started.poll is not None
        await polls.vote(started.poll.id, JEAN.id, "Passe", [])
        await store.close()

    asyncio.run(poll_on_incident_1())
    with closing(sqlite3.connect(database)) as conn, conn:  # what the old purge did
        conn.execute("DELETE FROM events WHERE incident_id = '1'")
        conn.execute("DELETE FROM incidents WHERE id = '1'")
    store = Store(database).open_sync()
    try:
        privacy.purge_before(store, clock.now - 10 * DAY, 24 * 3600, clock.now)  # touches no incident
    finally:
        store.close_sync()
    assert count(database, "polls") == count(database, "poll_votes") == 0
    with closing(sqlite3.connect(database)) as conn:
        (data,) = conn.execute("SELECT data FROM calls WHERE id = ?", (call_id,)).fetchone()
    assert '"incident_id": null' in data


def test_an_event_still_open_is_never_touched_however_old(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    clock = Clock(1_800_000_000.0)
    asyncio.run(_running_event_with_a_finished_incident(database, clock))
    store = Store(database).open_sync()
    try:
        anonymised = privacy.anonymise_before(store, clock.now + 300 * DAY, 24 * 3600, clock.now + 400 * DAY)
        purged = privacy.purge_before(store, clock.now + 300 * DAY, 24 * 3600, clock.now + 400 * DAY)
    finally:
        store.close_sync()
    assert anonymised.tournaments == purged.tournaments == 0
    assert count(database, "tournaments") == count(database, "calls") == 1
    assert "Jean Dupont" in everything(database)  # the open event's caller: kept until it is closed
