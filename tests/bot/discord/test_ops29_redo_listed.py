"""ops27's « MARQUE À REFAIRE » on Discord: an IMP mark whose other table's recorded result changed (tester25 P12) is
listed by /incidents among the rulings that wait, and /incidents numero:2 says the mark to redo (the flag came as
the reply's message, which Discord's ruled view drops: it now has a message of its own). Both read the stored
incidents of the channel (a restart: the terminal's and Telegram's twins,
tests/bot/test_ops29_redo_listed.py, tests/bot/telegram/test_ops29_redo_listed.py)."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.out import chat_key
from bot.incidents import incident as inc
from tests.bot.discord.test_adapter import (
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_waiting import shown
from tests.bot.test_worksheet import path_where

ACTOR = inc.Actor("discord:100", "Alice", True)


async def test_a_mark_to_redo_is_listed_on_discord(adapter: DiscordAdapter) -> None:  # noqa: F811
    channel = Channel()
    chat = chat_key(interaction(adapter, channel))
    engine = adapter.engine
    path = path_where(
        "explication_erronee", lambda r: r.adjusted_score is not None and r.id == "mi.adjust.weighted"
    )
    for board_table, line in ((("5", "2"), "620"), (("5", "4"), "S 4♠=:60,S 4♠-1:40 ref=620")):
        opened = await engine.open(ACTOR, chat, "explication_erronee")
        assert opened.incident is not None
        for question, value in path:
            await engine.act(opened.incident.id, ACTOR, inc.answer(question, value))
        await engine.act(opened.incident.id, ACTOR, inc.deal(*board_table))
        assert (await engine.act(opened.incident.id, ACTOR, inc.score(line))).ok
    assert (await engine.act("1", ACTOR, inc.score("650"))).ok
    listing = interaction(adapter, channel)
    await adapter.incidents(listing, None)
    assert "#2 Explication erronée" in shown(listing) and "en attente : MARQUE À REFAIRE, ref=+620" in shown(
        listing
    )
    again = interaction(adapter, channel)
    await adapter.incidents(again, "2")
    assert "MARQUE À REFAIRE" in shown(again) and "ref=+650" in shown(again)
