"""Issue 29 §2: two irregularities on one board, and a follow-up attached after the incident is closed.

Through the engine: the second incident carries the board, the notes and the facts the first
established (received pre-answered and said, or offered and marked when the first cannot tell, D4),
both name each other, a restart
keeps it all, a stranger is refused; the same facts give one ruling whatever the topic and the order.
The front ends (terminal, Telegram, Discord) have their own end-to-end tests in this folder's
test_second_irregularity_*.py files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from bot.incidents import incident as inc
from bot.incidents import transition
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident, State
from bot.incidents.links import SECOND, Link, Received
from bot.incidents.render import see_also
from bot.incidents.store import Store
from rules.model import PenaltyKind, Ruling
from tests.bot.conftest import DIRECTOR, OWNER, STRANGER, Clock
from tests.rules.test_handovers import substance

# A defender's card played deliberately is on the table (cartes_penalisees)…
PENALTY_CARD = [
    ("owner", "defender"),
    ("situation", "new_card"),
    ("how_exposed", "deliberate"),
    ("count", "one"),
]
# …then the same defender leads out of turn and declarer refuses the lead (attaque).
REFUSED_LEAD = [
    ("situation", "lead_out_of_turn"),
    ("who_led", "defender_declarer_turn"),
    ("followed_declarer_turn", "no"),
    ("declarer_choice", "refuse"),
]
# Declarer leads from the wrong hand and the defender on his left plays to it (attaque)…
WRONG_HAND = [
    ("situation", "lead_out_of_turn"),
    ("who_led", "declarer_wrong_hand"),
    ("followed_wrong_hand", "lho"),
]
# …then a revoke by declarer at the trick before comes to light (renonce): established (63A1).
REVOKE = [("situation", "not_followed"), ("offender", "declarer"), ("revoke_trick", "partner")]


async def answer(
    engine: Engine, incident_id: str, answers: list[tuple[str, str]], actor: Actor = OWNER
) -> Incident:
    reply = None
    for question, value in answers:
        reply = await engine.act(incident_id, actor, inc.answer(question, value))
        assert reply.ok, reply.message
    shown = await engine.show(incident_id)
    assert shown.incident is not None
    return shown.incident


async def opened(
    engine: Engine, topic: str, answers: list[tuple[str, str]], actor: Actor = OWNER
) -> Incident:
    reply = await engine.open(actor, "salle", topic)
    assert reply.incident is not None
    return await answer(engine, reply.incident.id, answers, actor)


def ruling(incident: Incident) -> Ruling:
    step = incident.step()
    assert step is not None and step.ruling is not None, step
    return step.ruling


async def test_from_a_question_the_second_irregularity_carries_the_board_and_names_the_first(
    engine: Engine,
) -> None:
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD[:1])  # still at a question
    await engine.act(first.id, OWNER, inc.note("Ouest a montré le ♥7"))
    await engine.act(first.id, DIRECTOR, inc.deal("7", "3", "4", "11"))  # the deal is the director's (T1)
    stranger = await engine.second_irregularity(first.id, STRANGER)
    assert stranger.refused and "Seul Alice" in (stranger.message or "")
    reply = await engine.second_irregularity(first.id, OWNER)
    assert reply.ok and reply.incident is not None, reply.message
    second = reply.incident
    assert second.state is State.CHOOSING_TOPIC and second.second_of == first.id
    assert second.deal is not None and (second.deal.board, second.deal.table, second.deal.ew) == (
        "7",
        "3",
        "11",
    )
    assert [n.text for n in second.notes] == [
        f"Deuxième irrégularité sur la donne de l'incident #{first.id} (Carte pénalisée).",
        "Ouest a montré le ♥7",  # noted by Alice, who opens the second: her name once (tester3 L4)
    ]
    assert "Choisissez le thème" in (reply.message or "")
    source = (await engine.show(first.id)).incident
    assert source is not None and source.links == (Link(second.id, SECOND),)
    assert second.links == (Link(first.id, SECOND),)
    assert see_also(source) == [f"Voir aussi l'incident #{second.id} (autre irrégularité sur la même donne)."]
    # the first goes on where it stood: the link is a side action, its buttons stay valid
    assert source.answers == first.answers and source.state is State.ASKING
    assert source.answers_version == first.answers_version


async def test_the_penalty_card_on_the_table_is_offered_marked_and_undone_by_back(engine: Engine) -> None:
    """D4 (A5): the penalty-card incident cannot tell whether the lead is the same defender's, nor whether
    his card is still on the table: the question is asked, the first incident's answer marked."""
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
    reply = await engine.second_irregularity(first.id, OWNER)
    assert reply.incident is not None
    second_id = reply.incident.id
    reply = await engine.act(second_id, OWNER, inc.choose_topic("attaque"))
    assert reply.ok and reply.incident is not None
    assert reply.incident.received == (Received("already_penalty_card", "yes", first.id, "propose"),)
    assert reply.message is None  # not asked yet: nothing said yet
    for question, value in REFUSED_LEAD:
        reply = await engine.act(second_id, OWNER, inc.answer(question, value))
    assert reply.step is not None and reply.step.question is not None
    assert reply.step.question.id == "already_penalty_card"
    assert f"Oui (d'après l'incident #{first.id})" in [o.label for o in reply.step.question.options]
    reply = await engine.act(second_id, OWNER, inc.answer("already_penalty_card", "yes"))
    assert reply.incident is not None and reply.step is not None and reply.step.ruling is not None
    two = reply.step.ruling
    assert two.id == "attaque.defense.refusee.au_declarant.deja_une_carte_penalisee"
    assert [c.kind for c in two.penalty_cards] == [PenaltyKind.MAJOR, PenaltyKind.MAJOR]
    # « retour »: the question again, still marked; answered « non » (another defender), 56B alone
    back = await engine.act(second_id, OWNER, inc.back())
    assert back.step is not None and back.step.question is not None
    assert back.step.question.id == "already_penalty_card"
    plain = await engine.act(second_id, OWNER, inc.answer("already_penalty_card", "no"))
    assert plain.step is not None and plain.step.ruling is not None
    assert plain.step.ruling.id == "attaque.defense.refusee.au_declarant"


