"""Two players' cards at once (58A), the card named between (session 37; issue 37 §1): « Nord et Est ont joué leur
carte exactement en même temps ». One player's two cards (58B), two calls at once (33) and the opening lead's cards
(41A) are not this fact."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Sur la donne 16, Nord et Est ont joué leur carte exactement en même temps.",
        "N et E posent une carte en même temps, levée 10.",
        "Est et Ouest ont attaqué en même temps à la levée 8, les deux cartes face visible sur la table.",
    ],
)
def test_two_players_at_once(text: str) -> None:
    assert engine_facts("jeu_premature", text).get("situation") == "two_players"


@pytest.mark.parametrize(
    "text",
    [
        "Sud et Ouest ont posé leur carton en même temps, c'était le tour de Sud",  # two calls (33)
        "les deux défenseurs ont posé une carte face cachée en même temps, rien n'est retourné",  # the opening lead
        "Ouest a posé deux cartes en même temps",  # one player's two cards (58B)
    ],
)
def test_other_things_at_once(text: str) -> None:
    assert engine_facts("jeu_premature", text).get("situation") != "two_players"
