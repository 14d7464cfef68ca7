"""Round 5, session 6 (ops6), through the Discord fake: tester4's F17 on Discord."""

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


async def test_f17_the_end_of_hand_call_continues_the_hesitation_ruled_at_the_table(
    adapter: DiscordAdapter,  # noqa: F811
) -> None:
    channel = Channel()
    seeded = interaction(adapter, channel)
    actor = inc.Actor("discord:100", "Alice", True)
    opened = await adapter.engine.open(actor, chat_key(seeded), "information_non_autorisee")
    assert opened.incident is not None
    for question, value in (("situation", "partner_now"), ("facts_agreed", "yes")):
        await adapter.engine.act(opened.incident.id, actor, inc.answer(question, value))
    await adapter.engine.act(opened.incident.id, actor, inc.deal("9", "2"))
    listed = interaction(adapter, channel)
    await adapter.incidents(listed, None)
    assert "#1 Information non autorisée (hésitation, remarque) — en attente : fin du coup" in shown(listed)
    call = "donne 9 table 2, à la fin du coup Est-Ouest contestent le 5♥ de Nord après l'hésitation de Sud"
    told = interaction(adapter, channel)
    await adapter.open(told, None, call)
    assert "C'est l'appel de fin du coup de l'incident #1" in shown(told)
    assert "/incidents numero:1" in shown(told)
    [incident] = await adapter.engine.store.list()  # nothing opened; the call's words noted on #1
    assert incident.notes[-1].text == f"Rappel à la fin du coup : {call}"
