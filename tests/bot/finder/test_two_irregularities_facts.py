"""Tester11 X9: a description naming two irregularities gives each incident the facts of its own part of
the words, with the context both share (the final contract and its declarer); the incident opened with
« + » reads its part too, and nothing of the first irregularity's."""

from __future__ import annotations

import pytest

from bot.finder import parts
from bot.incidents.engine import Engine
from rules import vocabulary
from tests.bot.conftest import OWNER

X9 = (
    "Sud joue 4♥, Est a entamé hors tour, le décla a accepté l'entame, "
    "puis Ouest a renoncé à pique à la 4e levée"
)


def _facts(text: str, topic: str) -> dict[str, str]:
    words = parts.own_words(text, topic)
    return vocabulary.facts(topic, words) if words else {}


def test_each_irregularity_reads_its_own_part_and_the_contract() -> None:
    assert _facts(X9, "entame") == {"situation": "wrong_defender_faced"}
    revoke = _facts(X9, "renonce")
    assert revoke["situation"] == "not_followed"
    assert revoke["offender"] == "defender"  # Ouest defends « Sud joue 4♥ », said in the other part
    assert (revoke["contract_level"], revoke["contract_strain"], revoke["declarer_side"]) == ("4", "H", "ns")


@pytest.mark.parametrize(
    ("text", "topic", "own"),
    [
        # told the other way round, the contract last
        (
            "Ouest a renoncé à carreau à la 5e levée, ensuite Nord a attaqué hors tour, 3SA par Est",
            "renonce",
            "3SA par Est. Ouest a renoncé à carreau à la 5e levée",
        ),
        # « et » between two clear irregularities
        ("Ouest a renoncé à cœur et Est a entamé hors tour", "entame", "Est a entamé hors tour"),
        # one irregularity: the whole description, as before
        ("Sud joue 4♠, Ouest a renoncé à cœur, puis il s'est corrigé", "renonce", None),
    ],
)
def test_the_parts_are_the_directors_own_words(text: str, topic: str, own: str | None) -> None:
    assert parts.own_words(text, topic) == (own or text)


def test_a_topic_the_words_never_named_reads_none_of_them() -> None:
    assert parts.own_words(X9, "cartes_penalisees") is None
    assert parts.second_words(X9, "cartes_penalisees") is None
    assert (
        parts.second_words("Ouest a renoncé à cœur", "renonce") is None
    )  # one irregularity: nothing to share


def test_puis_non_takes_a_call_back_and_cuts_nothing() -> None:
    assert parts.split("Nord dit 2♣ puis non 2♦, puis Est a entamé hors tour") == [
        "Nord dit 2♣ puis non 2♦",
        "Est a entamé hors tour",
    ]


async def test_both_incidents_say_what_they_understood(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "entame", description=X9)
    assert opened.incident is not None and opened.message is not None
    assert (
        "Compris : Que s'est-il passé ? → Le joueur de la défense qui ne devait pas entamer" in opened.message
    )
    assert "nomme aussi une deuxième irrégularité : Renonce" in opened.message
    second = await engine.second_irregularity(opened.incident.id, OWNER)
    assert second.incident is not None and second.incident.topic == "renonce"
    message = second.message or ""
    assert message.index("Incident #") < message.index("Compris")  # the opening first, then what it read
    assert "(« a renoncé à pique »)" in message
    assert "Un joueur de la défense (« Ouest a renoncé »)" in message
    given = dict(second.incident.answers)
    assert given["offender"] == "defender"
    assert "nomme aussi" not in message  # the first irregularity is not offered again from the second


async def test_a_second_chosen_later_reads_its_part_once_its_topic_is_known(engine: Engine) -> None:
    opened = await engine.open(OWNER, "salle", "entame", description=X9)
    assert opened.incident is not None
    second = await engine.second_irregularity(opened.incident.id, OWNER, "cartes_penalisees")
    assert second.incident is not None
    assert "Compris" not in (second.message or "")  # the words never named a penalty card
    other = await engine.open(OWNER, "salle", "entame", description=X9)
    assert other.incident is not None
    revoke = await engine.second_irregularity(other.incident.id, OWNER, "renonce")
    assert "Un joueur de la défense (« Ouest a renoncé »)" in (revoke.message or "")


def test_the_incident_opened_from_the_words_keeps_what_the_whole_says_at_et() -> None:
    # « et » joins what followed as often as a second irregularity: the whole description is read there
    text = "revendication contestée, et les quatre joueurs ont décidé de continuer à jouer"
    assert {q: s.value for q, s in parts.evidence(text, "revendication").items()} == {
        "situation": "continued_by_all"
    }
    # cut at « puis »: the part's own facts first, the whole's for what the part leaves open
    x9 = {q: s.value for q, s in parts.evidence(X9, "renonce").items()}
    assert x9["offender"] == "defender" and x9["situation"] == "not_followed"
