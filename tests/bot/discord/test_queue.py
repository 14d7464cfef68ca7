"""The online event's call queue on Discord, with mocked interactions (see test_adapter.py)."""

from __future__ import annotations

import asyncio
from typing import Any
from unittest.mock import MagicMock

import discord
import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.queue import (
    CALL_BUTTON,
    CALL_MESSAGES,
    CLOSE_ANYWAY,
    CLOSE_ANYWAY_NAME,
    CallButton,
    QueueHandlers,
)
from bot.events.desk import CallDesk
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call, refusal_count
from tests.bot.discord.test_adapter import ALICE, GUILD, Channel, interaction, member

ANNE = member(301, "Anne", "Arbitre")
BRUNO = member(302, "Bruno", "Arbitre")
PLAYERS, DIRECTORS = 10, 20


class Client:
    """What QueueHandlers needs of discord.Client: channels by id."""

    def __init__(self, *channels: Channel) -> None:
        self.channels = {c.mock.id: c for c in channels}

    def get_channel(self, channel_id: int) -> Any:
        found = self.channels.get(channel_id)
        return found.mock if found else None

    async def fetch_channel(self, channel_id: int) -> Any:
        raise discord.NotFound(MagicMock(status=404), "inconnu")


def room(channel_id: int, guild_id: int = GUILD) -> Channel:
    """A text channel of a server (discord.py's TextChannel always knows its guild)."""
    channel = Channel(channel_id=channel_id)
    channel.mock.guild.id = guild_id
    return channel


@pytest.fixture
def rooms() -> tuple[Channel, Channel]:
    return room(PLAYERS), room(DIRECTORS)


@pytest.fixture
def queue(engine: Engine, store: Store, clock: Clock, rooms: tuple[Channel, Channel]) -> QueueHandlers:
    # These tests follow each call's own message: the per-call layout (the board: test_board.py).
    return QueueHandlers(
        DiscordAdapter(engine, "Arbitre"),
        CallDesk(store, clock=clock),
        Client(*rooms),  # type: ignore[arg-type]
        CALL_MESSAGES,
    )


async def _open_event(queue: QueueHandlers, players: Channel, directors: Channel) -> None:
    inter = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(inter, "ouvrir", "Simultané du jeudi", directors.mock, None)
    assert "ouvert" in str(players.posted[-1].get("content"))


async def _call(queue: QueueHandlers, players: Channel, table: str = "12") -> str:
    await queue.appel(interaction(queue.adapter, players, ALICE), table, "hésitation en Nord", "5")
    match = CALL_BUTTON.fullmatch(_buttons(queue.client.channels[DIRECTORS])[-1].custom_id)  # type: ignore[attr-defined]
    assert match
    return match["cid"]


def _buttons(channel: Channel) -> list[Any]:
    return [item for view in channel.views() for item in view.children]


async def _press(
    queue: QueueHandlers, channel: Channel, call_id: str, what: str, user: MagicMock, guild_id: int = GUILD
) -> MagicMock:
    custom_id = f"arb:call:{call_id}:{what}"
    inter = interaction(
        queue.adapter, channel, user, data={"custom_id": custom_id, "component_type": 2}, guild_id=guild_id
    )
    inter.client.arbitre_queue = queue
    match = CallButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    rebuilt = await CallButton.from_custom_id(inter, MagicMock(), match)
    await rebuilt.callback(inter)
    return inter


