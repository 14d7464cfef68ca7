"""A defender's card let go face up, in words the lists lacked (« a lâché le valet de cœur face visible », « laissa
choir la dame de pique face visible »): a card just exposed (49, 50; issue 37 §1, s30–s32 tuning sets). Never the
declarer's or dummy's (48A), never in the auction (24)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Stagiaire : Nord a lâché le valet de cœur face visible. J'ai dit carte secondaire.",
        "Monsieur V., en défense, laissa choir la dame de pique face visible.",
        "La dame en Est a lâché trois cartes ensemble face visible.",
    ],
)
def test_a_card_let_go_face_up_is_a_new_penalty_card(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == "new_card"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a lâché le roi de cœur face visible.",
        "Le mort a lâché une carte face visible.",
        "Pendant les enchères, Ouest a lâché le roi de cœur face visible.",
    ],
)
def test_not_a_defenders_card_in_the_play(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") != "new_card"
