"""Tester7's findings between features (ops8), through the terminal on docs/exemple-seance.pbn, each
expected score checked by hand against the Laws and the scoring table.

T17: a revoke's corrected result (64A) starts from the tricks of the claim on its table; once the claim's
tricks change (`r`, an appeal), the revoke's recorded figure is no longer the table's result.
"""

from __future__ import annotations

from pathlib import Path

from bot.incidents.links import SECOND, Link
from bot.reports import scorer_sheet
from tests.bot.test_tester4_scores import session

# Board 17 (nobody vulnerable), table 6: N plays 3♥ and claims, ruled 2 won + 6 = 8 tricks (3♥-1);
# E revoked, 1 trick transferred (64A2): 8 + 1 = 9 tricks, 3♥= +140 for N-S.
CLAIM = (
    "donne 17 table 6, Nord joue 3♥, Nord revendique, Est conteste\n\n2\n2\nje ne sais pas\n2\n6\nm 3♥-1\n\n"
)
REVOKE = (
    "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\nmn\n\n"
)


async def test_t17_a_claims_new_tricks_set_the_revokes_corrected_result_aside(tmp_path: Path) -> None:
    """The claim changed by `r` to 2 + 7 = 9 tricks (3♥=): the revoke's +140 (from 8 tricks) is no longer
    the table's result, said at once and on the sheet without figures, listed as waiting, and `mn` is
    refused while it still starts from 8; answered 9, 9 + 1 = 10 tricks, 3♥+1 = +170 stands alone."""
    change = "v 1\nr\n7\nm 3♥=\n\n"
    text, incidents = await session(tmp_path, CLAIM + REVOKE + change + "v 2\nmn\n\nq\n")
    assert "Attention : la marque de la renonce (incident #2) est à refaire" in text
    assert "la revendication donne maintenant 9 levées au déclarant (« 3♥= », incident #1)" in text
    assert "Marque refusée : la revendication donne maintenant 9 levées" in text
    assert "— en attente : MARQUE À REFAIRE, la revendication donne maintenant 9 levées" in text
    _, revoke = incidents
    assert revoke.score is not None and revoke.score.ns == "+140 points" and len(revoke.scores) == 1
    first, second = scorer_sheet.rows(incidents)
    assert first["quoi"].startswith("Avant transfert, voir #2") and not first.get("apres_ns")
    assert second["quoi"] == "MARQUE À REFAIRE — Renonce" and not second.get("ns_nombre")

    _, incidents = await session(tmp_path / "redone", CLAIM + REVOKE + change + "v 2\nr\n9\nmn\n\nq\n")
    first, second = scorer_sheet.rows(incidents)
    assert first["quoi"].startswith("Avant transfert, voir #2")
    assert (second["apres_ns"], second["ns_nombre"]) == ("+170 points", "170")


async def test_t17_an_appeal_that_changes_the_claims_tricks_sets_the_revokes_result_aside(
    tmp_path: Path,
) -> None:
    """The appeal « décision modifiée » re-scores the claim 3♥= (9 tricks): its mark is the claim's tricks
    before the transfer, the claim's own mark is replaced, and the revoke's +140 is to redo."""
    appeal = "v 1\nsuites\n4\n1\n1\n2\n3\n2\n\n1\nm 3♥=\n\n"
    _, incidents = await session(tmp_path, CLAIM + REVOKE + appeal + "q\n")
    claim, _, follow = incidents
    assert follow.follows == claim.id and follow.score is not None
    rows = {row["quoi"].split(" — ")[0]: row for row in scorer_sheet.rows(incidents)}
    assert set(rows) == {"Marque remplacée par #3", "MARQUE À REFAIRE", "Avant transfert, voir #2"}
    assert not any(row.get("ns_nombre") for row in rows.values())


async def test_t14_a_claim_opened_from_the_revokes_ruling_is_linked_to_it(tmp_path: Path) -> None:
    """`o1` from the revoke's ruling (« pendant une revendication ») opens the claim linked both ways, as
    `+` does: `incidents show`, the export and the appeal's dossier then bring the revoke with the claim."""
    words = "donne 17 table 1, Sud joue 4♥, Ouest a renoncé à carreau, puis Sud a revendiqué le reste, Est conteste"
    _, incidents = await session(tmp_path, f"{words}\n\n4\n4\no1\nq\n")
    revoke, claim = incidents
    assert claim.topic == "revendication" and Link(revoke.id, SECOND) in claim.links
    assert Link(claim.id, SECOND) in revoke.links
