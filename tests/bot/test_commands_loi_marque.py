"""`arbitre loi` and `arbitre marque`, driven through their own `register` on a plain
ArgumentParser (no dependency on bot/cli.py): French output, JSON, exit status 2 on bad input."""

from __future__ import annotations

import argparse
import json

import pytest

from bot.cli import main
from bot.commands import loi, marque


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="arbitre")
    sub = parser.add_subparsers(dest="command")
    loi.register(sub)
    marque.register(sub)
    args = parser.parse_args(list(argv))
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


# --- arbitre loi ------------------------------------------------------------------------------


def test_loi_prints_title_summary_paragraph_and_ffb_link(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "loi", "12C2a")
    assert code == 0 and not err
    assert "Loi 12 — Pouvoirs discrétionnaires de l'arbitre" in out
    assert "12C2a : " in out and "moyenne moins" in out
    assert "https://bridgecode2017.ecolebridgetoulon.fr/LOI12.html" in out


@pytest.mark.parametrize("text", ["64A1", "64a1", "loi 64A1", " 64 A1 "])
def test_loi_accepts_loose_spellings(capsys: pytest.CaptureFixture[str], text: str) -> None:
    code, out, _ = run(capsys, "loi", text, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["law"] == 64 and data["paragraph"] == "A1"
    assert data["url"].endswith("LOI64.html")


def test_loi_whole_law_and_parent_paragraph(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "loi", "9", "--json")
    data = json.loads(out)
    assert code == 0 and data["paragraph"] is None and data["title"] and data["summary"]
    code, out, _ = run(capsys, "loi", "9B1")
    assert code == 0 and "9B1a : " in out and "9B1d : " in out


@pytest.mark.parametrize("text", ["99", "64Z", "abc", "12C9"])
def test_loi_unknown_number_is_a_french_error(capsys: pytest.CaptureFixture[str], text: str) -> None:
    code, out, err = run(capsys, "loi", text)
    assert code == 2 and not out
    assert err.startswith("arbitre loi : ")
    assert "Loi" in err or "loi" in err or "paragraphe" in err


# --- arbitre marque : marque artificielle --------------------------------------------------


@pytest.mark.parametrize(
    ("responsibility", "form", "expected"),
    [
        ("non_fautif", "paires", 60.0),
        ("en_partie_fautif", "paires", 50.0),
        ("fautif", "paires", 40.0),
        ("fautif", "individuel", 40.0),
        ("non_fautif", "imp", 3.0),
        ("en_partie_fautif", "imp", 0.0),
        ("fautif", "imp", -3.0),
        ("fautif", "ko", -3.0),
    ],
)
def test_marque_artificial_each_option(
    capsys: pytest.CaptureFixture[str], responsibility: str, form: str, expected: float
) -> None:
    code, out, _ = run(capsys, "marque", "--responsabilite", responsibility, "--forme", form, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["kind"] == "artificielle" and data["value"] == expected
    assert "FFB" in data["regulation"]


@pytest.mark.parametrize(
    ("responsibility", "session", "expected", "applied"),
    [
        ("non_fautif", "60", 60.0, False),
        ("non_fautif", "60,1", 60.1, True),
        ("non_fautif", "60.1", 60.1, True),
        ("fautif", "40", 40.0, False),
        ("fautif", "39,9", 39.9, True),
        ("en_partie_fautif", "39,9", 50.0, False),
    ],
)
def test_marque_session_boundaries(
    capsys: pytest.CaptureFixture[str], responsibility: str, session: str, expected: float, applied: bool
) -> None:
    code, out, _ = run(
        capsys, "marque", "--responsabilite", responsibility, "--pourcentage-seance", session, "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["value"] == pytest.approx(expected)
    assert data["session_applied"] is applied


def test_marque_artificial_french_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "marque", "--responsabilite", "non_fautif", "--pourcentage-seance", "63,5")
    assert code == 0
    assert "Marque : 63,5 %" in out and "au lieu de la moyenne plus (60 %)" in out and "12C2c" in out
    code, out, _ = run(capsys, "marque", "--responsabilite", "fautif", "--pourcentage-seance", "40")
    assert "Marque : moyenne moins, 40 %." in out and "ne s'applique pas" in out


def test_marque_uses_the_regulation_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "marque", "--responsabilite", "non_fautif", "--reglement", "wbf", "--json")
    assert code == 0 and "WBF" in json.loads(out)["regulation"]


# --- arbitre marque : marque pondérée -------------------------------------------------------


def test_marque_weighted_points(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "marque", "--resultats", "420:60,-50:40")
    assert code == 0
    assert "Marque pondérée en points : +232 pour Nord-Sud." in out
    assert "points de match" in out


def test_marque_weighted_contracts_and_imps_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "marque",
        "--resultats",
        "4♠=:70,EO 5♥X-2:30",
        "--vulnerabilite",
        "tous",
        "--reference",
        "170",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert [o["score"] for o in data["outcomes"]] == [620, 500]
    assert [o["imps"] for o in data["outcomes"]] == [10, 8]
    assert data["total_points"] == pytest.approx(584.0)
    assert data["weighted_imps"] == pytest.approx(9.4)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--resultats", "420:60,-50:30"), "totaliser 100 %"),
        (("--resultats", "420:60,-50:50"), "totaliser 100 %"),
        (("--resultats", "420"), "poids"),
        (("--resultats", "4C=:100"), "ambigu"),
        (("--resultats", "420:100", "--vulnerabilite", "rouge"), "Vulnérabilité inconnue"),
        (("--resultats", "420:100", "--reference", "abc"), "attend un nombre"),
        (("--resultats", "420:100", "--reference", "8000"), "au plus 7600"),
        (("--resultats", "420:100", "--reference", "nan"), "au plus 7600"),
        (("--resultats", "420:100", "--fautif", "eo"), "demande les trois"),
        (
            ("--resultats", "420:100", "--fautif", "nord", "--resultat-table", "170", "--sans-erreur", "420"),
            "Camp fautif inconnu",
        ),
        (
            (
                "--resultats",
                "420:100",
                "--fautif",
                "eo",
                "--resultat-table",
                "170:100",
                "--sans-erreur",
                "420",
            ),
            "sans poids",
        ),
        (("--resultats", "420:100", "--pourcentage-seance", "65"), "marque artificielle"),
        (("--responsabilite", "coupable"), "Responsabilité inconnue"),
        (("--responsabilite", "fautif", "--forme", "equipe"), "Forme de marque inconnue"),
        (("--responsabilite", "fautif", "--pourcentage-seance", "101"), "Pourcentage de séance invalide"),
        (("--responsabilite", "fautif", "--pourcentage-seance", "beaucoup"), "attend un nombre"),
        (("--responsabilite", "fautif", "--forme", "imp", "--pourcentage-seance", "30"), "points de match"),
        (("--responsabilite", "fautif", "--reference", "170"), "marque pondérée"),
        (("--responsabilite", "fautif", "--resultats", "420:100"), "pas les deux"),
        ((), "Indiquez --responsabilite"),
        (("--responsabilite", "fautif", "--reglement", "xyz"), "Règlement inconnu"),
    ],
)
def test_marque_bad_input_is_a_french_error_with_status_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, "marque", *argv)
    assert code == 2 and not out
    assert err.startswith("arbitre marque : ")
    assert message in err


