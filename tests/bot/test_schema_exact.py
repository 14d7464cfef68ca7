"""Issue 30 T6: restore and doctor accept a database only when its schema is exactly the one this
Arbitre's migrations create (tables, columns, indexes, triggers, views, user_version) and every JSON
column of every row reads. The five crafted files of the reliability trial are refused in French."""

from __future__ import annotations

import asyncio
import io
import re
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.migrations import MIGRATIONS
from bot.incidents.schema import JSON_COLUMNS, expected_objects, json_problem, schema_problem
from bot.incidents.storage import StoreCorrupt
from bot.incidents.store import Store
from tests.bot.conftest import DIRECTOR, OWNER
from tests.bot.test_privacy_backup import run

CRAFTS = {
    "table_et_declencheur_qui_copie": [
        "CREATE TABLE audit_copy (at TEXT, kind TEXT, payload TEXT, actor TEXT)",
        "CREATE TRIGGER copy_events AFTER INSERT ON events BEGIN INSERT INTO audit_copy "
        "VALUES (datetime('now'), NEW.kind, NEW.payload, NEW.actor_name); END",
    ],
    "declencheur_qui_vole": [
        "CREATE TRIGGER steal AFTER UPDATE OF version ON incidents BEGIN UPDATE incidents SET "
        "owner_id = 'telegram:666' WHERE id = NEW.id AND owner_id != 'telegram:666'; END",
    ],
    "declencheur_qui_mange_les_notes": [
        "CREATE TRIGGER eat AFTER INSERT ON events WHEN NEW.kind = 'note' BEGIN "
        "DELETE FROM events WHERE incident_id = NEW.incident_id AND version = NEW.version; END",
    ],
    "json_imbrique": ["UPDATE incidents SET state = 'asking', data = '" + "[" * 100000 + "]" * 100000 + "'"],
    "declencheur_qui_bloque": [
        "CREATE TRIGGER bomb BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    ],
    "vue": ["CREATE VIEW everything AS SELECT * FROM events"],
    "index_en_plus": ["CREATE INDEX events_kind ON events (kind)"],
    "index_change": ["DROP INDEX incidents_state", "CREATE INDEX incidents_state ON incidents (state)"],
    "json_illisible": ["UPDATE events SET payload = '{\"text\": ' WHERE kind = 'note'"],
    "version_negative": ["PRAGMA user_version = -1"],
}


def genuine(folder: Path) -> Path:
    """A real Arbitre database: one incident with a note, abandoned."""
    database = folder / "arbitre.sqlite3"

    async def fill() -> None:
        store = await Store(database).open()
        engine = Engine(store)
        reply = await engine.open(OWNER, "telegram:-100555", "renonce")
        assert reply.incident is not None
        await engine.act(reply.incident.id, DIRECTOR, inc.note("Jean Dupont a renoncé"))
        await engine.act(reply.incident.id, OWNER, inc.abandon())
        await store.close()

    folder.mkdir(parents=True, exist_ok=True)
    asyncio.run(fill())
    return database


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return genuine(tmp_path_factory.mktemp("genuine"))


def crafted(original: Path, folder: Path, statements: list[str]) -> Path:
    copy = folder / "copie.sqlite3"
    shutil.copy(original, copy)
    with closing(sqlite3.connect(copy)) as conn:
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    return copy


@pytest.mark.parametrize("name", list(CRAFTS))
def test_a_crafted_copy_is_refused_by_restore_and_flagged_by_doctor(
    name: str, original: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = crafted(original, tmp_path, CRAFTS[name])
    live = tmp_path / "donnees"
    for how in ("--verifier", "--oui"):
        code, out, err = run(capsys, "--data-dir", str(live), "restore", str(copy), how)
        assert code == 2 and "restauration refusée" in err and "Base restaurée" not in out, (name, err)
    assert not (live / "arbitre.sqlite3").exists()  # nothing replaced
    # The same file as the live database: doctor names the problem.
    live.mkdir(exist_ok=True, mode=0o700)
    shutil.copy(copy, live / "arbitre.sqlite3")
    code, out, _ = run(capsys, "--data-dir", str(live), "doctor")
    assert code == 1 and "Tout est en ordre" not in out and "✘" in out, (name, out)


def test_the_messages_name_what_is_wrong(original: Path, tmp_path: Path) -> None:
    said = {}
    for name in ("table_et_declencheur_qui_copie", "vue", "index_change", "json_imbrique", "json_illisible"):
        folder = tmp_path / name
        folder.mkdir()
        with closing(sqlite3.connect(crafted(original, folder, CRAFTS[name]))) as conn:
            said[name] = schema_problem(conn) or json_problem(conn)
    assert "déclencheur « copy_events » (sur events)" in said["table_et_declencheur_qui_copie"]
    assert "table « audit_copy »" in said["table_et_declencheur_qui_copie"]
    assert "vue « everything »" in said["vue"]
    assert "index « incidents_state » (sur incidents) n'a pas la définition" in said["index_change"]
    assert (
        "imbriqué sur plus de 32 niveaux" in said["json_imbrique"] or "JSON invalide" in said["json_imbrique"]
    )
    assert re.search(r"table events illisible \(colonne payload", said["json_illisible"])


def test_a_genuine_copy_of_every_version_passes(original: Path, tmp_path: Path) -> None:
    with closing(sqlite3.connect(original)) as conn:
        assert schema_problem(conn) is None and json_problem(conn) is None
    for version in range(1, len(MIGRATIONS) + 1):
        older = tmp_path / f"v{version}.sqlite3"
        with closing(sqlite3.connect(older)) as conn:
            for script in MIGRATIONS[:version]:
                conn.executescript(script)
            conn.execute(f"PRAGMA user_version = {version}")
            assert schema_problem(conn) is None, version


def test_every_json_column_of_the_schema_is_checked() -> None:
    """A migration adding a `data` or `payload` column must name it in JSON_COLUMNS."""
    conn = sqlite3.connect(":memory:")
    for script in MIGRATIONS:
        conn.executescript(script)
    tables = [name for kind, name in expected_objects(len(MIGRATIONS)) if kind == "table"]
    for table in tables:
        for column in (row[1] for row in conn.execute(f'PRAGMA table_info("{table}")')):
            if column in ("data", "payload"):
                assert column in JSON_COLUMNS.get(table, ()), (table, column)
    conn.close()


async def test_a_live_row_nested_too_deep_stops_the_start_in_french(original: Path, tmp_path: Path) -> None:
    """tg_deep_json_start.py's database: the terminal refuses it as damaged (exit 65, which systemd's
    unit does not restart), never a RecursionError at every start."""
    database = tmp_path / "arbitre.sqlite3"
    shutil.copy(original, database)
    with closing(sqlite3.connect(database)) as conn:
        conn.execute(CRAFTS["json_imbrique"][0])
        conn.commit()
    store = await Store(database).open()
    with pytest.raises(StoreCorrupt, match="endommagée"):
        await Engine(store).expire_idle()
    out = io.StringIO()
    with pytest.raises(StoreCorrupt):
        await Terminal(Engine(store), DIRECTOR, io.StringIO("q\n"), out).run()
    await store.close()
