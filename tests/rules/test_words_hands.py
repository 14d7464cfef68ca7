"""The two hands of a wrong count of cards read from the seats (rules/hands_in_words.py, Law 13)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.hands_in_words import wrong_hands


@pytest.mark.parametrize(
    ("words", "hands"),
    [
        ("avant les enchères Sud compte 14 cartes et Nord 12", "ns"),
        ("Nord en avait 14 et Sud 12", "ns"),
        ("Sud a ouvert 1♥ avec 14 cartes ; au deuxième tour d'enchères, Nord n'en a que 12.", "ns"),
        ("C'est à la fin du coup qu'on voit qu'Est avait 14 cartes et Ouest 12", "ew"),
        ("Nord avait 14 cartes, Ouest 12 ; en redistribuant, Sud a vu la Dame de trèfle d'Ouest.", "both"),
        ("N a 14 cartes et E 12, on s'en apercoit avant les encheres", "both"),
        ("Nord 14, Sud 12", "ns"),
    ],
)
def test_the_seats_holding_fourteen_and_twelve(words: str, hands: str) -> None:
    found = wrong_hands(words)
    assert found is not None and found[0] == hands
    assert found[1] in words


@pytest.mark.parametrize(
    "words",
    [
        "Nord a 14 points et Sud 12",  # points, not cards
        "Nord n'a pas 14 cartes, Sud 12",
        "Si Nord a 14 cartes et Sud 12, que faire ?",
        "Nord a 14 cartes à la donne 12",  # one seat, and a board
        "Nord a 14 cartes et il est 12h",
        "aucune main n'a 14 cartes, Sud en a 12",
        "Il n'y a pas 14 cartes chez Nord : c'est Est qui en a 14, et Ouest qui en a 12.",  # unsure: asked
        "Nord et Sud ont 14 cartes, Est 12",
        "le joueur qui est 14e au classement a 12 cartes",
    ],
)
def test_nothing_when_a_count_is_denied_supposed_or_not_of_cards(words: str) -> None:
    assert wrong_hands(words) is None


def test_the_topic_takes_the_hands_and_the_moment() -> None:
    """tester14 W1 and W10: « 12 cartes » with the card found, before any call (13A, 14A)."""
    facts = vocabulary.facts(
        "nombre_de_cartes",
        "Sud s'aperçoit qu'il a 12 cartes avant d'enchérir, la carte manquante est par terre",
    )
    assert facts["problem"] == "missing" and facts["when_13"] == "no_call"
    facts = vocabulary.facts("nombre_de_cartes", "Nord a 14 cartes et Sud 12, personne n'a encore parlé")
    assert facts == {"problem": "too_many", "when_13": "no_call", "wrong_hands": "ns"}
    facts = vocabulary.facts(
        "nombre_de_cartes", "Sud a 14 cartes, Est 12 ; au 3e tour d'enchères, Sud avait ouvert"
    )
    assert facts["when_13"] == "after_call" and facts["wrong_hands"] == "both"
    assert "when_13" not in vocabulary.facts("nombre_de_cartes", "Nord a 14 cartes, Sud a déjà parlé")
