"""Issue 30 T13: a number of thousands of digits is a French usage error everywhere a score line is
read (the CLI, the worksheet, the field), and the refusal does not echo it whole."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.events.policy import parse
from bot.incidents.incident import Refused
from rules.errors import RulesError
from rules.scores.adjusted import parse_outcomes
from rules.scores.line import compute
from rules.scores.matchpoints import parse_field

DIGITS = "4" * 4400


@pytest.mark.parametrize(
    "line",
    [
        f"{DIGITS}:100",
        f"4{DIGITS}0:60,-50:40",
        f"terrain={DIGITS} 420:100",
        f"seance-ns={DIGITS} 60/40",
        "x" * 600,
    ],
)
def test_the_score_line_refuses_huge_numbers_briefly(line: str) -> None:
    with pytest.raises(RulesError) as refused:
        compute(line)
    assert len(str(refused.value)) < 1000


def test_results_and_fields_refuse_huge_numbers_briefly() -> None:
    with pytest.raises(RulesError, match="2 000 caractères au plus"):
        parse_outcomes(f"{DIGITS}:100")
    with pytest.raises(RulesError, match="1804 caractères"):
        parse_outcomes(f"{DIGITS[:1800]}:100")
    with pytest.raises(RulesError, match="4400 caractères"):
        parse_field(DIGITS)


@pytest.mark.parametrize("value", ["²s", f"{DIGITS}s", "①", "٣:30"])
def test_event_time_per_board_refuses_odd_digits(value: str) -> None:
    with pytest.raises(Refused) as refused:
        parse([f"temps={value}"])
    assert len(str(refused.value)) < 300


def test_arbitre_marque_with_a_huge_result_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["marque", f"{DIGITS}:100"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "inattendue" not in err and len(err) < 1500


def test_a_session_percentage_of_308_digits_is_not_echoed_whole() -> None:
    with pytest.raises(RulesError, match="Pourcentage de séance invalide") as refused:
        compute("60/40 seance-ns=1e308")
    assert len(str(refused.value)) < 200
