"""The auction review of 2026-11-24 (issue 21): each finding as a property of every path, checked
against the 2017 text (Laws 15, 16C, 23-39, 86)."""

from __future__ import annotations

from rules import get_topic
from rules.explore import walk
from rules.model import Ruling
from rules.regulations import load

AUCTION_TOPICS = (
    "enchere_insuffisante",
    "declaration_hors_tour",
    "declaration_inadmissible",
    "changement_declaration",
    "carte_exposee_encheres",
    "mauvais_etui",
)


def _paths(topic: str) -> list[tuple[dict[str, str], Ruling]]:
    return [(dict(path.answers), path.ruling) for path in walk(get_topic(topic), load("ffb"))]


PATHS = {topic: _paths(topic) for topic in AUCTION_TOPICS}


def _all() -> list[tuple[str, dict[str, str], Ruling]]:
    return [(topic, answers, ruling) for topic, paths in PATHS.items() for answers, ruling in paths]


def _text(ruling: Ruling) -> str:
    return " ".join((*ruling.now, *ruling.lead_restrictions, *ruling.script, *ruling.notes, *ruling.end_of_play))


# A1 — 26B: the suits the offender *specified*, not the suits he named (a transfer, a Stayman).


def test_26B_speaks_of_the_suits_specified_not_named_on_every_path() -> None:
    checked = 0
    for topic, answers, ruling in _all():
        assert "n'a pas nommée" not in _text(ruling), (topic, answers)
        if "26B" in ruling.laws and ruling.lead_restrictions:
            checked += 1
            restrictions = " ".join(ruling.lead_restrictions)
            assert "désignée" in restrictions, (topic, answers)
            assert "transfert" in restrictions and "Stayman" in restrictions, (topic, answers)
    assert checked > 30