async def test_a_restart_keeps_the_links_and_the_received_facts(database: Path, clock: Clock) -> None:
    store = await Store(database).open()
    engine = Engine(store, clock=clock)
    first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
    reply = await engine.second_irregularity(first.id, OWNER, "attaque")
    assert reply.incident is not None
    second = await answer(engine, reply.incident.id, REFUSED_LEAD[:2])
    await store.close()
    store = await Store(database).open()  # a new process
    try:
        again = Engine(store, clock=clock)
        shown = await again.show(second.id)
        assert shown.incident == second
        events = await store.events(second.id)
        assert transition.replay([(e.actor, e.action, e.at) for e in events], second.id) == second
        # the answers go on after the restart, and the fact is still received
        reply = await again.act(second.id, OWNER, inc.answer(*REFUSED_LEAD[2]))
        reply = await again.act(second.id, OWNER, inc.answer(*REFUSED_LEAD[3]))
        assert reply.step is not None and reply.step.question is not None
        assert "(d'après l'incident #" in str(reply.step.question.options)  # offered (D4)
        reply = await again.act(second.id, OWNER, inc.answer("already_penalty_card", "yes"))
        assert reply.step is not None and reply.step.ruling is not None
        assert reply.step.ruling.id.endswith("deja_une_carte_penalisee")
        source = (await again.show(first.id)).incident
        assert source is not None and Link(second.id, SECOND) in source.links
    finally:
        await store.close()


async def test_an_abandoned_or_topicless_incident_has_no_second(engine: Engine) -> None:
    bare = await engine.open(OWNER, "salle")
    assert bare.incident is not None
    refused = await engine.second_irregularity(bare.incident.id, OWNER)
    assert refused.refused and "choisissez d'abord le thème" in (refused.message or "")
    first = await opened(engine, "renonce", [])
    await engine.act(first.id, OWNER, inc.abandon())
    refused = await engine.second_irregularity(first.id, OWNER)
    assert refused.refused
    unknown = await engine.second_irregularity("999", OWNER)
    assert unknown.refused and "Aucun incident #999" in (unknown.message or "")


# --- the same facts, one ruling, whatever the topic and the order -----------------------------------


