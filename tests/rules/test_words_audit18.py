"""Round 5 session 16: the wrong pre-fills auditor18 found on the sixteenth blind set, in other words.
43A2/43B3: a dummy who left his seat to watch and then first pointed out a defender's revoke is the 43B3
case, not a plain revoke (the Laws: 43B3, no rectification of the revoke; checked against the 2017 text)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "le mort s'est levé pour regarder jouer le décla, et c'est lui qui a signalé le premier la renonce d'Est à cœur",
        "Le mort est venu derrière son partenaire pour voir le jeu ; c'est lui qui a signalé la renonce d'Ouest",
    ],
)
def test_dummy_who_watched_and_pointed_out_first_is_43B3(text: str) -> None:
    # « c'est lui » holds « est », never read as the seat Est reporting.
    assert vocabulary.facts("renonce", text).get("situation") == "pointed_out_by_dummy"


@pytest.mark.parametrize(
    "text",
    [
        "le mort s'est levé pour regarder le jeu du décla, puis Est a signalé qu'Ouest avait renoncé",
        "le mort était debout derrière le déclarant ; c'est le déclarant qui a renoncé, le mort l'a signalé",
    ],
)
def test_another_reporter_or_the_declarers_revoke_is_not_43B3(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "pointed_out_by_dummy"
