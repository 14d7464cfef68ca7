"""A session's deals on Telegram (issue 32): a PBN file sent to the bot, `/donnes` with a BBO link,
a LIN string or a typed deal, and `/dd` for the double dummy of an incident's board.

    (a .pbn or .lin document sent by a director)      the session's boards, for this chat's incidents
    /donnes 5 https://www.bridgebase.com/tools/handviewer.html?lin=…
    /donnes 5 N:AK7.QJ2.T98.6543 …
    /donnes                                           the last imports of this chat
    /dd [#12] [S 4♠, O 3SA]                           DD table and par; the contracts' tricks

Importing is a director's act: anyone else is told so and nothing is stored. A file is refused
from its announced size before it is downloaded, and the download stops at MAX_FILE_BYTES
whatever the size announced (a self-hosted Bot API server serves files up to 2 GB); the file is
read off the event loop (bot/scores/deal_files.py).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from html import escape
from typing import Any

import httpx
from telegram import Update, User
from telegram.error import TelegramError
from telegram.ext import CommandHandler, ContextTypes, MessageHandler, filters

from bot.adapters.telegram.http import tls_context
from bot.adapters.telegram.out import Where
from bot.incidents import imported_boards
from bot.incidents.deals import DealBook, sessions_text
from bot.incidents.incident import Actor
from bot.scores.deal_files import TooBig, capped, read_deals_file, read_deals_text, shown_name, too_big
from bot.scores.double_dummy import DoubleDummy, double_dummy
from rules.deals import MAX_FILE_BYTES, USAGE, HandRecord

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


async def _whole(data: bytes | bytearray) -> AsyncIterator[bytes]:
    yield bytes(data)


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
        if (
            text.strip().casefold() == "joindre"
        ):  # ops35: the imported boards taken by the incidents that wait
            said = await imported_boards.join(self.bot.engine, where.key, await self.bot.actor(where, user))
            await self.bot.out.send(where, "📋 " + escape(said))
            return
        record = await read_deals_text(text)
        if isinstance(record, str):
            await self.bot.out.send(where, escape(record))
            return
        actor = await self.bot.actor(where, user)
        source = "lien" if text.lstrip("0123456789 ").lower().startswith("http") else "saisie"
        await self._save_for_event(
            where, user.id, record, source, "", actor, {"kind": "donnes", "text": text}
        )

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
            await self.bot.out.send(where, escape(too_big(document.file_size or 0)))
            return
        try:
            data = await self._download(context, document.file_id)
        except TooBig as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        except (TelegramError, httpx.HTTPError) as error:
            log.warning(
                "document not downloaded: %s", type(error).__name__
            )  # never the URL: it holds the token
            await self.bot.out.send(
                where, escape("Fichier non reçu (Telegram) : renvoyez-le. Rien n'a été enregistré.")
            )
            return
        record = await read_deals_file(data)
        if isinstance(record, str):
            await self.bot.out.send(where, escape(f"{shown_name(name)} : {record}"))
            return
        actor = await self.bot.actor(where, user)
        redo = {"kind": "donnes", "file_id": document.file_id, "name": name}
        await self._save_for_event(where, user.id, record, "fichier", name, actor, redo)

    async def redo(self, where: Where, user: User, payload: dict[str, Any], key: str) -> None:
        """An import that waited for « which event? » across a restart: read again (the file from Telegram,
        by its id), then stored for the event chosen."""
        actor = await self.bot.actor(where, user)
        if "text" in payload:
            record = await read_deals_text(str(payload["text"]))
            source, name = "saisie", ""
        else:
            name = str(payload.get("name") or "")
            bot = self.bot.app.bot if self.bot.app is not None else None
            try:
                if bot is None:
                    raise TelegramError("no bot")
                data = await self._fetch(bot, str(payload.get("file_id") or ""))
            except TooBig as error:
                await self.bot.out.send(where, escape(str(error)))
                return
            except (TelegramError, httpx.HTTPError):
                await self.bot.out.send(
                    where, escape("Fichier non reçu (Telegram) : renvoyez-le. Rien n'a été enregistré.")
                )
                return
            record, source = await read_deals_file(data), "fichier"
        if isinstance(record, str):
            await self.bot.out.send(where, escape(f"{shown_name(name)} : {record}" if name else record))
            return
        imported = await self.book.save(key, record, source, name, actor)
        again = await imported_boards.recorded_before(self.book, where.key, imported)  # ops32
        await self.bot.out.send(where, "📋 " + escape("\n".join(filter(None, (imported.text(), again)))))

    async def _save_for_event(
        self,
        where: Where,
        user_id: int,
        record: HandRecord,
        source: str,
        name: str,
        actor: Actor,
        redo: dict[str, Any],
    ) -> None:
        """The deals stored for this chat's event; in a directors' group serving several open events, for
        the one the director chooses (asked as for a call), never the most recent by default."""

        async def save(key: str) -> None:
            imported = await self.book.save(key, record, source, name, actor)
            again = await imported_boards.recorded_before(self.book, where.key, imported)  # ops32
            await self.bot.out.send(where, "📋 " + escape("\n".join(filter(None, (imported.text(), again)))))

        key = await self.bot.calls.event_key(where, user_id, "donnes", save, redo)
        if key is not None:
            await save(key)

    async def _download(self, context: ContextTypes.DEFAULT_TYPE, file_id: str) -> bytes:
        return await self._fetch(context.bot, file_id)

    async def _fetch(self, bot: Any, file_id: str) -> bytes:
        """The document's bytes, streamed and stopped past MAX_FILE_BYTES (TooBig) whatever size
        getFile announces (U7)."""
        file = await bot.get_file(file_id)
        if (file.file_size or 0) > MAX_FILE_BYTES:
            raise TooBig(too_big(file.file_size or 0))
        url = file.file_path or ""
        if not url.startswith(("http://", "https://")):  # a local Bot API server's own path
            return await capped(_whole(await file.download_as_bytearray()))
        async with (
            httpx.AsyncClient(timeout=60.0, verify=tls_context()) as client,
            client.stream("GET", url) as response,
        ):
            response.raise_for_status()
            return await capped(response.aiter_bytes())

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
