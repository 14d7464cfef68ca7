"""Issue 24 §1: a law shared by two topics gives the same ruling whichever topic the director opens."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.explore import outcome

# (topic, answers) pairs describing one incident; each pair must reach the same ruling and outcome.
SAME_FACTS = [
    pytest.param(
        (
            "carte_jouee",
            {"case": "retract", "retract_reason": "designation", "next_play": "no", "slip": "yes"},
        ),
        ("carte_du_mort", {"case": "changed", "next_play": "no", "slip": "yes"}),
        id="45C4b lapsus, par Carte jouée ou Carte du mort",
    ),
    pytest.param(
        ("carte_jouee", {"case": "retract", "retract_reason": "designation", "next_play": "yes"}),
        ("carte_du_mort", {"case": "changed", "next_play": "yes"}),
        id="45C4b trop tard",
    ),
    pytest.param(
        ("carte_jouee", {"case": "defender_shown"}),
        (
            "cartes_penalisees",
            {"owner": "defender", "situation": "new_card", "how_exposed": "held_seen"},
        ),
        id="45C1, par Carte jouée ou Carte pénalisée",
    ),
    pytest.param(
        ("information_etrangere", {"when_16D": "before_call"}),
        ("information_non_autorisee", {"situation": "other_before_calls"}),
        id="16D2, par Information étrangère ou Information non autorisée",
    ),
    pytest.param(
        ("information_etrangere", {"when_16D": "after_call", "seen_what": "elsewhere"}),
        ("information_non_autorisee", {"situation": "other_after_first_call"}),
        id="16D3",
    ),
    pytest.param(
        (
            "information_etrangere",
            {"when_16D": "after_call", "seen_what": "opponent_looked", "damaged": "no"},
        ),
        ("tempo_comportement", {"case": "conduct", "conduct_kind": "looking", "damaged": "no"}),
        id="74C5, par Information étrangère ou Comportement",
    ),
    pytest.param(
        ("information_etrangere", {"when_16D": "wrong_count"}),
        ("nombre_de_cartes", {"problem": "too_many", "when_13": "no_call", "card_seen": "yes"}),
        id="13A2, par Information étrangère ou Nombre de cartes",
    ),
]


@pytest.mark.parametrize(("first", "second"), SAME_FACTS)
def test_same_facts_same_ruling_across_topics(
    first: tuple[str, dict[str, str]], second: tuple[str, dict[str, str]]
) -> None:
    a = next_step(*first)
    b = next_step(*second)
    assert a.ruling is not None, f"{first}: il manque {a.question and a.question.id}"
    assert b.ruling is not None, f"{second}: il manque {b.question and b.question.id}"
    assert outcome(a.ruling) == outcome(b.ruling)


def test_the_cross_topic_check_can_fail() -> None:
    a = next_step("carte_du_mort", {"case": "changed", "next_play": "yes"})
    b = next_step("carte_du_mort", {"case": "changed", "next_play": "no", "slip": "yes"})
    assert a.ruling is not None and b.ruling is not None
    assert outcome(a.ruling) != outcome(b.ruling)
