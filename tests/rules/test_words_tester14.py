"""tester14 W1 (the words' half): a missing card found before the opening lead (before or during the auction)
pre-fills « L'entame était-elle déjà retournée ? Non » in « Renonce » and in « Nombre de cartes incorrect »
alike, so that both rule 14A; the moment alone, another moment, or a revoke said with it pre-fills nothing."""

from __future__ import annotations

import pytest

from rules import vocabulary

BEFORE = (
    "Sud s'aperçoit qu'il a 12 cartes avant d'enchérir, la carte manquante est par terre",
    "avant l'entame, Ouest découvre qu'il lui manque une carte, retrouvée sous la table",
    "pendant les enchères Nord recompte : douze cartes, la treizième était restée dans l'étui",
)
NOTHING = (
    "la carte manquante a été retrouvée par terre après l'entame",
    "il manquait une carte à Sud, on l'a vu à la 5e levée",
    "avant l'entame, le mort a étalé ses cartes",  # the moment, no short hand
    "ce n'était pas avant l'entame : la carte manquante est apparue pendant le jeu",
    "Est a renoncé, et sa carte manquante était par terre depuis avant les enchères",
)


@pytest.mark.parametrize("topic", ["renonce", "nombre_de_cartes"])
@pytest.mark.parametrize("words", BEFORE)
def test_a_card_missing_before_the_lead_is_said_so(topic: str, words: str) -> None:
    assert vocabulary.facts(topic, words).get("lead_faced") == "no"


@pytest.mark.parametrize("topic", ["renonce", "nombre_de_cartes"])
@pytest.mark.parametrize("words", NOTHING)
def test_other_moments_say_nothing_of_the_lead(topic: str, words: str) -> None:
    assert "lead_faced" not in vocabulary.facts(topic, words)
