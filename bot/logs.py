"""Structured logs (one JSON object per line) that never contain a token.

Libraries log request URLs (httpx logs Telegram's `.../bot<token>/getUpdates`), so every
record is scrubbed: the configured token values and anything shaped like a bot token in a
URL are replaced before the line is written.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import time
from typing import Any

TOKEN_VARIABLES = ("TELEGRAM_TOKEN", "DISCORD_TOKEN", "TELEGRAM_WEBHOOK_SECRET")
_URL_TOKEN = re.compile(r"bot\d{5,16}:[A-Za-z0-9_-]{20,}")
_DISCORD_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,40}\.[A-Za-z0-9_-]{4,10}\.[A-Za-z0-9_-]{20,64}")
HIDDEN = "«jeton masqué»"


_HIDDEN_VALUES: set[str] = set()  # secrets made while running (the webhook's random one, T9)


def hide(value: str) -> None:
    """Scrub `value` from every later log line (at least 8 characters: shorter ones are words)."""
    if len(value) >= 8:
        _HIDDEN_VALUES.add(value)


def scrub(text: str) -> str:
    for name in TOKEN_VARIABLES:
        value = os.environ.get(name)
        if value and len(value) >= 8:
            text = text.replace(value, HIDDEN)
    for value in _HIDDEN_VALUES:
        text = text.replace(value, HIDDEN)
    text = _URL_TOKEN.sub("bot" + HIDDEN, text)
    return _DISCORD_TOKEN.sub(HIDDEN, text)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key in ("incident", "actor", "chat", "action"):
            if hasattr(record, key):
                entry[key] = getattr(record, key)
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return scrub(json.dumps(entry, ensure_ascii=False))


def started(logger: logging.Logger, line: str) -> None:
    """The one line an operator reads at start (issue 14 §2): plain French on stderr, never a JSON
    WARNING for a normal start (G21), and at INFO in the JSON log for those who keep it."""
    logger.info(line)
    sys.stderr.write(scrub(line) + "\n")
    sys.stderr.flush()


class PlainFormatter(logging.Formatter):
    """The terminal's stderr (tester3 L3): a director reads « arbitre : <message> », not a JSON object."""

    def format(self, record: logging.LogRecord) -> str:
        return scrub(f"arbitre : {record.getMessage()}")


def plain() -> None:
    """Switch the stderr handlers set by `setup` to the plain French lines (the terminal)."""
    for handler in logging.getLogger().handlers:
        handler.setFormatter(PlainFormatter())


def setup(level: str | None = None) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel((level or os.environ.get("ARBITRE_LOG_LEVEL") or "WARNING").upper())
