"""Tester8 T30: abandoning (`a`) a ruled incident with its mark recorded dropped the mark's line from
the scorer's sheet without a word. The confirmation and the answer say the mark is withdrawn, and the
sheet keeps a line « Marque retirée », without figures, for a scorer who entered it."""

from __future__ import annotations

from pathlib import Path

from bot.reports import scorer_sheet
from tests.bot.test_tester4_scores import session

# Board 17 table 6, N plays 3♥, E revoked, 8 tricks + 1 transferred (64A2): 3♥= +140 for N-S.
REVOKE = (
    "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\nmn\n\n"
)


async def test_abandoning_a_scored_incident_says_its_mark_is_withdrawn(tmp_path: Path) -> None:
    text, [revoke] = await session(tmp_path, REVOKE + "v 1\na\no\nq\n")
    withdrawn = "Sa marque « obtenu=-50 140 » (Nord-Sud +140 points, donne 17, table 6) est retirée"
    assert f"Abandonner l'incident #1 ? Il restera au journal. {withdrawn}" in text
    assert f"Incident #1 abandonné (il reste dans le journal). {withdrawn}" in text
    (row,) = scorer_sheet.rows([revoke])
    assert row["quoi"] == "Marque retirée — Renonce" and not row.get("apres_ns") and not row.get("ns_nombre")
    assert "l'incident a été abandonné, cette marque ne vaut pas" in row["detail"]
