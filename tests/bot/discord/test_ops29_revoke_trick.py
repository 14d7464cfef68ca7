"""Tester24 P4 on Discord: a revoke described with its trick (« Ouest a renoncé à carreau à la 2e levée »), its board's
claim opened as the second irregularity, and the claim's tricks given with /position … levees=: trick 2 as typed is
♣A ♣2 ♣9 ♣6, Ouest following — said with the count, a warning only (the terminal's and Telegram's twins:
tests/bot/test_ops29_revoke_trick.py, tests/bot/telegram/test_ops29_revoke_trick.py)."""

from __future__ import annotations

from bot.adapters.discord import deals
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.out import chat_key
from bot.incidents import incident as inc
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_deals import attachment
from tests.bot.discord.test_worksheet import posted_text
from tests.bot.test_ops29_revoke_trick import DEAL_FILE, TRICKS, WARNED

DIRECTOR = inc.Actor("discord:300", "Dominique", True)
WORDS = "donne 1 table 1 Sud joue 7 piques. Ouest a renoncé à carreau à la 2e levée"


async def test_a_revoke_s_trick_against_the_claim_s_tricks_on_discord(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    chat = chat_key(interaction(adapter, channel))
    engine = adapter.engine
    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("t4.pbn", DEAL_FILE.read_bytes()),
    )
    opened = await engine.open(DIRECTOR, chat, "renonce", description=WORDS)
    assert opened.incident is not None
    second = await engine.second_irregularity(opened.incident.id, DIRECTOR)
    assert second.incident is not None
    await engine.act(second.incident.id, DIRECTOR, inc.choose_topic("revendication"))
    await engine.act(second.incident.id, DIRECTOR, inc.answer("situation", "contested"))
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, f"rev=S atout=♠ main=O levees={TRICKS}", second.incident.id)
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    embeds = " ".join(
        f"{e.description or ''} {' '.join(f.value for f in e.fields)}" for e in channel.embeds()
    )
    assert "Position enregistrée : 6 levée(s) à jouer" in shown + embeds
    assert WARNED.format(claim=second.incident.id) in shown + embeds, shown + embeds
