"""The side of a score and one result per table, from the tester9 and tester10 findings the lead fixed (round 5, session 9).

- tester10 W1 (HIGH): « Nord a mis 40 secondes pour passer sur 3♠ d'Est, Sud a dit 4♥ »: `m 3♠=` for
  the 12C1b score was recorded for Nord-Sud (the worksheet's default), +140 to the offenders. An
  adjusted score's contract often is the other side's: without the table's contract, or in another
  strain than the table's, its side is asked.
- tester10 W8 and tester9 T21 (HIGH): a claim's mark took the side the typed tricks happened to fit
  (« 4♥-2 » for 5 tricks awarded to Sud became Est-Ouest's 8, +100 instead of -100; « 3SA-1 » for 5
  tricks to Est was Nord-Sud's count). The claimer is read from the words or the position, the side
  that played from the incident, else the declarer is taken as the claimer and said; a weighted line
  under a claim's count is refused.
- tester9 T17 and T23 (HIGH): a second revoke opened with `+` is ruled with the first under « Deux
  renonces » (64B): the first's mark (its own transfer only) stayed « Résultat retenu » beside the
  second's, or alone when both sides revoked (64B7, no transfer). It now gives way to the second's
  (« Marque remplacée par #2 », or « MARQUE À REFAIRE » until the second is scored), and a new mark on
  the first is refused.
- tester9 T14: a revoke's corrected result and, on the same board (`+`), an adjusted score for
  unauthorised information were both « Résultat retenu »: the adjusted score replaces the result
  obtained at the table (12C1a), so the other mark gives way.
- tester9 T22 (in part): a revoke whose ruling transfers nothing took a mark beside its linked claim's:
  two results for one table. It is refused, and the unfinished list no longer asks for it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_newcomer_round5 import session as terminal
from tests.bot.test_tester4_scores import session as scored
from tests.bot.test_tester6_imports import cli

HESITATION_3S = (
    "donne 12 table 6 ns=6 eo=13, Nord a hésité longuement avant de passer sur 3♠ d'Est, Sud a dit 4♥, 10 levées"
    "\n\n2\n1\n1\n1\n1\n1\n"
)


async def test_w1_an_adjusted_contract_without_side_is_asked_when_the_incident_names_none(
    tmp_path: Path,
) -> None:
    said, [incident] = await scored(tmp_path, HESITATION_3S + "m 3♠=\nm EO 3♠=\n\nq\n")
    refused = said.split("> m 3♠=", 1)[1].split("> m EO 3♠=", 1)[0]
    assert "« 3♠= » : quel camp a joué ce contrat ?" in refused and "Rien n'est enregistré." in refused
    assert incident.score is not None and incident.score.line == "EO 3♠="
    assert incident.score.ns == "-140 points"  # board 12: E-W not vulnerable


async def test_w1_an_adjusted_contract_in_another_strain_than_the_table_s_is_asked(tmp_path: Path) -> None:
    """« Sud joue 4♥ »: a 4♥ score is Nord-Sud's, but the 3♠ the director assigns may be Est-Ouest's."""
    script = (
        "donne 12 table 6 ns=6 eo=13, Nord a hésité longuement avant de passer sur 3♠, Sud joue 4♥, 10 levées"
        "\n\n2\n1\n1\n1\n1\n1\nm 3♠=\nm 4♥-1\n\nq\n"
    )
    said, [incident] = await scored(tmp_path, script)
    refused = said.split("> m 3♠=", 1)[1].split("> m 4♥-1", 1)[0]
    assert "quel camp a joué ce contrat ?" in refused and "dans une autre dénomination" in refused
    assert incident.score is not None and incident.score.line == "4♥-1"  # the table's strain: Nord-Sud's


CLAIM_EAST = "d 3 table=2\nEst joue 3SA, à la 10e levée Est revendique en disant que tout est maître, Nord conteste\n\n2\n3\n2\n"
CLAIM_SOUTH = "d 3 table=2\nSud joue 4♠, à la 10e levée Sud revendique, Ouest conteste\n\n2\n2\n3\n2\n"


async def test_t21_the_claimer_the_words_name_fixes_the_tricks_of_the_mark(tmp_path: Path) -> None:
    """Board 3 (E-W vulnerable): 5 tricks to Est, declarer: 3SA-4 is +400 for Nord-Sud, never 3SA-1."""
    said, [incident] = await scored(tmp_path, CLAIM_EAST + "m 3SA-1\nm 3SA-4\n\nq\n")
    refused = said.split("> m 3SA-1", 1)[1].split("> m 3SA-4", 1)[0]
    assert "la décision attribue 5 levées au camp du revendiquant (Est-Ouest)" in refused
    assert incident.score is not None and (incident.score.line, incident.score.ns) == (
        "EO 3SA-4",
        "+400 points",
    )


async def test_t21_a_north_south_claimer_gets_its_own_tricks(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, CLAIM_SOUTH + "m 4♠-2\nm 4♠-5\n\nq\n")
    assert "Marque enregistrée" not in said.split("> m 4♠-2", 1)[1].split("> m 4♠-5", 1)[0]
    assert incident.score is not None and (incident.score.line, incident.score.ns) == ("4♠-5", "-250 points")


async def test_w8_a_weighted_line_under_a_claim_s_count_is_refused(tmp_path: Path) -> None:
    said, [incident] = await scored(tmp_path, CLAIM_SOUTH + "m 4♠-1:50,4♠-2:50\n\nq\n")
    assert "pas une marque pondérée (12C1c)" in said and incident.score is None


FIRST_REVOKE = (
    "d 9 table=1\nSud joue 4♠, Ouest a coupé un trèfle alors qu'il en avait encore, Est a joué à la levée "
    "suivante\n\n3\n1\n1\n1\n1\n9\nmn\n\n"
)
# « Sud joue 4♠ », said on incident #1, reads the revoke's offender (a defender) and the contract of its
# corrected result (level, strain, the side that played it): not typed again (tester11 X4).
# « Son partenaire » is the 3rd choice: two defenders never offer « l'autre camp » (ops16, tester12 Y2).
SAME_SIDE = (
    "v 1\n+\nplus tard Est a renoncé à carreau, Ouest avait joué à la levée suivante\n\n1\n3\n1\n4\n3\n1\n1\n9\n"
    "mn\n\n"
)
BOTH_SIDES = "v 1\n+\nplus tard le déclarant Sud a aussi renoncé à carreau, il a joué à la levée suivante\n\n1\n1\n2\n\n"


def sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    capsys.readouterr()
    code, out, _ = cli(
        capsys, "--data-dir", str(tmp_path), "incidents", "export", "--feuille", "--format", "csv"
    )
    assert code == 0
    return {row.split(";")[0]: row for row in out.removeprefix("\ufeff").strip().splitlines()[1:]}


async def test_t17_two_revokes_of_one_side_leave_one_result_for_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Board 9 (nobody vulnerable): 4♠ by S, 9 tricks; 64A1 for West's revoke (2 tricks) alone gave +450,
    both revokes ruled together give 3 tricks, 12: +480. The first mark gives way to the second's."""
    said = await terminal(tmp_path, FIRST_REVOKE + SAME_SIDE + "v 1\nm 4♠+1\n\nq\n")
    assert "Deux renonces du même camp : transfert total 3 levées" in said
    assert "se règle avec celle de l'incident #2" in said.rsplit("> m 4♠+1", 1)[1]
    rows = sheet(tmp_path, capsys)
    assert "Marque remplacée par #2" in rows["#1"]
    assert "Résultat retenu" in rows["#2"] and "'+480 points" in rows["#2"]


