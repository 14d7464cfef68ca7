"""Wiring shared by every adapter: open the store, build the engine."""

from __future__ import annotations

import asyncio
import getpass

from bot.config import Config
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.privacy import retention as privacy


async def open_engine(config: Config) -> Engine:
    store = await Store(config.database).open()
    engine = Engine(store, idle_expiry=config.idle_expiry_hours * 3600, regulation=config.regulation)
    engine.warm_solver = True  # a claim's director types the position while the solver starts
    # The retention period (ARBITRE_RETENTION_DAYS): old finished incidents lose their names. Before
    # the idle expiry, which would otherwise stamp them with today's date (T15).
    await asyncio.to_thread(privacy.apply_retention, store, config)
    await engine.expire_idle()
    return engine


def terminal_actor() -> Actor:
    """At the terminal, the person typing is the director."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name in some containers
        user = "arbitre"
    return Actor(f"terminal:{user}", user, is_director=True)
