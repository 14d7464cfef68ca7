"""Logs are JSON lines and never contain a token, even inside a library's request URL."""

from __future__ import annotations

import json
import logging

import pytest

from bot.logs import JsonFormatter

TELEGRAM = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"
DISCORD = "MTA5NzY1NDMyMTAxMjM0NTY3OA.GhIjKl.abcdefghijklmnopqrstuvwxyz012345678"


def format_message(message: str) -> dict[str, str]:
    record = logging.LogRecord("httpx", logging.INFO, __file__, 1, message, None, None)
    return json.loads(JsonFormatter().format(record))


def test_tokens_from_the_environment_are_masked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TELEGRAM_TOKEN", TELEGRAM)
    entry = format_message(
        f'HTTP Request: POST https://api.telegram.org/bot{TELEGRAM}/getUpdates "HTTP/1.1 200 OK"'
    )
    assert TELEGRAM not in entry["message"] and "jeton masqué" in entry["message"]
    assert entry["level"] == "INFO" and entry["logger"] == "httpx"


def test_token_shapes_are_masked_even_when_not_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TELEGRAM_TOKEN", raising=False)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    entry = format_message(f"https://api.telegram.org/bot{TELEGRAM}/sendMessage then Bot {DISCORD}")
    assert TELEGRAM.split(":")[1] not in entry["message"]
    assert DISCORD not in entry["message"]
