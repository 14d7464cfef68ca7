"""Online events on Telegram: /tournoi, /appel, /appels, and the « Je prends » / « Réglé » buttons.

A director opens the event in the players' group, naming the directors' group by its id (or
none: the calls are posted in the same group). A player's /appel is posted in the directors'
group with three buttons; the caller's group is told who is coming and, when the call is closed,
the ruling of the incident opened from it. The buttons carry only the call's id
(`c:<id>:take`), so they work after a restart; the call desk (bot/events/desk.py) decides who wins a
race and keeps everything in the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from html import escape

from telegram import Update, User

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.board import TelegramBoardSink, TelegramPlayersSink
from bot.adapters.telegram.calls_render import call_html, call_keyboard
from bot.adapters.telegram.out import Where
from bot.adapters.telegram.queue_calls import CallPosting
from bot.adapters.telegram.queue_choice import EventChoice
from bot.adapters.telegram.queue_events import EventCommands
from bot.adapters.telegram.queue_host import QueueHost
from bot.adapters.telegram.queue_take import CallTaking
from bot.adapters.telegram.settings import BOARD
from bot.events.board import Bucket, LiveBoard, shown_to_players
from bot.events.desk import CallDesk, waiting_text

log = logging.getLogger("arbitre.telegram.queue")

REMINDER_PERIOD = 30.0  # seconds between two looks at the waiting calls


class CallQueue(EventCommands, CallPosting, CallTaking, EventChoice):
    """The queue's handlers for one TelegramBot (its outbox, engine and directors' check)."""

    def __init__(self, bot: QueueHost, clock: Callable[[], float] = time.time) -> None:
        self.bot = bot
        self.clock = clock
        self._desk: CallDesk | None = None
        self._board: LiveBoard | None = None
        self._players_board: LiveBoard | None = None
        self._started = False
        self._started_at: float | None = None
        self._reminders: asyncio.Task[None] | None = None
        self._posts: set[asyncio.Task[None]] = set()  # calls on their way to the directors
        self._post_locks: dict[int, asyncio.Lock] = {}
        self._post_buckets: dict[int, Bucket] = {}
        self.reminder_period = REMINDER_PERIOD
        self._choices = {}  # commands waiting for their event (bot/adapters/telegram/queue_choice.py)

    @property
    def desk(self) -> CallDesk:
        if self._desk is None:
            self._desk = CallDesk(self.bot.engine.store, clock=self.clock)
        return self._desk

    @property
    def board(self) -> LiveBoard | None:
        """The events' live boards (issue 22 §3), unless calls are posted one message each."""
        if self.bot.settings.call_layout != BOARD:
            return None
        if self._board is None:
            self._board = LiveBoard(self.desk, TelegramBoardSink(self.bot.out), clock=self.clock)
            # The players' board: the callers' answer, one message for the whole event (an event
            # whose players and directors share a group has the directors' board only).
            self._players_board = LiveBoard(
                self.desk,
                TelegramPlayersSink(self.bot.out),
                chat_of=lambda t: t.chat,
                mark=shown_to_players,
                applies=lambda t: t.chat != t.directors_chat,
                clock=self.clock,
            )
        return self._board

    def touch(self, tournament_id: str | None) -> None:
        """Redraw the event's boards (its calls, or its chats, changed)."""
        self._touch(tournament_id)

    def _touch(self, tournament_id: str | None) -> None:
        if self.board is not None and tournament_id is not None:
            self.board.touch(tournament_id)
            if self._players_board is not None:
                self._players_board.touch(tournament_id)

    # --- lifecycle -------------------------------------------------------------------

    def start(self) -> None:
        """The reminders' loop, and the announcement of calls stored but never announced (R2),
        from post_init."""
        if self._started:
            return
        self._started = True
        self._started_at = self.clock()
        self.bot.engine.ruled_hooks.append(self.send_owed_rulings)  # T10: a ruling owed to a caller
        # With a board, a waiting call's wait is on the board (⏰ past the event's threshold): no
        # reminder message.
        if self.board is not None:
            self.board.start()
        else:
            self._reminders = asyncio.get_running_loop().create_task(self._remind_loop())
        self._background(self._resume_logged())

    async def _resume_logged(self) -> None:
        try:
            await self.resume()
        except Exception:  # a background task: the calls stay stored, /appels lists them
            log.exception("announcing the stored calls at start-up failed")

    async def stop(self) -> None:
        if self._posts:  # the calls already answered reach the directors before the bot stops
            _, late = await asyncio.wait(list(self._posts), timeout=10)
            for task in late:  # still waiting for a chat's flood limit: announced at the next start
                task.cancel()
            if late:
                await asyncio.wait(late)
        task, self._reminders = self._reminders, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        for board in (self._board, self._players_board):
            if board is not None:
                await board.stop()

    async def _remind_loop(self) -> None:
        while True:
            await asyncio.sleep(self.reminder_period)
            try:
                await self.remind_once()
            except Exception:  # a bad turn must not stop the reminders for good
                log.exception("reminder turn failed")

    async def remind_once(self) -> int:
        """A reminder for each call waiting past its event's threshold; each only once (the desk
        marks it in the same step, so not twice across a restart either)."""
        due = await self.desk.due_reminders()
        for tournament, call in due:
            target = Where.from_key(tournament.directors_chat)
            if target is None:
                continue
            text = (
                f"⏰ Rappel : la table {escape(call.table)} attend un arbitre depuis "
                f"{waiting_text(call, self.clock())}.\n\n{call_html(call, tournament, self.clock())}"
            )
            await self.bot.out.send(target, tr.clip(text, tr.MAX_MESSAGE), call_keyboard(call))
        return len(due)

    # --- commands --------------------------------------------------------------------

    @staticmethod
    def _parsed(update: Update) -> tuple[Where, User] | None:
        message = update.effective_message
        if message is None or update.effective_user is None:
            return None
        return Where.of(message), update.effective_user
