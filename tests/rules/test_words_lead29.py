"""Session 29, the lead (issue 37 §1): a defender's card made to fall by another player.

Law 50 makes a penalty card of a card a defender exposed; one knocked out of his hand by the declarer gathering a trick,
or by the dummy's sleeve, is the director's to designate or not (50, « unless the Director designates otherwise »):
how it was exposed is asked, never pre-filled « par mégarde ». The defender's own dropped card stays « par mégarde ».
"""

from __future__ import annotations

import pytest

from bot.finder import parts
from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Le déclarant a fait tomber une carte d'Est en ramassant la levée, c'est le roi de pique.", None),
        ("En ramassant la levée, le déclarant lui a fait tomber le roi de pique des mains.", None),
        ("Le mort a accroché la manche d'Est et deux cartes d'Est sont tombées face visible.", None),
        ("Sud, le déclarant, a bousculé Ouest qui a laissé tomber la dame de cœur.", None),
        # the traps: the defender's own card, dropped by himself
        ("Est, en défense, a laissé tomber le roi de pique face visible sur la table.", "unintentional"),
        (
            "Une carte d'Ouest (défense) est tombée de sa main, face visible : le valet de trèfle.",
            "unintentional",
        ),
    ],
)
def test_a_card_made_to_fall_by_another_is_asked(text: str, value: str | None) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("how_exposed") == value
    stated = parts.evidence(text, "cartes_penalisees").get("how_exposed", vocabulary.Stated(None, ""))
    assert stated.value == value  # type: ignore[arg-type]
