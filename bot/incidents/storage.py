"""The database file: French errors, private modes, the damage check and the checkpoint thread."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import threading
from pathlib import Path

from bot.incidents.migrations import SCHEMA_COLUMNS


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


def start_error(path: Path, error: BaseException) -> StorageError:
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


DAMAGED = (
    "Action non enregistrée : la base de données est endommagée ; arrêtez Arbitre, lancez "
    "« arbitre doctor » et restaurez la dernière sauvegarde (voir deploy/README.md)."
)


def french(error: sqlite3.Error) -> StorageError:
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


def rollback(conn: sqlite3.Connection) -> None:
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
