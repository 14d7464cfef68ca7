"""« Réglé » pressed before the linked incident's ruling (tester7 T10), through the mocked
interactions: nothing changes without a confirmation, and a call closed anyway sends its caller the
ruling when it comes, once."""

from __future__ import annotations

from bot.adapters.discord.queue import QueueHandlers
from bot.events.model import CallState
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import Channel, interaction
from tests.bot.discord.test_queue import (
    ANNE,
    BRUNO,
    DIRECTORS,
    GUILD,
    _call,
    _open_event,
    _press,
    queue,
    rooms,
)

__all__ = ["queue", "rooms"]  # the fixtures, shared with test_queue.py


async def test_closing_a_call_before_its_ruling_asks_and_the_caller_gets_the_ruling_later(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    director = queue.adapter.actor(interaction(queue.adapter, directors, ANNE))
    opened = await engine.open(director, f"discord:{GUILD}:{DIRECTORS}", "renonce")
    assert opened.incident is not None
    await queue.desk.link(call_id, director, opened.incident.id)
    told = len(players.posted)
    pressed = await _press(queue, directors, call_id, "close", ANNE)
    assert "n'a pas encore de décision : rien n'a changé" in refusal_call(pressed).args[0]
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.state is CallState.TAKEN and len(players.posted) == told
    (edited,) = [p for p in directors.posted if p["where"] == "edit"][-1:]
    assert [b.label for b in edited["view"].children][1] == "Régler sans décision"
    await _press(queue, directors, call_id, "closeok", ANNE)
    assert players.posted[-1]["content"] == (
        "Table 12 : l'appel est réglé par Anne. Incident #1 : la décision vous sera envoyée ici dès "
        "qu'elle sera rendue."
    )
    await engine.act(opened.incident.id, director, inc.answer("situation", "could_not_comply"))
    ruled = [str(p["content"]) for p in players.posted[told:]]
    assert (
        len(ruled) == 2 and ruled[1].startswith("Table 12 : Décision (incident #1) : ") and "61" in ruled[1]
    )
    await engine.act(opened.incident.id, director, inc.note("une note après la décision"))
    assert len(players.posted) == told + 2  # sent once


async def test_a_second_call_from_the_same_table_and_board_joins_the_first(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    """Tester7 T23: one call, one message for the directors, both reasons; the second caller is told."""
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    posted = len(directors.posted)
    await queue.appel(interaction(queue.adapter, players, BRUNO), "Table 12", "renonce en Est", "5")
    assert players.posted[-1]["content"] == (
        "La table 12 (donne 5) a déjà un appel ouvert (n°1) : votre appel y est ajouté, un arbitre arrive."
    )
    assert len(directors.posted) == posted
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.reason == "hésitation en Nord · renonce en Est"


async def test_the_caller_is_told_the_mark_and_the_right_to_appeal(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    """Tester8 T26: « réglé … Décision : … (lois) » without the mark given nor the right to appeal (92B)."""
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    director = queue.adapter.actor(interaction(queue.adapter, directors, ANNE))
    opened = await engine.open(director, f"discord:{GUILD}:{DIRECTORS}", "renonce")
    assert opened.incident is not None
    await engine.act(opened.incident.id, director, inc.answer("situation", "could_not_comply"))
    scored = await engine.act(opened.incident.id, director, inc.score("4♠="))
    assert scored.ok, scored.message
    await queue.desk.link(call_id, director, opened.incident.id)
    await _press(queue, directors, call_id, "close", ANNE)
    told = str(players.posted[-1]["content"])
    assert "Marque : Nord-Sud +420 points ; Est-Ouest -420 points." in told
    assert told.endswith("min après la publication des résultats officiels (Loi 92B).")
