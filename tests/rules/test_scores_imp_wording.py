"""Tester6 T2: an IMP score (a datum, a team event) never carries the matchpoints advice."""

from rules.scores.line import compute

ADVICE = "En points de match : classez chaque résultat"


def test_the_matchpoints_advice_only_where_matchpoints_are_the_unit() -> None:
    assert ADVICE not in compute("ref=170 vul=tous 4♠=:60,4♠-1:40").text
    assert ADVICE not in compute("forme=imp vul=tous 4♠=:60,4♠-1:40").text
    assert ADVICE in compute("vul=tous 4♠=:60,4♠-1:40").text  # pairs, no field given: the advice
