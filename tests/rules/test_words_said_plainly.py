"""Facts said plainly, read from the words (issue 37, session 14): the declarer's choice over a penalty card (50D2),
a strong pass out of turn (30C), an insufficient bid made in turn (27)."""

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


@pytest.mark.parametrize(
    "words",
    [
        "Ouest dit 2♦ sur le 2♠ de Sud, Nord n'accepte pas, Ouest corrige en 3♦",
        "Est a dit 1♣ après le 1♦ de Nord, Sud refuse, Est passe à la place",
        "sur le 2♥ de Sud, Ouest pose 1♠, Nord refuse et Ouest passe",
    ],
)
def test_an_insufficient_bid_over_its_right_hand_opponents_is_in_rotation(words: str) -> None:
    """27: the bid said over the bid its right-hand opponent just made was made in turn."""
    assert vocabulary.facts("enchere_insuffisante", words)["in_rotation"] == "yes"


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a dit 1♣ sur le 1♦ de Nord",  # passes may have come between: Nord is not his right-hand opponent
        "Est a dit 3♦ sur le 2♠ de Nord",  # sufficient
        "Ouest a dit 1♣ sur le 1♦ de Sud alors que c'était à Est de parler",
        "Est a dit 1♥ sur le 1♠ de Nord ? je ne sais plus",
        "Si Est dit 1♥ sur le 1♠ de Nord",
    ],
)
def test_no_rotation_read_otherwise(words: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", words).get("in_rotation") != "yes"


@pytest.mark.parametrize(
    ("words", "contested"),
    [
        ("concession contestée", True),
        (
            "il restait 3 cartes, le decla a dit \"j'en fais 2, je vous donne la dernière\" ; Est n'est pas d'accord",
            True,
        ),
        ("il a dit « y a plus d'atout » alors qu'Ouest avait encore la dame ; on conteste", True),
        ("Sud revendique, on ne conteste pas", False),
    ],
)
def test_a_claim_contested_said_otherwise(words: str, contested: bool) -> None:
    """68B, 68D: the claim or concession is said, and its contest."""
    assert (vocabulary.facts("revendication", words).get("situation") == "contested") is contested


@pytest.mark.parametrize(
    ("words", "defender"),
    [
        (
            "L'attaque hors tour d'Est a été refusée, son Roi de pique reste sur la table. Il est quoi, ce Roi ?",
            True,
        ),
        ("l'attaque hors tour d'Ouest est refusée, son 6 de pique reste sur la table", True),
        ("l'attaque hors tour de Sud a été refusée par la défense, son roi reste sur la table", False),
        ("l'attaque hors tour de Sud (déclarant) a été refusée, son roi reste sur la table", False),
    ],
)
def test_the_card_of_a_refused_lead_out_of_turn_left_on_the_table_is_a_defenders(
    words: str, defender: bool
) -> None:
    """56: a defender's lead out of turn the declarer refuses stays a penalty card; the declarer's goes back (55A)."""
    assert (vocabulary.facts("cartes_penalisees", words).get("owner") == "defender") is defender


@pytest.mark.parametrize(
    ("words", "who"),
    [
        ("le décla attaque du mort alors que la défense venait de prendre la main avec le roi d'atout", "declarer_defender_turn"),
        ("le decla a attaqué carreau alors que la main était à la défense ; Est veut accepter", "declarer_defender_turn"),
        ("attaque de la mauvaise main par le decla, personne n'a rejoué de carte depuis", "declarer_wrong_hand"),
        ("attaque hors tour du déclarant", None),  # from his hand with the dummy's lead, or the defence's: asked
        ("Est (défense) a attaqué alors que la défense avait gagné la levée, c'était à Ouest", None),
    ],
)  # fmt: skip
def test_whose_lead_the_declarer_took(words: str, who: str | None) -> None:
    """55: the declarer's lead when the defence had the lead, or from the wrong hand."""
    assert vocabulary.facts("attaque", words).get("who_led") == who
