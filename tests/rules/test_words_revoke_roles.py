"""The revoke's offender when the words say the role (61, 64): « le défenseur en Est », « la déf en Ouest »,
the declarer's forms said of a defender (« en ayant », « jeté »); never when the words deny it or name
another role."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("le défenseur en Est n'a pas fourni à pique, il en avait un", "defender"),
        ("renonce de la def en ouest, son partenaire a déjà attaqué la levée suivante", "defender"),
        ("Ouest (en flanc) a défaussé un carreau sur le trèfle en ayant un trèfle", "defender"),
        ("le défenseur a jeté un cœur sur le pique alors qu'il avait un pique", "defender"),
        ("le déclarant a coupé le carreau en ayant encore un carreau", "declarer"),
    ],
)
def test_the_role_said_gives_the_offender(text: str, offender: str) -> None:
    assert vocab.facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "le défenseur en Est dit que le déclarant a renoncé à pique",  # another role's revoke, alleged
        "Sud joue 4♠ ; le défenseur en Ouest n'a pas renoncé, c'est le mort qui n'a pas fourni",
        "la def en Est et le déclarant ont renoncé tous les deux",  # two sides
    ],
)
def test_no_defender_when_the_words_name_another_or_two(text: str) -> None:
    assert vocab.facts("renonce", text).get("offender") != "defender"
