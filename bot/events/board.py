"""The live board of an event (issue 22 §3): its open calls in the directors' chat, as one message
(or a few pages) edited in place, changes coalesced.

Telegram lets a bot post about 20 messages a minute in one group, Discord about 5 per 5 seconds in
one channel: a 200-table event cannot have a message per call plus an edit per take and per close.
The board lists every open call (table, board, reason, waiting time, who has it); a change marks
the event's board dirty and one task per event redraws it a moment later, with every change made
meanwhile. Only the pages whose text changed are edited. A call gets a message of its own only when
a director takes it (the adapters send it to his private chat when they can). The platform draws
a page and sends or edits it (`BoardSink`); this module decides what is on which page and when.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from bot.events.desk import CallDesk
from bot.events.model import Call, CallState, Tournament

log = logging.getLogger("arbitre.board")

COALESCE_SECONDS = 0.5  # a change waits this long for the next ones before the board is redrawn
TICK_SECONDS = 60.0  # the waiting times shown move by the minute: one redraw a minute at most
REASON_SHOWN = 40  # characters of a reason on the board (the call's own message has it whole)


@dataclass(frozen=True)
class BoardPage:
    """One message of the board: its calls, oldest first."""

    tournament: Tournament
    calls: tuple[Call, ...]
    number: int  # from 1
    total: int
    now: float


def minutes_waited(call: Call, now: float) -> int:
    return int(call.waited(now) // 60)


def board_line(call: Call, now: float, reminder_minutes: float) -> str:
    """« T12 · donne 5 · hésitation en Nord · 3 min » or « … · pris par Anne » (plain text; the
    adapters escape it)."""
    board = f" · donne {call.board}" if call.board is not None else ""
    reason = call.reason if len(call.reason) <= REASON_SHOWN else call.reason[: REASON_SHOWN - 1] + "…"
    if call.state is CallState.TAKEN:
        status = f"pris par {call.taken_by or '?'}"
    else:
        waited = minutes_waited(call, now)
        late = "⏰ " if waited >= reminder_minutes else ""
        status = f"{late}attend depuis {waited} min"
    return f"Table {call.table}{board} · {reason} · {status}"


def paginate(tournament: Tournament, calls: list[Call], now: float, per_page: int) -> list[BoardPage]:
    chunks = [calls[i : i + per_page] for i in range(0, len(calls), per_page)] or [[]]
    return [BoardPage(tournament, tuple(c), n, len(chunks), now) for n, c in enumerate(chunks, start=1)]


class BoardSink(Protocol):
    """The platform's half: draw a page, send it, edit it."""

    per_page: int

    def draw(self, page: BoardPage) -> Any:
        """What is sent for the page (compared with the last sent to skip an unchanged page)."""

    async def send(self, chat: str, drawn: Any) -> Any | None:
        """Post a new page; its reference (message id), or None when it failed."""

    async def edit(self, chat: str, ref: Any, drawn: Any) -> Any | None:
        """Replace a page's content; the reference of the message now showing it (a new one when
        the old can no longer be edited), or None when it failed."""


class LiveBoard:
    """The boards of the open events of one bot."""

    def __init__(
        self,
        desk: CallDesk,
        sink: BoardSink,
        *,
        coalesce: float = COALESCE_SECONDS,
        tick: float = TICK_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.desk = desk
        self.sink = sink
        self.coalesce = coalesce
        self.tick = tick
        self.clock = clock
        self._dirty: dict[str, asyncio.Event] = {}
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._shown: dict[str, list[tuple[Any, Any]]] = {}  # event -> pages: (reference, drawn)
        self._ticker: asyncio.Task[None] | None = None

    def touch(self, tournament_id: str) -> None:
        """The event's calls changed: redraw its board soon (with the changes that follow)."""
        event = self._dirty.setdefault(tournament_id, asyncio.Event())
        event.set()
        task = self._tasks.get(tournament_id)
        if task is None or task.done():
            self._tasks[tournament_id] = asyncio.get_running_loop().create_task(self._run(tournament_id))

    def start(self) -> None:
        """The minute's tick (waiting times move), from the bot's start-up."""
        if self._ticker is None:
            self._ticker = asyncio.get_running_loop().create_task(self._tick())

    async def stop(self) -> None:
        tasks = [t for t in (self._ticker, *self._tasks.values()) if t is not None]
        self._ticker = None
        self._tasks.clear()
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            for tournament_id in list(self._shown):
                self.touch(tournament_id)

    async def _run(self, tournament_id: str) -> None:
        event = self._dirty[tournament_id]
        while event.is_set():
            event.clear()
            await asyncio.sleep(self.coalesce)  # the burst's next calls join this redraw
            event.clear()
            try:
                if not await self.redraw(tournament_id):
                    await asyncio.sleep(self.coalesce)
                    event.set()  # a page failed: again, later
            except Exception:  # a background task: the calls are stored; the next change redraws
                log.exception("board of event %s not redrawn", tournament_id)

    async def redraw(self, tournament_id: str) -> bool:
        """Send or edit the pages that changed; True when the board shows every open call."""
        tournament = await self.desk.tournament(tournament_id)
        if tournament is None:
            return True
        if tournament.state.value != "open":
            self._shown.pop(tournament_id, None)
            return True
        calls = await self.desk.open_calls(tournament_id)
        pages = paginate(tournament, calls, self.clock(), self.sink.per_page)
        shown = self._shown.setdefault(tournament_id, [])
        visible: list[str] = []  # the calls on a page the directors see as drawn now
        for index, page in enumerate(pages):
            drawn = self.sink.draw(page)
            if index < len(shown):
                ref, before = shown[index]
                if before != drawn:
                    ref = await self.sink.edit(tournament.directors_chat, ref, drawn)
                    if ref is None:
                        continue
                    shown[index] = (ref, drawn)
            else:
                ref = await self.sink.send(tournament.directors_chat, drawn)
                if ref is None:
                    break
                shown.append((ref, drawn))
            visible.extend(c.id for c in page.calls)
        for index in range(len(pages), len(shown)):  # pages no longer needed: emptied
            ref, before = shown[index]
            empty = self.sink.draw(BoardPage(tournament, (), index + 1, len(pages), self.clock()))
            if before != empty and (ref := await self.sink.edit(tournament.directors_chat, ref, empty)):
                shown[index] = (ref, empty)
        await self.desk.mark_posted(visible)
        return len(visible) == len(calls)
