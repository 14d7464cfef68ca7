"""tester11 X17 on Discord: the board the director's words name, its cards imported, shows its diagram at
once with the incident's announcement (as /donne shows it), not only once the ruling is reached."""

from __future__ import annotations

import pytest

from bot.adapters.discord import deals
from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_deals import SESSION, attachment
from tests.bot.discord.test_described import arbitre_command
from tests.bot.discord.test_worksheet import posted_text

pytest.importorskip("endplay")


async def test_the_board_in_mots_shows_its_cards_at_once(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("seance.pbn", SESSION.read_bytes()),
    )
    await arbitre_command(adapter.engine).callback(  # type: ignore[call-arg]
        interaction(adapter, channel, DOMINIQUE),
        sujet="renonce",
        mots="donne 5 table 12 : le mort n'a pas fourni",
    )
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.cards is not None
    text = posted_text(channel)
    diagram = incident.deal.cards.diagram()
    assert diagram.splitlines()[1] in text  # the hands, in the announcement
