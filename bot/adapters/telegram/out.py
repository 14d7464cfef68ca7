"""What the Telegram adapter sends: messages, edits, alerts, and where an incident stands.

Layout comes from render.py; this module only talks to the Bot API, through the library's
Bot methods (which go through the Application's rate limiter), and turns
Telegram's refusals into the right fallback (« message is not modified » is nothing; a
message that can no longer be edited gets a fresh one; a send that fails is logged).
"""

from __future__ import annotations

import logging
import re
import time
import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from html import escape
from typing import Any

from telegram import CallbackQuery, InlineKeyboardMarkup, InputFile, LinkPreviewOptions
from telegram.constants import ChatType, ParseMode
from telegram.error import BadRequest, ChatMigrated, TelegramError
from telegram.warnings import PTBUserWarning

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.incidents.described import retold
from bot.incidents.engine import Reply
from bot.incidents.incident import State
from bot.incidents.render import withdrawn_mark

UNDO = "↩ Retour pour corriger"  # the answers a description gave: the button that takes one back
INVALID_BUTTON = (
    "Ce bouton n'est pas valide (données inconnues ou altérées). Ouvrez un incident avec /arbitre."
)

log = logging.getLogger("arbitre.telegram")

NO_PREVIEW = LinkPreviewOptions(is_disabled=True)
# send_light() calls sendMessage through do_api_request on purpose (no Message parsing).
warnings.filterwarnings("ignore", message=r"Please use 'Bot\.sendMessage'", category=PTBUserWarning)


@dataclass(frozen=True)
class Where:
    """A chat, and the forum topic (thread) inside it if any."""

    chat_id: int
    thread_id: int | None
    chat_type: str

    @property
    def key(self) -> str:
        base = f"telegram:{self.chat_id}"
        return f"{base}:{self.thread_id}" if self.thread_id is not None else base

    @property
    def is_group(self) -> bool:
        return self.chat_type in (ChatType.GROUP, ChatType.SUPERGROUP)

    @classmethod
    def from_key(cls, key: str) -> Where | None:
        """The Where of an incident's chat key (telegram:<chat>[:<thread>]); negative ids are
        groups (supergroup or not: the same for us)."""
        parts = key.split(":")
        try:
            if parts[0] != "telegram" or len(parts) not in (2, 3):
                return None
            chat = int(parts[1])
            thread = int(parts[2]) if len(parts) == 3 else None
        except ValueError:
            return None
        return cls(chat, thread, ChatType.SUPERGROUP if chat < 0 else ChatType.PRIVATE)

    @classmethod
    def of(cls, message: Any) -> Where:
        thread = (
            getattr(message, "message_thread_id", None)
            if getattr(message, "is_topic_message", False)
            else None
        )
        return cls(message.chat.id, thread, message.chat.type)


def place_of(message: Any) -> str | None:
    """The chat's name for the log and the export: the group's title, or « privé avec … »."""
    chat = getattr(message, "chat", None)
    if chat is None:
        return None
    if getattr(chat, "title", None):
        return f"Telegram : {chat.title}"
    name = getattr(chat, "full_name", None) or getattr(chat, "username", None)
    return f"Telegram : privé avec {name}" if name else None


# The four hands (a board's diagram, a claim's position, a double dummy table: every <pre> block)
# never go to the players' group of an open online event (tester10 W9): in a simultaneous event the
# tables do not play a board at once, and those who have not played it yet would see it (16D).
_CARDS = re.compile(r"\n?<pre>.*?</pre>", re.DOTALL)
CARDS_HIDDEN = (
    "\n<i>Les mains ne sont pas montrées dans le groupe des joueurs pendant le tournoi (d'autres tables "
    "n'ont peut-être pas encore joué la donne, Loi 16D) : l'arbitre les voit en privé (« Répondre en "
    "privé ») ou dans le groupe des arbitres.</i>"
)
_HIDDEN_TTL = 10.0  # seconds a « players' group of an open event » answer is kept


