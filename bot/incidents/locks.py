"""One asyncio lock per key (an incident, a call), dropped as soon as nobody holds or awaits it;
and the database's file lock, shared by every process that uses it, exclusive for a restore."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock(); see DatabaseLock
    fcntl = None  # type: ignore[assignment]


class KeyedLocks:
    def __init__(self) -> None:
        self._entries: dict[str, tuple[asyncio.Lock, list[int]]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def hold(self, key: str) -> _Held:
        """`async with locks.hold(key):` one holder at a time for `key`."""
        return _Held(self._entries, key)


class _Held:
    """The context of `KeyedLocks.hold`, a class rather than a generator: it is entered on every
    action, and asynccontextmanager costs a few microseconds more each time (issue 35 §5)."""

    __slots__ = ("_entries", "_key", "_lock", "_users")

    def __init__(self, entries: dict[str, tuple[asyncio.Lock, list[int]]], key: str) -> None:
        self._entries = entries
        self._key = key

    async def __aenter__(self) -> None:
        entry = self._entries.get(self._key)
        if entry is None:
            entry = self._entries[self._key] = (asyncio.Lock(), [0])
        self._lock, self._users = entry
        self._users[0] += 1
        try:
            await self._lock.acquire()
        except BaseException:  # cancelled while waiting: nobody holds it for us
            self._release_entry()
            raise

    async def __aexit__(self, *exc: object) -> None:
        self._lock.release()
        self._release_entry()

    def _release_entry(self) -> None:
        self._users[0] -= 1
        if self._users[0] == 0:
            del self._entries[self._key]


class DatabaseBusy(Exception):
    """Another process holds the database's lock in a way that excludes us."""


class DatabaseLock:
    """An advisory lock beside the database (`arbitre.sqlite3.lock`, issue 23, R4).

    Every process that opens the store (the bots, the terminal, the commands) holds it shared for
    as long as the store is open; `arbitre restore` takes it exclusive, so it is refused while any
    of them runs, and none of them starts while a restore runs. flock() locks belong to the open
    file, so the kernel drops them when a process dies, even under SIGKILL: no stale lock to clear.
    Where flock() does not exist (Windows), the lock is a no-op."""

    def __init__(self, database: Path) -> None:
        self.path = database.with_name(database.name + ".lock")
        self._fd: int | None = None

    def _take(self, exclusive: bool) -> DatabaseLock:
        if fcntl is None:
            return self
        # Read-only is enough for flock(), and a lock file readable by all (it holds nothing, in a
        # 0700 folder) lets the service's user lock a file that root created by a `sudo arbitre
        # restore`, and the reverse.
        fd = os.open(self.path, os.O_RDONLY | os.O_CREAT, 0o644)
        try:
            if os.fstat(fd).st_uid == os.geteuid():
                os.fchmod(fd, 0o644)  # whatever the umask
            fcntl.flock(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DatabaseBusy(str(self.path)) from None
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return self

    def share(self) -> DatabaseLock:
        """For a process that uses the database: refused only while a restore runs."""
        return self._take(exclusive=False)

    def exclusive(self) -> DatabaseLock:
        """For a restore: refused while any other process has the database open."""
        return self._take(exclusive=True)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the file drops its lock
            self._fd = None
