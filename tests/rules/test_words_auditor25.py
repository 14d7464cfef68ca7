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
