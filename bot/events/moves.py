"""A chat whose key changed (issue 30 T4): a Telegram group upgraded to a supergroup gets a new id.

Everything stored under the old key follows in one transaction: the events whose players' or
directors' chat it was, the calls whose caller was there (where he is told who comes), and the
incidents opened there, each with a `move` event in its log (bot/incidents/transition.py), so that
replaying the log still gives the stored incident. Keys of forum topics (`<chat>:<topic>`) follow
with their chat. Moving twice (both service messages arrive) changes nothing the second time.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass, replace

from bot.events.desk import CallDesk
from bot.events.model import Call, Tournament
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine
from bot.incidents.incident import Incident
from bot.incidents.rows import write as write_incident

log = logging.getLogger("arbitre.calls")


@dataclass(frozen=True)
class Moved:
    tournaments: tuple[str, ...] = ()
    calls: int = 0
    incidents: tuple[str, ...] = ()

    @property
    def any(self) -> bool:
        return bool(self.tournaments or self.calls or self.incidents)


def _moved_key(key: str, old: str, new: str) -> str | None:
    """`key` under the new chat, or None when it is not the old chat's (nor one of its topics)."""
    if key == old:
        return new
    if key.startswith(old + ":"):
        return new + key[len(old) :]
    return None


def _move(conn: sqlite3.Connection, old: str, new: str, now: float) -> Moved:
    like = old.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + ":%"
    tournaments: list[str] = []
    rows = conn.execute(
        "SELECT data FROM tournaments WHERE chat = ? OR directors_chat = ? OR chat LIKE ? ESCAPE '\\' "
        "OR directors_chat LIKE ? ESCAPE '\\'",
        (old, old, like, like),
    ).fetchall()
    for (data,) in rows:
        event = Tournament.from_json(data)
        moved = replace(
            event,
            chat=_moved_key(event.chat, old, new) or event.chat,
            directors_chat=_moved_key(event.directors_chat, old, new) or event.directors_chat,
            version=event.version + 1,  # a concurrent change computed on the old keys is refused
        )
        conn.execute(
            "UPDATE tournaments SET chat = ?, directors_chat = ?, version = ?, data = ? WHERE id = ?",
            (moved.chat, moved.directors_chat, moved.version, moved.to_json(), moved.id),
        )
        conn.execute(
            "UPDATE board_messages SET chat = ? WHERE tournament_id = ? AND chat = ?", (new, event.id, old)
        )
        tournaments.append(event.id)
    calls = 0
    rows = conn.execute(
        "SELECT id, data FROM calls WHERE json_extract(data, '$.caller_chat') = ? "
        "OR json_extract(data, '$.caller_chat') LIKE ? ESCAPE '\\'",
        (old, like),
    ).fetchall()
    for call_id, data in rows:
        call = Call.from_json(data)
        caller = _moved_key(call.caller_chat, old, new) or call.caller_chat
        conn.execute(
            "UPDATE calls SET data = ? WHERE id = ?", (replace(call, caller_chat=caller).to_json(), call_id)
        )
        calls += 1
    incidents: list[str] = []
    rows = conn.execute(
        "SELECT data FROM incidents WHERE chat = ? OR chat LIKE ? ESCAPE '\\' ORDER BY seq", (old, like)
    ).fetchall()
    for (data,) in rows:
        before = Incident.from_json(data)
        action = inc.move(_moved_key(before.chat, old, new) or before.chat)
        after = transition.apply(before, inc.SYSTEM, action, now)
        write_incident(conn, before, after, inc.SYSTEM, action, now)
        incidents.append(before.id)
    return Moved(tuple(tournaments), calls, tuple(incidents))


async def move_chat(engine: Engine, desk: CallDesk, old: str, new: str) -> Moved:
    """Move everything stored under the chat key `old` to `new`, in one transaction."""
    if old == new:
        return Moved()
    now = time.time()

    def work(conn: sqlite3.Connection) -> Moved:
        conn.execute("BEGIN IMMEDIATE")
        try:
            moved = _move(conn, old, new, now)
            conn.execute("COMMIT")
            return moved
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    moved = await desk.store.run(work)
    # An action in flight on a moved incident meets the new version and is decided again on it.
    engine.forget(moved.incidents)
    return moved
