"""Durable incidents on SQLite, through sqlite-utils.

Two tables: `incidents` holds the current state of each incident, `events` every accepted
action, append-only. Both are written in one transaction per action, committed before the
engine answers. SQLite objects live on one dedicated thread (the single writer); the async
side hands it work and awaits, so the event loop never blocks on the database.
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import sqlite_utils

from bot.incidents import updates
from bot.incidents.incident import Action, Actor, Incident, Kind
from bot.incidents.locks import DatabaseBusy, DatabaseLock

T = TypeVar("T")

# Each entry moves the schema one version up; never edit an entry once released.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE incidents (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        chat TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        owner_name TEXT NOT NULL,
        topic TEXT,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        ruling_id TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX incidents_chat ON incidents (chat, updated_at);
    CREATE INDEX incidents_state ON incidents (state, updated_at);
    CREATE TABLE events (
        incident_id TEXT NOT NULL REFERENCES incidents (id),
        version INTEGER NOT NULL,
        at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        actor_is_director INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        expected_version INTEGER,
        PRIMARY KEY (incident_id, version)
    );
    """,
    # 2: online events and their queue of director calls (bot/events/).
    """
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chat TEXT NOT NULL,
        directors_chat TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        opened_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX tournaments_chat ON tournaments (chat, state);
    CREATE INDEX tournaments_directors ON tournaments (directors_chat, state);
    CREATE TABLE calls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        created_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX calls_queue ON calls (tournament_id, state, created_at);
    CREATE TABLE call_events (
        call_id INTEGER NOT NULL REFERENCES calls (id),
        version INTEGER NOT NULL,
        at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (call_id, version)
    );
    """,
    # 3: peer polls for a logical alternative (bot/polls/); votes keyed by a hash.
    """
    CREATE TABLE polls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        incident_id TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        deadline REAL NOT NULL,
        salt TEXT NOT NULL,
        platform_ref TEXT,
        data TEXT NOT NULL
    );
    CREATE INDEX polls_open ON polls (state, deadline);
    CREATE INDEX polls_incident ON polls (incident_id);
    CREATE TABLE poll_votes (
        poll_id INTEGER NOT NULL REFERENCES polls (id),
        voter TEXT NOT NULL,
        selected TEXT NOT NULL,
        considered TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (poll_id, voter)
    );
    """,
    # 4: at-least-once calls (issue 22 R2): the platform's update a call came from, stored once;
    # when the caller was answered and when the directors were shown it (posted again at start).
    """
    ALTER TABLE calls ADD COLUMN source TEXT;
    ALTER TABLE calls ADD COLUMN acked_at REAL;
    ALTER TABLE calls ADD COLUMN posted_at REAL;
    CREATE UNIQUE INDEX calls_source ON calls (source);
    """,
    # 5: the deals of a club session or an online event (issue 32, bot/incidents/deals.py): one row
    # per import, one per board. « IF NOT EXISTS »: safe whatever the order of the other steps.
    """
    CREATE TABLE IF NOT EXISTS deal_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        scope TEXT NOT NULL,
        imported_at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS deal_sessions_scope ON deal_sessions (scope, imported_at);
    CREATE TABLE IF NOT EXISTS deals (
        session_id INTEGER NOT NULL REFERENCES deal_sessions (id),
        board INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (session_id, board)
    );
    """,
    # 6 (issue 30 T2, T11, T12): every update once — the key of each change a chat update stored
    # (bot/incidents/updates.py); the event boards' messages, edited again after a restart; the
    # calls whose own message was being posted when the process stopped. Idempotent.
    """
    CREATE TABLE IF NOT EXISTS handled_updates (
        key TEXT PRIMARY KEY,
        at REAL NOT NULL,
        kind TEXT NOT NULL,
        target TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS handled_updates_at ON handled_updates (at);
    CREATE TABLE IF NOT EXISTS board_messages (
        tournament_id TEXT NOT NULL,
        chat TEXT NOT NULL,
        refs TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (tournament_id, chat)
    );
    CREATE TABLE IF NOT EXISTS call_posting (
        call_id INTEGER PRIMARY KEY,
        at REAL NOT NULL
    );
    """,
)


