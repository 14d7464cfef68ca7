"""A card played before the partner's turn (57A): « Est a joué avant son partenaire », « avant que son partenaire
Est ait joué », « avant qu'Est, son partenaire, ait joué » — only a defender plays before a partner who holds
cards, so no contract is needed; never the declarer named, a denial, or a seat that is not the partner."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a joué sa carte à la 4e levée avant que son partenaire Est ait joué",
        "Ouest pose sa carte avant qu'Est, son partenaire, ait joué.",
        "Est a joué avant son partenaire",
    ],
)
def test_a_defender_before_his_partner(text: str) -> None:
    assert vocab.facts("jeu_premature", text).get("situation") == "defender_before_partner"


@pytest.mark.parametrize(
    "text",
    [
        "Est n'a pas joué avant son partenaire",
        "Le déclarant Est a posé sa carte avant son partenaire",
        "Ouest pose sa carte avant Nord, son partenaire",  # Nord is no partner of Ouest: asked
    ],
)
def test_no_defender_before_partner_denied_declarer_or_wrong_seat(text: str) -> None:
    assert vocab.facts("jeu_premature", text).get("situation") != "defender_before_partner"
