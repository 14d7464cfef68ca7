"""Nobody takes over an event's call queue on Discord (issue 22 §1 R1): the Telegram attack's
Discord forms — a directors' channel of another server, a press from the players' channel or from
another server, a players' channel named as another event's directors' channel."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.queue import CALL_MESSAGES, QueueHandlers
from bot.events.desk import NOT_FROM_HERE, CallDesk
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call, refusal_count
from tests.bot.discord.test_adapter import GUILD, Channel, interaction, member
from tests.bot.discord.test_queue import (
    ANNE,
    BRUNO,
    DIRECTORS,
    PLAYERS,
    Client,
    _call,
    _open_event,
    _press,
    room,
)

MALLORY = member(666, "Mallory", "Arbitre")  # « Arbitre » on his own server only
OWN_SERVER, OWN_CHANNEL, FOREIGN = 2, 60, 70


@pytest.fixture
def channels() -> dict[str, Channel]:
    return {
        "players": room(PLAYERS),
        "directors": room(DIRECTORS),
        "own": room(OWN_CHANNEL, OWN_SERVER),
        "other_players": room(FOREIGN),
    }


@pytest.fixture
def queue(engine: Engine, store: Store, clock: Clock, channels: dict[str, Channel]) -> QueueHandlers:
    return QueueHandlers(
        DiscordAdapter(engine, "Arbitre"),
        CallDesk(store, clock=clock),
        Client(*channels.values()),  # type: ignore[arg-type]
        CALL_MESSAGES,
    )


def _refusal(inter: Any) -> str:
    return str(refusal_call(inter).args[0])


async def test_a_directors_channel_of_another_server_is_refused(
    queue: QueueHandlers, channels: dict[str, Channel]
) -> None:
    own = channels["own"]
    inter = interaction(queue.adapter, own, MALLORY, guild_id=OWN_SERVER)
    await queue.tournoi(inter, "ouvrir", "Evil", channels["directors"].mock, None)
    assert "un salon de ce serveur" in _refusal(inter)
    assert await queue.desk.current(f"discord:{OWN_SERVER}:{OWN_CHANNEL}") is None


async def test_a_call_is_taken_only_from_its_directors_channel(
    queue: QueueHandlers, channels: dict[str, Channel]
) -> None:
    players, directors = channels["players"], channels["directors"]
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    for channel, user, guild in (
        (players, ANNE, GUILD),  # a director, but in the players' channel
        (channels["own"], MALLORY, OWN_SERVER),  # another server's « Arbitre »
    ):
        for what in ("take", "close", "incident"):
            pressed = await _press(queue, channel, call_id, what, user, guild_id=guild)
            assert _refusal(pressed) == NOT_FROM_HERE
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.state.value == "waiting" and call.incident_id is None
    assert not await _press_refused(queue, directors, call_id)


async def _press_refused(queue: QueueHandlers, directors: Channel, call_id: str) -> bool:
    pressed = await _press(queue, directors, call_id, "take", ANNE)
    return bool(refusal_count(pressed))


async def test_an_event_s_players_channel_is_never_another_s_directors_channel(
    queue: QueueHandlers, channels: dict[str, Channel]
) -> None:
    players, directors, other = channels["players"], channels["directors"], channels["other_players"]
    await _open_event(queue, players, directors)
    inter = interaction(queue.adapter, other, ANNE)
    await queue.tournoi(inter, "ouvrir", "Second", players.mock, None)
    assert "groupe des joueurs du tournoi ouvert" in _refusal(inter)
    inter = interaction(queue.adapter, directors, ANNE)
    await queue.tournoi(inter, "ouvrir", "Second", None, None)
    assert "reçoit les appels du tournoi ouvert" in _refusal(inter)


async def test_nothing_is_posted_to_a_channel_of_another_server(
    queue: QueueHandlers, channels: dict[str, Channel], store: Store
) -> None:
    # A stored event whose directors' key names this server but a channel id of another one.
    desk = queue.desk
    opened = await desk.open_tournament(
        queue.adapter.actor(interaction(queue.adapter, channels["players"], ANNE)),
        f"discord:{GUILD}:{PLAYERS}",
        "Vrai",
        directors_chat=f"discord:{GUILD}:{OWN_CHANNEL}",
        directors_actor=queue.adapter.actor(interaction(queue.adapter, channels["players"], ANNE)),
    )
    assert not opened.refused
    await queue.appel(
        interaction(queue.adapter, channels["players"], member(100, "Alice")), "3", "renonce", None
    )
    assert channels["own"].posted == []
    assert "le salon des arbitres n'a pas pu être prévenu" in str(channels["players"].posted[-1]["content"])


async def test_two_processes_on_one_database_take_a_call_once(
    queue: QueueHandlers, channels: dict[str, Channel], database: Path
) -> None:
    """Two bots (two stores, two writer threads: as two processes) on one database: Anne presses
    « Je prends » in one and Bruno in the other at once; one wins, the other is told who has it."""
    players, directors = channels["players"], channels["directors"]
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    other_store = await Store(database).open()
    try:
        other = QueueHandlers(
            DiscordAdapter(Engine(other_store), "Arbitre"),
            CallDesk(other_store),
            Client(*channels.values()),  # type: ignore[arg-type]
            CALL_MESSAGES,
        )
        first, second = await asyncio.gather(
            _press(queue, directors, call_id, "take", ANNE), _press(other, directors, call_id, "take", BRUNO)
        )
    finally:
        await other_store.close()
    refusals = [i for i in (first, second) if refusal_count(i)]
    assert len(refusals) == 1
    winner = "Bruno" if refusals[0] is first else "Anne"
    assert _refusal(refusals[0]) == f"L'appel de la table 12 est déjà pris par {winner}."
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.taken_by == winner
