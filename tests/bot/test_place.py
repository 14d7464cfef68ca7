"""An incident remembers the name of the chat it was opened in, for the log and the export."""

from __future__ import annotations

import json

from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import OWNER


async def test_the_place_is_stored_and_survives_a_reload(engine: Engine, store: Store) -> None:
    reply = await engine.open(OWNER, "telegram:-100555", "renonce", place="Bridge Club de Rennes")
    assert reply.incident is not None and reply.incident.place == "Bridge Club de Rennes"
    stored = await store.get(reply.incident.id)
    assert stored is not None and stored.place == "Bridge Club de Rennes"
    events = await store.events(reply.incident.id)
    replayed = transition.create(reply.incident.id, events[0].actor, events[0].action, events[0].at)
    assert replayed.place == "Bridge Club de Rennes"


async def test_without_a_place_the_chat_key_stays(engine: Engine) -> None:
    reply = await engine.open(OWNER, "terminal:alice")
    assert reply.incident is not None and reply.incident.place is None


def test_an_incident_stored_before_places_existed_still_loads() -> None:
    incident = transition.create("7", OWNER, inc.start("discord:1:2", "renonce"), 1.0)
    data = json.loads(incident.to_json())
    del data["place"]
    assert inc.Incident.from_json(json.dumps(data)).place is None


def test_a_very_long_place_name_is_cut() -> None:
    action = inc.start("telegram:1", place="x" * 5000)
    assert len(action.payload["place"]) == inc.PLACE_MAX


def test_the_chat_names_the_adapters_give() -> None:
    from types import SimpleNamespace
    from unittest.mock import MagicMock

    import discord

    from bot.adapters.discord.messages import place_of as discord_place
    from bot.adapters.telegram.out import place_of as telegram_place

    group = SimpleNamespace(chat=SimpleNamespace(title="Bridge Club de Rennes"))
    private = SimpleNamespace(chat=SimpleNamespace(title=None, full_name="Anne Martin"))
    assert telegram_place(group) == "Telegram : Bridge Club de Rennes"
    assert telegram_place(private) == "Telegram : privé avec Anne Martin"
    interaction = MagicMock(spec=discord.Interaction)
    interaction.guild = SimpleNamespace(name="Club de Rennes")
    interaction.channel = SimpleNamespace(name="arbitrage")
    assert discord_place(interaction) == "Discord : Club de Rennes › #arbitrage"


def test_the_export_names_the_place() -> None:
    from bot.reports.incidents_log import place_name

    named = transition.create("1", OWNER, inc.start("telegram:-100555", place="Telegram : Club"), 1.0)
    bare = transition.create("2", OWNER, inc.start("telegram:-100555"), 1.0)
    assert place_name(named) == "Telegram : Club"
    assert place_name(bare) == "Telegram -100555"
