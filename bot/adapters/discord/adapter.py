"""Discord: DiscordAdapter, the handlers of the components (buttons, selects) and who may press them."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.adapters.discord.attach import ask_source, attach
from bot.adapters.discord.linked import LinkedIncidents
from bot.adapters.discord.messages import OTHER_CHAT, UNEXPECTED, menu_message, recorded_text, state_messages
from bot.adapters.discord.out import Out, chat_key
from bot.adapters.discord.slash import SlashHandlers
from bot.adapters.discord.views import Press
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Action, Actor, Incident, State
from bot.incidents.render import withdrawn_mark
from bot.scores.offer import press_refusal, quick_line

log = logging.getLogger("arbitre.discord")

DEFAULT_DIRECTOR_ROLE = "Arbitre"


class DiscordAdapter(SlashHandlers, LinkedIncidents):
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
            await Out(interaction).refuse(UNEXPECTED)
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
            await Out(interaction).refuse(UNEXPECTED)
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
            if press.kind == "attach":  # « quel incident ? » answered (issue 37 §3)
                await attach(self.engine, out, press, self.actor(interaction))
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
                    f"(il reste dans le journal).{withdrawn_mark(reply.incident)}"
                )
                if reply.message:  # ops32: facts another incident took from the one abandoned
                    note = f"{note}\n{reply.message}"
            if before is not None and before.state is State.RULED:
                # The button was under the ruling: keep the ruling, drop its buttons, go on below.
                await out.edit(None, None)
                await self.show_state(out, reply, note=note)
            else:
                await self.show_state(out, reply, note=note, edit=True)
            if reply.message and reply.incident is not None and reply.incident.state.is_open:
                await out.send(reply.message)  # facts received from the first irregularity: said
            if press.kind == "topic" and reply.incident is not None:  # a follow-up its words did not attach
                await ask_source(self.engine, out, reply.incident, self.actor(interaction))
        except Exception:
            log.exception("component %s failed", press)
            await out.refuse(UNEXPECTED)

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
        """« ➜ Ouvrir … »: the topic the ruling names, as a new incident below the ruling."""
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
        line = quick_line(press.index or 0, step.ruling if step is not None else None, current)
        if current is None or line is None:
            ruling = step.ruling if step is not None else None  # tester15 V10: the side that did not play
            await out.refuse(
                press_refusal(press.index or 0, ruling, current)
                or "Ce bouton ne correspond plus à la décision : rien n'a été enregistré."
            )
            return
        score = inc.score(
            line, press.version, len(current.scores)
        )  # ops32: a second click at once is refused
        reply = await self.engine.act(current.id, self.actor(interaction), score)
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Marque refusée.")
            return
        await out.send(recorded_text(reply.incident, reply.message))

    async def show_state(
        self, out: Out, reply: Reply, *, note: str | None = None, edit: bool = False
    ) -> None:
        batches = state_messages(reply, note)
        first, rest = batches[0], batches[1:]
        if not (edit and await out.edit(*first)):
            await out.send(embeds=first[0], view=first[1])
        for embeds, view in rest:
            await out.send(embeds=embeds, view=view)

    async def unknown_component(self, interaction: discord.Interaction[Any]) -> None:
        await Out(interaction).refuse(
            "Ce bouton n'est pas reconnu (ancien format ou données altérées) : rien n'a été enregistré. "
            "Reprenez l'incident avec /incidents numero:<n>."
        )
