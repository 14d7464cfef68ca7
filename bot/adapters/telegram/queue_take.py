"""Online events on Telegram: /appels and the « Je prends » / « Réglé » buttons, the incident opened from a call."""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape
from typing import Any

from telegram import CallbackQuery, Update, User
from telegram.constants import ChatType
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.board import BOARD_TAKE
from bot.adapters.telegram.calls_render import (
    CLOSE_INSTEAD,
    CLOSE_UNRULED,
    call_data,
    call_html,
    call_keyboard,
    left_calls_keyboard,
)
from bot.adapters.telegram.out import Where, place_of
from bot.adapters.telegram.queue_host import NOT_A_CALL, QueueHost
from bot.events.desk import NOT_FROM_HERE, CallDesk, call_rulings, carry_call, waiting_text
from bot.events.model import Call, CallState, Tournament
from bot.events.policy import spec_of
from bot.events.tournaments import Result, same_chat
from bot.finder import topics as finder
from bot.incidents.incident import Incident
from bot.scores.offer import foresees_score

log = logging.getLogger("arbitre.telegram.queue")
OWED = "la décision vous sera envoyée ici dès qu'elle sera rendue."


class CallTaking:
    """/appels and the call buttons, mixed into CallQueue."""

    bot: QueueHost
    clock: Callable[[], float]
    desk: CallDesk

    async def cmd_appels(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._parsed(update)) is None:
            return
        where, user = parsed
        key = await self.event_key(
            where, user.id, "appels", lambda k: self._list_calls(where, k), {"kind": "appels"}
        )
        if key is not None:
            await self._list_calls(where, key)

    async def _list_calls(self, where: Where, key: str) -> None:
        """The open calls of the event `key` finds (this chat's, or the one chosen in a shared group)."""
        current = await self.desk.current(key)
        title, markup = "<b>Appels ouverts, du plus ancien :</b>", None
        if current is None:
            left = await self.desk.closed_with_calls(key)
            if left is None:
                await self.bot.out.send(where, "Aucun tournoi ouvert ici.")
                return
            # tester10 W10: the calls an event was closed with stay listed, and takeable by its directors.
            current, waiting = left
            title = (
                f"<b>Tournoi « {escape(current.name)} » fermé : appels restés ouverts, du plus ancien :</b>"
            )
            if same_chat(where.key, current.directors_chat):
                markup = left_calls_keyboard(waiting)
        else:
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
        await self.bot.out.send_all(where, tr.split_blocks([title, "\n".join(lines)]), markup)

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
        if what in ("close", CLOSE_UNRULED, CLOSE_INSTEAD):
            result = await self.desk.close(  # « sans décision » comes after « à sa place », if asked
                call_id,
                actor,
                chat=where.key,
                private=private,
                confirmed=what == CLOSE_UNRULED,
                instead=what in (CLOSE_INSTEAD, CLOSE_UNRULED),
            )
        else:
            result = await self.desk.take(call_id, actor, chat=where.key, private=private)
        if (result.confirm or result.instead) and result.call is not None:  # T10, W2: asked first
            await self.bot.out.answer(query, result.message)
            await self.bot.out.edit(
                where,
                query.message.message_id,
                call_html(result.call, await self.desk.tournament(result.call.tournament_id), self.clock()),
                call_keyboard(result.call, confirm=result.confirm, instead=result.instead),
            )
            return
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
            keep_words=False,  # carry_call notes the reason and the call's board
        )
        if reply.refused or reply.incident is None:
            await self.bot.out.answer(query, reply.message or "Incident non ouvert.")
            return
        # Linked first: the call's board carried next takes its cards from the event's imports (W14).
        linked = await self.desk.link(call.id, actor, reply.incident.id, chat=where.key, private=private)
        reply = await carry_call(self.bot.engine, reply.incident.id, actor, call) or reply  # F21
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
        online = finder.online_event(reply.incident.regulation)
        if reply.incident.topic is None and call.reason and finder.search(call.reason, online=online):
            # tester10 W6: the topics the caller's words describe, offered at once (as for words typed).
            await self.bot._show_found(where, reply.incident, call.reason)
        elif self.bot._is_live(where):
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
            text = f"Table {escape(call.table)} : l'appel est réglé par {escape(call.settled_by or 'un arbitre')}."
            if call.ruling_owed:
                text += escape(f" Incident #{call.incident_id} : {OWED}")
            elif call.incident_id:
                text += escape(await self._ruling_line(call.incident_id))
        else:
            return
        await self.bot.out.send(target, text)

    async def send_owed_rulings(self, incident: Incident) -> None:
        """The incident has just been ruled, or its mark recorded: each call closed before the ruling
        owes its caller the ruling (T10) — again with the mark once it is recorded, when the ruling
        foresees one (tester10 W5: the player who waited never learnt what he scores)."""
        step = incident.step() if incident.topic else None
        ruling = step.ruling if step is not None else None
        if ruling is None:
            return
        keep = incident.score is None and foresees_score(ruling)
        for call in await self.desk.owed_rulings(incident.id, keep=keep):
            target = Where.from_key(call.caller_chat)
            if target is not None:
                line = await self._ruling_line(incident.id)
                await self.bot.out.send(target, f"Table {escape(call.table)} :{escape(line)}")

    async def _ruling_line(self, incident_id: str) -> str:
        return await call_rulings(
            self.bot.engine, incident_id, f" Incident #{incident_id} (sans décision enregistrée)."
        )  # W21: the linked rulings too

    async def _answer(self, where: Where, result: Result) -> None:
        await self.bot.out.send(
            where, escape(result.message or ("Refusé." if result.refused else "C'est fait."))
        )
