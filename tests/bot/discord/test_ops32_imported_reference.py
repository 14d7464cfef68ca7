"""Ops32 on Discord: after a weighted mark on a board whose session was imported with the board at two tables, the
other table's imported result is proposed as ref= (the terminal's twin, with the IMP figures checked by hand:
tests/bot/test_ops32_imported_reference.py)."""

from __future__ import annotations

from bot.adapters.discord import deals
from bot.adapters.discord.adapter import DiscordAdapter
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_deals import attachment
from tests.bot.discord.test_worksheet import posted_text, ruled
from tests.bot.test_ops32_imported_reference import two_tables


async def test_the_imported_other_table_is_the_reference_proposed_on_discord(
    adapter: DiscordAdapter,  # noqa: F811
) -> None:
    channel = Channel()
    await deals.import_deals(
        adapter, interaction(adapter, channel, DOMINIQUE), fichier=attachment("seance.pbn", two_tables())
    )
    await ruled(adapter, channel, "explication_erronee", lambda r: r.id == "mi.adjust.weighted")
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=1 ns=1 eo=15", "1")
    await adapter.record_score(interaction(adapter, channel, DOMINIQUE), "1", "S 4♠=:60,S 4♠-1:40")
    said = posted_text(channel) + "\n".join(e.description or "" for e in channel.embeds())
    assert "un résultat importé à l'autre table (Nord-Sud paire 2 contre Est-Ouest paire 16 : +140" in said, (
        said
    )
    assert "ref=+140 (12C1, 86B)" in said
