"""Online events on Telegram: /appel, and each call's post to the directors (paced, resumed at start-up)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from html import escape
from typing import Any

from telegram import Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram.calls_render import (
    CALL_PROMPT,
    CALL_PROMPT_START,
    USAGE_CALL,
    call_html,
    call_keyboard,
    parse_call,
    recap_pages,
    stored_text,
)
from bot.adapters.telegram.out import Where
from bot.adapters.telegram.queue_host import QueueHost
from bot.events.board import Bucket
from bot.events.desk import CallDesk
from bot.events.model import Call, Tournament

log = logging.getLogger("arbitre.telegram.queue")

POST_BUDGET = (3.0, 3.2)  # a call's own post: 3 at once, then one every 3.2 s per directors' group
RESUME_ONE_BY_ONE = 3  # at start-up, more calls never shown than this go on a recap


class CallPosting:
    """/appel and the calls' posts, mixed into CallQueue."""

    bot: QueueHost
    clock: Callable[[], float]
    desk: CallDesk

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
            f"{escape(why)}{'R' if why else 'r'}épondez à ce message avec votre table, la donne (facultative) et "
            "la raison — par "
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
        if result.joined:  # T23: the table's open call has it; its board shows the words added
            self._touch(result.tournament.id)
            await self.bot.out.send(where, escape(result.message or ""))
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
