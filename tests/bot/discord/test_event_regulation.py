"""Discord: an online event's regulation and its organiser's conditions reach the incidents opened
in its context (issue 22, F2 and §2), with mocked interactions (see test_queue.py)."""

from __future__ import annotations

import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.queue import CALL_MESSAGES, QueueHandlers
from bot.events.desk import CallDesk
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from rules.model import Ruling
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import ALICE, Channel, interaction
from tests.bot.discord.test_queue import ANNE, BRUNO, DIRECTORS, PLAYERS, Client, _call, _press, room


@pytest.fixture
def rooms() -> tuple[Channel, Channel]:
    return room(PLAYERS), room(DIRECTORS)  # channels of one server (issue 22 R1)


@pytest.fixture
def queue(engine: Engine, store: Store, clock: Clock, rooms: tuple[Channel, Channel]) -> QueueHandlers:
    # A call's own message is followed here: the per-call layout (the board has test_board.py).
    return QueueHandlers(
        DiscordAdapter(engine, "Arbitre"),
        CallDesk(store, clock=clock),
        Client(*rooms),  # type: ignore[arg-type]
        CALL_MESSAGES,
    )


CARD_MISCLICK = (
    ("what", "card"),
    ("card_timing", "next_not_played"),
    ("evidence", "adjacent_and_immediate"),
    ("director_satisfied", "yes"),
)


async def _rule(engine: Engine, incident_id: str, answers: tuple[tuple[str, str], ...]) -> Ruling:
    """The director answers the online misclick topic on the incident opened from the call."""
    reply = await engine.act(incident_id, inc.SYSTEM, inc.choose_topic("en_ligne_clic"))
    for question, value in answers:
        reply = await engine.act(incident_id, inc.SYSTEM, inc.answer(question, value))
        assert not reply.refused, reply.message
    assert reply.step is not None and reply.step.ruling is not None
    return reply.step.ruling


async def _open(queue: QueueHandlers, players: Channel, directors: Channel, conditions: str | None) -> None:
    inter = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(inter, "ouvrir", "Simultané du jeudi", directors.mock, None, None, conditions)
    assert "ouvert" in str(players.posted[-1].get("content"))


async def test_an_incident_from_a_call_is_ruled_under_the_event_s_conditions(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    """F2: the bot runs under FFB; the event allows card undo until the next player has played."""
    players, directors = rooms
    await _open(queue, players, directors, "cartes=suivant")
    status = interaction(queue.adapter, directors, BRUNO)
    await queue.tournoi(status, "etat", None, None, None)
    await _press(queue, directors, await _call(queue, players), "incident", BRUNO)
    (call,) = await queue.desk.open_calls("1")
    assert call.incident_id is not None
    ruling = await _rule(engine, call.incident_id, CARD_MISCLICK)
    shown = str(directors.posted[-1].get("content")) if directors.posted else ""
    shown += str(refusal_call(status)) + str(status.followup.send.await_args)
    assert "FFB en ligne" in shown and "tant que le joueur suivant n'a pas joué" in shown
    assert ruling.id == "online.undo.card_allowed"
    assert "« Simultané du jeudi »" in " ".join(ruling.now) and "FFB en ligne" in ruling.regulation


async def test_the_default_conditions_refuse_a_card_and_a_director_changes_them(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    """Review C5 on Discord: no card undo by default; `/tournoi reglage` by a director only."""
    players, directors = rooms
    await _open(queue, players, directors, None)
    await _press(queue, directors, await _call(queue, players), "incident", BRUNO)
    (first,) = await queue.desk.open_calls("1")
    assert first.incident_id is not None
    refused = await _rule(engine, first.incident_id, (("what", "card"),))
    player = interaction(queue.adapter, players, ALICE)
    await queue.tournoi(player, "reglage", None, None, None, None, "cartes=levee")
    bad = interaction(queue.adapter, directors, ANNE)
    await queue.tournoi(bad, "reglage", None, None, None, None, "cartes=toujours")
    good = interaction(queue.adapter, directors, ANNE)
    await queue.tournoi(good, "reglage", None, None, None, None, "cartes=levee")
    await _press(queue, directors, await _call(queue, players, "13"), "incident", BRUNO)
    second = next(c for c in await queue.desk.open_calls("1") if c.table == "13")
    assert second.incident_id is not None
    allowed = await _rule(
        engine, second.incident_id, (*CARD_MISCLICK[:1], ("card_timing", "next_played"), *CARD_MISCLICK[2:])
    )
    assert refused.id == "online.undo.card_not_allowed" and "47F2" in refused.laws
    assert "Seul un arbitre" in str(refusal_call(player))
    assert "cartes= attend non, suivant ou levee" in str(refusal_call(bad))
    assert "enregistrées" in str(refusal_call(good)) + str(good.followup.send.await_args)
    assert allowed.id == "online.undo.card_allowed" and "47D" in allowed.laws


async def test_an_incident_opened_in_the_event_s_channel_uses_the_event_s_regulation(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    """F2, any incident in the event's context: /arbitre in the event's channel; elsewhere, the bot's."""
    players, directors = rooms
    await _open(queue, players, directors, "cartes=suivant")
    inside = await queue.adapter.open(interaction(queue.adapter, directors, ANNE), None)
    outside = await queue.adapter.open(interaction(queue.adapter, Channel(channel_id=99), ANNE), None)
    assert inside is not None and outside is not None
    assert inside.regulation.startswith("ffb_en_ligne?card_undo=yes") and "by=Simultan" in inside.regulation
    assert outside.regulation == "ffb"
