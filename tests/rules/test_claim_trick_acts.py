"""Reviewer20 #10 (session 20): the trick of an act told before it in the claim's clause is that act's, not the
claim's — the ruff of the claimer's stated line, or another player's act before the claim. The claim's trick bounds
the tricks left and those already won (68A, 70A), so a wrong one caps what he claimed."""

from __future__ import annotations

import pytest

from rules.vocabulary import facts


@pytest.mark.parametrize(
    "words",
    [
        "Sud revendique en disant qu'il coupe un pique à la levée 11",
        "Est a coupé à la levée 9 et Sud revendique",
        "Nord a défaussé à la 8e levée, puis Sud revendique",
    ],
)
def test_the_trick_of_another_act_is_not_the_claims(words: str) -> None:
    assert "claim_trick" not in facts("revendication", words)


@pytest.mark.parametrize(
    ("words", "trick"),
    [
        ("Sud revendique à la levée 10 en disant qu'il coupe un pique", "10"),
        ("Sud joue 4♠ et revendique à la levée 10", "10"),  # « joue » is the contract's verb
        ("il revendique le reste à la 5e levée en disant qu'il coupe un pique au mort", "5"),
        ("À la 9e levée, Sud étale et revendique le reste", "9"),
    ],
)
def test_the_claims_own_trick_is_read(words: str, trick: str) -> None:
    assert facts("revendication", words)["claim_trick"] == trick
