"""The call desk: online events and their director calls, durable and safe under concurrency.

The same discipline as the incident engine: one lock per call, the pure transition
(bot/events/model.py), a commit that checks the stored version (so two processes cannot both take a
call), an event row per change, and a French refusal instead of an exception. It knows nothing of
Telegram or Discord: adapters post what it returns.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import replace

import rules
from bot.events import model as tm
from bot.events.calls import CallRecords
from bot.events.model import Call, CallState, EventState, Tournament
from bot.events.tournaments import Result, keyed_update, refusal, same_chat
from bot.incidents import incident as inc
from bot.incidents import updates
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Actor, Incident, Refused, State
from bot.incidents.storage import StorageError
from bot.incidents.store import Store
from bot.incidents.words import call_note

log = logging.getLogger("arbitre.calls")


NOT_FROM_HERE = (
    "Un appel se prend et se règle depuis le groupe des arbitres de son tournoi (ou en privé avec le "
    "bot), jamais depuis le groupe des joueurs ni un autre groupe. Rien n'a été enregistré."
)


class _Conflict(Exception):
    pass


def _tables(calls: list[Call]) -> str:
    """« table 3 (donne 2), table 7 »: the first twenty calls' tables and boards."""
    return ", ".join(
        f"table {c.table}" + (f" (donne {c.board})" if c.board is not None else "") for c in calls[:20]
    )


