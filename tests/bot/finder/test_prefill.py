"""The words answer questions too (issue 31 §2): a fact the description states is filled in, said on
screen, and taken back by « r » like any answer; nothing is filled in that the words do not say."""

from __future__ import annotations

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from tests.bot.conftest import OWNER


async def test_the_dummy_revoked_is_filled_in_and_said(engine: Engine) -> None:
    reply = await engine.open(
        OWNER, "salle", "renonce", description="le mort a renoncé, il n'a pas fourni à ♣"
    )
    assert reply.ok and reply.incident is not None
    assert dict(reply.incident.answers) == {"situation": "not_followed", "offender": "dummy"}
    assert reply.message is not None
    assert (
        "Compris : Qui est le joueur fautif ? → Le mort (carte du mort) (« le mort a renoncé ») — r pour corriger"
        in reply.message
    )
    assert reply.step is not None and reply.step.question is not None
    assert reply.step.question.id not in ("situation", "offender")


async def test_back_takes_a_filled_in_answer_back_and_it_is_asked(engine: Engine) -> None:
    reply = await engine.open(OWNER, "salle", "renonce", description="le mort n'a pas fourni")
    assert reply.incident is not None and [q for q, _ in reply.incident.answers] == ["situation", "offender"]
    back = await engine.act(reply.incident.id, OWNER, inc.back(reply.incident.answers_version))
    assert back.incident is not None and [q for q, _ in back.incident.answers] == ["situation"]
    assert back.step is not None and back.step.question is not None and back.step.question.id == "offender"
    assert not back.message  # nothing filled in again behind the director's back
    again = await engine.act(
        back.incident.id, OWNER, inc.answer("offender", "declarer", back.incident.answers_version)
    )
    assert again.incident is not None and dict(again.incident.answers)["offender"] == "declarer"


async def test_a_fact_for_a_later_question_waits_for_it(engine: Engine) -> None:
    # « petit » is a designation: asked only once the director says the designation was incomplete
    # (here the dummy put the king: the words leave the case to the director).
    reply = await engine.open(
        OWNER, "salle", "carte_du_mort", description="le déclarant a dit « petit » mais le mort a mis le roi"
    )
    assert reply.incident is not None and reply.incident.answers == ()
    assert reply.step is not None and reply.step.question is not None and reply.step.question.id == "case"
    after = await engine.act(
        reply.incident.id, OWNER, inc.answer("case", "incomplete", reply.incident.answers_version)
    )
    assert after.incident is not None and "designation" not in dict(after.incident.answers)
    assert (
        after.step is not None
        and after.step.question is not None
        and after.step.question.id == "intent_clear"
    )
    after = await engine.act(
        after.incident.id, OWNER, inc.answer("intent_clear", "no", after.incident.answers_version)
    )
    assert after.incident is not None and dict(after.incident.answers)["designation"] == "low"
    assert after.message is not None and after.message.startswith("Compris : Qu'a dit le déclarant ?")


async def test_the_facts_wait_for_the_topic_chosen_from_the_words(engine: Engine) -> None:
    reply = await engine.open(OWNER, "salle", None, description="14 cartes et 12 à Sud après les enchères")
    assert reply.incident is not None and reply.incident.topic is None
    chosen = await engine.act(
        reply.incident.id, OWNER, inc.choose_topic("nombre_de_cartes", reply.incident.answers_version)
    )
    assert chosen.incident is not None
    assert dict(chosen.incident.answers) == {"problem": "too_many", "when_13": "after_call"}
    assert chosen.message is not None and chosen.message.count("Compris :") == 2


async def test_words_that_state_nothing_fill_nothing(engine: Engine) -> None:
    for topic, text in (
        ("renonce", "renonce"),
        ("entame", "entame hors tour"),
        ("suites_decision", "appel à l'arbitre"),
    ):
        reply = await engine.open(OWNER, "salle", topic, description=text)
        assert reply.incident is not None and reply.incident.answers == (), (topic, text)
        assert not reply.message


async def test_two_contradictory_facts_fill_nothing(engine: Engine) -> None:
    reply = await engine.open(
        OWNER, "salle", "renonce", description="le mort a renoncé, non c'est le déclarant qui a renoncé"
    )
    assert reply.incident is not None and "offender" not in dict(reply.incident.answers)