# What the code reads: checked at start, after the migrations.
SCHEMA_COLUMNS = {
    "incidents": {"seq", "id", "chat", "owner_id", "owner_name", "topic", "state", "version", "data"},
    "events": {
        "incident_id",
        "version",
        "at",
        "actor_id",
        "actor_name",
        "actor_is_director",
        "kind",
        "payload",
    },
}


# Plain statements on the hot path: sqlite-utils' insert() reads the table's schema on every call.
_INSERT_INCIDENT = (
    "INSERT INTO incidents (seq, id, chat, owner_id, owner_name, topic, state, version, ruling_id, "
    "created_at, updated_at, data) VALUES (:seq, :id, :chat, :owner_id, :owner_name, :topic, :state, "
    ":version, :ruling_id, :created_at, :updated_at, :data)"
)
_INSERT_EVENT = (
    "INSERT INTO events (incident_id, version, at, actor_id, actor_name, actor_is_director, kind, payload, "
    "expected_version) VALUES (:incident_id, :version, :at, :actor_id, :actor_name, :actor_is_director, "
    ":kind, :payload, :expected_version)"
)


class StorageError(Exception):
    """The database refused; the message is French, and nothing already stored is lost."""


class StoreUnavailable(StorageError):
    """The database cannot be opened at start-up (folder, rights, disk, lock): nothing was attempted."""


class StoreCorrupt(StorageError):
    """SQLite's quick_check found damage: using or copying the file would spread it."""


class StoreGone(StorageError):
    """The database file was deleted or replaced under a running program (issue 12, F2)."""


# Names, notes and chat user ids are personal data: the database, its -wal and -shm (SQLite gives
# them the database's own mode) and the backups are for Arbitre's user only, whatever the umask.
DATABASE_MODE = 0o600
FOLDER_MODE = 0o700


def make_private_folder(folder: Path) -> None:
    """Create `folder` (and missing parents) as 0700; an existing folder is left as it is, since
    it may be shared on purpose (`--data-dir /srv/club`): `arbitre doctor` warns about it."""
    if folder.is_dir():
        return
    folder.mkdir(parents=True, exist_ok=True, mode=FOLDER_MODE)
    os.chmod(folder, FOLDER_MODE)  # mkdir's mode goes through the umask


