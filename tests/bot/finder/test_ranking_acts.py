"""Issue 37 §4, round 5 session 5: the act a description names outranks what it names it about.
Each rule has its fix and a neighbour that must keep its topic (sentences written for these tests)."""

from __future__ import annotations

import pytest

from bot.finder import index as finder_index
from bot.finder import topics as finder


def first(text: str) -> str:
    return finder.search(text)[0].id


# « les 4 dernières levées » says how many tricks were claimed (or mixed), as « à la dernière levée »
# says where: the rank is the frame, and a contested claim is a claim (tester4's F18), not a dispute
# over the tricks (Law 79). A dispute about the count, or the tricks' own handling, stays « Levées ».
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Sud revendique les 4 dernières levées, Ouest n'est pas d'accord", "revendication"),
        ("donne 11 table 1 : le déclarant revendique les trois dernières levées, la défense n'est pas d'accord",
         "revendication"),
        ("le déclarant étale et annonce les trois dernières levées", "revendication"),
        # neighbours
        ("on n'est pas d'accord sur le nombre de levées", "levees"),
        ("on n'est pas d'accord sur qui a fait la dernière levée", "levees"),
        ("les 4 dernières levées ont été mélangées", "levees"),
        ("Est n'est pas d'accord avec l'explication de Nord", "explication_erronee"),
    ],
)  # fmt: skip
def test_a_claimed_count_of_tricks_is_the_claim(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_plural_rank_drops_the_rank_and_keeps_the_tricks() -> None:
    assert finder_index.framed("il revendique les 4 dernières levées") == ["revendique", "4", None, "levees"]
    assert finder_index.framed("à la dernière levée il a renoncé") == ["renonce"]
