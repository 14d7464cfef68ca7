"""The peer poll (16B1b) on Telegram, with Telegram's own anonymous polls.

    /sondage 12 30 | Passe, 4♠, Contre | ♠K1098 ♥7 ♦AQ54 ♣J32 — 1♥ 1♠ 2♥ ? après une hésitation
    /sondage clore 3

The director who owns incident 12 posts, in TELEGRAM_POLL_CHAT (or here), the hand and two native
polls: « Lesquelles envisageriez-vous sérieusement ? » (several answers) and « Laquelle
choisiriez-vous ? » (one). Telegram keeps the votes anonymous and lets only the group's members
vote; it reports the counts, which the poll desk records. At the deadline (or /sondage clore) both
polls are stopped and the tally is posted and added to the incident's record.
"""

from __future__ import annotations

import asyncio
import logging
from html import escape
from typing import Any

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import CommandHandler, ContextTypes, PollHandler

from bot.adapters.telegram.out import Where
from bot.polls.desk import PollDesk, PollResult
from bot.polls.model import Poll

log = logging.getLogger("arbitre.telegram.polls")

CHECK_PERIOD = 30.0  # seconds between two looks for polls past their deadline
CONSIDER = "Lesquelles envisageriez-vous sérieusement ? (plusieurs réponses possibles)"
SELECT = "Laquelle choisiriez-vous ?"
USAGE = (
    "Usage : /sondage NUMÉRO_INCIDENT MINUTES | déclaration 1, déclaration 2, … | la main, la séquence et "
    "la question posée. Pour clore plus tôt : /sondage clore NUMÉRO_SONDAGE."
)


def _ref(chat_id: int, consider: Any, select: Any) -> str:
    return f"tg:{chat_id}:{consider.message_id}:{consider.poll.id}:{select.message_id}:{select.poll.id}:"


def _parts(ref: str | None) -> tuple[int, int, str, int, str] | None:
    try:
        _, chat, consider_msg, consider_id, select_msg, select_id, _ = (ref or "").split(":")
        return int(chat), int(consider_msg), consider_id, int(select_msg), select_id
    except ValueError:
        return None


class TelegramPolls:
    """The poll's handlers; `bot` is the TelegramBot (actor, engine, outbox)."""

    def __init__(self, bot: Any, poll_chat: int | None = None) -> None:
        self.bot = bot
        self.poll_chat = poll_chat
        self._task: asyncio.Task[None] | None = None
        self._desk: PollDesk | None = None

    @property
    def desk(self) -> PollDesk:
        # One desk for the bot's life: its lock orders the counts of the two native polls.
        if self._desk is None:
            self._desk = PollDesk(self.bot.engine)
        return self._desk

    def install(self, app: Any) -> None:
        app.add_handler(CommandHandler("sondage", self.cmd_sondage))
        app.add_handler(PollHandler(self.on_poll))

    def start(self) -> None:
        async def loop() -> None:
            while True:
                await asyncio.sleep(CHECK_PERIOD)
                try:
                    await self.close_due()
                except Exception:  # one bad turn must not stop the deadlines for good
                    log.exception("poll deadline turn failed")

        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    # --- commands ---------------------------------------------------------------------------

    async def cmd_sondage(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message, user = update.effective_message, update.effective_user
        if message is None or user is None:
            return
        where = Where.of(message)
        text = (message.text or "").split(maxsplit=1)
        rest = text[1] if len(text) > 1 else ""
        words = rest.split()
        if words[:1] == ["clore"] and len(words) == 2:
            result = await self.desk.close(words[1], await self.bot.actor(where, user))
            await self._after_close(where, result)
            return
        pieces = [p.strip() for p in rest.split("|")]
        head = pieces[0].split() if pieces else []
        if len(pieces) != 3 or len(head) != 2:
            await self.bot.out.send(where, escape(USAGE))
            return
        incident_id, minutes = head
        # Directorship is looked up even for the incident's owner: only a director polls (16B1b).
        actor = await self.bot.actor(where, user)
        target = self.poll_chat if self.poll_chat is not None else where.chat_id
        result = await self.desk.start(
            incident_id, actor, f"telegram:{target}", pieces[2], pieces[1].split(","), minutes
        )
        if result.refused or result.poll is None:
            await self.bot.out.send(where, escape(result.message or "Sondage refusé."))
            return
        try:
            await self._post(target, result.poll)
        except Exception as error:  # also a reply the library cannot read (issue 23, R7)
            log.warning("poll %s not posted: %s", result.poll.id, error)
            await self.desk.close(result.poll.id, actor)
            await self.bot.out.send(
                where,
                "Le sondage n'a pas pu être publié : il est annulé. Si une partie est déjà apparue "
                "dans le groupe, supprimez-la à la main, puis relancez /sondage.",
            )
            return
        await self.bot.out.send(where, escape(f"Sondage n°{result.poll.id} publié. {result.message}"))

    async def _post(self, chat_id: int, poll: Poll) -> None:
        bot = self.bot.out.bot
        await bot.send_message(
            chat_id, f"Consultation de l'arbitre (sondage n°{poll.id}, anonyme)\n\n{poll.text}"
        )
        options = list(poll.options)
        # Anonymous; a player may change his answer until the deadline; only the group's members vote.
        common = {"is_anonymous": True, "allows_revoting": True, "members_only": True}
        consider = await bot.send_poll(chat_id, CONSIDER, options, allows_multiple_answers=True, **common)
        select = await bot.send_poll(chat_id, SELECT, options, **common)
        await self.desk.set_platform_ref(poll.id, _ref(chat_id, consider, select))

    # --- counts and deadline ----------------------------------------------------------------

    async def on_poll(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        native = update.poll
        if native is None:
            return
        poll = await self.desk.by_native_id(native.id)
        parts = _parts(await self.desk.platform_ref(poll.id)) if poll else None
        if poll is None or parts is None:
            return
        counts = [option.voter_count for option in native.options]
        if native.id == parts[2]:  # « envisageriez sérieusement » : several answers per voter
            await self.desk.record_counts(poll.id, considered=counts)
        else:  # « choisiriez » : one answer per voter, so its voters are the players consulted
            await self.desk.record_counts(poll.id, selected=counts, voters=native.total_voter_count)

    async def close_due(self) -> int:
        results = await self.desk.due()
        for result in results:
            await self._after_close(None, result)
        return len(results)

    async def _after_close(self, where: Any, result: PollResult) -> None:
        if result.refused or result.poll is None:
            if where is not None:
                await self.bot.out.send(where, escape(result.message or "Refusé."))
            return
        parts = _parts(await self.desk.platform_ref(result.poll.id))
        bot = self.bot.out.bot
        if parts is not None:
            chat_id, consider_msg, _, select_msg, _ = parts
            for message_id in (consider_msg, select_msg):
                try:
                    await bot.stop_poll(chat_id, message_id)
                except TelegramError as error:  # already stopped, or deleted by an admin
                    log.info("stopPoll %s: %s", message_id, error)
            try:
                await bot.send_message(chat_id, f"Sondage n°{result.poll.id} clos. {result.message}")
            except TelegramError as error:
                log.warning("poll result not posted: %s", error)
        if where is not None and (parts is None or where.chat_id != parts[0]):
            await self.bot.out.send(where, escape(result.message or ""))
