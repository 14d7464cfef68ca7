"""The declarer's card played before the defender whose turn it was (57C3), said by the hand and the defender named
after « avant », or the role noted without its article (session 37; issue 37 §1, §4). A lead « avant le défenseur »
stays a lead (55), asked."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant a joué de sa main avant le défenseur à sa droite, la carte était de la bonne couleur.",
        "« Décl. joue la carte du mort trop tôt, avant que le déf. à sa droite ait joué. »",
    ],
)
def test_the_declarer_played_early(text: str) -> None:
    assert finder.search(text)[0].id == "jeu_premature"
    assert engine_facts("jeu_premature", text).get("situation") == "declarer_early"


def test_a_lead_is_not_a_card_played_early() -> None:
    assert "situation" not in engine_facts(
        "jeu_premature", "le déclarant a attaqué de sa main avant le défenseur"
    )