class Outbox:
    """Sending for one Application; `bot` gives its Bot (known once the Application is built).
    `players_of_open_event` says whether a chat is the players' group of an open online event: the
    cards are taken out of what is sent or edited there."""

    def __init__(
        self,
        bot: Callable[[], Any],
        players_of_open_event: Callable[[Where], Awaitable[bool]] | None = None,
    ) -> None:
        self._bot = bot
        self._players_of_open_event = players_of_open_event
        self._hidden: dict[str, tuple[float, bool]] = {}

    async def _without_cards(self, where: Where, html: str) -> str:
        if self._players_of_open_event is None or not where.is_group or "<pre>" not in html:
            return html
        now = time.monotonic()
        known = self._hidden.get(where.key)
        if known is None or known[0] < now:
            known = (now + _HIDDEN_TTL, await self._players_of_open_event(where))
            self._hidden[where.key] = known
        return _CARDS.sub("", html) + CARDS_HIDDEN if known[1] else html

    @property
    def bot(self) -> Any:
        return self._bot()

    def _markup(self, markup: tr.Markup | None) -> InlineKeyboardMarkup | None:
        """render.py builds the Bot API's JSON; the library's methods take its objects."""
        return InlineKeyboardMarkup.de_json(markup, self.bot) if markup else None

    async def send(self, where: Where, html: str, markup: tr.Markup | None = None) -> int | None:
        """Send a message; its id, or None when Telegram refused it (logged)."""
        html = await self._without_cards(where, html)
        try:
            message = await self.bot.send_message(
                where.chat_id,
                html,
                parse_mode=ParseMode.HTML,
                reply_markup=self._markup(markup),
                message_thread_id=where.thread_id,
                link_preview_options=NO_PREVIEW,
            )
        except ChatMigrated as moved:  # the group became a supergroup: same chat, new id
            log.info("chat %s migrated to %s", where.chat_id, moved.new_chat_id)
            return await self.send(replace(where, chat_id=moved.new_chat_id), html, markup)
        except TelegramError as error:
            log.error("sendMessage to %s failed: %s", where.key, error)
            return None
        return int(message.message_id)

    async def send_light(self, where: Where, html: str, markup: dict[str, Any] | None = None) -> int | None:
        """send(), without building the library's objects (the keyboard, and the Message from
        Telegram's answer): for the call queue's posts, where only the message id is kept. In
        bench/queue_bench.py that parsing was about a sixth of the bot's CPU per call."""
        params: dict[str, Any] = {
            "chat_id": where.chat_id,
            "text": html,
            "parse_mode": ParseMode.HTML.value,
            "link_preview_options": {"is_disabled": True},
        }
        if markup:
            params["reply_markup"] = markup
        if where.thread_id is not None:
            params["message_thread_id"] = where.thread_id
        try:
            sent = await self.bot.do_api_request("sendMessage", api_kwargs=params)
        except ChatMigrated as moved:
            log.info("chat %s migrated to %s", where.chat_id, moved.new_chat_id)
            return await self.send_light(replace(where, chat_id=moved.new_chat_id), html, markup)
        except TelegramError as error:
            log.error("sendMessage to %s failed: %s", where.key, error)
            return None
        return int(sent["message_id"])

    async def send_document(self, where: Where, filename: str, data: bytes, caption: str) -> int | None:
        """Send a file (an export); its message id, or None when Telegram refused it (logged)."""
        try:
            message = await self.bot.send_document(
                where.chat_id,
                InputFile(data, filename=filename),
                caption=caption,
                message_thread_id=where.thread_id,
            )
        except TelegramError as error:
            log.error("sendDocument to %s failed: %s", where.key, error)
            return None
        return int(message.message_id)

    async def send_all(self, where: Where, messages: list[str], markup: tr.Markup | None = None) -> None:
        for number, html in enumerate(messages, start=1):
            await self.send(where, html, markup if number == len(messages) else None)

    async def edit(
        self, where: Where, message_id: int, html: str, markup: tr.Markup | None = None
    ) -> int | None:
        """Edit a message; one that can no longer be edited gets a fresh message instead.
        Returns the id of the message that now shows `html`."""
        html = await self._without_cards(where, html)
        try:
            await self.bot.edit_message_text(
                html,
                chat_id=where.chat_id,
                message_id=message_id,
                parse_mode=ParseMode.HTML,
                reply_markup=self._markup(markup),
                link_preview_options=NO_PREVIEW,
            )
        except BadRequest as error:
            if "not modified" in str(error).lower():
                return message_id
            log.info("message %s in %s not editable (%s): sending a fresh one", message_id, where.key, error)
            return await self.send(where, html, markup)
        except TelegramError as error:
            log.error("editMessageText in %s failed: %s", where.key, error)
        return message_id

    async def show(
        self, where: Where, pages: list[str], markup: tr.Markup | None, message_id: int | None = None
    ) -> int | None:
        """Pages of one view, the keyboard on the last: the first page replaces message
        `message_id` when given (one call for a view that fits one message). Returns the id of
        the message with the keyboard, the one to edit next time."""
        last: int | None = None
        for number, html in enumerate(pages):
            keys = markup if number == len(pages) - 1 else None
            if number == 0 and message_id is not None:
                last = await self.edit(where, message_id, html, keys)
            else:
                last = await self.send(where, html, keys)
        return last

    async def strip_buttons(self, where: Where, message_id: int) -> None:
        try:
            await self.bot.edit_message_reply_markup(chat_id=where.chat_id, message_id=message_id)
        except TelegramError as error:  # already without buttons, or gone: nothing to strip
            log.debug("editMessageReplyMarkup in %s: %s", where.key, error)

    async def set_buttons(self, where: Where, message_id: int, markup: tr.Markup) -> None:
        """Replace a message's keyboard (its text unchanged)."""
        try:
            await self.bot.edit_message_reply_markup(
                chat_id=where.chat_id, message_id=message_id, reply_markup=self._markup(markup)
            )
        except (
            TelegramError
        ) as error:  # gone, or too old to edit: its buttons are checked when pressed anyway
            log.debug("editMessageReplyMarkup in %s: %s", where.key, error)

    async def answer(self, query: CallbackQuery, text: str | None = None) -> None:
        """Every press is answered; a text is a refusal or a help, shown as an alert."""
        try:
            if text:
                await query.answer(tr.clip(text, tr.MAX_ALERT), show_alert=True)
            else:
                await query.answer()
        except TelegramError as error:  # too old a query: the user sees the result anyway
            log.info("answerCallbackQuery failed: %s", error)

    async def render(self, where: Where, reply: Reply) -> None:
        """Show where an incident stands: topic menu, question, ruling or closure."""
        if reply.refused or reply.incident is None:
            await self.send(where, escape(reply.message or "Action impossible."))
            return
        if reply.message:
            await self.send(where, escape(retold(reply.message, UNDO)))
        incident = reply.incident
        step = reply.step
        if incident.state is State.CHOOSING_TOPIC:
            await self.send(where, tp.topic_menu_html(incident), tk.topic_keyboard(incident))
        elif incident.state is State.ABANDONED:
            await self.send(
                where,
                escape(
                    f"✖ Incident #{incident.id} abandonné (il reste dans le journal : /incidents)."
                    + withdrawn_mark(incident)
                ),
            )
        elif not incident.state.is_open:
            await self.send(where, f"L'incident #{incident.id} est {incident.state.label}.")
        elif step is not None and step.question is not None:
            await self.send(
                where,
                tp.question_html(incident, step, step.question),
                tk.question_keyboard(incident, step.question),
            )
        elif step is not None and step.ruling is not None:
            follow_up = step.optional  # « calculer la marque ? »: offered after the ruling
            await self.send_all(
                where,
                tp.ruling_html(incident, step.ruling),
                None if follow_up else tk.ruling_keyboard(incident),
            )
            if follow_up is not None:
                await self.send(
                    where,
                    tp.question_html(incident, step, follow_up),
                    tk.with_handovers(tk.question_keyboard(incident, follow_up), incident),
                )
