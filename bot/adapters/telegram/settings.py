"""The Telegram bot's settings, read from the environment (see deploy/README.md: TELEGRAM_*),
and what keeps its token out of every message (F3)."""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlparse

from telegram import Bot

from bot import logs
from bot.adapters.telegram.http import Request

HIDDEN_TOKEN = "«jeton masqué»"

# Groups: LIVE shows each incident as one message edited in place (one call per answer: the
# flood limit of about 20 messages a minute per group is never reached); MESSAGES is the
# former layout, a message per question.
LIVE = "live"
MESSAGES = "messages"

# An online event's calls in the directors' group (issue 22 §3): BOARD, one board of the open calls
# edited in place (a 200-table event stays under the flood limit); CALL_MESSAGES, a message per call
# (the former layout, for a small event).
BOARD = "tableau"
CALL_MESSAGES = "messages"


def check_base_url(url: str | None) -> str | None:
    """TELEGRAM_API_BASE_URL, refused in French before any use (F3): python-telegram-bot
    appends the token to it, so a malformed one ended in an error message carrying the token.
    The value is never quoted back (a token pasted into it would be shown)."""
    if url is None:
        return None
    expected = "TELEGRAM_API_BASE_URL doit être l'adresse d'un serveur Bot API, par exemple http://127.0.0.1:8081/bot"
    if any(c.isspace() for c in url):
        raise ValueError(expected)
    try:
        parts = urlparse(url)
        port = parts.port  # ValueError when it is not a number from 0 to 65535
    except ValueError:
        raise ValueError(expected) from None
    if parts.scheme not in ("http", "https") or not parts.hostname or port == 0:
        raise ValueError(expected)
    return url


def mask_token(text: str, token: str) -> str:
    """`text` with the token, and its secret part after « : », replaced (F3): for every
    message that can reach a terminal or a log, not only log records."""
    for secret in (token, token.partition(":")[2]):
        if len(secret) >= 4:
            text = text.replace(secret, HIDDEN_TOKEN)
    return text


MIN_SECRET = 16
WEBHOOK_SECRET = re.compile(r"[A-Za-z0-9_-]{16,256}")  # MIN_SECRET to 256


