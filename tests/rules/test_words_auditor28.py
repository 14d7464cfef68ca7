"""Session 24: the wrong pre-fills auditor28 confirmed on a blind set's start (s24), each fixed in general words, with
the words that must still fill.

- One hand's two cards led together (« deux cartes en même temps », stuck together) are 58B's, not both defenders
  leading (54, `both_defenders`).
- The declarer's word quoted before « a dit le déclarant » (« « Haut », a dit le déclarant ») designated a card: dummy
  placing one is not a card nobody named (46B, not 45D) — asked.
- A bidding card only touched or not really taken out is no call (25A): never the bid above seven (38).
- The players contesting the ruling while the director says he was wrong: an appeal (92) or his error (82C), asked.
- « personne ne s'est plaint » denies the complaint: a subject negation, « ne », a pronoun and the auxiliary before the
  participle.
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Mon fils a entamé deux cartes en même temps, elles étaient collées.",
        "Ouest a entamé 2 cartes en même temps, le roi et le 3.",
        "à l'entame, deux cartes collées sont tombées de la main de Nord",
    ],
)
def test_one_hands_two_cards_are_not_both_defenders_leading(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        "les deux défenseurs ont entamé en même temps",
        "Nord et Sud ont entamé exactement en même temps, face visible.",
    ],
)
def test_both_defenders_leading_together_still_fills(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "both_defenders"


@pytest.mark.parametrize(
    "text",
    [
        "« Haut », a dit le déclarant. Le mort a posé l'As de carreau.",
        "« Petit », dit le déclarant, et le mort a posé le roi.",
    ],
)
def test_a_quoted_designation_is_not_dummy_playing_alone(text: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get("case") != "dummy_placed"


def test_dummy_playing_with_nothing_said_still_fills() -> None:
    assert vocabulary.facts("carte_du_mort", "Le mort a posé l'As de carreau.").get("case") == "dummy_placed"


@pytest.mark.parametrize(
    "text",
    [
        "Le carton 8♣ n'a pas vraiment été sorti, il l'a juste touché.",
        "Sud a touché le carton 8SA sans le sortir.",
        "le carton 8♠ est resté à moitié dans la boîte",
    ],
)
def test_a_bidding_card_only_touched_is_not_a_bid_above_seven(text: str) -> None:
    assert vocabulary.facts("declaration_inadmissible", text).get("kind") != "above_seven"


def test_a_bid_above_seven_taken_out_still_fills() -> None:
    assert (
        vocabulary.facts("declaration_inadmissible", "Sud a sorti le carton 8♣.").get("kind") == "above_seven"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ils contestent ma décision sur la donne 9, et je vois que je me suis trompé.",
        "Nord-Sud contestent ma décision ; en relisant, j'ai mal arbitré.",
    ],
)
def test_a_contested_ruling_the_director_says_wrong_is_asked(text: str) -> None:
    assert "case" not in vocabulary.facts("suites_decision", text)


def test_a_contested_ruling_alone_is_still_an_appeal() -> None:
    assert (
        vocabulary.facts("suites_decision", "Ils contestent ma décision sur la donne 9.").get("case")
        == "appeal"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Un remplaçant a pris la place d'Ouest dans le délai, personne ne s'est plaint de son jeu.",
        "Le robot a joué pour Est ; aucun joueur ne s'est plaint.",
    ],
)
def test_nobody_complained_is_no_complaint(text: str) -> None:
    assert vocabulary.facts("en_ligne_deconnexion", text).get("substitute_complaint") != "yes"


def test_a_complaint_still_fills() -> None:
    text = "Un remplaçant a pris la place d'Ouest, les adversaires se sont plaints de son jeu."
    assert vocabulary.facts("en_ligne_deconnexion", text).get("substitute_complaint") == "yes"
