"""Online events on Telegram: what the call queue's parts share (the bot they serve, shared refusals)."""

from __future__ import annotations

from typing import Any, Protocol

from telegram import User

from bot.adapters.telegram.out import Outbox, Where
from bot.adapters.telegram.settings import Settings
from bot.events.model import Tournament
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident
from rules.model import Step

NOT_A_CALL = "Ce bouton ne correspond à aucun appel."


def not_event_director(event: Tournament, what: str) -> str:
    return (
        f"Seul un arbitre du tournoi « {event.name} » (un arbitre de son groupe des arbitres) peut "
        f"{what}. Rien n'a été modifié."
    )


class QueueHost(Protocol):
    """What the queue needs from the Telegram bot (handlers.py's TelegramBot): its outbox, its
    engine, who acts, and the incident's live message. A protocol, so that this module does not
    import the handlers that import it."""

    out: Outbox
    settings: Settings

    @property
    def engine(self) -> Engine: ...

    async def actor(
        self, where: Where, user: User, owner_id: str | None = None, *, directing: bool = False
    ) -> Actor: ...

    async def redo_choice(self, where: Where, user: User, payload: dict[str, Any], key: str) -> None:
        """An incident or a deal import that waited for « which event? » across a restart, run now."""
        ...

    async def is_director(self, where: Where, user_id: int) -> bool: ...

    def _is_live(self, where: Where) -> bool: ...

    async def _show_live(self, where: Where, incident: Incident, step: Step | None) -> None: ...

    async def _show_found(self, where: Where, incident: Incident, words: str) -> None: ...
