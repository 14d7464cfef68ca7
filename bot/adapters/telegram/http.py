"""How the Telegram adapter talks to the Bot API: transport, flood control, update order.

AiohttpRequest: python-telegram-bot's HTTP transport on aiohttp instead of httpx;
UpdatesRequest, the same for getUpdates, trimming what a press carries and we never read.
JsonBody: what Outbox sends, encoded once.

Why: under load, httpx's connection pool (httpcore) scans its connections and queued
requests on every request, and tries to import the absent `sniffio` each time; measured
against the local fake Bot API, concurrent calls cost 5-20 ms each with httpx and under
2 ms with aiohttp (bench/telegram_bench.py). aiohttp is already installed: discord.py
depends on it. PTB documents BaseRequest as the way to bring another HTTP library.

ResilientRateLimiter: AIORateLimiter (Telegram's flood limits, RetryAfter waited for) that
also retries network errors. PerChatProcessor: updates of one chat in order, chats in parallel.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import aiohttp
from aiohttp.helpers import get_env_proxy_for_url
from telegram import Update
from telegram._utils.defaultvalue import DefaultValue
from telegram.error import BadRequest, NetworkError, TimedOut
from telegram.ext import AIORateLimiter, BaseUpdateProcessor
from telegram.request import BaseRequest, RequestData
from yarl import URL

log = logging.getLogger("arbitre.telegram")
JSON_HEADERS = {"Content-Type": "application/json"}


@functools.lru_cache(maxsize=64)
def _timeout(pool: float | None, connect: float | None, read: float | None) -> aiohttp.ClientTimeout:
    return aiohttp.ClientTimeout(total=None, connect=pool, sock_connect=connect, sock_read=read)


@functools.lru_cache(maxsize=256)
def _url(url: str) -> URL:
    """The Bot API's URLs are the base and a method name: a few dozen, parsed once each."""
    return URL(url)


class JsonBody(RequestData):
    """Bot API parameters sent as one JSON body, encoded once (what Outbox sends).

    Bot.do_api_request turns each parameter into a RequestParameter and JSON-encodes it, twice
    for objects, then the body once more: a fifth of the CPU of a call in bench/telegram_bench.py.
    Still a RequestData, so any BaseRequest can send it.
    """

    def __init__(self, data: dict[str, Any]) -> None:
        super().__init__()
        self.data = data
        self.body = json.dumps(data).encode()

    @property
    def parameters(self) -> dict[str, Any]:
        return self.data

    @property
    def json_parameters(self) -> dict[str, str]:
        return {k: v if isinstance(v, str) else json.dumps(v) for k, v in self.data.items()}

    @property
    def json_payload(self) -> bytes:
        return self.body


class AiohttpRequest(BaseRequest):
    """One aiohttp session, opened in initialize() (inside the running loop), closed in shutdown()."""

    def __init__(
        self,
        *,
        connections: int = 64,
        read_timeout: float | None = 5.0,
        connect_timeout: float | None = 5.0,
        pool_timeout: float | None = 30.0,
    ) -> None:
        # aiohttp has no write timeout: a stalled upload ends with the read timeout.
        self._connections = connections
        self._read_timeout = read_timeout
        self._connect_timeout = connect_timeout
        self._pool_timeout = pool_timeout
        self._session: aiohttp.ClientSession | None = None
        # (scheme, host) -> (proxy, auth) from HTTP(S)_PROXY / NO_PROXY, looked up once: with
        # trust_env, aiohttp reads the environment and ~/.netrc in a thread on every request,
        # two thread hops that cost more CPU than the request itself.
        self._proxies: dict[tuple[str, str], tuple[URL | None, aiohttp.BasicAuth | None]] = {}

    @property
    def read_timeout(self) -> float | None:
        return self._read_timeout

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._connections),
                headers={"User-Agent": self.USER_AGENT},
                cookie_jar=aiohttp.DummyCookieJar(),  # the Bot API sets none: skip the jar per request
            )

    async def _proxy_for(self, url: URL) -> tuple[URL | None, aiohttp.BasicAuth | None]:
        """HTTP(S)_PROXY / NO_PROXY, as httpx and aiohttp's trust_env read them, once per host."""
        key = (url.scheme, url.host or "")
        if key not in self._proxies:
            try:
                self._proxies[key] = await asyncio.to_thread(get_env_proxy_for_url, url)
            except LookupError:
                self._proxies[key] = (None, None)
        return self._proxies[key]

    async def shutdown(self) -> None:
        if self._session is not None:
            session, self._session = self._session, None
            await session.close()

    @staticmethod
    def _value(given: Any, default: float | None) -> float | None:
        return default if isinstance(given, DefaultValue) else given

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = BaseRequest.DEFAULT_NONE,
        write_timeout: Any = BaseRequest.DEFAULT_NONE,
        connect_timeout: Any = BaseRequest.DEFAULT_NONE,
        pool_timeout: Any = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        if self._session is None:
            raise RuntimeError("AiohttpRequest is not initialized")
        body: Any = None
        headers = None
        if request_data is not None and request_data.contains_files:
            form = aiohttp.FormData()
            for name, value in request_data.json_parameters.items():
                form.add_field(name, value)
            for name, part in request_data.multipart_data.items():
                if isinstance(part, tuple):
                    filename, content, *rest = part
                    form.add_field(name, content, filename=filename, content_type=rest[0] if rest else None)
                else:
                    form.add_field(name, part)
            body = form
        elif request_data is not None:
            # A JSON body (Telegram accepts it): json.dumps is far cheaper than urlencoding.
            # A JsonBody (what Outbox sends) is already encoded.
            body = request_data.json_payload
            headers = JSON_HEADERS
        timeout = _timeout(
            self._value(pool_timeout, self._pool_timeout),
            self._value(connect_timeout, self._connect_timeout),
            self._value(read_timeout, self._read_timeout),
        )
        target = _url(url)
        proxy, proxy_auth = await self._proxy_for(target)
        try:
            async with self._session.request(
                method,
                target,
                data=body,
                headers=headers,
                timeout=timeout,
                proxy=proxy,
                proxy_auth=proxy_auth,
            ) as response:
                return response.status, await response.read()
        except (TimeoutError, aiohttp.ServerTimeoutError) as error:
            raise TimedOut from error
        except aiohttp.ClientError as error:
            raise NetworkError(f"aiohttp.{type(error).__name__}: {error}") from error


class UpdatesRequest(AiohttpRequest):
    """The getUpdates transport, which trims what we never read before it is parsed.

    A press comes with the whole message its button was on, keyboard and formatting included.
    Where that message is (chat, forum topic, id) is all a press needs: the incident's state
    says what was asked. Dropping the keyboard and the entities before python-telegram-bot
    builds its objects saves a third of the parsing of a press (bench/telegram_bench.py).
    """

    def parse_json_payload(self, payload: bytes) -> dict[str, Any]:
        data = super().parse_json_payload(payload)
        result = data.get("result")
        if isinstance(result, list):
            for update in result:
                query = update.get("callback_query") if isinstance(update, dict) else None
                message = query.get("message") if isinstance(query, dict) else None
                if isinstance(message, dict):
                    for unread in ("reply_markup", "entities"):
                        message.pop(unread, None)
        return data


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
