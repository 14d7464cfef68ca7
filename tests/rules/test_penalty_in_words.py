"""Whose card was exposed, read from the roles (rules/penalty_in_words.py `card_owner`, moved there from
rules/vocabulary_readings.py with these tests): a defender's only."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("le 6♣ d'Ouest (défense), tombé par mégarde, était sa seule carte pénalisée", "defender"),
        ("Nord (défense) étale ses cartes en disant « je vous donne le reste »", "defender"),
        ("Est (défense) a joué deux cartes collées, le 2♦ et le 5♠", "defender"),
        # two roles tied to a card, or none: the words do not say whose
        ("Sud joue 4♠, le mort a montré sa dame, Est (défense) a fait tomber son roi", None),
        ("Ouest a fait tomber le 6 de pique face visible", None),  # no role for Ouest
    ],
)
def test_whose_card_from_the_roles(text: str, owner: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == owner
