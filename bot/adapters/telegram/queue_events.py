"""Online events on Telegram: /id and /tournoi (open, close, state, settings, export)."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from html import escape
from typing import Any

from telegram import Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram.calls_render import ASK_DATA
from bot.adapters.telegram.out import Where
from bot.adapters.telegram.queue_host import QueueHost, not_event_director
from bot.events.desk import CallDesk, claim
from bot.events.export import export_files
from bot.events.model import Tournament
from bot.events.policy import DEFAULT_EVENT_REGULATION, describe, event_spec, split_settings
from bot.events.policy import USAGE as POLICY_USAGE
from bot.incidents.incident import Actor, Refused

log = logging.getLogger("arbitre.telegram.queue")

_GROUP_ID = re.compile(r"-[0-9]{5,20}")  # a group id is negative: a name may end with a number
_SHORT_ID = re.compile(r"-[0-9]{1,4}")

USAGE_OPEN = (
    "Usage : /tournoi ouvrir Nom du tournoi [conditions] [id du groupe des arbitres], /tournoi fermer [confirmer], "
    "/tournoi etat, /tournoi reglage [conditions], "
    "/tournoi export [JJ/MM/AAAA HH:MM des résultats officiels]."
)


class EventCommands:
    """/id and /tournoi, mixed into CallQueue."""

    bot: QueueHost
    clock: Callable[[], float]
    desk: CallDesk

    async def cmd_id(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/id: this chat's identifier, the one /tournoi ouvrir needs for the directors' group (F14)."""
        if (parsed := self._parsed(update)) is None:
            return
        where, _ = parsed
        if not where.is_group:
            await self.bot.out.send(
                where, "Tapez /id dans le groupe des arbitres : le bot y répond avec l'identifiant du groupe."
            )
            return
        await self.bot.out.send(
            where,
            f"Identifiant de ce groupe : <code>{escape(str(where.chat_id))}</code>. Pour un tournoi dont ce "
            f"groupe est celui des arbitres, tapez dans le groupe des joueurs : /tournoi ouvrir Nom {escape(str(where.chat_id))}",
        )

    async def cmd_tournoi(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if (parsed := self._parsed(update)) is None:
            return
        where, user = parsed
        args = list(context.args or [])
        action = (args.pop(0) if args else "").lower().replace("é", "e")
        if action not in ("ouvrir", "fermer", "etat", "export", "reglage"):
            await self.bot.out.send(where, escape(USAGE_OPEN))
            return
        if action != "ouvrir":
            # A directors' group serving several events asks which one first (queue_choice.py).
            key = await self.event_key(
                where,
                user.id,
                action,
                lambda k: self._on_event(where, user, action, args, k),
                {"kind": "tournoi", "action": action, "args": args},
            )
            if key is not None:
                await self._on_event(where, user, action, args, key)
            return
        if not where.is_group:
            await self.bot.out.send(where, "Un tournoi s'ouvre et se ferme dans le groupe des joueurs.")
            return
        actor = await self.bot.actor(where, user)
        settings, args = split_settings(args)
        directors = where
        if args and _SHORT_ID.fullmatch(args[-1]):  # F14: a mistyped group id is not the end of the name
            await self.bot.out.send(
                where,
                f"« {escape(args[-1][:12])} » n'est pas l'identifiant d'un groupe (trop court : un groupe a "
                "un identifiant négatif d'au moins 5 chiffres, souvent -100…). Tapez /id dans le groupe des "
                "arbitres pour avoir le sien.",
            )
            return
        if args and _GROUP_ID.fullmatch(args[-1]):
            directors = Where.from_key(f"telegram:{args.pop()}") or where
        try:  # the organiser's conditions of play (Law 80B2e), ffb_en_ligne's by default
            regulation = event_spec(DEFAULT_EVENT_REGULATION, settings, " ".join(args))
        except Refused as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        # The opener must be a director of the directors' group too (R1: else anyone could send a
        # real event's calls to his own group, or name the players' group as his directors').
        directors_actor = actor if directors == where else await self.bot.actor(directors, user)
        result = await self.desk.open_tournament(
            actor,
            where.key,
            " ".join(args),
            directors_chat=directors.key,
            directors_actor=directors_actor,
            regulation=regulation,
        )
        if result.refused:
            await self._answer(where, result)
            return
        self._touch(result.tournament.id if result.tournament else None)
        await self.bot.out.send(
            where,
            escape(result.message or "Tournoi ouvert."),
            {"inline_keyboard": [[{"text": "🔔 Appeler l'arbitre", "callback_data": ASK_DATA}]]},
        )
        if directors != where and result.tournament is not None:
            notice = (
                f"Tournoi « {escape(result.tournament.name)} » : les appels des joueurs seront postés ici, "
                "avec « 🏃 » (je prends l'appel) et « Réglé »."
            )
            if await self.bot.out.send(directors, notice) is None:
                await self.bot.out.send(
                    where,
                    "⚠ Le groupe des arbitres n'a pas pu être joint : ajoutez-y le bot, ou refermez et "
                    "rouvrez le tournoi sans id (les appels seront postés ici).",
                )

    async def _on_event(self, where: Where, user: User, action: str, args: list[str], key: str) -> None:
        """/tournoi etat, export, reglage, fermer, typed in `where`, for the event that `key` (this chat's,
        or the chosen event's players' group) finds."""
        if action == "etat":
            await self._status(where, key)
            return
        if action == "export":
            event = await self.desk.latest(key)
            actor = await self._event_actor(where, user, event)
            if event is not None and not actor.is_director:
                await self.bot.out.send(where, escape(not_event_director(event, "exporter ses appels")))
                return
            await self._export(where, actor, " ".join(args), key)
            return
        if action == "reglage":
            event = await self.desk.current(key)
            await self._settings(where, await self._event_actor(where, user, event), args, key)
            return
        if not where.is_group:
            await self.bot.out.send(where, "Un tournoi s'ouvre et se ferme dans le groupe des joueurs.")
            return
        event = await self.desk.current(key)
        actor = await self._event_actor(where, user, event)
        if event is not None and not actor.is_director:
            await self.bot.out.send(where, escape(not_event_director(event, "le fermer")))
            return
        confirmed = bool(args) and args[0].lower() in ("confirmer", "confirme", "oui")
        closed = await self.desk.close_tournament(
            actor, key, confirmed=confirmed, again="/tournoi fermer confirmer"
        )
        self._touch(closed.tournament.id if closed.tournament else None)
        await self._answer(where, closed)

    async def _event_actor(self, where: Where, user: User, event: Tournament | None) -> Actor:
        """The user as judged in the event's directors' group (issue 30 T3): after opening, every
        action on an event is for a director of that event, never for an administrator of the
        players' group who is not one (nor for the director of another event)."""
        judge = Where.from_key(event.directors_chat) if event is not None else None
        return await self.bot.actor(judge or where, user)

    async def _export(self, where: Where, actor: Any, published_text: str, key: str) -> None:
        """`/tournoi export`: the event's calls as CSV (Excel) and Markdown files, sent to the
        directors' group; with the official results time, the 92B appeal deadline is dated."""
        if not actor.is_director:
            await self.bot.out.send(where, "Seul un arbitre du tournoi peut exporter ses appels.")
            return
        result = await export_files(self.desk, key, published_text)
        if isinstance(result, str):
            await self.bot.out.send(where, escape(result))
            return
        tournament, files, count = result
        target = Where.from_key(tournament.directors_chat) or where
        caption = f"Appels du tournoi « {tournament.name} » : {count} appel(s)."
        repeated = 0
        for filename, data in files:
            # Each file claimed just before it leaves: this very /tournoi export, sent again by
            # Telegram after a restart, sends only what had not gone (issue 30 T2).
            if not await claim(self.desk.store, "export", tournament.id, self.clock()):
                repeated += 1
                continue
            if await self.bot.out.send_document(target, filename, data, caption) is None:
                await self.bot.out.send(where, "L'export n'a pas pu être envoyé : réessayez dans un instant.")
                return
        if repeated == len(files):
            await self.bot.out.send(where, "Export déjà envoyé dans le groupe des arbitres.")
            return
        if target != where:
            await self.bot.out.send(where, "Export envoyé dans le groupe des arbitres.")

    async def _settings(self, where: Where, actor: Any, args: list[str], key: str) -> None:
        """`/tournoi reglage [conditions]`: the event's conditions of play, shown or changed (by a
        director); incidents opened from then on are ruled under them."""
        current = await self.desk.current(key)
        if current is None:
            await self.bot.out.send(
                where, "Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir Nom."
            )
            return
        if not args:
            await self.bot.out.send(
                where, escape(f"Règlement : {describe(current.regulation)}\n\n{POLICY_USAGE}")
            )
            return
        if not actor.is_director:
            await self.bot.out.send(where, escape(not_event_director(current, "changer ses conditions")))
            return
        try:
            regulation = event_spec(current.regulation, args, current.name)
        except Refused as error:
            await self.bot.out.send(where, escape(str(error)))
            return
        result = await self.desk.set_regulation(actor, key, regulation)
        if result.refused or result.tournament is None:
            await self._answer(where, result)
            return
        await self.bot.out.send(
            where, escape(f"{result.message} Règlement : {describe(result.tournament.regulation)}")
        )

    async def _status(self, where: Where, key: str) -> None:
        current = await self.desk.current(key)
        if current is None:
            await self.bot.out.send(
                where, "Aucun tournoi ouvert ici. Un arbitre l'ouvre avec /tournoi ouvrir Nom."
            )
            return
        waiting = await self.desk.open_calls(current.id)
        since = time.strftime("%d/%m %H:%M", time.localtime(current.opened_at))
        lines = [
            f"<b>Tournoi « {escape(current.name)} »</b>, ouvert par {escape(current.opened_by)} le {since}.",
            f"Règlement : {escape(describe(current.regulation))}",
            f"Rappel après {current.reminder_minutes:g} min.",
            f"{len(waiting)} appel(s) ouvert(s) : /appels pour la liste.",
        ]
        await self.bot.out.send(where, "\n".join(lines))
