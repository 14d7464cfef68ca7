"""`arbitre marque`: the options form and the one-line form (the `m` line of the incidents, /marque) give
the same figures for the same inputs, in every form of scoring (round 5, session 9, ops11). The options
form computed apart from the line for everything but the knockout: a 12C1e split the line refuses (no
damage, 12B1) was computed, and the knockout's artificial scores were said « imp » by the line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.cli import main


def marque(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any]:
    with pytest.raises(SystemExit) as done:
        main(["marque", *argv, "--json"])
    out, err = capsys.readouterr()
    code = int(done.value.code or 0)
    return code, (json.loads(out) if code == 0 else err)


ARTIFICIAL = [  # (options, line): one competitor's score is Nord-Sud's in the line
    (("--responsabilite", "non_fautif"), "60/40"),
    (("--responsabilite", "fautif", "--pourcentage-seance", "35"), "40/60 seance-ns=35"),
    (("--responsabilite", "en_partie_fautif", "--forme", "individuel"), "forme=individuel 50/50"),
    (("--responsabilite", "non_fautif", "--forme", "imp"), "forme=imp +3/-3"),
    (("--responsabilite", "fautif", "--forme", "ko"), "forme=ko -3/+3"),
]
WEIGHTED = [
    (("--resultats", "4♠=:60,4♠-1:40", "--vulnerabilite", "tous"), "vul=tous 4♠=:60,4♠-1:40"),
    (
        ("--resultats", "420:60,-50:40", "--forme", "imp", "--reference", "170"),
        "forme=imp ref=170 420:60,-50:40",
    ),
    (("--resultats", "420:60,-50:40", "--terrain", "420,170,-50"), "terrain=420,170,-50 420:60,-50:40"),
    (
        ("--resultats", "420:60,-50:40", "--forme", "imp", "--terrain", "420,170"),
        "forme=imp terrain=420,170 420:60,-50:40",
    ),
    (
        ("--resultats", "N 4♠ =:100", "--resultats-eo", "N 4♠ =:50, N 4♠ -1:50", "--reference", "170"),
        "ref=170 4♠=:100 eo=4♠=:50,4♠-1:50",
    ),
    (
        ("--resultats", "620:100", "--fautif", "eo", "--resultat-table", "170", "--sans-erreur", "420"),
        "fautif=eo obtenu=170 sans-erreur=420 620:100",
    ),
]


@pytest.mark.parametrize(("options", "line"), ARTIFICIAL, ids=[line for _, line in ARTIFICIAL])
def test_an_artificial_score_is_the_same_both_ways(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], line: str
) -> None:
    (code, by_options), (code_line, by_line) = marque(capsys, *options), marque(capsys, line)
    assert code == code_line == 0
    ns = by_line["detail"]["NS"]
    assert (by_options["value"], by_options["form"], by_options["laws"]) == (
        ns["value"],
        ns["form"],
        ns["laws"],
    )


@pytest.mark.parametrize(("options", "line"), WEIGHTED, ids=[line for _, line in WEIGHTED])
def test_a_weighted_score_is_the_same_both_ways(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], line: str
) -> None:
    (code, by_options), (code_line, by_line) = marque(capsys, *options), marque(capsys, line)
    assert code == code_line == 0
    detail = by_line["detail"]
    weighted = {key: by_options[key] for key in ("outcomes", "total_points", "reference", "weighted_imps")}
    assert weighted == detail["weighted"]
    assert by_options.get("matchpoints") == detail.get("matchpoints")
    assert by_options.get("cross_imps") == detail.get("cross_imps")
    if "fautif=" in line:
        assert by_options["split"]["figures"] == detail["split"]
    if " eo=" in line:
        assert by_options["split"]["figures"]["IMP"]["EO"] == -detail["weighted_eo"]["weighted_imps"]


@pytest.mark.parametrize(
    ("options", "line"),
    [
        (  # 12B1: Nord-Sud, not at fault, got 620 at the table, more than the 420 assigned: no damage
            ("--resultats", "420:100", "--fautif", "eo", "--resultat-table", "620", "--sans-erreur", "420"),
            "fautif=eo obtenu=620 sans-erreur=420 420:100",
        ),
        (
            ("--resultats", "420:100", "--resultats-eo", "170:100", "--reference", "170", "--forme", "ko"),
            "forme=ko ref=170 420:100 eo=170:100",
        ),
    ],
    ids=["no-damage", "knockout"],
)
def test_the_refusals_and_the_knockout_are_the_same_both_ways(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], line: str
) -> None:
    (code, by_options), (code_line, by_line) = marque(capsys, *options), marque(capsys, line)
    assert code == code_line
    if code:
        assert "pas de dommage" in by_options and "pas de dommage" in by_line
    else:
        assert by_options == by_line
