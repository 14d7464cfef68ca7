"""The Telegram adapter, on python-telegram-bot 22: parse updates, ask the engine, render.

It never decides bridge: a command or a button press becomes an engine Action with an
Actor (« is_director » is the adapter's judgement: TELEGRAM_DIRECTOR_IDS, or the group's
administrators); the engine refuses what must be refused and the refusal is shown as a
short French alert. The rest is split by concern:

    incident_commands.py  /arbitre and the topics, /incidents, /retour, /abandon, /note
    score_commands.py     /loi, /marque, /donne, /position, the worksheet's buttons
    presses.py            the incident's buttons as engine actions
    render.py  layout: HTML, keyboards, callback data (pure)
    out.py     sending: messages, edits, alerts, where an incident stands
    http.py    the library's transport, unparsable updates skipped, flood control, update order
    live.py    groups: one live message per incident, « Répondre en privé »
    queue*.py  online events: /tournoi, /appel, /appels and the calls' buttons
    board.py   the events' live boards (directors' and players' groups)
    delivery.py  updates confirmed to Telegram only once handled (at least once)
    settings.py  the environment's settings; the token kept out of messages

The store is opened in post_init and closed in post_shutdown (run_polling and run_webhook
stop on SIGTERM and SIGINT).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any

from telegram import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    Message,
    Update,
    User,
)
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bot import logs
from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.chats import ChatGuard
from bot.adapters.telegram.deals import TelegramDeals
from bot.adapters.telegram.delivery import (
    AwaitingQueue,
    ConfirmingProcessor,
    ConfirmingUpdatesRequest,
    UpdateLedger,
)
from bot.adapters.telegram.described import Describing
from bot.adapters.telegram.http import Request, ResilientRateLimiter
from bot.adapters.telegram.incident_commands import IncidentCommands
from bot.adapters.telegram.linked import LinkedIncidents
from bot.adapters.telegram.out import Outbox, Where
from bot.adapters.telegram.polls import TelegramPolls
from bot.adapters.telegram.presses import Presses
from bot.adapters.telegram.queue import CallQueue
from bot.adapters.telegram.score_commands import ScoreCommands
from bot.adapters.telegram.settings import Settings
from bot.events.tournaments import same_chat
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor

log = logging.getLogger("arbitre.telegram")

ALLOWED_UPDATES = ["message", "callback_query", "poll"]  # a migration is a message


class TelegramBot(IncidentCommands, ScoreCommands, Presses, LinkedIncidents, Describing):
    """The handlers; `build()` returns the python-telegram-bot Application."""

    def __init__(self, settings: Settings, open_engine: Callable[[], Awaitable[Engine]]) -> None:
        self.settings = settings
        self._open_engine = open_engine
        self._engine: Engine | None = None
        self._admins: dict[int, tuple[float, frozenset[int]]] = {}
        self.app: Application[Any, Any, Any, Any, Any, Any] | None = None
        self.out = Outbox(lambda: self.app.bot if self.app else None, self._players_of_open_event)
        self.calls = CallQueue(self)
        self._init_live()
        self.polls = TelegramPolls(self, settings.poll_chat)
        self.deals = TelegramDeals(self)
        self._counts: set[asyncio.Task[None]] = set()  # claim counts running on their own (tester24 P11)
        self._marked: dict[tuple[str, int], int] = {}  # ops35: a double press on a quick mark is refused

    async def _players_of_open_event(self, where: Where) -> bool:
        """Whether `where` is the players' group of an open online event (no cards shown there, W9)."""
        if self._engine is None:
            return False
        current = await self.calls.desk.current(where.key)
        return current is not None and same_chat(where.key, current.chat)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            raise RuntimeError("engine not opened (post_init has not run)")
        return self._engine

    # --- lifecycle -------------------------------------------------------------------

    def build(self) -> Application[Any, Any, Any, Any, Any, Any]:
        s = self.settings
        builder = (
            Application.builder()
            .token(s.token)
            .rate_limiter(
                ResilientRateLimiter(limit=s.rate_limit, max_retries=s.max_retries, retry_delay=s.retry_delay)
            )
            .post_init(self.post_init)
            .post_stop(self.post_stop)
            .post_shutdown(self.post_shutdown)
            # The builder's default transport, with the process's one TLS context (http.py).
            .request(Request(connection_pool_size=s.connections))
        )
        # At least once (issue 22 R2): an update is confirmed only once handled (delivery.py).
        if s.webhook_url:
            queue = AwaitingQueue()
            builder = builder.update_queue(queue).concurrent_updates(
                ConfirmingProcessor(s.max_concurrent_updates, queue)
            )
        else:
            ledger = UpdateLedger()
            builder = builder.get_updates_request(ConfirmingUpdatesRequest(ledger)).concurrent_updates(
                ConfirmingProcessor(s.max_concurrent_updates, ledger)
            )
        if s.base_url:
            builder = builder.base_url(s.base_url).base_file_url(s.file_url())
        app = builder.build()
        ChatGuard(self).install(app)  # before every handler: anonymous senders, chat migrations
        topics = tr.topic_commands()
        # Presses first: nine in ten updates, and no command handler can take them.
        app.add_handler(CallbackQueryHandler(self.on_press))
        app.add_handler(CommandHandler(["start", "aide", "help"], self.cmd_help))
        app.add_handler(CommandHandler("arbitre", self.cmd_arbitre))
        if topics:
            app.add_handler(CommandHandler(list(topics), self.cmd_topic))
        app.add_handler(CommandHandler("loi", self.cmd_law))
        app.add_handler(CommandHandler("marque", self.cmd_score))
        app.add_handler(CommandHandler("incidents", self.cmd_incidents))
        app.add_handler(CommandHandler("retour", self.cmd_back))
        app.add_handler(CommandHandler("annuler", self.cmd_abandon))
        self.polls.install(app)
        app.add_handler(CommandHandler("note", self.cmd_note))
        app.add_handler(CommandHandler("donne", self.cmd_deal))
        app.add_handler(CommandHandler("deuxieme", self.cmd_second))
        app.add_handler(CommandHandler("suites", self.cmd_suites))
        app.add_handler(CommandHandler("dossier", self.cmd_dossier))
        app.add_handler(CommandHandler("position", self.cmd_position))
        self.deals.install(app)
        app.add_handler(CommandHandler("tournoi", self.calls.cmd_tournoi))
        app.add_handler(CommandHandler("appel", self.calls.cmd_appel))
        app.add_handler(CommandHandler("appels", self.calls.cmd_appels))
        app.add_handler(CommandHandler("id", self.calls.cmd_id))
        app.add_handler(MessageHandler(filters.COMMAND, self.on_unknown_command))
        # A reply to « écrivez le fait à noter » (ForceReply), in a group or in private.
        app.add_handler(MessageHandler(filters.REPLY & filters.TEXT, self.on_reply))
        app.add_handler(MessageHandler(filters.ChatType.PRIVATE & filters.TEXT, self.on_text))
        app.add_error_handler(self.on_error)
        self.app = app
        return app

    async def post_init(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        if self._engine is None:
            self._engine = await self._open_engine()
        # One clear French line at start (issue 14 §2), plain on stderr, INFO in the JSON log (G21).
        logs.started(
            log,
            f"Arbitre démarre sur Telegram : bot @{getattr(app.bot, 'username', None) or '?'}, "
            f"données {self._engine.store.path}, règlement {self._engine.regulation}.",
        )
        self.calls.start()
        commands = [BotCommand(name, text) for name, text in tr.command_list()]
        for scope in (BotCommandScopeAllPrivateChats(), BotCommandScopeAllGroupChats()):
            try:
                await app.bot.set_my_commands(commands, scope=scope)
            except TelegramError as error:  # the bot works without its menu
                log.warning("setMyCommands failed: %s", error)
        self.polls.start()

    async def post_stop(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        await self.stop_counts()
        await self.polls.stop()
        await self.calls.stop()
        await self._flush_mirrors()

    async def post_shutdown(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        await self.calls.stop()  # again (idempotent): never a reminder on a closed store
        if self._engine is not None:
            engine, self._engine = self._engine, None
            await engine.store.close()

    # --- who acts ----------------------------------------------------------------------

    def forget_chat(self, chat_id: int) -> None:
        """A group that became a supergroup: its administrators and live messages are the new
        chat's now (chats.py)."""
        self._admins.pop(chat_id, None)
        for incident_id, (where, _) in list(self._live_ids.items()):
            if where.chat_id == chat_id:
                del self._live_ids[incident_id]

    async def is_director(self, where: Where, user_id: int) -> bool:
        if user_id in self.settings.director_ids:
            return True
        if not where.is_group or not self.settings.admins_are_directors:
            return False
        now = time.monotonic()
        cached = self._admins.get(where.chat_id)
        if cached is None or cached[0] < now:
            try:
                members = await self.out.bot.get_chat_administrators(where.chat_id)
            except TelegramError as error:
                log.warning("getChatAdministrators(%s) failed: %s", where.chat_id, error)
                return False
            cached = (now + self.settings.admin_cache_seconds, frozenset(m.user.id for m in members))
            self._admins[where.chat_id] = cached
        return user_id in cached[1]

    async def actor(
        self, where: Where, user: User, owner_id: str | None = None, *, directing: bool = False
    ) -> Actor:
        """The Actor; directorship is looked up when the user is not the owner, or when the action
        is a director's alone (`directing`: a score, a deal, a follow-up, issue 30 T1)."""
        actor_id = f"telegram:{user.id}"
        director = (directing or actor_id != owner_id) and await self.is_director(where, user.id)
        return Actor(actor_id, user.full_name or user.username or str(user.id), director)

    # --- commands ----------------------------------------------------------------------

    @staticmethod
    def _message(update: Update) -> tuple[Message, Where, User] | None:
        message = update.effective_message
        if message is None or update.effective_user is None:
            return None
        return message, Where.of(message), update.effective_user

    async def redo_choice(self, where: Where, user: User, payload: dict[str, Any], key: str) -> None:
        """A command that waited for « which event? » across a restart (queue_choice.py): an incident
        opened in the group, or a deal import, run now for the event chosen."""
        if payload.get("kind") == "incident":
            topic, words, description = (payload.get(k) for k in ("topic", "words", "description"))
            await self._open_for(
                where,
                user,
                None,
                str(topic) if topic else None,
                str(words) if words is not None else None,
                str(description) if description is not None else None,
                key,
            )
        elif payload.get("kind") == "donnes":
            await self.deals.redo(where, user, payload, key)

    async def cmd_help(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        relay = tk.decode_relay((context.args or [""])[0])
        if relay is not None and not parsed[1].is_group:
            await self._relay_start(parsed[1], parsed[2], relay)
            return
        await self.out.send_all(parsed[1], tp.help_messages())

    async def on_unknown_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        message, where, _ = parsed
        word = (message.text or "").split()[0] if message.text else ""
        if where.is_group and f"@{context.bot.username}".lower() not in word.lower():
            return  # another bot's command, or one not meant for us
        await self.out.send(where, f"Commande inconnue : {escape(word)}. /aide pour la liste des commandes.")

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Plain text in a private chat describes an incident (issue 31 §3)."""
        await self.described_in_private(update, context)

    # --- errors ------------------------------------------------------------------------

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        log.error("update %s failed", getattr(update, "update_id", "?"), exc_info=context.error)
        if not isinstance(update, Update):
            return
        if update.callback_query is not None:
            await self.out.answer(update.callback_query, "Erreur inattendue : rien n'est perdu, réessayez.")
        elif update.effective_message is not None:
            await self.out.send(
                Where.of(update.effective_message),
                "Erreur inattendue : ce qui était enregistré est conservé. Réessayez ou /incidents.",
            )
