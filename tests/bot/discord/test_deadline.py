"""Discord's 3 seconds (issue 30 T10): every handler answers or defers its interaction before it
touches the store, so a store kept busy by another process (a backup, a purge, a slow disk) never
makes Discord show « l'application n'a pas répondu » while the action is recorded behind it.

Each store access records whether the interaction being handled was already acknowledged."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.adapters.discord.queue import CALL_BUTTON, QueueHandlers
from bot.incidents.store import Store
from tests.bot.conftest import Clock  # noqa: F401  (fixtures)
from tests.bot.discord.test_adapter import (  # noqa: F401  (adapter: a fixture)
    ALICE,
    DOMINIQUE,
    Channel,
    adapter,
    interaction,
    open_incident,
    press,
)
from tests.bot.discord.test_queue import ANNE, DIRECTORS, _buttons, _call, _open_event, queue, rooms  # noqa: F401


class Watch:
    """The interaction being handled, and for each store access whether it was acknowledged."""

    def __init__(self) -> None:
        self.current: Any = None
        self.seen: list[bool] = []

    def of(self, inter: Any) -> Any:
        self.current, self.seen = inter, []
        return inter


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    watched = Watch()
    run = Store._run

    async def recording(self: Store, fn: Callable[[], Any]) -> Any:
        if watched.current is not None:
            watched.seen.append(bool(watched.current.answered))
        return await run(self, fn)

    monkeypatch.setattr(Store, "_run", recording)
    yield watched


async def test_incident_commands_and_buttons_acknowledge_before_the_store(
    adapter: Any,  # noqa: F811
    watch: Watch,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "en_ligne_retard")
    view = channel.views()[-1]
    item = next(c for c in view.children if c.custom_id.startswith(("arb:a:", "arb:s:")))
    values = ["0"] if item.custom_id.startswith("arb:s:") else None
    inter = watch.of(interaction(adapter, channel, ALICE, data={"custom_id": item.custom_id}))
    await press(adapter, channel, item, ALICE, values=values, inter=inter)
    assert watch.seen and all(watch.seen), watch.seen
    for handler, args in (
        (adapter.note, ("étui vérifié", "1")),
        (adapter.record_score, ("1", "60/40")),
        (adapter.deal, ("5 table=2", "1")),
        (adapter.incidents, ("1",)),
    ):
        inter = watch.of(interaction(adapter, channel, DOMINIQUE))
        await handler(inter, *args)
        assert watch.seen and all(watch.seen), (handler.__name__, watch.seen)


async def test_event_commands_and_call_buttons_acknowledge_before_the_store(
    queue: QueueHandlers,  # noqa: F811
    rooms: tuple[Channel, Channel],  # noqa: F811
    watch: Watch,
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    inter = watch.of(interaction(queue.adapter, directors, ANNE))
    await queue.tournoi(inter, "reglage", None, None, None, conditions="temps=9")
    assert watch.seen and all(watch.seen), watch.seen
    watch.of(interaction(queue.adapter, players, ALICE))
    await queue.appels(watch.current)
    assert watch.seen and all(watch.seen), watch.seen
    button = next(b for b in _buttons(directors) if CALL_BUTTON.fullmatch(b.custom_id)["what"] == "take")
    assert CALL_BUTTON.fullmatch(button.custom_id)["cid"] == call_id
    watch.of(interaction(queue.adapter, directors, ANNE, data={"custom_id": button.custom_id}))
    await queue.press(watch.current, call_id, "take")
    assert watch.seen and all(watch.seen), watch.seen
