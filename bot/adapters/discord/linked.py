"""Discord: incidents of one board (issue 29 §2).

- « 2e irrégularité » under any question or ruling, or /deuxieme [numero]: a second irregularity on
  the same board, linked both ways (bot.incidents.linked); its topic menu follows.
- /suites [numero | donne table]: an appeal, a correction or a penalty after the ruling, even once
  the incident is closed; without an option, « quel incident ? »: the ruled incidents of this channel,
  by board and table, each with its « Suites » button.
- /dossier [numero]: the appeal's dossier (bot.reports.dossier) posted as a text file, by a director.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.adapters.discord import render as layout
from bot.adapters.discord.messages import state_messages
from bot.adapters.discord.out import Out, chat_key
from bot.adapters.discord.views import FollowUpButton, Press
from bot.incidents import attach
from bot.incidents.engine import Engine, Reply
from bot.reports import dossier

log = logging.getLogger("arbitre.discord")

MAX_LISTED = 10


class LinkedIncidents:
    """Mixed into DiscordAdapter (which gives actor and current_incident)."""

    engine: Engine

    async def send_opened(self, out: Out, reply: Reply) -> None:
        batches = state_messages(reply)
        await out.send(reply.message, embeds=batches[0][0], view=batches[0][1])
        for embeds, view in batches[1:]:
            await out.send(embeds=embeds, view=view)

    async def second(self, interaction: discord.Interaction[Any], out: Out, press: Press) -> None:
        """« 2e irrégularité »: the new incident below the message whose button was pressed."""
        reply = await self.engine.second_irregularity(press.incident_id, self.actor(interaction))
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Action refusée.")
            return
        await self.send_opened(out, reply)

    async def deuxieme(self, interaction: discord.Interaction[Any], numero: str | None) -> None:
        out = Out(interaction)
        try:
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            reply = await self.engine.second_irregularity(incident.id, self.actor(interaction))
            if reply.refused or reply.incident is None:
                await out.refuse(reply.message or "Action refusée.")
                return
            await self.send_opened(out, reply)
        except Exception:
            log.exception("/deuxieme failed")
            await out.refuse("Erreur inattendue : rien de plus n'a été enregistré. Réessayez.")

    async def suites(
        self,
        interaction: discord.Interaction[Any],
        numero: str | None,
        donne: str | None,
        table: str | None,
    ) -> None:
        out = Out(interaction)
        try:
            chat = chat_key(interaction)
            if numero:
                found = await self.engine.store.get(numero.strip().lstrip("#"))
                if found is None or found.chat != chat:
                    await out.refuse(f"Aucun incident #{numero} dans ce salon.")
                    return
                candidates = [found]
            else:
                candidates = await attach.candidates(self.engine, chat, donne or None, table or None)
                if len(candidates) != 1 or donne is None:
                    await self._choose(out, candidates)
                    return
            reply = await self.engine.follow_up(candidates[0].id, self.actor(interaction))
            if reply.refused or reply.incident is None:
                await out.refuse(reply.message or "Action refusée.")
                return
            await self.send_opened(out, reply)
        except Exception:
            log.exception("/suites failed")
            await out.refuse("Erreur inattendue : rien de plus n'a été enregistré. Réessayez.")

    async def dossier(self, interaction: discord.Interaction[Any], numero: str | None) -> None:
        """/dossier: the appeal's dossier of this incident and those linked to it, as a file (G12)."""
        out = Out(interaction)
        try:
            incident, why = await self.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            actor = self.actor(interaction)
            made = await dossier.for_chat(
                self.engine.store, chat_key(interaction), incident.id, actor.is_director
            )
            if isinstance(made, str):
                await out.refuse(made)
                return
            name, data, caption = made
            await out.send(caption, files=[discord.File(io.BytesIO(data), filename=name)])
        except Exception:
            log.exception("/dossier failed")
            await out.refuse("Erreur inattendue : le dossier n'a pas été établi. Réessayez.")

    async def _choose(self, out: Out, candidates: list[Any]) -> None:
        if not candidates:
            await out.refuse("Aucun incident jugé ici pour ces critères (numero, donne, table).")
            return
        view = discord.ui.View(timeout=None)
        lines = []
        for incident in candidates[:MAX_LISTED]:
            lines.append(f"• {attach.candidate_line(incident)}")
            button = FollowUpButton(incident.id)
            button.item.label = layout.clip(f"Suites de #{incident.id}", 80)
            view.add_item(button)
        text = (
            "**Quel incident ?** L'appel, la correction ou la pénalité se rattache à la décision choisie "
            "(elle le mentionne dans son dossier et l'export) :\n" + "\n".join(lines)
        )
        await out.send(layout.clip(text, layout.CONTENT_MAX), view=view)


def add_commands(tree: app_commands.CommandTree[Any], adapter: Any) -> None:
    """/deuxieme, /suites and /dossier."""

    @app_commands.describe(numero=locale_str("Numéro de l'incident (sinon : celui de ce fil ou de ce salon)"))
    async def deuxieme(interaction: discord.Interaction[Any], numero: str | None = None) -> None:
        await adapter.deuxieme(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("deuxieme"),
            description=locale_str("Deuxième irrégularité sur la même donne : un incident lié au premier"),
            callback=deuxieme,
        )
    )

    @app_commands.describe(
        numero=locale_str("Numéro de l'incident jugé (sinon : choisir dans la liste)"),
        donne=locale_str("Ou sa donne"),
        table=locale_str("Et sa table"),
    )
    async def suites(
        interaction: discord.Interaction[Any],
        numero: str | None = None,
        donne: str | None = None,
        table: str | None = None,
    ) -> None:
        await adapter.suites(interaction, numero, donne, table)

    tree.add_command(
        app_commands.Command(
            name=locale_str("suites"),
            description=locale_str("Appel, correction ou pénalité après une décision, même close"),
            callback=suites,
        )
    )

    @app_commands.describe(numero=locale_str("Numéro de l'incident (l'appel ou la décision contestée)"))
    async def dossier_command(interaction: discord.Interaction[Any], numero: str | None = None) -> None:
        await adapter.dossier(interaction, numero)

    tree.add_command(
        app_commands.Command(
            name=locale_str("dossier"),
            description=locale_str("Dossier d'appel : donne, faits, décisions et lois, marques, historique"),
            callback=dossier_command,
        )
    )
