"""Issue 32 §3 on Discord: /position gives a claim's cards, Arbitre counts and proposes the
tricks, the director confirms with a button and the ruling carries the count."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    ALICE,
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    answer_current,
    interaction,
    open_incident,
)
from tests.bot.discord.test_note import ephemeral
from tests.bot.discord.test_worksheet import posted_text
from tests.bot.test_claim_position import POSITION


async def test_a_claim_counted_from_the_cards_in_a_thread(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel, "revendication")
    await answer_current(adapter, channel, 0)  # contestée
    # A count is the director's (issue 36 §3): the position is given by the director's role.
    refused = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(refused, "rev=S", "1")
    assert "Il manque « atout= »" in ephemeral(refused)
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, POSITION, "1")
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    assert "Position enregistrée : 4 levée(s) à jouer" in shown
    # claimed 4, said nothing, may have forgotten, 9 won, 2 confirmed: the judgements (70C3, the
    # tricks awarded) are the director's (tester10 W7)
    for index, who in ((4, ALICE), (1, ALICE), (0, DOMINIQUE), (9, ALICE), (2, DOMINIQUE)):
        await answer_current(adapter, channel, index, who)
    incident = await store.get("1")
    assert incident is not None and incident.claim is not None
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 11


async def test_a_claim_on_an_imported_board_in_a_thread(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    from bot.adapters.discord import deals
    from tests.bot.discord.test_deals import SESSION, attachment
    from tests.bot.test_claim_position import PLAYED

    channel = Channel()
    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("seance.pbn", SESSION.read_bytes()),
    )
    await open_incident(adapter, channel, "revendication")
    await adapter.deal(
        interaction(adapter, channel, DOMINIQUE), "5 table=2 ns=2 eo=12", "1"
    )  # the director's
    await answer_current(adapter, channel, 0)  # contestée
    await adapter.claim_position(
        interaction(adapter, channel, DOMINIQUE), f"rev=S atout=♠ main=O levees={PLAYED}", "1"
    )
    # Claimed 5, said nothing of the master ♠D; 6 tricks won, Arbitre's count of the tricks played, the one
    # answer possible (tester12 Y11): taken and said, not asked (tester18 R10).
    for index in (5, 1):
        await answer_current(adapter, channel, index)
    assert (
        "Compris : Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ? → 6 (seule réponse possible : Arbitre en compte 6 sur les levées jouées que vous avez données)"
        in posted_text(channel)
    )
    incident = await store.get("1")
    assert incident is not None and incident.claim_count is not None
    assert incident.claim_count.claim.won_before == 6
    assert incident.answers_dict()["tricks_before"] == "6"