class CallDesk(CallRecords):
    """The whole desk: events (tournaments.py), call reads and marks (calls.py), and the calls' changes."""

    async def close_tournament(
        self, actor: Actor, chat: str, *, confirmed: bool = False, again: str = ""
    ) -> Result:
        """Close the event. With calls still open and not `confirmed`, nothing changes: the director is
        told which tables wait and how to close anyway (`again`: the platform's command for it)."""
        current = await self.current(chat)
        if current is None:
            return refusal("Aucun tournoi ouvert ici : il est peut-être déjà fermé (/tournoi etat).")
        try:
            closed = tm.close_tournament(current, actor, self.clock())
        except Refused as error:
            return refusal(str(error))
        if not confirmed and (open_now := await self.open_calls(current.id)):  # tester5 M9
            return refusal(
                f"{len(open_now)} appel(s) encore ouverts : {_tables(open_now)}. Le tournoi reste ouvert : "
                "prenez-les ou réglez-les d'abord. Pour le fermer quand même (ces appels restent au journal "
                f"et dans l'export) : {again or 'confirmez la fermeture'}."
            )
        key = updates.next_key()

        def work(conn: sqlite3.Connection) -> bool:
            return keyed_update(
                conn,
                key,
                closed.id,
                "UPDATE tournaments SET state = ?, version = ?, data = ? WHERE id = ? AND version = ?",
                (closed.state.value, closed.version, closed.to_json(), closed.id, current.version),
                self.clock(),
            )

        if not await self.store.run(work):
            return refusal(f"Le tournoi « {current.name} » est déjà fermé.")
        waiting = await self.open_calls(closed.id)
        note = ""
        if waiting:  # tester5 M9: which tables still wait, said where the players read it, and what follows
            note = (
                f" {len(waiting)} appel(s) encore ouverts, restés au journal : {_tables(waiting)}. Ces tables ne sont pas "
                "oubliées : un arbitre vient les régler (ou les recontacte) : /appels les liste encore dans le "
                "groupe des arbitres, avec leurs boutons ; la liste est aussi dans l'export du tournoi."
            )
        return Result(tournament=closed, message=f"Tournoi « {closed.name} » fermé.{note}")

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
            return refusal(await self._no_event(chat, table))
        try:
            clean_table = tm.check_table(table)
            clean_board = tm.check_board(board)
            clean_reason = tm.check_reason(reason)
        except Refused as error:
            return refusal(str(error))
        now = self.clock()

        # F26: the key is the update within this event: Telegram's update ids start again after a
        # week without updates (and a test server's at every restart), so a bare id could take a new
        # call for an old one and leave its player unanswered.
        key = f"{source}@{current.id}" if source is not None else None

        def work(conn: sqlite3.Connection) -> tuple[Call, bool, bool]:
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
                            return same, True, False
                        stored_key = None  # another call under a reused id: a new call, answered
                open_rows = conn.execute(
                    "SELECT data FROM calls WHERE tournament_id = ? AND state != 'closed' ORDER BY created_at, id",
                    (current.id,),
                ).fetchall()
                for (data,) in open_rows:  # T23: the table's open call gets this one's words
                    earlier = Call.from_json(data)
                    if tm.same_table_call(earlier, clean_table, clean_board, caller_chat or chat):
                        joined = tm.join_call(earlier, clean_board, clean_reason)
                        conn.execute(
                            "UPDATE calls SET version = ?, data = ? WHERE id = ? AND version = ?",
                            (joined.version, joined.to_json(), joined.id, earlier.version),
                        )
                        _event(conn, joined, actor, "join", now)
                        conn.execute("COMMIT")
                        return joined, False, True
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
                return created, False, False
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        try:
            created, repeated, joined = await self.store.run(work)
        except StorageError as error:
            return refusal(str(error))
        if joined:
            board = f" (donne {created.board})" if created.board is not None else ""
            state = f"{created.taken_by} arrive" if created.state is CallState.TAKEN else "un arbitre arrive"
            return Result(
                tournament=current,
                call=created,
                joined=True,
                message=(
                    f"La table {created.table}{board} a déjà un appel ouvert (n°{created.id}) : votre appel "
                    f"y est ajouté, {state}."
                ),
            )
        return Result(
            tournament=current,
            call=created,
            message=f"Appel enregistré (table {created.table}).",
            repeated=repeated,
        )

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
            return refusal("Ce bouton ne correspond à aucun appel.")
        key = updates.next_key()  # the same press handled again after a restart changes nothing
        async with self._locks.hold(call_id):
            current = await self.get_call(call_id)
            if current is None:
                return refusal("Ce bouton ne correspond à aucun appel.")
            if chat is not None and not private:
                event = await self.tournament(current.tournament_id)
                if event is None or not same_chat(chat, event.directors_chat):
                    return refusal(NOT_FROM_HERE)
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
        self,
        call_id: str,
        actor: Actor,
        *,
        chat: str | None = None,
        private: bool = False,
        confirmed: bool = False,
        instead: bool = False,
    ) -> Result:
        """Close the call. While its linked incident has no ruling, nothing changes unless
        `confirmed` (tester7 T10: the caller was told « sans décision » and never got the ruling);
        closed anyway, the call owes its caller the ruling (`owed_rulings`). A call another director
        took is closed only `instead` of him, asked first (tester10 W2: Bernard's press closed Anne's
        call « réglé par Anne »); the call then names who settled it."""
        if not instead and not confirmed:
            call = await self.get_call(call_id) if call_id.isascii() and call_id.isdigit() else None
            if call is not None and call.state is CallState.TAKEN and call.taken_by_id != actor.id:
                return Result(
                    call=call,
                    refused=True,
                    instead=True,
                    message=(  # under Telegram's 200 characters of an alert
                        f"Cet appel est pris par {call.taken_by} : rien n'a changé. « Régler à sa place » le "
                        "règle en votre nom (le joueur lit votre nom)."
                    ),
                )
        pending = await self._unruled(call_id)
        if pending is not None and not confirmed:
            call = await self.get_call(call_id)
            if call is not None and call.state is not CallState.CLOSED:
                return Result(
                    call=call,
                    refused=True,
                    confirm=True,
                    message=(  # under Telegram's 200 characters of an alert
                        f"L'incident #{pending} n'a pas encore de décision : rien n'a changé. Rendez-la, puis "
                        "« Réglé » (le joueur la reçoit avec), ou « Régler sans décision » (il la recevra dès "
                        "qu'elle sera rendue)."
                    ),
                )
        result = await self._change(
            call_id,
            actor,
            "close",
            lambda c: tm.close_call(c, actor, self.clock(), ruling_owed=pending is not None),
            chat,
            private,
        )
        if result.call and not result.refused:
            return replace(result, message=f"Appel de la table {result.call.table} réglé par {actor.name}.")
        return result

    async def _no_event(self, chat: str, table: str) -> str:
        """A call where no event is open, said to a player (tester10 W10: after the close, the table
        whose call still waits was told to open a tournament): its call still open, if any."""
        latest = await self.latest(chat)
        if latest is None or latest.state is not EventState.CLOSED:
            return (
                "Aucun tournoi n'est ouvert dans ce salon : les appels s'y font pendant un tournoi en ligne."
            )
        try:
            clean_table = tm.check_table(table)
        except Refused:
            clean_table = ""
        waiting = [c for c in await self.open_calls(latest.id) if c.table == clean_table]
        if waiting:
            return (
                f"Le tournoi « {latest.name} » est fermé, mais l'appel n°{waiting[0].id} de la table {clean_table} "
                "reste ouvert : un arbitre vient le régler. Rien de nouveau n'est enregistré."
            )
        return (
            f"Aucun tournoi n'est ouvert dans ce salon : « {latest.name} » est fermé et ne reçoit plus "
            "d'appels. Rien n'est enregistré."
        )

    async def closed_with_calls(self, chat: str) -> tuple[Tournament, list[Call]] | None:
        """The last event of this chat, closed while calls were open, and those calls (W10)."""
        latest = await self.latest(chat)
        if latest is None or latest.state is not EventState.CLOSED:
            return None
        waiting = await self.open_calls(latest.id)
        return (latest, waiting) if waiting else None

    async def _unruled(self, call_id: str) -> str | None:
        """The call's linked incident while it is still being decided (no ruling yet), else None."""
        call = await self.get_call(call_id) if call_id.isascii() and call_id.isdigit() else None
        if call is None or call.incident_id is None:
            return None
        incident = await self.store.get(call.incident_id)
        if incident is None or incident.state not in (State.CHOOSING_TOPIC, State.ASKING):
            return None
        return incident.id

    async def owed_rulings(self, incident_id: str, *, keep: bool = False) -> list[Call]:
        """The calls closed before this incident's ruling, each handed out once: the caller is
        to be sent the ruling now (the flag is cleared in the same step, so never twice). `keep`: the
        ruling foresees a mark not recorded yet: the flag stays until the mark comes (tester10 W5)."""
        now = self.clock()

        def work(conn: sqlite3.Connection) -> list[Call]:
            conn.execute("BEGIN IMMEDIATE")
            try:
                rows = conn.execute(
                    "SELECT data FROM calls WHERE state = 'closed' AND json_extract(data, '$.incident_id') = ? "
                    "AND json_extract(data, '$.ruling_owed')",
                    (incident_id,),
                ).fetchall()
                owed = []
                for (data,) in rows:
                    call = Call.from_json(data)
                    if keep:
                        owed.append(call)
                        continue
                    sent = replace(call, ruling_owed=False, version=call.version + 1)
                    conn.execute(
                        "UPDATE calls SET version = ?, data = ? WHERE id = ? AND version = ?",
                        (sent.version, sent.to_json(), sent.id, call.version),
                    )
                    _event(conn, sent, Actor("system", "Arbitre", True), "ruling", now)
                    owed.append(sent)
                conn.execute("COMMIT")
                return owed
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        return await self.store.run(work)

    async def link(
        self, call_id: str, actor: Actor, incident_id: str, *, chat: str | None = None, private: bool = False
    ) -> Result:
        return await self._change(
            call_id, actor, "link", lambda c: tm.link_incident(c, actor, incident_id), chat, private
        )

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


