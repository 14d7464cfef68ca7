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
from collections.abc import Callable, Coroutine
from html import escape
from typing import Any, Protocol

from telegram import CallbackQuery, Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.out import Outbox, Where, place_of
from bot.engine import Engine
from bot.events.desk import CallDesk, Result, waiting_text
from bot.events.export import export_files
from bot.events.model import Call, CallState, Tournament
from bot.events.policy import DEFAULT_EVENT_REGULATION, describe, event_spec, spec_of, split_settings
from bot.events.policy import USAGE as POLICY_USAGE
from bot.incident import Actor, Incident, Refused
from rules.model import Step

log = logging.getLogger("arbitre.telegram.queue")

# c:<call id>:take|close|inc — at most 20 bytes, far under Telegram's 64.
CALL_DATA = re.compile(r"c:(?P<cid>[0-9]{1,12}):(?P<what>take|close|inc|ask)")
ASK_DATA = "c:0:ask"  # « 🔔 Appeler l'arbitre » under the event's opening message
CALL_PROMPT = "🔔 Appel à l'arbitre"
_CALL_PROMPT = re.compile(re.escape(CALL_PROMPT) + r"\b")
REMINDER_PERIOD = 30.0  # seconds between two looks at the waiting calls
_GROUP_ID = re.compile(r"-[0-9]{5,20}")  # a group id is negative: a name may end with a number

USAGE_OPEN = (
    "Usage : /tournoi ouvrir Nom du tournoi [conditions] [id du groupe des arbitres], /tournoi fermer, "
    "/tournoi etat, /tournoi reglage [conditions], "
    "/tournoi export [JJ/MM/AAAA HH:MM des résultats officiels]."
)
USAGE_CALL = "Usage : /appel TABLE [DONNE] raison — par exemple /appel 12 5 hésitation en Nord."
NOT_A_CALL = "Ce bouton ne correspond à aucun appel."


def call_data(call_id: str, what: str) -> str:
    data = f"c:{call_id}:{what}"
    assert CALL_DATA.fullmatch(data) and len(data.encode()) <= tr.MAX_CALLBACK_DATA
    return data


def decode_call(data: str | None) -> tuple[str, str] | None:
    match = CALL_DATA.fullmatch(data or "")
    return (match["cid"], match["what"]) if match else None


def call_html(call: Call, tournament: Tournament | None, now: float) -> str:
    """The call as posted in the directors' group, and as it changes."""
    board = f", donne {call.board}" if call.board is not None else ""
    status = {CallState.WAITING: "🔔 En attente", CallState.TAKEN: "🏃 Pris", CallState.CLOSED: "✅ Réglé"}
    lines = [
        f"<b>Appel : table {escape(call.table)}{board}</b>",
        escape(call.reason),
        f"Appelant : {escape(call.caller_name)} · appelé à {time.strftime('%H:%M', time.localtime(call.created_at))}",
    ]
    if call.state is CallState.WAITING:
        lines.append(f"{status[call.state]} depuis {waiting_text(call, now)}")
    else:
        lines.append(f"{status[call.state]} par {escape(call.taken_by or '?')}")
    if call.incident_id:
        lines.append(f"Incident #{escape(call.incident_id)}")
    footer = f"appel n°{call.id}" + (f" · {tournament.name}" if tournament else "")
    lines.append(f"<i>{escape(footer)}</i>")
    return tr.clip("\n".join(lines), tr.MAX_MESSAGE)


def call_keyboard(call: Call) -> tr.Markup | None:
    if call.state is CallState.CLOSED:
        return None
    row: list[tr.Button] = []
    if call.state is CallState.WAITING:
        row.append({"text": "🏃 Je prends", "callback_data": call_data(call.id, "take")})
    row.append({"text": "✅ Réglé", "callback_data": call_data(call.id, "close")})
    rows = [row]
    if call.incident_id is None:
        rows.append([{"text": "📋 Ouvrir un incident", "callback_data": call_data(call.id, "inc")}])
    return {"inline_keyboard": rows}


