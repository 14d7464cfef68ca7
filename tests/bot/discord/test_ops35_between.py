"""Ops35 on Discord: features met one after the other (the terminal's twins: tests/bot/test_ops35_between.py)."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
)
from tests.bot.discord.test_worksheet import ruled


async def test_an_import_offers_its_board_and_joindre_takes_it(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    """Ops35 item 2 on Discord: the import says what taking the board would change; /donnes texte:joindre takes it."""
    from bot.adapters.discord import deals
    from tests.bot.discord.test_adapter import interaction
    from tests.bot.discord.test_deals import attachment
    from tests.bot.discord.test_worksheet import posted_text
    from tests.bot.test_ops32_between import AGAIN, PLAYED
    from tests.bot.test_tester5_ops5 import SAMPLE

    def said(inter: object) -> str:
        calls = [*inter.response.send_message.await_args_list, *inter.followup.send.await_args_list]  # type: ignore[attr-defined]
        return " ".join(str(c.args) + str(c.kwargs.get("content")) for c in calls)

    channel = Channel()
    await ruled(adapter, channel, "explication_erronee", lambda r: r.id == "mi.adjust.weighted")
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=1 ns=1 eo=15", "1")
    await adapter.record_score(interaction(adapter, channel, DOMINIQUE), "1", "60/40")
    importing = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, importing, fichier=attachment("seance.pbn", SAMPLE.read_bytes()))
    offer = said(importing) + posted_text(channel)
    assert AGAIN in offer and "/donnes texte:joindre" in offer, offer
    joining = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, joining, texte="joindre")
    assert "#1 (donne 5, table 1" in said(joining) and "donne importée jointe" in said(joining), said(joining)
    assert PLAYED in said(joining) or PLAYED in posted_text(channel)
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.cards is not None
    assert incident.score is not None and incident.score.line == "60/40"


async def test_an_appeal_with_its_topic_and_two_decisions_on_its_board_asks_which(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    """Two decisions on board 5, then /arbitre theme:suites_decision with words naming the board only: « quel
    incident ? » is asked (it was not: the follow-up stayed attached to nothing)."""
    from tests.bot.discord.test_adapter import interaction
    from tests.bot.discord.test_worksheet import posted_text

    channel = Channel()
    for table in ("1", "2"):
        await ruled(adapter, channel, "information_non_autorisee", lambda r: r.adjusted_score is not None)
        incident = (await store.list(limit=1))[0]
        await adapter.deal(interaction(adapter, channel, DOMINIQUE), f"5 table={table}", incident.id)
    opening = interaction(adapter, channel, DOMINIQUE)
    await adapter.open(
        opening, "suites_decision", description="Nord-Sud font appel de ma décision sur la donne 5"
    )
    calls = [*opening.response.send_message.await_args_list, *opening.followup.send.await_args_list]
    said = " ".join(str(c.args) + str(c.kwargs.get("content")) for c in calls) + posted_text(channel)
    assert "quel incident ?" in said, said
    follow = (await store.list(limit=1))[0]
    assert follow.topic == "suites_decision" and follow.follows is None
