"""Issue 36 « Done when » on Discord: a claim at trick 4 on a stored deal, counted by the solver
process for the director (the deal and the claim: tests/bot/test_claim_trick4.py)."""

from __future__ import annotations

from bot.adapters.discord import deals
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
from tests.bot.discord.test_deals import attachment
from tests.bot.discord.test_worksheet import posted_text
from tests.bot.test_claim_trick4 import CLAIM, DEAL_FILE


async def test_a_claim_at_trick_four_on_a_stored_deal_is_counted_in_a_thread(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("t4.pbn", DEAL_FILE.read_bytes()),
    )
    await open_incident(adapter, channel, "revendication")
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "1 table=1", "1")  # the director's
    await answer_current(adapter, channel, 0)  # contestée
    given = interaction(adapter, channel, DOMINIQUE)
    await adapter.claim_position(given, CLAIM, "1")
    calls = [*given.response.send_message.await_args_list, *given.followup.send.await_args_list]
    shown = " ".join([posted_text(channel), *(str(c.args) + str(c.kwargs.get("content")) for c in calls)])
    assert "Position enregistrée : 10 levée(s) à jouer" in shown
    # Ten cards a hand: the director was told first that the count runs (issue 36 §3).
    assert shown.index("Comptage en cours (10 cartes par main)") < shown.index("Position enregistrée")
    assert "au moins 9 s'il a pu oublier l'atout adverse, 10 s'il en a tenu compte" in shown
    # claimed 10 (the last option), said nothing of the trumps, may have forgotten them; the 3 tricks won before
    # have one answer (the tricks played give them, tester12 Y11): taken and said (tester18 R10); then Arbitre's
    # 9 of the 10 left (the judgements, 70C3 and the tricks awarded, are the director's: tester10 W7)
    for index, who in ((10, ALICE), (1, ALICE), (0, DOMINIQUE), (9, DOMINIQUE)):
        await answer_current(adapter, channel, index, who)
    assert (
        "Compris : Combien de levées le camp du revendiquant avait-il déjà gagnées avant la revendication ? → 3 (seule réponse possible : Arbitre en compte 3 sur les levées jouées que vous avez données)"
        in posted_text(channel)
    )
    incident = await store.get("1")
    assert incident is not None and incident.claim_count is not None
    assert incident.claim_count.claim.won_before == 3 and incident.claim_count.unaware.tricks == 9
    answers = incident.answers_dict()
    assert (answers["claimed"], answers["tricks_before"], answers["tricks_of_remaining"]) == ("10", "3", "9")
    step = incident.step()
    assert step is not None and step.ruling is not None and step.ruling.tricks_awarded == 12