def parse_call(args: list[str]) -> tuple[str, str | None, str]:
    """/appel TABLE [DONNE] raison…: the board is the second word when it is a number."""
    table = args[0] if args else ""
    rest = args[1:]
    board = rest.pop(0) if rest and rest[0].isdigit() else None
    return table, board, " ".join(rest)


class QueueHost(Protocol):
    """What the queue needs from the Telegram bot (handlers.py's TelegramBot): its outbox, its
    engine, who acts, and the incident's live message. A protocol, so that this module does not
    import the handlers that import it."""

    out: Outbox

    @property
    def engine(self) -> Engine: ...

    async def actor(self, where: Where, user: User, owner_id: str | None = None) -> Actor: ...

    async def is_director(self, where: Where, user_id: int) -> bool: ...

    def _is_live(self, where: Where) -> bool: ...

    async def _show_live(self, where: Where, incident: Incident, step: Step | None) -> None: ...


class CallQueue:
    """The queue's handlers for one TelegramBot (its outbox, engine and directors' check)."""

    def __init__(self, bot: QueueHost, clock: Callable[[], float] = time.time) -> None:
        self.bot = bot
        self.clock = clock
        self._desk: CallDesk | None = None
        self._reminders: asyncio.Task[None] | None = None
        self._posts: set[asyncio.Task[None]] = set()  # calls on their way to the directors
        self.reminder_period = REMINDER_PERIOD

    @property
    def desk(self) -> CallDesk:
        if self._desk is None:
            self._desk = CallDesk(self.bot.engine.store, clock=self.clock)
        return self._desk

    # --- lifecycle -------------------------------------------------------------------

    def start(self) -> None:
        """The reminders' loop, from post_init."""
        if self._reminders is None:
            self._reminders = asyncio.get_running_loop().create_task(self._remind_loop())

    async def stop(self) -> None:
        if self._posts:  # the calls already answered reach the directors before the bot stops
            await asyncio.wait(list(self._posts), timeout=10)
        task, self._reminders = self._reminders, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

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
            await self._export(where, await self.bot.actor(where, user), " ".join(args))
            return
        if action == "reglage":
            await self._settings(where, await self.bot.actor(where, user), args)
            return
        if not where.is_group:
            await self.bot.out.send(where, "Un tournoi s'ouvre et se ferme dans le groupe des joueurs.")
            return
        actor = await self.bot.actor(where, user)
        if action == "fermer":
            await self._answer(where, await self.desk.close_tournament(actor, where.key))
            return
        settings, args = split_settings(args)
        directors = where
        if args and _GROUP_ID.fullmatch(args[-1]):
            directors = Where.from_key(f"telegram:{args.pop()}") or where
        try:  # the organiser's conditions of play (Law 80B2e), ffb_en_ligne's by default
            regulation = event_spec(DEFAULT_EVENT_REGULATION, settings, " ".join(args))
        except Refused as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        result = await self.desk.open_tournament(
            actor, where.key, " ".join(args), directors_chat=directors.key, regulation=regulation
        )
        if result.refused:
            await self._answer(where, result)
            return
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

    async def _export(self, where: Where, actor: Any, published_text: str) -> None:
        """`/tournoi export`: the event's calls as CSV (Excel) and Markdown files, sent to the
        directors' group; with the official results time, the 92B appeal deadline is dated."""
        if not actor.is_director:
            await self.bot.out.send(where, "Seul un arbitre peut exporter les appels du tournoi.")
            return
        result = await export_files(self.desk, where.key, published_text)
        if isinstance(result, str):
            await self.bot.out.send(where, escape(result))
            return
        tournament, files, count = result
        target = Where.from_key(tournament.directors_chat) or where
        caption = f"Appels du tournoi « {tournament.name} » : {count} appel(s)."
        for filename, data in files:
            if await self.bot.out.send_document(target, filename, data, caption) is None:
                await self.bot.out.send(where, "L'export n'a pas pu être envoyé : réessayez dans un instant.")
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
            await self.bot.out.send(where, "Seul un arbitre peut changer les conditions du tournoi.")
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
        await self._call(where, user, args)

    async def reply_call(self, where: Where, user: User, prompt_text: str | None, text: str) -> bool:
        """A reply to the « 🔔 Appel à l'arbitre » prompt is a call; False if it is another reply."""
        if not _CALL_PROMPT.match(prompt_text or ""):
            return False
        args = text.split()
        if not args:
            await self.bot.out.send(where, escape(USAGE_CALL))
            return True
        await self._call(where, user, args)
        return True

    async def _ask_call(self, where: Where, user: User) -> None:
        """A ForceReply prompt aimed at the player (selective: only his input field opens)."""
        if await self.desk.current(where.key) is None:
            await self.bot.out.send(
                where,
                "Aucun tournoi n'est ouvert dans ce salon : un arbitre l'ouvre avec /tournoi ouvrir Nom.",
            )
            return
        html = (
            f'{CALL_PROMPT} (<a href="tg://user?id={user.id}">{escape(user.first_name)}</a>) : '
            "répondez à ce message avec votre table, la donne (facultative) et la raison — par exemple "
            "« 12 5 hésitation en Nord »."
        )
        markup = {
            "force_reply": True,
            "selective": True,
            "input_field_placeholder": "12 5 hésitation en Nord",
        }
        await self.bot.out.send_light(where, html, markup)

    async def _call(self, where: Where, user: User, args: list[str]) -> None:
        table, board, reason = parse_call(args)
        actor = await self.bot.actor(where, user)
        result = await self.desk.call(actor, where.key, table, board, reason)
        if result.refused or result.call is None or result.tournament is None:
            await self.bot.out.send(where, escape(result.message or "Appel refusé."))
            return
        # The call is committed: from here on, both messages go out in the background, the
        # directors' post first. The event's group handles its updates one at a time (per-chat
        # order), so awaiting a Bot API round trip here would hold up every next player's call,
        # and Telegram's flood limit (about 20 posts a minute in one group) must not either.
        # The call is in the store already; /appels lists it anyway.
        answered = asyncio.get_running_loop().create_future()
        self._background(self._post_or_warn(result.call, result.tournament, where, answered))
        self._background(
            self._answer_caller(
                where, f"Appel enregistré : table {escape(result.call.table)}. Un arbitre arrive.", answered
            )
        )

    def _background(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._posts.add(task)
        task.add_done_callback(self._posts.discard)

    async def _answer_caller(self, caller: Where, html: str, answered: asyncio.Future[None]) -> None:
        try:
            await self.bot.out.send_light(caller, html)
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
        return await self.bot.out.send_light(target, html, call_keyboard(call)) is not None

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
        if (
            call is None
            or tournament is None
            or where.key not in (tournament.directors_chat, tournament.chat)
        ):
            await self.bot.out.answer(query, NOT_A_CALL)
            return
        actor = await self.bot.actor(where, query.from_user)
        if what == "inc":
            await self._open_incident(query, where, call, actor)
            return
        result = await (self.desk.take(call_id, actor) if what == "take" else self.desk.close(call_id, actor))
        if result.refused or result.call is None:
            await self.bot.out.answer(query, result.message or "Action refusée.")
            return
        await self.bot.out.answer(query, None)
        await self.bot.out.edit(
            where,
            query.message.message_id,
            call_html(result.call, result.tournament, self.clock()),
            call_keyboard(result.call),
        )
        await self._tell_caller(result.call)

    async def _open_incident(self, query: CallbackQuery, where: Where, call: Call, actor: Any) -> None:
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
            taken = await self.desk.take(call.id, actor)
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
        )
        if reply.refused or reply.incident is None:
            await self.bot.out.answer(query, reply.message or "Incident non ouvert.")
            return
        linked = await self.desk.link(call.id, actor, reply.incident.id)
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

    async def _tell_caller(self, call: Call) -> None:
        target = Where.from_key(call.caller_chat)
        if target is None:
            return
        if call.state is CallState.TAKEN:
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
