"""The peer poll for a logical alternative (16B1b) on Discord: /sondage, buttons, the tally.

The director who owns an incident of unauthorised information posts the hand, the auction and the
question with the candidate calls, in the channel the operator designates (DISCORD_POLL_CHANNEL,
else the current one). Under it, one button per call: « Je choisirais X ». Pressing one records the
vote at once and answers, to the voter only, with a multi select « J'envisagerais sérieusement… »
that carries his choice in its custom_id: every component is stateless, so a restart loses no vote.
A background loop closes the polls past their deadline (PollDesk.due) and posts the tally where the
poll was and where it was started; PollDesk also adds it to the incident as a note.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
from typing import Any

import discord
from discord import app_commands, ui
from discord.app_commands import locale_str

from bot.adapters.discord import render as layout
from bot.adapters.discord.out import SEND_ERRORS, Out
from bot.polls import model as pl
from bot.polls.desk import PollDesk, PollResult, poll_refusal

log = logging.getLogger("arbitre.discord")

POLL_PERIOD = 30.0  # seconds between two looks at the polls past their deadline
POLL_CHANNEL_VARIABLE = "DISCORD_POLL_CHANNEL"
CHOOSE_PREFIX = "Je choisirais "
CONSIDER_PLACEHOLDER = "J'envisagerais sérieusement…"
CUSTOM_ID_MAX = 100


def poll_channel_from_env() -> int | None:
    value = os.environ.get(POLL_CHANNEL_VARIABLE, "").strip()
    return int(value) if value.isascii() and value.isdigit() and len(value) <= 20 else None


def _checked(custom_id: str) -> str:
    if len(custom_id) > CUSTOM_ID_MAX:
        raise ValueError(f"custom_id longer than {CUSTOM_ID_MAX} characters: {custom_id!r}")
    return custom_id


def _handlers(interaction: discord.Interaction[Any]) -> PollHandlers:
    return interaction.client.arbitre_polls  # type: ignore[attr-defined, no-any-return]


class ChooseButton(ui.DynamicItem[ui.Button[Any]], template=r"arbp:v:(?P<pid>[0-9]{1,12}):(?P<idx>[0-9])"):
    """« Je choisirais X »: the voter's choice (he may press another until the deadline)."""

    def __init__(self, poll_id: str, index: int, option: str = "?") -> None:
        self.poll_id, self.index = poll_id, index
        super().__init__(
            ui.Button(
                label=layout.clip(CHOOSE_PREFIX + option, layout.BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=_checked(f"arbp:v:{poll_id}:{index}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> ChooseButton:
        return cls(match["pid"], int(match["idx"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handlers(interaction).choose(interaction, self.poll_id, self.index)


class ConsiderSelect(ui.DynamicItem[ui.Select[Any]], template=r"arbp:c:(?P<pid>[0-9]{1,12}):(?P<idx>[0-9])"):
    """« J'envisagerais sérieusement… » (several): sent to the voter only, with his choice."""

    def __init__(self, poll_id: str, index: int, options: list[discord.SelectOption] | None = None) -> None:
        self.poll_id, self.index = poll_id, index
        options = options or [discord.SelectOption(label="?", value="0")]
        super().__init__(
            ui.Select(
                custom_id=_checked(f"arbp:c:{poll_id}:{index}"),
                options=options,  # 8 calls at most (bot/polls/model.py), under Discord's 25
                placeholder=CONSIDER_PLACEHOLDER,
                min_values=0,
                max_values=len(options),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Select[Any], match: re.Match[str], /
    ) -> ConsiderSelect:
        return cls(match["pid"], int(match["idx"]), list(item.options))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _handlers(interaction).consider(interaction, self.poll_id, self.index, list(self.item.values))


POLL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (ChooseButton, ConsiderSelect)


def matches_poll(custom_id: str) -> bool:
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in POLL_ITEMS)


def poll_view(poll: pl.Poll) -> ui.View:
    """One button per candidate call, five to a row (8 calls at most: rows 0 and 1)."""
    view = ui.View(timeout=None)
    for index, option in enumerate(poll.options):
        button = ChooseButton(poll.id, index, option)
        button.row = index // 5
        view.add_item(button)
    return view


def consider_view(poll: pl.Poll, index: int) -> ui.View:
    view = ui.View(timeout=None)
    options = [
        discord.SelectOption(label=layout.clip(option, 100), value=str(i), default=i == index)
        for i, option in enumerate(poll.options)
    ]
    view.add_item(ConsiderSelect(poll.id, index, options))
    return view


def poll_embed(poll: pl.Poll) -> discord.Embed:
    embed = discord.Embed(
        title=f"Sondage n°{poll.id} : alternative logique (Loi 16B1b)",
        description=layout.clip(poll.text, 4000),
        colour=layout.COLOUR_INFO,
    )
    embed.add_field(name="Déclarations candidates", value=", ".join(poll.options), inline=False)
    embed.add_field(
        name="Comment répondre",
        value=(
            "Choisissez ce que vous auriez déclaré, puis ce que vous auriez envisagé sérieusement. "
            "Réponse anonyme, modifiable jusqu'à la clôture."
        ),
        inline=False,
    )
    embed.add_field(name="Clôture", value=f"<t:{int(poll.deadline)}:R>", inline=False)
    return embed


class PollHandlers:
    def __init__(self, adapter: Any, desk: PollDesk, client: discord.Client | None = None) -> None:
        self.adapter = adapter
        self.desk = desk
        self.client = client
        self.poll_channel = poll_channel_from_env()
        self._loop: asyncio.Task[None] | None = None

    # --- the director ------------------------------------------------------------------------

    async def start(
        self,
        interaction: discord.Interaction[Any],
        numero: str | None,
        appels: str | None,
        minutes: str | None,
        texte: str | None,
    ) -> None:
        out = Out(interaction)
        try:
            if interaction.guild_id is None:
                await out.refuse("Arbitre s'utilise dans un salon d'un serveur, pas en message privé.")
                return
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            incident, why = await self.adapter.current_incident(interaction, numero)
            if incident is None:
                await out.refuse(why)
                return
            if (why := poll_refusal(incident)) is not None:  # the desk says it too; before the poll channel
                await out.refuse(why)
                return
            target = self.poll_channel or interaction.channel_id or 0
            result = await self.desk.start(
                incident.id,
                self.adapter.actor(interaction),
                f"discord:{interaction.guild_id}:{target}",
                texte or "",
                (appels or "").split(","),
                minutes or "",
            )
            if result.refused or result.poll is None:
                await out.refuse(result.message or "Sondage refusé.")
                return
            poll = result.poll
            try:
                if self.poll_channel is None:
                    message = await out.send(embeds=[poll_embed(poll)], view=poll_view(poll))
                else:
                    message = await self._send(
                        self.poll_channel, embed=poll_embed(poll), view=poll_view(poll)
                    )
                if message is None:
                    raise RuntimeError("the poll's message was not posted")
            except Exception as error:  # issue 23, R7: never an open poll that nobody can see
                log.warning("poll %s not posted: %s", poll.id, error)
                await self.desk.close(poll.id, self.adapter.actor(interaction))
                await out.refuse(
                    "Le sondage n'a pas pu être publié : il est annulé. Si une partie est déjà apparue, "
                    "supprimez-la à la main, puis relancez /sondage."
                )
                return
            if self.poll_channel is not None:
                await out.send(
                    f"Sondage n°{poll.id} lancé pour l'incident #{incident.id} dans <#{self.poll_channel}>. "
                    f"{result.message}"
                )
            message_id = getattr(message, "id", 0) or 0
            await self.desk.set_platform_ref(
                poll.id, f"discord:{target}:{message_id}:{interaction.channel_id}"
            )
        except Exception:
            log.exception("/sondage failed")
            await out.refuse("Erreur inattendue : le sondage n'a pas été lancé. Réessayez.")

    async def close(self, interaction: discord.Interaction[Any], numero: str | None) -> None:
        out = Out(interaction)
        try:
            await out.ack(thinking=True)  # before the store (issue 30 T10)
            wanted = (numero or "").strip().lstrip("#n°")
            result = await self.desk.close(wanted, self.adapter.actor(interaction))
            if result.refused:
                await out.refuse(result.message or "Clôture refusée.")
                return
            await out.send(layout.clip(f"Sondage n°{wanted} clos. {result.message}", layout.CONTENT_MAX))
            await self._announce(result, skip=interaction.channel_id)
        except Exception:
            log.exception("/sondage clore failed")
            await out.refuse("Erreur inattendue : le sondage n'a pas été clos. Réessayez.")

    # --- the players -------------------------------------------------------------------------

    async def choose(self, interaction: discord.Interaction[Any], poll_id: str, index: int) -> None:
        out = Out(interaction)
        await out.ack()  # before the store (issue 30 T10); the answer follows, ephemeral
        poll = await self.desk.get(poll_id)
        if poll is None or not 0 <= index < len(poll.options):
            await out.refuse("Ce sondage n'existe pas.")
            return
        result = await self.desk.vote(poll_id, f"discord:{interaction.user.id}", poll.options[index], [])
        if result.refused:
            await out.refuse(result.message or "Réponse refusée.")
            return
        await self._confirm(
            interaction,
            f"Réponse enregistrée (anonyme) : vous choisiriez {poll.options[index]}. Indiquez ci-dessous ce "
            "que vous auriez aussi envisagé sérieusement ; vous pouvez changer d'avis jusqu'à la clôture.",
            consider_view(poll, index),
        )

    async def consider(
        self, interaction: discord.Interaction[Any], poll_id: str, index: int, values: list[str]
    ) -> None:
        out = Out(interaction)
        await out.ack()  # before the store (issue 30 T10); the answer follows, ephemeral
        poll = await self.desk.get(poll_id)
        if poll is None or not 0 <= index < len(poll.options):
            await out.refuse("Ce sondage n'existe pas.")
            return
        picked = [
            poll.options[int(v)]
            for v in values
            if v.isascii() and v.isdigit() and len(v) < 4 and int(v) < len(poll.options)
        ]
        result = await self.desk.vote(poll_id, f"discord:{interaction.user.id}", poll.options[index], picked)
        if result.refused:
            await out.refuse(result.message or "Réponse refusée.")
            return
        considered = ", ".join(dict.fromkeys([poll.options[index], *picked]))
        await self._confirm(
            interaction,
            f"Réponse enregistrée (anonyme) : vous choisiriez {poll.options[index]}, "
            f"vous envisageriez sérieusement {considered}.",
            None,
        )

    @staticmethod
    async def _confirm(interaction: discord.Interaction[Any], text: str, view: ui.View | None) -> None:
        kwargs: dict[str, Any] = {"ephemeral": True}
        if view is not None:
            kwargs["view"] = view
        try:
            if interaction.response.is_done():  # acknowledged first: the confirmation follows
                await interaction.followup.send(text, **kwargs)
            else:
                await interaction.response.send_message(text, **kwargs)
        except (discord.InteractionResponded, *SEND_ERRORS) as error:
            log.warning("poll confirmation not sent: %s", error)

    # --- the deadline ------------------------------------------------------------------------

    async def close_due(self) -> int:
        results = await self.desk.due()
        for result in results:
            await self._announce(result)
        return len(results)

    def start_loop(self) -> None:
        async def loop() -> None:
            while True:
                await asyncio.sleep(POLL_PERIOD)
                try:
                    await self.close_due()
                except Exception:  # a bad turn must not stop the polls' deadlines for good
                    log.exception("poll turn failed")

        if self._loop is None:
            self._loop = asyncio.get_running_loop().create_task(loop())

    async def _announce(self, result: PollResult, skip: int | None = None) -> None:
        """The tally where the poll was posted and where it was started (the incident's thread)."""
        if result.poll is None:
            return
        ref = await self._ref(result.poll.id)
        text = layout.clip(
            f"Sondage n°{result.poll.id} (incident #{result.poll.incident_id}) clos. {result.message}",
            layout.CONTENT_MAX,
        )
        for channel_id in dict.fromkeys(ref):
            if channel_id and channel_id != skip:
                await self._send(channel_id, content=text)

    async def _ref(self, poll_id: str) -> list[int]:
        def work(conn: Any) -> str | None:
            row = conn.execute("SELECT platform_ref FROM polls WHERE id = ?", (poll_id,)).fetchone()
            return row[0] if row else None

        ref = await self.desk.store.run(work)
        parts = (ref or "").split(":")
        if len(parts) != 4 or parts[0] != "discord":
            return []
        return [int(p) for p in (parts[1], parts[3]) if p.isascii() and p.isdigit()]

    async def _send(self, channel_id: int, **kwargs: Any) -> Any:
        if self.client is None:
            return None
        channel = self.client.get_channel(channel_id)
        try:
            if channel is None:
                channel = await self.client.fetch_channel(channel_id)
            return await channel.send(**kwargs)  # type: ignore[union-attr]
        except SEND_ERRORS as error:
            log.warning("poll message to %s not sent: %s", channel_id, error)
            return None


ACTIONS = [
    app_commands.Choice(name="lancer", value="lancer"),
    app_commands.Choice(name="clore", value="clore"),
]


def build_poll_commands(tree: app_commands.CommandTree[Any], polls: PollHandlers) -> None:
    @app_commands.describe(
        action=locale_str("lancer un sondage, ou clore le sondage n° numero"),
        numero=locale_str("lancer : le numéro de l'incident ; clore : le numéro du sondage"),
        appels=locale_str("Les déclarations candidates, séparées par des virgules (ex. Passe, 4♠, Contre)"),
        minutes=locale_str("Durée du sondage en minutes (ex. 30)"),
        texte=locale_str("La main, la séquence et la question posée aux joueurs"),
    )
    @app_commands.choices(action=ACTIONS)
    async def sondage(
        interaction: discord.Interaction[Any],
        action: str,
        numero: str | None = None,
        appels: str | None = None,
        minutes: str | None = None,
        texte: str | None = None,
    ) -> None:
        if action == "clore":
            await polls.close(interaction, numero)
        else:
            await polls.start(interaction, numero, appels, minutes, texte)

    tree.add_command(
        app_commands.Command(
            name=locale_str("sondage"),
            description=locale_str("Sondage de joueurs sur une alternative logique (Loi 16B1b)"),
            callback=sondage,
        )
    )
