"""The event's live board on Telegram (issue 22 §3): its pages as HTML messages in the directors'
group, a « 🏃 » button per waiting call; see bot/events/board.py for what is on the board and when
it is redrawn.

Pages are sent and edited with the Bot API's raw methods (no library objects built: a burst of 200
calls redraws the board a few times a second), through the application's rate limiter: a
RetryAfter (429) is waited for and retried there.
"""

from __future__ import annotations

import logging
import warnings
from html import escape
from typing import Any

from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError
from telegram.warnings import PTBUserWarning

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.out import Outbox, Where
from bot.events.board import BoardPage, board_line, players_line
from bot.events.model import CallState, EventState

log = logging.getLogger("arbitre.telegram.board")
# editMessageText through do_api_request on purpose (no library objects built), as out.py's send_light.
warnings.filterwarnings("ignore", message=r"Please use 'Bot\.editMessageText'", category=PTBUserWarning)

PER_PAGE = 40  # 40 lines of about 60 characters: well under 4,096; 40 buttons, under 100
BUTTONS_PER_ROW = 4
BOARD_TAKE = "bt"  # c:<id>:bt, « 🏃 Table 12 » on the board


def board_html(page: BoardPage) -> str:
    tournament = page.tournament
    pages = f" ({page.number}/{page.total})" if page.total > 1 else ""
    head = f"<b>📋 Appels en cours — {escape(tournament.name)}</b>{pages}"
    if tournament.state is EventState.CLOSED:
        body = "Tournoi fermé : plus d'appel à prendre ici ; /appels liste ceux restés ouverts."
    elif not page.calls:
        body = "Aucun appel en attente." if page.number == 1 else "(page vide)"
    else:
        body = "\n".join(
            escape(board_line(call, page.now, tournament.reminder_minutes)) for call in page.calls
        )
    foot = "<i>« 🏃 » : je prends l'appel (son message arrive en privé, sinon ici).</i>"
    return tr.clip(f"{head}\n{body}\n{foot}", tr.MAX_MESSAGE)


def board_keyboard(page: BoardPage) -> tr.Markup | None:
    buttons: list[tr.Button] = [
        {"text": f"🏃 {call.table}", "callback_data": f"c:{call.id}:{BOARD_TAKE}"}
        for call in page.calls
        if call.state is CallState.WAITING
    ]
    if not buttons:
        return None
    rows = [buttons[i : i + BUTTONS_PER_ROW] for i in range(0, len(buttons), BUTTONS_PER_ROW)]
    return {"inline_keyboard": rows}


class TelegramBoardSink:
    """BoardSink for Telegram: a page is (html, keyboard)."""

    per_page = PER_PAGE
    # Telegram: about 20 messages a minute in a group. The board spends at most 6 at once, then
    # one every 5 s (18 a minute), leaving room for the group's other messages.
    budget = (6.0, 5.0)

    def __init__(self, out: Outbox) -> None:
        self.out = out

    def draw(self, page: BoardPage) -> tuple[str, tr.Markup | None]:
        return board_html(page), board_keyboard(page)

    def key_of(self, ref: Any) -> int | None:
        return int(ref) if isinstance(ref, int) else None

    async def restore(self, chat: str, key: int | str) -> int | None:
        return int(key) if isinstance(key, int) or str(key).isdigit() else None

    async def send(self, chat: str, drawn: Any) -> int | None:
        where = Where.from_key(chat)
        if where is None:
            return None
        html, markup = drawn
        return await self.out.send_light(where, html, markup)

    async def edit(self, chat: str, ref: Any, drawn: Any) -> int | None:
        where = Where.from_key(chat)
        if where is None:
            return None
        html, markup = drawn
        params: dict[str, Any] = {
            "chat_id": where.chat_id,
            "message_id": ref,
            "text": html,
            "parse_mode": ParseMode.HTML.value,
            "link_preview_options": {"is_disabled": True},
            "reply_markup": markup or {"inline_keyboard": []},
        }
        try:
            await self.out.bot.do_api_request("editMessageText", api_kwargs=params)
        except BadRequest as error:
            if "not modified" in str(error).lower():
                return int(ref)
            log.info("board page %s in %s not editable (%s): a new one", ref, chat, error)
            return await self.send(chat, drawn)
        except TelegramError as error:
            log.warning("board page %s in %s not edited: %s", ref, chat, error)
            return None
        return int(ref)


def players_html(page: BoardPage) -> str:
    pages = f" ({page.number}/{page.total})" if page.total > 1 else ""
    head = f"<b>🔔 Appels reçus — {escape(page.tournament.name)}</b>{pages}"
    if page.tournament.state is EventState.CLOSED:  # tester5 M9: not « no call waiting »
        body = "Tournoi fermé : plus d'appel reçu ici."
        if page.left:  # tester7 T11: only when calls are left, and which
            body += (
                " Ces appels restés ouverts ne sont pas oubliés : un arbitre vient les régler.\n"
                + "\n".join(escape(players_line(call)) for call in page.left)
            )
    elif not page.calls:
        body = "Aucun appel en attente." if page.number == 1 else "(page vide)"
    else:
        body = "\n".join(escape(players_line(call)) for call in page.calls)
    foot = "<i>Votre appel est enregistré dès qu'il figure ici ; un arbitre le prend.</i>"
    return tr.clip(f"{head}\n{body}\n{foot}", tr.MAX_MESSAGE)


class TelegramPlayersSink(TelegramBoardSink):
    """The players' board (issue 22 §3): in the players' group, one message instead of an answer
    per call and per take, which 200 tables calling at once would queue for ten minutes behind the
    group's flood limit. No reasons (they may name a player), no buttons."""

    per_page = 80

    def draw(self, page: BoardPage) -> tuple[str, tr.Markup | None]:
        return players_html(page), None
