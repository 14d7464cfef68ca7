"""Session 29, reviewer29 S-42: « à 5 cartes de la fin » counts the cards left in each hand, the moment of a claim
(68, 70), never a fifth card put on a trick (45E); a fifth card said of a trick stays the card played's."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Revendication à 5 cartes de la fin : Nord dit faire 4 levées, Est en veut 2.",
        "À 5 cartes de la fin, Sud a montré son jeu.",
        "À 3 cartes de la fin, le déclarant étale et dit que tout est maître.",
    ],
)
def test_the_cards_left_are_a_claims_moment(text: str) -> None:
    assert finder.search(text)[0].id == "revendication"
    assert vocabulary.facts("carte_jouee", text).get("case") is None


@pytest.mark.parametrize(
    "text",
    [
        "Est a fourni une cinquième carte à la levée 3",
        "il y a 5 cartes dans la levée, Est a mis une carte en trop par-dessus",
    ],
)
def test_a_fifth_card_on_a_trick_stays_the_card_played(text: str) -> None:
    assert finder.search(text)[0].id == "carte_jouee"
    assert vocabulary.facts("carte_jouee", text).get("case") == "fifth_card"
