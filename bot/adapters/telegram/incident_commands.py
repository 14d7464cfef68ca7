"""Telegram: the incident commands (/arbitre and the topics, /incidents, /retour, /abandon, /note) and the note's reply."""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape

from telegram import CallbackQuery, ForceReply, Update, User
from telegram.error import TelegramError
from telegram.ext import ContextTypes

import rules
from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.deals import diagram_html
from bot.adapters.telegram.out import UNDO, Outbox, Where, place_of
from bot.adapters.telegram.render import Press
from bot.adapters.telegram.settings import Settings
from bot.events.policy import event_regulation
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.described import retold
from bot.incidents.engine import Engine
from bot.incidents.incident import Action, Incident
from bot.incidents.reply import Reply
from bot.incidents.waiting import waiting
from bot.scores.offer import deal_diagram, mark_flag

log = logging.getLogger("arbitre.telegram")


class IncidentCommands:
    """Mixed into TelegramBot."""

    settings: Settings
    out: Outbox
    engine: Engine

    async def cmd_arbitre(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/arbitre: when, then what; /arbitre renonce opens that topic at once; /arbitre mots
        carte du mort (or any words) proposes the topics those words describe."""
        args = context.args or []
        wanted = (args[0] if args else "").lower().lstrip("/")
        topic = tr.topic_commands().get(wanted) or next((t for t in rules.topics() if t.id == wanted), None)
        if topic is not None or not args:
            # « /arbitre renonce le mort a renoncé »: that topic, and the facts the words state.
            await self._open(update, topic.id if topic else None, description=" ".join(args[1:]) or None)
            return
        await self._open(update, None, " ".join(args[1:] if wanted == "mots" else args))

    async def cmd_topic(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None or not message.text:
            return
        name = message.text.split()[0].lstrip("/").split("@")[0].lower()
        topic = tr.topic_commands().get(name)
        await self._open(update, topic.id if topic else None)

    async def _open(
        self,
        update: Update,
        topic: str | None,
        words: str | None = None,
        description: str | None = None,
        event_key: str | None = None,
    ) -> None:
        """A new incident: at `topic`, or at the topics `words` describe; the words (or the
        `description` given with a topic) answer the questions whose facts they state (issue 31).
        In a directors' group serving several open events, which event first (`event_key`: the chosen
        one's players' group, whose conditions of play rule it)."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        if event_key is None:
            event_key = await self.calls.event_key(
                where,
                user.id,
                "incident",
                lambda k: self._open(update, topic, words, description, k),
                {"kind": "incident", "topic": topic, "words": words, "description": description},
            )
            if event_key is None:
                return
        await self._open_for(where, user, place_of(message), topic, words, description, event_key)

    async def _open_for(
        self,
        where: Where,
        user: User,
        place: str | None,
        topic: str | None,
        words: str | None,
        description: str | None,
        event_key: str,
    ) -> None:
        """`_open` once the event is known (also for a choice pressed after a restart)."""
        reply = await self.engine.open(
            await self.actor(where, user),
            where.key,
            topic,
            place=place,
            regulation=await event_regulation(self.engine.store, event_key),  # an event's chat: its own (F2)
            description=words if words is not None else description,
        )
        if (
            words is not None
            and reply.incident is not None
            and not reply.refused
            and reply.incident.topic is None
        ):
            if reply.message:  # « Compris : donne 5, table 12 » (issue 37 §2)
                await self.out.send(where, escape(reply.message))
            await self._diagram(where, reply)
            await self._show_found(where, reply.incident, words)
            return
        if self._is_live(where) and reply.incident is not None and not reply.refused:
            await self._show_live(where, reply.incident, reply.step)
            if reply.message:  # « Compris : … — ↩ Retour pour corriger »
                await self.out.send(where, escape(retold(reply.message, UNDO)))
            await self._diagram(where, reply)
        else:
            await self.out.render(where, reply)
            await self._diagram(where, reply)
        if reply.incident is not None and not reply.refused and reply.incident.opened_by_director:
            # ops35: « /arbitre suites_decision … appel … sur la 13 » with two decisions on board 13 (or none named):
            # not attached by its words, so « quel incident ? », as when its topic is pressed (issue 37 §3)
            await self.ask_source(where, reply.incident)

    async def _diagram(self, where: Where, reply: Reply) -> None:
        """Tester11 X17: the board the words name, with its cards, shown at once (as /donne shows it); not
        under a ruling, whose sheet shows it already."""
        incident = reply.incident
        if reply.refused or incident is None or (reply.step is not None and reply.step.ruling is not None):
            return
        if (diagram := deal_diagram(incident)) is not None:
            await self.out.send(where, diagram_html(diagram))

    async def open_described(self, update: Update, words: str) -> None:
        await self._open(update, None, words)

    async def _phase(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, judge: Where
    ) -> None:
        """« Pendant le jeu », « ↩ Quand ? »: the menu's other screen, in place; nothing recorded."""
        actor = await self.actor(judge, query.from_user, incident.owner_id)
        refusal = transition.owner_refusal(incident, actor, "choisir le thème")
        if refusal is not None:
            await self.out.answer(query, refusal)
            return
        if incident.state is not inc.State.CHOOSING_TOPIC or press.version != incident.answers_version:
            await self.out.answer(
                query,
                f"Ce bouton n'est plus d'actualité (l'incident #{incident.id} a avancé). "
                f"La question en cours est {transition.current_question_text(incident)}.",
            )
            return
        await self.out.answer(query)
        chosen = tk.phase_topics(press.index or 0)
        if chosen is None:
            html, markup = tp.topic_menu_html(incident), tk.topic_keyboard(incident)
        else:
            html, markup = tp.topic_menu_html(incident, *chosen), tk.topic_keyboard(incident, chosen[1])
        assert query.message is not None
        await self.out.edit(where, query.message.message_id, html, markup)

    async def _hand_over(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, group: Where | None
    ) -> None:
        """« ➜ Ouvrir … » under a ruling: that topic as a new incident, in one press."""
        topic = tr.find_topic(press.ref or "")
        # ops29: a new incident records whether its opener is a director (its judgements are then his): looked up
        # for the first incident's own opener too, who was taken for a player when he opened it himself
        actor = await self.actor(group or where, query.from_user, incident.owner_id, directing=True)
        reply = await self.engine.hand_over(incident.id, actor, topic.id if topic else "?")
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        target = group or where
        if self._is_live(target):
            await self.out.send(target, escape(reply.message or ""))
            await self._show_live(target, reply.incident, reply.step, None, actor.name)
            return
        await self.out.render(where, reply)

    async def cmd_incidents(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/incidents: the recent incidents, then the rulings that still wait (the end of the hand, an
        appeal, a mark), as the terminal lists them at launch; /incidents 12 shows #12 again, with its
        buttons (a ruling given mid-hand is finished on the same incident after the hand)."""
        if (parsed := self._message(update)) is None:
            return
        where, user = parsed[1], parsed[2]
        args = list(context.args or [])
        if args:
            target = await self._current(where, user, args[0])
            if isinstance(target, str):
                await self.out.send(where, escape(target))
                return
            shown = await self.engine.show(target.id)
            flag = await mark_flag(self.engine.store, target)  # note17: a mark « à refaire » says so
            await self.out.render(
                where, Reply(shown.incident, shown.step, flag) if flag and shown.ok else shown
            )
            return
        found = await self.engine.store.list(chat=where.key, limit=15)
        pending = await waiting(self.engine.store, where.key)
        await self.out.send_all(where, tp.incidents_html(found, pending))

    async def cmd_back(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await self._act_on_current(update, context, inc.back)

    async def cmd_abandon(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await self._act_on_current(update, context, inc.abandon)

    async def cmd_note(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/note texte: a fact recorded on this chat's current incident (the terminal's `n texte`)."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        words = (message.text or "").split(maxsplit=1)
        text = words[1].strip() if len(words) > 1 else ""
        if not text:
            await self.out.send(
                where,
                "La note est vide : /note suivi du fait à consigner (table, étui, contrat, positions…).",
            )
            return
        target = await self._current(where, user, None)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        await self._record_note(where, user, target.id, text)

    async def _record_note(
        self, where: Where, user: User, incident_id: str, text: str, judge: Where | None = None
    ) -> None:
        """Record the note; `judge` is where directorship is looked up (the incident's group when
        the note comes from « Répondre en privé »)."""
        shown = await self.engine.peek(incident_id)
        if shown.incident is None:
            await self.out.send(where, escape(shown.message or "Incident introuvable."))
            return
        actor = await self.actor(judge or where, user, shown.incident.owner_id)
        reply = await self.engine.act(incident_id, actor, inc.note(text))
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Note refusée."))
            return
        count = len(reply.incident.notes)
        await self.out.send(
            where, f"📝 Fait noté sur l'incident #{escape(incident_id)} ({count} note(s) ; /incidents)."
        )

    async def on_reply(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A reply to a note prompt records the note; any other reply is plain text."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        prompt = message.reply_to_message
        mine = prompt is not None and prompt.from_user is not None and prompt.from_user.id == context.bot.id
        if mine and prompt is not None and where.is_group:
            if await self.calls.reply_call(where, user, prompt.text, message.text or "", update.update_id):
                return
        if (
            mine
            and prompt is not None
            and await self.described_in_reply(where, user, prompt.text, message.text or "")
        ):
            return
        incident_id = tk.note_prompt_incident(prompt.text) if mine and prompt is not None else None
        if incident_id is None:
            if not where.is_group:
                await self.on_text(update, context)
            return
        found = await self.engine.store.get(incident_id)
        group = self._relayed_group(where, found)  # « Répondre en privé »: judged as in the group
        if found is None or (found.chat != where.key and group is None):
            await self.out.send(
                where, "Cette demande de note ne correspond à aucun incident de cette discussion."
            )
            return
        await self._record_note(where, user, incident_id, message.text or "", group)

    async def _ask_note(self, query: CallbackQuery, where: Where, incident: Incident, judge: Where) -> None:
        """« 📝 Noter un fait »: ask for the text with a ForceReply aimed at the presser."""
        actor = await self.actor(judge, query.from_user, incident.owner_id)
        refusal = transition.owner_refusal(incident, actor, "y noter un fait")
        if refusal is not None:
            await self.out.answer(query, refusal)
            return
        await self.out.answer(query)
        html = tk.note_prompt_html(incident, query.from_user.id, actor.name)
        try:
            await self.out.bot.send_message(
                where.chat_id,
                html,
                parse_mode="HTML",
                message_thread_id=where.thread_id,
                reply_markup=ForceReply(selective=True, input_field_placeholder="Fait à noter"),
            )
        except TelegramError as error:
            log.error("note prompt to %s failed: %s", where.key, error)

    async def _act_on_current(
        self, update: Update, context: ContextTypes.DEFAULT_TYPE, make: Callable[[int | None], Action]
    ) -> None:
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        target = await self._current(where, user, (context.args or [None])[0])
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, target.owner_id)
        reply = await self.engine.act(target.id, actor, make(target.answers_version))
        known = self._live_ids.get(target.id)
        if self._is_live(where) and not reply.refused and reply.incident is not None:
            if reply.message:  # ops32: what the act says (facts another incident took from one abandoned)
                await self.out.send(where, escape(reply.message))
            # The live message changes in place when this process knows it, else a new one.
            message_id = known[1] if known is not None and known[0] == where else None
            await self._show_live(where, reply.incident, reply.step, message_id, actor.name)
            return
        await self.out.render(where, reply)

    async def _current(self, where: Where, user: User, number: str | None) -> Incident | str:
        """The incident a /retour or /annuler is about, or a French explanation."""
        if number is not None:
            number = number.lstrip("#")
            found = await self.engine.store.get(number) if number.isdigit() else None
            if found is None or found.chat != where.key:
                return f"Aucun incident #{number} dans cette discussion. /incidents pour la liste."
            return found
        candidates = await self.engine.store.list(chat=where.key, open_only=True, limit=20)
        mine = [i for i in candidates if i.owner_id == f"telegram:{user.id}"]
        if mine:
            return mine[0]
        if candidates and await self.is_director(where, user.id):
            return candidates[0]
        return "Aucun incident en cours pour vous dans cette discussion. /arbitre pour en ouvrir un."
