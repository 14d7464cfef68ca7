"""How the Telegram adapter talks to the Bot API: python-telegram-bot's own transport
(HTTPXRequest), flood control, update order.

SkippingUpdatesRequest: the getUpdates transport, which sets aside an update the library
cannot parse (F5) instead of letting it stall long polling for every chat.
ResilientRateLimiter: AIORateLimiter (Telegram's flood limits, RetryAfter waited for) that
also retries network errors. PerChatProcessor: updates of one chat in order, chats in parallel.

An aiohttp re-implementation of the transport stood here, for a load ten times what
Telegram lets a bot send; measured at 30 updates/s and a burst of 200, the library's
HTTPXRequest answers well under Telegram's own latency (bench/README.md), so it went.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import ssl
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import httpx
from telegram import Update
from telegram.error import BadRequest, NetworkError
from telegram.ext import AIORateLimiter, BaseUpdateProcessor
from telegram.request import HTTPXRequest

log = logging.getLogger("arbitre.telegram")


@functools.cache
def tls_context() -> ssl.SSLContext:
    """httpx's own default context (certificates from certifi, or SSL_CERT_FILE / SSL_CERT_DIR),
    built once a process. Loading the certificates costs about 65 ms of CPU, and httpx did it for
    every client: two at each start of the bot, one more per token check and per file download.
    One context may serve every client (OpenSSL shares it)."""
    return httpx.create_ssl_context()


class Request(HTTPXRequest):
    """python-telegram-bot's transport, unchanged but for the process's one TLS context."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("httpx_kwargs", {"verify": tls_context()})
        super().__init__(**kwargs)


class SkippingUpdatesRequest(Request):
    """getUpdates, with every update the library cannot parse replaced by its bare id (F5).

    python-telegram-bot parses a whole batch at once: one update it refuses (a field it
    requires that a self-hosted or newer Bot API server left out, say) failed the batch, the
    offset never moved, and polling asked again for the same batch about 30 times a second,
    for good, restart or not, with every chat unanswered. Here each update is checked as the
    library will read it; one that fails is logged once, with its id and the library's reason,
    and only its `update_id` is kept: the updater then moves the offset past it (Telegram
    forgets it) and no handler matches an update with nothing in it.
    """

    # The last getUpdates of a stop marks the fetched updates as read; the library gives it only
    # the request's read timeout (5 s by default), and it may start while the cancelled long poll
    # still holds the only connection. A busy server then made every normal stop log an ERROR
    # (issue 23, R8). A second connection and 8 s keep a stop under Docker's 10 s grace period.
    FINAL_READ_TIMEOUT = 8.0

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("connection_pool_size", 2)
        kwargs.setdefault("read_timeout", self.FINAL_READ_TIMEOUT)
        kwargs.setdefault("pool_timeout", 2.0)
        super().__init__(**kwargs)

    def parse_json_payload(self, payload: bytes) -> dict[str, Any]:
        data = super().parse_json_payload(payload)
        result = data.get("result") if isinstance(data, dict) else None
        if isinstance(result, list):
            data["result"] = [_parsable(update) for update in result]
        return data


def _parsable(update: Any) -> Any:
    try:
        Update.de_json(update, None)
    except Exception as error:  # whatever the library raises: TypeError, KeyError, ValueError…
        update_id = update.get("update_id") if isinstance(update, dict) else None
        if not isinstance(update_id, int):
            log.error("update without a usable update_id ignored: %s", error)
            return update  # nothing to skip to: the library's own handling applies
        log.error("update %s skipped: python-telegram-bot cannot read it (%s)", update_id, error)
        return {"update_id": update_id}
    return update


class ResilientRateLimiter(AIORateLimiter):
    """AIORateLimiter (flood limits, RetryAfter retried) that also retries network errors.

    A BadRequest is our own mistake or a state of Telegram (« message is not modified »):
    never retried. getUpdates is not routed here (the updater retries it itself).
    """

    def __init__(self, *, limit: bool, max_retries: int, retry_delay: float) -> None:
        if limit:
            super().__init__(max_retries=max_retries)
        else:
            super().__init__(overall_max_rate=0, group_max_rate=0, max_retries=max_retries)
        self.network_retries = max_retries
        self.retry_delay = retry_delay

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, Any]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Any:
        attempt = 0
        while True:
            try:
                return await super().process_request(callback, args, kwargs, endpoint, data, rate_limit_args)
            except BadRequest:
                raise
            except NetworkError as error:
                if attempt >= self.network_retries:
                    raise
                delay = min(self.retry_delay * 2**attempt, 30.0)
                attempt += 1
                log.warning("%s failed (%s); retry %d in %.2f s", endpoint, error, attempt, delay)
                await asyncio.sleep(delay)


class PerChatProcessor(BaseUpdateProcessor):
    """Updates of one chat in the order they came, different chats concurrently."""

    def __init__(self, max_concurrent_updates: int) -> None:
        super().__init__(max_concurrent_updates)
        self._locks: dict[int, tuple[asyncio.Lock, int]] = {}

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        chat = update.effective_chat if isinstance(update, Update) else None
        if chat is None:
            await coroutine
            return
        lock, users = self._locks.get(chat.id, (asyncio.Lock(), 0))
        self._locks[chat.id] = (lock, users + 1)
        try:
            async with lock:
                await coroutine
        finally:
            lock, users = self._locks[chat.id]
            if users <= 1:
                del self._locks[chat.id]
            else:
                self._locks[chat.id] = (lock, users - 1)

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass
