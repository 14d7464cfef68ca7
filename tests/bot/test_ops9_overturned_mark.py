"""Tester8 T16 (HIGH): after an appeal « décision modifiée » (93B3) scored on its own incident (#2,
5♣+1 by E-W, -420), `v 1` then `m E 6♣=` put a valid mark back on #1: the sheet carried two
« Résultat retenu » for the table, one of them the result the appeal replaced. A mark on an incident
whose ruling a follow-up changed is refused; the sheet keeps #2's mark alone."""

from __future__ import annotations

from pathlib import Path

from bot.reports import scorer_sheet
from tests.bot.test_tester4_scores import session

UI = "donne 12 table 6 ns=6 eo=13, Ouest a hésité longuement avant de dire 5♣, Est a dit 6♣, 12 levées"
APPEAL = "suites 1\n4\n1\n1\n3\n2\nm E 5♣+1\n\n"


async def test_no_new_mark_on_an_incident_an_appeal_changed(tmp_path: Path) -> None:
    script = f"{UI}\n\n2\n1\n1\n1\n1\n2\nm E 6♣=:60,E 5♣+1:40\n\n{APPEAL}v 1\nm E 6♣=\n\nq\n"
    text, [first, appeal] = await session(tmp_path, script)
    assert "La décision de l'incident #1 a été changée par l'incident #2 (appel, décision modifiée)" in text
    assert "la marque de la table se note sur l'incident #2 (v 2). Rien n'a été enregistré." in text
    assert first.score is not None and first.score.line == "E 6♣=:60,E 5♣+1:40" and len(first.scores) == 1
    rows = scorer_sheet.rows([first, appeal])
    assert rows[0]["quoi"].startswith("Marque remplacée par #2") and not rows[0].get("ns_nombre")
    assert rows[1]["quoi"].startswith("Résultat retenu") and rows[1]["apres_ns"] == "-420 points"
