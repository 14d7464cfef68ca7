"""Session 18 (finder28): facts the words state, taken; never one they do not.

- A contest with no claim said (« Le déclarant dit qu'Est a renoncé, Est conteste ») is not a claim contested
  (68B): the contest words alone were read as the claim's refusal in « Revendication ».
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant dit qu'Est a renoncé, Est conteste",
        "Le déclarant dit qu'Est a renoncé, Est proteste",
        "Sud accuse Ouest d'une hésitation, Ouest conteste",
        "la défense conteste le score",
        "Nord dit que le mort a touché une carte, la défense conteste",
    ],
)
def test_a_contest_without_a_claim_is_not_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") != "contested"


@pytest.mark.parametrize(
    "text",
    [
        "le decla a étalé en disant « le reste est à moi », Est conteste",
        "Sud revendique les 4 dernières, Ouest proteste",
        "Sud claim le reste, la défense conteste",
        "il a dit « plus d'atout dehors » alors qu'Ouest avait encore la dame, Est conteste",
        "à la 9e levée le décla réclame les trois dernières, je conteste",
    ],
)
def test_a_contest_with_the_claim_said_is_a_claim_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"
