"""Answering one Discord interaction whatever state it is in.

Acknowledge first (well within Discord's 3 seconds), refuse privately (ephemeral), send in
public, edit the message whose component was used. When the interaction has expired
(10062 Unknown interaction) or was already answered, or a followup fails, a fresh message
goes to the channel instead, so nothing the director needs is lost.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import aiohttp
import discord

from bot.adapters.discord import render as layout

log = logging.getLogger("arbitre.discord")

# Every public send says whom it may ping: no one, but the author of a fallback message in the
# channel (reliability trial 2026-11-29, U8: a file's « @everyone » echoed back). An ephemeral
# refusal pings no one by nature; the client's default (AllowedMentions.none()) covers it too.
NO_MENTIONS = discord.AllowedMentions.none()

# What sending may raise: Discord's refusals, the network, a client closing (SIGTERM) meanwhile.
SEND_ERRORS = (discord.HTTPException, aiohttp.ClientError, RuntimeError, TimeoutError)


def chat_key(interaction: discord.Interaction[Any]) -> str:
    """The chat of an incident: its server and its channel (the parent channel inside a thread)."""
    channel = interaction.channel
    channel_id = interaction.channel_id
    if isinstance(channel, discord.Thread) and channel.parent_id:
        channel_id = channel.parent_id
    return f"discord:{interaction.guild_id or 0}:{channel_id or 0}"


class Out:
    """Answers one interaction: acknowledge, refuse (ephemeral), send, edit; and when the
    interaction has expired or was already answered, a fresh message in the channel instead."""

    def __init__(self, interaction: discord.Interaction[Any]) -> None:
        self.interaction = interaction
        self.responded = False  # the initial response (or defer) is done
        self.alive = True  # followups and edits through the interaction still work
        self.thinking = False  # a « réfléchit… » placeholder is waiting for the first followup

    async def ack(self, *, thinking: bool = False) -> None:
        if self.responded:
            return
        try:
            await self.interaction.response.defer(thinking=thinking)
            self.thinking = thinking
        except discord.InteractionResponded:
            pass
        except SEND_ERRORS as error:
            log.warning("interaction %s not acknowledged (%s): falling back to the channel", self.id, error)
            self.alive = False
        self.responded = True

    @property
    def id(self) -> Any:
        return getattr(self.interaction, "id", None)

    def _mention(self) -> str:
        user = self.interaction.user
        return f"{user.mention} " if user is not None else ""

    async def refuse(self, text: str) -> None:
        """A refusal or an error: only its author sees it (ephemeral)."""
        text = layout.clip(text, layout.CONTENT_MAX - 40)
        if not self.responded:
            try:
                await self.interaction.response.send_message(text, ephemeral=True)
                self.responded = True
                return
            except discord.InteractionResponded:
                self.responded = True
            except SEND_ERRORS as error:
                self.responded = True
                self.alive = not isinstance(error, discord.NotFound)
        if self.alive:
            try:
                if self.thinking:
                    # The first followup would replace the public placeholder: remove it first.
                    self.thinking = False
                    await self.interaction.delete_original_response()
                await self.interaction.followup.send(text, ephemeral=True)
                return
            except SEND_ERRORS as error:
                log.warning("followup failed for %s (%s)", self.id, error)
                self.alive = False
        await self._channel_send(content=self._mention() + text)

    async def send(
        self,
        content: str | None = None,
        embeds: Sequence[discord.Embed] = (),
        view: discord.ui.View | None = None,
        files: Sequence[discord.File] = (),
    ) -> discord.Message | None:
        """A public message in the interaction's channel (with files: an appeal's dossier)."""
        await self.ack(thinking=True)
        if self.alive:
            try:
                kwargs: dict[str, Any] = {
                    "embeds": list(embeds),
                    "wait": True,
                    "allowed_mentions": NO_MENTIONS,
                }
                if content:
                    kwargs["content"] = content
                if view is not None:
                    kwargs["view"] = view
                if files:
                    kwargs["files"] = list(files)
                message = await self.interaction.followup.send(**kwargs)
                self.thinking = False
                return message
            except SEND_ERRORS as error:
                log.warning("followup failed for %s (%s): writing in the channel", self.id, error)
                self.alive = False
        return await self._channel_send(content=content, embeds=embeds, view=view, files=files)

    async def edit(self, embeds: Sequence[discord.Embed] | None, view: discord.ui.View | None) -> bool:
        """Edit the message whose component was used (its embeds too unless None); False when
        that is no longer possible."""
        await self.ack()
        if not self.alive:
            return False
        try:
            if embeds is None:
                await self.interaction.edit_original_response(view=view)
            else:
                await self.interaction.edit_original_response(embeds=list(embeds), view=view)
            return True
        except SEND_ERRORS as error:
            log.warning("edit failed for %s (%s)", self.id, error)
            self.alive = False
            return False

    async def _channel_send(
        self,
        content: str | None = None,
        embeds: Sequence[discord.Embed] = (),
        view: discord.ui.View | None = None,
        files: Sequence[discord.File] = (),
    ) -> discord.Message | None:
        channel = self.interaction.channel
        if channel is None or not hasattr(channel, "send"):
            log.error("no channel to answer interaction %s", self.id)
            return None
        user = self.interaction.user
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False, users=[user] if user is not None else False
        )
        kwargs: dict[str, Any] = {"embeds": list(embeds), "allowed_mentions": mentions}
        if view is not None:
            kwargs["view"] = view
        if files:
            kwargs["files"] = list(files)
        try:
            return await channel.send(content, **kwargs)  # type: ignore[no-any-return]
        except SEND_ERRORS as error:
            log.error("cannot write in channel %s: %s", getattr(channel, "id", "?"), error)
            return None
