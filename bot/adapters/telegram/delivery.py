"""At-least-once handling of Telegram updates (issue 22 §1 R2): an update is confirmed to Telegram
only once its handler has finished, so whatever it stored is stored.

Long polling confirms updates through the next getUpdates' `offset`: every update below it is
forgotten by Telegram. python-telegram-bot's updater moves the offset past a batch as soon as it
is queued, so a crash (SIGKILL, OOM, power loss) lost every update fetched but not yet handled.
Here the getUpdates transport asks with an offset no higher than the oldest update still being
handled (waiting a moment for them first, so that polling does not spin), and drops from each
answer the updates already handled or being handled: Telegram sends them again until they are
confirmed, and they are handled once per process. After a crash, Telegram sends the unconfirmed
ones again; every change a handler stores is keyed on the update's id (bot/incidents/updates.py;
a call by its own `source`, see bot/events/desk.py), so a repeat is answered without acting again,
and the start-up posts what was stored but never shown.

In webhook mode Telegram waits for the answer to each POST: `AwaitingQueue.put` returns (and the
answer goes) only once the update has been handled.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable
from typing import Any, Protocol

from telegram import Update
from telegram.request import RequestData
from telegram.request._requestparameter import RequestParameter

from bot.adapters.telegram.http import PerChatProcessor, SkippingUpdatesRequest
from bot.incidents import updates

log = logging.getLogger("arbitre.telegram")


def update_source(update_id: int) -> str:
    """How a Telegram update is named in the store (calls.source, handled_updates' keys)."""
    return f"telegram:{update_id}"


SETTLE_SECONDS = 1.0  # how long getUpdates waits for the updates being handled before asking anyway


class UpdateLedger:
    """The updates fetched and not yet confirmed: being handled, or handled."""

    def __init__(self, settle: float = SETTLE_SECONDS) -> None:
        self.settle = settle
        self._in_flight: set[int] = set()
        self._handled: set[int] = set()
        self._changed: asyncio.Event | None = None

    @property
    def in_flight(self) -> frozenset[int]:
        return frozenset(self._in_flight)

    def fresh(self, updates: list[Any]) -> list[Any]:
        """The updates of a getUpdates answer not seen yet (now being handled)."""
        kept = []
        for update in updates:
            update_id = update.get("update_id") if isinstance(update, dict) else None
            if isinstance(update_id, int) and (update_id in self._in_flight or update_id in self._handled):
                continue
            if isinstance(update_id, int):
                self._in_flight.add(update_id)
            kept.append(update)
        return kept

    def finished(self, update_id: int) -> None:
        if update_id in self._in_flight:
            self._in_flight.discard(update_id)
            self._handled.add(update_id)
            if self._changed is not None:
                self._changed.set()

    async def offset(self, asked: int | None) -> int | None:
        """The offset to confirm with: the updater's, unless an update below it is still being
        handled (after waiting up to `settle` seconds for them)."""
        deadline = time.monotonic() + self.settle
        while self._in_flight and (left := deadline - time.monotonic()) > 0:
            self._changed = self._changed or asyncio.Event()
            self._changed.clear()
            with contextlib.suppress(TimeoutError):  # asyncio.timeout never loses a cancellation
                async with asyncio.timeout(left):
                    await self._changed.wait()
        offset = min(self._in_flight) if self._in_flight else asked
        if asked is not None and offset is not None and offset > asked:
            offset = asked
        if offset is not None:  # Telegram forgets what is below the offset: so can we
            self._handled = {u for u in self._handled if u >= offset}
        return offset


class ConfirmingUpdatesRequest(SkippingUpdatesRequest):
    """getUpdates confirming only handled updates (see the module's docstring)."""

    def __init__(self, ledger: UpdateLedger, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ledger = ledger

    async def do_request(
        self, url: str, method: str, request_data: RequestData | None = None, **kwargs: Any
    ) -> tuple[int, bytes]:
        if request_data is not None and url.endswith("/getUpdates"):
            asked = request_data.parameters.get("offset")
            offset = await self.ledger.offset(asked if isinstance(asked, int) else None)
            if offset is not None and offset != asked:
                kept = [p for p in request_data._parameters if p.name != "offset"]
                request_data = RequestData([*kept, RequestParameter.from_input("offset", offset)])
        return await super().do_request(url, method, request_data, **kwargs)

    def parse_json_payload(self, payload: bytes) -> dict[str, Any]:
        data = super().parse_json_payload(payload)
        result = data.get("result") if isinstance(data, dict) else None
        if isinstance(result, list):
            data["result"] = self.ledger.fresh(result)
        return data


class Handled(Protocol):
    def finished(self, update_id: int) -> None: ...


class ConfirmingProcessor(PerChatProcessor):
    """PerChatProcessor telling the ledger (or the webhook's queue) when an update's handler has
    finished, whether it succeeded or the error handler answered."""

    def __init__(self, max_concurrent_updates: int, ledger: Handled) -> None:
        super().__init__(max_concurrent_updates)
        self.ledger = ledger

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        if not isinstance(update, Update):
            await super().do_process_update(update, coroutine)
            return
        try:
            # Every change the handler stores is keyed on this update (issue 30 T2): handled again
            # after a restart, it changes nothing again (bot/incidents/updates.py).
            with updates.handling(update_source(update.update_id)):
                await super().do_process_update(update, coroutine)
        finally:
            self.ledger.finished(update.update_id)


class AwaitingQueue(asyncio.Queue[object]):
    """The application's update queue in webhook mode: `put` (the webhook's handler) returns once
    the update has been handled, so Telegram gets its answer after the update is stored, and sends
    it again if the bot dies before. The same update posted twice at once is handled once."""

    def __init__(self) -> None:
        super().__init__()
        self._waiters: dict[int, asyncio.Future[None]] = {}

    async def put(self, item: object) -> None:
        if not isinstance(item, Update):
            await super().put(item)
            return
        waiter = self._waiters.get(item.update_id)
        if waiter is None:
            waiter = asyncio.get_running_loop().create_future()
            self._waiters[item.update_id] = waiter
            await super().put(item)
        await asyncio.shield(waiter)

    def finished(self, update_id: int) -> None:
        waiter = self._waiters.pop(update_id, None)
        if waiter is not None and not waiter.done():
            waiter.set_result(None)
