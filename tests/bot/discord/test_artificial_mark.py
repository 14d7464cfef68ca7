"""Tester6 T17 on Discord: under a ruling that put Nord-Sud at fault (12C2a), the worksheet's buttons
offer « 40/60 », never « 60/40 », and pressing « 40/60 » records Nord-Sud 40 %, Est-Ouest 60 %."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    press,
)
from tests.bot.discord.test_worksheet import posted_text, ruled
from tests.bot.test_artificial_mark import ns_at_fault


async def test_the_buttons_follow_the_ruling_s_responsibilities(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "marque_ajustee", ns_at_fault)
    buttons = {c.item.label: c for c in channel.views()[-1].children if c.custom_id.startswith("arb:m:")}
    assert "40/60" in buttons and "60/40" not in buttons and "50/50" not in buttons
    await press(adapter, channel, buttons["40/60"], DOMINIQUE)
    assert "Nord-Sud 40 % ; Est-Ouest 60 %" in posted_text(channel)
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.score.ns == "40 %"
