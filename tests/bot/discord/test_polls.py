"""/sondage on Discord (issue 16 §5) with mocked interactions: start, votes, a vote after the
deadline, a stranger closing, a restart mid-poll, the tally in the incident's log."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from bot import config as config_module
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.polls import (
    POLL_ITEMS,
    ChooseButton,
    ConsiderSelect,
    PollHandlers,
    consider_view,
    matches_poll,
    poll_view,
)
from bot.adapters.discord.views import DYNAMIC_ITEMS
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.polls.desk import PollDesk
from bot.reports.incidents_log import show_incident
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import (
    ALICE,
    BOB,
    DOMINIQUE,
    Channel,
    interaction,
    member,
    open_incident,
)

TEXT = "Sud : ♠AK9854 ♥5 ♦K82 ♣Q3. 1♥ 1♠ 2♥ (lent) ? Que déclarez-vous ?"
CARLA = member(400, "Carla")


@pytest.fixture
def adapter(engine: Engine) -> DiscordAdapter:
    return DiscordAdapter(engine, "Arbitre")


def handlers(adapter: DiscordAdapter, clock: Clock, poll_channel: int | None = None) -> PollHandlers:
    client = MagicMock()
    handlers = PollHandlers(adapter, PollDesk(adapter.engine, clock=clock), client)
    handlers.poll_channel = poll_channel
    return handlers


def refusal(inter: Any) -> str:
    call = refusal_call(inter)
    assert call is not None and call.kwargs.get("ephemeral")
    return str(call.args[0])


async def ui_incident(adapter: DiscordAdapter, store: Store, channel: Channel, user: Any = DOMINIQUE) -> str:
    """An incident of unauthorised information, opened by `user` (by default a director)."""
    await adapter.open(interaction(adapter, channel, user), "information_non_autorisee")
    return str(max(int(i.id) for i in await store.list(limit=None)))


async def dispatch(
    polls: PollHandlers,
    adapter: DiscordAdapter,
    channel: Channel,
    item: Any,
    user: Any,
    values: list[str] | None = None,
) -> Any:
    """As discord.py does for a DynamicItem: rebuilt from its custom_id alone, then its callback."""
    data: dict[str, Any] = {"custom_id": item.custom_id, "component_type": item.item.type.value}
    if values is not None:
        data["values"] = values
    inter = interaction(adapter, channel, user, data=data)
    inter.client.arbitre_polls = polls
    (factory,) = [f for f in POLL_ITEMS if f.__discord_ui_compiled_template__.fullmatch(item.custom_id)]
    match = factory.__discord_ui_compiled_template__.fullmatch(item.custom_id)
    rebuilt = await factory.from_custom_id(inter, item.item, match)
    rebuilt._refresh_state(inter, data)
    await rebuilt.callback(inter)
    return inter


def posted_poll(channel: Channel) -> discord.ui.View:
    return [v for v in channel.views() if any(isinstance(c, ChooseButton) for c in v.children)][-1]


async def start(
    polls: PollHandlers,
    adapter: DiscordAdapter,
    channel: Channel,
    incident_id: str,
    user: Any = DOMINIQUE,
    calls: str = "Passe, 3♠, 4♠",
) -> Any:
    inter = interaction(adapter, channel, user)
    await polls.start(inter, incident_id, calls, "30", TEXT)
    return inter


async def test_start_votes_deadline_and_tally_in_the_log(
    adapter: DiscordAdapter, store: Store, clock: Clock, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    channel = Channel()
    incident_id = await ui_incident(adapter, store, channel)
    polls = handlers(adapter, clock)
    await start(polls, adapter, channel, incident_id)
    view = posted_poll(channel)
    labels = [c.item.label for c in view.children]
    assert labels == ["Je choisirais Passe", "Je choisirais 3♠", "Je choisirais 4♠"]
    embed = channel.embeds()[-1]
    assert "16B1b" in (embed.title or "") and TEXT in (embed.description or "")

    passe, trois, quatre = view.children
    bob = await dispatch(polls, adapter, channel, quatre, BOB)  # anyone votes: players, not directors
    text = refusal_call(bob).args[0]
    assert "vous choisiriez 4♠" in text and refusal_call(bob).kwargs["ephemeral"]
    select = refusal_call(bob).kwargs["view"].children[0]
    assert isinstance(select, ConsiderSelect) and select.item.max_values == 3
    await dispatch(polls, adapter, channel, select, BOB, values=["0", "2"])
    await dispatch(polls, adapter, channel, passe, CARLA)
    await dispatch(polls, adapter, channel, trois, CARLA)  # Carla changes her mind: one vote
    poll = await polls.desk.get("1")
    assert poll is not None and poll.voters == 2
    assert [(t.option, t.considered, t.selected) for t in poll.tally] == [
        ("Passe", 1, 0),
        ("3♠", 1, 1),
        ("4♠", 1, 1),
    ]
    assert "discord:200" not in poll.to_json()  # anonymous

    clock.advance(31 * 60)
    late = await dispatch(polls, adapter, channel, passe, DOMINIQUE)
    assert "clos" in refusal(late)
    posted: list[tuple[int, str]] = []

    async def send(channel_id: int, **kwargs: Any) -> None:
        posted.append((channel_id, kwargs["content"]))

    polls._send = send  # type: ignore[method-assign]
    assert await polls.close_due() == 1
    assert posted and all("3♠ envisagée par 1/2, choisie par 1" in text for _, text in posted)
    assert await polls.close_due() == 0  # closed exactly once
    show_incident(config_module.load(str(tmp_path)), incident_id)
    shown = capsys.readouterr().out
    assert "Sondage (16B1b), 2 joueur(s) consulté(s)" in shown and "4♠ envisagée par 1/2" in shown


async def test_only_the_owning_director_starts_or_closes(
    adapter: DiscordAdapter, store: Store, clock: Clock
) -> None:
    channel = Channel()
    incident_id = await ui_incident(adapter, store, channel, ALICE)
    polls = handlers(adapter, clock)
    # Alice opened the incident but holds no director role; Dominique is a director, not its owner.
    for user in (ALICE, DOMINIQUE, BOB):
        inter = await start(polls, adapter, channel, incident_id, user)
        assert "Seul l'arbitre qui a ouvert cet incident" in refusal(inter)
    mine = await ui_incident(adapter, store, channel)
    await start(polls, adapter, channel, mine, DOMINIQUE)
    stranger = interaction(adapter, channel, BOB)
    await polls.close(stranger, "1")
    assert "Seul l'arbitre" in refusal(stranger)
    done = interaction(adapter, channel, DOMINIQUE)
    polls._send = AsyncMock()  # type: ignore[method-assign]
    await polls.close(done, "1")
    assert "Sondage n°1 clos" in str(channel.posted[-1]["content"])
    incident = await store.get(mine)
    assert incident is not None and "aucune réponse" in incident.notes[-1].text


async def test_refusals_in_french(adapter: DiscordAdapter, store: Store, clock: Clock) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "renonce")
    (revoke,) = await store.list(limit=None)
    polls = handlers(adapter, clock)
    inter = await start(polls, adapter, channel, revoke.id, DOMINIQUE)
    assert "information non autorisée" in refusal(inter)
    incident_id = await ui_incident(adapter, store, channel)
    one = await start(polls, adapter, channel, incident_id, calls="Passe")
    assert "de 2 à 8 déclarations candidates" in refusal(one)
    late = interaction(adapter, channel, DOMINIQUE)
    await polls.start(late, incident_id, "Passe, 4♠", "0", TEXT)
    assert "Durée invalide" in refusal(late)
    unknown = interaction(adapter, channel, DOMINIQUE)
    await polls.start(unknown, "999", "Passe, 4♠", "30", TEXT)
    assert "Aucun incident #999" in refusal(unknown)


async def test_a_restart_mid_poll_keeps_counting(
    adapter: DiscordAdapter, store: Store, clock: Clock, database: Path
) -> None:
    channel = Channel()
    incident_id = await ui_incident(adapter, store, channel)
    polls = handlers(adapter, clock)
    await start(polls, adapter, channel, incident_id)
    passe = posted_poll(channel).children[0]
    await dispatch(polls, adapter, channel, passe, BOB)

    # A new process: new store, engine, adapter and desk on the same database.
    second_store = await Store(database).open()
    try:
        second = DiscordAdapter(Engine(second_store, clock=clock), "Arbitre")
        again = handlers(second, clock)
        await dispatch(again, second, channel, passe, CARLA)
        select = consider_view((await again.desk.get("1")), 0).children[0]  # type: ignore[arg-type]
        await dispatch(again, second, channel, select, CARLA, values=["1"])
        poll = await again.desk.get("1")
        assert poll is not None and poll.voters == 2
        assert [(t.considered, t.selected) for t in poll.tally] == [(2, 2), (1, 0), (0, 0)]
    finally:
        await second_store.close()


def test_poll_components_fit_discords_limits() -> None:
    from bot.polls.model import Poll

    calls = tuple(f"{'x' * 28}{i}" for i in range(8))  # 8 calls of 30 characters: the most allowed
    poll = Poll("123456789012", "1", "discord:1", "c", "t", calls, 0.0, 60.0)
    view = poll_view(poll)
    assert len(view.children) == 8 and {c.row for c in view.children} == {0, 1}
    assert all(len(c.custom_id) <= 100 and len(c.item.label) <= 80 for c in view.children)
    assert all(matches_poll(c.custom_id) for c in view.children)
    (select,) = consider_view(poll, 7).children
    assert len(select.item.options) <= 25 and len(select.custom_id) <= 100
    assert select.item.min_values == 0 and select.item.max_values == 8
    for item in POLL_ITEMS:
        assert not any(f.__discord_ui_compiled_template__.fullmatch("arbp:v:1:0") for f in DYNAMIC_ITEMS)
        assert item.__discord_ui_compiled_template__.pattern.startswith("arbp:")
