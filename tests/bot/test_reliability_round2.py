"""Issue 23, operations: restores that cannot corrupt (R4, R5, F16) and backups that keep running
night after night (F3). Each test failed before its fix."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands import backup as backup_command
from bot.incidents.engine import Engine
from bot.incidents.storage import StoreUnavailable
from bot.incidents.store import Store
from tests.bot.conftest import OWNER


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def _database_with(folder: Path, incidents: int) -> Path:
    database = folder / "arbitre.sqlite3"

    async def fill() -> None:
        store = await Store(database).open()
        engine = Engine(store)
        for _ in range(incidents):
            await engine.open(OWNER, "telegram:-100555", "renonce")
        await store.close()

    asyncio.run(fill())
    return database


def _count(database: Path) -> int:
    with closing(sqlite3.connect(database)) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM incidents").fetchone()[0])


# --- R4: no restore under a running program -----------------------------------------------------


def test_restore_is_refused_while_a_store_is_open_and_nothing_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    live = _database_with(tmp_path / "live", 3)
    copy = _database_with(tmp_path / "copy", 1)
    running = Store(live).open_sync()  # a bot, as far as the database can tell
    try:
        code, out, err = run(capsys, "--data-dir", str(live.parent), "restore", str(copy))
        assert code == 0 and "utilise la base : --oui serait refusé" in out
        code, _, err = run(capsys, "--data-dir", str(live.parent), "restore", str(copy), "--oui")
        assert code == backup_command.EXIT_BUSY == 75
        assert "restauration refusée" in err and "Arrêtez-le" in err
        assert running.get_sync("3") is not None  # the bot's incidents are all still there
    finally:
        running.close_sync()
    assert _count(live) == 3
    assert (
        not list((live.parent / "sauvegardes").glob("*")) if (live.parent / "sauvegardes").exists() else True
    )
    code, out, _ = run(capsys, "--data-dir", str(live.parent), "restore", str(copy), "--oui")
    assert code == 0 and "Base restaurée" in out and _count(live) == 1


def test_restore_is_refused_while_another_process_holds_the_base(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    live = _database_with(tmp_path / "live", 2)
    copy = _database_with(tmp_path / "copy", 1)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from bot.incidents.store import Store; s = Store(sys.argv[1]).open_sync(); "
            "print('open', flush=True); sys.stdin.read(); s.close_sync()",
            str(live),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        code, _, err = run(capsys, "--data-dir", str(live.parent), "restore", str(copy), "--oui")
        assert code == 75 and "utilise la base" in err
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    assert _count(live) == 2


def test_a_program_does_not_start_while_a_restore_holds_the_base(tmp_path: Path) -> None:
    from bot.incidents.locks import DatabaseLock

    live = _database_with(tmp_path, 1)
    restoring = DatabaseLock(live).exclusive()
    try:
        with pytest.raises(StoreUnavailable, match="en cours de restauration"):
            Store(live).open_sync()
    finally:
        restoring.release()
    Store(live).open_sync().close_sync()


# --- R5: a foreign database is refused, and doctor says so ----------------------------------------


def _foreign(path: Path, script: str, version: int = 0) -> Path:
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(script)
        conn.execute(f"PRAGMA user_version = {version}")
    return path


@pytest.mark.parametrize(
    ("script", "version", "why"),
    [
        (
            "CREATE TABLE incidents (x); CREATE TABLE events (y); INSERT INTO incidents VALUES (1);",
            0,
            "version 0",
        ),
        ("CREATE TABLE incidents (x); CREATE TABLE events (y);", 1, "table incidents sans les colonnes"),
        ("", 0, "base vide"),
    ],
)
def test_restore_refuses_a_foreign_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], script: str, version: int, why: str
) -> None:
    source = _foreign(tmp_path / "etrangere.sqlite3", script, version)
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "donnees"), "restore", str(source), "--oui")
    assert code == 2 and "restauration refusée" in err and why in err
    assert not (tmp_path / "donnees" / "arbitre.sqlite3").exists()


def test_restore_refuses_a_base_missing_a_later_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _database_with(tmp_path / "copy", 1)
    with closing(sqlite3.connect(source)) as conn:
        conn.execute("DROP TABLE poll_votes")
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "donnees"), "restore", str(source))
    assert code == 2 and "table poll_votes absente" in err


def test_doctor_flags_a_foreign_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "donnees"
    folder.mkdir(mode=0o700)
    database = _foreign(folder / "arbitre.sqlite3", "CREATE TABLE incidents (x); CREATE TABLE events (y);")
    os.chmod(database, 0o600)
    code, out, _ = run(capsys, "--data-dir", str(folder), "doctor")
    assert code == 1 and "ce n'est pas une base d'Arbitre" in out and "Tout est en ordre" not in out


# --- F16: checking a backup writes nothing beside it ----------------------------------------------


@pytest.mark.parametrize("flag", [[], ["--verifier"]])
def test_checking_a_backup_leaves_no_wal_or_shm_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: list[str]
) -> None:
    _database_with(tmp_path / "live", 2)
    stick = tmp_path / "cle-usb"
    assert run(capsys, "--data-dir", str(tmp_path / "live"), "backup", "--output", f"{stick}/")[0] == 0
    (copy,) = stick.iterdir()
    code, out, _ = run(capsys, "--data-dir", str(tmp_path / "live"), "restore", str(copy), *flag)
    assert code == 0 and "sauvegarde valide (2 incident(s))" in out
    assert sorted(p.name for p in stick.iterdir()) == [copy.name]


def test_verifier_and_oui_cannot_go_together(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "restore", "x.sqlite3", "--oui", "--verifier")
    assert code == 2 and "--verifier" in err


# --- F3: « DIR/ » is a folder, night after night ----------------------------------------------------


def test_nightly_cron_line_into_a_missing_folder_keeps_working(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _database_with(tmp_path / "live", 1)
    folder = tmp_path / "var" / "backups" / "arbitre"
    nights = iter(f"arbitre-202611{day}-030000.sqlite3" for day in range(20, 30))
    monkeypatch.setattr(backup_command, "_dated_name", lambda: next(nights))
    for _ in range(4):  # deploy/README.md's cron line, four nights in a row
        code, _, err = run(
            capsys, "--data-dir", str(tmp_path / "live"), "backup", "--output", f"{folder}/", "--garder", "3"
        )
        assert code == 0, err
    assert folder.is_dir() and (folder.stat().st_mode & 0o777) == 0o700
    assert sorted(p.name for p in folder.iterdir()) == [
        "arbitre-20261121-030000.sqlite3",
        "arbitre-20261122-030000.sqlite3",
        "arbitre-20261123-030000.sqlite3",
    ]


def test_the_lock_file_can_be_locked_by_whoever_may_read_the_folder(tmp_path: Path) -> None:
    """`sudo arbitre restore` may create the lock file as root: the bots' user must still lock
    it. flock() needs only a read-only descriptor, so the file is made 0644 (it holds nothing, in
    the data folder, which is 0700), whatever the umask."""
    from bot.incidents.locks import DatabaseLock

    previous = os.umask(0o077)
    try:
        DatabaseLock(tmp_path / "arbitre.sqlite3").exclusive().release()
    finally:
        os.umask(previous)
    lock = tmp_path / "arbitre.sqlite3.lock"
    assert (lock.stat().st_mode & 0o777) == 0o644 and lock.stat().st_size == 0