@dataclass(frozen=True)
class Settings:
    """Everything read from the environment (see README: TELEGRAM_*)."""

    token: str
    base_url: str | None = None  # python-telegram-bot's form: http://127.0.0.1:8081/bot
    webhook_url: str | None = None
    webhook_secret: str | None = None
    webhook_listen: str = "0.0.0.0"
    webhook_port: int = 8443
    director_ids: frozenset[int] = frozenset()
    admins_are_directors: bool = True
    admin_cache_seconds: float = 120.0
    rate_limit: bool = True
    max_retries: int = 8  # RetryAfter and network errors: about two minutes of retries, then logged
    retry_delay: float = 1.0  # first wait after a network error; doubled each time, 30 s at most
    max_concurrent_updates: int = 64
    connections: int = 64  # kept-alive connections to the Bot API
    group_layout: str = LIVE  # LIVE: one message per incident in groups; MESSAGES: one per question
    poll_chat: int | None = None  # TELEGRAM_POLL_CHAT: where peer polls (16B1b) are posted; None: here
    call_layout: str = BOARD  # TELEGRAM_CALLS_LAYOUT: BOARD or CALL_MESSAGES
    calls_in_private: bool = (
        False  # TELEGRAM_CALLS_PRIVATE=1: each new call also in the directors' private chats
    )

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        """Raise ValueError, in French, on a malformed value."""
        token = env.get("TELEGRAM_TOKEN", "").strip()
        if not token:
            raise ValueError("TELEGRAM_TOKEN n'est pas défini (le jeton donné par @BotFather)")
        try:
            ids = frozenset(
                int(x) for x in env.get("TELEGRAM_DIRECTOR_IDS", "").replace(";", ",").split(",") if x.strip()
            )
        except ValueError:
            raise ValueError(
                "TELEGRAM_DIRECTOR_IDS : des identifiants numériques séparés par des virgules"
            ) from None
        try:
            port = int(env.get("TELEGRAM_WEBHOOK_PORT", "8443"))
        except ValueError:
            raise ValueError("TELEGRAM_WEBHOOK_PORT doit être un numéro de port") from None
        url = env.get("TELEGRAM_WEBHOOK_URL", "").strip() or None
        if url is not None and urlparse(url).scheme not in ("http", "https"):
            raise ValueError("TELEGRAM_WEBHOOK_URL doit commencer par https://")
        layout = env.get("TELEGRAM_GROUP_LAYOUT", "").strip().lower() or LIVE
        if layout not in (LIVE, MESSAGES):
            raise ValueError(
                f"TELEGRAM_GROUP_LAYOUT : « {LIVE} » (un message par incident, par défaut) "
                f"ou « {MESSAGES} » (un message par question)"
            )
        poll_chat_text = env.get("TELEGRAM_POLL_CHAT", "").strip()
        if poll_chat_text and not poll_chat_text.lstrip("-").isdigit():
            raise ValueError(
                "TELEGRAM_POLL_CHAT : l'identifiant numérique du groupe des sondages (par exemple -100…)"
            )
        secret = env.get("TELEGRAM_WEBHOOK_SECRET", "").strip() or None
        if secret is not None and not WEBHOOK_SECRET.fullmatch(secret):
            # T9: Telegram takes 1 to 256 of A-Z a-z 0-9 _ -; a short one can be guessed, and could not be
            # told apart from ordinary words when logs are scrubbed.
            raise ValueError(
                f"TELEGRAM_WEBHOOK_SECRET : de {MIN_SECRET} à 256 caractères parmi A-Z a-z 0-9 _ - "
                f"(il en a {len(secret)}) ; ou laissez-le vide : Arbitre en tire un au hasard à chaque démarrage"
            )
        call_layout = env.get("TELEGRAM_CALLS_LAYOUT", "").strip().lower() or BOARD
        if call_layout not in (BOARD, CALL_MESSAGES):
            raise ValueError(
                f"TELEGRAM_CALLS_LAYOUT : « {BOARD} » (un tableau des appels, par défaut) "
                f"ou « {CALL_MESSAGES} » (un message par appel)"
            )
        return cls(
            token=token,
            call_layout=call_layout,
            calls_in_private=env.get("TELEGRAM_CALLS_PRIVATE", "0").strip().lower()
            in ("1", "oui", "yes", "true"),
            group_layout=layout,
            poll_chat=int(poll_chat_text) if poll_chat_text else None,
            base_url=check_base_url(env.get("TELEGRAM_API_BASE_URL", "").strip() or None),
            webhook_url=url,
            webhook_secret=secret,
            webhook_listen=env.get("TELEGRAM_WEBHOOK_LISTEN", "").strip() or "0.0.0.0",
            webhook_port=port,
            director_ids=ids,
            admins_are_directors=env.get("TELEGRAM_ADMINS_ARE_DIRECTORS", "1").strip().lower()
            not in ("0", "non", "no", "false"),
        )

    def file_url(self) -> str | None:
        """The files' base URL of a self-hosted Bot API server: …/bot → …/file/bot."""
        if not self.base_url:
            return None
        base = self.base_url.rstrip("/")
        return base[: -len("/bot")] + "/file/bot" if base.endswith("/bot") else base

    async def check(self) -> None:
        """Call getMe once: InvalidToken or NetworkError now, with nothing left open."""
        urls = {"base_url": self.base_url, "base_file_url": self.file_url()} if self.base_url else {}
        # The library's default transports, with the process's one TLS context (http.py).
        requests = {"request": Request(), "get_updates_request": Request(connection_pool_size=1)}
        async with Bot(self.token, **urls, **requests):  # type: ignore[arg-type]
            pass

    def secret(self) -> str:
        """The webhook's secret token: the configured one, or a fresh random one per run."""
        value = self.webhook_secret or secrets.token_urlsafe(32)
        logs.hide(value)  # T9: python-telegram-bot logs setWebhook's parameters at DEBUG
        return value
