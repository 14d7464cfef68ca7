"""A call out of turn whose turn is said in words the readings lacked (« alors que la parole revenait à son
partenaire », « pendant que c'était à son adversaire de droite »): the call is read from its verb (issue 37 §1,
s30–s31 tuning sets; 29–32). The caller's own turn said so is no call out of turn."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (
            "Au cours des enchères, Monsieur H., en Nord, a contré alors que la parole revenait à son partenaire.",
            "double",
        ),
        ("La fille à ma droite a enchéri 2♠ pendant que c'était à son adversaire de droite.", "bid"),
        ("Est a passé pendant que c'était au tour de Sud.", "pass"),
    ],
)
def test_the_call_out_of_turn_is_read(text: str, call: str) -> None:
    assert vocabulary.facts("declaration_hors_tour", text).get("call") == call


@pytest.mark.parametrize(
    "text",
    [
        "Est a passé alors que la parole était à lui.",
        "Est a passé pendant que c'était à son tour.",
        "Est a passé pendant que c'était à lui.",
    ],
)
def test_his_own_turn_is_no_call_out_of_turn(text: str) -> None:
    assert "call" not in vocabulary.facts("declaration_hors_tour", text)
