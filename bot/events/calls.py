"""The desk's call rows: reading calls, and marking them answered, shown or being posted."""

from __future__ import annotations

import sqlite3

from bot.events.model import Call, Tournament
from bot.events.tournaments import TournamentDesk


class CallRecords(TournamentDesk):
    """The calls' reads and delivery marks (bot/events/desk.py adds the changes)."""

    async def mark_acked(self, call_id: str) -> None:
        """The caller has been told the call is stored."""
        await self._mark("acked_at", [call_id])

    async def mark_all_acked(self, call_ids: list[str]) -> None:
        """The callers see these calls on the players' board."""
        await self._mark("acked_at", call_ids)

    async def mark_posted(self, call_ids: list[str]) -> None:
        """The directors have been shown these calls (their message, or the event's board)."""
        await self._mark("posted_at", call_ids)

    async def mark_posting(self, call_id: str) -> None:
        """The call's own message is being sent to the directors (issue 30 T11): a restart that
        finds this without `posted_at` cannot know whether it went, and never posts it whole again."""
        now = self.clock()

        def work(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT OR IGNORE INTO call_posting (call_id, at) VALUES (?, ?)", (int(call_id), now)
            )

        await self.store.run(work)

    async def posting(self, call_ids: list[str]) -> set[str]:
        """Of these calls, those whose post was under way when the process stopped."""

        def work(conn: sqlite3.Connection) -> set[str]:
            marks = ",".join("?" * len(call_ids))
            rows = conn.execute(
                f"SELECT call_id FROM call_posting WHERE call_id IN ({marks})", [int(i) for i in call_ids]
            ).fetchall()
            return {str(r[0]) for r in rows}

        return await self.store.run(work) if call_ids else set()

    async def _mark(self, column: str, call_ids: list[str]) -> None:
        assert column in ("acked_at", "posted_at")
        now = self.clock()

        def work(conn: sqlite3.Connection) -> None:
            conn.executemany(
                f"UPDATE calls SET {column} = ? WHERE id = ? AND {column} IS NULL",
                [(now, int(i)) for i in call_ids],
            )

        if call_ids:
            await self.store.run(work)

    async def unannounced(self) -> list[tuple[Tournament, Call, bool, bool]]:
        """Calls of open events not closed whose caller was never answered or which the
        directors were never shown: (event, call, answered, shown), oldest first. Posted at start-up:
        a crash between storing a call and announcing it loses nothing."""

        def work(conn: sqlite3.Connection) -> list[tuple[Tournament, Call, bool, bool]]:
            rows = conn.execute(
                "SELECT t.data, c.data, c.acked_at IS NOT NULL, c.posted_at IS NOT NULL FROM calls c "
                "JOIN tournaments t ON t.id = c.tournament_id WHERE t.state = 'open' AND c.state != 'closed' "
                "AND (c.acked_at IS NULL OR c.posted_at IS NULL) ORDER BY c.created_at, c.id"
            ).fetchall()
            return [(Tournament.from_json(t), Call.from_json(c), bool(a), bool(p)) for t, c, a, p in rows]

        return await self.store.run(work)

    async def get_call(self, call_id: str) -> Call | None:
        def work(conn: sqlite3.Connection) -> Call | None:
            row = conn.execute("SELECT data FROM calls WHERE id = ?", (call_id,)).fetchone()
            return Call.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def open_calls(self, tournament_id: str) -> list[Call]:
        """Calls not yet closed, oldest first."""

        def work(conn: sqlite3.Connection) -> list[Call]:
            rows = conn.execute(
                "SELECT data FROM calls WHERE tournament_id = ? AND state != 'closed' ORDER BY created_at, id",
                (tournament_id,),
            ).fetchall()
            return [Call.from_json(r[0]) for r in rows]

        return await self.store.run(work)

    async def all_calls(self, tournament_id: str) -> list[Call]:
        def work(conn: sqlite3.Connection) -> list[Call]:
            rows = conn.execute(
                "SELECT data FROM calls WHERE tournament_id = ? ORDER BY created_at, id", (tournament_id,)
            ).fetchall()
            return [Call.from_json(r[0]) for r in rows]

        return await self.store.run(work)

    async def history(self, call_id: str) -> list[tuple[int, float, str, str]]:
        """(version, time, who, what) of a call, for the log."""

        def work(conn: sqlite3.Connection) -> list[tuple[int, float, str, str]]:
            return conn.execute(
                "SELECT version, at, actor_name, kind FROM call_events WHERE call_id = ? ORDER BY version",
                (call_id,),
            ).fetchall()

        return await self.store.run(work)
