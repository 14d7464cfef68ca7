"""The opening lead by the declarer's right-hand opponent (41A, 54): « c'est Est qui a entamé », the card led
named (« a entamé le roi de pique ») says it was seen; never face down, nor by the left-hand opponent."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♥, c'est Est qui a entamé le roi de pique, face visible.",
        "Sud joue 4♥, Est a entamé le roi de pique",
        "3SA par Nord, Ouest a entamé du 5♣",
    ],
)
def test_the_right_hand_opponents_lead_seen(text: str) -> None:
    assert vocab.facts("entame", text).get("situation") == "wrong_defender_faced"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sud joue 4♥, Ouest a entamé le roi de pique", None),  # the left-hand opponent: in turn
        ("Sud joue 4♥, Est a entamé", None),  # nothing says the card was seen
        ("Sud joue 4♥, Est a entamé le roi de pique face cachée", "wrong_defender_face_down"),
    ],
)
def test_no_faced_lead_in_turn_unseen_or_face_down(text: str, value: str | None) -> None:
    assert vocab.facts("entame", text).get("situation") == value
