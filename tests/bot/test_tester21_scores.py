"""Tester21 P8 (session 20): an artificial mark in the other unit than the event's. The director's error (82C) on
a pairs event scored in matchpoints gives both sides a moyenne plus, 60 % (12C2a); « +3/+3 » is 12C2b's IMP and
went to the scorer's matchpoint sheet without a word. Refused, nothing recorded; « 60/60 » recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.scores.line_syntax import artificial_unit_disagreement
from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session

HESITATION = (
    "donne 1 table 2 ns=2 eo=12 : Ouest a hésité longuement avant de passer sur 3♥, Est a ensuite dit 3♠ et l'a "
    "gagné, Nord-Sud contestent à la fin du coup\n1\n1\n1\n1\n1\n"
)
DIRECTOR_ERROR_PAIRS = (
    "suites\n3\n1\n2\n2\n1\n"  # 82C, no normal score, no likely result, pairs (matchpoints)
)


async def test_an_imp_artificial_mark_on_a_matchpoint_ruling_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, HESITATION + DIRECTOR_ERROR_PAIRS + "m +3/+3\nm 60/60\nq\n")
    refused = out.split("> m +3/+3", 1)[1].split("> ", 1)[0]
    assert (
        "L'épreuve se marque en pourcentage (12C2a) d'après l'incident ; cette marque est en IMP (12C2b)."
        in refused
    )
    assert "Tapez « 60/60 »" in refused and "Rien n'est enregistré." in refused
    recorded = out.split("> m 60/60", 1)[1].split("> ", 1)[0]
    assert "Nord-Sud (totalement non fautif) : moyenne plus : 60 %" in recorded


@pytest.mark.parametrize(
    ("line", "in_imps", "expected"),
    [
        ("+3/+3", False, "60/60"),
        ("60/40", True, "+3/-3"),
        ("60/40", False, None),
        ("+3/-3", True, None),
        ("4♠=", False, None),  # no artificial mark: nothing to say
    ],
)
def test_the_unit_of_an_artificial_mark_against_the_events(
    line: str, in_imps: bool, expected: str | None
) -> None:
    why = artificial_unit_disagreement(line, in_imps)
    assert (why is None) if expected is None else (why is not None and f"Tapez « {expected} »" in why)
