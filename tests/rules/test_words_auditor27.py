"""auditor27's flags on the blind set s23 (session 23), each in our own words, with the variants that must still
fill: a wrong pre-fill is a ruling the director did not choose."""

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Est a joué deux cartes sur la même levée sans s'en rendre compte ; à la dernière levée il lui manque une carte.",
        "Deux cartes dans la même levée pour Nord, on s'en aperçoit à la fin : il manque une carte à sa main.",
    ],
)
def test_two_cards_on_one_trick_are_a_defective_trick_not_a_missing_card(text: str) -> None:
    """The hand is a card short because it played two to one trick (67B), not because it held twelve (14)."""
    assert vocabulary.facts("renonce", text).get("situation") == "defective_trick"


def test_a_card_missing_from_the_start_is_still_read() -> None:
    text = "Sud a renoncé à cœur ; à la fin on a retrouvé son 5 de cœur sous la table, il manquait une carte."
    assert vocabulary.facts("renonce", text).get("situation") == "missing_card"


@pytest.mark.parametrize(
    "text",
    [
        "Mon partenaire a renoncé à trèfle et on a joué deux levées de plus. Deux levées de pénalité ? On me dit que non.",
        "Renonce d'Ouest à carreau, établie. J'ai demandé si ça coûtait toujours deux levées, on m'a dit que non.",
    ],
)
def test_a_no_about_the_law_is_no_denial_of_the_revoke(text: str) -> None:
    """The writer asked about the transfer (64A); nobody disputes the revoke (no 85A1 question)."""
    assert vocabulary.facts("renonce", text).get("situation") != "disputed"


def test_the_revoker_denying_is_still_read() -> None:
    text = "Sud dit que Nord a renoncé à carreau, Nord dit que non."
    assert vocabulary.facts("renonce", text).get("situation") == "disputed"


@pytest.mark.parametrize(
    "text",
    [
        "4SA demande d'as sur 5♦ d'Est : insuffisant, refusé, Nord le remplace par 5SA, demande d'as aussi.",
        "Sud a dit 4SA Blackwood après le 5♣ d'Ouest ; il corrige en 5SA.",
        "4SA RKCB insuffisant sur 5♥, remplacé par 5SA.",
    ],
)
def test_an_ace_ask_leaves_the_denominations_to_the_director(text: str) -> None:
    """27B1a (2017) compares the denominations the bids specify; an artificial 4SA specifies none it names: 27B1b
    or 27B2 is the director's finding."""
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") is None


def test_a_natural_bid_corrected_in_its_strain_is_still_read() -> None:
    text = "Ouest dit 1♦ sur le 1♠ de Nord, insuffisant, Nord refuse ; Ouest remplace par 2♦."
    assert vocabulary.facts("enchere_insuffisante", text).get("replacement") == "lowest_same_denomination"
