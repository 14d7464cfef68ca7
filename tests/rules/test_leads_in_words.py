"""Who led out of turn and whose lead it was, read from the roles (rules/leads_in_words.py `who_led`, moved
there from rules/vocabulary_readings.py with these tests)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Sud joue 4♠, Ouest a attaqué alors que le mort avait fait la levée", "defender_declarer_turn"),
        (
            "Sud déclarant, le mort avait fait la levée, mais Ouest attaque un trèfle",
            "defender_declarer_turn",
        ),
        (
            "4♠ par Nord : Est a attaqué cœur mais c'est son partenaire Ouest qui avait fait la levée",
            "defender_partner_turn",
        ),
        ("le déclarant a attaqué du mort alors que c'était à la défense", "declarer_defender_turn"),
        ("le décla (Sud) attaque du mort alors qu'il était en main", "declarer_wrong_hand"),
        (
            "le déclarant a attaqué de sa main alors que la levée d'avant avait été gagnée par le mort",
            "declarer_wrong_hand",
        ),
        # two leads, a denied lead, no role for the seats: nothing
        ("Sud joue 4♠, Ouest a attaqué alors qu'Est avait pris la levée, et Est a attaqué lui aussi", None),
        ("Sud joue 4♠, Ouest n'a pas attaqué alors que le mort avait fait la levée", None),
        ("Est a attaqué alors que c'est son partenaire qui avait fait la levée", None),  # Est may be declarer
    ],
)
def test_who_led_out_of_turn_from_the_roles(text: str, who: str | None) -> None:
    assert vocabulary.facts("attaque", text).get("who_led") == who
