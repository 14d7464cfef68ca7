"""auditor25's flags on the blind set s22 (session 22), each in our own words, with the variants that must still
fill: a wrong pre-fill is a ruling the director did not choose."""

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Ouest entame hors tour le roi de cœur face visible, puis Sud (qui devait entamer) pose aussi le 2 de cœur.",
        "Nord entame hors tour l'as de trèfle face visible, puis Est (qui était à l'entame) pose le 4 de trèfle.",
    ],
)
def test_a_second_card_put_down_by_a_seat_named_with_an_aside_is_a_second_leader(text: str) -> None:
    """Two seats that are not partners put a card down (54, 24): no single wrong defender is read."""
    assert vocabulary.facts("entame", text).get("situation") is None


def test_one_defender_leading_face_up_is_still_read() -> None:
    text = "Ouest (en défense) entame hors tour le roi de cœur face visible."
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "« Tu as renoncé ! » « Non ! » Ils se disputent et je n'ai rien vu.",
        "Ouest a renoncé à pique, dit Est. Ouest dit non.",
    ],
)
def test_an_accusation_answered_by_a_denial_is_no_revoke_established(text: str) -> None:
    """A revoke alleged and denied (63, 64): the words do not establish the failure to follow."""
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant demande à Ouest s'il n'a plus de cœur, il dit non ; deux levées plus tard Ouest fournit cœur : "
        "renonce établie.",
        "Le mort demande au déclarant « pas de pique ? » ; il dit non, il corrige et fournit pique : renonce non établie.",
    ],
)
def test_a_no_answering_the_61B_question_is_no_denial(text: str) -> None:
    """reviewer22 #2: « il dit non » answers the inquiry (61B, 42B1), nobody disputes the revoke."""
    assert vocabulary.facts("renonce", text).get("situation") != "disputed"


def test_a_dispute_about_the_revoke_is_the_disputed_case() -> None:
    text = "Est dit qu'Ouest a renoncé à pique, ils se disputent et m'appellent"
    assert vocabulary.facts("renonce", text).get("situation") == "disputed"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Le 5 de pique d'Ouest est tombé face contre la table.", "unseen"),
        ("Sa carte est tombée face contre table, son partenaire ne l'a pas vue.", "unseen"),
        ("Le roi de pique d'Est est tombé sur la table face visible.", "unintentional"),
    ],
)
def test_a_card_dropped_face_down_is_not_exposed_to_partner(text: str, expected: str) -> None:
    """49: only a card whose face partner could see is a penalty card."""
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique en comptant couper avec l'atout de Nord.",
        "Est revendique, il compte sur l'atout d'Ouest pour couper le trèfle.",
        "Sud revendique, Nord a encore un atout",
        "Il revendique, l'atout d'Ouest reste",
        "Sud revendique après avoir fait tomber l'atout d'Ouest",
        "Sud revendique, l'atout d'Ouest avait déjà été joué à la levée 5",
        "Sud revendique, l'atout d'Ouest a été pris par l'as",
        "Sud revendique après avoir éliminé l'atout d'Ouest",
        "Sud revendique, sans compter l'atout d'Ouest qui a déjà été joué",
    ],
)
def test_a_trump_of_the_claimers_side_or_gone_is_no_trump_out(text: str) -> None:
    """reviewer22 #1: 70C is a trump in an opponent's hand at the claim — not partner's, not one already played, and
    not a seat's whose side the words do not give (no claimer named)."""
    assert vocabulary.facts("revendication", text).get("trump_out") is None


@pytest.mark.parametrize(
    "text",
    ["Sud revendique le reste, il reste l'atout d'Ouest", "Ouest a encore un atout et Sud revendique"],
)
def test_an_opponents_trump_is_a_trump_out(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("trump_out") == "yes"
