"""Issue 25 on Discord: each incident ends with a stored score — a hesitation and a contested claim
by /marque numero:N, a revoke by its corrected-result button, a late board by the 60/40 button —
with /donne for the board, table and pairs, and « Suites » opening the linked follow-up."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from bot.scores.offer import QUICK_CHOICES, RULING_CHOICE
from rules.model import Ruling
from tests.bot.discord.test_adapter import (
    ALICE,
    BOB,
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    find,
    interaction,
    open_incident,
    press,
)
from tests.bot.discord.test_note import ephemeral
from tests.bot.test_worksheet import AFTER_BOARD, late_neither_at_fault, path_where

CASES: list[tuple[str, Callable[[Ruling], bool], str | int, str]] = [
    (
        "information_non_autorisee",
        lambda r: r.adjusted_score is not None,
        "NS 4♠=:60,NS 4♠-1:40",
        "+332 points",
    ),  # board 5: N-S vulnerable (F1)
    ("renonce", lambda r: r.score is not None, len(QUICK_CHOICES), "marque enregistrée"),
    ("revendication", lambda r: r.tricks_awarded == 9, "EO 3SA=", "Nord-Sud -400 points"),
    (
        "en_ligne_retard",
        late_neither_at_fault,
        len(QUICK_CHOICES) + RULING_CHOICE,
        "Nord-Sud 60 % ; Est-Ouest 60 %",
    ),
]


async def ruled(
    adapter: DiscordAdapter,  # noqa: F811
    channel: Channel,
    topic: str,
    wanted: Callable[[Ruling], bool],
) -> None:
    await open_incident(adapter, channel, topic)
    await answered(adapter, channel, topic, path_where(topic, wanted))


async def answered(
    adapter: DiscordAdapter,  # noqa: F811
    channel: Channel,
    topic: str,
    path: Iterable[tuple[str, str]],
) -> None:
    """Press each answer of `path` on the last view: the player the facts, the director the
    judgements (Law 81C, tester10 W7)."""
    for question_id, value in path:
        question = rules.get_topic(topic).questions[question_id]
        index = question.values().index(value)
        who = DOMINIQUE if question.director_only else ALICE
        view = channel.views()[-1]
        buttons = [
            c for c in view.children if c.custom_id.startswith("arb:a:") and f":{question_id}:" in c.custom_id
        ]
        if buttons:
            await press(adapter, channel, buttons[index], who)
            continue
        select = find(view, "arb:s:")
        await press(adapter, channel, select, who, values=[str(index)])


def posted_text(channel: Channel) -> str:
    return "\n".join(str(p.get("content") or "") for p in channel.posted)


@pytest.mark.parametrize(("topic", "wanted", "how", "shown"), CASES, ids=[c[0] for c in CASES])
async def test_each_incident_ends_with_a_stored_score(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
    topic: str,
    wanted: Callable[[Ruling], bool],
    how: str | int,
    shown: str,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, topic, wanted)
    fields = {f.name: f.value for e in channel.embeds() for f in e.fields}
    assert "Feuille de marque" in fields
    # Issue 30 T1: Alice opened and answered it; the deal and the score are the director's.
    mine = interaction(adapter, channel)
    await adapter.deal(mine, "5 table=2 ns=7 eo=12", "1")
    assert "Seul un arbitre peut renseigner la donne" in ephemeral(mine)
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=2 ns=7 eo=12", "1")
    assert "Incident #1 : donne 5, table 2, Nord-Sud paire 7, Est-Ouest paire 12." in posted_text(channel)
    if topic in AFTER_BOARD:  # issue 38 §3 (G2): the board fixes the vulnerability, the side is asked
        await answered(adapter, channel, topic, AFTER_BOARD[topic])
        ids = [c.custom_id for c in channel.views()[-1].children if c.custom_id.startswith("arb:m:")]
        ns, eo = len(QUICK_CHOICES), len(QUICK_CHOICES) + 1  # the revoke's two buttons: only NS's is left
        assert any(i.endswith(f":{ns}") for i in ids) and not any(i.endswith(f":{eo}") for i in ids)
    if isinstance(how, int):
        button = next(
            c
            for c in channel.views()[-1].children
            if c.custom_id.endswith(f":{how}") and c.custom_id.startswith("arb:m:")
        )
        bob = await press(adapter, channel, button, BOB)
        assert "seul Alice" in ephemeral(bob)
        alice = await press(adapter, channel, button)
        assert "Seul un arbitre peut enregistrer la marque" in ephemeral(alice)
        await press(adapter, channel, button, DOMINIQUE)
    else:
        mine = interaction(adapter, channel)
        await adapter.record_score(mine, "1", how)
        assert "Seul un arbitre peut enregistrer la marque" in ephemeral(mine)
        refused = interaction(adapter, channel, DOMINIQUE)
        await adapter.record_score(refused, "1", "60/45")
        assert "suit la responsabilité (Loi 12C2a)" in ephemeral(refused)
        await adapter.record_score(interaction(adapter, channel, DOMINIQUE), "1", how)
    assert shown in posted_text(channel)
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.deal is not None


async def test_suites_opens_the_linked_follow_up_in_one_press(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "en_ligne_retard", lambda r: r.adjusted_score is not None)
    mine = await press(adapter, channel, find(channel.views()[-1], "arb:f:1"))
    assert "Seul un arbitre peut ouvrir les suites" in ephemeral(mine)
    assert await store.get("2") is None
    await press(adapter, channel, find(channel.views()[-1], "arb:f:1"), DOMINIQUE)
    follow = await store.get("2")
    assert follow is not None and follow.follows == "1" and follow.topic == "suites_decision"
    assert "suites de la décision de l'incident #1" in posted_text(channel)
