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


# Tester24 P1: Est revoked (the words) and is a defender (question 2): Nord-Sud played the contract. Est-Ouest at
# « Quel camp a joué le contrat ? » gave the 2 tricks of 64A1 to the offenders' own side (3♦ by E-W, 8 + 2).
EAST_REVOKED = (
    "donne 3 table 2 ns=2 eo=14 à la 11e levée on s'aperçoit qu'Est a renoncé à pique à la 6e levée, il a remporté "
    "la levée de la renonce\n\n3\n3\n1\n1\n3\n2\n1\n"  # defender; established; 2 tricks; 3♦ undoubled
)


@pytest.mark.parametrize(
    ("offender", "refused", "played"),
    [("3", "2", "1"), ("1", "1", "2")],  # a defender: N-S played; the declarer (typed so): E-W played
    ids=["defender", "declarer"],
)
async def test_the_revoker_s_seat_and_role_fix_the_side_that_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, offender: str, refused: str, played: str
) -> None:
    _imported(tmp_path, monkeypatch)
    script = EAST_REVOKED.replace("\n\n3\n", f"\n\n{offender}\n", 1)
    out = await session(tmp_path, script + f"{refused}\n{played}\n8\nq\n")
    named = "Nord-Sud" if played == "1" else "Est-Ouest"
    role = "un joueur de la défense" if offender == "3" else "le déclarant"
    said = out.rsplit(f"> {refused}\n", 1)[1].split("> ", 1)[0]
    assert f"la description dit « Est a renoncé » et le fautif est {role}" in said, said
    assert (
        f"le contrat était joué par {named}. Répondez {named}" in said and "Rien n'a été enregistré." in said
    )
    after = out.rsplit(f"> {played}\n", 1)[1]
    # 3♦ by N-S (not vulnerable): 8 + 2 = 10 tricks, +130; by E-W (vulnerable), the declarer revoked: 8 − 2 = 6, −3.
    assert ("+130" if played == "1" else "3♦ -3") in after
