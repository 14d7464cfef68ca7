"""Tester22's findings on scores and follow-ups (round 5, session 21), through the terminal on the example
session.

- P11: the UI ruling on board 12 (#1, a weighted mark), then the director's own error (#2, 82C: the table's
  result restored, -500), then « EO font appel sur la 12 » (#3, 60/40). The appeal is about the ruling as
  the correction left it: the scorer's « Marque NS avant » is #2's -500, not #1's mark that no longer
  stood, and attaching the appeal says which mark is in force.
"""

from __future__ import annotations

from pathlib import Path

from bot.reports import scorer_sheet
from tests.bot.test_tester4_scores import session as scored

UI_12 = (
    "donne 12 table 4 ns=4 eo=11 : Sud a hésité longtemps avant de passer 5♣, Nord a dit 5♠, EO appellent "
    "l'arbitre à la fin du coup\n\n1\n1\n1\n1\n2\nm EO 5♣+1:50,EO 5♣+2:50 obtenu=-500\n"
)
CORRECTION = "suites\n3\n1\n1\nm NS 5♠X-2\n\n"
APPEAL = "EO font appel sur la 12\n\n1\n1\n1\n2\nm 60/40\n\n"


async def test_p11_an_appeal_after_the_correction_replaces_the_mark_in_force(tmp_path: Path) -> None:
    said, incidents = await scored(tmp_path, UI_12 + CORRECTION + APPEAL + "q\n")
    assert [i.id for i in incidents] == ["1", "2", "3"]
    assert incidents[1].follows == "1" and incidents[2].follows == "1"
    assert (
        "La marque en vigueur sur cette donne est celle de l'incident #2 (« NS 5♠X-2 », Nord-Sud -500 points), "
        "qui a remplacé celle de l'incident #1" in said
    )
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#1"]["quoi"].startswith("Marque remplacée par #3")
    assert rows["#2"]["quoi"].startswith("Marque remplacée par #3")
    assert (rows["#3"]["avant_ns"], rows["#3"]["apres_ns"], rows["#3"]["apres_eo"]) == (
        "-500 points",
        "60 %",
        "40 %",
    )
    assert "suite de l'incident #1 ; remplace la marque de l'incident #2" in rows["#3"]["detail"]


async def test_p11_an_appeal_on_the_ruling_alone_replaces_the_ruling_s_mark(tmp_path: Path) -> None:
    said, incidents = await scored(tmp_path, UI_12 + "\n" + APPEAL + "q\n")
    assert "La marque en vigueur" not in said
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#2"]["avant_ns"] == "95,83 %"
    assert "suite de l'incident #1, remplace sa marque" in rows["#2"]["detail"]
