"""The Discord adapter: slash commands in French, a thread per incident, buttons that survive restarts.

Imported as `bot.adapters.discord.client`; `import discord` below is absolute and reaches the
discord.py package (this module never sits on sys.path as a top-level module).

Each handler parses the interaction, builds an Actor (the adapter says who holds the
director role; the engine decides what he may do), hands the engine an Action and lays out
the Reply. Every interaction is acknowledged first (well within Discord's 3 seconds); an
expired interaction (10062) or one already answered falls back to a fresh message in the
channel. Rate limits and gateway reconnects are left to discord.py.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

import rules
from bot.adapters.discord import deals as deal_commands
from bot.adapters.discord import render as layout
from bot.adapters.discord.board import BoardMenu
from bot.adapters.discord.linked import LinkedIncidents
from bot.adapters.discord.linked import add_commands as add_linked_commands
from bot.adapters.discord.out import SEND_ERRORS, Out, chat_key
from bot.adapters.discord.polls import POLL_ITEMS, PollHandlers, build_poll_commands, matches_poll
from bot.adapters.discord.queue import CALL_BUTTON, CallButton, QueueHandlers, build_queue_commands
from bot.adapters.discord.views import DYNAMIC_ITEMS, Press, matches_any, topics_view, view_for
from bot.events.desk import CallDesk
from bot.events.policy import event_regulation
from bot.finder import topics as finder
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.described import retold
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Action, Actor, Incident, State
from bot.incidents.render import topic_title
from bot.polls.desk import PollDesk
from bot.scores.marque import marque_reply
from bot.scores.offer import deal_diagram, parse_deal, quick_line
from rules.laws import lookup
from rules.model import RulesError

log = logging.getLogger("arbitre.discord")

DEFAULT_DIRECTOR_ROLE = "Arbitre"
THREAD_ARCHIVE_MINUTES = 1440
RESERVED_NAMES = frozenset(
    {
        "arbitre",
        "loi",
        "incidents",
        "marque",
        "tournoi",
        "appel",
        "appels",
        "note",
        "sondage",
        "donne",
        "donnes",
        "dd",
        "deuxieme",
        "suites",
        "position",
    }
)
THREAD_INCIDENT = re.compile(r"Incident #([0-9]{1,18})\b")


OTHER_CHAT = (
    "Ce bouton ne correspond à aucun incident de ce salon : rien n'a été enregistré. "
    "Ouvrez un incident avec /arbitre."
)


def director_role_from_env() -> str:
    return os.environ.get("DISCORD_DIRECTOR_ROLE", "").strip() or DEFAULT_DIRECTOR_ROLE


def place_of(interaction: discord.Interaction[Any]) -> str | None:
    """The chat's name for the log and the export: « Discord : Club de Rennes › #arbitrage »."""
    guild = getattr(getattr(interaction, "guild", None), "name", None)
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent is not None:
        channel = channel.parent
    name = getattr(channel, "name", None)
    if not isinstance(guild, str) and not isinstance(name, str):
        return None
    parts = [
        p
        for p in (guild if isinstance(guild, str) else None, f"#{name}" if isinstance(name, str) else None)
        if p
    ]
    return "Discord : " + " › ".join(parts)


def command_name(topic_id: str) -> str:
    """A valid slash command name for a topic: lowercase letters, digits, - and _, 32 at most."""
    name = re.sub(r"[^\w-]", "-", topic_id.lower())[:32]
    return name or "theme"


UNDO = "« Retour » pour corriger"  # the answers a description gave: the button that takes one back
Message = tuple[list[discord.Embed], discord.ui.View | None]


def state_messages(reply: Reply, note: str | None = None) -> list[Message]:
    """Where the incident stands, as messages. The first one replaces the message whose
    component was used: one live message per incident, the question edited in place with the
    answers so far, then the answers and the ruling in that same message when they fit
    (10 embeds, 6,000 characters); only what does not fit follows in new messages, the
    components (follow-up, « Retour ») under the last one."""
    incident = reply.incident
    assert incident is not None
    step = reply.step
    if incident.state is State.CHOOSING_TOPIC:
        return [([layout.topics_embed(incident)], view_for(incident, None))]
    said = retold(reply.message, UNDO) if reply.message and reply.message.startswith("Compris :") else None
    if incident.state is State.ASKING and step is not None and step.question is not None:
        embed = layout.question_embed(incident, step, step.question, said)
        return [([embed], view_for(incident, step.question))]
    if incident.state is State.RULED and step is not None and step.ruling is not None:
        embeds = [
            layout.ruled_embed(incident, said),
            *layout.ruling_embeds(incident, step.ruling),
            layout.follow_up_embed(incident, step.optional),
        ]
        batches: list[Message] = [(batch, None) for batch in layout.messages(embeds)]
        batches[-1] = (batches[-1][0], view_for(incident, step.optional))
        return batches
    return [([layout.closed_embed(incident, note or reply.message)], None)]