async def test_a_call_is_posted_in_the_directors_channel_with_its_buttons(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    await queue.appel(interaction(queue.adapter, players, ALICE), "12", "hésitation en Nord", "5")
    posted = directors.posted[-1]
    assert "table 12" in posted["content"]
    embed = posted["embed"]
    assert embed.title == "Appel : table 12, donne 5" and embed.description == "hésitation en Nord"
    assert [b.label for b in _buttons(directors)] == ["Je prends", "Réglé", "Ouvrir un incident"]
    assert "Appel enregistré : table 12" in str(players.posted[-1]["content"])


async def test_two_directors_press_je_prends_at_once(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    first, second = await asyncio.gather(
        _press(queue, directors, call_id, "take", ANNE), _press(queue, directors, call_id, "take", BRUNO)
    )
    refusals = [refusal_call(i) for i in (first, second) if refusal_count(i)]
    assert len(refusals) == 1
    assert "déjà pris par" in refusals[0].args[0] and refusals[0].kwargs["ephemeral"] is True
    told = [p["content"] for p in players.posted if str(p.get("content")).startswith("Table 12 :")]
    assert len(told) == 1 and ("Anne arrive" in told[0] or "Bruno arrive" in told[0])


async def test_a_player_cannot_take_or_close(queue: QueueHandlers, rooms: tuple[Channel, Channel]) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    for what in ("take", "close"):
        pressed = await _press(queue, directors, call_id, what, ALICE)
        text = refusal_call(pressed).args[0]
        assert "Seuls les arbitres" in text


async def test_closing_tells_the_caller_with_the_linked_ruling(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    director = queue.adapter.actor(interaction(queue.adapter, directors, ANNE))
    opened = await engine.open(director, f"discord:{GUILD}:{DIRECTORS}", "renonce")
    assert opened.incident is not None
    await engine.act(opened.incident.id, director, inc.answer("situation", "could_not_comply"))
    await queue.desk.link(call_id, director, opened.incident.id)
    await _press(queue, directors, call_id, "close", ANNE)
    last = str(players.posted[-1]["content"])
    assert "réglé par Anne" in last and f"incident #{opened.incident.id}" in last and "61" in last


async def test_after_a_restart_the_old_buttons_still_work(
    engine: Engine, store: Store, clock: Clock, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    first = QueueHandlers(
        DiscordAdapter(engine, "Arbitre"), CallDesk(store, clock=clock), Client(*rooms), CALL_MESSAGES
    )  # type: ignore[arg-type]
    await _open_event(first, players, directors)
    call_id = await _call(first, players)
    restarted = QueueHandlers(
        DiscordAdapter(engine, "Arbitre"), CallDesk(store, clock=clock), Client(*rooms), CALL_MESSAGES
    )  # type: ignore[arg-type]
    pressed = await _press(restarted, directors, call_id, "take", BRUNO)
    assert refusal_count(pressed) == 0  # no refusal
    assert any("Bruno arrive" in str(p.get("content")) for p in players.posted)


async def test_a_waiting_call_is_reminded_once(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], clock: Clock
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    await _call(queue, players, "7")
    assert await queue.remind_once() == 0
    clock.advance(4 * 60)
    assert await queue.remind_once() == 1
    assert "Rappel : la table 7" in str(directors.posted[-1]["content"])
    assert await queue.remind_once() == 0


async def test_bad_input_gets_a_french_answer(queue: QueueHandlers, rooms: tuple[Channel, Channel]) -> None:
    players, directors = rooms
    no_event = interaction(queue.adapter, players, ALICE)
    await queue.appel(no_event, "12", "renonce", None)
    assert "Aucun tournoi" in str(no_event.followup.send.await_args)
    await _open_event(queue, players, directors)
    bad_table = interaction(queue.adapter, players, ALICE)
    await queue.appel(bad_table, "12;--", "renonce", None)
    assert "Table inconnue" in str(bad_table.followup.send.await_args)
    twice = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(twice, "fermer", None, None, None)
    again = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(again, "fermer", None, None, None)
    assert "Aucun tournoi ouvert" in str(refusal_call(again))


async def test_a_director_opens_an_incident_from_the_call_and_it_is_linked(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    refused = await _press(queue, directors, call_id, "incident", ALICE)
    assert "Seuls les arbitres" in refusal_call(refused).args[0]
    await _press(queue, directors, call_id, "incident", BRUNO)
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.incident_id is not None and call.taken_by == "Bruno"
    assert any("Bruno arrive" in str(p.get("content")) for p in players.posted)
    again = await _press(queue, directors, call_id, "incident", ANNE)
    assert "déjà lié" in refusal_call(again).args[0]


async def test_a_call_from_a_table_thread_is_answered_and_ruled_in_that_thread(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    players, directors = rooms
    table_12 = Channel(discord.Thread, channel_id=11, parent_id=PLAYERS)
    queue.client.channels[11] = table_12  # type: ignore[attr-defined]
    await _open_event(queue, players, directors)
    await queue.appel(interaction(queue.adapter, table_12, ALICE), "12", "renonce en Est", "5")
    assert "Appel enregistré : table 12" in str(table_12.posted[-1]["content"])
    (call,) = await queue.desk.open_calls((await queue.desk.current(f"discord:{GUILD}:{PLAYERS}")).id)  # type: ignore[union-attr]
    await _press(queue, directors, call.id, "take", ANNE)
    assert "Table 12 : Anne arrive." in str(table_12.posted[-1]["content"])
    director = queue.adapter.actor(interaction(queue.adapter, directors, ANNE))
    opened = await engine.open(director, f"discord:{GUILD}:{DIRECTORS}", "renonce")
    assert opened.incident is not None
    await engine.act(opened.incident.id, director, inc.answer("situation", "could_not_comply"))
    await queue.desk.link(call.id, director, opened.incident.id)
    await _press(queue, directors, call.id, "close", ANNE)
    ruled = str(table_12.posted[-1]["content"])
    assert "réglé par Anne" in ruled and f"incident #{opened.incident.id}" in ruled and "61" in ruled
    assert not [p for p in players.posted if "Table 12" in str(p.get("content"))]


async def test_a_call_without_a_reason_is_refused_and_nothing_is_posted(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    no_reason = interaction(queue.adapter, players, ALICE)
    await queue.appel(no_reason, "12", "  ", "5")
    assert "Dites en quelques mots pourquoi" in str(no_reason.followup.send.await_args)
    not_director = interaction(queue.adapter, players, ALICE)
    await queue.tournoi(not_director, "ouvrir", "Autre", None, None)
    assert "Seul un arbitre peut ouvrir" in str(not_director.followup.send.await_args) + str(
        refusal_call(not_director)
    )
    assert not directors.views()


async def test_a_director_exports_the_calls_as_csv_and_markdown_files(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    player = interaction(queue.adapter, players, ALICE)
    await queue.tournoi(player, "export", None, None, None)
    assert "Seul un arbitre peut exporter" in str(refusal_call(player))
    bad = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(bad, "export", None, None, None, "ce soir")
    assert "Heure des résultats officiels : date invalide" in str(refusal_call(bad))
    asked = interaction(queue.adapter, players, ANNE)  # tester5 M9: the taken call is still open
    await queue.tournoi(asked, "fermer", None, None, None)
    assert "1 appel(s) encore ouverts : table " in str(refusal_call(asked))
    assert f"/tournoi action:« {CLOSE_ANYWAY_NAME} »" in str(refusal_call(asked))
    closing = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(closing, CLOSE_ANYWAY, None, None, None)
    assert "fermé. 1 appel(s) encore ouverts, restés au journal" in str(closing.followup.send.await_args)
    done = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(done, "export", None, None, None, "22/11/2026 23:00")  # the event is closed
    assert "Export envoyé dans le salon des arbitres." in str(done.followup.send.await_args)
    files = directors.posted[-1]["files"]
    assert [f.filename for f in files] == ["appels-tournoi-1.csv", "appels-tournoi-1.md"]
    csv_text = files[0].fp.getvalue().decode("utf-8")
    assert csv_text.startswith("\ufeffAppel;") and "hésitation en Nord" in csv_text and ";Anne;" in csv_text
    assert "| hésitation en Nord |" in files[1].fp.getvalue().decode("utf-8")
    nowhere = interaction(queue.adapter, Channel(channel_id=99), ANNE)
    await queue.tournoi(nowhere, "export", None, None, None)
    assert "rien à exporter" in str(refusal_call(nowhere))
