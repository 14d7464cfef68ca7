"""Tester24 P15 (session 22): a ruling's table and pairs corrected (`v 1`, `d table=… ns=… eo=…`) did not reach its
follow-ups. The director's 82C correction kept the old table and pairs, so its mark in force (60/60, 12C2a)
went on the scorer's sheet to a pair that did not play the board at that table, and the ruling that should have
been given (`+` on the follow-up) kept them too. A follow-up is about the board and table of the decision it
follows: the correction passes to it, and from it on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session
from tests.bot.test_tester9_lead import sheet
from tests.bot.test_tester21_scores import DIRECTOR_ERROR_PAIRS, HESITATION


async def test_a_ruling_s_table_and_pairs_corrected_reach_its_follow_ups(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _imported(tmp_path, monkeypatch)
    # #1 ruled (16B) on board 1 table 2, 2 v 12; #2 its 82C follow-up, 60/60; #3 the ruling that should have
    # been given, opened from #2 (its topic left to choose).
    await session(tmp_path, HESITATION + DIRECTOR_ERROR_PAIRS + "m 60/60\n+\n\nq\n")
    said = await session(tmp_path, "v 1\nd table=5 ns=4 eo=15\n\nq\n")
    assert "Incident #2 (suite de #1) : donne 1, table 5, Nord-Sud paire 4, Est-Ouest paire 15 aussi." in said
    assert (
        "Incident #3 (la décision qui aurait dû être rendue, ouverte de #2) : donne 1, table 5, Nord-Sud paire 4, Est-Ouest paire 15 aussi."
        in said
    )
    rows = sheet(tmp_path, capsys)
    # The 82C mark in force goes to pairs 4 and 15 at table 5, as the corrected ruling's line.
    assert rows["#2"].startswith("#2;") and ";1;5;4;15;Marque artificielle" in rows["#2"]
    assert ";1;5;4;15;" in rows["#1"]
    listed = await session(tmp_path, "q\n")
    third = next(line for line in listed.splitlines() if "Reprendre l'incident #3" in line)
    assert third.endswith("donne 1, table 5, Nord-Sud paire 4, Est-Ouest paire 15")  # passed on by #2
    # A correction of the pairs alone passes on as well.
    said = await session(tmp_path, "v 1\nd ns=6 eo=16\n\nq\n")
    assert "Incident #2 (suite de #1) : donne 1, table 5, Nord-Sud paire 6, Est-Ouest paire 16 aussi." in said
    assert ";1;5;6;16;Marque artificielle" in sheet(tmp_path, capsys)["#2"]
