"""The desk's events: the desk's answer, and opening, finding and re-conditioning a tournament."""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass

import rules
from bot.events import model as tm
from bot.events.model import Call, Tournament
from bot.incidents import updates
from bot.incidents.incident import Actor, Refused
from bot.incidents.locks import KeyedLocks
from bot.incidents.storage import StorageError
from bot.incidents.store import Store

log = logging.getLogger("arbitre.calls")


@dataclass(frozen=True)
class Result:
    """What an adapter renders: the event, the call, and maybe a French message."""

    tournament: Tournament | None = None
    call: Call | None = None
    message: str | None = None
    refused: bool = False
    repeated: bool = False  # the same update stored this call before (sent again after a crash)
    joined: bool = False  # a second call from a table with an open call, added to it (T23)
    confirm: bool = False  # refused until confirmed: « Réglé » before the linked incident's ruling (T10)
    instead: bool = False  # refused until confirmed: « Réglé » on a call another director took (W2)


def refusal(message: str) -> Result:
    return Result(message=message, refused=True)


class TournamentDesk:
    """The events' half of the call desk (bot/events/desk.py adds the calls)."""

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
            return refusal("Seul un arbitre peut ouvrir un tournoi.")
        directors = directors_chat or chat
        if directors != chat and (directors_actor is None or not directors_actor.is_director):
            return refusal(
                "Vous n'êtes pas arbitre du groupe des arbitres nommé (ou le bot n'y est pas) : seul un "
                "arbitre des deux groupes peut y envoyer les appels. Rien n'a été ouvert."
            )
        try:
            clean = tm.clean_name(name)
            rules.load_regulation(regulation)
        except (Refused, ValueError) as error:
            return refusal(str(error))
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
                return tournament_row(conn, repeated.target) or "Tournoi introuvable."
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        try:
            found = await self.store.run(work)
        except StorageError as error:
            return refusal(str(error))
        if isinstance(found, str):
            return refusal(found)
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

    async def served(self, chat: str) -> list[Tournament]:
        """The open events whose calls are posted in this chat, most recent first, when it is the
        players' chat of none: a directors' group may serve several events, and then a command that
        needs one asks which, never guessing (two or more here)."""

        def work(conn: sqlite3.Connection) -> list[Tournament]:
            rows = conn.execute(
                "SELECT data FROM tournaments WHERE state = 'open' ORDER BY opened_at DESC, id DESC"
            ).fetchall()
            return [Tournament.from_json(r[0]) for r in rows]

        found = await self.store.run(work)
        if any(same_chat(t.chat, chat) for t in found):
            return []
        return [t for t in found if same_chat(t.directors_chat, chat)]

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

    async def set_regulation(self, actor: Actor, chat: str, regulation: str) -> Result:
        """Store the event's new conditions of play (the organiser's policy, a regulation spec)."""
        current = await self.current(chat)
        if current is None:
            return refusal("Aucun tournoi ouvert ici : ouvrez-le d'abord (/tournoi ouvrir Nom).")
        try:
            rules.load_regulation(regulation)
            changed = tm.set_regulation(current, actor, regulation)
        except (Refused, ValueError) as error:
            return refusal(str(error))

        key = updates.next_key()

        def work(conn: sqlite3.Connection) -> bool:
            return keyed_update(
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
            return refusal(str(error))
        if not stored:
            return refusal(
                "Le tournoi a changé au même moment : rien n'est modifié, réessayez (/tournoi etat)."
            )
        log.info("tournament %s: conditions of play now %s", changed.id, regulation)
        return Result(tournament=changed, message=f"Conditions du tournoi « {changed.name} » enregistrées.")

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


def tournament_row(conn: sqlite3.Connection, tournament_id: str) -> Tournament | None:
    row = conn.execute("SELECT data FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
    return Tournament.from_json(row[0]) if row else None


def keyed_update(
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
