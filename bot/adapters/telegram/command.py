"""`arbitre telegram`: the bot on Telegram (also plain `arbitre` when TELEGRAM_TOKEN is set).

    TELEGRAM_TOKEN=123:ABC arbitre telegram                 long polling
    TELEGRAM_WEBHOOK_URL=https://club.example/telegram ...  webhook (secret token checked)

Settings (environment): TELEGRAM_TOKEN; TELEGRAM_API_BASE_URL (a self-hosted Bot API
server, python-telegram-bot's form: http://127.0.0.1:8081/bot); TELEGRAM_WEBHOOK_URL,
TELEGRAM_WEBHOOK_SECRET (random per run when unset), TELEGRAM_WEBHOOK_LISTEN (0.0.0.0),
TELEGRAM_WEBHOOK_PORT (8443); TELEGRAM_DIRECTOR_IDS (user ids, comma-separated, directors
everywhere); TELEGRAM_ADMINS_ARE_DIRECTORS (1: a group's administrators are its directors).
SIGTERM or Ctrl-C stops the bot cleanly; the store is closed on the way out.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from typing import Any
from urllib.parse import urlparse

import rules
from bot import config as config_module
from bot.errors import ConfigError, UnavailableError, UsageError


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "telegram",
        help="le bot Telegram (jeton : TELEGRAM_TOKEN ; webhook : TELEGRAM_WEBHOOK_URL)",
        description="Le bot Telegram : long polling par défaut, webhook si TELEGRAM_WEBHOOK_URL est défini.",
    )
    parser.set_defaults(func=run_default)


def _usage_error(message: str) -> Exception:
    return UsageError(message)


def _config_error(message: str) -> Exception:
    return ConfigError(message)


def _unavailable(message: str) -> Exception:
    """Exit 69: the network may come back, so the service manager may restart (issue 23, F19)."""
    return UnavailableError(message)


def run_default(args: argparse.Namespace) -> int:
    # Lazy, like the handlers below: every `arbitre` command registers this module.
    from bot.adapters.telegram.settings import Settings, mask_token

    try:
        settings = Settings.from_env(os.environ)
    except ValueError as error:
        # A setting only the operator can fix: 78, so systemd or Docker do not restart in a loop.
        raise _config_error(f"configuration Telegram invalide : {error}.") from None
    try:
        return _run(args, settings)
    except Exception as error:
        # Whatever escapes (usage error, library error, « erreur inattendue » in cli.main) is
        # printed to stderr, which goes to journald or docker logs: never with the token (F3).
        text = str(error)
        masked = mask_token(text, settings.token)
        if masked == text:
            raise
        if isinstance(error, UsageError):  # one class, bot/errors.py, however `arbitre` was started
            error.args = (masked,)
            raise
        raise RuntimeError(masked) from None


def _run(args: argparse.Namespace, settings: Any) -> int:
    from telegram.error import InvalidToken, NetworkError

    from bot.adapters.telegram.handlers import ALLOWED_UPDATES, TelegramBot
    from bot.app import open_engine

    try:
        config = config_module.load(getattr(args, "data_dir", None), getattr(args, "reglement", None))
    except ValueError as error:
        raise _usage_error(f"configuration invalide : {error}") from None
    rules.load_regulation(config.regulation)  # a French RulesError if unknown

    try:
        asyncio.run(settings.check())
    except InvalidToken:
        raise _config_error(
            "Telegram refuse le jeton (TELEGRAM_TOKEN) : vérifiez-le auprès de @BotFather."
        ) from None
    except NetworkError as error:
        raise _unavailable(
            f"impossible de joindre l'API Telegram ({error}). Vérifiez la connexion ou TELEGRAM_API_BASE_URL."
        ) from None
    app = TelegramBot(settings, lambda: open_engine(config)).build()
    try:
        if settings.webhook_url:
            app.run_webhook(
                listen=settings.webhook_listen,
                port=settings.webhook_port,
                url_path=urlparse(settings.webhook_url).path.lstrip("/"),
                webhook_url=settings.webhook_url,
                secret_token=settings.secret(),
                allowed_updates=ALLOWED_UPDATES,
            )
        else:
            app.run_polling(allowed_updates=ALLOWED_UPDATES)
    except InvalidToken:
        raise _config_error(
            "Telegram refuse le jeton (TELEGRAM_TOKEN) : vérifiez-le auprès de @BotFather."
        ) from None
    except NetworkError as error:
        raise _unavailable(
            f"impossible de joindre l'API Telegram ({error}). Vérifiez la connexion ou TELEGRAM_API_BASE_URL."
        ) from None
    return 0
