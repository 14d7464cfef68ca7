"""The event's live board on Discord (issue 22 §3): its pages as messages in the directors'
channel, a « 🏃 » button per waiting call (20 a page: four rows of five); see bot/events/board.py
for what is on the board and when it is redrawn. discord.py waits out a 429 itself (its
rate-limit buckets), so a page sent or edited is a page shown.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import ui

from bot.adapters.discord import render as layout
from bot.adapters.discord.out import SEND_ERRORS
from bot.events.board import BoardPage, board_line
from bot.events.model import CallState

log = logging.getLogger("arbitre.discord.board")

PER_PAGE = 20  # Discord: 25 components a message; four rows of five « 🏃 » buttons
BOARD_TAKE = "board"  # arb:call:<id>:board


def board_text(page: BoardPage) -> str:
    tournament = page.tournament
    pages = f" ({page.number}/{page.total})" if page.total > 1 else ""
    head = f"**📋 Appels en cours — {tournament.name}**{pages}"
    if not page.calls:
        body = "Aucun appel en attente." if page.number == 1 else "(page vide)"
    else:
        body = "\n".join(board_line(call, page.now, tournament.reminder_minutes) for call in page.calls)
    return layout.clip(f"{head}\n{body}\n*« 🏃 » : je prends l'appel.*", layout.CONTENT_MAX)


def board_view(buttons: tuple[tuple[str, str], ...]) -> ui.View | None:
    if not buttons:
        return None
    view = ui.View(timeout=None)
    for call_id, table in buttons:
        view.add_item(
            ui.Button(
                label=layout.clip(f"🏃 {table}", 80),
                style=discord.ButtonStyle.primary,
                custom_id=f"arb:call:{call_id}:{BOARD_TAKE}",
            )
        )
    return view


class DiscordBoardSink:
    """BoardSink for Discord: a page is (text, ((call id, table), …)); its reference, the message."""

    per_page = PER_PAGE

    def __init__(self, channel: Callable[[str], Awaitable[Any]]) -> None:
        self.channel = channel  # QueueHandlers._channel: a channel of this server, or None

    def draw(self, page: BoardPage) -> tuple[str, tuple[tuple[str, str], ...]]:
        buttons = tuple((c.id, c.table) for c in page.calls if c.state is CallState.WAITING)
        return board_text(page), buttons

    async def send(self, chat: str, drawn: Any) -> Any | None:
        channel = await self.channel(chat)
        if channel is None:
            return None
        text, buttons = drawn
        view = board_view(buttons)
        try:
            return await channel.send(content=text, **({"view": view} if view else {}))
        except SEND_ERRORS as error:
            log.warning("board not posted in %s: %s", chat, error)
            return None

    async def edit(self, chat: str, ref: Any, drawn: Any) -> Any | None:
        text, buttons = drawn
        try:
            await ref.edit(content=text, view=board_view(buttons))
        except discord.NotFound:
            return await self.send(chat, drawn)
        except SEND_ERRORS as error:
            log.warning("board page in %s not edited: %s", chat, error)
            return None
        return ref
