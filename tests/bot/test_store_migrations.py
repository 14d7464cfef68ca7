"""Opening a store runs its pending schema steps in one transaction (bot/incidents/store.py)."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.incidents import store as store_module
from bot.incidents.migrations import MIGRATIONS
from bot.incidents.storage import StorageError
from bot.incidents.store import Store


def _tables(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as conn:
        return {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _at_version(path: Path, version: int) -> Path:
    with closing(sqlite3.connect(path)) as conn:
        for script in MIGRATIONS[:version]:
            conn.executescript(script)
        conn.execute(f"PRAGMA user_version = {version}")
    return path


def test_an_older_file_gets_the_later_steps_and_the_last_version(tmp_path: Path) -> None:
    path = _at_version(tmp_path / "vieille.sqlite3", 1)
    Store(path).open_sync().close_sync()
    assert _version(path) == len(MIGRATIONS)
    assert _tables(path) == _tables(_at_version(tmp_path / "neuve.sqlite3", len(MIGRATIONS)))


def test_a_step_that_fails_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _at_version(tmp_path / "vieille.sqlite3", 1)
    before = _tables(path)
    broken = (*MIGRATIONS, "CREATE TABLE later (x); CREATE TABLE incidents (y)")  # the second fails
    monkeypatch.setattr(store_module, "MIGRATIONS", broken)
    with pytest.raises(StorageError):
        Store(path).open_sync()
    assert _version(path) == 1 and _tables(path) == before  # none of the steps 2 … kept


def test_a_file_already_at_the_last_version_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    Store(path).open_sync().close_sync()
    stamp = path.stat().st_mtime_ns
    Store(path).open_sync().close_sync()
    assert _version(path) == len(MIGRATIONS) and path.stat().st_mtime_ns == stamp
