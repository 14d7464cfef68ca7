"""`arbitre discord`: the bot on a club's Discord server (token in DISCORD_TOKEN).

    arbitre discord                    run the bot (also plain `arbitre` when DISCORD_TOKEN is set)
    arbitre discord --sync [--guild ID]  publish the slash commands, then exit

Commands are published on request only: on one server with --guild (instant), globally
without (Discord may take up to an hour). SIGTERM and SIGINT close the client and the store.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
from typing import Any

import rules
from bot import config as config_module
from bot import logs
from bot.errors import ConfigError, UnavailableError, UsageError

log = logging.getLogger("arbitre.discord")

TOKEN_VARIABLE = "DISCORD_TOKEN"


def _usage_error(message: str) -> Exception:
    return UsageError(message)


def _config_error(message: str) -> Exception:
    """A setting only the operator can fix: exit 78, like Telegram, so that systemd and Compose stop
    instead of restarting in a loop (issue 23, F4)."""
    return ConfigError(message)


def quiet_voice_warnings() -> None:
    """No voice here: discord.py's « PyNaCl is not installed » and « davey is not installed »
    warnings (issue 23, F20) would only worry the operator."""
    import discord

    discord.voice_client.VoiceClient.warn_nacl = False
    discord.voice_client.VoiceClient.warn_dave = False


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "discord", help="le bot Discord (jeton : DISCORD_TOKEN ; rôle des arbitres : DISCORD_DIRECTOR_ROLE)"
    )
    parser.add_argument(
        "--sync", action="store_true", help="publier les commandes slash sur Discord, puis quitter"
    )
    parser.add_argument(
        "--guild",
        type=int,
        metavar="ID",
        help="avec --sync : publier sur ce serveur seulement (immédiat) plutôt que partout (jusqu'à une heure)",
    )
    parser.set_defaults(func=run_default)


def run_default(args: argparse.Namespace) -> int:
    token = os.environ.get(TOKEN_VARIABLE, "").strip()
    if not token:
        raise _config_error(
            "le jeton du bot Discord manque : définissez la variable DISCORD_TOKEN "
            "(portail des développeurs Discord, onglet « Bot »)."
        )
    sync = bool(getattr(args, "sync", False))
    guild = getattr(args, "guild", None)
    if guild is not None and not sync:
        raise _usage_error("--guild s'utilise avec --sync : arbitre discord --sync --guild ID")
    try:
        config = config_module.load(getattr(args, "data_dir", None), getattr(args, "reglement", None))
    except ValueError as error:
        raise _config_error(f"configuration invalide : {error}") from None
    rules.load_regulation(config.regulation)
    return asyncio.run(serve(config, token, sync=sync, guild=guild))


def startup_line(config: config_module.Config) -> str:
    """The one line an operator reads in the journal: which bot, which data file, which regulation."""
    try:
        regulation = rules.load_regulation(config.regulation).name
    except Exception:  # an unknown regulation is refused earlier; the line must never fail
        regulation = config.regulation
    return f"Arbitre démarre sur Discord : base {config.database}, règlement {regulation}."


async def serve(
    config: config_module.Config,
    token: str,
    *,
    sync: bool = False,
    guild: int | None = None,
    client_options: dict[str, Any] | None = None,
) -> int:
    """Run the bot until SIGTERM/SIGINT or the client closes; the store is always closed."""
    # Imported here, not at the top: every `arbitre` command registers this module, and
    # discord.py takes most of a second to import, which a director at the terminal would wait for.
    import discord

    from bot.adapters.discord.client import ArbitreClient, director_role_from_env
    from bot.app import open_engine

    quiet_voice_warnings()
    engine = await open_engine(config)
    if not sync:
        logs.started(log, startup_line(config))
    client = ArbitreClient(engine, director_role=director_role_from_env(), **(client_options or {}))
    loop = asyncio.get_running_loop()
    installed: list[int] = []
    closing: list[asyncio.Task[None]] = []
    try:
        if sync:
            async with client:
                await client.login(token)
                published = await client.sync_commands(guild)
            where = (
                f"sur le serveur {guild}"
                if guild is not None
                else "sur tous les serveurs (jusqu'à une heure)"
            )
            print(f"{len(published)} commandes publiées {where}.")
            return 0

        def stop() -> None:
            log.info("signal received: closing the Discord client")
            closing.append(asyncio.ensure_future(client.close()))

        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(sig, stop)
                installed.append(sig)
        async with client:
            await client.start(token)
        return 0
    except discord.LoginFailure:
        raise _config_error(
            "Discord refuse le jeton (DISCORD_TOKEN) : vérifiez-le ou régénérez-le."
        ) from None
    except (OSError, discord.GatewayNotFound) as error:  # aiohttp's connection errors are OSErrors
        raise UnavailableError(
            f"impossible de joindre Discord ({type(error).__name__}). Vérifiez la connexion ; "
            + ("puis relancez la commande." if sync else "le service sera relancé.")
        ) from None
    except discord.PrivilegedIntentsRequired:
        raise _config_error("Discord refuse les intents demandés par le bot.") from None
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)
        if not client.is_closed():
            await client.close()
        await engine.store.close()
        sys.stdout.flush()
