"""Tester10 W21: a call settled after two irregularities of its board (the call's incident, then a
second opened with `+`): the caller read the first ruling only, not the second that changes the play
(a major penalty card, the declarer's options). Both are said, each with its number, and the right to
appeal once (92B). The same text on Telegram and Discord (bot.events.desk.call_rulings)."""

from __future__ import annotations

from bot.events.desk import call_rulings
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from tests.bot.conftest import OWNER
from tests.bot.test_second_irregularity import PENALTY_CARD, REFUSED_LEAD, answer, opened


async def test_the_caller_reads_every_ruling_of_his_board(engine: Engine) -> None:
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
    second = await engine.second_irregularity(first.id, OWNER)
    assert second.incident is not None
    await engine.act(second.incident.id, OWNER, inc.choose_topic("attaque"))
    await answer(engine, second.incident.id, [*REFUSED_LEAD, ("already_penalty_card", "yes")])
    said = await call_rulings(engine, first.id, "aucune")
    assert f"Décision (incident #{first.id})" in said and f"Décision (incident #{second.incident.id})" in said
    assert said.count("Appel possible") == 1 and said.index("Appel possible") > said.index(
        f"incident #{second.incident.id}"
    )


async def test_an_incident_without_a_ruling_is_said_as_the_adapter_says_it(engine: Engine) -> None:
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD[:1])
    assert await call_rulings(engine, first.id, " Incident #1 (sans décision enregistrée).") == (
        " Incident #1 (sans décision enregistrée)."
    )
