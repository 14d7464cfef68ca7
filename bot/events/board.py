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
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from bot.events.desk import CallDesk
from bot.events.model import Call, CallState, Tournament

log = logging.getLogger("arbitre.board")

COALESCE_SECONDS = 0.5  # a change waits this long for the next ones before the board is redrawn
# While changes keep coming within COALESCE_SECONDS (a burst: 200 tables calling at once take the bot
# a second or more to store), the redraw waits for them, at most this long after the first one. Drawn
# in the middle of a burst, the board spent Telegram's budget (6 messages, then one every 5 s) on
# pages the next redraw edited again, and the burst's last page waited 5 s or more (p99 5.5 s).
SETTLE_SECONDS = 3.0
TICK_SECONDS = 60.0  # the waiting times shown move by the minute: one redraw a minute at most
REASON_SHOWN = 24  # characters of a reason on the board (the call's own message has it whole)


@dataclass(frozen=True)
class BoardPage:
    """One message of the board: its calls, oldest first."""

    tournament: Tournament
    calls: tuple[Call, ...]
    number: int  # from 1
    total: int
    now: float
    # A closed event's first page: the calls still open, for the players' board to name (tester7
    # T11); never `calls`, so the closed board has no « 🏃 » button.
    left: tuple[Call, ...] = ()


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


def players_line(call: Call) -> str:
    """The players' board: « Table 12 · donne 5 · en attente » or « … · Anne arrive » (no reason:
    a reason may name a player)."""
    board = f" · donne {call.board}" if call.board is not None else ""
    status = f"{call.taken_by or 'un arbitre'} arrive" if call.state is CallState.TAKEN else "en attente"
    return f"Table {call.table}{board} · {status}"


def paginate(tournament: Tournament, calls: list[Call], now: float, per_page: int) -> list[BoardPage]:
    chunks = [calls[i : i + per_page] for i in range(0, len(calls), per_page)] or [[]]
    return [BoardPage(tournament, tuple(c), n, len(chunks), now) for n, c in enumerate(chunks, start=1)]


def _structure(page: BoardPage) -> tuple[Any, ...]:
    """What a page is about, without the waiting times (nor its « 1/2 »): its calls' states."""
    return (page.number, tuple((c.id, c.state.value, c.taken_by, c.incident_id) for c in page.calls))


class BoardSink(Protocol):
    """The platform's half: draw a page, send it, edit it, within the chat's flood limit."""

    per_page: int
    budget: tuple[float, float]  # (burst, seconds per message): the messages the board may spend

    def draw(self, page: BoardPage) -> Any:
        """What is sent for the page (compared with the last sent to skip an unchanged page)."""

    async def send(self, chat: str, drawn: Any) -> Any | None:
        """Post a new page; its reference (message id), or None when it failed."""

    async def edit(self, chat: str, ref: Any, drawn: Any) -> Any | None:
        """Replace a page's content; the reference of the message now showing it (a new one when
        the old can no longer be edited), or None when it failed."""

    def key_of(self, ref: Any) -> int | str | None:
        """What is stored of a page's reference (a message id), to find it after a restart."""

    async def restore(self, chat: str, key: int | str) -> Any | None:
        """The reference of a page posted before a restart, from its stored key."""


async def shown_to_directors(desk: CallDesk, tournament: Tournament, call_ids: list[str]) -> None:
    """The directors' board shows these calls; in an event whose players and directors share one
    chat, the callers see them there too."""
    await desk.mark_posted(call_ids)
    if tournament.chat == tournament.directors_chat:
        await desk.mark_all_acked(call_ids)


async def shown_to_players(desk: CallDesk, tournament: Tournament, call_ids: list[str]) -> None:
    await desk.mark_all_acked(call_ids)


class Bucket:
    """A token bucket: `burst` messages at once, then one every `period` seconds."""

    def __init__(self, burst: float, period: float) -> None:
        self.burst, self.period = burst, period
        self.tokens = burst
        self.at = time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) / self.period)
        self.at = now

    def wait_for(self, needed: int) -> float:
        """Seconds until `needed` messages (at most a burst) may go."""
        self._fill()
        missing = min(float(needed), self.burst) - self.tokens
        return max(0.0, missing * self.period)

    def spend(self) -> None:
        self._fill()
        self.tokens -= 1


