"""Tester6's last LOW findings (round 5, session 8), from the tester's own commands on a temporary base.

- T30: « 4♥X vulnérable » on board 17, where nobody is vulnerable (Law 2): the board fixes the score,
  as before, but the director is now told that his words were set aside.
- T7: « Marque NS avant » is the mark the scorer has before the row: for 82B's right rectification
  (opened with `+` from the 82C follow-up), the mark it replaces (+420), not the table's (-50).
- T37 (the options of `arbitre marque`): with --vulnerabilite given, a score no contract gives there
  is refused as the one-line form refuses it (one check, `rules.scores.line.check_scores_at`).
- T46: a claim counted from typed cards, then its board recorded: a card the deal puts in another
  hand is refused at `d`, nothing noted (the board or the position is wrong, and the count with it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.reports import scorer_sheet
from tests.bot.test_newcomer_round5 import session as terminal
from tests.bot.test_tester4_scores import REVOKE
from tests.bot.test_tester4_scores import session as scored
from tests.bot.test_tester6_imports import EXAMPLE, cli

REVOKE_17 = (
    "donne 17 table 2 ns=2 eo=14, 4♥X {vul} joué par Sud, Ouest a renoncé à carreau, fin du coup\n\n4\n1\n9\n"
)


async def test_t30_words_the_board_contradicts_are_said_set_aside(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(capsys, "--data-dir", str(tmp_path), "donnes", "importer", str(EXAMPLE))[0] == 0
    said = await terminal(tmp_path, REVOKE_17.format(vul="vulnérable"))
    assert (
        "À vérifier : la description dit « 4♥X vulnérable joué par Sud », mais selon la donne 17, donneur "
        "Nord, Nord-Sud n'est pas vulnérable (Loi 2) ; la marque suit la donne." in said
    )
    assert said.count("À vérifier : la description dit") == 1  # once, not at every later answer
    assert "4♥ X =" in said and "+590" in said  # the board's score, as before (not +790)


async def test_t30_words_the_board_agrees_with_say_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(capsys, "--data-dir", str(tmp_path), "donnes", "importer", str(EXAMPLE))[0] == 0
    said = await terminal(tmp_path, REVOKE_17.format(vul="non vulnérable"))
    assert "À vérifier" not in said and "+590" in said


CLAIM = "Sud joue 4♥ et revendique les dernières levées, EO contestent\n\n"


async def test_t46_a_board_the_counted_position_does_not_fit_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(capsys, "--data-dir", str(tmp_path), "donnes", "importer", str(EXAMPLE))[0] == 0
    typed = "p rev=S atout=♥ main=S cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n"  # not board 7's cards
    said = await terminal(tmp_path, CLAIM + typed + "d 7 table=2 ns=2 eo=11\nv\n")
    assert (
        "Donne non notée : la position de la revendication, déjà comptée, ne tient pas sur la donne 7, "
        "table 2" in said
    )
    assert "La carte ♦3 est à Ouest sur cette donne, pas à Nord." in said and "Rien n'est noté." in said
    assert "les cartes de la séance importée" not in said  # the board's cards were not taken


async def test_t46_a_board_the_counted_position_fits_is_recorded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(capsys, "--data-dir", str(tmp_path), "donnes", "importer", str(EXAMPLE))[0] == 0
    typed = "p rev=S atout=♥ main=S cartes=N:A.A.. K.K.. .QJ.. Q9...\n"  # board 7's cards, two each
    said = await terminal(tmp_path, CLAIM + typed + "d 7 table=2 ns=2 eo=11\n")
    assert "Position enregistrée" in said and "Donne non notée" not in said
    assert "Donne 7 : les cartes de la séance importée" in said


async def test_t7_the_mark_before_is_the_mark_the_scorer_has(tmp_path: Path) -> None:
    """Board 17, 4♥ by S, 9 tricks + 1 transferred: #1 marks +420 (table -50). The director then finds
    his ruling wrong (82C, #2) and applies the right one with `+` (#3, 82B), marked +420 again: #3
    replaces #1's mark, so the scorer had +420 before it, as on an appeal's row."""
    wrong = "je me suis trompé sur la donne 17 table 1\n1\n1\n1\n+\nren\n9\nmn\n\n"
    _, incidents = await scored(tmp_path, REVOKE.removesuffix("q\n") + wrong + "q\n")
    rows = {row["incident"]: row for row in scorer_sheet.rows(incidents)}
    assert rows["#1"]["quoi"].startswith("Marque remplacée par #3")
    assert "remplace la marque de l'incident #1" in rows["#3"]["detail"]
    assert (rows["#3"]["avant_ns"], rows["#3"]["apres_ns"]) == ("+420 points", "+420 points")


@pytest.mark.parametrize(
    "argv",
    [
        ["--resultats", "420:100", "--vulnerabilite", "tous"],
        ["--resultats", "620:60,-100:40", "--resultats-eo", "420:100", "--vulnerabilite", "tous"],
        [
            *("--resultats", "620:60,-100:40", "--vulnerabilite", "tous", "--fautif", "ns"),
            *("--resultat-table", "420", "--sans-erreur", "620"),
        ],
    ],
    ids=["results", "ew-results", "table-result"],
)
def test_t37_the_options_refuse_a_score_impossible_at_the_vulnerability_given(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = cli(capsys, "marque", *argv)
    assert code == 2 and out == ""
    assert (
        "Marque impossible à cette vulnérabilité : +420 pour Nord-Sud n'est le résultat d'aucun contrat"
        in err
    )
    assert "(--vulnerabilite tous : tous vulnérables)" in err


def test_t37_the_options_keep_a_score_possible_there_and_say_nothing_without_vulnerability(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli(capsys, "marque", "--resultats", "420:60,-50:40", "--vulnerabilite", "eo")[0] == 0
    assert cli(capsys, "marque", "--resultats", "620:60,-100:40", "--vulnerabilite", "tous")[0] == 0
    # No vulnerability given: points are taken as typed (no board to check them against).
    assert cli(capsys, "marque", "--resultats", "420:100")[0] == 0
