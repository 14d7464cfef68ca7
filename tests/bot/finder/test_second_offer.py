"""Issue 37 §4: the second irregularity the words name is offered once the topic is chosen, by the engine
(so on every front end), and the next « 2e irrégularité » opens that topic; a refused press leaves the
offer standing."""

from __future__ import annotations

from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.conftest import OWNER, STRANGER, Clock

WORDS = "Ouest a renoncé à la 3e levée puis il a entamé hors tour"


async def test_the_offer_survives_a_refused_press_and_opens_the_named_topic(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "renonce", description=WORDS)
    assert opened.incident is not None and opened.message is not None
    assert "La description nomme aussi une deuxième irrégularité : Attaque hors tour" in opened.message
    refused = await engine.second_irregularity(opened.incident.id, STRANGER)
    assert refused.refused
    second = await engine.second_irregularity(opened.incident.id, OWNER)
    assert second.incident is not None and second.incident.topic == "attaque"
    # taken once: a third irregularity is chosen by the director
    third = await engine.second_irregularity(opened.incident.id, OWNER)
    assert third.incident is not None and third.incident.topic is None


async def test_no_offer_when_the_topic_chosen_is_not_one_the_words_name(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "cartes_penalisees", description=WORDS)
    assert opened.incident is not None
    assert "deuxième irrégularité" not in (opened.message or "")


async def test_after_a_restart_the_stored_description_still_opens_the_named_topic_once(
    engine: Engine, store: Store, clock: Clock
) -> None:
    # tester4's F7: the offer was kept in memory only; a director called to another table restarts
    # Arbitre, resumes the incident and presses + : the second topic the words named opens, once.
    opened = await engine.open(OWNER, "salle", "renonce", description=WORDS)
    assert opened.incident is not None
    restarted = Engine(store, clock=clock)
    second = await restarted.second_irregularity(opened.incident.id, OWNER)
    assert second.incident is not None and second.incident.topic == "attaque"
    again = Engine(store, clock=clock)  # another restart: the second is linked, not opened twice
    third = await again.second_irregularity(opened.incident.id, OWNER)
    assert third.incident is not None and third.incident.topic is None


async def test_no_offer_when_the_words_after_the_irregularity_are_its_context(engine: Engine) -> None:
    # tester8 T4: « Est vient de prendre la main » is who leads next (50D2), not a card taken back
    words = "4♥ par S, Ouest a une carte pénalisée, le ♠R, et Est vient de prendre la main"
    opened = await engine.open(OWNER, "salle", "cartes_penalisees", description=words)
    assert opened.incident is not None
    assert "deuxième irrégularité" not in (opened.message or "")
