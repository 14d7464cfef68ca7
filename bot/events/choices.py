"""A command waiting for « which event? » in a directors' group serving several open online events (the
chat adapters ask, bot/adapters/telegram/queue_choice.py): what to run again once the director who typed it
chooses, stored so that a restart between the question and the press forgets nothing. One per chat,
director and kind of command (a new one replaces the old); taken once; kept a day at most.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from typing import Any

from bot.incidents.store import Store

KEEP_SECONDS = 24 * 3600  # a question older than a day is no longer the director's


class EventChoices:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock

    async def remember(self, chat: str, user_id: str, what: str, payload: dict[str, Any]) -> None:
        now = self.clock()
        text = json.dumps(payload, ensure_ascii=False)

        def work(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM event_choices WHERE at < ?", (now - KEEP_SECONDS,))
            conn.execute(
                "INSERT INTO event_choices (chat, user_id, what, payload, at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (chat, user_id, what) DO UPDATE SET payload = excluded.payload, at = excluded.at",
                (chat, user_id, what, text, now),
            )

        await self.store.run(work)

    async def take(self, chat: str, user_id: str, what: str) -> dict[str, Any] | None:
        """The command waiting for this director's choice, removed; None when none (or too old)."""
        now = self.clock()

        def work(conn: sqlite3.Connection) -> str | None:
            row = conn.execute(
                "SELECT payload, at FROM event_choices WHERE chat = ? AND user_id = ? AND what = ?",
                (chat, user_id, what),
            ).fetchone()
            conn.execute(
                "DELETE FROM event_choices WHERE chat = ? AND user_id = ? AND what = ?", (chat, user_id, what)
            )
            return str(row[0]) if row and now - float(row[1]) <= KEEP_SECONDS else None

        found = await self.store.run(work)
        try:
            payload = json.loads(found) if found else None
        except ValueError:
            return None
        return payload if isinstance(payload, dict) else None
