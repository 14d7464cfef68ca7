"""Team match (tester25 P12): an IMP mark is counted against the other table's recorded result of the same
board (ref=, 12C1 and 86B), through the terminal: a contradicting ref= refused, the mark « à refaire » when
the other table's result changes (said at once, on the scorer's sheet, cleared once redone), and the other
table's incident in the appeal's dossier.

IMP checked by hand on the 2017 scale (rules/scores): board 5, Nord-Sud vulnerable; 60 % 4♠= (+620) and
40 % 4♠-1 (-100). Against +620: 0 IMP and -720 → -12 IMP, so 0.6 × 0 + 0.4 × (-12) = -4,8 IMP for Nord-Sud.
Against +650: -30 → -1 IMP and -750 → -13 IMP, so 0.6 × (-1) + 0.4 × (-13) = -5,8 IMP."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import table_marks
from bot.reports import scorer_sheet
from bot.reports.dossier import dossier_text, family_sync
from tests.bot.test_tester5_ops5 import sessions

RULED = "explication erronée du contre\n\n6\n1\n1\n2\n"
TABLE_2 = f"d 5 table=2 ns=2 eo=9\n{RULED}m 620\n\n"  # the other room: +620 for Nord-Sud
WEIGHTED = "m S 4♠=:60,S 4♠-1:40 obtenu=170"
TABLE_4 = f"d 5 table=4 ns=4 eo=11\n{RULED}{WEIGHTED} ref=-620\n{WEIGHTED} ref=620\n\n"


async def test_a_ref_that_contradicts_the_other_table_s_recorded_result_is_refused(tmp_path: Path) -> None:
    out, [_, imps] = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, TABLE_4)
    assert (
        "Marque refusée : ref=-620 n'est pas le résultat enregistré de la donne 5 à la table 2 (incident #1 : "
        "+620 points pour Nord-Sud). Les IMP se comptent contre le résultat de l'autre table (12C1, 86B) : "
        "ref=+620." in out
    )
    assert imps.score is not None and imps.score.line.endswith("ref=620") and imps.score.ns == "-4,8 IMP"
    assert table_marks.flags([_, imps]) == {}


async def test_the_imp_mark_is_to_redo_when_the_other_table_s_result_changes_then_clear(
    tmp_path: Path,
) -> None:
    database = tmp_path / "arbitre.sqlite3"
    out, incidents = await sessions(database, TABLE_2, TABLE_4, "v 1\nm 650\n\n")
    assert (
        "Attention : la marque en IMP de l'incident #2 (donne 5, table 4) est à refaire : ref=+620 n'est pas le "
        "résultat enregistré de la donne 5 à la table 2 (incident #1 : +650 points pour Nord-Sud)" in out
    )
    row = next(r for r in scorer_sheet.rows(incidents) if r["incident"] == "#2")
    assert (
        row["quoi"].startswith("MARQUE À REFAIRE") and "ref=+650" in row["detail"] and not row.get("apres_ns")
    )
    out, incidents = await sessions(database, f"v 2\n{WEIGHTED} ref=650\n\n")
    assert table_marks.flags(incidents) == {} and incidents[1].score is not None
    assert incidents[1].score.ns == "-5,8 IMP"


async def test_an_artificial_score_at_the_other_table_leaves_no_result_to_count_imps_against(
    tmp_path: Path,
) -> None:
    _, incidents = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, TABLE_4, "v 1\nm 60/40\n\n")
    assert incidents[0].score is not None and incidents[0].score.kind == "marque artificielle"
    why = table_marks.flags(incidents)["2"]
    assert why.startswith("MARQUE À REFAIRE") and "86B" in why and "Donne faussée, match par équipes" in why


async def test_the_appeal_s_dossier_holds_the_other_table_of_the_board(tmp_path: Path) -> None:
    _, incidents = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, TABLE_4)
    by_id = {i.id: i for i in incidents}
    found = family_sync(by_id.get, "2", lambda chat, since: incidents)
    assert [i.id for i in found] == ["1", "2"]
    assert "#1 · Explication erronée" in dossier_text("2", found, {}, 0.0)
    assert "même donne, autre table (table 2)" in dossier_text("2", found, {}, 0.0)


async def test_a_weighted_mark_without_ref_is_offered_the_other_table_s_result(tmp_path: Path) -> None:
    points = f"d 5 table=4 ns=4 eo=11\n{RULED}{WEIGHTED}\n\n"
    out, [_, marked] = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, points)
    assert (
        "La donne 5 a un résultat enregistré à la table 2 (incident #1 : +620 points pour Nord-Sud). Si c'est un "
        "match par équipes, les IMP de cette table se comptent contre lui : m S 4♠=:60,S 4♠-1:40 obtenu=170 "
        "ref=+620 (12C1, 86B) ; en tournoi par paires, rien à ajouter" in out
    )
    assert marked.score is not None and marked.score.line.endswith("obtenu=170")  # recorded as typed
    single = f"d 5 table=4 ns=4 eo=11\n{RULED}m S 4♠=\n\n"  # one result: the scorer compares it himself
    out, _ = await sessions(tmp_path / "other.sqlite3", TABLE_2, single)
    assert "les IMP de cette table se comptent contre lui" not in out
