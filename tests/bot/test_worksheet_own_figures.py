"""Tester6 T9 and T16: when each side gets its own figure (12C1e, 82C's two lists), no line of the
worksheet names one mark for both sides before those figures (« Marque : +620 pour Nord-Sud » then
« Nord-Sud +370 »; « Est-Ouest 34,17 % », nobody's mark, before Est-Ouest's own 51,67 %)."""

from __future__ import annotations

import pytest

from rules.scores.line import compute
from tests.bot.test_worksheet import run

FIELD = "terrain=420,450,-50,420,170,-100"


def test_12C1e_names_no_common_mark_before_each_side_s_own() -> None:
    """EO at fault: EO -620 (12C1e i); NS +620 less their own error's cost (420 - 170 = 250): +370."""
    sheet = compute("fautif=eo obtenu=170 sans-erreur=420 620:100")
    assert "Marque : +620 pour Nord-Sud" not in sheet.text and "se classe comme un résultat" not in sheet.text
    assert "Nord-Sud +370 points" in sheet.text and (sheet.ns, sheet.ew) == ("+370 points", "-620 points")


def test_82C_two_lists_print_no_complement_for_est_ouest() -> None:
    """NS 70 % × +420 (66,67 %) + 30 % × -50 (25 %) = 54,17 %; EO from its own list 58,33 %."""
    sheet = compute(f"420:70,-50:30 {FIELD} eo=420:40,-50:60")
    assert "Points de match pondérés : Nord-Sud 54,17 % (" in sheet.text
    assert "45,83" not in sheet.text  # Nord-Sud's complement is nobody's mark
    assert (sheet.ns, sheet.ew) == ("54,17 %", "58,33 %")


def test_one_list_still_gives_both_sides_and_one_result_its_mark() -> None:
    assert "Est-Ouest 45,83 %" in compute(f"420:70,-50:30 {FIELD}").text
    assert "Marque : +620 pour Nord-Sud" in compute("620:100").text


def test_arbitre_marque_says_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--fautif", "eo", "--resultats", "620:100", "--resultat-table", "170", "--sans-erreur", "420")
    code, out, _ = run(capsys, "marque", *argv)
    assert code == 0 and "Marque : +620 pour Nord-Sud" not in out and "Nord-Sud +370 points" in out