def make_private_file(path: Path) -> None:
    """Create `path` empty as 0600 if missing (SQLite treats an empty file as a new database),
    and take group and other rights away from an existing one we own."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, DATABASE_MODE)
    except FileExistsError:
        info = os.stat(path)
        if stat.S_ISREG(info.st_mode) and info.st_mode & 0o077 and info.st_uid == os.geteuid():
            os.chmod(path, DATABASE_MODE)
    else:
        os.close(fd)


def damage(conn: sqlite3.Connection) -> str | None:
    """SQLite's first complaint about the file, or None when it is sound (issue 12, F10).

    integrity_check rather than quick_check: quick_check does not compare indexes with their
    table, and an index that lost a row is exactly what the trial's two flipped bits left behind
    (tests/bot/test_reliability.py). Both read every page once; integrity_check took 30 ms on
    10,000 incidents, quick_check 13 ms. The (1) stops at the first error."""
    # The report can quote damaged bytes that are not UTF-8: read it as bytes.
    factory = conn.text_factory
    conn.text_factory = bytes
    try:
        row = conn.execute("PRAGMA integrity_check(1)").fetchone()
    except sqlite3.DatabaseError as error:
        text = str(error)
        if "locked" in text or "busy" in text:
            raise
        return text
    except UnicodeDecodeError:
        # SQLite's own error message quoted damaged schema bytes that Python cannot decode.
        return "schéma illisible (octets endommagés)"
    finally:
        conn.text_factory = factory
    check = row[0].decode("utf-8", "replace") if isinstance(row[0], bytes) else str(row[0])
    if check != "ok":
        return check
    return _schema_damage(conn)


def _schema_damage(conn: sqlite3.Connection) -> str | None:
    """A damaged schema text can pass SQLite's check and break every later read (found by
    tests/bot/test_reliability_trial.py): the columns the code reads must be there."""
    try:
        if not conn.execute("PRAGMA user_version").fetchone()[0]:
            return None  # a new database: the migrations create the tables
        for table, columns in SCHEMA_COLUMNS.items():
            found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not columns <= found:
                return f"table {table} incomplète"
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        return "schéma illisible (octets endommagés)"
    return None


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return False


def _start_error(path: Path, error: BaseException) -> StorageError:
    """The French reason the database cannot be used at start-up, and the fix."""
    folder = path.parent
    text = str(error).lower()
    if isinstance(error, (NotADirectoryError, FileExistsError)) or (
        isinstance(error, OSError) and error.errno == errno.ENOTDIR
    ):
        return StoreUnavailable(
            f"impossible de créer le dossier des données {folder} : ce chemin, ou l'un de ses parents, "
            "existe mais n'est pas un dossier. Choisissez un autre dossier (--data-dir ou ARBITRE_DATA_DIR)"
            if not _is_dir(folder) and not _exists(folder)
            else f"le chemin des données {folder} existe mais n'est pas un dossier. Choisissez un autre "
            "dossier (--data-dir ou ARBITRE_DATA_DIR)"
        )
    if isinstance(error, PermissionError):
        return StoreUnavailable(
            f"impossible de créer le dossier des données ou la base {path} : droits insuffisants. Donnez "
            "les droits d'écriture à l'utilisateur d'Arbitre, ou choisissez un autre dossier (--data-dir)"
        )
    if (isinstance(error, OSError) and error.errno == errno.ENOSPC) or "full" in text:
        return StoreUnavailable(f"le disque des données est plein ({folder}) ; libérez de la place")
    if isinstance(error, IsADirectoryError) or _is_dir(path):
        return StoreUnavailable(f"la base {path} est un dossier, pas un fichier ; déplacez ce dossier")
    if isinstance(error, sqlite3.DatabaseError) and (
        "not a database" in text or "malformed" in text or "could not decode" in text
    ):
        return StoreCorrupt(
            f"la base de données {path} est endommagée ({error}). Elle n'a pas été modifiée ; "
            "restaurez la dernière sauvegarde (« arbitre restore », voir deploy/README.md)"
        )
    if "locked" in text or "busy" in text:
        return StoreUnavailable(
            f"la base {path} est verrouillée par un autre programme ; arrêtez-le ou réessayez dans un instant"
        )
    if "readonly" in text or "read-only" in text:
        return StoreUnavailable(
            f"la base {path} est en lecture seule ; donnez les droits d'écriture à l'utilisateur d'Arbitre"
        )
    if "unable to open" in text:
        return StoreUnavailable(
            f"impossible d'ouvrir la base {path} ; vérifiez le dossier des données et ses droits"
        )
    return StoreUnavailable(f"impossible d'utiliser la base {path} ({error})")


class Conflict(Exception):
    """Someone else changed the incident first (another process on the same database)."""


@dataclass(frozen=True)
class Event:
    incident_id: str
    version: int
    at: float
    actor: Actor
    action: Action


DAMAGED = (
    "Action non enregistrée : la base de données est endommagée ; arrêtez Arbitre, lancez "
    "« arbitre doctor » et restaurez la dernière sauvegarde (voir deploy/README.md)."
)


def _french(error: sqlite3.Error) -> StorageError:
    text = str(error).lower()
    if "malformed" in text or "not a database" in text or "could not decode" in text:
        # Damage found while running (after the start-up check): no raw row text in the message.
        return StoreCorrupt(DAMAGED)
    if "locked" in text or "busy" in text:
        why = "la base de données est verrouillée par un autre programme ; réessayez dans un instant"
    elif "readonly" in text or "read-only" in text:
        why = "la base de données est en lecture seule ; vérifiez les droits du dossier de données"
    elif "full" in text:
        why = "le disque est plein ; libérez de la place"
    elif "unable to open" in text:
        why = "impossible d'ouvrir la base de données ; vérifiez le dossier de données"
    else:
        why = f"erreur de la base de données ({error})"
    return StorageError(f"Action non enregistrée : {why}. Rien de ce qui était déjà enregistré n'est perdu.")


def _incident(data: str) -> Incident:
    """A stored incident; a row SQLite finds sound but whose JSON is damaged is a refusal."""
    try:
        return Incident.from_json(data)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise StoreCorrupt(DAMAGED) from None


def _rollback(conn: sqlite3.Connection) -> None:
    """Roll back if a transaction is still open: SQLite already rolled back after some errors
    (disk full, I/O), and a second ROLLBACK would hide the real error behind its own."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


