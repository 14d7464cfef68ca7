"""The bot's HTTP clients share one TLS context, and it is httpx's verifying default
(bot/adapters/telegram/http.py: loading the certificates once a process, not once a client)."""

from __future__ import annotations

import ssl
from pathlib import Path
from typing import Any

from bot.adapters.telegram.handlers import Settings, TelegramBot
from bot.adapters.telegram.http import Request, tls_context


def contexts(request: Any) -> list[ssl.SSLContext]:
    """The TLS context of every connection pool of a python-telegram-bot request (httpx 0.28)."""
    client = request._client
    transports = [client._transport, *(t for t in client._mounts.values() if t is not None)]
    return [t._pool._ssl_context for t in transports]


async def never_opened() -> Any:
    raise AssertionError("build() opens no database")


def test_two_builds_of_the_bot_share_one_verifying_context(tmp_path: Path) -> None:
    found: list[ssl.SSLContext] = []
    for _ in range(2):
        app = TelegramBot(Settings(token="4242:fake-token"), never_opened).build()
        for request in app.bot._request:  # getUpdates, then every other call
            found.extend(contexts(request))
    assert len(found) >= 4
    assert all(context is tls_context() for context in found)
    context = tls_context()
    assert context.verify_mode is ssl.CERT_REQUIRED and context.check_hostname
    assert context.cert_store_stats()["x509_ca"] > 0  # the certificates are loaded


def test_the_request_keeps_the_library_defaults() -> None:
    request = Request()
    assert contexts(request) == [tls_context()]
    assert request._client.timeout.read == 5.0 and request.http_version == "1.1"
    assert request._client._transport._pool._max_connections == 256
    assert contexts(Request(httpx_kwargs={"verify": False}))[0] is not tls_context()
