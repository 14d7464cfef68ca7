"""Who led out of turn and whose lead it was (55, 56), said otherwise (session 37; issue 37 §1): « alors qu'il avait la
main au mort » (the declarer's lead from the wrong hand), « c'est la défense qui venait de gagner la levée »."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "le déclarant attaque de sa main alors qu'il avait la main au mort ; Ouest veut accepter",
            "declarer_wrong_hand",
        ),
        (
            "Le déclarant a rejoué atout alors que c'est la défense qui venait de gagner la levée.",
            "declarer_defender_turn",
        ),
    ],
)
def test_who_led_out_of_turn(text: str, who: str) -> None:
    assert engine_facts("attaque", text).get("who_led") == who


def test_a_lead_from_the_hand_that_had_it_is_none() -> None:
    assert "who_led" not in engine_facts(
        "attaque", "le déclarant attaque du mort alors qu'il avait la main au mort"
    )
