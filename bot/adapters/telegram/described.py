"""Describing the incident on Telegram (issue 31 §3): `/arbitre mots …` (or any words after
/arbitre), plain text in a private chat, and a reply to the bot's topic menu (« répondez à ce
message pour décrire l'incident », the way a group's bot hears free text in privacy mode).

The words open a new incident at its topic menu with the topics they point to (or the nearest
ones, and the phases: never a dead end); the engine keeps them, and once a topic is chosen the facts
they state are answered and said (« Compris : … — r pour corriger », /retour takes one back). An
open incident never blocks a new description: it stays open, and /incidents lists it.
"""

from __future__ import annotations

import re
from html import escape

from telegram import Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.live import LiveMessages
from bot.adapters.telegram.out import Where
from bot.adapters.terminal.text import by_label
from bot.finder import topics as finder
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.incident import Incident
from bot.incidents.render import question_heading, topic_title
from bot.incidents.waiting import end_of_hand_pointer

# The bot's topic menu (any of its screens) names its incident first: « Incident #12 — … ».
_MENU = re.compile(r"^Incident #([0-9]{1,12}) — ")


class Describing(LiveMessages):
    """The description half of TelegramBot (a mixin, like LiveMessages)."""

    async def _show_found(self, where: Where, incident: Incident, words: str) -> None:
        """The topics these words describe, as the topic menu's second screen; when none, the
        nearest topics, with « ↩ Quand ? » for the phases (§4)."""
        found = finder.search(words, online=finder.online_event(incident.regulation))  # T9: an event's call
        if found:
            html = tp.topic_menu_html(incident, f"Thèmes trouvés pour « {finder.echoed(words)} »", found)
        elif words.strip():
            found = finder.nearest(words)
            html = tp.topic_menu_html(incident, finder.no_match(words), found)
        else:
            html, found = tp.topic_menu_html(incident), None
        shown = await self.out.show(where, [html], tk.topic_keyboard(incident, found), None)
        if self._is_live(where) and shown is not None:
            self._live_ids[incident.id] = (where, shown)

    async def described_in_private(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Plain text in a private chat: a description. An incident already open there stays open."""
        message = update.effective_message
        user = update.effective_user
        if message is None or user is None or not (message.text or "").strip():
            return
        where = Where.of(message)
        text = message.text or ""

        async def note(
            incident_id: str, noted: str
        ) -> object:  # the call's words, on the ruling it continues
            return await self.engine.act(incident_id, await self.actor(where, user), inc.note(noted))

        pointer = await end_of_hand_pointer(self.engine.store, where.key, text, "/incidents {id}", note)
        if pointer is not None:  # the end of the hand a ruling waits for, never a new incident
            await self.out.send(where, escape(pointer))
            return
        asking = [i for i in await self.engine.open_incidents(chat=where.key) if i.state is inc.State.ASKING]
        if asking and await self._typed_answer(where, user, asking[0], text):
            return
        if not finder.search(text):
            if asking:  # tester10 W3: words that answer nothing while a question waits for its button
                await self._question_waits(where, asking[0])
                return
            # Words that name no incident (« bonjour »): no incident is opened; the nearest topics'
            # commands and the moment menu (/arbitre) are offered instead, never a dead end.
            commands = {topic.id: name for name, topic in tr.topic_commands().items()}
            nearest = ", ".join(
                f"/{commands[t.id]} ({t.title})" if t.id in commands else t.title
                for t in finder.nearest(text)
            )
            await self.out.send(
                where,
                escape(
                    f"Je ne reconnais aucun incident dans « {text.strip()[:60]} ». Décrivez-le en quelques mots "
                    f"(« le mort a renoncé », « il a hésité »…), ou /arbitre pour choisir par moment. "
                    f"Les plus proches : {nearest}."
                ),
            )
            return
        actor = await self.actor(where, user)
        waiting = await self.engine.open_incidents(chat=where.key, owner_id=actor.id)
        choosing = [i for i in waiting if i.state is inc.State.CHOOSING_TOPIC]
        if choosing:  # /arbitre just sent, its topic not chosen: the words describe that incident
            latest = max(choosing, key=lambda i: i.created_at)
            said = await self.engine.describe(latest.id, actor, text)
            if said:  # « Compris : donne 5, table 12 »
                await self.out.send(where, escape("\n".join(said)))
            await self._show_found(where, latest, text)
            return
        if waiting:
            numbers = ", ".join(f"#{i.id}" for i in waiting)
            await self.out.send(
                where, escape(f"Incident(s) {numbers} toujours ouvert(s) : /incidents pour les reprendre.")
            )
        await self.open_described(update, text)

    async def _typed_answer(self, where: Where, user: User, incident: Incident, text: str) -> bool:
        """Words typed in private that start one answer of the question waiting (« oui », « oui je
        pense », « ren »), read as the terminal reads them (by_label): that answer, recorded as its
        button would be (tester10 W3). False when they start none, or several."""
        step = incident.step()
        question = step.question if step is not None else None
        if step is None or question is None:
            return False
        labels = [o.label for o in question.options]
        index = by_label(text, labels)
        first = text.split()[0] if text.split() else ""
        if index is None and first != text.strip():  # « oui je pense »: a whole answer, then words
            index = by_label(first, labels)
            index = index if index is not None and first.casefold() == labels[index].casefold() else None
        if index is None:
            return False
        actor = await self.actor(where, user, incident.owner_id)
        option = question.options[index]
        reply = await self.engine.act(
            incident.id, actor, inc.answer(question.id, option.value, incident.answers_version)
        )
        if reply.ok:
            await self.out.send(
                where,
                escape(f"Incident #{incident.id} — {question_heading(step, question)} ➜ {option.label}"),
            )
        await self.out.render(where, reply)
        return True

    async def _question_waits(self, where: Where, incident: Incident) -> None:
        """Which question waits, and its buttons again; nothing is opened, nothing recorded."""
        shown = await self.engine.show(incident.id)
        step = shown.step
        question = step.question if step is not None else None
        heading = question_heading(step, question) if step is not None and question is not None else ""
        await self.out.send(
            where,
            escape(
                f"L'incident #{incident.id} attend votre réponse à la {heading} : appuyez sur une réponse "
                "ci-dessous, ou tapez son début (« oui »). Rien n'a été enregistré. Pour un autre incident, "
                "décrivez-le (« le mort a renoncé ») ou /arbitre."
            ),
        )
        await self.out.render(where, shown)

    async def open_described(self, update: Update, words: str) -> None:
        raise NotImplementedError  # TelegramBot._open, with the words

    async def described_in_reply(self, where: Where, user: User, prompt: str | None, words: str) -> bool:
        """A reply to the bot's topic menu describes that incident; False when it is not one."""
        found = _MENU.match(prompt or "")
        if found is None:
            return False
        shown = await self.engine.peek(found[1])
        incident = shown.incident
        if incident is None or incident.chat != where.key:
            return False
        if incident.state is not inc.State.CHOOSING_TOPIC:
            if where.is_group:
                return False  # a group's chatter in reply to the bot is no answer (nor a description)
            # Tester10 W24: in private, words answering an old menu went to the chat's current incident,
            # another table's; they go nowhere, and the director is told why and where else they may go.
            where_now = f"a déjà son thème ({topic_title(incident.topic)})" if incident.topic else "est clos"
            await self.out.send(
                where,
                escape(
                    f"Ce menu est celui de l'incident #{incident.id}, qui {where_now} : ces mots ne sont rattachés "
                    f"à aucun incident. Un fait de l'incident #{incident.id} : le bouton « 📝 Noter un fait » de son "
                    "message ; un autre incident : /arbitre mots."
                ),
            )
            return True
        actor = await self.actor(where, user, incident.owner_id)
        refusal = transition.owner_refusal(incident, actor, "choisir le thème")
        if refusal is not None:
            await self.out.send(where, escape(refusal))
            return True
        said = await self.engine.describe(incident.id, actor, words)
        if said:
            await self.out.send(where, escape("\n".join(said)))
        await self._show_found(where, incident, words)
        return True
