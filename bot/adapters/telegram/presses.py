"""Telegram: the incident's buttons (answers, topics, « Retour », help) turned into engine actions."""

from __future__ import annotations

import logging
from html import escape
from typing import Any

from telegram import CallbackQuery, Update
from telegram.ext import ContextTypes

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.calls_render import decode_call
from bot.adapters.telegram.out import INVALID_BUTTON, UNDO, Outbox, Where
from bot.adapters.telegram.queue_choice import decode_choice
from bot.adapters.telegram.render import Press
from bot.adapters.telegram.settings import Settings
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.described import retold
from bot.incidents.engine import Engine
from bot.incidents.incident import Action, Incident
from bot.incidents.linked import FOLLOW_UP_TOPIC
from bot.incidents.render import topic_title

log = logging.getLogger("arbitre.telegram")


class Presses:
    """Mixed into TelegramBot."""

    settings: Settings
    out: Outbox
    engine: Engine

    # --- buttons -----------------------------------------------------------------------

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        call = decode_call(query.data)
        if call is not None:
            await self.calls.press(query, *call)
            return
        if (chosen := decode_choice(query.data)) is not None:  # which event, in a shared directors' group
            await self.calls.choose(query, *chosen)
            return
        press = tr.decode(query.data)
        if press is None or query.message is None:
            await self.out.answer(query, INVALID_BUTTON)
            return
        where = Where.of(query.message)
        shown = await self.engine.peek(press.incident_id)
        before = shown.incident
        group = self._relayed_group(where, before)
        if before is None or (before.chat != where.key and group is None):
            await self.out.answer(query, INVALID_BUTTON if before is not None else shown.message)
            return
        if press.kind == "h":
            await self._help(query, where, before, press)
            return
        if press.kind == "p":
            await self._phase(query, where, before, press, group or where)
            return
        if press.kind == "o":
            await self._hand_over(query, where, before, press, group)
            return
        if press.kind in ("s", "f"):
            await self._worksheet_press(query, where, before, press, group)
            return
        if press.kind == "n":  # in private on a group's incident: judged as in the group
            await self._ask_note(query, where, before, group or where)
            return
        if press.kind == "d":  # issue 29 §2: a second irregularity on this board
            await self.second_press(query, where, before, group)
            return
        if press.kind == "k":  # « quel incident ? »: this follow-up attached to the decision chosen
            await self.attach_press(query, where, before, press, group)
            return
        action, question = self._action(before, press)
        # A press in private on a group's incident (« Répondre en privé ») is judged as in the group. The
        # follow-up topic chosen is a director's act: his words may attach it to the decision of their
        # board (« ils contestent ma décision sur la 13 », issue 37 §3), which only a director may do.
        following = action.payload.get("topic") == FOLLOW_UP_TOPIC
        actor = await self.actor(group or where, query.from_user, before.owner_id, directing=following)
        reply = await self.engine.act(before.id, actor, action)
        if reply.refused or reply.incident is None:
            refusal = reply.message or "Action impossible."
            await self.out.answer(query, refusal)
            if len(refusal) > tr.MAX_ALERT:  # an alert is clipped: the whole refusal (F19) in the chat
                await self.out.send(where, escape(retold(refusal, UNDO)))
            return
        await self.out.answer(query)
        message_id = query.message.message_id
        after = reply.incident
        if group is not None or self._is_live(where):
            option = (
                question.options[press.index or 0] if press.kind == "a" and question is not None else None
            )
            ruled = shown.step if shown.step is not None and shown.step.ruling is not None else None
            answered = (question, option) if option is not None and ruled is not None else None
            by = actor.name if where.is_group or group is not None else None
            if reply.message:  # facts received (from the first irregularity, or the answers given before
                # the board, tester6 T20) and the answers a description gave (« Compris : … »): said once,
                # before the question they lead to, never silent, with this chat's own way back
                await self.out.send(group or where, escape(retold(reply.message, UNDO)))
            if group is not None:  # in private: this chat goes on at once, the group follows
                await self._show_live(where, after, reply.step, message_id, by, answered, ruled, link=False)
                self._mirror(group, after, reply.step, by, answered, ruled)
            else:
                await self._show_live(where, after, reply.step, message_id, by, answered, ruled)
            if press.kind == "t" and following and actor.is_director:
                await self.ask_source(group or where, after)  # not attached by its words: which decision?
            return
        if press.kind == "a" and question is not None and shown.step is not None:
            option = question.options[press.index or 0]
            by = actor.name if where.is_group else None
            await self.out.edit(where, message_id, tp.answered_html(before, shown.step, question, option, by))
            if shown.step.ruling is not None and reply.step is not None and reply.step.ruling is not None:
                if reply.step.ruling == shown.step.ruling and reply.step.optional is None:
                    # The follow-up declined: the ruling above stands, no need to send it again.
                    await self.out.send(where, tp.unchanged_html(after), tk.ruling_keyboard(after))
                    return
        elif press.kind == "t":
            await self.out.edit(
                where,
                message_id,
                f"<b>Incident #{after.id}</b> — thème : <b>{escape(topic_title(after.topic))}</b>",
            )
        else:
            await self.out.strip_buttons(where, message_id)
        await self.out.render(where, reply)
        if press.kind == "t" and following and actor.is_director:
            await self.ask_source(group or where, after)  # not attached by its words: which decision?

    @staticmethod
    def _action(incident: Incident, press: Press) -> tuple[Action, Any]:
        """The action a press asks for. What does not resolve is still handed to the engine,
        which refuses it with the right French reason (old button, wrong question...)."""
        if press.kind == "t":
            topic = tr.find_topic(press.ref or "")
            return inc.choose_topic(topic.id if topic else "?", press.version), None
        if press.kind == "a":
            question = tr.find_question(incident.topic, press.ref or "")
            if question is None:
                return inc.answer("?", "?", press.version), None
            # The buttons number the options as the incident's question offers them, narrowed by the facts
            # (a count the tricks played establish, the other revoke the offenders settle: tester12 Y2, Y11):
            # the index is read in that same list, never in the topic's full one.
            step, _ = transition.safe_step(incident)
            offered = (step.question or step.optional) if step is not None else None
            if offered is not None and offered.id == question.id:
                question = offered
            index = press.index or 0
            if index >= len(question.options):
                return inc.answer(question.id, "?", press.version), None
            return inc.answer(question.id, question.options[index].value, press.version), question
        if press.kind == "b":
            return inc.back(press.version), None
        return inc.abandon(press.version), None

    async def _help(self, query: CallbackQuery, where: Where, incident: Incident, press: Press) -> None:
        question = tr.find_question(incident.topic, press.ref or "")
        if question is None:
            await self.out.answer(query, INVALID_BUTTON)
        elif len(question.help) <= tr.MAX_ALERT:
            await self.out.answer(query, question.help)
        else:
            await self.out.answer(query)
            await self.out.send(where, tp.help_html(question))
