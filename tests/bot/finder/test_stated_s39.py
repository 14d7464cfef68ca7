"""Session 39: stated facts the words give that no reading took (issue 37 §1, « take what is stated »).

The tricks the claimer's side had already won (69, 70: the claim's total is those plus the tricks claimed), said as
directors say them; never the defence's, a suit's tricks, tricks left or to make, nor more than the tricks played."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "won"),
    [
        ("il restait 3 levées à jouer, le décla en avait déjà fait 7 ; il revendique, Ouest conteste", "7"),
        ("Sud avait déjà 7 levées et revendique le reste, EO contestent", "7"),
        ("revendication à la levée 6 (5 levées déjà faites) pour les 8 dernières, contestée par Ouest", "5"),
        ("Donne 15 : après six levées (quatre pour le déclarant), Sud revendique les sept dernières.", "4"),
        ("T4 D7 — Sud revendique 3 levées à la 11e (10 faites). Ouest conteste.", "10"),
        ("à la 12e levée, déclarant avec 11 levées revendique les deux dernières, contesté.", "11"),
    ],
)
def test_the_tricks_already_won(text: str, won: str) -> None:
    assert engine_facts("revendication", text).get("tricks_before") == won


@pytest.mark.parametrize(
    "text",
    [
        "la défense avait fait 3 levées, Sud revendique le reste, Ouest conteste.",
        "ils ont fait 3 levées de pique et ensuite il revendique le reste, Ouest conteste",
        "Sud revendique 10 levées, Ouest conteste.",
        "il restait 3 levées à jouer ; Sud revendique, Ouest conteste.",
        # more than the tricks played before the claim's trick: one of the two is wrong, asked
        "À la 5e levée, Sud, qui avait déjà fait 7 levées, revendique le reste.",
        # supposed, not stated
        "Si Sud avait déjà fait 7 levées, il pouvait revendiquer le reste ?",
    ],
)
def test_no_count_of_the_claimers_tricks(text: str) -> None:
    assert "tricks_before" not in engine_facts("revendication", text)
