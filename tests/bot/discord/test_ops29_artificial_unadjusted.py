"""Tester24 (P15's minor) on Discord: « 60/40 » under a penalty-card decision (50B, no adjusted score awarded) is
recorded as typed and the reply says why it is to check (the terminal's twin, with the law:
tests/bot/test_ops29_artificial_unadjusted.py)."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_worksheet import posted_text, ruled

RULING = "cartes_penalisees.50B.principale_honneur"


async def test_an_artificial_mark_under_a_penalty_card_ruling_on_discord(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "cartes_penalisees", lambda r: r.id == RULING)
    await adapter.record_score(interaction(adapter, channel, DOMINIQUE), "1", "60/40")
    said = posted_text(channel) + "\n".join(e.description or "" for e in channel.embeds())
    assert "n'attribue pas de marque ajustée" in said and "(50E4, 12C1b)" in said, said
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.score.line == "60/40"
