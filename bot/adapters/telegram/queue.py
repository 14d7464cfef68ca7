"""Online events on Telegram: /tournoi, /appel, /appels, and the « Je prends » / « Réglé » buttons.

A director opens the event in the players' group, naming the directors' group by its id (or
none: the calls are posted in the same group). A player's /appel is posted in the directors'
group with three buttons; the caller's group is told who is coming and, when the call is closed,
the ruling of the incident opened from it. The buttons carry only the call's id
(`c:<id>:take`), so they work after a restart; the call desk (bot/events/desk.py) decides who wins a
race and keeps everything in the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from html import escape
from typing import Any, Protocol

from telegram import CallbackQuery, Update, User
from telegram.constants import ChatType
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.board import BOARD_TAKE, TelegramBoardSink, TelegramPlayersSink
from bot.adapters.telegram.calls_render import (
    ASK_DATA,
    CALL_PROMPT,
    CALL_PROMPT_START,
    USAGE_CALL,
    call_data,
    call_html,
    call_keyboard,
    decode_call,
    parse_call,
    recap_pages,
    stored_text,
)
from bot.adapters.telegram.out import Outbox, Where, place_of
from bot.adapters.telegram.settings import BOARD, Settings
from bot.events.board import Bucket, LiveBoard, shown_to_players
from bot.events.desk import NOT_FROM_HERE, CallDesk, carry_call, claim, waiting_text
from bot.events.export import export_files
from bot.events.model import Call, CallState, Tournament
from bot.events.policy import DEFAULT_EVENT_REGULATION, describe, event_spec, spec_of, split_settings
from bot.events.policy import USAGE as POLICY_USAGE
from bot.events.tournaments import Result, same_chat
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident, Refused
from rules.model import Step

log = logging.getLogger("arbitre.telegram.queue")

# The words and buttons moved to calls_render.py; importers of this module still find them here.
__all__ = [
    "ASK_DATA",
    "CALL_PROMPT",
    "CallQueue",
    "QueueHost",
    "call_data",
    "call_html",
    "call_keyboard",
    "decode_call",
    "parse_call",
]

REMINDER_PERIOD = 30.0  # seconds between two looks at the waiting calls
POST_BUDGET = (3.0, 3.2)  # a call's own post: 3 at once, then one every 3.2 s per directors' group
RESUME_ONE_BY_ONE = 3  # at start-up, more calls never shown than this go on a recap
_GROUP_ID = re.compile(r"-[0-9]{5,20}")  # a group id is negative: a name may end with a number
_SHORT_ID = re.compile(r"-[0-9]{1,4}")

USAGE_OPEN = (
    "Usage : /tournoi ouvrir Nom du tournoi [conditions] [id du groupe des arbitres], /tournoi fermer, "
    "/tournoi etat, /tournoi reglage [conditions], "
    "/tournoi export [JJ/MM/AAAA HH:MM des résultats officiels]."
)
NOT_A_CALL = "Ce bouton ne correspond à aucun appel."


def not_event_director(event: Tournament, what: str) -> str:
    return (
        f"Seul un arbitre du tournoi « {event.name} » (un arbitre de son groupe des arbitres) peut "
        f"{what}. Rien n'a été modifié."
    )


class QueueHost(Protocol):
    """What the queue needs from the Telegram bot (handlers.py's TelegramBot): its outbox, its
    engine, who acts, and the incident's live message. A protocol, so that this module does not
    import the handlers that import it."""

    out: Outbox
    settings: Settings

    @property
    def engine(self) -> Engine: ...

    async def actor(
        self, where: Where, user: User, owner_id: str | None = None, *, directing: bool = False
    ) -> Actor: ...

    async def is_director(self, where: Where, user_id: int) -> bool: ...

    def _is_live(self, where: Where) -> bool: ...

    async def _show_live(self, where: Where, incident: Incident, step: Step | None) -> None: ...


class CallQueue:
    """The queue's handlers for one TelegramBot (its outbox, engine and directors' check)."""

    def __init__(self, bot: QueueHost, clock: Callable[[], float] = time.time) -> None:
        self.bot = bot
        self.clock = clock
        self._desk: CallDesk | None = None
        self._board: LiveBoard | None = None
        self._players_board: LiveBoard | None = None
        self._started = False
        self._started_at: float | None = None
        self._reminders: asyncio.Task[None] | None = None
        self._posts: set[asyncio.Task[None]] = set()  # calls on their way to the directors
        self._post_locks: dict[int, asyncio.Lock] = {}
        self._post_buckets: dict[int, Bucket] = {}
        self.reminder_period = REMINDER_PERIOD

    @property
    def desk(self) -> CallDesk:
        if self._desk is None:
            self._desk = CallDesk(self.bot.engine.store, clock=self.clock)
        return self._desk

    @property
    def board(self) -> LiveBoard | None:
        """The events' live boards (issue 22 §3), unless calls are posted one message each."""
        if self.bot.settings.call_layout != BOARD:
            return None
        if self._board is None:
            self._board = LiveBoard(self.desk, TelegramBoardSink(self.bot.out), clock=self.clock)
            # The players' board: the callers' answer, one message for the whole event (an event
            # whose players and directors share a group has the directors' board only).
            self._players_board = LiveBoard(
                self.desk,
                TelegramPlayersSink(self.bot.out),
                chat_of=lambda t: t.chat,
                mark=shown_to_players,
                applies=lambda t: t.chat != t.directors_chat,
                clock=self.clock,
            )
        return self._board

    def touch(self, tournament_id: str | None) -> None:
        """Redraw the event's boards (its calls, or its chats, changed)."""
        self._touch(tournament_id)

    def _touch(self, tournament_id: str | None) -> None:
        if self.board is not None and tournament_id is not None:
            self.board.touch(tournament_id)
            if self._players_board is not None:
                self._players_board.touch(tournament_id)

    # --- lifecycle -------------------------------------------------------------------

    def start(self) -> None:
        """The reminders' loop, and the announcement of calls stored but never announced (R2),
        from post_init."""
        if self._started:
            return
        self._started = True
        self._started_at = self.clock()
        # With a board, a waiting call's wait is on the board (⏰ past the event's threshold): no
        # reminder message.
        if self.board is not None:
            self.board.start()
        else:
            self._reminders = asyncio.get_running_loop().create_task(self._remind_loop())
        self._background(self._resume_logged())

    async def _resume_logged(self) -> None:
        try:
            await self.resume()
        except Exception:  # a background task: the calls stay stored, /appels lists them
            log.exception("announcing the stored calls at start-up failed")

    async def stop(self) -> None:
        if self._posts:  # the calls already answered reach the directors before the bot stops
            _, late = await asyncio.wait(list(self._posts), timeout=10)
            for task in late:  # still waiting for a chat's flood limit: announced at the next start
                task.cancel()
            if late:
                await asyncio.wait(late)
        task, self._reminders = self._reminders, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        for board in (self._board, self._players_board):
            if board is not None:
                await board.stop()

    async def _remind_loop(self) -> None:
        while True:
            await asyncio.sleep(self.reminder_period)
            try:
                await self.remind_once()
            except Exception:  # a bad turn must not stop the reminders for good
                log.exception("reminder turn failed")

    async def remind_once(self) -> int:
        """A reminder for each call waiting past its event's threshold; each only once (the desk
        marks it in the same step, so not twice across a restart either)."""
        due = await self.desk.due_reminders()
        for tournament, call in due:
            target = Where.from_key(tournament.directors_chat)
            if target is None:
                continue
            text = (
                f"⏰ Rappel : la table {escape(call.table)} attend un arbitre depuis "
                f"{waiting_text(call, self.clock())}.\n\n{call_html(call, tournament, self.clock())}"
            )
            await self.bot.out.send(target, tr.clip(text, tr.MAX_MESSAGE), call_keyboard(call))
        return len(due)

    # --- commands --------------------------------------------------------------------

    @staticmethod
    def _parsed(update: Update) -> tuple[Where, User] | None:
        message = update.effective_message
        if message is None or update.effective_user is None:
            return None
        return Where.of(message), update.effective_user

    async def cmd_id(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/id: this chat's identifier, the one /tournoi ouvrir needs for the directors' group (F14)."""
        if (parsed := self._parsed(update)) is None:
            return
        where, _ = parsed
        if not where.is_group:
            await self.bot.out.send(
                where, "Tapez /id dans le groupe des arbitres : le bot y répond avec l'identifiant du groupe."
            )
            return
        await self.bot.out.send(
            where,
            f"Identifiant de ce groupe : <code>{escape(str(where.chat_id))}</code>. Pour un tournoi dont ce "
            f"groupe est celui des arbitres, tapez dans le groupe des joueurs : /tournoi ouvrir Nom {escape(str(where.chat_id))}",
        )

    async def cmd_tournoi(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._parsed(update)) is None:
            return
        where, user = parsed
        args = list(context.args or [])
        action = (args.pop(0) if args else "").lower().replace("é", "e")
        if action not in ("ouvrir", "fermer", "etat", "export", "reglage"):
            await self.bot.out.send(where, escape(USAGE_OPEN))
            return
        if action == "etat":
            await self._status(where)
            return
        if action == "export":
            event = await self.desk.latest(where.key)
            actor = await self._event_actor(where, user, event)
            if event is not None and not actor.is_director:
                await self.bot.out.send(where, escape(not_event_director(event, "exporter ses appels")))
                return
            await self._export(where, actor, " ".join(args))
            return
        if action == "reglage":
            event = await self.desk.current(where.key)
            await self._settings(where, await self._event_actor(where, user, event), args)
            return
        if not where.is_group:
            await self.bot.out.send(where, "Un tournoi s'ouvre et se ferme dans le groupe des joueurs.")
            return
        if action == "fermer":
            event = await self.desk.current(where.key)
            actor = await self._event_actor(where, user, event)
            if event is not None and not actor.is_director:
                await self.bot.out.send(where, escape(not_event_director(event, "le fermer")))
                return
            closed = await self.desk.close_tournament(actor, where.key)
            self._touch(closed.tournament.id if closed.tournament else None)
            await self._answer(where, closed)
            return
        actor = await self.bot.actor(where, user)
        settings, args = split_settings(args)
        directors = where
        if args and _SHORT_ID.fullmatch(args[-1]):  # F14: a mistyped group id is not the end of the name
            await self.bot.out.send(
                where,
                f"« {escape(args[-1][:12])} » n'est pas l'identifiant d'un groupe (trop court : un groupe a "
                "un identifiant négatif d'au moins 5 chiffres, souvent -100…). Tapez /id dans le groupe des "
                "arbitres pour avoir le sien.",
            )
            return
        if args and _GROUP_ID.fullmatch(args[-1]):
            directors = Where.from_key(f"telegram:{args.pop()}") or where
        try:  # the organiser's conditions of play (Law 80B2e), ffb_en_ligne's by default
            regulation = event_spec(DEFAULT_EVENT_REGULATION, settings, " ".join(args))
        except Refused as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        # The opener must be a director of the directors' group too (R1: else anyone could send a
        # real event's calls to his own group, or name the players' group as his directors').
        directors_actor = actor if directors == where else await self.bot.actor(directors, user)
        result = await self.desk.open_tournament(
            actor,
            where.key,
            " ".join(args),
            directors_chat=directors.key,
            directors_actor=directors_actor,
            regulation=regulation,
        )
        if result.refused:
            await self._answer(where, result)
            return
        self._touch(result.tournament.id if result.tournament else None)
        await self.bot.out.send(
            where,
            escape(result.message or "Tournoi ouvert."),
            {"inline_keyboard": [[{"text": "🔔 Appeler l'arbitre", "callback_data": ASK_DATA}]]},
        )
        if directors != where and result.tournament is not None:
            notice = (
                f"Tournoi « {escape(result.tournament.name)} » : les appels des joueurs seront postés ici, "
                "avec « Je prends » et « Réglé »."
            )
            if await self.bot.out.send(directors, notice) is None:
                await self.bot.out.send(
                    where,
                    "⚠ Le groupe des arbitres n'a pas pu être joint : ajoutez-y le bot, ou refermez et "
                    "rouvrez le tournoi sans id (les appels seront postés ici).",
                )

    async def _event_actor(self, where: Where, user: User, event: Tournament | None) -> Actor:
        """The user as judged in the event's directors' group (issue 30 T3): after opening, every
        action on an event is for a director of that event, never for an administrator of the
        players' group who is not one (nor for the director of another event)."""
        judge = Where.from_key(event.directors_chat) if event is not None else None
        return await self.bot.actor(judge or where, user)

    async def _export(self, where: Where, actor: Any, published_text: str) -> None:
        """`/tournoi export`: the event's calls as CSV (Excel) and Markdown files, sent to the
        directors' group; with the official results time, the 92B appeal deadline is dated."""
        if not actor.is_director:
            await self.bot.out.send(where, "Seul un arbitre du tournoi peut exporter ses appels.")
            return
        result = await export_files(self.desk, where.key, published_text)
        if isinstance(result, str):
            await self.bot.out.send(where, escape(result))
            return
        tournament, files, count = result
        target = Where.from_key(tournament.directors_chat) or where
        caption = f"Appels du tournoi « {tournament.name} » : {count} appel(s)."
        repeated = 0
        for filename, data in files:
            # Each file claimed just before it leaves: this very /tournoi export, sent again by
            # Telegram after a restart, sends only what had not gone (issue 30 T2).
            if not await claim(self.desk.store, "export", tournament.id, self.clock()):
                repeated += 1
                continue
            if await self.bot.out.send_document(target, filename, data, caption) is None:
                await self.bot.out.send(where, "L'export n'a pas pu être envoyé : réessayez dans un instant.")
                return
        if repeated == len(files):
            await self.bot.out.send(where, "Export déjà envoyé dans le groupe des arbitres.")
            return
        if target != where:
            await self.bot.out.send(where, "Export envoyé dans le groupe des arbitres.")

    async def _settings(self, where: Where, actor: Any, args: list[str]) -> None:
        """`/tournoi reglage [conditions]`: the event's conditions of play, shown or changed (by a
        director); incidents opened from then on are ruled under them."""
        current = await self.desk.current(where.key)
        if current is None:
            await self.bot.out.send(
                where, "Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir Nom."
            )
            return
        if not args:
            await self.bot.out.send(
                where, escape(f"Règlement : {describe(current.regulation)}\n\n{POLICY_USAGE}")
            )
            return
        if not actor.is_director:
            await self.bot.out.send(where, escape(not_event_director(current, "changer ses conditions")))
            return
        try:
            regulation = event_spec(current.regulation, args, current.name)
        except Refused as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        result = await self.desk.set_regulation(actor, where.key, regulation)
        if result.refused or result.tournament is None:
            await self._answer(where, result)
            return
        await self.bot.out.send(
            where, escape(f"{result.message} Règlement : {describe(result.tournament.regulation)}")
        )

    async def _status(self, where: Where) -> None:
        current = await self.desk.current(where.key)
        if current is None:
            await self.bot.out.send(
                where, "Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir Nom."
            )
            return
        waiting = await self.desk.open_calls(current.id)
        since = time.strftime("%d/%m %H:%M", time.localtime(current.opened_at))
        lines = [
            f"<b>Tournoi « {escape(current.name)} »</b>, ouvert par {escape(current.opened_by)} le {since}.",
            f"Règlement : {escape(describe(current.regulation))}",
            f"Rappel après {current.reminder_minutes:g} min.",
            f"{len(waiting)} appel(s) ouvert(s) : /appels pour la liste.",
        ]
        await self.bot.out.send(where, "\n".join(lines))

    async def cmd_appel(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._parsed(update)) is None:
            return
        where, user = parsed
        if not where.is_group:
            await self.bot.out.send(
                where, "Appelez l'arbitre depuis le groupe du tournoi : " + escape(USAGE_CALL)
            )
            return
        args = list(context.args or [])
        if not args:  # « /appel » alone: ask for the table, the board and the reason
            await self._ask_call(where, user)
            return
        await self._call(where, user, args, update.update_id)

    async def reply_call(
        self, where: Where, user: User, prompt_text: str | None, text: str, update_id: int | None = None
    ) -> bool:
        """A reply to the « 🔔 Appel à l'arbitre » prompt is a call; False if it is another reply."""
        if not CALL_PROMPT_START.match(prompt_text or ""):
            return False
        args = text.split()
        if not args:
            await self.bot.out.send(where, escape(USAGE_CALL))
            return True
        await self._call(where, user, args, update_id)
        return True

    async def _ask_call(self, where: Where, user: User, why: str = "") -> None:
        """A ForceReply prompt aimed at the player (selective: only his input field opens)."""
        if await self.desk.current(where.key) is None:
            await self.bot.out.send(
                where,
                "Aucun tournoi n'est ouvert dans ce salon : un arbitre l'ouvre avec /tournoi ouvrir Nom.",
            )
            return
        html = (
            f'{CALL_PROMPT} (<a href="tg://user?id={user.id}">{escape(user.first_name)}</a>) : '
            f"{escape(why)}répondez à ce message avec votre table, la donne (facultative) et la raison — par "
            "exemple « 12 5 hésitation en Nord » ou « table 12 donne 5 il a hésité »."
        )
        markup = {
            "force_reply": True,
            "selective": True,
            "input_field_placeholder": "12 5 hésitation en Nord",
        }
        await self.bot.out.send_light(where, html, markup)

    async def _call(self, where: Where, user: User, args: list[str], update_id: int | None = None) -> None:
        table, board, reason = parse_call(args)
        if table is None:
            # T8: never a word as the table; ask again, with the words the player typed quoted.
            await self._ask_call(
                where, user, f"Je ne trouve pas votre numéro de table dans « {' '.join(args)[:80]} ». "
            )
            return
        actor = await self.bot.actor(where, user)
        source = f"telegram:{update_id}" if update_id is not None else None
        result = await self.desk.call(actor, where.key, table, board, reason, source=source)
        if result.refused or result.call is None or result.tournament is None:
            await self.bot.out.send(where, escape(result.message or "Appel refusé."))
            return
        if result.repeated:  # sent again after a crash: stored once; the start-up announces it
            return
        if self.board is not None:  # on both boards at their next redraw (a moment later)
            self._touch(result.tournament.id)
            if self.bot.settings.calls_in_private:
                self._background(self._tell_directors(result.call, result.tournament))
            return
        # The call is committed: from here on, both messages go out in the background, the
        # directors' post first. The event's group handles its updates one at a time (per-chat
        # order), so awaiting a Bot API round trip here would hold up every next player's call,
        # and Telegram's flood limit (about 20 posts a minute in one group) must not either.
        # The call is in the store already; /appels lists it anyway.
        answered = asyncio.get_running_loop().create_future()
        self._background(self._post_or_warn(result.call, result.tournament, where, answered))
        self._background(self._answer_caller(where, stored_text(result.call), answered, result.call.id))

    def _background(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._posts.add(task)
        task.add_done_callback(self._posts.discard)

    async def _answer_caller(
        self, caller: Where, html: str, answered: asyncio.Future[None], call_id: str | None = None
    ) -> None:
        try:
            if await self.bot.out.send_light(caller, html) is not None and call_id is not None:
                await self.desk.mark_acked(call_id)
        finally:
            if not answered.done():
                answered.set_result(None)

    async def _post_or_warn(
        self, call: Call, tournament: Tournament, caller: Where, answered: asyncio.Future[None]
    ) -> None:
        try:
            posted = await self._post_call(call, tournament)
        except Exception:  # a background task: log, and tell the caller below
            log.exception("call %s not posted to the directors", call.id)
            posted = False
        if not posted:
            await answered  # the warning follows the caller's « Appel enregistré »
            await self.bot.out.send(
                caller,
                f"⚠ Table {escape(call.table)} : le groupe des arbitres n'a pas pu être prévenu, "
                "appelez-les ici.",
            )

    async def _post_call(self, call: Call, tournament: Tournament) -> bool:
        target = Where.from_key(tournament.directors_chat)
        if target is None:
            return False
        html = call_html(call, tournament, self.clock())
        # Paced here, within the group's flood limit, so that the post leaves right after it is
        # marked as under way (issue 30 T11): a process stopped between the two leaves a call
        # that a restart lists on its recap instead of posting it whole a second time.
        async with self._pace(target):
            await self.desk.mark_posting(call.id)
            posted = await self.bot.out.send_light(target, html, call_keyboard(call)) is not None
        if posted:
            await self.desk.mark_posted([call.id])
        return posted

    @contextlib.asynccontextmanager
    async def _pace(self, target: Where) -> AsyncIterator[None]:
        """One post at a time per directors' group, at most 3 at once then one every 3.2 s (under
        Telegram's 20 a minute, leaving the directors' own presses room)."""
        lock = self._post_locks.setdefault(target.chat_id, asyncio.Lock())
        async with lock:
            if self.bot.settings.rate_limit:
                bucket = self._post_buckets.setdefault(target.chat_id, Bucket(*POST_BUDGET))
                if wait := bucket.wait_for(1):
                    await asyncio.sleep(wait)
                bucket.spend()
            yield

    async def resume(self) -> int:
        """At start-up: every stored call whose caller was never answered, or which the directors
        were never shown (a crash between storing and announcing), is announced now. Returns how
        many calls were announced."""
        # Calls stored since this start are announced by their own handler: only the earlier
        # ones are this start's to announce (else a call of the first updates after the restart
        # went out twice, once on the recap and once by itself).
        started = self._started_at
        pending = [p for p in await self.desk.unannounced() if started is None or p[1].created_at < started]
        if self.board is not None:  # every open event's boards, edited where they are (T12)
            for tournament in await self.desk.open_events():
                self._touch(tournament.id)
            return len(pending)
        unshown = [(t, c) for t, c, _, shown in pending if not shown]
        if len(unshown) <= RESUME_ONE_BY_ONE and not await self.desk.posting([c.id for _, c in unshown]):
            for tournament, call in unshown:
                await self._post_call(call, tournament)
        elif unshown:
            await self._post_recap(unshown)
        for _, call, answered, _ in pending:
            caller = Where.from_key(call.caller_chat)
            if not answered and caller is not None:
                if await self.bot.out.send_light(caller, stored_text(call)) is not None:
                    await self.desk.mark_acked(call.id)
        if pending:
            log.warning("%d appel(s) enregistré(s) annoncé(s) au redémarrage", len(pending))
        return len(pending)

    async def _post_recap(self, unshown: list[tuple[Tournament, Call]]) -> None:
        """After a restart, the calls the directors were never shown, as one recap per event (a
        page per 40 calls, « 🏃 » to take one: its own message follows) instead of a post per
        call at the group's pace, which held the directors' presses behind it (issue 30 T11). A
        call whose post was under way when the process stopped may have gone: its line says so
        and leaves out the reason, never a second whole post."""
        maybe = await self.desk.posting([c.id for _, c in unshown])
        events: dict[str, tuple[Tournament, list[Call]]] = {}
        for tournament, call in unshown:
            events.setdefault(tournament.id, (tournament, []))[1].append(call)
        for tournament, calls in events.values():
            target = Where.from_key(tournament.directors_chat)
            if target is None:
                continue
            for html, markup in recap_pages(tournament, calls, maybe, self.clock()):
                async with self._pace(target):
                    sent = await self.bot.out.send_light(target, html, markup)
                if sent is None:
                    return  # the next start lists them again
            await self.desk.mark_posted([c.id for c in calls])
        log.warning("%d appel(s) non annoncé(s) avant l'arrêt, récapitulés aux arbitres", len(unshown))

    async def cmd_appels(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._parsed(update)) is None:
            return
        where = parsed[0]
        current = await self.desk.current(where.key)
        if current is None:
            await self.bot.out.send(where, "Aucun tournoi ouvert ici.")
            return
        waiting = await self.desk.open_calls(current.id)
        if not waiting:
            await self.bot.out.send(where, "Aucun appel en attente.")
            return
        now = self.clock()
        lines = [
            escape(
                f"n°{c.id} · table {c.table}"
                + (f" donne {c.board}" if c.board is not None else "")
                + f" · {c.state.label} · {waiting_text(c, now)}"
                + (f" · {c.taken_by}" if c.taken_by else "")
                + f" · {c.reason}"
            )
            for c in waiting
        ]
        await self.bot.out.send_all(
            where, tr.split_blocks(["<b>Appels ouverts, du plus ancien :</b>", "\n".join(lines)])
        )

    # --- buttons ---------------------------------------------------------------------

    async def press(self, query: CallbackQuery, call_id: str, what: str) -> None:
        if query.message is None:
            await self.bot.out.answer(query, NOT_A_CALL)
            return
        where = Where.of(query.message)
        if what == "ask":  # « 🔔 Appeler l'arbitre »: anyone in the event's group
            if await self.desk.current(where.key) is None:
                await self.bot.out.answer(query, "Ce tournoi est fermé : plus d'appel possible ici.")
                return
            await self.bot.out.answer(query, None)
            await self._ask_call(where, query.from_user)
            return
        call = await self.desk.get_call(call_id)
        tournament = await self.desk.tournament(call.tournament_id) if call else None
        directors = Where.from_key(tournament.directors_chat) if tournament else None
        if call is None or tournament is None or directors is None:
            await self.bot.out.answer(query, NOT_A_CALL)
            return
        # Only from the event's directors' group, or from a director's private chat, judged as in
        # that group: never from the players' group or another group (R1).
        private = where.chat_type == ChatType.PRIVATE
        if not private and not same_chat(where.key, tournament.directors_chat):
            await self.bot.out.answer(query, NOT_FROM_HERE)
            return
        actor = await self.bot.actor(directors, query.from_user)
        if what == "inc":
            await self._open_incident(query, where, call, actor, private)
            return
        act = self.desk.close if what == "close" else self.desk.take
        result = await act(call_id, actor, chat=where.key, private=private)
        if result.refused or result.call is None:
            await self.bot.out.answer(query, result.message or "Action refusée.")
            return
        self._touch(result.call.tournament_id)
        if what == BOARD_TAKE and not private:  # from the board: the call gets its own message now
            await self.bot.out.answer(query, None)
            await self._send_taken(query.from_user, directors, result.call, result.tournament)
            await self._tell_caller(result.call)
            return
        await self.bot.out.answer(query, None)
        await self.bot.out.edit(
            where,
            query.message.message_id,
            call_html(result.call, result.tournament, self.clock()),
            call_keyboard(result.call),
        )
        await self._tell_caller(result.call)

    async def _open_incident(
        self, query: CallbackQuery, where: Where, call: Call, actor: Any, private: bool
    ) -> None:
        """« Ouvrir un incident »: the director opens an incident (topic menu) in this group,
        linked to the call; he takes the call first if nobody had."""
        if not actor.is_director:
            await self.bot.out.answer(
                query, "Seuls les arbitres du tournoi peuvent ouvrir un incident depuis un appel."
            )
            return
        if call.incident_id is not None:
            await self.bot.out.answer(query, f"L'incident #{call.incident_id} est déjà lié à cet appel.")
            return
        if call.state is CallState.CLOSED:
            await self.bot.out.answer(query, f"L'appel de la table {call.table} est déjà réglé.")
            return
        if call.state is CallState.WAITING:
            taken = await self.desk.take(call.id, actor, chat=where.key, private=private)
            if taken.refused or taken.call is None:
                await self.bot.out.answer(query, taken.message or "Appel déjà pris.")
                return
            await self._tell_caller(taken.call)
        tournament = await self.desk.tournament(call.tournament_id)
        reply = await self.bot.engine.open(
            actor,
            where.key,
            None,
            place=place_of(query.message),
            regulation=spec_of(tournament) if tournament else None,  # the event's, not the bot's (F2)
            description=call.reason,  # the caller's words answer what they state (issue 31 §2)
        )
        if reply.refused or reply.incident is None:
            await self.bot.out.answer(query, reply.message or "Incident non ouvert.")
            return
        reply = await carry_call(self.bot.engine, reply.incident.id, actor, call) or reply  # F21
        linked = await self.desk.link(call.id, actor, reply.incident.id, chat=where.key, private=private)
        self._touch(call.tournament_id)
        await self.bot.out.answer(query, None)
        if linked.call is not None and not linked.refused:
            await self.bot.out.edit(
                where,
                query.message.message_id,  # type: ignore[union-attr]
                call_html(linked.call, linked.tournament, self.clock()),
                call_keyboard(linked.call),
            )
        else:
            log.warning("incident %s not linked to call %s: %s", reply.incident.id, call.id, linked.message)
        if self.bot._is_live(where):
            await self.bot._show_live(where, reply.incident, reply.step)
        else:
            await self.bot.out.render(where, reply)

    async def _send_taken(
        self, user: User, directors: Where, call: Call, tournament: Tournament | None
    ) -> None:
        """The call taken from the board, as its own message with « Réglé » and « Ouvrir un
        incident »: in the director's private chat (not bound by the group's flood limit), or in
        the directors' group when Telegram refuses (he never started the bot)."""
        html = call_html(call, tournament, self.clock())
        private = Where(user.id, None, ChatType.PRIVATE)
        if await self.bot.out.send_light(private, html, call_keyboard(call)) is None:
            await self.bot.out.send_light(directors, html, call_keyboard(call))

    async def _tell_directors(self, call: Call, tournament: Tournament) -> None:
        """TELEGRAM_CALLS_PRIVATE: the new call in each director's private chat too (the
        administrators of the directors' group and TELEGRAM_DIRECTOR_IDS), with « Je prends »."""
        directors = Where.from_key(tournament.directors_chat)
        ids = set(self.bot.settings.director_ids)
        if directors is not None and self.bot.settings.admins_are_directors:
            try:
                admins = await self.bot.out.bot.get_chat_administrators(directors.chat_id)
            except TelegramError as error:
                log.warning("directors of %s unknown: %s", tournament.directors_chat, error)
                admins = ()
            ids |= {m.user.id for m in admins if not m.user.is_bot}
        html = call_html(call, tournament, self.clock())
        markup: tr.Markup = {
            "inline_keyboard": [[{"text": "🏃 Je prends", "callback_data": call_data(call.id, BOARD_TAKE)}]]
        }
        for user_id in sorted(ids):
            await self.bot.out.send_light(Where(user_id, None, ChatType.PRIVATE), html, markup)

    async def _tell_caller(self, call: Call) -> None:
        target = Where.from_key(call.caller_chat)
        if target is None:
            return
        if call.state is CallState.TAKEN:
            if self.board is not None:  # the players' board says who is coming
                return
            text = f"Table {escape(call.table)} : {escape(call.taken_by or 'un arbitre')} arrive."
        elif call.state is CallState.CLOSED:
            text = (
                f"Table {escape(call.table)} : l'appel est réglé par {escape(call.taken_by or 'un arbitre')}."
            )
            if call.incident_id:
                text += escape(await self._ruling_line(call.incident_id))
        else:
            return
        await self.bot.out.send(target, text)

    async def _ruling_line(self, incident_id: str) -> str:
        reply = await self.bot.engine.show(incident_id)
        ruling = reply.step.ruling if reply.step else None
        if ruling is None:
            return f" Incident #{incident_id} (sans décision enregistrée)."
        return f" Décision (incident #{incident_id}) : {ruling.title} ({', '.join(ruling.laws)})."

    async def _answer(self, where: Where, result: Result) -> None:
        await self.bot.out.send(
            where, escape(result.message or ("Refusé." if result.refused else "C'est fait."))
        )