# The writer never checkpoints the WAL itself unless this many pages pile up: a checkpoint ends
# with an fsync of the database file, a few milliseconds that would land on some director's click.
# The Checkpointer below does it in the background instead.
BACKSTOP_CHECKPOINT_PAGES = 10_000
CHECKPOINT_INTERVAL = 1.0  # seconds


class Checkpointer:
    """A thread with its own connection that copies the WAL into the database every second
    (PASSIVE: it never blocks the writer nor readers; SQLite makes it crash-safe)."""

    def __init__(self, path: Path, interval: float = CHECKPOINT_INTERVAL) -> None:
        self.path = path
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="arbitre-checkpoint", daemon=True)

    def start(self) -> Checkpointer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _loop(self) -> None:
        try:
            conn = sqlite3.connect(str(self.path), isolation_level=None)
        except sqlite3.Error:
            return  # the writer's backstop checkpoint still bounds the WAL
        try:
            while not self._stop.wait(self.interval):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                except sqlite3.Error:
                    pass
        finally:
            conn.close()


class Store:
    """SQLite storage with one writer thread. Use `await store.open()` first."""

    def __init__(self, path: Path | str, *, busy_timeout_ms: int = 5000, synchronous: str = "NORMAL") -> None:
        self.path = Path(path) if str(path) != ":memory:" else path
        self._busy_timeout_ms = busy_timeout_ms
        if synchronous.upper() not in ("NORMAL", "FULL"):
            raise ValueError("synchronous is NORMAL or FULL")
        self._synchronous = synchronous.upper()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbitre-db")
        self._db: sqlite_utils.Database | None = None
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
            raise _french(error) from error
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
            raise _french(error) from error
        except (UnicodeDecodeError, RecursionError):
            raise StoreCorrupt(DAMAGED) from None

    @property
    def db(self) -> sqlite_utils.Database:
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
            raise _start_error(Path(str(self.path)), error) from error

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
        self._db = sqlite_utils.Database(conn)
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
        conn = self.db.conn
        current = conn.execute("PRAGMA user_version").fetchone()[0]
        for version, script in enumerate(MIGRATIONS, start=1):
            if version <= current:
                continue
            conn.execute("BEGIN IMMEDIATE")
            try:
                # Read again under the write lock: another process starting at the same moment
                # may have run this step meanwhile (then it is not run twice).
                if conn.execute("PRAGMA user_version").fetchone()[0] >= version:
                    conn.execute("COMMIT")
                    continue
                for statement in script.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version}")
                conn.execute("COMMIT")
            except BaseException:
                _rollback(conn)
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

    @staticmethod
    def _row(incident: Incident) -> dict[str, Any]:
        return {
            "id": incident.id,
            "chat": incident.chat,
            "owner_id": incident.owner_id,
            "owner_name": incident.owner_name,
            "topic": incident.topic,
            "state": incident.state.value,
            "version": incident.version,
            "ruling_id": incident.ruling_id,
            "created_at": incident.created_at,
            "updated_at": incident.updated_at,
            "data": incident.to_json(),
        }

    @staticmethod
    def _event_row(incident: Incident, actor: Actor, action: Action, at: float) -> dict[str, Any]:
        return {
            "incident_id": incident.id,
            "version": incident.version,
            "at": at,
            "actor_id": actor.id,
            "actor_name": actor.name,
            "actor_is_director": int(actor.is_director),
            "kind": action.kind.value,
            "payload": json.dumps(action.payload, ensure_ascii=False),
            "expected_version": action.expected_version,
        }

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
                conn.execute(_INSERT_INCIDENT, {"seq": seq, **self._row(incident)})
                conn.execute(_INSERT_EVENT, self._event_row(incident, actor, action, at))
                updates.record(conn, key, "incident", incident.id, at)
                conn.execute("COMMIT")
            except updates.Repeated as repeated:
                _rollback(conn)
                found = self._get(repeated.target)
                if found is None:
                    raise
                return found
            except BaseException:
                _rollback(conn)
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
                self.write(conn, before, after, actor, action, at)
                updates.record(conn, key, "incident", after.id, at)
                conn.execute("COMMIT")
            except BaseException:
                _rollback(conn)
                raise

        await self._run(work)

    @classmethod
    def write(
        cls,
        conn: sqlite3.Connection,
        before: Incident,
        after: Incident,
        actor: Actor,
        action: Action,
        at: float,
    ) -> None:
        """Inside an open transaction: `after` and its event, or Conflict if `before` moved."""
        cursor = conn.execute(
            "UPDATE incidents SET chat=:chat, topic=:topic, state=:state, version=:version, "
            "ruling_id=:ruling_id, updated_at=:updated_at, data=:data WHERE id=:id AND version=:previous",
            {**cls._row(after), "previous": before.version},
        )
        if cursor.rowcount != 1:
            raise Conflict(after.id)
        conn.execute(_INSERT_EVENT, cls._event_row(after, actor, action, at))

    # --- reads -------------------------------------------------------------------------

    def _get(self, incident_id: str) -> Incident | None:
        row = self.db.conn.execute("SELECT data FROM incidents WHERE id = ?", (incident_id,)).fetchone()
        return _incident(row[0]) if row else None

    async def get(self, incident_id: str) -> Incident | None:
        return await self._run(lambda: self._get(incident_id))

    def get_sync(self, incident_id: str) -> Incident | None:
        return self.run_sync(lambda: self._get(incident_id))

    def _list(
        self, chat: str | None, open_only: bool, since: float | None, limit: int | None, owner_id: str | None
    ) -> list[Incident]:
        where, params = [], []
        if chat is not None:
            where.append("chat = ?")
            params.append(chat)
        if owner_id is not None:
            where.append("owner_id = ?")
            params.append(owner_id)
        if open_only:
            where.append("state IN ('choosing_topic', 'asking', 'ruled')")
        if since is not None:
            where.append("created_at >= ?")
            params.append(since)
        sql = "SELECT data FROM incidents"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY seq DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_incident(r[0]) for r in self.db.conn.execute(sql, params).fetchall()]

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
        rows = self.db.conn.execute(
            "SELECT incident_id, version, at, actor_id, actor_name, actor_is_director, kind, payload, "
            "expected_version FROM events WHERE incident_id = ? ORDER BY version",
            (incident_id,),
        ).fetchall()
        try:
            return [
                Event(
                    incident_id=r[0],
                    version=r[1],
                    at=r[2],
                    actor=Actor(r[3], r[4], bool(r[5])),
                    action=Action(Kind(r[6]), json.loads(r[7]), r[8]),
                )
                for r in rows
            ]
        except (ValueError, KeyError, TypeError):
            raise StoreCorrupt(DAMAGED) from None

    async def events(self, incident_id: str) -> list[Event]:
        return await self._run(lambda: self._events(incident_id))

    def events_sync(self, incident_id: str) -> list[Event]:
        return self.run_sync(lambda: self._events(incident_id))

    def integrity_check(self) -> str:
        return self.run_sync(lambda: self.db.conn.execute("PRAGMA integrity_check").fetchone()[0])
