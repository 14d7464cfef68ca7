"""Every update once (issue 30 T2): a chat update handled again changes nothing again.

Telegram delivers an update at least once: it sends it again when the bot stopped (SIGKILL, or a
clean SIGTERM) after storing the update's change but before its handler finished. The adapter
names the update it is handling (`handling("telegram:<update id>")`, a context variable, so every
store call made for that update sees it); each change stored for it takes the next key of that
update (`telegram:<id>#0`, `#1`…, in the order the handler makes them) and records it in
`handled_updates` in the same transaction as the change. When the update comes again, the same
handler makes the same changes in the same order: each finds its key already recorded, changes
nothing (the transaction is rolled back) and answers from what is stored.

Changes made for no update (the terminal, Discord — which never delivers an interaction twice —,
the idle expiry, start-up work) carry no key and are stored as before.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass

# Telegram keeps an update at most 24 hours; a key older than this can never come again.
KEEP_SECONDS = 3 * 24 * 3600.0


@dataclass
class Handling:
    """The update being handled, and how many changes it has stored so far."""

    source: str
    count: int = 0

    def next_key(self) -> str:
        key = f"{self.source}#{self.count}"
        self.count += 1
        return key


_current: ContextVar[Handling | None] = ContextVar("arbitre_update", default=None)


@contextlib.contextmanager
def handling(source: str) -> Iterator[Handling]:
    """Everything stored inside this block is keyed on the update `source`."""
    current = Handling(source)
    token = _current.set(current)
    try:
        yield current
    finally:
        _current.reset(token)


def next_key() -> str | None:
    """The key of the next change stored for the update being handled, or None (no update)."""
    current = _current.get()
    return current.next_key() if current is not None else None


class Repeated(Exception):
    """This change was stored before for the same update: nothing was stored again."""

    def __init__(self, kind: str, target: str) -> None:
        super().__init__(f"{kind} {target}")
        self.kind = kind
        self.target = target


def record(conn: sqlite3.Connection, key: str | None, kind: str, target: str, at: float) -> None:
    """Inside the change's open transaction: record `key`, or raise Repeated when it is recorded
    already (the caller rolls the transaction back: nothing is stored twice)."""
    if key is None:
        return
    try:
        conn.execute(
            "INSERT INTO handled_updates (key, at, kind, target) VALUES (?, ?, ?, ?)", (key, at, kind, target)
        )
    except sqlite3.IntegrityError:
        row = conn.execute("SELECT kind, target FROM handled_updates WHERE key = ?", (key,)).fetchone()
        if row is None:
            raise
        raise Repeated(str(row[0]), str(row[1])) from None


def prune(conn: sqlite3.Connection, now: float) -> int:
    """Forget the keys of updates Telegram can no longer send again."""
    return conn.execute("DELETE FROM handled_updates WHERE at < ?", (now - KEEP_SECONDS,)).rowcount
