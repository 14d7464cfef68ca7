"""Ops32 on Discord: a second irregularity took the first incident's penalty card (offered « d'après l'incident #1 »
and chosen), then the first is abandoned with its « Annuler l'incident » button: the closed incident's message names
the second incident and the fact it keeps (the engine's twin, with the negative case:
tests/bot/test_ops32_abandoned_source.py)."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from tests.bot.discord.test_adapter import (
    ALICE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    find,
    open_incident,
    press,
)
from tests.bot.discord.test_worksheet import answered
from tests.bot.test_ops32_abandoned_source import SAID
from tests.bot.test_second_irregularity import PENALTY_CARD, REFUSED_LEAD


async def test_abandoning_the_first_incident_names_the_facts_the_second_took_on_discord(
    adapter: DiscordAdapter,  # noqa: F811
    engine: Engine,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "cartes_penalisees")
    await answered(adapter, channel, "cartes_penalisees", PENALTY_CARD)
    first_view = channel.views()[-1]
    await press(adapter, channel, find(first_view, "arb:d:"))
    alice = inc.Actor(f"discord:{ALICE.id}", "Alice")  # the second's opener, as her presses are
    await engine.act("2", alice, inc.choose_topic("attaque"))
    for question, value in [*REFUSED_LEAD, ("already_penalty_card", "yes")]:
        await engine.act("2", alice, inc.answer(question, value))
    # a ruled incident has « Retour », not « Annuler »: back to its last question, then abandoned
    await press(adapter, channel, next(c for c in first_view.children if c.custom_id.endswith(":back")))
    view = next(
        v for v in reversed(channel.views()) if any(c.custom_id.startswith("arb:c:1:") for c in v.children)
    )
    await press(adapter, channel, next(c for c in view.children if c.custom_id.endswith(":abandon")))
    shown = "\n".join(e.description or "" for e in channel.embeds())
    assert SAID in shown, shown
