"""Running it for a club: GDPR purge and anonymisation, the retention period, nightly backups
that keep the last N, and a restore that checks the file first."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands import backup as backup_command
from bot.config import load
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import State
from bot.incidents.store import Store
from bot.privacy import retention as privacy
from tests.bot.conftest import DIRECTOR, OWNER, Clock

DAY = 86_400.0


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


async def _incident(engine: Engine, *, note: str | None = None, abandon: bool = False) -> str:
    reply = await engine.open(OWNER, "telegram:-100555", "renonce")
    assert reply.incident is not None
    incident_id = reply.incident.id
    if note:
        await engine.act(incident_id, DIRECTOR, inc.note(note))
    if abandon:
        await engine.act(incident_id, OWNER, inc.abandon())
    return incident_id


def _names(database: Path) -> list[str]:
    with closing(sqlite3.connect(database)) as conn:
        owners = [r[0] for r in conn.execute("SELECT owner_name FROM incidents")]
        actors = [r[0] for r in conn.execute("SELECT actor_name FROM events")]
        data = [r[0] for r in conn.execute("SELECT data FROM incidents")]
        payloads = [r[0] for r in conn.execute("SELECT payload FROM events")]
    return owners + actors + data + payloads


async def test_anonymise_replaces_names_ids_and_notes_of_old_finished_incidents(database: Path) -> None:
    clock = Clock(1_800_000_000.0)
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    old = await _incident(engine, note="Table 7, Mme Dupont en Nord", abandon=True)
    clock.advance(40 * DAY)
    recent = await _incident(engine, note="Table 3, M. Martin")
    outcome = await asyncio.to_thread(
        privacy.anonymise_before, store, clock.now - 30 * DAY, 24 * 3600, clock.now
    )
    assert (outcome.incidents, outcome.skipped_open) == (1, 0)
    anonymised = store.get_sync(old)
    kept = store.get_sync(recent)
    await store.close()
    assert anonymised is not None and kept is not None
    assert anonymised.owner_name.startswith("Personne ") and anonymised.owner_id == anonymised.owner_name
    assert [n.text for n in anonymised.notes] == [privacy.ERASED_NOTE]
    assert anonymised.notes[0].author.startswith("Personne ")
    assert anonymised.state == State.ABANDONED and anonymised.topic == "renonce"  # the ruling log stays
    assert kept.owner_name == "Alice" and kept.notes[0].text == "Table 3, M. Martin"
    everything = "\n".join(_names(database))
    assert "Dupont" not in everything and "Dominique" in everything  # Dominique acted on the recent one
    assert everything.count("Martin") >= 1


async def test_an_open_incident_is_never_anonymised_or_purged(database: Path) -> None:
    clock = Clock()
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    await _incident(engine, note="en cours")
    clock.advance(3600)  # idle for an hour only: still in progress
    before = clock.now
    anonymised = await asyncio.to_thread(privacy.anonymise_before, store, before, 24 * 3600, clock.now)
    purged = await asyncio.to_thread(privacy.purge_before, store, before, 24 * 3600, clock.now)
    await store.close()
    assert (anonymised.incidents, anonymised.skipped_open) == (0, 1)
    assert (purged.incidents, purged.skipped_open) == (0, 1)


def _old_database(tmp_path: Path) -> Path:
    """A database with one incident finished on 1 March 2026 and one opened now."""

    database = tmp_path / "arbitre.sqlite3"

    async def fill() -> None:
        store = await Store(database).open()
        old = Engine(store, clock=Clock(1_772_400_000.0))  # 2026-03-01
        await _incident(old, note="Mme Dupont", abandon=True)
        new = Engine(store)
        await _incident(new)
        await store.close()

    asyncio.run(fill())
    return database


def test_purge_counts_first_then_deletes_with_oui(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = _old_database(tmp_path)
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "purge", "--avant", "01/06/2026")
    assert code == 0 and "1 incident(s) terminé(s) avant le 01/06/2026 seraient effacés" in out
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0] == 2
    code, out, _ = run(
        capsys, "--data-dir", str(tmp_path), "incidents", "purge", "--avant", "2026-06-01", "--oui"
    )
    assert code == 0 and "1 incident(s) effacé(s)" in out
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0] == 1
        assert "Dupont" not in str(conn.execute("SELECT * FROM events").fetchall())


def test_anonymiser_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = _old_database(tmp_path)
    code, out, _ = run(
        capsys, "--data-dir", str(tmp_path), "incidents", "anonymiser", "--avant", "01/06/2026", "--oui"
    )
    assert code == 0 and "1 incident(s) anonymisé(s)" in out
    assert "Dupont" not in "\n".join(_names(database))


@pytest.mark.parametrize("date", ["31/02/2026", "demain", "01/01/1999", "01/01/2999"])
def test_purge_refuses_bad_dates_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], date: str
) -> None:
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "incidents", "purge", "--avant", date)
    assert code == 2 and ("date" in err)


def test_retention_anonymises_at_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:

    from bot.app import open_engine

    database = _old_database(tmp_path)
    monkeypatch.setenv("ARBITRE_RETENTION_DAYS", "30")
    config = load(str(tmp_path))
    assert config.retention_days == 30

    async def start() -> None:
        engine = await open_engine(config)
        await engine.store.close()

    asyncio.run(start())
    assert "Dupont" not in "\n".join(_names(database))


@pytest.mark.parametrize(("value", "expected"), [("", 365.0), ("0", None), ("non", None), ("90", 90.0)])
def test_retention_setting(monkeypatch: pytest.MonkeyPatch, value: str, expected: float | None) -> None:
    monkeypatch.setenv("ARBITRE_RETENTION_DAYS", value)
    assert load("/tmp/x").retention_days == expected


@pytest.mark.parametrize("value", ["abc", "-3", "nan", "1e9"])
def test_bad_retention_setting_is_a_configuration_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("ARBITRE_RETENTION_DAYS", value)
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "incidents")
    assert code == 78 and "ARBITRE_RETENTION_DAYS" in err


def test_nightly_backups_keep_the_last_n(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _old_database(tmp_path)
    folder = tmp_path / "copies"
    folder.mkdir()
    (folder / "ma-copie-a-la-main.sqlite3").write_bytes(b"x")
    nights = iter(
        [
            "arbitre-20261120-030000.sqlite3",
            "arbitre-20261121-030000.sqlite3",
            "arbitre-20261122-030000.sqlite3",
        ]
    )
    monkeypatch.setattr(backup_command, "_dated_name", lambda: next(nights))
    for _ in range(3):  # the same cron line, three nights in a row
        code, out, err = run(
            capsys, "--data-dir", str(tmp_path), "backup", "--output", str(folder), "--garder", "2"
        )
        assert code == 0, err
    assert sorted(p.name for p in folder.iterdir()) == [
        "arbitre-20261121-030000.sqlite3",
        "arbitre-20261122-030000.sqlite3",
        "ma-copie-a-la-main.sqlite3",
    ]
    assert "1 ancienne(s) copie(s) datée(s) supprimée(s)" in out


def test_backup_to_an_existing_file_needs_remplacer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _old_database(tmp_path)
    target = tmp_path / "copie.sqlite3"
    assert run(capsys, "--data-dir", str(tmp_path), "backup", "--output", str(target))[0] == 0
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "backup", "--output", str(target))
    assert code == 2 and "--remplacer" in err
    assert run(capsys, "--data-dir", str(tmp_path), "backup", "--output", str(target), "--remplacer")[0] == 0


def test_restore_checks_then_replaces_and_keeps_the_current_base(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database = _old_database(tmp_path)
    copy = tmp_path / "copie.sqlite3"
    assert run(capsys, "--data-dir", str(tmp_path), "backup", "--output", str(copy))[0] == 0
    with closing(sqlite3.connect(database)) as conn, conn:
        conn.execute("DELETE FROM events")
        conn.execute("DELETE FROM incidents")
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "restore", str(copy))
    assert code == 0 and "sauvegarde valide (2 incident(s))" in out
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0] == 0  # only checked
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "restore", str(copy), "--oui")
    assert code == 0 and "Base restaurée" in out
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0] == 2
    safety = list((tmp_path / "sauvegardes").glob("avant-restauration-*.sqlite3"))
    assert len(safety) == 1


@pytest.mark.parametrize("kind", ["garbage", "other_sqlite", "missing"])
def test_restore_refuses_what_is_not_an_arbitre_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    source = tmp_path / "suspect.sqlite3"
    if kind == "garbage":
        source.write_bytes(b"pas une base" * 500)
    elif kind == "other_sqlite":
        with closing(sqlite3.connect(source)) as conn:
            conn.execute("CREATE TABLE t (x)")
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "donnees"), "restore", str(source), "--oui")
    assert code == 2 and "restauration refusée" in err
    assert not (tmp_path / "donnees" / "arbitre.sqlite3").exists()
