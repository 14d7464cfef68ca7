"""Ops35: two clicks at once on Discord (interactions run concurrently) on every button that records something: an
answer, « Retour », « Annuler », « Suites », the second irregularity. One counts, the other changes nothing (the quick
marks: tests/bot/discord/test_ops32_between.py)."""

from __future__ import annotations

import asyncio

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    answer_current,
    find,
    open_incident,
    press,
)
from tests.bot.discord.test_worksheet import ruled


async def test_two_answers_two_backs_two_abandons_at_once_count_once(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "renonce")
    (options,) = [c for c in channel.views()[-1].children if c.custom_id.startswith("arb:s:")]  # a select
    await asyncio.gather(
        press(adapter, channel, options, values=["0"]), press(adapter, channel, options, values=["1"])
    )
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 1
    first = incident.answers[0]
    await answer_current(adapter, channel, 0)
    back = find(channel.views()[-1], "arb:c:", "Retour")
    await asyncio.gather(press(adapter, channel, back), press(adapter, channel, back))
    incident = await store.get("1")
    assert incident is not None and incident.answers == (first,)  # one answer taken back, not two
    abandon = find(channel.views()[-1], "arb:c:", "Annuler l'incident")
    await asyncio.gather(press(adapter, channel, abandon), press(adapter, channel, abandon))
    incident = await store.get("1")
    assert incident is not None and incident.state.value == "abandoned" and incident.answers == (first,)


async def test_suites_and_second_irregularity_clicked_twice_open_one_each(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "information_non_autorisee", lambda r: r.adjusted_score is not None)
    view = channel.views()[-1]
    follow, second = find(view, "arb:f:"), find(view, "arb:d:")
    await asyncio.gather(
        press(adapter, channel, follow, DOMINIQUE), press(adapter, channel, follow, DOMINIQUE)
    )
    await asyncio.gather(
        press(adapter, channel, second, DOMINIQUE), press(adapter, channel, second, DOMINIQUE)
    )
    opened = [i for i in await store.list(limit=None) if i.id != "1"]
    assert [i.topic for i in opened if i.follows] == ["suites_decision"], opened
    assert len([i for i in opened if i.second_of == "1"]) == 1, opened
