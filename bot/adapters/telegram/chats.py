"""Who writes, and where the chat went (issue 30 T5, T4).

Anonymous senders. A message posted « as a channel » reaches a bot from Telegram's Channel_Bot (the
same user for every channel), and one from an anonymous group administrator from
GroupAnonymousBot: the author is only in `sender_chat`. Every such person would be the same Actor,
and none can be recognised as a director, so Arbitre refuses them on incidents and events with a
French message (help and the laws stay open to them).
https://core.telegram.org/bots/api#message (sender_chat)

Groups upgraded to supergroups. When a group becomes a supergroup (an administrator turns on a
public link, visible history or topics, or it nears 200 members) its chat id changes; Telegram
posts `migrate_to_chat_id` in the old chat and `migrate_from_chat_id` in the new one. Either
message moves the group's events, calls and incidents to the new id in one transaction
(bot/events/moves.py), on the players' side and on the directors' side.
https://core.telegram.org/bots/api#message (migrate_to_chat_id)
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from telegram import Message, Update
from telegram.ext import ApplicationHandlerStop, ContextTypes, MessageHandler, filters

from bot.adapters.telegram.out import Outbox, Where
from bot.events.desk import CallDesk
from bot.events.moves import move_chat
from bot.incidents.engine import Engine

log = logging.getLogger("arbitre.telegram")

CHANNEL_BOT = 136817688  # Telegram's « Channel_Bot »: the sender of every message posted as a channel
ANONYMOUS_ADMIN = 1087968824  # « GroupAnonymousBot »: the sender of an anonymous administrator's message
OPEN_TO_ANYONE = frozenset({"start", "aide", "help", "loi"})  # reading only: nothing is recorded

ANONYMOUS_REFUSED = (
    "Arbitre ne répond pas aux messages envoyés au nom d'une chaîne ou d'un groupe (administrateur "
    "anonyme) : ils arrivent tous sous une même identité, qui ne dit pas qui agit. Écrivez en votre "
    "nom pour ouvrir un incident, le compléter ou appeler l'arbitre. Rien n'a été enregistré."
)


def anonymous(message: Message) -> bool:
    """Sent on behalf of a chat (a channel, or the group by an anonymous administrator)."""
    user = message.from_user
    return message.sender_chat is not None or (user is not None and user.id in (CHANNEL_BOT, ANONYMOUS_ADMIN))


def _command(message: Message, username: str | None) -> str | None:
    """The command word of a message meant for this bot (« marque », « note »…), else None."""
    text = message.text or ""
    if not text.startswith("/"):
        return None
    word, _, target = text.split()[0][1:].partition("@")
    if target and username and target.lower() != username.lower():
        return None  # another bot's command
    return word.lower()


class _Calls(Protocol):
    @property
    def desk(self) -> CallDesk: ...

    def touch(self, tournament_id: str | None) -> None: ...


class GuardHost(Protocol):
    """What the guard needs of the Telegram bot (handlers.py's TelegramBot)."""

    out: Outbox
    calls: _Calls

    @property
    def engine(self) -> Engine: ...

    def forget_chat(self, chat_id: int) -> None: ...


class ChatGuard:
    """Handlers run before all others (group -1): anonymous senders, and chat migrations."""

    def __init__(self, bot: GuardHost) -> None:
        self.bot = bot

    def install(self, app: Any) -> None:
        app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, self.on_migrate), group=-1)
        who = filters.SenderChat.ALL | filters.User([CHANNEL_BOT, ANONYMOUS_ADMIN])
        app.add_handler(MessageHandler(who, self.on_anonymous), group=-1)

    async def on_anonymous(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None or not anonymous(message):
            return
        word = _command(message, getattr(context.bot, "username", None))
        if word in OPEN_TO_ANYONE:
            return  # help and the laws: the usual handlers answer
        if word == "marque" and not _records(message):
            return  # the calculator alone (/marque LIGNE) records nothing
        prompt = message.reply_to_message
        to_us = prompt is not None and prompt.from_user is not None and prompt.from_user.id == context.bot.id
        if word is not None or to_us:
            await self.bot.out.send(Where.of(message), ANONYMOUS_REFUSED)
        raise ApplicationHandlerStop  # nothing else handles it

    async def on_migrate(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None:
            return
        if message.migrate_to_chat_id:  # posted in the old group
            old, new = message.chat.id, message.migrate_to_chat_id
        elif message.migrate_from_chat_id:  # posted in the new supergroup
            old, new = message.migrate_from_chat_id, message.chat.id
        else:
            return
        moved = await move_chat(self.bot.engine, self.bot.calls.desk, f"telegram:{old}", f"telegram:{new}")
        self.bot.forget_chat(old)
        for tournament_id in moved.tournaments:
            self.bot.calls.touch(tournament_id)
        if moved.any:
            log.warning(
                "Groupe %s devenu le supergroupe %s : %d tournoi(s), %d appel(s) et %d incident(s) suivent.",
                old,
                new,
                len(moved.tournaments),
                moved.calls,
                len(moved.incidents),
            )
        raise ApplicationHandlerStop


def _records(message: Message) -> bool:
    """/marque #N LIGNE records a score on an incident; /marque LIGNE only computes."""
    words = (message.text or "").split()
    return len(words) > 1 and words[1].startswith("#")
