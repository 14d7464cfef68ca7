"""Discord: the slash commands' handlers (/arbitre, /loi, /marque, /incidents, /note, /donne, /position)."""

from __future__ import annotations

import logging
from typing import Any

import discord

import rules
from bot.adapters.discord import deals as deal_commands
from bot.adapters.discord import render as layout
from bot.adapters.discord.attach import ask_source
from bot.adapters.discord.messages import (
    OTHER_CHAT,
    THREAD_INCIDENT,
    UNEXPECTED,
    Message,
    menu_message,
    place_of,
    recorded_text,
    state_messages,
)
from bot.adapters.discord.out import SEND_ERRORS, Out, chat_key
from bot.adapters.discord.typed import typed_in_thread
from bot.events.policy import event_regulation
from bot.incidents import incident as inc
from bot.incidents.claim_count import ANSWER_STOPS
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Actor, Incident
from bot.incidents.render import topic_title
from bot.incidents.waiting import end_of_hand_pointer, waiting
from bot.scores.marque import marque_reply
from bot.scores.offer import deal_diagram, mark_flag, parse_deal
from rules.laws import lookup
from rules.model import RulesError

log = logging.getLogger("arbitre.discord")

THREAD_ARCHIVE_MINUTES = 1440


class SlashHandlers:
    """Mixed into DiscordAdapter (which gives actor and show_state)."""

    engine: Engine

    def actor(self, interaction: discord.Interaction[Any]) -> Actor:
        raise NotImplementedError

    async def show_state(
        self, out: Out, reply: Reply, *, note: str | None = None, edit: bool = False
    ) -> None:
        raise NotImplementedError

    async def open(
        self,
        interaction: discord.Interaction[Any],
        topic_id: str | None,
        words: str | None = None,
        regulation: str | None = None,
        description: str | None = None,
        keep_words: bool = True,
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
            if topic_id is None and words:  # the end of the hand a ruling waits for, never a new incident
                pointer = await end_of_hand_pointer(
                    self.engine.store,
                    chat,
                    words,
                    "/incidents numero:{id}",
                    lambda incident_id, noted: self.engine.act(incident_id, actor, inc.note(noted)),
                )
                if pointer is not None:
                    await out.send(pointer)
                    return None
                if await typed_in_thread(self.engine, interaction, out, actor, words):  # tester10 W3
                    return None
            reply = await self.engine.open(
                actor,
                chat,
                topic_id,
                place=place_of(interaction),
                regulation=regulation or await event_regulation(self.engine.store, chat),
                description=words or description,  # the facts they state are answered (issue 31 §2)
                keep_words=keep_words,
            )
            if reply.incident is None or reply.refused:
                await out.refuse(reply.message or "Impossible d'ouvrir l'incident.")
                return None
            incident = reply.incident
            announce = f"Incident #{incident.id} ouvert par {actor.name} : {topic_title(incident.topic)}."
            if words is not None and reply.message:  # « Compris : donne 5, table 12 » (issue 37 §2)
                announce = f"{announce}\n{reply.message}"
            ruled = reply.step is not None and reply.step.ruling is not None  # its sheet shows the cards
            if not ruled and (diagram := deal_diagram(incident)) is not None:
                announce = (
                    f"{announce}\n{deal_commands.code_block(diagram)}"  # tester11 X17: the cards at once
                )
            parent = self.thread_parent(interaction)
            batches = state_messages(reply) if words is None else [menu_message(incident, words=words)]
            if parent is not None:
                thread = await self.start_thread(out, parent, incident, announce)
                if thread is not None and await self.post_in_thread(thread, batches):
                    await ask_source(self.engine, out, incident, actor)  # ops35: not attached by its words
                    return incident
                announce = "Impossible d'écrire dans le fil : les questions suivent ici."
            await out.send(announce, embeds=batches[0][0], view=batches[0][1])
            for embeds, view in batches[1:]:
                await out.send(embeds=embeds, view=view)
            # ops35: a follow-up opened with its topic and words that attach it to no one decision (two on its board):
            # « quel incident ? », as when its topic is pressed (issue 37 §3)
            await ask_source(self.engine, out, incident, actor)
            return incident
        except Exception:
            log.exception("/arbitre failed")
            await out.refuse(UNEXPECTED)
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
            await out.refuse(UNEXPECTED)

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
            await out.refuse(UNEXPECTED)

    async def incidents(self, interaction: discord.Interaction[Any], numero: str | None) -> None:
        """/incidents: the unfinished incidents of this channel and the rulings that still wait (the end
        of the hand, an appeal, a mark), as the terminal lists them; /incidents numero:<n> shows one
        again, with its buttons (to resume after a restart or a lost message)."""
        out = Out(interaction)
        try:
            if interaction.guild_id is None:
                await out.refuse("Arbitre s'utilise dans un salon d'un serveur, pas en message privé.")
                return
            if numero is None:
                await out.ack(thinking=True)
                found = await self.engine.open_incidents(chat=chat_key(interaction))
                pending = await waiting(self.engine.store, chat_key(interaction))
                await out.send(embeds=[layout.incidents_embed(found, "dans ce salon", pending)])
                return
            numero = numero.strip().lstrip("#")
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            reply = await self.engine.show(numero)
            incident = reply.incident
            if incident is None or not incident.chat.startswith(f"discord:{interaction.guild_id}:"):
                await out.refuse(f"Aucun incident #{numero} sur ce serveur. Vérifiez le numéro (/incidents).")
                return
            flag = await mark_flag(self.engine.store, incident)  # note17: a mark « à refaire » says so
            await self.show_state(out, reply)
            if (
                flag and reply.ok
            ):  # ops29: the ruled view shows only a « Compris » message; the flag has its own
                await out.send(layout.clip(flag, layout.CONTENT_MAX))
        except Exception:
            log.exception("/incidents failed")
            await out.refuse(UNEXPECTED)

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
            await out.refuse(UNEXPECTED)

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
            await out.send(recorded_text(reply.incident, reply.message))
        except Exception:
            log.exception("/marque numero failed")
            await out.refuse(UNEXPECTED)

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
            if reply.incident.answers_version != incident.answers_version:
                # Issue 38 §3 (G2): the board replaced a « vulnérable ? » answer: the side is asked now.
                await self.show_state(out, reply)
        except Exception:
            log.exception("/donne failed")
            await out.refuse(UNEXPECTED)

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
            reply = await self.engine.claim_position(  # a long count is said to run (issue 36 §3); an answer of
                incident.id,  # the director's meanwhile abandons it (tester24 P11: interactions run concurrently)
                self.actor(interaction),
                texte,
                notice=lambda said: out.send(f"{said} {ANSWER_STOPS}"),
            )
            if reply.refused or reply.incident is None:
                await out.refuse(reply.message or "Refusé.")
                return
            await out.send(f"Incident #{incident.id} : {reply.message}")
            await self.show_state(out, reply)
        except Exception:
            log.exception("/position failed")
            await out.refuse(UNEXPECTED)