def test_marque_accepts_a_first_result_with_a_minus(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 11 1i: argparse must not take « -1100:… » for an option."""
    code, out, err = run(capsys, "marque", "--resultats", "-1100:50,620:50", "--reference", "620")
    assert code == 0, err
    assert "-8,5 IMP" in out


def test_marque_pairs_never_prints_imps(capsys: pytest.CaptureFixture[str]) -> None:
    """12C1c in pairs: each result is matchpointed, then weighted; no IMPs."""
    code, _, err = run(
        capsys, "marque", "--resultats", "420:50,-50:50", "--forme", "paires", "--reference", "170"
    )
    assert code == 2
    assert "--terrain" in err
    code, out, _ = run(
        capsys,
        "marque",
        "--resultats",
        "420:50,-50:50",
        "--forme",
        "paires",
        "--terrain",
        "420,420,450,-50,170",
    )
    assert code == 0
    assert "IMP" not in out
    assert "Nord-Sud 35 %, Est-Ouest 65 %" in out


def test_split_score_12C1e_gives_each_side_its_own_figure(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 16 §4: Nord-Sud keeps the probable result (420), Est-Ouest's score comes from its own
    list (420 or down one, half and half): the two figures do not balance."""
    with pytest.raises(SystemExit) as done:
        main(
            [
                "marque",
                "--resultats",
                "N 4♠ =:100",
                "--resultats-eo",
                "N 4♠ =:50, N 4♠ -1:50",
                "--terrain",
                "420,450,-50,170",
                "--json",
            ]
        )
    assert done.value.code == 0
    data = json.loads(capsys.readouterr().out)
    figures = data["split"]["figures"]
    assert data["split"]["laws"] == ["12C1e"]
    assert figures["points"] == {"NS": 420, "EO": -185}
    assert figures["%"] == {"NS": 62.5, "EO": 62.5}  # 100 - (50 % × 62,5 + 50 % × 12,5)


def test_split_score_in_imps(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(
            [
                "marque",
                "--resultats",
                "620:100",
                "--resultats-eo",
                "620:50,-100:50",
                "--forme",
                "imp",
                "--reference",
                "170",
            ]
        )
    out = capsys.readouterr().out
    assert "Marques différentes pour les deux camps (12C1e)" in out
    assert "Nord-Sud : +10 IMP ; Est-Ouest : -1,5 IMP." in out


def test_marque_reference_may_be_an_unrounded_datum(capsys: pytest.CaptureFixture[str]) -> None:
    """Review, missing 11: a Butler datum of 172,5 is not a multiple of 10; 420 − 172,5 = 247,5 → 6 IMP."""
    code, out, _ = run(capsys, "marque", "--resultats", "420:100", "--reference", "172,5", "--json")
    assert code == 0 and json.loads(out)["weighted_imps"] == 6


def test_marque_cross_imps_against_each_other_table(capsys: pytest.CaptureFixture[str]) -> None:
    """420 against 420/170/-50: 0, +6, +10 → 5,33; -50: -10, -6, 0 → -5,33; 60/40 → +1,07 IMP."""
    argv = ("marque", "--resultats", "420:60,-50:40", "--forme", "imp", "--terrain", "420,170,-50", "--json")
    code, out, _ = run(capsys, *argv)
    assert code == 0 and json.loads(out)["cross_imps"] == pytest.approx(16 / 15)


def test_marque_12C1e_computed_offending_side_and_cost_of_the_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Review, missing 4. EO offended; without the infraction NS make 4♠ (+620 vulnerable, A). At the table
    NS, after an extremely serious error of their own, scored +170 (T); without that error they would have
    scored +420 (E). EO get the rectified score: -620, -10 IMP against 170. NS get A less the cost of their
    error (420 - 170 = 250 points, 6 IMP): +370 points, +4 IMP."""
    argv = ("--resultats", "620:100", "--fautif", "eo", "--resultat-table", "170", "--sans-erreur", "420")
    code, out, _ = run(capsys, "marque", *argv, "--reference", "170", "--json")
    assert code == 0
    split = json.loads(out)["split"]
    assert split["offending_side"] == "EO" and split["laws"] == ["12C1e"]
    points, in_imps = split["figures"]
    assert (points["EO"], points["NS"], points["cost_of_error"]) == (-620, 370, 250)
    assert (in_imps["EO"], in_imps["NS"], in_imps["cost_of_error"]) == (-10, 4, 6)
    code, out, _ = run(capsys, "marque", *argv, "--reference", "170")
    assert "Est-Ouest, camp fautif" in out and "Nord-Sud +4 IMP" in out


def test_marque_12C1e_in_matchpoints_never_below_the_table_result(capsys: pytest.CaptureFixture[str]) -> None:
    """NS offended. Without the infraction EO make +140 (A, NS -140). At the table EO scored +50 (T) after an
    extremely serious error; without it they would have made +140 there too (E). All their damage is
    self-inflicted: EO keep the table result, NS get the rectified score. Field 420,170,140,-50,-140."""
    argv = ("--resultats", "-140:100", "--fautif", "ns", "--resultat-table", "-50", "--sans-erreur", "-140")
    code, out, _ = run(capsys, "marque", *argv, "--terrain", "420,170,140,-50,-140", "--json")
    assert code == 0
    points, percent = json.loads(out)["split"]["figures"]
    # EO view: A = +140, T = +50, E = +140: cost 90 points; EO get max(50, 140 - 90) = 50.
    assert (points["NS"], points["EO"], points["cost_of_error"]) == (-140, 50, 90)
    # In %: NS -140 beats nothing, ties one: 10 % for NS (A); T NS -50: 1.5/5 = 30 % NS → EO 70 %;
    # E NS -140 → EO 90 %: cost 20; EO get max(70, 90 - 20) = 70 %.
    assert (percent["NS"], percent["EO"], percent["cost_of_error"]) == (10, 70, 20)


def test_marque_takes_the_vulnerability_as_a_director_says_it(capsys: pytest.CaptureFixture[str]) -> None:
    """tester13 Z13: « --vulnerabilite aucun » is « personne »; the line printed says which was used."""
    code, out, _ = run(capsys, "marque", "--resultats", "6♠X+1:100", "--vulnerabilite", "aucun")
    assert code == 0
    assert "Vulnérabilité : personne vulnérable (--vulnerabilite)." in out
    code, out, _ = run(capsys, "marque", "--resultats", "6♠X+1:100", "--vulnerabilite", "nord-sud")
    assert code == 0 and "Nord-Sud vulnérables" in out
