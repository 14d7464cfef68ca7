"""The event's live board on Discord (issue 22 §3), with mocked channels: one message (or a few
pages) edited in place, changes coalesced, a call's own message only once a director takes it."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.board import BoardMenu
from bot.adapters.discord.queue import QueueHandlers
from bot.events.desk import NOT_FROM_HERE, CallDesk
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call, refusal_count
from tests.bot.discord.test_adapter import GUILD, Channel, interaction, member
from tests.bot.discord.test_queue import ANNE, BRUNO, DIRECTORS, PLAYERS, Client, _open_event, _press

_ids = itertools.count(5000)


class BoardRoom(Channel):
    """A channel whose messages remember their latest content and buttons (edits included)."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(channel_id=channel_id)
        self.mock.guild.id = GUILD
        self.messages: list[dict[str, Any]] = []
        self.mock.send = AsyncMock(side_effect=self._record)

    async def _record(self, content: str | None = None, **kwargs: Any) -> MagicMock:
        self.posted.append({"where": "channel", "content": content, **kwargs})
        shown = {"content": content, "view": kwargs.get("view"), "embed": kwargs.get("embed"), "edits": 0}
        self.messages.append(shown)
        message = MagicMock(spec=discord.Message)
        message.id = next(_ids)

        async def edit(content: str | None = None, view: Any = None, embed: Any = None) -> None:
            shown.update(content=content, view=view, embed=embed, edits=shown["edits"] + 1)

        message.edit = AsyncMock(side_effect=edit)
        return message

    def boards(self) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["embed"] and m["embed"].title.startswith("📋 Appels en cours")]


def text(message: dict[str, Any]) -> str:
    return f"{message['embed'].title}\n{message['embed'].description}"


def menu_options(message: dict[str, Any]) -> list[list[str]]:
    return [[o.label for o in menu.options] for menu in (message["view"].children if message["view"] else [])]


async def until(check: Callable[[], Any], timeout: float = 20) -> Any:  # generous: CI and loaded machines
    end = asyncio.get_running_loop().time() + timeout
    while not (found := check()):
        assert asyncio.get_running_loop().time() < end, "timed out"
        await asyncio.sleep(0.01)
    return found


@pytest.fixture
def rooms() -> tuple[BoardRoom, BoardRoom]:
    return BoardRoom(PLAYERS), BoardRoom(DIRECTORS)


@pytest.fixture
async def queue(engine: Engine, store: Store, clock: Clock, rooms: tuple[BoardRoom, BoardRoom]) -> Any:
    handlers = QueueHandlers(DiscordAdapter(engine, "Arbitre"), CallDesk(store, clock=clock), Client(*rooms))  # type: ignore[arg-type]
    assert handlers.board is not None  # the default layout
    handlers.board.coalesce = 0.02
    yield handlers
    await handlers.stop()


