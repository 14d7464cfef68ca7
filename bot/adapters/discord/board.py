"""The event's live board on Discord (issue 22 §3): its pages as messages in the directors'
channel, 50 calls a page in an embed, and « 🏃 Je prends… » menus listing the waiting calls (25
a menu); see bot/events/board.py for what is on the board and when it is redrawn. discord.py
waits out a 429 itself (its rate-limit buckets), so a page sent or edited is a page shown.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import ui

from bot.adapters.discord import render as layout
from bot.adapters.discord.out import SEND_ERRORS
from bot.events.board import BoardPage, board_line
from bot.events.model import CallState, EventState

log = logging.getLogger("arbitre.discord.board")

PER_PAGE = 50  # lines in one embed (4,096 characters), two menus of 25 options
MENU_OPTIONS = 25
BOARD_TAKE = "board"  # what a menu's choice does: arb:call:<id>:board
BOARD_MENU = re.compile(r"arb:board:(?P<tid>[0-9]{1,12}):(?P<n>[0-9]{1,3})")


def board_text(page: BoardPage) -> tuple[str, str]:
    """The page's title and its lines (the embed's description)."""
    tournament = page.tournament
    pages = f" ({page.number}/{page.total})" if page.total > 1 else ""
    title = layout.clip(f"📋 Appels en cours — {tournament.name}{pages}", 256)
    if tournament.state is EventState.CLOSED:
        body = "Tournoi fermé : plus d'appel à prendre ici."
    elif not page.calls:
        body = "Aucun appel en attente." if page.number == 1 else "(page vide)"
    else:
        body = "\n".join(board_line(call, page.now, tournament.reminder_minutes) for call in page.calls)
    return title, layout.clip(body, 4000)


def board_view(menu: tuple[str, int], waiting: tuple[tuple[str, str], ...]) -> ui.View | None:
    """« 🏃 Je prends… » menus (custom_id arb:board:<event>:<n>) over the page's waiting calls."""
    if not waiting:
        return None
    view = ui.View(timeout=None)
    for start in range(0, len(waiting), MENU_OPTIONS):
        chunk = waiting[start : start + MENU_OPTIONS]
        view.add_item(
            ui.Select(
                custom_id=f"arb:board:{menu[0]}:{menu[1] * 10 + start // MENU_OPTIONS}",
                placeholder=layout.clip(f"🏃 Je prends… (tables {chunk[0][1]} à {chunk[-1][1]})", 150),
                options=[
                    discord.SelectOption(label=layout.clip(label, 100), value=call_id)
                    for call_id, label in chunk
                ],
            )
        )
    return view


class BoardMenu(ui.DynamicItem[ui.Select[Any]], template=BOARD_MENU.pattern):
    """A board's « 🏃 Je prends… » menu, rebuilt from its custom_id after a restart: the chosen
    call is taken as with its own « Je prends »."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(ui.Select(custom_id=custom_id, options=[discord.SelectOption(label="…", value="0")]))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str], /
    ) -> BoardMenu:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        chosen = str(values[0]) if values else ""
        queue = interaction.client.arbitre_queue  # type: ignore[attr-defined]
        await queue.press(interaction, chosen if re.fullmatch(r"[0-9]{1,12}", chosen) else "x", BOARD_TAKE)


class DiscordBoardSink:
    """BoardSink for Discord: a page is (text, ((call id, table), …)); its reference, the message."""

    per_page = PER_PAGE
    budget = (5.0, 1.0)  # Discord: 5 messages per 5 s in a channel; a 429 is waited out by discord.py

    def __init__(self, channel: Callable[[str], Awaitable[Any]]) -> None:
        self.channel = channel  # QueueHandlers._channel: a channel of this server, or None

    def draw(self, page: BoardPage) -> tuple[tuple[str, str], tuple[str, int], tuple[tuple[str, str], ...]]:
        waiting = tuple(
            (c.id, f"Table {c.table}" + (f" · donne {c.board}" if c.board is not None else ""))
            for c in page.calls
            if c.state is CallState.WAITING
        )
        return board_text(page), (page.tournament.id, page.number), waiting

    def key_of(self, ref: Any) -> int | None:
        key = getattr(ref, "id", None)
        return key if isinstance(key, int) else None

    async def restore(self, chat: str, key: int | str) -> Any | None:
        """The page posted before a restart, as a partial message (edited without a fetch)."""
        channel = await self.channel(chat)
        if channel is None or not hasattr(channel, "get_partial_message"):
            return None
        try:
            return channel.get_partial_message(int(key))
        except (TypeError, ValueError):
            return None

    async def send(self, chat: str, drawn: Any) -> Any | None:
        channel = await self.channel(chat)
        if channel is None:
            return None
        (title, body), menu, waiting = drawn
        view = board_view(menu, waiting)
        embed = discord.Embed(title=title, description=body, colour=0xE67E22)
        try:
            return await channel.send(embed=embed, **({"view": view} if view else {}))
        except SEND_ERRORS as error:
            log.warning("board not posted in %s: %s", chat, error)
            return None

    async def edit(self, chat: str, ref: Any, drawn: Any) -> Any | None:
        (title, body), menu, waiting = drawn
        embed = discord.Embed(title=title, description=body, colour=0xE67E22)
        try:
            await ref.edit(embed=embed, view=board_view(menu, waiting))
        except discord.NotFound:
            return await self.send(chat, drawn)
        except SEND_ERRORS as error:
            log.warning("board page in %s not edited: %s", chat, error)
            return None
        return ref
