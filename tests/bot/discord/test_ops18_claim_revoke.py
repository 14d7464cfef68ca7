"""tester14 W12 on Discord (ops18), the other order: the revoke described first in words, ruled (Ouest won the
revoke trick, 1 transferred during the claim, 64A1), then « + » for the claim the words name. A stranger's
press refused, « Retour » mid-claim, a restart (a new engine on the same database) between two answers; the
claim offers at most 6 tricks already won, reads its words again after the restart, and its mark « 4♥+3 »
(12 awarded, 70, then the transfer) is the table's one result: the revoke's own mark refused, one « Résultat
retenu » on the scorer's sheet."""

from __future__ import annotations

from typing import Any

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.reports.scorer_sheet import rows
from tests.bot.discord.test_adapter import (
    ALICE,
    BOB,
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    find,
    interaction,
    press,
)
from tests.bot.discord.test_worksheet import posted_text

WORDS = (
    "donne 5 table 2 : Sud joue 4♥, Ouest a renoncé à ♣ à la 4e levée, il a pris la levée ; ensuite Sud a "
    "revendiqué le reste à la 8e levée, EO contestent"
)


def last_text(channel: Channel) -> str:
    return "\n".join(e.description or "" for e in channel.embeds()[-3:])


def ephemeral(inter: Any) -> str:
    calls = [*inter.response.send_message.await_args_list, *inter.followup.send.await_args_list]
    return " ".join(str(c.args) + str(c.kwargs.get("content")) for c in calls)


def _plain(label: str) -> str:
    """« 4. Pendant une revendication… » → « Pendant une revendication… »."""
    head, dot, rest = label.partition(". ")
    return rest if dot and head.isdigit() else label


def options(channel: Channel) -> list[str]:
    """The labels the latest question offers (buttons, or a select's options), without their numbers."""
    found: list[str] = []
    for child in channel.views()[-1].children:
        if child.custom_id.startswith("arb:a:"):
            found.append(_plain(str(getattr(child.item, "label", ""))))
        elif child.custom_id.startswith("arb:s:"):
            found += [_plain(o.label) for o in child.item.options]
    return found


async def choose(on: DiscordAdapter, channel: Channel, label: str, user: Any = ALICE) -> Any:
    """Answer the latest question with the option whose label starts with `label`."""
    view = channel.views()[-1]
    for child in view.children:
        if child.custom_id.startswith("arb:a:") and _plain(str(getattr(child.item, "label", ""))).startswith(
            label
        ):
            return await press(on, channel, child, user)
        if child.custom_id.startswith("arb:s:"):
            for index, option in enumerate(child.item.options):
                if _plain(option.label).startswith(label):
                    return await press(on, channel, child, user, values=[option.value or str(index)])
    raise AssertionError(f"no answer « {label} » in {options(channel)}")


async def test_the_revoke_then_plus_its_claim_one_table_one_result(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await adapter.open(interaction(adapter, channel), None, WORDS)
    await press(adapter, channel, find(channel.views()[-1], "arb:t:", rules.get_topic("renonce").title))
    await choose(adapter, channel, "Pendant une revendication")  # when: the claim established it (63A3)
    await choose(adapter, channel, "Le fautif l'a gagnée, et son camp n'a gagné aucune")
    revoke = await store.get("1")
    step = revoke.step() if revoke is not None else None
    assert step is not None and step.ruling is not None and step.ruling.tricks_transferred == 1
    await press(adapter, channel, find(channel.views()[-1], "arb:d:"))  # « + »: the claim the words name
    said = posted_text(channel) + last_text(channel)
    assert "Incident #2 ouvert : deuxième irrégularité" in said
    assert "(« contestent »)" in said
    stranger = await choose(adapter, channel, "Non", BOB)  # no trump left: a stranger's press, refused
    assert "Alice" in ephemeral(stranger)
    claim = await store.get("2")
    assert claim is not None and "trump_out" not in claim.answers_dict()
    await choose(adapter, channel, "Non")  # no trump left
    await press(adapter, channel, find(channel.views()[-1], "arb:c:", "Retour"))  # « Retour » mid-claim
    await choose(adapter, channel, "Non")
    # A restart: a new engine and adapter on the same database; the buttons on screen still answer.
    restarted = DiscordAdapter(Engine(store), "Arbitre")
    await choose(restarted, channel, "Non : la ligne énoncée")
    offered = options(channel)
    assert "6" in offered and "7" not in offered, offered  # Ouest won the revoke trick, one of the 7 played
    await choose(restarted, channel, "6")
    claim = await store.get("2")
    assert claim is not None and claim.answers_dict()["claim_trick"] == "8"  # the words, read again
    assert ("revoke_transfer", "1") in claim.answers and claim.ruling_id is not None
    refused = interaction(restarted, channel, DOMINIQUE)
    await restarted.record_score(refused, "2", "4♥+1")
    assert "écrivez le résultat de la table, 4♥+3" in ephemeral(refused)
    await restarted.record_score(interaction(restarted, channel, DOMINIQUE), "2", "4♥+3")
    assert "Résultat de la table : 12 levées au déclarant d'après la revendication (70)" in posted_text(
        channel
    )
    second = interaction(restarted, channel, DOMINIQUE)
    await restarted.record_score(second, "1", "4♥+3")
    assert "La revendication liée (incident #2) enregistre déjà le résultat de la table" in ephemeral(second)
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None and revoke.score is None
    assert claim.score is not None and claim.score.ns == "+510 points"
    retained = [row["incident"] for row in rows([revoke, claim]) if row["quoi"].startswith("Résultat retenu")]
    assert retained == ["#2"]
