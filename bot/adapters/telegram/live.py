"""One live message per incident in Telegram groups (issue 13 §2), and « Répondre en privé ».

In a group, an incident is one message: the question and its buttons are edited in place under
the answers so far, and the ruling takes its place at the end. One call per answer, where the
former layout (Settings.group_layout = MESSAGES) spent two: a revoke then stays well under
Telegram's flood limit of about 20 messages a minute per group (bench/README.md).

« Répondre en privé » is a link to the bot's private chat (`/start r<id>`): the director answers
there, judged as in the group (its owner or the group's directors only), and the group's message
follows in the background with the latest view, so the private chat never waits for the group's
budget. The incident log keeps every answer whichever the chat.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, replace
from html import escape
from typing import TYPE_CHECKING

from telegram import User
from telegram.constants import ChatType

from bot.adapters.telegram import keyboards as tk
from bot.adapters.telegram import pages as tp
from bot.adapters.telegram import render as tr
from bot.adapters.telegram.out import Outbox, Where
from bot.adapters.telegram.settings import LIVE, Settings
from bot.incidents.incident import Actor, Incident, State
from rules.model import Option, Question, Step

if TYPE_CHECKING:
    from bot.incidents.engine import Engine

log = logging.getLogger("arbitre.telegram")

RELAY_REFUSED = (
    "Seul celui qui a ouvert l'incident ou un arbitre du groupe peut y répondre. Rien n'a été enregistré."
)


INVALID_LINK = "Ce lien n'est plus valable. Ouvrez un incident avec /arbitre."


@dataclass(frozen=True)
class MirrorView:
    """A view of an incident waiting to be shown in its group (« Répondre en privé »)."""

    group: Where
    pages: list[str]
    markup: tr.Markup | None
    fresh: bool = False  # in a new message
    final: bool = False  # the last view of this message: never replaced by a later one


class LiveMessages:
    """The live-message half of TelegramBot (a mixin: it uses the bot's outbox, engine and
    directors' check)."""

    settings: Settings
    out: Outbox
    _live_ids: dict[str, tuple[Where, int]]
    _mirror_pending: dict[str, list[MirrorView]]
    _mirror_tasks: dict[str, asyncio.Task[None]]

    @property
    def engine(self) -> Engine:
        raise NotImplementedError

    async def actor(
        self, where: Where, user: User, owner_id: str | None = None, *, directing: bool = False
    ) -> Actor:
        raise NotImplementedError

    def _init_live(self) -> None:
        # Incident -> its live message in the group (forgotten at a restart: then a fresh one).
        self._live_ids = {}
        # Answers given in private, mirrored to the group in the background, latest view only.
        self._mirror_pending = {}
        self._mirror_tasks = {}

    async def _flush_mirrors(self) -> None:
        """The groups' last views, before the Bot closes its connections (bounded)."""
        if self._mirror_tasks:
            await asyncio.wait(list(self._mirror_tasks.values()), timeout=10)

    def _is_live(self, where: Where) -> bool:
        return where.is_group and self.settings.group_layout == LIVE

    def _link(self, incident: Incident) -> str | None:
        username = getattr(self.out.bot, "username", None)
        return tk.private_link(username, incident) if username and incident.state.is_open else None

    def _live_view(
        self,
        incident: Incident,
        step: Step | None,
        by: str | None = None,
        answered: tuple[Question, Option] | None = None,
        link: bool = True,
    ) -> tuple[list[str], tr.Markup | None]:
        """The live message's pages and keyboard for where the incident stands."""
        state = incident.state
        if state is State.CHOOSING_TOPIC:
            return [tp.topic_menu_html(incident)], tk.topic_keyboard(incident)
        if state is State.ABANDONED:
            return [f"✖ Incident #{incident.id} abandonné (il reste dans le journal : /incidents)."], None
        if not state.is_open or step is None:
            return [f"L'incident #{incident.id} est {state.label}."], None
        url = self._link(incident) if link else None
        # « 📝 Noter un fait » on every live view of an open incident (issue 14 §4).
        if step.question is not None:
            html = tp.live_question_html(incident, step, step.question, by)
            keyboard = tk.with_note(tk.question_keyboard(incident, step.question), incident)
            return [html], tk.with_link(keyboard, url)
        pages = tp.live_ruling_pages(incident, step, answered, by)
        if step.optional is not None:
            keyboard = tk.with_handovers(tk.question_keyboard(incident, step.optional), incident)
            return pages, tk.with_note(keyboard, incident)
        return pages, tk.with_note(tk.ruling_keyboard(incident), incident)

    async def _show_live(
        self,
        where: Where,
        incident: Incident,
        step: Step | None,
        message_id: int | None = None,
        by: str | None = None,
        answered: tuple[Question, Option] | None = None,
        ruled: Step | None = None,
        link: bool = True,
    ) -> None:
        """Replace the live message `message_id` (or send one) with where the incident stands.
        Pressed on a ruling's last page (`ruled`, the ruling it showed), the pages above stay: a
        ruling stays a ruling (the follow-up declined), and a follow-up taken up leaves the ruling
        in place with its answer and opens a new live message below it."""
        pages, markup = self._live_view(incident, step, by, answered, link)
        if ruled is not None and message_id is not None and step is not None:
            if step.ruling is not None:
                pages = pages[-1:]
            elif answered is not None:
                kept = tp.live_ruling_pages(incident, ruled, answered, by)[-1]
                await self.out.edit(where, message_id, kept)
                message_id = None
        shown = await self.out.show(where, pages, markup, message_id)
        if where.is_group and shown is not None:
            self._live_ids[incident.id] = (where, shown)

    async def _refresh_live(
        self, where: Where, before: Incident, incident: Incident, step: Step | None
    ) -> bool:
        """After a command typed in the group (/donne, /position) moved the walk — an answer the board
        gives, a count: the incident's live message shows the new question in place, so no button of
        a question no longer asked stays on screen (tester10 W13). False when nothing moved or the
        chat has no live message (the caller renders as before)."""
        if not self._is_live(where):
            return False
        was = before.step()
        if incident.answers_version == before.answers_version and _pending(was) == _pending(step):
            return True  # nothing to show again
        known = self._live_ids.get(incident.id)
        message_id = known[1] if known is not None and known[0] == where else None
        await self._show_live(where, incident, step, message_id)
        return True

    def _relayed_group(self, where: Where, incident: Incident | None) -> Where | None:
        """The group of an incident answered from a private chat, or None."""
        if incident is None or where.is_group or where.chat_type != ChatType.PRIVATE:
            return None
        group = Where.from_key(incident.chat)
        return group if group is not None and group.is_group else None

    async def _relay_start(self, where: Where, user: User, incident_id: str) -> None:
        """`/start r<id>` from « Répondre en privé »: the incident's live view, in private."""
        shown = await self.engine.peek(incident_id)
        incident = shown.incident
        group = self._relayed_group(where, incident)
        if incident is None or group is None:
            await self.out.send(where, escape(shown.message or INVALID_LINK))
            return
        actor = await self.actor(group, user, incident.owner_id)
        if actor.id != incident.owner_id and not actor.is_director:
            await self.out.send(where, RELAY_REFUSED)
            return
        note = "Vos réponses ici sont enregistrées et montrées dans le groupe."
        await self.out.send(where, f"<i>{note}</i>")
        await self._show_live(where, incident, shown.step, link=False)

    def _mirror(
        self,
        group: Where,
        incident: Incident,
        step: Step | None,
        by: str | None,
        answered: tuple[Question, Option] | None,
        ruled: Step | None,
    ) -> None:
        """Show the group the incident answered in private, in the background: the private chat
        never waits for the group's flood limit, and views not yet sent are replaced by the
        latest. A follow-up taken up after the ruling leaves the ruling in the group's message
        (final) and goes on in a new one (fresh)."""
        queue = self._mirror_pending.setdefault(incident.id, [])
        pages, markup = self._live_view(incident, step, by, answered)
        fresh = False
        if ruled is not None and answered is not None and step is not None and step.question is not None:
            queue.append(
                MirrorView(group, tp.live_ruling_pages(incident, ruled, answered, by)[-1:], None, final=True)
            )
            fresh = True
        view = MirrorView(group, pages, markup, fresh=fresh)
        if queue and not queue[-1].final:
            queue[-1] = replace(view, fresh=queue[-1].fresh or fresh)
        else:
            queue.append(view)
        if incident.id not in self._mirror_tasks:
            self._mirror_tasks[incident.id] = asyncio.create_task(self._mirror_run(incident.id))

    async def _mirror_run(self, incident_id: str) -> None:
        queue = self._mirror_pending.get(incident_id, [])
        try:
            while queue:
                view = queue.pop(0)
                known = self._live_ids.get(incident_id)
                fresh = view.fresh or known is None or known[0] != view.group
                shown = await self.out.show(view.group, view.pages, view.markup, None if fresh else known[1])
                if view.final:
                    self._live_ids.pop(incident_id, None)  # the next view is a new message
                elif shown is not None:
                    self._live_ids[incident_id] = (view.group, shown)
        except Exception:  # a background task: log, never lose the loop
            log.exception("mirroring incident %s to its group failed", incident_id)
        finally:
            self._mirror_tasks.pop(incident_id, None)
            self._mirror_pending.pop(incident_id, None)


def _pending(step: Step | None) -> tuple[str | None, str | None, str | None]:
    """What a live message shows for `step`: its question, or its ruling and the follow-up offered."""
    if step is None:
        return None, None, None
    return (
        step.question.id if step.question else None,
        step.ruling.id if step.ruling else None,
        step.optional.id if step.optional else None,
    )