@pytest.mark.parametrize("order", ["penalty_card_first", "lead_first_answered_by_the_director"])
async def test_the_refused_lead_is_ruled_the_same_in_either_order(engine: Engine, order: str) -> None:
    direct = rules.next_step("attaque", {**dict(REFUSED_LEAD), "already_penalty_card": "yes"}).ruling
    assert direct is not None
    if order == "penalty_card_first":
        first = await opened(engine, "cartes_penalisees", PENALTY_CARD)
        reply = await engine.second_irregularity(first.id, OWNER, "attaque")
        assert reply.incident is not None
        lead = await answer(engine, reply.incident.id, [*REFUSED_LEAD, ("already_penalty_card", "yes")])
    else:
        lead = await opened(engine, "attaque", [*REFUSED_LEAD, ("already_penalty_card", "yes")])
        # …and the penalty card entered afterwards as its own incident says the same thing: both major
        reply = await engine.second_irregularity(lead.id, OWNER, "cartes_penalisees")
        assert reply.incident is not None
        card = await answer(engine, reply.incident.id, [*PENALTY_CARD[:3], ("count", "several")])
        assert card.received == (Received("count", "several", lead.id, "propose"),)  # offered (D4, A4)
        assert dict(card.answers)["count"] == "several"
        both = ruling(card)
        assert {c.kind for c in both.penalty_cards} == {PenaltyKind.MAJOR} and "51A" in both.laws
    assert substance(ruling(lead)) == substance(direct)
    assert ruling(lead).id == direct.id


async def test_a_revoke_after_a_lead_from_the_wrong_hand_is_established_in_either_order(
    engine: Engine,
) -> None:
    established = [*REVOKE[:2], ("when", "played"), REVOKE[2]]
    direct = rules.next_step("renonce", dict(established)).ruling
    assert direct is not None and direct.tricks_transferred == 1  # 63A1, then 64A2
    lead = await opened(engine, "attaque", WRONG_HAND)
    reply = await engine.second_irregularity(lead.id, OWNER, "renonce")
    assert reply.incident is not None
    revoke = await answer(engine, reply.incident.id, REVOKE)
    assert ("when", "played") in revoke.answers and revoke.received
    assert substance(ruling(revoke)) == substance(direct)
    # the other order: the revoke first, then the lead; the lead's ruling is the same as alone
    first = await opened(engine, "renonce", established)
    reply = await engine.second_irregularity(first.id, OWNER, "attaque")
    assert reply.incident is not None
    again = await answer(engine, reply.incident.id, WRONG_HAND)
    assert ruling(again).id == ruling(lead).id and not again.received


async def test_only_declared_facts_carry_to_a_second_irregularity(engine: Engine) -> None:
    """The answers of the first belong to the first: a topic asking the same question in the same
    words (« situation » of another irregularity) gets nothing unless the source declares it."""
    first = await opened(
        engine, "attaque", [("situation", "lead_out_of_turn"), ("who_led", "declarer_wrong_hand")]
    )
    reply = await engine.second_irregularity(first.id, OWNER, "attaque")
    assert reply.incident is not None and reply.incident.answers == () and reply.incident.received == ()


# --- « quel incident ? »: an appeal after the incident is closed (newcomer F8) -----------------------


async def test_an_appeal_after_the_incident_is_closed_attaches_to_it(engine: Engine, clock: Clock) -> None:
    first = await opened(engine, "renonce", [*REVOKE[:2], ("when", "played"), REVOKE[2]], DIRECTOR)
    await engine.act(first.id, DIRECTOR, inc.deal("18", "4", "7", "3"))
    clock.advance(2 * 24 * 3600)
    assert await engine.expire_idle() == 1
    closed = (await engine.show(first.id)).incident
    assert closed is not None and closed.state is State.EXPIRED
    appeal = await engine.open(DIRECTOR, "salle", "suites_decision")
    assert appeal.incident is not None
    from bot.incidents import attach

    found = await attach.candidates(engine, "salle", "18", "4")
    assert [i.id for i in found] == [first.id]
    assert attach.parse_reference("donne 18 table 4") == (None, "18", "4")
    assert attach.parse_reference("#12") == ("12", None, None)
    assert attach.parse_reference("n'importe quoi") is None
    player = await engine.attach(appeal.incident.id, OWNER, first.id)
    assert player.refused and "Seul un arbitre" in (player.message or "")
    itself = await engine.attach(appeal.incident.id, DIRECTOR, appeal.incident.id)
    assert itself.refused
    reply = await engine.attach(appeal.incident.id, DIRECTOR, first.id)
    assert reply.ok and reply.incident is not None, reply.message
    assert reply.incident.follows == first.id and reply.incident.deal == closed.deal
    assert f"rattaché à l'incident #{first.id}" in (reply.message or "")
    source = (await engine.show(first.id)).incident
    assert source is not None and source.state is State.EXPIRED
    assert f"Suites de la décision : incident #{appeal.incident.id}." in see_also(source)
    again = await engine.attach(appeal.incident.id, DIRECTOR, "999")
    assert again.refused


