"""A lead, then who had won the trick (« … a attaqué le roi de pique alors que le déclarant venait de gagner la levée »):
whose lead it was (53-56), the lead out of turn first, as when the winner is said before the lead (session 37, issue 37
§4). A card discarded « sur l'attaque carreau » while holding the suit stays a revoke."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Didier, en défense, a attaqué le Roi de pique alors que le déclarant venait de gagner la levée.",
        "Est attaque carreau alors que le mort avait gagné la levée précédente",
        "Ouest a attaqué trèfle alors que c'est le mort qui avait fait la levée",
    ],
)
def test_a_lead_while_another_had_won_the_trick(text: str) -> None:
    assert _ids(text)[0] == "attaque"


def test_a_discard_on_the_lead_while_holding_the_suit_is_a_revoke() -> None:
    assert (
        _ids("Est défausse un trèfle sur l'attaque carreau du mort alors qu'il avait le 2 de carreau")[0]
        == "renonce"
    )
