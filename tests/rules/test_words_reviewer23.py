"""reviewer23's pre-existing P-1 (session 23): the declarer named in apposition is the declarer (64A1/64A2: the
transfer's direction follows the revoker's side)."""

import pytest

from rules import vocabulary
from rules.seats_in_words import declarer_seat


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Le déclarant, Sud, a renoncé à pique à la levée 3.", "sud"),
        ("Le déclarant, Est, a renoncé à trèfle.", "est"),
    ],
)
def test_the_declarer_s_seat_between_commas_is_read(text: str, seat: str) -> None:
    assert declarer_seat(text) == seat
    assert vocabulary.facts("renonce", text).get("offender") != "defender"


def test_the_player_after_the_declarer_is_not_the_declarer() -> None:
    assert declarer_seat("Après le déclarant, Sud a joué un petit pique.") is None


@pytest.mark.parametrize(
    "text",
    [
        "4♠. L'adversaire de gauche du déclarant, Ouest, n'a pas fourni à carreau à la levée 4. Ouest a renoncé.",
        "Le partenaire du déclarant, Nord, a renoncé à pique.",
        "Le joueur à droite du déclarant, Est, a renoncé à trèfle.",
        "À droite du déclarant, Est, a renoncé.",
        "L'adversaire de gauche du déclarant Ouest a renoncé à pique.",
        "Le partenaire du déclarant Nord a renoncé à pique.",
    ],
)
def test_a_seat_after_another_players_relation_to_the_declarer_is_not_the_declarer(text: str) -> None:
    """reviewer24 #1: « du déclarant, Ouest, » names the declarer's opponent or partner, never the declarer (64A)."""
    assert declarer_seat(text) is None
    assert vocabulary.facts("renonce", text).get("offender") != "declarer"


def test_a_defender_pointing_out_his_named_partner_s_revoke_is_his_own_side_s() -> None:
    """reviewer23 #16: his own side's irregularity (9A5, 9B1d) is not the general « attention drawn » (9A1)."""
    text = "Ouest a signalé que son partenaire Est avait renoncé."
    assert vocabulary.facts("procedure", text).get("situation") is None
    assert vocabulary.facts("procedure", "Ouest a signalé que Nord avait renoncé.").get("situation") == (
        "attention_drawn"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ma décision sur la 5 est fausse d'après Est, il fait appel.",
        "Les joueurs trouvent ma décision fausse.",
    ],
)
def test_the_players_opinion_of_a_ruling_is_no_director_error(text: str) -> None:
    """reviewer23 #6: their opinion or appeal (92, 93) is not the director's own finding that he erred (82C)."""
    assert vocabulary.facts("suites_decision", text).get("case") != "director_error"


def test_the_director_s_own_error_is_still_read() -> None:
    text = "Je me suis trompé : ma décision sur la donne 5 était fausse, j'avais oublié le transfert."
    assert vocabulary.facts("suites_decision", text).get("case") == "director_error"


def test_a_hypothesis_is_no_established_revoke() -> None:
    """reviewer24 P-4: « s'il avait joué …, la renonce serait consommée » says what would be, not what happened (63A)."""
    text = "4♠ par Sud. Ouest a renoncé, s il avait joué à la levée suivante la renonce serait consommée."
    assert vocabulary.facts("renonce", text).get("established") != "yes"
    assert vocabulary.facts("renonce", "4♠ par Sud. Ouest a renoncé, la renonce est consommée.").get(
        "established"
    ) == ("yes")


@pytest.mark.parametrize(
    "text",
    [
        "Le partenaire du déclarant, Nord, a renoncé à pique.",
        "Le partenaire du déclarant Nord a renoncé à pique.",
    ],
)
def test_the_declarer_s_partner_named_by_his_seat_is_no_defender(text: str) -> None:
    """reviewer24 P-3: the declarer's partner is dummy (64B3: no transfer), never a defender (64A)."""
    assert vocabulary.facts("renonce", text).get("offender") != "defender"


def test_a_seat_beside_the_declarer_named_by_his_role_is_still_a_defender() -> None:
    text = "Ouest défausse au lieu de fournir, le déclarant prend la levée."
    assert vocabulary.facts("renonce", text).get("offender") == "defender"
