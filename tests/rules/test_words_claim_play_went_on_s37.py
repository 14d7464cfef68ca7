"""A contested claim, then the play went on (68D2): with all four agreeing, or against one of them (session 37; issue
37 §1, take what is stated). « sans que les quatre soient d'accord » is the agreement missing, never all four agreeing;
« malgré Est », « alors qu'Ouest protestait », « alors que nous voulions appeler l'arbitre » say who objected."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        ("Contestée, et le jeu a repris sans que tout le monde soit d'accord.", "continued_not_all"),
        (
            "Revendication contestée, puis le jeu a repris sans que les quatre soient d'accord.",
            "continued_not_all",
        ),
        (
            "Revendication contestée, Sud a continué à jouer malgré Est qui voulait attendre l'arbitre.",
            "continued_not_all",
        ),
        (
            "Revendication contestée, le déclarant a continué à jouer alors qu'Ouest protestait.",
            "continued_not_all",
        ),
        ("Revendication contestée, et le jeu a repris sans l'accord de tous.", "continued_not_all"),
        (
            "Revendication contestée, puis les quatre joueurs se sont mis d'accord pour rejouer la fin.",
            "continued_by_all",
        ),
        ("Revendication contestée, puis on a tous accepté de reprendre le jeu.", "continued_by_all"),
        ("Revendication contestée, et les quatre ont décidé de reprendre le jeu.", "continued_by_all"),
    ],
)
def test_the_play_after_a_contested_claim(text: str, situation: str) -> None:
    assert engine_facts("revendication", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Revendication contestée, on n'a pas tous accepté de reprendre.",  # denied: nothing went on
        "Revendication contestée, les quatre étaient d'accord pour attendre l'arbitre.",  # no play went on
    ],
)
def test_no_play_said_to_go_on_is_no_such_fact(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") not in (
        "continued_by_all",
        "continued_not_all",
    )
