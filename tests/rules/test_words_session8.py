"""Issue 37 §1, round 5 session 8: what the words state, each reading beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws (61A a revoke, 66C
and 85A1 a revoke alleged and the facts established by the director)."""

from __future__ import annotations

import pytest

from rules import vocabulary

# --- a revoke one player only reports is alleged, not found (66C, 85A1) -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Le déclarant signale que Ouest a renoncé à cœur à la 5e levée.",
        "Sud joue 4♠, Nord dit : attendez, Est a renoncé à trèfle !",
        "Nord signale à l'arbitre qu'Est n'a pas fourni à trèfle à la 3e levée",
        "le mort fait remarquer que le défenseur de gauche a renoncé à carreau",
        "Ouest s'écrie : « Sud a renoncé à pique ! »",
    ],
)
def test_a_revoke_one_player_reports_is_asked(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Le mort signale une renonce d'Est à la 4e levée",
        "Le déclarant a signalé la renonce d'Ouest à la fin du coup, Ouest reconnaît",
        "le declarant remarque une renonce du défenseur à cœur",
    ],
)
def test_the_player_who_reports_is_not_the_offender(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("offender") not in ("dummy", "declarer")


@pytest.mark.parametrize(
    "text",
    [
        # The director's own words, then who pointed at it: the revoke is stated.
        "Ouest a renoncé à cœur, Nord l'a signalé à la fin du coup",
        "Est a renoncé à cœur. Nord le signale aussitôt.",
        # Agreed, or seen by all: the report is the fact.
        "Nord signale qu'Est a renoncé à cœur, Est le reconnaît",
        "le déclarant dit : Ouest a renoncé à pique ; Ouest admet qu'il avait encore le 3♠",
    ],
)
def test_a_revoke_stated_or_agreed_is_still_read(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"


def test_a_report_the_accused_denies_is_disputed() -> None:
    text = "Nord signale qu'Est a renoncé à cœur, Est dit que non, il n'en avait plus"
    assert vocabulary.facts("renonce", text).get("situation") == "disputed"


def test_a_reported_revoke_keeps_the_facts_that_do_not_decide_it() -> None:
    # Whoever is accused, and the trick, are the alleged revoke's: asked only whether it happened.
    facts = vocabulary.facts("renonce", "Sud joue 4♠. Nord signale qu'Ouest a renoncé à cœur à la 5e levée.")
    assert "situation" not in facts
    assert facts.get("trick_twelve") == "before_12"
