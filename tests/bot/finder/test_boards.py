"""reviewer29 S-11: another board told first for context does not take the topic from the board to rule."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.boards import this_board


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "Sur la donne précédente, Ouest avait renoncé et on avait transféré une levée. Sur celle-ci, Ouest a fait une"
            " enchère insuffisante : 1♦ sur 1♥.",
            "enchere_insuffisante",
        ),
        (
            "La renonce de la donne 12 avait été réglée ; maintenant sur la 13, Nord a exposé une carte pendant les"
            " enchères, le valet de pique.",
            "carte_exposee_encheres",
        ),
        (
            "Sur la donne précédente, Est a renoncé à cœur, ce qui a coûté deux levées. Sur cette donne-ci, Est a joué"
            " avant son partenaire.",
            "jeu_premature",
        ),
        # the traps: the earlier board's irregularity found on this one; this board named by its number only
        (
            "Sur la donne précédente, Est a renoncé à cœur ; on ne s'en est aperçu que sur celle-ci.",
            "renonce",
        ),
        ("Donne 12 : Ouest a entamé hors tour ; ici le déclarant veut accepter.", "entame"),
    ],
)
def test_this_boards_irregularity_comes_first(text: str, first: str) -> None:
    assert finder.search(text)[0].id == first


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        (
            "Sur la donne d'avant Nord a hésité ; là, sur celle-ci, Sud a renoncé.",
            "sur celle-ci, Sud a renoncé.",
        ),
        (
            "Hier Est avait renoncé, et cette fois Ouest entame hors tour.",
            "cette fois Ouest entame hors tour.",
        ),
        ("Nord a hésité sur la donne d'avant, pas sur celle-ci.", None),
        ("Donne 12 : Ouest a entamé hors tour ; ici le déclarant veut accepter.", None),
        ("Donne 12 : Ouest a entamé hors tour ; sur la 12 on joue 3SA.", None),
        ("Sud a renoncé à la levée 5, puis ici il a revendiqué.", None),
    ],
)
def test_the_mark_of_this_board(text: str, cut: str | None) -> None:
    assert this_board(text) == cut
