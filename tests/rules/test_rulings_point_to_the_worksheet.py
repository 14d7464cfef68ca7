"""Issue 30 F7: a ruling whose score is computed points to the incident's own worksheet and its
one-line syntax, never to `arbitre marque --resultats` or a bare `/marque` outside the incident."""

from __future__ import annotations

import pytest

import rules
from rules.model import AdjustedKind, Ruling
from tests.bot.test_worksheet import path_where


@pytest.mark.parametrize("kind", [AdjustedKind.ASSIGNED, AdjustedKind.WEIGHTED, AdjustedKind.SPLIT])
@pytest.mark.parametrize("topic", ["information_non_autorisee", "explication_erronee"])
def test_the_adjusted_score_points_to_the_incident_worksheet(topic: str, kind: AdjustedKind) -> None:
    def wanted(ruling: Ruling) -> bool:
        return (
            ruling.adjusted_score is not None
            and ruling.adjusted_score.kind is kind
            and not ruling.adjusted_score.foreseen
        )

    try:
        path = path_where(topic, wanted)
    except AssertionError:
        pytest.skip(f"{topic} has no {kind.value} ruling")
    ruling = rules.next_step(topic, dict(path)).ruling
    assert ruling is not None
    text = repr(ruling)
    assert "arbitre marque" not in text and "/marque 420" not in text
    assert "feuille de marque de l'incident" in text.lower()
