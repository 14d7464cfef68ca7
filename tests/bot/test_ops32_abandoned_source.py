"""Ops32 (bugs between two features): a second irregularity took a fact from the first incident of the board (the
penalty card already on the table, offered « d'après l'incident #1 » and chosen: issue 38 D4), then the first incident
was abandoned. The second's ruling kept the fact without a word. Abandoning now names the incidents whose answers stand
on facts taken from it, with those facts, for the director to check; nothing changes on its own (10A)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_second_irregularity import OWNER, PENALTY_CARD, REFUSED_LEAD, opened
from tests.bot.test_tester5_ops5 import DIRECTOR

SAID = (
    "Attention : les réponses de l'incident #2 gardent des faits repris de l'incident #1, qui vient d'être abandonné "
    "(« Ce joueur avait-il déjà une carte pénalisée sur la table"
)


async def test_abandoning_the_first_incident_names_the_facts_the_second_took(engine: Engine) -> None:
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
    second = await engine.second_irregularity(first.id, OWNER)
    assert second.incident is not None
    await engine.act(second.incident.id, OWNER, inc.choose_topic("attaque"))
    for question, value in [*REFUSED_LEAD, ("already_penalty_card", "yes")]:
        ruled = await engine.act(second.incident.id, OWNER, inc.answer(question, value))
    assert ruled.step is not None and ruled.step.ruling is not None
    before = ruled.incident
    abandoned = await engine.act(first.id, OWNER, inc.abandon())
    assert abandoned.ok and SAID in (abandoned.message or ""), abandoned.message
    assert "— Oui" in (abandoned.message or "")
    after = (await engine.show(second.incident.id)).incident
    assert after is not None and before is not None and after.answers == before.answers  # said, not changed


async def test_abandoning_an_incident_nothing_took_from_says_nothing(engine: Engine) -> None:
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
    second = await engine.second_irregularity(first.id, OWNER)
    assert second.incident is not None
    await engine.act(second.incident.id, OWNER, inc.choose_topic("attaque"))
    for question, value in [*REFUSED_LEAD, ("already_penalty_card", "no")]:  # the offered fact not chosen
        await engine.act(second.incident.id, OWNER, inc.answer(question, value))
    abandoned = await engine.act(first.id, OWNER, inc.abandon())
    assert abandoned.ok and "repris de l'incident" not in (abandoned.message or "")


async def test_the_terminal_says_it_when_the_first_is_abandoned(tmp_path: Path) -> None:
    """Through the terminal: « v 1 », « a », « o » — the abandon's reply names the second incident's fact."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    opened_first = await engine.open(DIRECTOR, "terminal", "cartes_penalisees")
    assert opened_first.incident is not None
    for question, value in PENALTY_CARD:
        await engine.act(opened_first.incident.id, DIRECTOR, inc.answer(question, value))
    second = await engine.second_irregularity(opened_first.incident.id, DIRECTOR)
    assert second.incident is not None
    await engine.act(second.incident.id, DIRECTOR, inc.choose_topic("attaque"))
    for question, value in [*REFUSED_LEAD, ("already_penalty_card", "yes")]:
        await engine.act(second.incident.id, DIRECTOR, inc.answer(question, value))
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO("v 1\na\no\nq\n"), out).run() == 0
    said = out.getvalue()
    assert "Incident #1 abandonné (il reste dans le journal).\n" + SAID in said, said[-1500:]
    await store.close()
