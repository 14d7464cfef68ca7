"""Durable incidents on SQLite, through sqlite-utils.

Two tables: `incidents` holds the current state of each incident, `events` every accepted
action, append-only. Both are written in one transaction per action, committed before the
engine answers. SQLite objects live on one dedicated thread (the single writer); the async
side hands it work and awaits, so the event loop never blocks on the database. The schema is in
migrations.py, the rows' JSON in rows.py, the file's errors, modes and checkpoint in storage.py.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from bot.incidents import rows, updates
from bot.incidents.incident import Action, Actor, Incident
from bot.incidents.locks import DatabaseBusy, DatabaseLock
from bot.incidents.migrations import MIGRATIONS
from bot.incidents.rows import Event
from bot.incidents.storage import (
    BACKSTOP_CHECKPOINT_PAGES,
    DAMAGED,
    Checkpointer,
    StorageError,
    StoreCorrupt,
    StoreGone,
    StoreUnavailable,
    damage,
    french,
    make_private_file,
    make_private_folder,
    rollback,
    start_error,
)

T = TypeVar("T")


@dataclass(frozen=True)
class Database:
    """The open connection. Every statement is plain sqlite3 on `conn` (the hot path never used
    sqlite-utils, issue 35 §5: importing it cost the cold start a tenth of a second, and numpy when
    numpy is installed, as endplay installs it)."""

    conn: sqlite3.Connection

    def enable_wal(self) -> None:
        """WAL mode; the connection is in autocommit here (no transaction open), as SQLite requires."""
        if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self.conn.execute("PRAGMA journal_mode = wal")


class Store:
    """SQLite storage with one writer thread. Use `await store.open()` first."""

    def __init__(self, path: Path | str, *, busy_timeout_ms: int = 5000, synchronous: str = "NORMAL") -> None:
        self.path = Path(path) if str(path) != ":memory:" else path
        self._busy_timeout_ms = busy_timeout_ms
        if synchronous.upper() not in ("NORMAL", "FULL"):
            raise ValueError("synchronous is NORMAL or FULL")
        self._synchronous = synchronous.upper()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbitre-db")
        self._db: Database | None = None
        self._thread: threading.Thread | None = None
        self._checkpointer: Checkpointer | None = None
        self._identity: tuple[int, int] | None = None  # (device, inode) of the file opened
        self._lock: DatabaseLock | None = None  # held shared while open: no restore under us (R4)

    # --- plumbing: everything below `_` runs on the writer thread -----------------------

    async def _run(self, fn: Callable[[], T]) -> T:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, fn)
        except sqlite3.Error as error:
            raise french(error) from error
        except UnicodeDecodeError:
            raise StoreCorrupt(DAMAGED) from None  # damaged text SQLite hands back undecodable
        except RecursionError:
            raise StoreCorrupt(DAMAGED) from None  # a row's JSON nested too deep to read (T6)

    async def run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run `fn(connection)` on the writer thread: for the other tables (bot/events/desk.py)."""

        def work() -> T:
            self._check_file()
            return fn(self.db.conn)

        return await self._run(work)

    def run_sync(self, fn: Callable[[], T]) -> T:
        """For synchronous callers (CLI listings): same thread, same errors."""
        try:
            return self._executor.submit(fn).result()
        except sqlite3.Error as error:
            raise french(error) from error
        except (UnicodeDecodeError, RecursionError):
            raise StoreCorrupt(DAMAGED) from None

    @property
    def db(self) -> Database:
        if self._db is None:
            raise RuntimeError("store not opened")
        return self._db

    def _open(self) -> None:
        try:
            self._open_checked()
        except StorageError:
            self._close()
            raise
        except (sqlite3.Error, OSError, ValueError) as error:
            self._close()
            raise start_error(Path(str(self.path)), error) from error

    def _open_checked(self) -> None:
        if isinstance(self.path, Path):
            make_private_folder(self.path.parent)
            try:
                self._lock = DatabaseLock(self.path).share()
            except DatabaseBusy:
                raise StoreUnavailable(
                    f"la base {self.path} est en cours de restauration (« arbitre restore ») ; "
                    "relancez dans un instant"
                ) from None
            make_private_file(self.path)
            for suffix in ("-wal", "-shm"):  # left by an older Arbitre with the umask's mode
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    make_private_file(side)
        conn = sqlite3.connect(str(self.path), timeout=self._busy_timeout_ms / 1000, isolation_level=None)
        self._db = Database(conn)
        if isinstance(self.path, Path):
            check = damage(conn)
            if check is not None:
                raise StoreCorrupt(
                    f"la base de données {self.path} est endommagée (contrôle SQLite : {check}). Elle "
                    "n'a pas été modifiée ; restaurez la dernière sauvegarde (« arbitre restore », "
                    "voir deploy/README.md)"
                )
            info = os.stat(self.path)
            self._identity = (info.st_dev, info.st_ino)
        conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
        if self.path != ":memory:":
            self._db.enable_wal()
            conn.execute(f"PRAGMA wal_autocheckpoint = {BACKSTOP_CHECKPOINT_PAGES}")
        # WAL + NORMAL: every commit survives a crash or SIGKILL of the process; only a power
        # cut can lose the last commits. FULL would fsync each action (see the README).
        conn.execute(f"PRAGMA synchronous = {self._synchronous}")
        conn.execute("PRAGMA foreign_keys = ON")
        # T16: what anonymise and purge erase is overwritten with zeros, not left in free pages, whatever
        # the SQLite build's default.
        conn.execute("PRAGMA secure_delete = ON")
        self._migrate()
        if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'handled_updates'").fetchone():
            updates.prune(conn, time.time())

    def _migrate(self) -> None:
        """Every pending step in one transaction: a new file is created whole (one commit, not one
        per step), and a step that fails leaves the file at the version it had."""
        conn = self.db.conn
        if conn.execute("PRAGMA user_version").fetchone()[0] >= len(MIGRATIONS):
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: another process starting at the same moment may
            # have run these steps meanwhile (then they are not run twice).
            current = conn.execute("PRAGMA user_version").fetchone()[0]
            for script in MIGRATIONS[max(current, 0) :]:
                for statement in script.split(";"):
                    if statement.strip():
                        conn.execute(statement)
            if current < len(MIGRATIONS):
                conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            raise

    def forget_old_pages(self) -> None:
        """After anonymise or purge (T16): copy the WAL into the database and empty it, so the rows'
        old versions leave the -wal file now rather than when the last program stops. A reader
        holding an old snapshot makes SQLite skip it; the background checkpoint does it later."""
        if isinstance(self.path, Path):
            self.run_sync(lambda: self.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall())

    def schema_version(self) -> int:
        return self.run_sync(lambda: self.db.conn.execute("PRAGMA user_version").fetchone()[0])

    async def open(self) -> Store:
        await self._run(self._open)
        self._start_checkpointer()
        return self

    def open_sync(self) -> Store:
        self.run_sync(self._open)
        self._start_checkpointer()
        return self

    def _start_checkpointer(self) -> None:
        if isinstance(self.path, Path) and self._checkpointer is None:
            self._checkpointer = Checkpointer(self.path).start()

    def _stop_checkpointer(self) -> None:
        # Before the writer closes: the last connection to close checkpoints and removes the WAL.
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None

    async def close(self) -> None:
        self._stop_checkpointer()
        await self._run(self._close)
        self._executor.shutdown(wait=True)

    def close_sync(self) -> None:
        self._stop_checkpointer()
        self.run_sync(self._close)
        self._executor.shutdown(wait=True)

    def _check_file(self) -> None:
        """Refuse to write when the path no longer names the file we opened (issue 12, F2):
        SQLite would go on writing to the unlinked file, and everything would vanish at the
        restart. One stat per commit, inside the transaction."""
        if self._identity is None or not isinstance(self.path, Path):
            return
        try:
            info = os.stat(self.path)
        except OSError:
            raise StoreGone(
                f"Action non enregistrée : la base de données {self.path} a disparu pendant que le "
                "programme tournait (dossier des données supprimé ?). Arrêtez Arbitre, vérifiez le "
                "dossier des données, puis relancez ; restaurez une sauvegarde si besoin."
            ) from None
        if (info.st_dev, info.st_ino) != self._identity:
            raise StoreGone(
                f"Action non enregistrée : la base de données {self.path} a été remplacée par un autre "
                "fichier pendant que le programme tournait. Arrêtez Arbitre, puis relancez-le pour "
                "utiliser la nouvelle base (arrêtez toujours les bots avant une restauration)."
            )

    def _close(self) -> None:
        if self._db is not None:
            self._db.conn.close()
            self._db = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # --- writes ------------------------------------------------------------------------

    async def create(
        self,
        make: Callable[[str], Incident],
        actor: Actor,
        action: Action,
        at: float,
        key: str | None = None,
    ) -> Incident:
        """Insert a new incident and its `start` event; `make` receives the new id. `key` names the
        chat update that asks for it (bot/incidents/updates.py): asked again, the incident it opened
        then is returned and nothing is inserted."""

        def work() -> Incident:
            conn = self.db.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                self._check_file()
                seq = conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM incidents").fetchone()[0]
                incident = make(str(seq))
                conn.execute(rows.INSERT_INCIDENT, {"seq": seq, **rows.incident_row(incident)})
                conn.execute(rows.INSERT_EVENT, rows.event_row(incident, actor, action, at))
                updates.record(conn, key, "incident", incident.id, at)
                conn.execute("COMMIT")
            except updates.Repeated as repeated:
                rollback(conn)
                found = self._get(repeated.target)
                if found is None:
                    raise
                return found
            except BaseException:
                rollback(conn)
                raise
            return incident

        return await self._run(work)

    async def commit(
        self,
        before: Incident,
        after: Incident,
        actor: Actor,
        action: Action,
        at: float,
        key: str | None = None,
    ) -> None:
        """Store `after` and its event in one transaction, only if nobody moved `before` meanwhile.
        `key`: the chat update asking for it; updates.Repeated when that update stored it already."""

        def work() -> None:
            conn = self.db.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                self._check_file()
                rows.write(conn, before, after, actor, action, at)
                updates.record(conn, key, "incident", after.id, at)
                conn.execute("COMMIT")
            except BaseException:
                rollback(conn)
                raise

        await self._run(work)

    # --- reads -------------------------------------------------------------------------

    def _get(self, incident_id: str) -> Incident | None:
        return rows.get(self.db.conn, incident_id)

    async def get(self, incident_id: str) -> Incident | None:
        return await self._run(lambda: self._get(incident_id))

    def get_sync(self, incident_id: str) -> Incident | None:
        return self.run_sync(lambda: self._get(incident_id))

    def _list(
        self, chat: str | None, open_only: bool, since: float | None, limit: int | None, owner_id: str | None
    ) -> list[Incident]:
        return rows.select(self.db.conn, chat, open_only, since, limit, owner_id)

    async def list(
        self,
        *,
        chat: str | None = None,
        open_only: bool = False,
        since: float | None = None,
        limit: int | None = 50,
        owner_id: str | None = None,
    ) -> list[Incident]:
        return await self._run(lambda: self._list(chat, open_only, since, limit, owner_id))

    def list_sync(self, **kwargs: Any) -> list[Incident]:
        return self.run_sync(
            lambda: self._list(
                kwargs.get("chat"),
                kwargs.get("open_only", False),
                kwargs.get("since"),
                kwargs.get("limit", 50),
                kwargs.get("owner_id"),
            )
        )

    def _events(self, incident_id: str) -> list[Event]:
        return rows.events(self.db.conn, incident_id)

    async def events(self, incident_id: str) -> list[Event]:
        return await self._run(lambda: self._events(incident_id))

    def events_sync(self, incident_id: str) -> list[Event]:
        return self.run_sync(lambda: self._events(incident_id))

    def integrity_check(self) -> str:
        return self.run_sync(lambda: self.db.conn.execute("PRAGMA integrity_check").fetchone()[0])
