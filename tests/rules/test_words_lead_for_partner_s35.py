"""An opening lead made in the partner's turn, the card turned or face up (issue 37 §1, « take what is stated »;
s30–s32 tuning sets): the offender defends too (the opening lead is a defender's, 41A), his card is faced (54)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Jean-Luc a entamé alors que c'était à sa partenaire. Jean-Luc a retourné le 4 de cœur.",
        "j'ai entamé alors que c'était à ma partenaire, trop le seum, ma carte est retournée",
        "Mon adversaire de gauche a entamé alors que c'était à son partenaire. L'entame est retournée.",
    ],
)
def test_a_lead_in_the_partners_turn_faced(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    "text",
    [
        "Est a entamé alors que c'était à son partenaire, la carte face cachée, pas retournée.",
        "Est a entamé alors que c'était à son partenaire, puis Ouest a aussi posé une carte face visible.",
        "Si Est entame alors que c'était à son partenaire, face visible, que faire ?",
        "Inès a posé sa carte à l'envers alors que c'était à sa partenaire d'entamer, on l'a pas vue",
    ],
)
def test_not_a_single_faced_lead(text: str) -> None:
    assert vocabulary.facts("entame", text).get("situation") != "wrong_defender_faced"
