"""An incident remembers the name of the chat it was opened in, for the log and the export."""

from __future__ import annotations

import json

from bot import incident as inc
from bot.engine import Engine
from bot.store import Store
from tests.bot.conftest import OWNER


async def test_the_place_is_stored_and_survives_a_reload(engine: Engine, store: Store) -> None:
    reply = await engine.open(OWNER, "telegram:-100555", "renonce", place="Bridge Club de Rennes")
    assert reply.incident is not None and reply.incident.place == "Bridge Club de Rennes"
    stored = await store.get(reply.incident.id)
    assert stored is not None and stored.place == "Bridge Club de Rennes"
    events = await store.events(reply.incident.id)
    replayed = inc.create(reply.incident.id, events[0].actor, events[0].action, events[0].at)
    assert replayed.place == "Bridge Club de Rennes"


async def test_without_a_place_the_chat_key_stays(engine: Engine) -> None:
    reply = await engine.open(OWNER, "terminal:alice")
    assert reply.incident is not None and reply.incident.place is None


def test_an_incident_stored_before_places_existed_still_loads() -> None:
    incident = inc.create("7", OWNER, inc.start("discord:1:2", "renonce"), 1.0)
    data = json.loads(incident.to_json())
    del data["place"]
    assert inc.Incident.from_json(json.dumps(data)).place is None


def test_a_very_long_place_name_is_cut() -> None:
    action = inc.start("telegram:1", place="x" * 5000)
    assert len(action.payload["place"]) == inc.PLACE_MAX