def menu_message(incident: Incident, phase: str | None = None, words: str | None = None) -> Message:
    """The topic menu: the phases; a phase's topics (`phase`); or the topics `words` describe."""
    chosen = next((p for p in finder.PHASES if p.value == phase), None)
    if chosen is not None:
        topics = finder.topics_in(chosen)
        return [layout.topics_embed(incident, chosen.label, topics)], topics_view(incident, topics)
    if words is not None and words.strip():
        found = finder.search(words)
        if found:
            heading = f"Thèmes trouvés pour « {layout.clip(words, 60)} »"
            return [layout.topics_embed(incident, heading, found)], topics_view(incident, found)
        # Never a dead end (issue 31 §4): the nearest topics, and « Quand ? » for the phases.
        nearest = finder.nearest(words)
        return [layout.topics_embed(incident, finder.no_match(words), nearest)], topics_view(
            incident, nearest
        )
    return [layout.topics_embed(incident)], topics_view(incident)


def autocomplete_choices(
    current: str, choices: list[app_commands.Choice[str]]
) -> list[app_commands.Choice[str]]:
    wanted = current.casefold().strip()
    if not wanted:
        return choices[:25]
    by_id = {c.value: c for c in choices}
    titled = [c for c in choices if c.name.casefold().startswith(wanted) or wanted in c.name.casefold()]
    found = [by_id[t.id] for t in finder.search(current) if t.id in by_id]
    return list({c.value: c for c in [*titled, *found]}.values())[:25]


