"""reviewer27 R-5 (finder54): words telling incidents on several boards (« Donne 7 : … Donne 8 : … ») — the engine says
« La description nomme plusieurs donnes » and notes none: a fact of one board is never pre-filled into the incident
(the dummy's revoke, 64B3, is not a defender's, 64A; a claim's trick, 70/71, is its own board's), and one revoke on
each of two boards is not « deux renonces » (64B2 needs both on one board). What every board's part states the same
still is; a board named inside a clause (« les cartes de l'étui 6 », « sur la donne 15 ») cuts nothing."""

from __future__ import annotations

import pytest

from rules.where import board_parts
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("renonce", "Sur la donne 7, renonce d'Est ; sur la donne 8, le mort a renoncé.", "offender"),
        ("renonce", "d7 renonce du mort, d8 renonce Est", "offender"),
        ("renonce", "Deux incidents : donne 7 renonce d'Est, donne 8 renonce du mort.", "offender"),
        (
            "renonce",
            "Donne 7 : Sud joue 4♠, Est a renoncé à cœur. Donne 8 : Nord joue 3SA, le mort a renoncé.",
            "offender",
        ),
        ("renonce", "Donne 7 : renonce du déclarant. Donne 8 : renonce d'Est.", "offender"),
        ("renonce", "Donne 7, Est a renoncé à cœur ; donne 8, le déclarant a renoncé à trèfle.", "offender"),
        (
            "revendication",
            "Donne 7 : Sud revendique à la 9e levée, accepté. Donne 8 : Nord revendique, Est conteste.",
            "claim_trick",
        ),
        (
            "information_non_autorisee",
            "Donne 7 : Est a hésité, Ouest a dit 4♠, aucune alternative. Donne 8 : Nord a hésité, Sud a passé, les "
            "adversaires lésés.",
            "logical_alternative",
        ),
        (
            "entame",
            "Donne 7 : le mort a entamé hors tour. Donne 8 : Est a entamé hors tour, Sud joue 4♠.",
            "situation",
        ),
    ],
)
def test_one_boards_fact_is_not_the_incidents(topic: str, text: str, question: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    "text",
    [
        "Donne 7 : Sud joue 4♠ contré, Est a renoncé à cœur. Donne 8 : Ouest joue 2♥, Nord a renoncé à trèfle.",
        "Donne 7 : Est a renoncé à la 5e levée. Donne 8 : Ouest a renoncé à la 12e levée.",
    ],
)
def test_a_revoke_on_each_of_two_boards_is_not_two_revokes(text: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts.get("situation") == "not_followed"  # what both boards' parts state alike
    assert "contract_level" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Nord a ouvert 1♥ avec les cartes de l'étui 6 alors qu'on joue l'étui 5, Sud n'a pas encore parlé",
        "Sur la 14, Sud déclarant a renoncé à pique ; on s'en est rendu compte après que Est a ouvert 1♥ sur la donne 15",
        "Donne 17, enfin non 18 : Est a renoncé à cœur.",
        "Donne 7 : Est a renoncé à cœur.",
    ],
)
def test_a_board_named_inside_a_clause_or_taken_back_cuts_nothing(text: str) -> None:
    assert board_parts(text) == [text]


def test_two_revokes_on_one_board_stay_two() -> None:
    facts = engine_facts(
        "renonce", "Donne 7 : Sud joue 4♠, Est a renoncé à cœur, puis Ouest a renoncé à trèfle."
    )
    assert facts.get("situation") == "two_revokes"
