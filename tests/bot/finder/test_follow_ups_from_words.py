"""Issue 37 §3 (newcomer G3, G9, G10): follow-ups from the words. « ils font appel … sur la donne 13 table
1 » is attached to the ruled incident of that board; `suites 3` and `+` are commands at the first menu;
a follow-up opened from a decision is already that decision's, with no « quel incident ? »."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from tests.bot.conftest import DIRECTOR
from tests.bot.test_terminal import session

REVOKE = "renonce\n1\n3\n3\n2\n\n"  # a revoke ruled (tests/bot/test_terminal.py)


async def ruled_revoke(engine: Engine, board: str, table: str) -> str:
    opened = await engine.open(DIRECTOR, "salle", "renonce")
    assert opened.incident is not None
    incident_id = opened.incident.id
    await engine.act(incident_id, DIRECTOR, inc.deal(board, table))
    for question, value in (
        ("situation", "not_followed"),
        ("offender", "defender"),
        ("established", "yes"),
    ):
        await engine.act(incident_id, DIRECTOR, inc.answer(question, value))
    reply = await engine.show(incident_id)
    while reply.step is not None and reply.step.question is not None:  # the first option, to a ruling
        question = reply.step.question
        reply = await engine.act(incident_id, DIRECTOR, inc.answer(question.id, question.options[0].value))
    assert reply.step is not None and reply.step.ruling is not None
    return incident_id


async def test_an_appeal_described_with_its_board_is_attached_to_that_decision(engine: Engine) -> None:
    first = await ruled_revoke(engine, "13", "1")
    await ruled_revoke(engine, "14", "1")
    reply = await engine.open(
        DIRECTOR,
        "salle",
        "suites_decision",
        description="Nord-Sud font appel de ma décision sur la donne 13 table 1",
    )
    assert reply.incident is not None and reply.incident.follows == first
    assert reply.message is not None and f"rattaché à l'incident #{first}" in reply.message
    assert dict(reply.incident.answers)["case"] == "appeal"
    source = await engine.show(first)
    assert source.incident is not None
    assert any(
        note.text == f"Suites de la décision : incident #{reply.incident.id}."
        for note in source.incident.notes
    )


async def test_an_appeal_whose_board_matches_two_decisions_is_left_to_the_question(engine: Engine) -> None:
    await ruled_revoke(engine, "13", "1")
    await ruled_revoke(engine, "13", "2")
    reply = await engine.open(
        DIRECTOR, "salle", "suites_decision", description="ils contestent ma décision sur la 13"
    )
    assert reply.incident is not None and reply.incident.follows is None  # « quel incident ? » comes next


async def test_a_follow_up_opened_from_a_decision_is_already_linked(engine: Engine) -> None:
    # A discourtesy ruling (74) sends the director to « Après la décision » for the penalty (90, 91).
    opened = await engine.open(DIRECTOR, "salle", "tempo_comportement")
    assert opened.incident is not None
    for question, value in (("case", "conduct"), ("conduct_kind", "discourtesy"), ("damaged", "yes")):
        await engine.act(opened.incident.id, DIRECTOR, inc.answer(question, value))
    handed = await engine.hand_over(opened.incident.id, DIRECTOR, "suites_decision")
    assert handed.incident is not None and handed.incident.follows == opened.incident.id


async def test_suites_n_at_the_first_menu_opens_the_follow_up(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, REVOKE + "suites 1\n")
    assert "Thèmes trouvés pour « suites 1 »" not in out
    assert "suites de la décision de l'incident #1" in out
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    assert [i.follows for i in incidents] == [None, "1"]
    await store.close()


async def test_plus_at_the_first_menu_is_a_second_irregularity_on_the_last_board(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, REVOKE + "+\n")
    assert "Thèmes trouvés pour « + »" not in out
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    assert len(incidents) == 2 and incidents[1].second_of == "1"
    await store.close()


async def test_a_description_starting_with_a_command_letter_is_a_description(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "N a passé hors tour\n\n")
    assert "Thèmes trouvés pour « N a passé hors tour »" in out
    [incident] = await store.list()
    assert incident.topic == "declaration_hors_tour"
    await store.close()


async def test_which_incident_offers_the_most_recent_first_and_entree_takes_it(tmp_path: Path) -> None:
    # A follow-up from the menu of moments, not attached: Entrée attaches it to the latest decision.
    # The revoke waits for its corrected result (tester4 F1): « 0 » at the list is a new incident.
    _, out, store = await session(tmp_path, REVOKE + "0\n4\napres\n\n")
    assert "0. Aucun (Entrée)" not in out
    assert "Entrée : le premier (1)" in out
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    assert incidents[-1].topic == "suites_decision" and incidents[-1].follows == "1"
    await store.close()


async def test_plus_at_the_list_of_open_incidents_is_a_second_irregularity(tmp_path: Path) -> None:
    _, _, store = await session(tmp_path, "renonce\n1\n")  # left open: the next launch lists it
    await store.close()
    _, out, store = await session(tmp_path, "+\n")
    assert "Tapez un numéro" not in out
    incidents = sorted(await store.list(), key=lambda i: int(i.id))
    assert len(incidents) == 2 and incidents[1].second_of == "1"
    await store.close()