class DiscordAdapter(LinkedIncidents):
    """The handlers, free of discord.py's client so they can be tested with mocked interactions."""

    def __init__(self, engine: Engine, director_role: str = DEFAULT_DIRECTOR_ROLE) -> None:
        self.engine = engine
        self.director_role = director_role

    # --- who acts ------------------------------------------------------------------------

    def is_director(self, user: discord.abc.User | None) -> bool:
        roles = getattr(user, "roles", None) or ()
        wanted = self.director_role.casefold()
        return any(getattr(role, "name", "").casefold() == wanted for role in roles)

    def actor(self, interaction: discord.Interaction[Any]) -> Actor:
        user = interaction.user
        return Actor(f"discord:{user.id}", user.display_name, self.is_director(user))

    def stranger_message(self, incident: Incident, interaction: discord.Interaction[Any]) -> str:
        return (
            f"Désolé {interaction.user.display_name} : seul {incident.owner_name}, qui a ouvert "
            f"l'incident #{incident.id}, ou un membre du rôle « {self.director_role} » peut répondre. "
            "Vous pouvez suivre l'incident sans y toucher."
        )

    # --- components ----------------------------------------------------------------------

    async def check(
        self, interaction: discord.Interaction[Any], incident_id: str, *, modal: bool = False
    ) -> bool:
        """interaction_check of every button and select: the owner or a director; others are
        refused politely, only they see it. The press is acknowledged before the store is read
        (issue 30 T10: Discord's 3 seconds); a button opening a modal (`modal`) cannot be, so it
        is judged on the engine's copy of the incident when it has one, else by the modal's own
        handler (/note's checks) once submitted."""
        try:
            if modal:
                known = self.engine.cached(incident_id)
                if known is None:
                    return True
                return await self._judge(interaction, Reply(known), incident_id)
            await Out(interaction).ack()
            return await self._judge(interaction, await self.engine.show(incident_id), incident_id)
        except Exception:
            log.exception("interaction_check failed")
            await Out(interaction).refuse(_UNEXPECTED)
            return False

    async def _judge(self, interaction: discord.Interaction[Any], reply: Reply, incident_id: str) -> bool:
        try:
            if reply.incident is None:
                await Out(interaction).refuse(reply.message or f"Aucun incident #{incident_id}.")
                return False
            if reply.incident.chat != chat_key(interaction):
                # Defence in depth (F9): a role named « Arbitre » on another server, or a press
                # from another channel, must not reach this incident, whatever the custom_id says.
                await Out(interaction).refuse(OTHER_CHAT)
                return False
            if transition.may_act(reply.incident, self.actor(interaction)):
                return True
            await Out(interaction).refuse(self.stranger_message(reply.incident, interaction))
            return False
        except Exception:
            log.exception("interaction_check failed")
            await Out(interaction).refuse(_UNEXPECTED)
            return False

    async def action_for(self, press: Press) -> tuple[Action, Incident | None]:
        """The engine action for a pressed component, and the incident as it stood. Stale data
        still yields an action: the engine refuses it in French, naming the current question."""
        current = (await self.engine.show(press.incident_id)).incident
        if press.kind == "topic":
            return inc.choose_topic(press.topic or "", press.version), current
        if press.kind == "back":
            return inc.back(press.version), current
        if press.kind == "abandon":
            return inc.abandon(press.version), current
        if press.kind == "restart":
            return inc.restart(press.version), current
        value = f"#{press.index}"
        step, _ = transition.safe_step(current) if current is not None else (None, None)
        # After a ruling, the optional follow-up (« calculer la marque ? ») is the open question.
        question = (step.question or step.optional) if step is not None else None
        if question is not None and question.id == press.question:
            if press.index is not None and 0 <= press.index < len(question.options):
                value = question.options[press.index].value
        return inc.answer(press.question or "", value, press.version), current

    async def press(self, interaction: discord.Interaction[Any], press: Press) -> None:
        out = Out(interaction)
        try:
            await out.ack()
            if press.kind == "phase":
                await self.phase(out, press)
                return
            if press.kind == "handover":
                await self.hand_over(interaction, out, press)
                return
            if press.kind == "follow":
                await self.follow_up(interaction, out, press)
                return
            if press.kind == "second":  # issue 29 §2
                await self.second(interaction, out, press)
                return
            if press.kind == "score":
                await self.quick_score(interaction, out, press)
                return
            action, before = await self.action_for(press)
            reply = await self.engine.act(press.incident_id, self.actor(interaction), action)
            if reply.refused:
                await out.refuse(reply.message or "Action refusée.")
                if reply.incident is not None and not reply.incident.state.is_open:
                    await out.edit(None, None)  # no buttons left on a closed incident
                return
            note = None
            if reply.incident is not None and reply.incident.state is State.ABANDONED:
                note = (
                    f"Incident #{reply.incident.id} abandonné par {interaction.user.display_name} "
                    "(il reste dans le journal)."
                )
            if before is not None and before.state is State.RULED:
                # The button was under the ruling: keep the ruling, drop its buttons, go on below.
                await out.edit(None, None)
                await self.show_state(out, reply, note=note)
            else:
                await self.show_state(out, reply, note=note, edit=True)
            if reply.message and reply.incident is not None and reply.incident.state.is_open:
                await out.send(reply.message)  # facts received from the first irregularity: said
        except Exception:
            log.exception("component %s failed", press)
            await out.refuse(_UNEXPECTED)

    async def phase(self, out: Out, press: Press) -> None:
        """« Pendant le jeu »… or « Quand ? »: the other screen of the topic menu, in place."""
        incident = (await self.engine.show(press.incident_id)).incident
        if incident is None:
            await out.refuse(f"Aucun incident #{press.incident_id}.")
            return
        if incident.state is not State.CHOOSING_TOPIC or press.version != incident.answers_version:
            await out.refuse(
                f"Ce bouton n'est plus d'actualité (l'incident #{incident.id} a avancé). "
                f"La question en cours est {transition.current_question_text(incident)}."
            )
            return
        await out.edit(*menu_message(incident, press.topic))

    async def hand_over(self, interaction: discord.Interaction[Any], out: Out, press: Press) -> None:
        """« ➜ Thème … »: the topic the ruling names, as a new incident below the ruling."""
        reply = await self.engine.hand_over(press.incident_id, self.actor(interaction), press.topic or "")
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Action refusée.")
            return
        batches = state_messages(reply)
        await out.send(reply.message, embeds=batches[0][0], view=batches[0][1])
        for embeds, view in batches[1:]:
            await out.send(embeds=embeds, view=view)

    async def follow_up(self, interaction: discord.Interaction[Any], out: Out, press: Press) -> None:
        """« Suites »: suites_decision as a new incident linked to the ruled one, below it."""
        reply = await self.engine.follow_up(press.incident_id, self.actor(interaction))
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Action refusée.")
            return
        batches = state_messages(reply)
        await out.send(reply.message, embeds=batches[0][0], view=batches[0][1])
        for embeds, view in batches[1:]:
            await out.send(embeds=embeds, view=view)

    async def quick_score(self, interaction: discord.Interaction[Any], out: Out, press: Press) -> None:
        """A worksheet quick choice: the score recorded with the incident, its figures shown."""
        current = (await self.engine.show(press.incident_id)).incident
        step, _ = transition.safe_step(current) if current is not None else (None, None)
        line = quick_line(press.index or 0, step.ruling if step is not None else None)
        if current is None or line is None:
            await out.refuse("Ce bouton ne correspond plus à la décision : rien n'a été enregistré.")
            return
        reply = await self.engine.act(current.id, self.actor(interaction), inc.score(line, press.version))
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Marque refusée.")
            return
        await out.send(recorded_text(reply.incident))

    async def record_score(
        self, interaction: discord.Interaction[Any], numero: str, line: str | None
    ) -> None:
        """/marque numero:N resultats:ligne: the worksheet line recorded with incident N."""
        out = Out(interaction)
        try:
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            if incident.chat != chat_key(interaction):
                await out.refuse(OTHER_CHAT)
                return
            reply = await self.engine.act(incident.id, self.actor(interaction), inc.score(line or ""))
            if reply.refused or reply.incident is None:
                await out.refuse(reply.message or "Marque refusée.")
                return
            await out.send(recorded_text(reply.incident))
        except Exception:
            log.exception("/marque numero failed")
            await out.refuse(_UNEXPECTED)

    async def deal(
        self, interaction: discord.Interaction[Any], texte: str, numero: str | None = None
    ) -> None:
        """/donne texte:« 12 table=3 ns=4 eo=11 »: board, table and pairs, for the scorer's sheet."""
        out = Out(interaction)
        try:
            try:
                fields = parse_deal(texte)
            except RulesError as error:
                await out.refuse(str(error))
                return
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            if incident.chat != chat_key(interaction):
                await out.refuse(OTHER_CHAT)
                return
            reply = await self.engine.act(incident.id, self.actor(interaction), inc.deal(**fields))
            if reply.refused or reply.incident is None or reply.incident.deal is None:
                await out.refuse(reply.message or "Refusé.")
                return
            text = f"Incident #{incident.id} : {reply.incident.deal.text}."
            if reply.message:
                text += "\n" + reply.message
            if (diagram := deal_diagram(reply.incident)) is not None:
                text += "\n" + deal_commands.code_block(diagram)
            await out.send(text)
        except Exception:
            log.exception("/donne failed")
            await out.refuse(_UNEXPECTED)

    async def claim_position(
        self, interaction: discord.Interaction[Any], texte: str, numero: str | None = None
    ) -> None:
        """/position texte:« rev=S atout=♠ main=S cartes=N:… »: the cards at a claim; Arbitre
        counts the tricks (off the event loop) and proposes the count at the question."""
        out = Out(interaction)
        try:
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            if incident.chat != chat_key(interaction):
                await out.refuse(OTHER_CHAT)
                return
            reply = await self.engine.claim_position(incident.id, self.actor(interaction), texte)
            if reply.refused or reply.incident is None:
                await out.refuse(reply.message or "Refusé.")
                return
            await out.send(f"Incident #{incident.id} : {reply.message}")
            await self.show_state(out, reply)
        except Exception:
            log.exception("/position failed")
            await out.refuse(_UNEXPECTED)

    async def show_state(
        self, out: Out, reply: Reply, *, note: str | None = None, edit: bool = False
    ) -> None:
        batches = state_messages(reply, note)
        first, rest = batches[0], batches[1:]
        if not (edit and await out.edit(*first)):
            await out.send(embeds=first[0], view=first[1])
        for embeds, view in rest:
            await out.send(embeds=embeds, view=view)

    # --- slash commands ------------------------------------------------------------------

    async def open(
        self,
        interaction: discord.Interaction[Any],
        topic_id: str | None,
        words: str | None = None,
        regulation: str | None = None,
        description: str | None = None,
    ) -> Incident | None:
        """/arbitre [sujet] and the per-topic shortcuts: a new incident, in its own thread (returned).
        In an online event's channel, or given `regulation`, it is ruled under the event's (F2)."""
        out = Out(interaction)
        try:
            if topic_id is not None and topic_id not in {t.id for t in rules.topics()}:
                titles = ", ".join(t.title for t in rules.topics())
                await out.refuse(f"Thème inconnu : « {topic_id} ». Thèmes disponibles : {titles}.")
                return None
            if interaction.guild_id is None:
                await out.refuse("Arbitre s'utilise dans un salon d'un serveur, pas en message privé.")
                return None
            await out.ack(thinking=True)
            actor = self.actor(interaction)
            chat = chat_key(interaction)
            reply = await self.engine.open(
                actor,
                chat,
                topic_id,
                place=place_of(interaction),
                regulation=regulation or await event_regulation(self.engine.store, chat),
                description=words or description,  # the facts they state are answered (issue 31 §2)
            )
            if reply.incident is None or reply.refused:
                await out.refuse(reply.message or "Impossible d'ouvrir l'incident.")
                return None
            incident = reply.incident
            announce = f"Incident #{incident.id} ouvert par {actor.name} : {topic_title(incident.topic)}."
            parent = self.thread_parent(interaction)
            batches = state_messages(reply) if words is None else [menu_message(incident, words=words)]
            if parent is not None:
                thread = await self.start_thread(out, parent, incident, announce)
                if thread is not None and await self.post_in_thread(thread, batches):
                    return incident
                announce = "Impossible d'écrire dans le fil : les questions suivent ici."
            await out.send(announce, embeds=batches[0][0], view=batches[0][1])
            for embeds, view in batches[1:]:
                await out.send(embeds=embeds, view=view)
            return incident
        except Exception:
            log.exception("/arbitre failed")
            await out.refuse(_UNEXPECTED)
            return None

    @staticmethod
    def thread_parent(interaction: discord.Interaction[Any]) -> discord.TextChannel | None:
        """The channel where a thread per incident is possible (a text channel where the bot
        may create public threads and write in them); None: questions go in the channel."""
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            return None
        permissions = interaction.app_permissions
        if not (permissions.create_public_threads and permissions.send_messages_in_threads):
            return None
        return channel

    async def start_thread(
        self, out: Out, parent: discord.TextChannel, incident: Incident, announce: str
    ) -> discord.Thread | None:
        message = await out.send(announce + " Les questions suivent dans le fil.")
        if message is None:
            return None
        name = layout.clip(f"Incident #{incident.id} — {topic_title(incident.topic)}", 100)
        try:
            # Through the channel: a followup (webhook) message carries no guild of its own.
            return await parent.create_thread(
                name=name, message=message, auto_archive_duration=THREAD_ARCHIVE_MINUTES
            )
        except SEND_ERRORS as error:
            log.warning("no thread for incident %s: %s", incident.id, error)
            return None

    @staticmethod
    async def post_in_thread(thread: discord.Thread, batches: list[Message]) -> bool:
        """The incident's first question in its thread; False if the thread refuses it."""
        try:
            for embeds, view in batches:
                kwargs: dict[str, Any] = {"embeds": embeds}
                if view is not None:
                    kwargs["view"] = view
                await thread.send(**kwargs)
        except SEND_ERRORS as error:
            log.warning("cannot write in thread %s: %s", getattr(thread, "id", "?"), error)
            return False
        return True

    async def law(self, interaction: discord.Interaction[Any], numero: str) -> None:
        """/loi <numéro>: the law's title, summary, sub-paragraphs and official link."""
        out = Out(interaction)
        try:
            citation = lookup(numero)
        except RulesError as error:
            await out.refuse(str(error))
            return
        try:
            for batch in layout.messages(layout.law_embeds(citation)):
                await out.send(embeds=batch)
        except Exception:
            log.exception("/loi failed")
            await out.refuse(_UNEXPECTED)

    async def marque(self, interaction: discord.Interaction[Any], resultats: str | None) -> None:
        """/marque <résultats>: the weighted adjusted score (12C1c); without results, how to write them."""
        out = Out(interaction)
        try:
            text, computed = marque_reply(resultats, self.engine.regulation)
            if not computed:
                await out.refuse(text)
                return
            body, _, footer = text.rpartition("\n\n")
            for batch in layout.messages(
                layout.pack(
                    "Marque ajustée pondérée", [("Calcul", body)], footer=footer, colour=layout.COLOUR_INFO
                )
            ):
                await out.send(embeds=batch)
        except Exception:
            log.exception("/marque failed")
            await out.refuse(_UNEXPECTED)

    async def incidents(self, interaction: discord.Interaction[Any], numero: str | None) -> None:
        """/incidents: the unfinished incidents of this channel; /incidents numero:<n> shows one
        again, with its buttons (to resume after a restart or a lost message)."""
        out = Out(interaction)
        try:
            if interaction.guild_id is None:
                await out.refuse("Arbitre s'utilise dans un salon d'un serveur, pas en message privé.")
                return
            if numero is None:
                await out.ack(thinking=True)
                found = await self.engine.open_incidents(chat=chat_key(interaction))
                await out.send(embeds=[layout.incidents_embed(found, "dans ce salon")])
                return
            numero = numero.strip().lstrip("#")
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            reply = await self.engine.show(numero)
            incident = reply.incident
            if incident is None or not incident.chat.startswith(f"discord:{interaction.guild_id}:"):
                await out.refuse(f"Aucun incident #{numero} sur ce serveur. Vérifiez le numéro (/incidents).")
                return
            await self.show_state(out, reply)
        except Exception:
            log.exception("/incidents failed")
            await out.refuse(_UNEXPECTED)

    async def current_incident(
        self, interaction: discord.Interaction[Any], numero: str | None
    ) -> tuple[Incident | None, str]:
        """The incident a /note or /sondage means: its number if given (on this server), else
        the incident of this thread, else the only unfinished one of this channel; or a French
        reason why there is none."""
        if numero is not None and numero.strip():
            wanted = numero.strip().lstrip("#")
            incident = (await self.engine.show(wanted)).incident if wanted.isdigit() else None
            if incident is None or not incident.chat.startswith(f"discord:{interaction.guild_id}:"):
                return None, f"Aucun incident #{wanted[:18]} sur ce serveur. Vérifiez le numéro (/incidents)."
            return incident, ""
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            found = THREAD_INCIDENT.match(getattr(channel, "name", "") or "")
            if found:
                incident = (await self.engine.show(found[1])).incident
                if incident is not None and incident.chat == chat_key(interaction):
                    return incident, ""
        candidates = [
            i
            for i in await self.engine.store.list(chat=chat_key(interaction), open_only=True, limit=None)
            if i.state.is_open
        ]
        if len(candidates) == 1:
            return candidates[0], ""
        if not candidates:
            return None, (
                "Aucun incident en cours ici : écrivez dans le fil de l'incident, ou donnez son numéro "
                "(option numero)."
            )
        numbers = ", ".join(f"#{i.id}" for i in candidates[:10])
        return None, f"Plusieurs incidents en cours ici ({numbers}) : précisez lequel (option numero)."

    async def note(
        self, interaction: discord.Interaction[Any], texte: str, numero: str | None = None
    ) -> None:
        """/note texte, or the « Noter un fait » modal: a fact recorded on the incident (the
        engine's `note` action, as the terminal's `n texte`); it shows in the log and the export."""
        out = Out(interaction)
        try:
            if interaction.guild_id is None:
                await out.refuse("Arbitre s'utilise dans un salon d'un serveur, pas en message privé.")
                return
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            if incident.chat != chat_key(interaction):
                await out.refuse(OTHER_CHAT)
                return
            reply = await self.engine.act(incident.id, self.actor(interaction), inc.note(texte))
            if reply.refused:
                await out.refuse(reply.message or "Note refusée.")
                return
            await out.send(
                layout.clip(
                    f"Fait noté sur l'incident #{incident.id} par {interaction.user.display_name} : "
                    f"{texte.strip()}",
                    layout.CONTENT_MAX,
                )
            )
        except Exception:
            log.exception("/note failed")
            await out.refuse(_UNEXPECTED)

    async def unknown_component(self, interaction: discord.Interaction[Any]) -> None:
        await Out(interaction).refuse(
            "Ce bouton n'est pas reconnu (ancien format ou données altérées) : rien n'a été enregistré. "
            "Reprenez l'incident avec /incidents numero:<n>."
        )