def _event(conn: sqlite3.Connection, call: Call, actor: Actor, kind: str, at: float) -> None:
    conn.execute(
        "INSERT INTO call_events (call_id, version, at, actor_id, actor_name, kind, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (call.id, call.version, at, actor.id, actor.name, kind, call.to_json()),
    )


def waiting_text(call: Call, now: float) -> str:
    minutes = int(call.waited(now) // 60)
    seconds = int(call.waited(now) % 60)
    return f"{minutes} min {seconds:02d} s"


__all__ = ["CallDesk", "CallState", "EventState", "waiting_text"]


async def call_rulings(engine: Engine, incident_id: str, none: str) -> str:
    """Tester10 W21: what the caller is told when his call is settled — the ruling of the call's incident
    and of every incident linked to it on the board (a second irregularity opened with `+`: a penalty
    card the declarer's options follow from), each with its mark; the right to appeal once, at the end.
    `none`: what is said of an incident without a ruling. The same on Telegram and Discord."""
    reply = await engine.show(incident_id)
    rulings = [(incident_id, reply)]
    if reply.incident is not None:
        rulings += [(link.incident, await engine.show(link.incident)) for link in reply.incident.links]
    said = [text for number, shown in rulings if (text := ruling_words(number, shown)) is not None]
    if not said:
        return none
    return "".join(said) + (appeal_words(reply.incident) if reply.incident is not None else "")


def ruling_words(incident_id: str, reply: Reply) -> str | None:
    """What the caller is told of an incident's ruling (tester8 T26: its title and laws only): the
    ruling and the mark recorded with it; None without a ruling."""
    ruling = reply.step.ruling if reply.step else None
    if ruling is None:
        return None
    text = f" Décision (incident #{incident_id}) : {ruling.title} ({', '.join(ruling.laws)})."
    incident = reply.incident
    if incident is not None and incident.score is not None:
        text += f" Marque : Nord-Sud {incident.score.ns} ; Est-Ouest {incident.score.ew}."
    return text


def appeal_words(incident: Incident) -> str:
    """The right to appeal and its time (92B), said once after the rulings."""
    minutes = rules.load_regulation(incident.regulation).appeal_minutes
    return f" Appel possible jusqu'à {minutes} min après la publication des résultats officiels (Loi 92B)."


async def carry_call(engine: Engine, incident_id: str, actor: Actor, call: Call) -> Reply | None:
    """The incident a director opens from a call keeps what the caller said (newcomer F21): its board
    and table for the scorer's sheet, and its reason as the first note. The last accepted reply, or
    None when nothing could be carried (a table named by a word is only in the note)."""
    reply = None
    if call.board is not None:
        table = call.table if call.table.isascii() and call.table.isdigit() else ""
        carried = await engine.act(incident_id, actor, inc.deal(str(call.board), table))
        reply = carried if carried.ok else reply
    noted = await engine.act(incident_id, actor, inc.note(call_note(call.table, call.reason)))
    return noted if noted.ok else reply
