"""Round 5 session 3, tester's H5 and M5: a card named in a description is the object of what was done
with it, and the moment words place it. « Ouest a entamé le 4♥ hors tour » is a lead (« le 4♥ » is a
card: the phrase « entame hors tour » is said around it); « Nord a exposé une carte pendant les
enchères » is Law 24, not a penalty card of the play."""

from __future__ import annotations

import pytest

from bot.finder import index as finder_index
from bot.finder import topics as finder


def first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a entamé le 4♥ hors tour",
        "Ouest entame le 4♥ hors tour, contrat 4♠ par Nord",
        "Nord a entame le 10 de pique hors tour",
        "Est a entamé le roi de cœur hors tour",
        "ouest a entame le 4 de coeur hors tour",
    ],
)
def test_a_card_led_out_of_turn_is_a_lead(text: str) -> None:
    assert first(text) == "entame"


def test_a_bid_out_of_turn_is_still_a_call() -> None:
    assert first("Ouest a dit 2♥ hors tour") == "declaration_hors_tour"


def test_the_card_words_do_not_cut_a_phrase() -> None:
    assert finder_index.phrase_key("entamé le 4♥ hors tour") == finder_index.phrase_key("entamé hors tour")
    assert finder_index.phrase_key("l'as de pique") == ()


@pytest.mark.parametrize(
    "text",
    [
        "Nord a exposé une carte pendant les enchères, le ♥A",
        "Nord a exposé l'as de cœur pendant les enchères",
        "Sud a montré une carte pendant les enchères",
        "pendant les enchères, Est a laissé voir le roi de pique à son partenaire",
        "Ouest a montre le valet de trefle pendant les encheres",
        "pendant les annonces, Ouest a laissé voir le valet de trèfle",
    ],
)
def test_a_card_shown_during_the_auction_is_law_24(text: str) -> None:
    assert first(text) == "carte_exposee_encheres"


def test_a_card_exposed_during_the_play_stays_a_penalty_card() -> None:
    assert first("Nord a exposé une carte pendant le jeu") == "cartes_penalisees"
    assert first("Nord a exposé une carte") == "cartes_penalisees"