async def test_calls_go_on_one_board_and_a_take_gets_its_own_message(
    queue: QueueHandlers, rooms: tuple[BoardRoom, BoardRoom]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    (board,) = await until(directors.boards)
    assert "Aucun appel en attente." in text(board)
    for table in range(1, 61):
        player = member(1000 + table, f"Joueur {table}")
        await queue.appel(interaction(queue.adapter, players, player), str(table), "hésitation", "3")
    # 60 calls: two pages (50 a page, « 🏃 Je prends… » menus of 25), never a message per call.
    # Both pages are edited asynchronously: wait for the first to show its page number too (a loaded
    # machine may render the second page before it re-renders the first).
    await until(
        lambda: (
            len(directors.boards()) == 2
            and "Table 60 · donne 3" in text(directors.boards()[1])
            and "(1/2)" in text(directors.boards()[0])
        )
    )
    first, second = directors.boards()
    assert len(directors.messages) == 2 and first["edits"] < 50  # changes coalesced: fewer than calls
    assert [len(o) for o in menu_options(first)] == [25, 25] and [len(o) for o in menu_options(second)] == [
        10
    ]
    assert menu_options(first)[0][:2] == ["Table 1 · donne 3", "Table 2 · donne 3"]
    assert "(1/2)" in text(first) and "Table 12 · donne 3 · hésitation · attend depuis 0 min" in text(first)
    # From the players' channel, even a director cannot take it.
    pressed = await _press(queue, players, "12", "board", ANNE)
    assert refusal_call(pressed).args[0] == NOT_FROM_HERE
    # Anne takes table 12 from the board: its own message, with « Réglé », in the directors' channel.
    pressed = await _press(queue, directors, "12", "board", ANNE)
    assert refusal_count(pressed) == 0
    own = directors.messages[-1]
    assert own["embed"].title == "Appel : table 12, donne 3"
    assert [b.label for b in own["view"].children] == ["Je prends", "Réglé", "Ouvrir un incident"]
    await until(lambda: "Table 12 · donne 3 · hésitation · pris par Anne" in text(first))
    assert "Table 12 · donne 3" not in menu_options(first)[0]
    assert any("Anne arrive" in str(p.get("content")) for p in players.posted)
    # Bruno, too late: told who has it.
    pressed = await _press(queue, directors, "12", "board", BRUNO)
    assert refusal_call(pressed).args[0] == "L'appel de la table 12 est déjà pris par Anne."
    # Settled: it leaves the board.
    await _press(queue, directors, "12", "close", ANNE)
    await until(lambda: "Table 12 ·" not in text(first))


async def test_the_board_menu_takes_the_chosen_call_after_a_restart(
    queue: QueueHandlers, rooms: tuple[BoardRoom, BoardRoom]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    await queue.appel(interaction(queue.adapter, players, member(1007, "Joueur 7")), "7", "renonce", None)
    custom_id = "arb:board:1:10"  # the first menu of page 1, rebuilt from its custom_id
    inter = interaction(
        queue.adapter, directors, ANNE, data={"custom_id": custom_id, "component_type": 3, "values": ["1"]}
    )
    inter.client.arbitre_queue = queue
    match = BoardMenu.__discord_ui_compiled_template__.fullmatch(custom_id)
    menu = await BoardMenu.from_custom_id(inter, MagicMock(), match)
    await menu.callback(inter)
    assert refusal_count(inter) == 0
    call = await queue.desk.get_call("1")
    assert call is not None and call.taken_by == "Anne"
    assert any(m["embed"].title == "Appel : table 7" for m in directors.messages if m.get("embed"))


async def test_calls_stored_before_a_crash_are_on_the_board_after_the_restart(
    queue: QueueHandlers, rooms: tuple[BoardRoom, BoardRoom], store: Store
) -> None:
    """Discord does not send an interaction again: a call is stored once its /appel is handled.
    A crash between storing and drawing the board is made good at start-up: the new board shows
    every stored call, and marks it shown."""
    players, directors = rooms
    await _open_event(queue, players, directors)
    for table in ("4", "9"):  # stored, then the process died before any board was drawn
        stored = await queue.desk.call(
            queue.adapter.actor(interaction(queue.adapter, players, member(1000, "Joueur"))),
            f"discord:{GUILD}:{PLAYERS}",
            table,
            None,
            "renonce",
        )
        assert stored.call is not None
    assert [shown for *_, shown in await queue.desk.unannounced()] == [False, False]
    restarted = QueueHandlers(DiscordAdapter(queue.adapter.engine, "Arbitre"), CallDesk(store), queue.client)
    assert restarted.board is not None
    restarted.board.coalesce = 0.01
    restarted.start_reminders()
    try:
        fresh = await until(lambda: [b for b in directors.boards() if "Table 9" in text(b)])
        assert "Table 4 · renonce" in text(fresh[-1])
        for _ in range(100):
            if all(shown for *_, shown in await restarted.desk.unannounced()):
                break
            await asyncio.sleep(0.02)
        assert [shown for *_, shown in await restarted.desk.unannounced()] == [True, True]
    finally:
        await restarted.stop()
