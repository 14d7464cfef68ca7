"""Ops27's leftovers (tester25 P12), through the terminal: the ref= suggested after a weighted mark is worded for a
team match only (« Si c'est un match par équipes … ; en tournoi par paires, rien à ajouter »), and not made at all
once an incident of the board says the event is scored in matchpoints (« Quelle est la forme de l'épreuve ? » → par
paires); with standing marks at two or more other tables of the board, Arbitre cannot tell which is the other room of
this match: nothing is refused nor flagged « à refaire », and a ref= that is none of their results is said with them.

IMP figures are tests/bot/test_ops27_other_table.py's, checked by hand there."""

from __future__ import annotations

from pathlib import Path

from bot.incidents import other_table, table_marks
from tests.bot.test_ops27_other_table import RULED, TABLE_2, WEIGHTED
from tests.bot.test_tester5_ops5 import sessions

TABLE_3 = f"d 5 table=3 ns=3 eo=10\n{RULED}m 650\n\n"  # another table's result: +650 for Nord-Sud


async def test_the_suggested_reference_is_worded_for_a_team_match_and_left_out_in_pairs(
    tmp_path: Path,
) -> None:
    points = f"d 5 table=4 ns=4 eo=11\n{RULED}{WEIGHTED}\n\n"
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, points)
    assert "Si c'est un match par équipes, les IMP de cette table se comptent contre lui" in out
    assert "en tournoi par paires, rien à ajouter" in out
    first, marked = incidents
    assert other_table.reference_hint(marked, incidents, set()) is not None
    paired = first.evolve(
        answers=(*first.answers, ("event_form", "pairs"))
    )  # the other table's incident says so
    assert other_table.pairs_event(marked, [paired, marked])
    assert other_table.reference_hint(marked, [paired, marked], set()) is None


async def test_a_ref_at_a_board_of_three_tables_is_checked_against_none_and_said(tmp_path: Path) -> None:
    table_4 = f"d 5 table=4 ns=4 eo=11\n{RULED}{WEIGHTED} ref=600\n\n"
    out, incidents = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, TABLE_3, table_4)
    assert "Marque refusée" not in out  # which table is the other room is not known
    assert (
        "À vérifier : la donne 5 a des marques enregistrées à plusieurs autres tables (table 2 : +620 points "
        "(incident #1) ; table 3 : +650 points (incident #2)) ; ref=+600 n'est le résultat d'aucune." in out
    )
    assert incidents[2].score is not None and incidents[2].score.line.endswith("ref=600")  # recorded as typed
    assert table_marks.flags(incidents) == {}  # nothing « à refaire »


async def test_a_ref_that_is_one_of_the_other_tables_results_says_nothing(tmp_path: Path) -> None:
    table_4 = f"d 5 table=4 ns=4 eo=11\n{RULED}{WEIGHTED} ref=650\n\n"
    out, _ = await sessions(tmp_path / "arbitre.sqlite3", TABLE_2, TABLE_3, table_4)
    assert "plusieurs autres tables" not in out and "Marque refusée" not in out
