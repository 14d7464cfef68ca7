"""Issue 30 T7, T15, T16, T17: what is forgotten is forgotten everywhere — the deal's pair fields, an
incident the start-up expiry has just closed, the old row versions in the -wal and the main file while
a bot runs, and the logs at INFO."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from contextlib import closing
from pathlib import Path

import pytest

from bot.app import open_engine
from bot.config import load
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, State
from bot.incidents.store import Store
from bot.privacy import retention as privacy
from tests.bot.conftest import Clock
from tests.bot.test_worksheet import late_neither_at_fault, path_where

DAY = 86_400.0
JEAN = Actor("telegram:424242", "Jeanmk Dupontmk", is_director=True)
MARKERS = ("Jeanmk", "Dupontmk", "424242", "NOTEMK", "PaireMartin")


async def _ruled(engine: Engine, chat: str = "telegram:-100555") -> str:
    reply = await engine.open(JEAN, chat, "en_ligne_retard")
    assert reply.incident is not None
    for question, value in path_where("en_ligne_retard", late_neither_at_fault):
        reply = await engine.act(reply.incident.id, JEAN, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.incident is not None and reply.incident.state is State.RULED
    await engine.act(reply.incident.id, JEAN, inc.note("NOTEMK Jeanmk Dupontmk a joué trop lentement"))
    return reply.incident.id


def _everything(database: Path) -> str:
    with closing(sqlite3.connect(database)) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return "\n".join(str(v) for t in tables for row in conn.execute(f'SELECT * FROM "{t}"') for v in row)


def test_a_ruled_incident_idle_400_days_is_anonymised_by_the_start_up_retention(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """T15: the start-up expiry closes it, and the retention still sees it 400 days old."""
    database = tmp_path / "arbitre.sqlite3"

    async def fill() -> None:
        store = await Store(database).open()
        await _ruled(Engine(store, clock=Clock(time.time() - 400 * DAY)))
        await store.close()

    asyncio.run(fill())
    monkeypatch.setenv("ARBITRE_RETENTION_DAYS", "365")

    async def start() -> None:
        engine = await open_engine(load(str(tmp_path)))
        [incident] = await engine.store.list()
        assert incident.state is State.EXPIRED  # the expiry ran too
        await engine.store.close()

    asyncio.run(start())
    left = _everything(database)
    assert [m for m in MARKERS if m in left] == []
    # The CLI's anonymiser measures the same way: the expiry's event is no action.
    with closing(sqlite3.connect(database)) as conn:
        kinds = [r[0] for r in conn.execute("SELECT kind FROM events ORDER BY version")]
    assert kinds[-1] == "expire"


def test_old_deals_holding_names_lose_them_and_new_ones_cannot_hold_them(tmp_path: Path) -> None:
    """T7: pairs are numbers (bot/incidents/sheet.py); a deal stored before that, with names, is
    emptied of them by anonymise, in the incident and in its `deal` event."""
    database = tmp_path / "arbitre.sqlite3"

    async def fill() -> str:
        store = await Store(database).open()
        engine = Engine(store)
        incident_id = await _ruled(engine)
        refused = await engine.act(incident_id, JEAN, inc.deal("12", "3", "PaireMartin", "4"))
        assert refused.refused and "paire Nord-Sud invalide" in refused.message
        assert (await engine.act(incident_id, JEAN, inc.deal("12", "3", "7", "4"))).ok
        await engine.act(incident_id, JEAN, inc.abandon())
        await store.close()
        return incident_id

    incident_id = asyncio.run(fill())
    with closing(sqlite3.connect(database)) as conn:  # as an older Arbitre stored it
        conn.execute(
            "UPDATE events SET payload = json_set(payload, '$.ns', 'PaireMartin') WHERE kind = 'deal'"
        )
        conn.execute("UPDATE incidents SET data = json_set(data, '$.deal[2]', 'PaireMartin')")
        conn.commit()
    store = Store(database).open_sync()
    privacy.anonymise_before(store, time.time() + 1, 24 * 3600)
    incident = store.get_sync(incident_id)
    store.close_sync()
    assert incident is not None and incident.deal is not None
    assert (incident.deal.board, incident.deal.table, incident.deal.ns, incident.deal.ew) == (
        "12",
        "3",
        "",
        "4",
    )
    assert [m for m in MARKERS if m in _everything(database)] == []


def test_anonymised_rows_leave_the_wal_and_the_file_while_a_bot_runs(tmp_path: Path) -> None:
    """T16: with a bot's store open, `incidents anonymiser` leaves no old row version on disk."""
    database = tmp_path / "arbitre.sqlite3"
    bot_store = Store(database).open_sync()  # the running bot: it holds the database open

    async def fill() -> None:
        engine = Engine(bot_store, clock=Clock(time.time() - 10 * DAY))
        incident_id = await _ruled(engine)
        await engine.act(incident_id, JEAN, inc.abandon())

    asyncio.run(fill())
    cli = Store(database).open_sync()
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("PRAGMA secure_delete").fetchone()[0] in (0, 1)  # the build's default
    outcome = privacy.anonymise_before(cli, time.time(), 24 * 3600)
    assert outcome.incidents == 1
    cli.close_sync()
    raw = b"".join(
        path.read_bytes() for path in tmp_path.iterdir() if path.name.startswith("arbitre.sqlite3")
    )
    assert [m for m in MARKERS if m.encode() in raw] == []
    bot_store.close_sync()


async def test_no_user_id_or_name_in_the_logs_at_info(
    engine: Engine, caplog: pytest.LogCaptureFixture
) -> None:
    """T17: the log outlives the retention; at INFO it names the incident, never the person."""
    with caplog.at_level(logging.INFO):
        reply = await engine.open(JEAN, "telegram:424242", "renonce")
        assert reply.incident is not None
        await engine.act(reply.incident.id, JEAN, inc.note("NOTEMK Jeanmk"))
    logged = "\n".join(record.getMessage() for record in caplog.records if record.levelno >= logging.INFO)
    assert f"incident {reply.incident.id} opened" in logged
    assert [m for m in MARKERS if m in logged] == []
    assert json.dumps(logged)  # plain text