_UNEXPECTED = (
    "Erreur inattendue : rien de plus n'a été enregistré. Réessayez, ou reprenez l'incident avec /incidents."
)


class FrenchTranslator(app_commands.Translator):
    """French is the language of the commands: the default strings are French, and French
    clients get them as their explicit localisation. Other locales fall back to French."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale is discord.Locale.french:
            return string.message
        return None


def build_commands(
    tree: app_commands.CommandTree[Any],
    adapter: DiscordAdapter,
    more: Callable[[app_commands.CommandTree[Any]], None] | None = None,
) -> None:
    """/arbitre, one shortcut per topic, /loi, /marque, /incidents. The topics come from rules.topics()."""
    topics = rules.topics()
    choices = [app_commands.Choice(name=layout.clip(t.title, 100), value=t.id) for t in topics]

    known = {t.id for t in topics}

    async def arbitre(
        interaction: discord.Interaction[Any], sujet: str | None = None, mots: str | None = None
    ) -> None:
        # A topic chosen with words: the words answer what they state. A `sujet` typed without
        # picking a proposal is a description too (issue 31 §3).
        if sujet is not None and sujet not in known:
            sujet, mots = None, " ".join(w for w in (sujet, mots) if w)
        if sujet is not None:
            await adapter.open(interaction, sujet, description=mots)
        else:
            await adapter.open(interaction, None, mots)

    arbitre = app_commands.describe(
        sujet=locale_str("Tapez ce qui s'est passé : les thèmes proposés suivent vos mots"),
        mots=locale_str("Décrivez l'incident : le mort a renoncé à la 5e levée, il a hésité…"),
    )(arbitre)

    async def complete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        """The topics as the director types: those whose title starts with his letters, then those
        his words describe (« le mort a renoncé » → Renonce), at most 25 (Discord's limit)."""
        return autocomplete_choices(current, choices)

    arbitre = app_commands.autocomplete(sujet=complete)(arbitre)
    tree.add_command(
        app_commands.Command(
            name=locale_str("arbitre"),
            description=locale_str("Ouvrir un incident : Arbitre pose les questions et donne la décision."),
            callback=arbitre,
        )
    )

    @app_commands.describe(numero=locale_str("Numéro de la loi, par ex. 64, 64A1, 12C2a"))
    async def loi(interaction: discord.Interaction[Any], numero: str) -> None:
        await adapter.law(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("loi"),
            description=locale_str("Le résumé d'une loi du Code 2017 et le lien vers son texte officiel"),
            callback=loi,
        )
    )

    @app_commands.describe(
        resultats=locale_str(
            "Résultats vus de Nord-Sud et leurs poids, par ex. 420:60,-50:40, ou 60/40 (vide : le mode d'emploi)"
        ),
        numero=locale_str("Numéro de l'incident jugé : la marque est enregistrée avec lui"),
    )
    async def marque(
        interaction: discord.Interaction[Any], resultats: str | None = None, numero: str | None = None
    ) -> None:
        if numero is not None and numero.strip():
            await adapter.record_score(interaction, numero, resultats)
            return
        await adapter.marque(interaction, resultats)

    tree.add_command(
        app_commands.Command(
            name=locale_str("marque"),
            description=locale_str("Calculer une marque ajustée pondérée (Loi 12C1c)"),
            callback=marque,
        )
    )

    @app_commands.describe(numero=locale_str("Numéro de l'incident à reprendre"))
    async def incidents(interaction: discord.Interaction[Any], numero: str | None = None) -> None:
        await adapter.incidents(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("incidents"),
            description=locale_str("Les incidents en cours dans ce salon, ou en reprendre un par son numéro"),
            callback=incidents,
        )
    )

    @app_commands.describe(
        texte=locale_str("Le fait à consigner : table, étui, contrat, ce que dit chaque camp…"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def note(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.note(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("note"),
            description=locale_str("Noter un fait dans le dossier de l'incident (journal et export)"),
            callback=note,
        )
    )

    if more is not None:  # the online event's commands, before the topic shortcuts take the rest
        more(tree)

    @app_commands.describe(
        texte=locale_str("La donne, puis table= ns= eo= : par ex. 12 table=3 ns=4 eo=11"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def donne(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.deal(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("donne"),
            description=locale_str("Donne, table et paires de l'incident, pour la feuille du marqueur"),
            callback=donne,
        )
    )
    add_linked_commands(tree, adapter)  # /deuxieme, /suites (issue 29 §2)

    @app_commands.describe(
        texte=locale_str("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A ♥R"),
        numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"),
    )
    async def position(interaction: discord.Interaction[Any], texte: str, numero: str | None = None) -> None:
        await adapter.claim_position(interaction, texte, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("position"),
            description=locale_str("Cartes restantes d'une revendication : Arbitre compte les levées"),
            callback=position,
        )
    )
    deal_commands.register(tree, adapter)

    for topic in topics:
        name = command_name(topic.id)
        if name in RESERVED_NAMES or tree.get_command(name) is not None:
            log.warning("topic %s has no shortcut: /%s is taken", topic.id, name)
            continue
        shortcut = app_commands.Command(
            name=locale_str(name),
            description=locale_str(layout.clip(f"Incident : {topic.title} — {topic.summary}", 100)),
            callback=_shortcut(adapter, topic.id),
        )
        try:
            tree.add_command(shortcut)
        except app_commands.CommandLimitReached:  # Discord's 100 commands: /arbitre still has them all
            log.warning("topic %s has no shortcut: too many commands", topic.id)


def _shortcut(adapter: DiscordAdapter, topic_id: str) -> Any:
    async def shortcut(interaction: discord.Interaction[Any]) -> None:
        await adapter.open(interaction, topic_id)

    return shortcut


class ArbitreClient(discord.Client):
    """discord.py client with Arbitre's commands and persistent components.

    Intents: guilds only (to read members' roles); no message content, no members intent.
    """

    def __init__(self, engine: Engine, *, director_role: str = DEFAULT_DIRECTOR_ROLE, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, **options)
        self.arbitre = DiscordAdapter(engine, director_role)
        # DISCORD_CALLS_LAYOUT: « tableau » (one live board of the calls, the default) or « messages ».
        layout = os.environ.get("DISCORD_CALLS_LAYOUT", "").strip().lower() or "tableau"
        self.arbitre_queue = QueueHandlers(self.arbitre, CallDesk(engine.store), self, layout)
        self.tree: app_commands.CommandTree[ArbitreClient] = app_commands.CommandTree(self)
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]
        self.arbitre_polls = PollHandlers(self.arbitre, PollDesk(engine), self)

        def more(tree: app_commands.CommandTree[Any]) -> None:
            build_poll_commands(tree, self.arbitre_polls)
            build_queue_commands(tree, self.arbitre_queue)

        build_commands(self.tree, self.arbitre, more)

    async def setup_hook(self) -> None:
        await self.tree.set_translator(FrenchTranslator())
        self.add_dynamic_items(*DYNAMIC_ITEMS, CallButton, BoardMenu, *POLL_ITEMS)
        self.arbitre_queue.start_reminders()
        self.arbitre_polls.start_loop()

    async def close(self) -> None:
        await self.arbitre_queue.stop()  # no board redrawn, no reminder, on a closing client
        await super().close()

    async def sync_commands(self, guild_id: int | None = None) -> list[app_commands.AppCommand]:
        """Publish the slash commands: on one server (instant) or globally."""
        if guild_id is not None:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            return await self.tree.sync(guild=guild)
        return await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A component whose custom_id none of our items recognise still gets a French answer."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if (
            not matches_any(custom_id)
            and not CALL_BUTTON.fullmatch(custom_id)
            and not matches_poll(custom_id)
        ):
            await self.arbitre.unknown_component(interaction)

    async def _on_tree_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        log.error("slash command failed: %s", error, exc_info=error)
        await Out(interaction).refuse(_UNEXPECTED)


def recorded_text(incident: Incident) -> str:
    """The answer to a recorded score: each side's figure, then the worksheet's computation."""
    entry = incident.score
    assert entry is not None
    return layout.clip(
        f"Incident #{incident.id} : marque enregistrée — Nord-Sud {entry.ns} ; Est-Ouest {entry.ew}\n{entry.text}",
        layout.CONTENT_MAX,
    )
