"""Tester22 P10: under a UI ruling (16B3, a weighted score) and its appeal, `m 60/40` labelled the offending
Nord-Sud « totalement non fautif » on the scorer's sheet: the UI topic never records the offending side, and the
sheet took the fault from the order of the figures. The mark says that its figures name the fault (12C2a) and
asks for the offending side; with fautif=, the sheet refuses the moyenne plus to the offenders."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.scores.adjusted import Responsibility
from rules.scores.line_syntax import WorksheetError, parse_line
from rules.scores.matchpoints import session_percent
from rules.scores.split import Side
from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session

# Tester22 P9/P10's incident: Sud hesitated, Nord bid 5♠ (Nord-Sud offend), a weighted score; then EO's appeal,
# « décision modifiée ».
UI = (
    "donne 12 table 4 ns=4 eo=14 : Ouest 1♣ Nord 1♠ Est 2♥ Sud 3♠ Ouest 4♣ Nord passe Est 5♣, Sud a réfléchi "
    "très longtemps puis a passé, Ouest passe, Nord dit 5♠ contré par Est, chute de 2, EO appellent l'arbitre "
    "à la fin du coup\n\n1\n1\n1\n1\n2\nq\n"
)
APPEAL = "EO font appel sur la 12\n\n1\n1\n1\n2\n"
ASKED = (
    "À vérifier : la décision ajuste la marque pour le camp non fautif (12C1) sans noter quel camp est fautif"
)


def _after(out: str, typed: str) -> str:
    return out.split(f"> {typed}\n", 1)[1].split("\n> ", 1)[0]


async def test_an_artificial_mark_under_an_appeal_of_a_ui_ruling_asks_for_the_offending_side(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    await session(tmp_path, UI)
    out = await session(tmp_path, APPEAL + "m 60/40\nm 60/40 fautif=ns\nm 40/60 fautif=ns\nq\n")
    plain = _after(out, "m 60/40")
    assert "Nord-Sud (totalement non fautif) : moyenne plus : 60 %" in plain
    assert f"{ASKED} ; « 60/40 seance-ns=" in plain  # with the pairs' session figures (tester23 P7)
    assert (
        "le dit par ses chiffres (12C2a) : Nord-Sud totalement non fautif (moyenne plus), Est-Ouest entièrement "
        "fautif (moyenne moins). Le camp fautif ne reçoit pas la moyenne plus : retapez la marque avec lui, « 40/60 "
        "fautif=ns » si c'est Nord-Sud (avec fautif=, la feuille refuse la moyenne plus au camp fautif)."
        in plain
    )
    refused = _after(out, "m 60/40 fautif=ns")
    assert "Cette marque donne à Nord-Sud, le camp fautif (fautif=), la moyenne plus" in refused
    assert "« 60/40 fautif=ns », par" not in refused  # the mark shown is still the plain 60/40
    sided = _after(out, "m 40/60 fautif=ns")
    assert "Nord-Sud (entièrement fautif) : moyenne moins : 40 %" in sided
    assert "Est-Ouest (totalement non fautif) : moyenne plus : 60 %" in sided and ASKED not in sided


async def test_the_ui_ruling_itself_asks_too_and_50_50_names_no_innocent_side(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, UI.removesuffix("q\n") + "m 40/60\nm 50/50\nq\n")
    assert "« 60/40 fautif=eo » si c'est Est-Ouest" in _after(
        out, "m 40/60"
    )  # EO called innocent: if not, 60/40
    assert ASKED not in _after(out, "m 50/50")  # both partly at fault: the figures name no innocent side


@pytest.mark.parametrize(
    ("line", "refused"),
    [
        ("60/40 fautif=eo", False),
        ("40/60 fautif=ns", False),
        ("50/50 fautif=ns", False),  # partly at fault (12C2a: average)
        ("60/40 fautif=ns", True),  # the offenders' moyenne plus
        ("60/60 fautif=eo", True),
        ("-3/+3 fautif=eo", True),  # IMPs (12C2b)
        ("+3/-3 fautif=eo", False),
        ("60/40 sans-erreur=420", True),  # 12C1e's setting has no meaning for an artificial mark
    ],
)
def test_fautif_with_an_artificial_mark(line: str, refused: bool) -> None:
    if refused:
        with pytest.raises(WorksheetError):
            parse_line(line)
        return
    request = parse_line(line)
    assert request.artificial is not None and request.offender is not None
    offender = request.artificial[0 if request.offender is Side.NS else 1]
    assert offender is not Responsibility.NOT_AT_FAULT


# Tester23 P7/P8's incident: online, table 7, board 3 not played, EO pair 17 slow (12C2a, 60/40).
NOT_PLAYED = "en ligne, table 7 donne 3, temps dépassé, la donne n a pas été jouée, la paire EO 17 était lente\n\n1\n2\n2\n"


async def test_an_artificial_mark_for_a_pair_the_session_shows_on_the_board_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tester23 P8: docs/exemple-seance.pbn has board 3 for pair 17 at Nord-Sud 5's table (3SA by Nord, one down,
    -50 for Nord-Sud): the board was played by that pair, so a 12C2 mark would count it twice."""
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, NOT_PLAYED + "m 60/40\nq\n")
    assert (
        "À vérifier : la séance importée a un résultat sur la donne 3 pour Est-Ouest paire 17 (Nord-Sud 5 contre "
        "Est-Ouest 17 : -50 pour Nord-Sud). Une marque artificielle (12C2) est celle d'une donne sans résultat"
        in _after(out, "m 60/40")
    )
    other = await session(tmp_path, NOT_PLAYED.replace("EO 17", "EO 33") + "m 60/40\nq\n")
    assert "Est-Ouest paire 33" in other  # the pair recorded, which has no result on board 3
    assert "À vérifier : la séance importée a un résultat" not in _after(other, "m 60/40")


async def test_the_session_percentages_of_12c2c_come_from_the_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tester23 P7: pair 17's percentage on the 25 other boards of docs/exemple-seance.pbn is 47,33 % (tester23
    counted it by hand: the mean of its matchpoint percentages, 78A); written into the line, it changes nothing
    here (12C2c: above 40 %, the pair at fault keeps the moyenne moins). A figure typed stands."""
    _imported(tmp_path, monkeypatch)
    out = await session(tmp_path, NOT_PLAYED + "m 60/40\nm 60/40 seance-eo=35\nq\n")
    assert "Marque enregistrée (12C2a) : Nord-Sud 60 % ; Est-Ouest 40 % — « 60/40 seance-eo=47,33 »" in out
    typed = _after(out, "m 60/40 seance-eo=35")
    assert (
        "Est-Ouest (entièrement fautif) : 35 % (son pourcentage sur les autres donnes de la séance" in typed
    )


def test_a_pair_s_session_percentage() -> None:
    # Board 1: NS 1 (+100) beats one of the two others: 50 %; board 2: NS 1 (-50) beats the -100: 100 %.
    # EO 6: 100 % on board 1 (NS 2's +50 beats nobody), 0 % on board 2: 50 % (78A, then the mean).
    boards = [
        [("1", "5", 100), ("2", "6", 50), ("3", "7", 200)],
        [("1", "6", -50), ("2", "5", -100)],
    ]
    assert session_percent(boards, "ns", "1") == (75.0, 2)
    assert session_percent(boards, "eo", "6") == (50.0, 2)
    assert session_percent(boards, "ns", "9") is None
    assert session_percent([[("1", "5", 100)]], "ns", "1") is None  # alone on the board: no field
