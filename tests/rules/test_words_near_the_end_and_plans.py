"""« Vers la fin du tour / du coup » is before it ended (reviewer34 H-98), and a choice told in the near future, even
misspelt (« Sud va refusé »), is not made yet (H-106..H-108): both asked, never read as done (issue 37 §1)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize("end", ["vers la fin du tour", "vers la fin du coup", "sur la fin du coup"])
def test_near_the_end_is_not_after_it(end: str) -> None:
    """64B5 (after the round) and 63A (after the play) need the end passed; « vers la fin » is before it."""
    facts = vocabulary.facts("renonce", f"Est a renoncé à pique, on s'en aperçoit {end}.")
    assert facts.get("discovered") is None and facts.get("when") is None


@pytest.mark.parametrize(
    ("end", "value"), [("à la fin du coup", "after_play"), ("à la fin du tour", "after_round")]
)
def test_the_end_said_is_kept(end: str, value: str) -> None:
    facts = vocabulary.facts("renonce", f"Est a renoncé à pique, on s'en aperçoit {end}.")
    assert facts.get("discovered") == value


@pytest.mark.parametrize(
    "text",
    [
        "Sud va refusé l'enchère insuffisante d'Est.",
        "Sud va refuser l'enchère insuffisante d'Est.",
        "Sud va accepter l'enchère insuffisante d'Est, il réfléchit.",
    ],
)
def test_a_choice_announced_is_not_made(text: str) -> None:
    """27A1: the option is the LHO's act; announced, it can still change."""
    assert "lho_accepts" not in vocabulary.facts("enchere_insuffisante", text)


def test_a_refusal_made_is_kept() -> None:
    text = "Sud refuse l'enchère insuffisante d'Est."
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == "refuses"
