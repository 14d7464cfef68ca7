"""Tester25 P2: under 82C the ruling that should have been given (`+`) refuses a mark by design (the table's
mark is the follow-up's adjusted score, both sides non-offending: 82C, 12C2). It waits for none: « terminé »,
not listed « en attente : marque ajustée à enregistrer », and the scorer's sheet asks no second mark
(« Marque à faire ») for a table whose 82C mark is recorded. Through the terminal."""

from __future__ import annotations

from pathlib import Path

from bot.reports import scorer_sheet
from tests.bot.test_tester5_ops5 import sessions

FOULED = "d 5 table=2\nmatch par quatre, donne faussée, une carte déplacée dans l étui\n\n2\n2\nm +3/+3\n\n"
ERROR = "suites 1\n3\n1\n2\n2\n1\n2\nm +3/+3\n"  # 82C, teams, no clear result at the other table: +3/+3
RIGHT = "+\ndonne faussée\n\n4\nm -3/-3\n\n"  # 86B2c, both sides at fault: shown, its mark refused


async def test_the_ruling_that_should_have_been_given_waits_for_no_mark(tmp_path: Path) -> None:
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", FOULED, ERROR + RIGHT, "\nq\n")
    assert "DÉCISION — Équipes, plusieurs résultats, deux camps fautifs : donne annulée" in out
    assert "La marque de cette table se note sur l'incident #2 (82C" in out
    assert "Incident #3 terminé et enregistré." in out
    assert "en attente : marque ajustée à enregistrer" not in out
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#2"]["apres_ns"] == "+3 IMP" and rows["#2"]["apres_eo"] == "+3 IMP"
    assert "#3" not in rows and rows["#1"]["quoi"].startswith("Marque remplacée par #2")
