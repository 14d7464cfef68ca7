"""The Telegram adapter, on python-telegram-bot 22: parse updates, ask the engine, render.

It never decides bridge: a command or a button press becomes an engine Action with an
Actor (« is_director » is the adapter's judgement: TELEGRAM_DIRECTOR_IDS, or the group's
administrators); the engine refuses what must be refused and the refusal is shown as a
short French alert. The rest is split by concern:

    render.py  layout: HTML, keyboards, callback data (pure)
    out.py     sending: messages, edits, alerts, where an incident stands
    http.py    the library's transport, unparsable updates skipped, flood control, update order
    live.py    groups: one live message per incident, « Répondre en privé »
    queue.py   online events: /tournoi, /appel, /appels and the calls' buttons
    board.py   the events' live boards (directors' and players' groups)
    delivery.py  updates confirmed to Telegram only once handled (at least once)
    settings.py  the environment's settings; the token kept out of messages

The store is opened in post_init and closed in post_shutdown (run_polling and run_webhook
stop on SIGTERM and SIGINT).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from html import escape
from typing import Any

from telegram import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    CallbackQuery,
    ForceReply,
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

import rules
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.chats import ChatGuard
from bot.adapters.telegram.deals import TelegramDeals, diagram_html
from bot.adapters.telegram.delivery import (
    AwaitingQueue,
    ConfirmingProcessor,
    ConfirmingUpdatesRequest,
    UpdateLedger,
)
from bot.adapters.telegram.described import Describing
from bot.adapters.telegram.http import ResilientRateLimiter
from bot.adapters.telegram.linked import LinkedIncidents
from bot.adapters.telegram.out import UNDO, Outbox, Where, place_of
from bot.adapters.telegram.polls import TelegramPolls
from bot.adapters.telegram.queue import CallQueue, decode_call
from bot.adapters.telegram.render import Press
from bot.adapters.telegram.settings import Settings
from bot.events.policy import event_regulation
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.described import retold
from bot.incidents.engine import Engine
from bot.incidents.incident import Action, Actor, Incident
from bot.incidents.render import topic_title
from bot.scores import offer as wk
from bot.scores.marque import marque_reply
from bot.scores.offer import deal_diagram, parse_deal
from rules.laws import lookup
from rules.model import RulesError

log = logging.getLogger("arbitre.telegram")

ALLOWED_UPDATES = ["message", "callback_query", "poll"]  # a migration is a message

INVALID_BUTTON = (
    "Ce bouton n'est pas valide (données inconnues ou altérées). Ouvrez un incident avec /arbitre."
)


class TelegramBot(LinkedIncidents, Describing):
    """The handlers; `build()` returns the python-telegram-bot Application."""

    def __init__(self, settings: Settings, open_engine: Callable[[], Awaitable[Engine]]) -> None:
        self.settings = settings
        self._open_engine = open_engine
        self._engine: Engine | None = None
        self._admins: dict[int, tuple[float, frozenset[int]]] = {}
        self.app: Application[Any, Any, Any, Any, Any, Any] | None = None
        self.out = Outbox(lambda: self.app.bot if self.app else None)
        self.calls = CallQueue(self)
        self._init_live()
        self.polls = TelegramPolls(self, settings.poll_chat)
        self.deals = TelegramDeals(self)

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
            .connection_pool_size(s.connections)
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
        # One clear French line at start, at WARNING so it shows at the default log level (issue 14 §2).
        log.warning(
            "Arbitre démarre sur Telegram : bot @%s, données %s, règlement %s.",
            getattr(app.bot, "username", None) or "?",
            self._engine.store.path,
            self._engine.regulation,
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

    async def cmd_help(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        relay = tr.decode_relay((context.args or [""])[0])
        if relay is not None and not parsed[1].is_group:
            await self._relay_start(parsed[1], parsed[2], relay)
            return
        await self.out.send_all(parsed[1], tr.help_messages())

    async def cmd_arbitre(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/arbitre: when, then what; /arbitre renonce opens that topic at once; /arbitre mots
        carte du mort (or any words) proposes the topics those words describe."""
        args = context.args or []
        wanted = (args[0] if args else "").lower().lstrip("/")
        topic = tr.topic_commands().get(wanted) or next((t for t in rules.topics() if t.id == wanted), None)
        if topic is not None or not args:
            # « /arbitre renonce le mort a renoncé »: that topic, and the facts the words state.
            await self._open(update, topic.id if topic else None, description=" ".join(args[1:]) or None)
            return
        await self._open(update, None, " ".join(args[1:] if wanted == "mots" else args))

    async def cmd_topic(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None or not message.text:
            return
        name = message.text.split()[0].lstrip("/").split("@")[0].lower()
        topic = tr.topic_commands().get(name)
        await self._open(update, topic.id if topic else None)

    async def _open(
        self, update: Update, topic: str | None, words: str | None = None, description: str | None = None
    ) -> None:
        """A new incident: at `topic`, or at the topics `words` describe; the words (or the
        `description` given with a topic) answer the questions whose facts they state (issue 31)."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        reply = await self.engine.open(
            await self.actor(where, user),
            where.key,
            topic,
            place=place_of(message),
            regulation=await event_regulation(self.engine.store, where.key),  # an event's chat: its own (F2)
            description=words if words is not None else description,
        )
        if words is not None and reply.incident is not None and not reply.refused and not reply.message:
            await self._show_found(where, reply.incident, words)
            return
        if self._is_live(where) and reply.incident is not None and not reply.refused:
            await self._show_live(where, reply.incident, reply.step)
            if reply.message:  # « Compris : … — ↩ Retour pour corriger »
                await self.out.send(where, escape(retold(reply.message, UNDO)))
            return
        await self.out.render(where, reply)

    async def open_described(self, update: Update, words: str) -> None:
        await self._open(update, None, words)

    async def _phase(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, judge: Where
    ) -> None:
        """« Pendant le jeu », « ↩ Quand ? »: the menu's other screen, in place; nothing recorded."""
        actor = await self.actor(judge, query.from_user, incident.owner_id)
        if not transition.may_act(incident, actor):
            await self.out.answer(
                query,
                f"Seul {incident.owner_name}, qui a ouvert l'incident #{incident.id}, ou un arbitre peut "
                "choisir le thème.",
            )
            return
        if incident.state is not inc.State.CHOOSING_TOPIC or press.version != incident.answers_version:
            await self.out.answer(
                query,
                f"Ce bouton n'est plus d'actualité (l'incident #{incident.id} a avancé). "
                f"La question en cours est {transition.current_question_text(incident)}.",
            )
            return
        await self.out.answer(query)
        chosen = tr.phase_topics(press.index or 0)
        if chosen is None:
            html, markup = tr.topic_menu_html(incident), tr.topic_keyboard(incident)
        else:
            html, markup = tr.topic_menu_html(incident, *chosen), tr.topic_keyboard(incident, chosen[1])
        assert query.message is not None
        await self.out.edit(where, query.message.message_id, html, markup)

    async def _hand_over(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, group: Where | None
    ) -> None:
        """« ➜ Thème … » under a ruling: that topic as a new incident, in one press."""
        topic = tr.find_topic(press.ref or "")
        actor = await self.actor(group or where, query.from_user, incident.owner_id)
        reply = await self.engine.hand_over(incident.id, actor, topic.id if topic else "?")
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        target = group or where
        if self._is_live(target):
            await self.out.send(target, escape(reply.message or ""))
            await self._show_live(target, reply.incident, reply.step, None, actor.name)
            return
        await self.out.render(where, reply)

    async def cmd_law(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        where = parsed[1]
        text = " ".join(context.args or [])
        if not text:
            await self.out.send(where, "Indiquez le numéro de la loi : /loi 64 ou /loi 64A1.")
            return
        try:
            await self.out.send_all(where, tr.law_html(lookup(text)))
        except RulesError as error:
            await self.out.send(where, escape(str(error)))

    async def cmd_score(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/marque 420:60,-50:40: the weighted adjusted score, shared with the other chat adapters."""
        if (parsed := self._message(update)) is None:
            return
        args = context.args or []
        if args and args[0].startswith("#"):  # /marque #12 ligne: recorded with incident 12
            await self._record_score(parsed[1], parsed[2], args[0][1:], " ".join(args[1:]))
            return
        text, _ = marque_reply(" ".join(args), self.engine.regulation)
        await self.out.send_all(parsed[1], tr.plain_html(text))

    async def _record_score(
        self, where: Where, user: User, incident_id: str, line: str, version: int | None = None
    ) -> bool:
        found = await self.engine.store.get(incident_id) if incident_id.isdigit() else None
        group = self._relayed_group(where, found)
        if found is None or (found.chat != where.key and group is None):
            await self.out.send(where, f"Aucun incident #{escape(incident_id)} dans cette discussion.")
            return False
        actor = await self.actor(group or where, user, found.owner_id, directing=True)
        reply = await self.engine.act(found.id, actor, inc.score(line, version))
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Marque refusée."))
            return False
        await self.out.send_all(where, [tr.recorded_html(reply.incident)])
        return True

    async def cmd_deal(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/donne [#N] 12 table=3 ns=4 eo=11: the board, table and pairs, for the scorer's sheet."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        number = args.pop(0) if args and args[0].startswith("#") else None
        try:
            fields = parse_deal(" ".join(args))
        except RulesError as error:
            await self.out.send(where, escape(str(error)))
            return
        target = await self._current(where, user, number)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, target.owner_id, directing=True)
        reply = await self.engine.act(target.id, actor, inc.deal(**fields))
        if reply.refused or reply.incident is None or reply.incident.deal is None:
            await self.out.send(where, escape(reply.message or "Refusé."))
            return
        text = f"📋 Incident #{escape(target.id)} : {escape(reply.incident.deal.text)}."
        if reply.message:
            text += "\n" + escape(reply.message)
        if (diagram := deal_diagram(reply.incident)) is not None:
            text += "\n" + diagram_html(diagram)
        await self.out.send(where, text)

    async def cmd_position(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/position [#N] rev=S atout=♠ main=S cartes=N:… ligne=…: the cards at a claim; Arbitre
        counts the tricks (off the event loop) and proposes the count at the question."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        number = args.pop(0) if args and args[0].startswith("#") else None
        target = await self._current(where, user, number)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, target.owner_id)
        reply = await self.engine.claim_position(target.id, actor, " ".join(args))
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Refusé."))
            return
        await self.out.render(where, reply)

    async def _worksheet_press(
        self, query: CallbackQuery, where: Where, incident: Incident, press: Press, group: Where | None
    ) -> None:
        """A quick choice (60/40 …, the revoke's corrected result) or « Suites de la décision »."""
        actor = await self.actor(group or where, query.from_user, incident.owner_id, directing=True)
        if press.kind == "f":
            reply = await self.engine.follow_up(incident.id, actor)
            if reply.refused or reply.incident is None:
                await self.out.answer(query, reply.message or "Action impossible.")
                return
            await self.out.answer(query)
            target = group or where
            await self.out.send(target, escape(reply.message or ""))
            if self._is_live(target):
                await self._show_live(target, reply.incident, reply.step, None, actor.name)
            else:
                await self.out.render(target, reply)
            return
        step, _ = transition.safe_step(incident)
        line = wk.quick_line(press.index or 0, step.ruling if step is not None else None)
        if line is None:
            await self.out.answer(query, INVALID_BUTTON)
            return
        reply = await self.engine.act(incident.id, actor, inc.score(line, press.version))
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        await self.out.send_all(group or where, [tr.recorded_html(reply.incident)])

    async def cmd_incidents(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._message(update)) is None:
            return
        where = parsed[1]
        found = await self.engine.store.list(chat=where.key, limit=15)
        await self.out.send_all(where, tr.incidents_html(found))

    async def cmd_back(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await self._act_on_current(update, context, inc.back)

    async def cmd_abandon(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await self._act_on_current(update, context, inc.abandon)

    async def cmd_note(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/note texte: a fact recorded on this chat's current incident (the terminal's `n texte`)."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        words = (message.text or "").split(maxsplit=1)
        text = words[1].strip() if len(words) > 1 else ""
        if not text:
            await self.out.send(
                where,
                "La note est vide : /note suivi du fait à consigner (table, étui, contrat, positions…).",
            )
            return
        target = await self._current(where, user, None)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        await self._record_note(where, user, target.id, text)

    async def _record_note(
        self, where: Where, user: User, incident_id: str, text: str, judge: Where | None = None
    ) -> None:
        """Record the note; `judge` is where directorship is looked up (the incident's group when
        the note comes from « Répondre en privé »)."""
        shown = await self.engine.peek(incident_id)
        if shown.incident is None:
            await self.out.send(where, escape(shown.message or "Incident introuvable."))
            return
        actor = await self.actor(judge or where, user, shown.incident.owner_id)
        reply = await self.engine.act(incident_id, actor, inc.note(text))
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Note refusée."))
            return
        count = len(reply.incident.notes)
        await self.out.send(
            where, f"📝 Fait noté sur l'incident #{escape(incident_id)} ({count} note(s) ; /incidents)."
        )

    async def on_reply(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A reply to a note prompt records the note; any other reply is plain text."""
        if (parsed := self._message(update)) is None:
            return
        message, where, user = parsed
        prompt = message.reply_to_message
        mine = prompt is not None and prompt.from_user is not None and prompt.from_user.id == context.bot.id
        if mine and prompt is not None and where.is_group:
            if await self.calls.reply_call(where, user, prompt.text, message.text or "", update.update_id):
                return
        if (
            mine
            and prompt is not None
            and await self.described_in_reply(where, user, prompt.text, message.text or "")
        ):
            return
        incident_id = tr.note_prompt_incident(prompt.text) if mine and prompt is not None else None
        if incident_id is None:
            if not where.is_group:
                await self.on_text(update, context)
            return
        found = await self.engine.store.get(incident_id)
        group = self._relayed_group(where, found)  # « Répondre en privé »: judged as in the group
        if found is None or (found.chat != where.key and group is None):
            await self.out.send(
                where, "Cette demande de note ne correspond à aucun incident de cette discussion."
            )
            return
        await self._record_note(where, user, incident_id, message.text or "", group)

    async def _ask_note(self, query: CallbackQuery, where: Where, incident: Incident, judge: Where) -> None:
        """« 📝 Noter un fait »: ask for the text with a ForceReply aimed at the presser."""
        actor = await self.actor(judge, query.from_user, incident.owner_id)
        if actor.id != incident.owner_id and not actor.is_director:
            await self.out.answer(
                query,
                f"Seul {incident.owner_name}, qui a ouvert l'incident #{incident.id}, ou un arbitre peut "
                "y noter un fait.",
            )
            return
        await self.out.answer(query)
        html = tr.note_prompt_html(incident, query.from_user.id, actor.name)
        try:
            await self.out.bot.send_message(
                where.chat_id,
                html,
                parse_mode="HTML",
                message_thread_id=where.thread_id,
                reply_markup=ForceReply(selective=True, input_field_placeholder="Fait à noter"),
            )
        except TelegramError as error:
            log.error("note prompt to %s failed: %s", where.key, error)

    async def _act_on_current(
        self, update: Update, context: ContextTypes.DEFAULT_TYPE, make: Callable[[int | None], Action]
    ) -> None:
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        target = await self._current(where, user, (context.args or [None])[0])
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, target.owner_id)
        reply = await self.engine.act(target.id, actor, make(target.answers_version))
        known = self._live_ids.get(target.id)
        if self._is_live(where) and not reply.refused and reply.incident is not None:
            # The live message changes in place when this process knows it, else a new one.
            message_id = known[1] if known is not None and known[0] == where else None
            await self._show_live(where, reply.incident, reply.step, message_id, actor.name)
            return
        await self.out.render(where, reply)

    async def _current(self, where: Where, user: User, number: str | None) -> Incident | str:
        """The incident a /retour or /annuler is about, or a French explanation."""
        if number is not None:
            number = number.lstrip("#")
            found = await self.engine.store.get(number) if number.isdigit() else None
            if found is None or found.chat != where.key:
                return f"Aucun incident #{number} dans cette discussion. /incidents pour la liste."
            return found
        candidates = await self.engine.store.list(chat=where.key, open_only=True, limit=20)
        mine = [i for i in candidates if i.owner_id == f"telegram:{user.id}"]
        if mine:
            return mine[0]
        if candidates and await self.is_director(where, user.id):
            return candidates[0]
        return "Aucun incident en cours pour vous dans cette discussion. /arbitre pour en ouvrir un."

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

    # --- buttons -----------------------------------------------------------------------

    async def on_press(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None:
            return
        call = decode_call(query.data)
        if call is not None:
            await self.calls.press(query, *call)
            return
        press = tr.decode(query.data)
        if press is None or query.message is None:
            await self.out.answer(query, INVALID_BUTTON)
            return
        where = Where.of(query.message)
        shown = await self.engine.peek(press.incident_id)
        before = shown.incident
        group = self._relayed_group(where, before)
        if before is None or (before.chat != where.key and group is None):
            await self.out.answer(query, INVALID_BUTTON if before is not None else shown.message)
            return
        if press.kind == "h":
            await self._help(query, where, before, press)
            return
        if press.kind == "p":
            await self._phase(query, where, before, press, group or where)
            return
        if press.kind == "o":
            await self._hand_over(query, where, before, press, group)
            return
        if press.kind in ("s", "f"):
            await self._worksheet_press(query, where, before, press, group)
            return
        if press.kind == "n":  # in private on a group's incident: judged as in the group
            await self._ask_note(query, where, before, group or where)
            return
        if press.kind == "d":  # issue 29 §2: a second irregularity on this board
            await self.second_press(query, where, before, group)
            return
        action, question = self._action(before, press)
        # A press in private on a group's incident (« Répondre en privé ») is judged as in the group.
        actor = await self.actor(group or where, query.from_user, before.owner_id)
        reply = await self.engine.act(before.id, actor, action)
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        message_id = query.message.message_id
        after = reply.incident
        if group is not None or self._is_live(where):
            option = (
                question.options[press.index or 0] if press.kind == "a" and question is not None else None
            )
            ruled = shown.step if shown.step is not None and shown.step.ruling is not None else None
            answered = (question, option) if option is not None and ruled is not None else None
            by = actor.name if where.is_group or group is not None else None
            if reply.message:  # facts received from the first irregularity: said, never silent
                await self.out.send(group or where, escape(reply.message))
            if group is not None:  # in private: this chat goes on at once, the group follows
                await self._show_live(where, after, reply.step, message_id, by, answered, ruled, link=False)
                self._mirror(group, after, reply.step, by, answered, ruled)
            else:
                await self._show_live(where, after, reply.step, message_id, by, answered, ruled)
            if reply.message:  # the answers a description gave: « Compris : … »
                await self.out.send(where, escape(retold(reply.message, UNDO)))
            return
        if press.kind == "a" and question is not None and shown.step is not None:
            option = question.options[press.index or 0]
            by = actor.name if where.is_group else None
            await self.out.edit(where, message_id, tr.answered_html(before, shown.step, question, option, by))
            if shown.step.ruling is not None and reply.step is not None and reply.step.ruling is not None:
                if reply.step.ruling == shown.step.ruling and reply.step.optional is None:
                    # The follow-up declined: the ruling above stands, no need to send it again.
                    await self.out.send(where, tr.unchanged_html(after), tr.ruling_keyboard(after))
                    return
        elif press.kind == "t":
            await self.out.edit(
                where,
                message_id,
                f"<b>Incident #{after.id}</b> — thème : <b>{escape(topic_title(after.topic))}</b>",
            )
        else:
            await self.out.strip_buttons(where, message_id)
        await self.out.render(where, reply)

    @staticmethod
    def _action(incident: Incident, press: Press) -> tuple[Action, Any]:
        """The action a press asks for. What does not resolve is still handed to the engine,
        which refuses it with the right French reason (old button, wrong question...)."""
        if press.kind == "t":
            topic = tr.find_topic(press.ref or "")
            return inc.choose_topic(topic.id if topic else "?", press.version), None
        if press.kind == "a":
            question = tr.find_question(incident.topic, press.ref or "")
            if question is None:
                return inc.answer("?", "?", press.version), None
            index = press.index or 0
            if index >= len(question.options):
                return inc.answer(question.id, "?", press.version), None
            return inc.answer(question.id, question.options[index].value, press.version), question
        if press.kind == "b":
            return inc.back(press.version), None
        return inc.abandon(press.version), None

    async def _help(self, query: CallbackQuery, where: Where, incident: Incident, press: Press) -> None:
        question = tr.find_question(incident.topic, press.ref or "")
        if question is None:
            await self.out.answer(query, INVALID_BUTTON)
        elif len(question.help) <= tr.MAX_ALERT:
            await self.out.answer(query, question.help)
        else:
            await self.out.answer(query)
            await self.out.send(where, tr.help_html(question))

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
