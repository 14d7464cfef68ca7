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
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.adapters.discord.adapter import DEFAULT_DIRECTOR_ROLE, DiscordAdapter
from bot.adapters.discord.attach import ATTACH_BUTTON, AttachButton
from bot.adapters.discord.board import BoardMenu
from bot.adapters.discord.messages import UNEXPECTED
from bot.adapters.discord.out import Out
from bot.adapters.discord.polls import POLL_ITEMS, PollHandlers, build_poll_commands, matches_poll
from bot.adapters.discord.queue import CALL_BUTTON, CallButton, QueueHandlers, build_queue_commands
from bot.adapters.discord.tree import build_commands
from bot.adapters.discord.views import DYNAMIC_ITEMS, matches_any
from bot.events.desk import CallDesk
from bot.incidents.engine import Engine
from bot.polls.desk import PollDesk

log = logging.getLogger("arbitre.discord")


def director_role_from_env() -> str:
    return os.environ.get("DISCORD_DIRECTOR_ROLE", "").strip() or DEFAULT_DIRECTOR_ROLE


class FrenchTranslator(app_commands.Translator):
    """French is the language of the commands: the default strings are French, and French
    clients get them as their explicit localisation. Other locales fall back to French."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale is discord.Locale.french:
            return string.message
        return None


class ArbitreClient(discord.Client):
    """discord.py client with Arbitre's commands and persistent components.

    Intents: guilds only (to read members' roles); no message content, no members intent.
    """

    def __init__(self, engine: Engine, *, director_role: str = DEFAULT_DIRECTOR_ROLE, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # No text Arbitre sends pings anyone unless a send says so (a file's « @everyone », U8).
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
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
        self.add_dynamic_items(*DYNAMIC_ITEMS, AttachButton, CallButton, BoardMenu, *POLL_ITEMS)
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
            and not ATTACH_BUTTON.fullmatch(custom_id)
            and not CALL_BUTTON.fullmatch(custom_id)
            and not matches_poll(custom_id)
        ):
            await self.arbitre.unknown_component(interaction)

    async def _on_tree_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        log.error("slash command failed: %s", error, exc_info=error)
        await Out(interaction).refuse(UNEXPECTED)
