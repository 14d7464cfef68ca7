"""python-telegram-bot's HTTP transport on aiohttp instead of httpx.

Why: under load, httpx's connection pool (httpcore) scans its connections and queued
requests on every request, and tries to import the absent `sniffio` each time; measured
against the local fake Bot API, concurrent calls cost 5-20 ms each with httpx and under
2 ms with aiohttp (bench/telegram_bench.py). aiohttp is already installed: discord.py
depends on it. PTB documents BaseRequest as the way to bring another HTTP library.
"""

from __future__ import annotations

from typing import Any

import aiohttp
from telegram._utils.defaultvalue import DefaultValue
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData


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

    @property
    def read_timeout(self) -> float | None:
        return self._read_timeout

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._connections),
                headers={"User-Agent": self.USER_AGENT},
                trust_env=True,  # HTTP(S)_PROXY / NO_PROXY, as httpx does
            )

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
        files = (
            request_data.multipart_data if request_data is not None and request_data.contains_files else None
        )
        fields = request_data.json_parameters if request_data is not None else None
        body: Any = None
        headers = None
        if request_data is not None and not files:
            # A JSON body (Telegram accepts it): json.dumps is far cheaper than urlencoding.
            body = request_data.json_payload
            headers = {"Content-Type": "application/json"}
        elif files:
            form = aiohttp.FormData()
            for name, value in (fields or {}).items():
                form.add_field(name, value)
            for name, part in files.items():
                if isinstance(part, tuple):
                    filename, content, *rest = part
                    form.add_field(name, content, filename=filename, content_type=rest[0] if rest else None)
                else:
                    form.add_field(name, part)
            body = form
        read = self._value(read_timeout, self._read_timeout)
        timeout = aiohttp.ClientTimeout(
            total=None,
            connect=self._value(pool_timeout, self._pool_timeout),  # waiting for a free connection
            sock_connect=self._value(connect_timeout, self._connect_timeout),
            sock_read=read,
        )
        try:
            async with self._session.request(
                method, url, data=body, headers=headers, timeout=timeout
            ) as response:
                return response.status, await response.read()
        except (TimeoutError, aiohttp.ServerTimeoutError) as error:
            raise TimedOut from error
        except aiohttp.ClientError as error:
            raise NetworkError(f"aiohttp.{type(error).__name__}: {error}") from error
