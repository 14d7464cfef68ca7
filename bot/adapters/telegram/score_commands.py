"""Telegram: /loi, /marque, /donne, /position and the worksheet's buttons."""

from __future__ import annotations

import asyncio
import logging
from html import escape

from telegram import CallbackQuery, Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram.deals import diagram_html
from bot.adapters.telegram.out import INVALID_BUTTON, Outbox, Where
from bot.adapters.telegram.render import Press
from bot.adapters.telegram.settings import Settings
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.claim_count import ANSWER_STOPS
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident
from bot.scores import offer as wk
from bot.scores.marque import marque_reply
from bot.scores.offer import deal_diagram, parse_deal
from rules.laws import lookup
from rules.model import RulesError

log = logging.getLogger("arbitre.telegram")

# The keyboards whose last quick mark is remembered (ops35: a double press on one of them is refused).
MARKED_KEPT = 256


class ScoreCommands:
    """Mixed into TelegramBot."""

    settings: Settings
    out: Outbox
    engine: Engine
    _counts: set[asyncio.Task[None]]  # the claim counts running (tester24 P11), set in TelegramBot
    # (chat, message): the marks recorded once a quick mark was pressed on it (ops35), set in TelegramBot
    _marked: dict[tuple[str, int], int]

    async def cmd_law(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        where = parsed[1]
        text = " ".join(context.args or [])
        if not text:
            await self.out.send(where, "Indiquez le numéro de la loi : /loi 64 ou /loi 64A1.")
            return
        try:
            await self.out.send_all(where, tp.law_html(lookup(text)))
        except RulesError as error:
            await self.out.send(where, escape(str(error)))

    async def cmd_score(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/marque 420:60,-50:40: the weighted adjusted score, shared with the other chat adapters."""
        if (parsed := self._message(update)) is None:
            return
        args = context.args or []
        if args and args[0].startswith("#"):  # /marque #12 ligne: recorded with incident 12
            await self._record_score(parsed[1], parsed[2], args[0][1:], " ".join(args[1:]))
            return
        text, _ = marque_reply(" ".join(args), self.engine.regulation)
        await self.out.send_all(parsed[1], tp.plain_html(text))

    async def _record_score(
        self, where: Where, user: User, incident_id: str, line: str, version: int | None = None
    ) -> bool:
        found = await self.engine.store.get(incident_id) if incident_id.isdigit() else None
        group = self._relayed_group(where, found)
        if found is None or (found.chat != where.key and group is None):
            await self.out.send(where, f"Aucun incident #{escape(incident_id)} dans cette discussion.")
            return False
        actor = await self.actor(group or where, user, found.owner_id, directing=True)
        reply = await self.engine.act(found.id, actor, inc.score(line, version))
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Marque refusée."))
            return False
        await self.out.send_all(where, [tp.recorded_html(reply.incident, reply.message)])
        return True

    async def cmd_deal(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/donne [#N] 12 table=3 ns=4 eo=11: the board, table and pairs, for the scorer's sheet."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        number = args.pop(0) if args and args[0].startswith("#") else None
        try:
            fields = parse_deal(" ".join(args))
        except RulesError as error:
            await self.out.send(where, escape(str(error)))
            return
        target = await self._current(where, user, number)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, target.owner_id, directing=True)
        reply = await self.engine.act(target.id, actor, inc.deal(**fields))
        if reply.refused or reply.incident is None or reply.incident.deal is None:
            await self.out.send(where, escape(reply.message or "Refusé."))
            return
        text = f"📋 Incident #{escape(target.id)} : {escape(reply.incident.deal.text)}."
        if reply.message:
            text += "\n" + escape(reply.message)
        if (diagram := deal_diagram(reply.incident)) is not None:
            text += "\n" + diagram_html(diagram)
        await self.out.send(where, text)
        # Issue 38 §3 (G2): the board answers « vulnérable ? » (given or still to ask): the walk asks
        # the side now, on the incident's live message in a group (tester10 W13).
        if not await self._refresh_live(where, target, reply.incident, reply.step) and (
            reply.incident.answers_version != target.answers_version
        ):
            await self.out.render(where, reply)

    async def cmd_position(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/position [#N] rev=S atout=♠ main=S cartes=N:… ligne=…: the cards at a claim; Arbitre
        counts the tricks (off the event loop) and proposes the count at the question."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        number = args.pop(0) if args and args[0].startswith("#") else None
        target = await self._current(where, user, number)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        # A count is the director's alone (U3): looked up for the incident's opener too, as for /marque (ops29: a
        # group's director who opened the claim himself with « 2e irrégularité » was refused his own count).
        actor = await self.actor(where, user, target.owner_id, directing=True)
        # Tester24 P11: the chat's updates are handled one at a time; a count of minutes awaited here would hold
        # the director's own answers until it ends. It runs on its own; his answer meanwhile abandons it.
        task = asyncio.get_running_loop().create_task(
            self._count_position(where, target.id, actor, " ".join(args))
        )
        self._counts.add(task)
        task.add_done_callback(self._counts.discard)

    async def _count_position(self, where: Where, incident_id: str, actor: Actor, text: str) -> None:
        try:
            reply = await self.engine.claim_position(
                incident_id,
                actor,
                text,
                notice=lambda said: self.out.send(where, escape(f"{said} {ANSWER_STOPS}")),
            )  # a long count is said to run (issue 36 §3)
            if reply.refused or reply.incident is None:
                await self.out.send(where, escape(reply.message or "Refusé."))
                return
            await self.out.render(where, reply)
        except Exception:  # on its own task: said in the log, the director may type the position again
            log.exception("/position failed")

    async def stop_counts(self) -> None:
        """At shutdown: the counts still running are abandoned (the director types the position again)."""
        counts, self._counts = list(self._counts), set()
        for task in counts:
            task.cancel()
        if counts:
            await asyncio.wait(counts)

    async def _worksheet_press(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, group: Where | None
    ) -> None:
        """A quick choice (60/40 …, the revoke's corrected result) or « Suites de la décision »."""
        actor = await self.actor(group or where, query.from_user, incident.owner_id, directing=True)
        if press.kind == "f":
            reply = await self.engine.follow_up(incident.id, actor)
            if reply.refused or reply.incident is None:
                await self.out.answer(query, reply.message or "Action impossible.")
                return
            await self.out.answer(query)
            target = group or where
            await self.out.send(target, escape(reply.message or ""))
            if self._is_live(target):
                await self._show_live(target, reply.incident, reply.step, None, actor.name)
            else:
                await self.out.render(target, reply)
            return
        step, _ = transition.safe_step(incident)
        line = wk.quick_line(press.index or 0, step.ruling if step is not None else None, incident)
        if (
            line is None
        ):  # tester15 V10: the side that did not play, said why; ops32: an artificial mark, why not
            wrong = wk.press_refusal(press.index or 0, step.ruling if step is not None else None, incident)
            await self.out.answer(query, wrong or INVALID_BUTTON)
            return
        # ops35: a chat's updates come one after the other, so a double press reaches us after the first is recorded.
        # The keyboard carries the marks it was shown with: one recorded since from this same keyboard refuses the
        # press (ops32's check, under the incident's lock); a mark typed or pressed elsewhere is replaced, as before.
        key = (where.key, query.message.message_id if query.message else 0)
        double = press.marks is not None and press.marks < self._marked.get(key, 0)
        seen = press.marks if double and press.marks is not None else len(incident.scores)
        reply = await self.engine.act(incident.id, actor, inc.score(line, press.version, seen))
        await self._recount(query, where, incident.id)
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        self._marked[key] = len(reply.incident.scores)
        while len(self._marked) > MARKED_KEPT:  # the oldest keyboards: a double press is a matter of seconds
            del self._marked[next(iter(self._marked))]
        await self.out.answer(query)
        await self.out.send_all(group or where, [tp.recorded_html(reply.incident, reply.message)])

    async def _recount(self, query: CallbackQuery, where: Where, incident_id: str) -> None:
        """The pressed keyboard's quick choices take the marks now recorded: a press from it replaces the mark."""
        shown = await self.engine.peek(incident_id)
        message = query.message
        if shown.incident is None or message is None or message.reply_markup is None:
            return
        markup = tk.recounted(message.reply_markup.to_dict(), len(shown.incident.scores))
        if markup is not None:
            await self.out.set_buttons(where, message.message_id, markup)
