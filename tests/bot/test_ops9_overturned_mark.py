"""Tester8 T16 (HIGH): after an appeal « décision modifiée » (93B3) scored on its own incident (#2,
5♣+1 by E-W, -420), `v 1` then `m E 6♣=` put a valid mark back on #1: the sheet carried two
« Résultat retenu » for the table, one of them the result the appeal replaced. A mark on an incident
whose ruling a follow-up changed is refused; the sheet keeps #2's mark alone."""

from __future__ import annotations

from pathlib import Path

from bot.reports import scorer_sheet
from tests.bot.test_tester4_scores import session

UI = "donne 12 table 6 ns=6 eo=13, Ouest a hésité longuement avant de dire 5♣, Est a dit 6♣, 12 levées"
APPEAL = "suites 1\n4\n1\n1\n1\n3\n2\nm E 5♣+1\n\n"


async def test_no_new_mark_on_an_incident_an_appeal_changed(tmp_path: Path) -> None:
    script = f"{UI}\n\n2\n1\n1\n1\n1\n2\nm E 6♣=:60,E 5♣+1:40\n\n{APPEAL}v 1\nm E 6♣=\n\nq\n"
    text, [first, appeal] = await session(tmp_path, script)
    assert "La décision de l'incident #1 a été changée par l'incident #2 (appel, décision modifiée)" in text
    assert "la marque de la table se note sur l'incident #2 (v 2). Rien n'a été enregistré." in text
    assert first.score is not None and first.score.line == "E 6♣=:60,E 5♣+1:40" and len(first.scores) == 1
    rows = scorer_sheet.rows([first, appeal])
    assert rows[0]["quoi"].startswith("Marque remplacée par #2") and not rows[0].get("ns_nombre")
    assert rows[1]["quoi"].startswith("Résultat retenu") and rows[1]["apres_ns"] == "-420 points"


CLAIM = (
    "donne 17 table 6, Nord joue 3♥, Nord revendique, Est conteste\n\n2\n2\nje ne sais pas\n2\n6\nm 3♥-1\n\n"
)
REVOKE = (
    "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\nmn\n\n"
)


async def test_a_claims_mark_before_a_revokes_transfer_is_said_not_to_rank(tmp_path: Path) -> None:
    """Tester8 T15: the claim's 3♥-1 (8 tricks, before the revoke's transfer, 64A) was announced as « a
    result obtained at the table » with its percentage; the table's mark is the revoke's (3♥=, +140)."""
    text, [revoke, claim] = await session(tmp_path, REVOKE + CLAIM + "q\n")
    assert (
        "Avant transfert : cette marque compte les levées de la revendication avant le transfert de la "
        in text
    )
    assert (
        "renonce (incident #1, 64A) ; la marque de la table est celle de l'incident #1. Ne classez pas"
        in text
    )
    assert claim.score is not None and revoke.score is not None and revoke.score.ns == "+140 points"
