"""A session's deals on Telegram (issue 32): a PBN file sent to the bot, `/donnes` with a BBO link,
a LIN string or a typed deal, and `/dd` for the double dummy of an incident's board.

    (a .pbn or .lin document sent by a director)      the session's boards, for this chat's incidents
    /donnes 5 https://www.bridgebase.com/tools/handviewer.html?lin=…
    /donnes 5 N:AK7.QJ2.T98.6543 …
    /donnes                                           the last imports of this chat
    /dd [#12] [S 4♠, O 3SA]                           DD table and par; the contracts' tricks

Importing is a director's act: anyone else is told so and nothing is stored. A file is refused
from its announced size before it is downloaded (Telegram gives bots files up to 20 MB).
"""

from __future__ import annotations

import logging
from html import escape
from typing import Any

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import CommandHandler, ContextTypes, MessageHandler, filters

from bot.incidents.deals import DealBook, sessions_text
from bot.scores.double_dummy import DoubleDummy, double_dummy
from rules.deals import MAX_FILE_BYTES, USAGE, DealError, read_file, read_text

log = logging.getLogger("arbitre.telegram.deals")

DIRECTORS_ONLY = (
    "Seul un arbitre importe les donnes d'une séance (TELEGRAM_DIRECTOR_IDS, ou administrateur du groupe). "
    "Rien n'a été enregistré."
)
EXTENSIONS = (".pbn", ".lin")


def dd_html(found: DoubleDummy, incident_id: str) -> str:
    """The double dummy as Telegram HTML: the table in <pre>, then the contracts and the line."""
    lines = [f"<b>{escape(found.title)}</b>", f"<pre>{escape(found.block)}</pre>"]
    lines += [f"• {escape(line)}" for line in found.lines(f"/marque #{incident_id}")]
    return "\n".join(lines)


def diagram_html(diagram: str) -> str:
    return f"<pre>{escape(diagram)}</pre>"


class TelegramDeals:
    """The deals' handlers; `bot` is the TelegramBot (directorship, engine, outbox)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def install(self, app: Any) -> None:
        app.add_handler(CommandHandler("donnes", self.cmd_donnes))
        app.add_handler(CommandHandler("dd", self.cmd_dd))
        app.add_handler(MessageHandler(filters.Document.ALL, self.on_document))

    @property
    def book(self) -> DealBook:
        return self.bot.engine.deals

    async def cmd_donnes(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self.bot._message(update)) is None:
            return
        _, where, user = parsed
        if not await self.bot.is_director(where, user.id):
            await self.bot.out.send(where, escape(DIRECTORS_ONLY))
            return
        text = " ".join(context.args or [])
        if not text.strip():
            listed = sessions_text(await self.book.sessions(where.key))
            await self.bot.out.send(where, escape(f"{listed}\n{USAGE}"))
            return
        try:
            record = read_text(text)
        except DealError as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        actor = await self.bot.actor(where, user)
        source = "lien" if text.lstrip("0123456789 ").lower().startswith("http") else "saisie"
        imported = await self.book.save(where.key, record, source, "", actor)
        await self.bot.out.send(where, "📋 " + escape(imported.text()))

    async def on_document(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A .pbn or .lin file sent by a director: the session's deals. Other files are not ours."""
        if (parsed := self.bot._message(update)) is None:
            return
        message, where, user = parsed
        document = message.document
        name = (document.file_name or "") if document is not None else ""
        if document is None or not name.lower().endswith(EXTENSIONS):
            return
        if not await self.bot.is_director(where, user.id):
            await self.bot.out.send(where, escape(DIRECTORS_ONLY))
            return
        if (document.file_size or 0) > MAX_FILE_BYTES:
            size = (document.file_size or 0) / 1_000_000
            await self.bot.out.send(
                where,
                escape(
                    f"Fichier trop gros ({size:.1f} Mo) : un fichier de donnes fait au plus "
                    f"{MAX_FILE_BYTES // 1_000_000} Mo. Rien n'a été enregistré."
                ),
            )
            return
        try:
            file = await context.bot.get_file(document.file_id)
            data = bytes(await file.download_as_bytearray())
        except TelegramError as error:
            log.warning("document %s not downloaded: %s", name, error)
            await self.bot.out.send(
                where, escape("Fichier non reçu (Telegram) : renvoyez-le. Rien n'a été enregistré.")
            )
            return
        try:
            record = read_file(data)
        except DealError as error:
            await self.bot.out.send(where, escape(f"{name} : {error}"))
            return
        actor = await self.bot.actor(where, user)
        imported = await self.book.save(where.key, record, "fichier", name, actor)
        await self.bot.out.send(where, "📋 " + escape(imported.text()))

    async def cmd_dd(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/dd [#N] [contrats]: the incident's double dummy, off the event loop."""
        if (parsed := self.bot._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        number = args.pop(0) if args and args[0].startswith("#") else None
        if not await self.bot.is_director(where, user.id):
            await self.bot.out.send(where, escape("Le double mort est réservé aux arbitres."))
            return
        target = await self.bot._current(where, user, number)
        if isinstance(target, str):
            await self.bot.out.send(where, escape(target))
            return
        found = await double_dummy(target, " ".join(args))
        if isinstance(found, str):
            await self.bot.out.send(where, escape(found))
            return
        await self.bot.out.send(where, dd_html(found, target.id))
