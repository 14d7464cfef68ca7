"""tester14 W13: after the last pass, before the opening lead, a future defender who corrects his partner's
explanation does so too early (20F5b: a defender waits for the end of the play). « Le futur déclarant ou le mort
corrige » (before_lead) is never pre-filled when the words name a defender; the defender's case is read."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab

TOPIC = "explication_erronee"


@pytest.mark.parametrize(
    "text",
    [
        "Après la dernière passe, avant l'entame, Est (en défense) signale que l'explication de son partenaire "
        "Ouest sur son 2♣ était fausse",
        "Sud joue 4♠. Avant l'entame, Ouest signale que l'explication de son partenaire était fausse",
    ],
)
def test_a_defender_correcting_his_partner_before_the_lead(text: str) -> None:
    assert vocab.facts(TOPIC, text).get("situation") == "before_lead_defender"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the dummy-to-be (Nord, Sud's partner) corrects: the declaring side, in time (20F5b)
        (
            "Sud joue 4♠. Avant l'entame, Nord signale que l'explication de son partenaire était fausse",
            "before_lead",
        ),
        # a defender correcting his own explanation (20F4), nor his partner's: no answer read
        ("Avant l'entame, Est (en défense) corrige sa propre explication du 2♣", None),
        (
            "Pendant les enchères, Est (en défense) signale que l'explication de son partenaire était fausse",
            None,
        ),
    ],
)
def test_the_declaring_side_or_no_defenders_partner(text: str, value: str | None) -> None:
    assert vocab.facts(TOPIC, text).get("situation") == value
