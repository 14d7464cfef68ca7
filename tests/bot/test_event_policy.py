"""The organiser's conditions of play typed in French (bot/events/policy.py), issue 22 §2."""

from __future__ import annotations

import pytest

import rules
from bot.events.model import Tournament
from bot.events.policy import describe, event_spec, spec_of, split_settings
from bot.incidents.incident import Refused


def test_french_settings_become_the_event_s_regulation() -> None:
    spec = event_spec("ffb_en_ligne", ["cartes=levee", "temps=8", "ligne=non"], "Coupe  en ligne")
    regulation = rules.load_regulation(spec)
    assert regulation.online_card_undo and regulation.online_undo_until == "trick_end"
    assert regulation.online_seconds_per_board == 480 and not regulation.online_claim_line_required
    assert regulation.policy_by == "Coupe en ligne"
    text = describe(spec)
    assert text.startswith("FFB en ligne") and "8 min par donne" in text and "sans ligne de jeu" in text


def test_a_later_change_keeps_the_other_choices_and_the_base_can_change() -> None:
    first = event_spec("ffb_en_ligne", ["cartes=suivant", "temps=9"], "Coupe")
    second = event_spec(first, ["declarations=non", "reglement=wbf"], "Coupe")
    regulation = rules.load_regulation(second)
    assert regulation.id == "wbf" and regulation.online_card_undo and not regulation.online_call_undo
    assert regulation.online_seconds_per_board == 540
    back = rules.load_regulation(event_spec(second, ["cartes=non", "temps=7:30"], "Coupe"))
    assert not back.online_card_undo and back.online_seconds_per_board == 450


@pytest.mark.parametrize(
    ("word", "message"),
    [
        ("cartes=toujours", "cartes= attend non, suivant ou levee"),
        ("declarations=peut-etre", "declarations= attend oui ou non"),
        ("temps=0", "de 1 à 60 minutes"),
        ("temps=vite", "Temps par donne illisible"),
        ("couleur=rouge", "Condition inconnue"),
        ("reglement=acbl", "Règlement inconnu"),
    ],
)
def test_bad_settings_are_refused_in_french(word: str, message: str) -> None:
    with pytest.raises(Refused, match=message):
        event_spec("ffb_en_ligne", [word], "Coupe")


def test_settings_are_told_apart_from_the_event_s_name() -> None:
    settings, rest = split_settings(["Simultané", "du", "jeudi", "cartes=suivant", "-1001234567890"])
    assert settings == ["cartes=suivant"] and rest == ["Simultané", "du", "jeudi", "-1001234567890"]


def test_an_event_stored_before_the_policy_names_itself_as_the_organiser() -> None:
    old = Tournament("1", "telegram:-1", "telegram:-2", "Simultané", "ffb_en_ligne", "Anne", 0.0)
    regulation = rules.load_regulation(spec_of(old))
    assert regulation.from_event and regulation.policy_by == "Simultané" and not regulation.online_card_undo
