"""Tester6 T2: an IMP score (a datum, a team event) never carries the matchpoints advice; T14: a board
rescored (69B, 71) is « marquée à nouveau », never « remarquée » (noticed)."""

import rules
from rules.scores.line import compute

ADVICE = "En points de match : classez chaque résultat"


def test_the_matchpoints_advice_only_where_matchpoints_are_the_unit() -> None:
    assert ADVICE not in compute("ref=170 vul=tous 4♠=:60,4♠-1:40").text
    assert ADVICE not in compute("forme=imp vul=tous 4♠=:60,4♠-1:40").text
    assert ADVICE in compute("vul=tous 4♠=:60,4♠-1:40").text  # pairs, no field given: the advice


def test_t14_a_withdrawn_agreement_rescores_the_board_never_remarks_it() -> None:
    answers = {
        "situation": "agreed",
        "objected_in_time": "no",
        "within_correction_period": "yes",
        "agreement_issue": "won_in_fact",
    }
    ruling = rules.next_step("revendication", answers).ruling
    assert ruling is not None and ruling.id == "claim.agreed.withdrawn.won_in_fact"
    text = " ".join((*ruling.now, *ruling.script))
    assert "remarquée" not in text and "La donne est marquée à nouveau en lui attribuant cette levée" in text
