"""Ops32 on Discord: under a penalty-card decision (50B, no adjusted score awarded) the sheet shows no 60/40 … button
and says why (12C1d, 12C2a), as the terminal does (tests/bot/test_ops32_artificial_offer.py); a 60/40 press (an
older message's) is refused with the reason, and nothing is recorded."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.views import ScoreButton
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    press,
)
from tests.bot.discord.test_note import ephemeral
from tests.bot.discord.test_worksheet import ruled
from tests.bot.telegram.test_ops32_artificial_offer import REASON, REFUSED

RULING = "cartes_penalisees.50B.principale_honneur"


async def test_no_60_40_button_under_a_penalty_card_ruling_and_a_press_is_refused(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "cartes_penalisees", lambda r: r.id == RULING)
    labels = [getattr(c.item, "label", None) for v in channel.views() for c in v.children]
    assert not set(QUICK_CHOICES) & set(labels), labels
    sheet = "\n".join(
        f.value or "" for e in channel.embeds() for f in e.fields if f.name == "Feuille de marque"
    )
    assert REASON in sheet and "(60/40, 50/50, +3/-3)" not in sheet, sheet
    incident = await store.get("1")
    assert incident is not None and incident.ruling_id == RULING
    button = ScoreButton("1", incident.answers_version, QUICK_CHOICES.index("60/40"), "60/40")
    refused = await press(adapter, channel, button, DOMINIQUE)
    assert ephemeral(refused) == REFUSED
    incident = await store.get("1")
    assert incident is not None and incident.score is None
