"""Tester15 V10 on Discord: the revoke described in `mots` (« Sud joue 4♠ contré … Le décla a renoncé »), its
corrected result computed with the buttons: the side the words name reaches the ruling, the sheet's buttons
offer only « Résultat corrigé, déclarant NS », a forged Est-Ouest button is refused with why, the director's
press records Nord-Sud -200 (+790 at the table; 64A2, 77)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES
from tests.bot.discord.test_adapter import ALICE, BOB, DOMINIQUE, Channel, find, interaction, press
from tests.bot.discord.test_note import ephemeral
from tests.bot.discord.test_worksheet import answered, posted_text
from tests.bot.test_ops19_v10 import V10

PATH = (
    ("when", "played"),
    ("score_wanted", "yes"),
)  # « vulnérable ? » and who won the revoke trick are answered by the words (tester16 T7, T5)


@pytest.fixture
def adapter(engine: Engine) -> DiscordAdapter:
    return DiscordAdapter(engine, "Arbitre")


async def test_v10_on_discord_only_the_declarer_s_side_is_offered_and_recorded(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await adapter.open(interaction(adapter, channel), None, V10)  # Alice, a player, opens and answers
    await press(
        adapter, channel, find(channel.views()[-1], "arb:t:", rules.get_topic("renonce").title), DOMINIQUE
    )
    await answered(adapter, channel, "renonce", PATH)
    tricks = find(channel.views()[-1], "arb:s:")  # offered from 1 (the transferred trick was won, 64A)
    ten = next(o.value for o in tricks.item.options if o.label.startswith("10"))
    await press(adapter, channel, tricks, values=[ten])
    said = "\n".join(
        [
            *(e.description or "" for e in channel.embeds()),
            *(str(f.value) for e in channel.embeds() for f in e.fields),
        ]
    )
    assert "Quel camp a joué le contrat ? → Nord-Sud (« Sud joue 4♠ contré »)" in said, said
    ids = [c.custom_id for c in channel.views()[-1].children if c.custom_id.startswith("arb:m:")]
    ns, eo = len(QUICK_CHOICES), len(QUICK_CHOICES) + 1
    assert any(i.endswith(f":{ns}") for i in ids) and not any(i.endswith(f":{eo}") for i in ids)
    button = next(
        c
        for c in channel.views()[-1].children
        if c.custom_id.startswith("arb:m:") and c.custom_id.endswith(f":{ns}")
    )
    assert "seul Alice" in ephemeral(await press(adapter, channel, button, BOB))  # a stranger's press
    assert "Seul un arbitre" in ephemeral(await press(adapter, channel, button, ALICE))  # the mark: 81C
    forged = SimpleNamespace(custom_id=button.custom_id.removesuffix(f":{ns}") + f":{eo}", item=button.item)
    refused = await press(adapter, channel, forged, DOMINIQUE)
    assert "Le contrat a été joué par Nord-Sud" in ephemeral(refused)
    assert (await store.get("1")).score is None  # type: ignore[union-attr]
    await press(adapter, channel, button, DOMINIQUE)
    assert "Nord-Sud -200 points" in posted_text(channel)
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is not None
    assert (revoke.score.ns, revoke.score.before) == ("-200 points", "+790 points")