# --- the director's error (82C): the ruling that should have been given, from his earlier incident ---

DIRECTOR_ERROR = [
    ("case", "director_error"),
    ("within_correction_period", "yes"),
    ("normal_scoring", "no"),  # the wrong ruling changed the result: no normal scoring any more
    ("result_likely", "yes"),
    ("event_form", "pairs"),
]


async def test_the_right_ruling_is_given_from_the_earlier_incident(engine: Engine) -> None:
    wrong = await opened(engine, "renonce", [*REVOKE[:2], ("when", "played"), REVOKE[2]], DIRECTOR)
    follow = await engine.follow_up(wrong.id, DIRECTOR)
    assert follow.incident is not None
    error = await answer(engine, follow.incident.id, DIRECTOR_ERROR, DIRECTOR)
    assert (error.ruling_id or "").startswith("suites_decision.82C")
    player = await engine.second_irregularity(error.id, OWNER)
    assert player.refused  # the owner of the follow-up is the director here: a player is a stranger
    reply = await engine.second_irregularity(error.id, DIRECTOR)
    assert reply.ok and reply.incident is not None, reply.message
    right = reply.incident
    assert f"la décision qui aurait dû être rendue pour l'incident #{wrong.id}" in (reply.message or "")
    shown = (await engine.show(error.id)).incident
    assert shown is not None and Link(right.id, "bonne_decision") in shown.links
    assert right.links == (Link(error.id, "bonne_decision_de"),)
    # « choosing it from his earlier incident »: the same topic receives the wrong ruling's answers but
    # the last, which is asked again: it never opens on the wrong ruling (review D7)…
    chosen = await engine.act(right.id, DIRECTOR, inc.choose_topic("renonce"))
    assert chosen.incident is not None and chosen.step is not None and chosen.step.question is not None
    assert chosen.incident.answers == wrong.answers[:-1] and chosen.step.question.id == "revoke_trick"
    assert (chosen.message or "").count(f"Fait repris de l'incident #{wrong.id}") == len(wrong.answers) - 1
    # …the same answer again is said to be the wrong ruling…
    same = await engine.act(
        right.id, DIRECTOR, inc.answer("revoke_trick", dict(wrong.answers)["revoke_trick"])
    )
    assert same.step is not None and same.step.ruling is not None and same.step.ruling.id == wrong.ruling_id
    assert f"la décision de l'incident #{wrong.id}, celle qui était fausse" in (same.message or "")
    back = await engine.act(right.id, DIRECTOR, inc.back())
    assert (
        back.step is not None and back.step.question is not None and back.step.question.id == "revoke_trick"
    )
    again = await engine.act(right.id, DIRECTOR, inc.answer("revoke_trick", "non_offenders"))
    assert again.step is not None and again.step.ruling is not None
    assert again.step.ruling.id != wrong.ruling_id and "celle qui était fausse" not in (again.message or "")
    # another topic starts from nothing
    other = await engine.second_irregularity(error.id, DIRECTOR, "cartes_penalisees")
    assert other.incident is not None and other.incident.answers == () and other.incident.received == ()


async def test_t42_the_right_ruling_under_82c_takes_no_mark_the_82c_incident_does(engine: Engine) -> None:
    """Tester6 T42: one mark per table; under 82C it is the follow-up's adjusted score, never a second
    mark typed on the ruling that should have been made."""
    wrong = await opened(engine, "renonce", [*REVOKE[:2], ("when", "played"), REVOKE[2]], DIRECTOR)
    follow = await engine.follow_up(wrong.id, DIRECTOR)
    assert follow.incident is not None
    error = await answer(engine, follow.incident.id, DIRECTOR_ERROR, DIRECTOR)
    right = await engine.second_irregularity(error.id, DIRECTOR, "cartes_penalisees")
    assert right.incident is not None
    refused = await engine.act(right.incident.id, DIRECTOR, inc.score("60/40"))
    assert refused.refused and (refused.message or "").startswith(
        f"La marque de cette table se note sur l'incident #{error.id} (82C"
    )
    assert refused.incident is not None and refused.incident.scores == ()
    assert (await engine.act(error.id, DIRECTOR, inc.score("420:70,-50:30 eo=420:40,-50:60"))).ok
