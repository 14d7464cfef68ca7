"""A self-correction keeps the corrected value, never the first one said (issue 37 §1, reviewer34 H-75, H-102;
s32 L519): the first is at most asked."""

from __future__ import annotations

import pytest

from rules import vocabulary


def test_a_warning_taken_back_is_not_a_warning_before() -> None:
    """90B2, 91A: whether they were warned before decides the penalty; « non, c'est la première fois » unsays it."""
    text = (
        "Ils avaient été déjà avertis... non, c'est la première fois qu'on leur signale la lenteur ce soir."
    )
    assert vocabulary.facts("suites_decision", text).get("history") in (None, "none")


def test_a_warning_before_still_counts() -> None:
    text = "Ils avaient déjà été avertis, c'est la deuxième fois ce soir pour la lenteur."
    assert vocabulary.facts("suites_decision", text).get("history") == "warned"


@pytest.mark.parametrize(
    ("topic", "text", "question", "first"),
    [
        (
            "enchere_insuffisante",
            "Nord accepte, non pardon, il refuse l'enchère insuffisante d'Est.",
            "lho_accepts",
            "accepts",
        ),
    ],
)
def test_the_first_value_said_is_never_kept(topic: str, text: str, question: str, first: str) -> None:
    assert vocabulary.facts(topic, text).get(question) != first
