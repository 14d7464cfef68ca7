"""Telegram: incidents of one board (issue 29 §2).

- « ➕ 2e irrégularité » under any question or ruling, or /deuxieme [#N]: a second irregularity on the
  same board, linked both ways (bot.incidents.linked); its topic menu comes next.
- /suites [N | donne 18 table 4]: an appeal, a correction or a penalty after the ruling, even once the
  incident is closed; without an argument, « quel incident ? »: the ruled incidents of this chat as
  buttons, named by board and table.
- /dossier [N]: the appeal's dossier (bot.reports.dossier) sent as a document, to a director.
"""

from __future__ import annotations

from html import escape
from typing import Any

from telegram import CallbackQuery, Update, User
from telegram.ext import ContextTypes

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.out import Outbox, Where
from bot.incidents import attach, linked
from bot.incidents.engine import Engine, Reply
from bot.incidents.incident import Incident
from bot.reports import dossier

MAX_LISTED = 10


def source_ref(incident_id: str) -> str:
    """The decision a « quel incident ? » button attaches to, as the press's 6-hex reference."""
    return f"{int(incident_id):06x}"


class LinkedIncidents:
    """Mixed into TelegramBot (which gives actor, _message, _current, _is_live and _show_live):
    the commands and the press of linked incidents."""

    engine: Engine
    out: Outbox

    async def show_opened(self, where: Where, reply: Reply, group: Where | None, by: str | None) -> None:
        """A new linked incident: its message (what it carries), then where it stands."""
        assert reply.incident is not None
        target = group or where
        if self._is_live(target):
            await self.out.send(target, escape(reply.message or ""))
            await self._show_live(target, reply.incident, reply.step, None, by)
            return
        await self.out.render(where, reply)

    async def second_press(
        self, query: CallbackQuery, where: Where, incident: Incident, group: Where | None
    ) -> None:
        # ops29: a new incident records whether its opener is a director (its judgements are then his): looked up
        # for the first incident's own opener too, who was taken for a player when he opened it himself
        actor = await self.actor(group or where, query.from_user, incident.owner_id, directing=True)
        reply = await self.engine.second_irregularity(incident.id, actor)
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        await self.show_opened(where, reply, group, actor.name)

    async def cmd_second(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/deuxieme [#N]: a second irregularity on the board of the incident in progress (or #N)."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        target = await self._current(where, user, args[0] if args else None)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        # ops29: a new incident records whether its opener is a director (its judgements are then his): looked up
        # for the first incident's own opener too, who was taken for a player when he opened it himself
        actor = await self.actor(where, user, target.owner_id, directing=True)
        reply = await self.engine.second_irregularity(target.id, actor)
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Action impossible."))
            return
        await self.show_opened(where, reply, None, actor.name)

    async def cmd_suites(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/suites N, /suites donne 18 table 4, or /suites alone (« quel incident ? »)."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        text = " ".join(context.args or [])
        source = await self._source(where, user, text)
        if source is None:
            return
        # ops32: a follow-up is a director's act and a new incident that records whether its opener directs: looked
        # up for the source's own opener too, who was taken for a player (as d4c7b846 found for /deuxieme)
        actor = await self.actor(where, user, source.owner_id, directing=True)
        reply = await self.engine.follow_up(source.id, actor)
        if reply.refused or reply.incident is None:
            await self.out.send(where, escape(reply.message or "Action impossible."))
            return
        await self.show_opened(where, reply, None, actor.name)

    async def ask_source(self, where: Where, follow: Incident) -> None:
        """« Quel incident ? » for a follow-up opened from the menu or from words that name no board of
        one decision (issue 37 §3, G10): the ruled incidents of this chat as buttons, the board its
        words named first, then the most recent; none is taken by default (an orphan follow-up is kept
        as it is, and /suites N still opens one)."""
        if follow.topic != linked.FOLLOW_UP_TOPIC or follow.follows is not None:
            return
        found = [i for i in await attach.candidates(self.engine, follow.chat) if i.id != follow.id]
        found = attach.ordered_for(follow, found)
        if not found:
            return
        rows: list[list[Any]] = [
            [
                tk.make_button(
                    tr.clip(attach.candidate_line(i), 60),
                    tr.Press("k", follow.id, follow.answers_version, source_ref(i.id)),
                )
            ]
            for i in found[:MAX_LISTED]
        ]
        await self.out.send(
            where,
            f"<b>Incident #{escape(follow.id)} — quel incident ?</b> L'appel, la correction ou la pénalité "
            "se rattache à la décision qu'il concerne (elle le mentionne dans son dossier et l'export) ; "
            "le plus récent en premier.",
            {"inline_keyboard": rows},
        )

    async def attach_press(
        self, query: CallbackQuery, where: Where, follow: Incident, press: tr.Press, group: Where | None
    ) -> None:
        """A decision chosen at « quel incident ? »: the follow-up attached to it (a director's act)."""
        actor = await self.actor(group or where, query.from_user, follow.owner_id, directing=True)
        reply = await self.engine.attach(follow.id, actor, str(int(press.ref or "0", 16)))
        if reply.refused or reply.incident is None:
            await self.out.answer(query, reply.message or "Action impossible.")
            return
        await self.out.answer(query)
        if query.message is not None:
            await self.out.strip_buttons(where, query.message.message_id)
        await self.out.send(group or where, escape(reply.message or ""))

    async def cmd_dossier(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """/dossier N (or the incident in progress): the appeal's dossier as a text document (G12)."""
        if (parsed := self._message(update)) is None:
            return
        _, where, user = parsed
        args = list(context.args or [])
        target = await self._current(where, user, args[0] if args else None)
        if isinstance(target, str):
            await self.out.send(where, escape(target))
            return
        actor = await self.actor(where, user, directing=True)  # the dossier is a director's document
        made = await dossier.for_chat(self.engine.store, where.key, target.id, actor.is_director)
        if isinstance(made, str):
            await self.out.send(where, escape(made))
            return
        name, data, caption = made
        if await self.out.send_document(where, name, data, caption) is None:
            await self.out.send(where, "Le dossier n'a pas pu être envoyé : réessayez dans un instant.")

    async def _source(self, where: Where, user: User, text: str) -> Incident | None:
        """The ruled incident named, or None once the chooser or a French refusal is sent."""
        reference = attach.parse_reference(text) if text else (None, None, None)
        if reference is None:
            await self.out.send(
                where, escape(f"Incident non compris : « {text} ». Donnez {attach.REFERENCE_HELP}.")
            )
            return None
        number, board, table = reference
        if number is not None:
            found = await self.engine.store.get(number)
            if found is None or found.chat != where.key:
                await self.out.send(where, f"Aucun incident #{escape(number)} dans cette discussion.")
                return None
            return found
        found_list = await attach.candidates(self.engine, where.key, board, table)
        if len(found_list) == 1 and board is not None:
            return found_list[0]
        await self._choose_source(where, found_list, board, table)
        return None

    async def _choose_source(
        self, where: Where, found: list[Incident], board: str | None, table: str | None
    ) -> None:
        if not found:
            which = f" pour la donne {board}" + (f", table {table}" if table else "") if board else ""
            await self.out.send(where, escape(f"Aucun incident jugé dans cette discussion{which}."))
            return
        rows: list[list[Any]] = [
            [tk.make_button(tr.clip(attach.candidate_line(i), 60), tr.Press("f", i.id, i.answers_version))]
            for i in found[:MAX_LISTED]
        ]
        await self.out.send(
            where,
            "<b>Quel incident ?</b> L'appel, la correction ou la pénalité se rattache à la décision choisie "
            "(elle la mentionne dans son dossier et l'export). Ou : /suites N, /suites donne 18 table 4.",
            {"inline_keyboard": rows},
        )
