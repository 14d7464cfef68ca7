"""Tester25 P4: 82C's question no longer pushes a director whose error was only in the adjusted score (86B2b
given, 86B2c right: a fouled board is cancelled either way) to « Non » and +3/+3 for both teams. The question
asks whether the right ruling still applies as the Laws provide it (the error changed neither the auction
nor the play); « Oui » (82A, 82B1) leads to the right ruling, whose own mark replaces the old one: 86B2c,
both sides at fault, board cancelled, average minus to each (12C2a) = -3 IMP each (12C2b). Through the
terminal."""

from __future__ import annotations

from pathlib import Path

import rules
from rules.laws import lookup
from tests.bot.test_tester5_ops5 import sessions

FOULED = "d 5 table=2\nmatch par quatre, donne faussée, une carte déplacée dans l étui\n\n2\n3\n"
ERROR = "suites 1\n3\n1\n?\n1\n"
RIGHT = "+\ndonne faussée\n\n4\nm -3/-3\n\n"


async def test_an_error_only_in_the_adjusted_score_goes_to_the_right_ruling_and_its_mark(
    tmp_path: Path,
) -> None:
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", FOULED, ERROR + RIGHT)
    assert (
        "La bonne décision peut-elle encore s'appliquer telle que les Lois la prévoient (votre erreur n'a pas "
        "changé les enchères ni le jeu) ?" in out
    )
    assert "votre erreur ne portait que sur la marque ajustée elle-même" in out  # the `?` help
    assert "Si votre erreur ne portait que sur la marque ajustée, la bonne décision donne la sienne" in out
    assert "se marque ensuite normalement" not in out and "marquer la donne normalement" not in out
    assert "la donne se marque ensuite selon elle (le résultat de la table, ou la marque ajustée" in out
    assert "DÉCISION — Équipes, plusieurs résultats, deux camps fautifs : donne annulée" in out
    right = incidents[2]
    assert right.score is not None and (right.score.ns, right.score.ew) == ("-3 IMP", "-3 IMP")


def test_82b1_is_cited_and_summarised() -> None:
    step = rules.next_step(
        "suites_decision",
        {"case": "director_error", "within_correction_period": "yes", "normal_scoring": "yes"},
    )
    assert step.ruling is not None and "82B1" in step.ruling.laws
    assert "marque ajustée" in (lookup("82B1").sub_summary or "")
