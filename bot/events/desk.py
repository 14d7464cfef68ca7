"""The call desk: online events and their director calls, durable and safe under concurrency.

The same discipline as the incident engine: one lock per call, the pure transition
(bot/events/model.py), a commit that checks the stored version (so two processes cannot both take a
call), an event row per change, and a French refusal instead of an exception. It knows nothing of
Telegram or Discord: adapters post what it returns.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import rules
from bot.events import model as tm
from bot.events.model import Call, CallState, EventState, Tournament
from bot.incidents import incident as inc
from bot.incidents import updates
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Actor, Refused
from bot.incidents.locks import KeyedLocks
from bot.incidents.store import StorageError, Store

log = logging.getLogger("arbitre.calls")


@dataclass(frozen=True)
class Result:
    """What an adapter renders: the event, the call, and maybe a French message."""

    tournament: Tournament | None = None
    call: Call | None = None
    message: str | None = None
    refused: bool = False
    repeated: bool = False  # the same update stored this call before (sent again after a crash)


NOT_FROM_HERE = (
    "Un appel se prend et se règle depuis le groupe des arbitres de son tournoi (ou en privé avec le "
    "bot), jamais depuis le groupe des joueurs ni un autre groupe. Rien n'a été enregistré."
)


class _Conflict(Exception):
    pass


def _refusal(message: str) -> Result:
    return Result(message=message, refused=True)


class CallDesk:
    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self._locks = KeyedLocks()

    # --- events ---------------------------------------------------------------------------

    async def open_tournament(
        self,
        actor: Actor,
        chat: str,
        name: str,
        *,
        regulation: str = "ffb_en_ligne",
        directors_chat: str | None = None,
        directors_actor: Actor | None = None,
        reminder_minutes: float = tm.DEFAULT_REMINDER_MINUTES,
    ) -> Result:
        """Open an event in the players' `chat`, its calls posted in `directors_chat`.

        Naming another chat as the directors' needs its opener to be a director there too
        (`directors_actor`, the same person as judged in that chat): otherwise anyone could send a
        real event's calls to a group of his own, or name the players' group as his directors'
        chat. A chat that is one open event's players' chat is never another's directors' chat,
        nor the reverse: the players of one event would read another's calls."""
        if not actor.is_director:
            return _refusal("Seul un arbitre peut ouvrir un tournoi.")
        directors = directors_chat or chat
        if directors != chat and (directors_actor is None or not directors_actor.is_director):
            return _refusal(
                "Vous n'êtes pas arbitre du groupe des arbitres nommé (ou le bot n'y est pas) : seul un "
                "arbitre des deux groupes peut y envoyer les appels. Rien n'a été ouvert."
            )
        try:
            clean = tm.clean_name(name)
            rules.load_regulation(regulation)
        except (Refused, ValueError) as error:
            return _refusal(str(error))
        now = self.clock()
        key = updates.next_key()

        def work(conn: sqlite3.Connection) -> Tournament | str:
            conn.execute("BEGIN IMMEDIATE")
            try:
                rows = conn.execute("SELECT data FROM tournaments WHERE state = 'open'").fetchall()
                clash = _clash([Tournament.from_json(r[0]) for r in rows], chat, directors)
                if clash is not None:
                    conn.execute("ROLLBACK")
                    return clash
                cursor = conn.execute(
                    "INSERT INTO tournaments (chat, directors_chat, state, version, opened_at, data) "
                    "VALUES (?, ?, 'open', 1, ?, '{}')",
                    (chat, directors, now),
                )
                tournament = Tournament(
                    id=str(cursor.lastrowid),
                    chat=chat,
                    directors_chat=directors,
                    name=clean,
                    regulation=regulation,
                    opened_by=actor.name,
                    opened_at=now,
                    reminder_minutes=reminder_minutes,
                )
                conn.execute(
                    "UPDATE tournaments SET data = ? WHERE id = ?", (tournament.to_json(), tournament.id)
                )
                updates.record(conn, key, "tournament", tournament.id, now)
                conn.execute("COMMIT")
                return tournament
            except updates.Repeated as repeated:  # the same update opened it before a restart
                conn.execute("ROLLBACK")
                return _tournament(conn, repeated.target) or "Tournoi introuvable."
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        try:
            found = await self.store.run(work)
        except StorageError as error:
            return _refusal(str(error))
        if isinstance(found, str):
            return _refusal(found)
        log.info("tournament %s opened in %s", found.id, chat)
        return Result(
            tournament=found, message=f"Tournoi « {found.name} » ouvert. Les joueurs appellent avec /appel."
        )

    async def current(self, chat: str) -> Tournament | None:
        """The open event of a players' chat, else of a directors' chat (the players' role first:
        a directors' chat may serve several events, a players' chat only one)."""

        def work(conn: sqlite3.Connection) -> Tournament | None:
            row = conn.execute(
                "SELECT data FROM tournaments WHERE (chat = ? OR directors_chat = ?) AND state = 'open' "
                "ORDER BY chat = ? DESC, id DESC LIMIT 1",
                (chat, chat, chat),
            ).fetchone()
            return Tournament.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def latest(self, chat: str) -> Tournament | None:
        """The event of this players' or directors' chat to export: the open one, else the last
        closed (an export is usually asked once the event is over)."""

        def work(conn: sqlite3.Connection) -> Tournament | None:
            row = conn.execute(
                "SELECT data FROM tournaments WHERE chat = ? OR directors_chat = ? "
                "ORDER BY state = 'open' DESC, chat = ? DESC, id DESC LIMIT 1",
                (chat, chat, chat),
            ).fetchone()
            return Tournament.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def open_events(self) -> list[Tournament]:
        def work(conn: sqlite3.Connection) -> list[Tournament]:
            rows = conn.execute("SELECT data FROM tournaments WHERE state = 'open' ORDER BY id").fetchall()
            return [Tournament.from_json(r[0]) for r in rows]

        return await self.store.run(work)

    async def tournament(self, tournament_id: str) -> Tournament | None:
        def work(conn: sqlite3.Connection) -> Tournament | None:
            row = conn.execute("SELECT data FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            return Tournament.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def close_tournament(self, actor: Actor, chat: str) -> Result:
        current = await self.current(chat)
        if current is None:
            return _refusal("Aucun tournoi ouvert ici : il est peut-être déjà fermé (/tournoi etat).")
        try:
            closed = tm.close_tournament(current, actor, self.clock())
        except Refused as error:
            return _refusal(str(error))
        key = updates.next_key()

        def work(conn: sqlite3.Connection) -> bool:
            return _keyed_update(
                conn,
                key,
                closed.id,
                "UPDATE tournaments SET state = ?, version = ?, data = ? WHERE id = ? AND version = ?",
                (closed.state.value, closed.version, closed.to_json(), closed.id, current.version),
                self.clock(),
            )

        if not await self.store.run(work):
            return _refusal(f"Le tournoi « {current.name} » est déjà fermé.")
        waiting = await self.open_calls(closed.id)
        note = f" {len(waiting)} appel(s) encore ouverts restent au journal." if waiting else ""
        return Result(tournament=closed, message=f"Tournoi « {closed.name} » fermé.{note}")

    async def set_regulation(self, actor: Actor, chat: str, regulation: str) -> Result:
        """Store the event's new conditions of play (the organiser's policy, a regulation spec)."""
        current = await self.current(chat)
        if current is None:
            return _refusal("Aucun tournoi ouvert ici : ouvrez-le d'abord (/tournoi ouvrir Nom).")
        try:
            rules.load_regulation(regulation)
            changed = tm.set_regulation(current, actor, regulation)
        except (Refused, ValueError) as error:
            return _refusal(str(error))

        key = updates.next_key()

        def work(conn: sqlite3.Connection) -> bool:
            return _keyed_update(
                conn,
                key,
                changed.id,
                "UPDATE tournaments SET version = ?, data = ? WHERE id = ? AND version = ? AND state = 'open'",
                (changed.version, changed.to_json(), changed.id, current.version),
                self.clock(),
            )

        try:
            stored = await self.store.run(work)
        except StorageError as error:
            return _refusal(str(error))
        if not stored:
            return _refusal(
                "Le tournoi a changé au même moment : rien n'est modifié, réessayez (/tournoi etat)."
            )
        log.info("tournament %s: conditions of play now %s", changed.id, regulation)
        return Result(tournament=changed, message=f"Conditions du tournoi « {changed.name} » enregistrées.")

    # --- calls ----------------------------------------------------------------------------

    async def call(
        self,
        actor: Actor,
        chat: str,
        table: str,
        board: str | None,
        reason: str,
        *,
        caller_chat: str | None = None,
        source: str | None = None,
    ) -> Result:
        """Store a call. `source` names the platform's update it came from (telegram:<update id>):
        an update handled twice (sent again by Telegram after a crash) stores one call, and the
        second answer is the first call's."""
        current = await self.current(chat)
        if current is None:
            return _refusal(
                "Aucun tournoi n'est ouvert dans ce salon : un arbitre l'ouvre avec /tournoi ouvrir Nom."
            )
        try:
            clean_table = tm.check_table(table)
            clean_board = tm.check_board(board)
            clean_reason = tm.check_reason(reason)
        except Refused as error:
            return _refusal(str(error))
        now = self.clock()

        # F26: the key is the update within this event: Telegram's update ids start again after a
        # week without updates (and a test server's at every restart), so a bare id could take a new
        # call for an old one and leave its player unanswered.
        key = f"{source}@{current.id}" if source is not None else None

        def work(conn: sqlite3.Connection) -> tuple[Call, bool]:
            conn.execute("BEGIN IMMEDIATE")
            try:
                stored_key = key
                if key is not None:
                    known = conn.execute(  # the bare id: a call stored before F26, in this event
                        "SELECT data FROM calls WHERE source = ? OR (source = ? AND tournament_id = ?)",
                        (key, source, current.id),
                    ).fetchone()
                    if known:
                        same = Call.from_json(known[0])
                        if (same.caller_id, same.table, same.reason) == (actor.id, clean_table, clean_reason):
                            conn.execute("ROLLBACK")
                            return same, True
                        stored_key = None  # another call under a reused id: a new call, answered
                cursor = conn.execute(
                    "INSERT INTO calls (tournament_id, state, version, created_at, data, source) "
                    "VALUES (?, 'waiting', 1, ?, '{}', ?)",
                    (current.id, now, stored_key),
                )
                created = Call(
                    id=str(cursor.lastrowid),
                    tournament_id=current.id,
                    table=clean_table,
                    board=clean_board,
                    reason=clean_reason,
                    caller_id=actor.id,
                    caller_name=actor.name,
                    caller_chat=caller_chat or chat,
                    created_at=now,
                )
                conn.execute("UPDATE calls SET data = ? WHERE id = ?", (created.to_json(), created.id))
                _event(conn, created, actor, "call", now)
                conn.execute("COMMIT")
                return created, False
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        try:
            created, repeated = await self.store.run(work)
        except StorageError as error:
            return _refusal(str(error))
        return Result(
            tournament=current,
            call=created,
            message=f"Appel enregistré (table {created.table}).",
            repeated=repeated,
        )

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

    async def _change(
        self,
        call_id: str,
        actor: Actor,
        kind: str,
        change: Callable[[Call], Call],
        chat: str | None,
        private: bool,
    ) -> Result:
        """Lock, read, apply, commit-if-unchanged; a lost race is answered from the winner's state.

        `chat` is where the button was pressed: only the call's event's directors' chat, or a
        director's private chat (`private`, the actor judged as in the directors' chat), may change
        a call. None is for callers outside any chat (the command line, the tests)."""
        if not (call_id.isascii() and call_id.isdigit()) or len(call_id) > 12:
            return _refusal("Ce bouton ne correspond à aucun appel.")
        key = updates.next_key()  # the same press handled again after a restart changes nothing
        async with self._locks.hold(call_id):
            current = await self.get_call(call_id)
            if current is None:
                return _refusal("Ce bouton ne correspond à aucun appel.")
            if chat is not None and not private:
                event = await self.tournament(current.tournament_id)
                if event is None or not same_chat(chat, event.directors_chat):
                    return _refusal(NOT_FROM_HERE)
            try:
                updated = change(current)
            except Refused as error:
                return Result(call=current, message=str(error), refused=True)
            now = self.clock()

            def work(conn: sqlite3.Connection) -> None:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    cursor = conn.execute(
                        "UPDATE calls SET state = ?, version = ?, data = ? WHERE id = ? AND version = ?",
                        (
                            updated.state.value,
                            updated.version,
                            updated.to_json(),
                            updated.id,
                            current.version,
                        ),
                    )
                    if cursor.rowcount != 1:
                        raise _Conflict(call_id)
                    _event(conn, updated, actor, kind, now)
                    updates.record(conn, key, "call", updated.id, now)
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise

            try:
                await self.store.run(work)
            except updates.Repeated:  # stored before a restart by this very press: answer from it
                latest = await self.get_call(call_id)
                return Result(tournament=await self.tournament(current.tournament_id), call=latest)
            except _Conflict:
                # Another process changed the call first: answer from what it did.
                latest = await self.get_call(call_id)
                try:
                    change(latest) if latest else None
                except Refused as error:
                    return Result(call=latest, message=str(error), refused=True)
                return Result(call=latest, message="L'appel vient de changer : réessayez.", refused=True)
            except StorageError as error:
                return Result(call=current, message=str(error), refused=True)
        tournament = await self.tournament(updated.tournament_id)
        return Result(tournament=tournament, call=updated)

    async def take(
        self, call_id: str, actor: Actor, *, chat: str | None = None, private: bool = False
    ) -> Result:
        result = await self._change(
            call_id, actor, "take", lambda c: tm.take(c, actor, self.clock()), chat, private
        )
        if result.call and not result.refused:
            return replace(result, message=f"{actor.name} prend l'appel de la table {result.call.table}.")
        return result

    async def close(
        self, call_id: str, actor: Actor, *, chat: str | None = None, private: bool = False
    ) -> Result:
        result = await self._change(
            call_id, actor, "close", lambda c: tm.close_call(c, actor, self.clock()), chat, private
        )
        if result.call and not result.refused:
            return replace(result, message=f"Appel de la table {result.call.table} réglé par {actor.name}.")
        return result

    async def link(
        self, call_id: str, actor: Actor, incident_id: str, *, chat: str | None = None, private: bool = False
    ) -> Result:
        return await self._change(
            call_id, actor, "link", lambda c: tm.link_incident(c, actor, incident_id), chat, private
        )

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

    async def due_reminders(self) -> list[tuple[Tournament, Call]]:
        """Waiting calls older than their event's threshold and not reminded yet; each is marked
        reminded in the same step, so a reminder is posted once even across restarts."""
        now = self.clock()

        def work(conn: sqlite3.Connection) -> list[tuple[Tournament, Call]]:
            rows = conn.execute(
                "SELECT t.data, c.data FROM calls c JOIN tournaments t ON t.id = c.tournament_id "
                "WHERE c.state = 'waiting' AND t.state = 'open' ORDER BY c.created_at"
            ).fetchall()
            due: list[tuple[Tournament, Call]] = []
            for tournament_data, call_data in rows:
                tournament = Tournament.from_json(tournament_data)
                call = Call.from_json(call_data)
                if call.reminded_at is not None or now - call.created_at < tournament.reminder_minutes * 60:
                    continue
                reminded = tm.remind(call, now)
                conn.execute("BEGIN IMMEDIATE")
                try:
                    cursor = conn.execute(
                        "UPDATE calls SET version = ?, data = ? WHERE id = ? AND version = ?",
                        (reminded.version, reminded.to_json(), call.id, call.version),
                    )
                    if cursor.rowcount == 1:
                        _event(conn, reminded, Actor("system", "Arbitre", True), "remind", now)
                        due.append((tournament, reminded))
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
            return due

        return await self.store.run(work)

    async def board_keys(self, tournament_id: str, chat: str) -> list[int | str]:
        """The messages showing the event's board in `chat` when it was last drawn (issue 30 T12):
        a restart edits them instead of leaving them with working buttons under a fresh board."""

        def work(conn: sqlite3.Connection) -> list[int | str]:
            row = conn.execute(
                "SELECT refs FROM board_messages WHERE tournament_id = ? AND chat = ?", (tournament_id, chat)
            ).fetchone()
            keys = json.loads(row[0]) if row else []
            return [k for k in keys if isinstance(k, (int, str))] if isinstance(keys, list) else []

        return await self.store.run(work)

    async def save_board_keys(self, tournament_id: str, chat: str, keys: list[int | str]) -> None:
        now = self.clock()

        def work(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO board_messages (tournament_id, chat, refs, at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (tournament_id, chat) DO UPDATE SET refs = excluded.refs, at = excluded.at",
                (tournament_id, chat, json.dumps(keys), now),
            )

        await self.store.run(work)

    async def history(self, call_id: str) -> list[tuple[int, float, str, str]]:
        """(version, time, who, what) of a call, for the log."""

        def work(conn: sqlite3.Connection) -> list[tuple[int, float, str, str]]:
            return conn.execute(
                "SELECT version, at, actor_name, kind FROM call_events WHERE call_id = ? ORDER BY version",
                (call_id,),
            ).fetchall()

        return await self.store.run(work)


def _tournament(conn: sqlite3.Connection, tournament_id: str) -> Tournament | None:
    row = conn.execute("SELECT data FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
    return Tournament.from_json(row[0]) if row else None


def _keyed_update(
    conn: sqlite3.Connection,
    key: str | None,
    tournament_id: str,
    sql: str,
    params: tuple[object, ...],
    now: float,
) -> bool:
    """One event change and its update's key in one transaction; True when stored now or by the
    same update before (a repeat after a restart), False when the event moved meanwhile."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        stored = conn.execute(sql, params).rowcount == 1
        if stored:
            updates.record(conn, key, "tournament", tournament_id, now)
        conn.execute("COMMIT")
        return stored
    except updates.Repeated:
        conn.execute("ROLLBACK")
        return True
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


async def claim(store: Store, kind: str, target: str, now: float) -> bool:
    """For a change outside the store (files sent, a message posted): True the first time the chat
    update being handled asks for it, False when it asked before a restart (already done)."""
    key = updates.next_key()
    if key is None:
        return True

    def work(conn: sqlite3.Connection) -> bool:
        conn.execute("BEGIN IMMEDIATE")
        try:
            updates.record(conn, key, kind, target, now)
            conn.execute("COMMIT")
            return True
        except updates.Repeated:
            conn.execute("ROLLBACK")
            return False
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    return await store.run(work)


def same_chat(one: str, other: str) -> bool:
    """Two chat keys of the same chat: equal, or a group and one of its forum topics
    (telegram:<group> and telegram:<group>:<topic>)."""
    return one == other or one.startswith(other + ":") or other.startswith(one + ":")


def _clash(open_events: list[Tournament], chat: str, directors: str) -> str | None:
    """Why an event cannot open with these chats among the open events, or None."""
    for other in open_events:
        if same_chat(other.chat, chat):
            return f"Un tournoi est déjà ouvert ici : « {other.name} ». Fermez-le d'abord (/tournoi fermer)."
        if same_chat(other.chat, directors):
            return (
                f"Ce groupe des arbitres est le groupe des joueurs du tournoi ouvert « {other.name} » : "
                "les appels d'un tournoi n'y sont jamais postés. Nommez un groupe réservé aux arbitres."
            )
        if same_chat(other.directors_chat, chat) and other.directors_chat != other.chat:
            return (
                f"Ce groupe reçoit les appels du tournoi ouvert « {other.name} » (groupe des arbitres) : "
                "ses joueurs y liraient les appels de l'autre tournoi. Ouvrez le tournoi dans le groupe "
                "des joueurs."
            )
    return None


def _event(conn: sqlite3.Connection, call: Call, actor: Actor, kind: str, at: float) -> None:
    conn.execute(
        "INSERT INTO call_events (call_id, version, at, actor_id, actor_name, kind, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (call.id, call.version, at, actor.id, actor.name, kind, call.to_json()),
    )


def waiting_text(call: Call, now: float) -> str:
    minutes = int(call.waited(now) // 60)
    seconds = int(call.waited(now) % 60)
    return f"{minutes} min {seconds:02d} s"


__all__ = ["CallDesk", "CallState", "EventState", "Result", "waiting_text"]


async def carry_call(engine: Engine, incident_id: str, actor: Actor, call: Call) -> Reply | None:
    """The incident a director opens from a call keeps what the caller said (newcomer F21): its board
    and table for the scorer's sheet, and its reason as the first note. The last accepted reply, or
    None when nothing could be carried (a table named by a word is only in the note)."""
    reply = None
    if call.board is not None:
        table = call.table if call.table.isascii() and call.table.isdigit() else ""
        carried = await engine.act(incident_id, actor, inc.deal(str(call.board), table))
        reply = carried if carried.ok else reply
    noted = await engine.act(incident_id, actor, inc.note(f"Appel de la table {call.table} : {call.reason}"))
    return noted if noted.ok else reply