class LiveBoard:
    """The boards of the open events of one bot: in the directors' chat (`chat_of`), each call
    shown marked posted (`mark`); the players' board is the same with the players' chat and
    the callers' answer."""

    def __init__(
        self,
        desk: CallDesk,
        sink: BoardSink,
        *,
        chat_of: Callable[[Tournament], str] = lambda t: t.directors_chat,
        mark: Callable[[CallDesk, Tournament, list[str]], Awaitable[None]] | None = None,
        applies: Callable[[Tournament], bool] = lambda t: True,
        coalesce: float = COALESCE_SECONDS,
        settle: float = SETTLE_SECONDS,
        tick: float = TICK_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.applies = applies
        self.desk = desk
        self.sink = sink
        self.chat_of = chat_of
        self.mark = mark or shown_to_directors
        self.coalesce = coalesce
        self.settle = settle
        self.tick = tick
        self.clock = clock
        self._dirty: dict[str, asyncio.Event] = {}
        self._tasks: dict[str, asyncio.Task[None]] = {}
        # event -> its pages: (message reference, what it shows, which calls in which state)
        self._shown: dict[str, list[tuple[Any, Any, tuple[Any, ...]]]] = {}
        self._ticker: asyncio.Task[None] | None = None
        self._buckets: dict[str, Bucket] = {}  # per chat: two events may share a directors' chat
        self._chats: dict[str, str] = {}  # event -> the chat its board is in
        self._saved: dict[str, list[int | str]] = {}  # event -> the page keys last stored

    def _bucket(self, chat: str) -> Bucket:
        if chat not in self._buckets:
            self._buckets[chat] = Bucket(*self.sink.budget)
        return self._buckets[chat]

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
        """The waiting times move by the minute: a redraw for them only when the chat's budget
        is nearly whole (calls coming and taken go first; their redraw shows the times too)."""
        while True:
            await asyncio.sleep(self.tick)
            for tournament_id, chat in list(self._chats.items()):
                bucket = self._bucket(chat)
                if bucket.wait_for(int(bucket.burst) - 1) == 0:
                    self.touch(tournament_id)

    async def _run(self, tournament_id: str) -> None:
        event = self._dirty[tournament_id]
        while event.is_set():
            event.clear()
            await self._settled(event)
            try:
                later = await self.redraw(tournament_id)
            except Exception:  # a background task: the calls are stored; the next change redraws
                log.exception("board of event %s not redrawn", tournament_id)
                continue
            if later:  # over the chat's budget, or a page failed: again then, with what changed
                with contextlib.suppress(TimeoutError):  # a new change tries again at once
                    async with asyncio.timeout(later):
                        await event.wait()
                event.set()

    async def _settled(self, event: asyncio.Event) -> None:
        """Wait `coalesce` for the next changes, again while they keep coming, `settle` at most:
        the burst's next calls join this redraw."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.settle
        await asyncio.sleep(self.coalesce)
        while event.is_set() and (left := deadline - loop.time()) > 0:
            event.clear()
            await asyncio.sleep(min(self.coalesce, left))
        event.clear()

    async def _restored(self, tournament_id: str, chat: str) -> list[tuple[Any, Any, tuple[Any, ...]]]:
        """The pages a previous process posted in `chat` (issue 30 T12): edited at the next
        redraw (nothing drawn is known of them), so a restart leaves no stale board with working
        buttons behind it."""
        restore = getattr(self.sink, "restore", None)
        if restore is None:
            return []
        pages: list[tuple[Any, Any, tuple[Any, ...]]] = []
        keys = await self.desk.board_keys(tournament_id, chat)
        for key in keys:
            ref = await restore(chat, key)
            if ref is None:
                break  # the next pages must follow this one: they are posted again
            pages.append((ref, None, ()))
        self._saved[tournament_id] = keys[: len(pages)]
        return pages

    async def _remember(
        self, tournament_id: str, chat: str, shown: list[tuple[Any, Any, tuple[Any, ...]]]
    ) -> None:
        key_of = getattr(self.sink, "key_of", None)
        if key_of is None:
            return
        keys = [k for k in (key_of(ref) for ref, _, _ in shown) if k is not None]
        if keys != self._saved.get(tournament_id):
            await self.desk.save_board_keys(tournament_id, chat, keys)
            self._saved[tournament_id] = keys

    async def redraw(self, tournament_id: str) -> float:
        """Send or edit the pages that changed, within the chat's budget: 0 when the board shows
        every open call, else the seconds to wait before trying again (changes made meanwhile
        join that redraw: under a flood limit, the board coalesces more)."""
        tournament = await self.desk.tournament(tournament_id)
        if tournament is None:
            return 0.0
        if tournament.state.value != "open" or not self.applies(tournament):
            shown_pages = self._shown.get(tournament_id)
            self._chats.pop(tournament_id, None)
            left = tuple(await self.desk.open_calls(tournament_id)) if shown_pages else ()
            if not left:  # T11: while calls are left, their closing still redraws the page naming them
                self._shown.pop(tournament_id, None)
            if shown_pages and self.applies(tournament):  # F27: a closed event's board loses its buttons
                chat = self.chat_of(tournament)
                for number, (ref, _, _) in enumerate(shown_pages, start=1):
                    page = BoardPage(
                        tournament, (), number, len(shown_pages), self.clock(), left if number == 1 else ()
                    )
                    await self.sink.edit(chat, ref, self.sink.draw(page))
            return 0.0
        chat = self.chat_of(tournament)
        if self._chats.get(tournament_id) != chat:  # first drawing here, or the chat moved (T4)
            self._shown[tournament_id] = await self._restored(tournament_id, chat)
        self._chats[tournament_id] = chat
        calls = await self.desk.open_calls(tournament_id)
        pages = paginate(tournament, calls, self.clock(), self.sink.per_page)
        total = len(pages)
        for number in range(total + 1, len(self._shown.get(tournament_id, [])) + 1):
            pages.append(BoardPage(tournament, (), number, total, self.clock()))  # emptied
        shown = self._shown.setdefault(tournament_id, [])
        drawn = [self.sink.draw(page) for page in pages]
        changed = [i for i, d in enumerate(drawn) if i >= len(shown) or shown[i][1] != d]
        # A page whose calls changed goes first; one where only the waiting times moved waits
        # for the budget left (the minutes are a convenience, a new call is not).
        urgent = [i for i in changed if i >= len(shown) or shown[i][2] != _structure(pages[i])]
        later = [i for i in changed if i not in urgent]
        bucket = self._bucket(chat)
        # The minutes alone keep one message in reserve for the next call.
        if wait := bucket.wait_for(len(urgent) or min(2 * len(later[:1]), int(bucket.burst))):
            return wait
        reserve = 0 if urgent else min(1, int(bucket.burst) - 1)
        budget = max(len(urgent), int(bucket.tokens) - reserve)
        hidden: set[int] = set(urgent)  # pages not yet showing their calls
        for index in [*urgent, *later][:budget]:
            bucket.spend()
            if index < len(shown):
                ref = await self.sink.edit(chat, shown[index][0], drawn[index])
            else:
                ref = await self.sink.send(chat, drawn[index])
            if ref is None:
                if index >= len(shown):
                    break  # the next pages must follow this one
                continue
            entry = (ref, drawn[index], _structure(pages[index]))
            if index < len(shown):
                shown[index] = entry
            else:
                shown.append(entry)
            hidden.discard(index)
        visible = [c.id for i, page in enumerate(pages) if i not in hidden for c in page.calls]
        await self._remember(tournament_id, chat, shown)
        await self.mark(self.desk, tournament, visible)
        if hidden or len(later) > budget - len(urgent):
            return max(self.coalesce, bucket.period)
        return 0.0