async def test_t23_revokes_of_both_sides_set_the_first_mark_aside(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """64B7: both sides revoked, both established: no transfer; the first's +450 is no longer the table's."""
    said = await terminal(tmp_path, FIRST_REVOKE + BOTH_SIDES + "q\n")
    assert "pas de transfert" in said
    rows = sheet(tmp_path, capsys)
    assert "MARQUE À REFAIRE" in rows["#1"] and "Résultat retenu" not in rows["#1"]


async def test_t14_an_adjusted_score_on_the_board_replaces_the_revoke_s_played_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Revoke (+450) then, with `+`, unauthorised information ruled 12C1b: the assigned score replaces the
    result obtained at the table (12C1a); the revoke's mark gives way instead of standing beside it."""
    hesitation = "v 1\n+\n2\n9\n1\n2\n1\n1\n1\n1\n1\n1\n1\nm 3♠+1\n\n"
    said = await terminal(tmp_path, FIRST_REVOKE + hesitation + "q\n")
    assert "Marque enregistrée : Nord-Sud +170 points" in said
    rows = sheet(tmp_path, capsys)
    assert (
        "Marque remplacée par #2" in rows["#1"]
        and "remplace le résultat obtenu à la table (12C1a)" in rows["#1"]
    )
    assert "Résultat retenu" in rows["#2"] and "'+170 points" in rows["#2"]


async def test_t22_no_second_mark_on_a_revoke_that_transfers_nothing_beside_its_claim(tmp_path: Path) -> None:
    """A revoke won by the non-offenders, none after it: no transfer (64A); the linked claim's mark is the
    table's result. A mark on the revoke made two « Résultat retenu » for one table: it is refused."""
    revoke = (
        "d 9 table=1\nSud joue 4♠, Ouest a coupé un trèfle alors qu'il en avait encore, Est a joué à la levée "
        "suivante\n\n3\n3\n2\n\n"
    )
    claim = "v 1\n+\nà la 10e levée Sud revendique, Ouest conteste\n\n2\n1\n6\n1\nm 4♠-3\n\n"
    said = await terminal(tmp_path, revoke + claim + "v 1\nm 4♠-3\n\nq\n")
    assert "Renonce consommée : aucune levée à transférer" in said
    second = said.rsplit("> m 4♠-3", 1)[1]
    assert "la marque de la table est celle de l'incident #2. Rien n'a été enregistré." in second
    assert "Marque enregistrée" not in second
