"""The declarer's choice when the penalty card's owner's partner is to lead (50D2), read from the words."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("words", "choice"),
    [
        ("Est a une carte pénalisée, Ouest doit attaquer ; le déclarant exige l'attaque dans la couleur de la carte.", "require"),
        ("Nord (def) a le valet de coeur pénalisé, Sud doit attaquer, le decla interdit coeur", "forbid"),
        ("Nord (def) a le valet de coeur pénalisé, Sud doit attaquer, le decla n'a pas encore choisi", "not_yet"),
        ("le déclarant hésite entre exiger ou interdire", "not_yet"),
    ],
)  # fmt: skip
def test_the_declarers_choice_said(words: str, choice: str) -> None:
    assert vocabulary.facts("cartes_penalisees", words)["declarer_choice"] == choice


@pytest.mark.parametrize(
    "words",
    [
        "Nord (def) a le valet de coeur pénalisé, Sud doit attaquer, le decla n'interdit pas coeur",
        "Ouest doit attaquer, Est a le roi de carreau pénalisé ; il n'a pas encore dit s'il exige ou interdit carreau",
        "Nord a la dame de cœur pénalisée, Sud doit attaquer : le déclarant peut exiger cœur ?",
        "Nord a la dame de cœur pénalisée ; le déclarant va exiger cœur, je crois",
    ],
)
def test_no_choice_when_denied_undecided_or_asked(words: str) -> None:
    assert vocabulary.facts("cartes_penalisees", words).get("declarer_choice") not in ("require", "forbid")


@pytest.mark.parametrize(
    "words",
    [
        "Ouest dit passe hors tour, mais pour eux c'est un passe fort (système passe fort), donc artificiel.",
        "Nord donneur, Sud a passé avant lui, mais chez eux (Précision) un passe d'entrée c'est un passe fort",
        "Sud a passé avant son partenaire Nord ; chez eux ce passe-là est un relais conventionnel (Precision)",
    ],
)
def test_a_strong_pass_out_of_turn_is_an_artificial_pass(words: str) -> None:
    """A pass that promises strength is artificial (Definitions): 30C, not 30A."""
    assert vocabulary.facts("declaration_hors_tour", words)["call"] == "artificial_pass"


@pytest.mark.parametrize(
    "words",
    [
        "Sud a passé avant son partenaire Nord, c'est un passe naturel, pas un passe fort",
        "Sud a passé avant son partenaire Nord",
    ],
)
def test_a_pass_not_said_strong_is_no_artificial_pass(words: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", words).get("call") != "artificial_pass"
