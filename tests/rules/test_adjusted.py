"""Law 12 arithmetic: artificial scores by responsibility, the session exception at its
boundaries, the IMP scale, 12C4, and the weighted score (weights must total 100)."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.model import RulesError
from rules.regulations import available, load
from rules.scores.adjusted import (
    Outcome,
    Responsibility,
    ScoringForm,
    artificial_score,
    balanced,
    imps,
    knockout_scores,
    parse_outcome,
    parse_outcomes,
    weighted_score,
)

FFB = load("ffb")


@pytest.mark.parametrize(
    ("responsibility", "pairs", "imp"),
    [
        (Responsibility.DIRECTLY_AT_FAULT, 40.0, -3.0),
        (Responsibility.PARTLY_AT_FAULT, 50.0, 0.0),
        (Responsibility.NOT_AT_FAULT, 60.0, 3.0),
    ],
)
def test_each_responsibility_in_each_form(responsibility: Responsibility, pairs: float, imp: float) -> None:
    assert artificial_score(responsibility, ScoringForm.PAIRS, FFB).value == pairs
    assert artificial_score(responsibility, ScoringForm.INDIVIDUAL, FFB).value == pairs
    assert artificial_score(responsibility, ScoringForm.IMP, FFB).value == imp
    assert artificial_score(responsibility, ScoringForm.KNOCKOUT, FFB).value == imp


def test_individual_cites_12C3_and_imp_cites_12C2b() -> None:
    assert "12C3" in artificial_score("directly_at_fault", "individual", FFB).laws
    assert "12C2b" in artificial_score("not_at_fault", "imp", FFB).laws


@pytest.mark.parametrize("regulation_id", available())
def test_values_come_from_the_regulation(regulation_id: str) -> None:
    regulation = load(regulation_id)
    assert artificial_score("not_at_fault", "pairs", regulation).value == regulation.average_plus_percent
    assert (
        artificial_score("directly_at_fault", "pairs", regulation).value == regulation.average_minus_percent
    )
    assert artificial_score("not_at_fault", "imp", regulation).value == regulation.imp_average_plus
    assert artificial_score("directly_at_fault", "imp", regulation).value == regulation.imp_average_minus


@pytest.mark.parametrize(
    ("session", "expected", "applied"),
    [(59.9, 60.0, False), (60.0, 60.0, False), (60.1, 60.1, True), (72.5, 72.5, True)],
)
def test_non_offender_session_boundary(session: float, expected: float, applied: bool) -> None:
    score = artificial_score(Responsibility.NOT_AT_FAULT, ScoringForm.PAIRS, FFB, session)
    assert score.value == expected
    assert score.session_applied is applied
    assert ("12C2c" in score.laws) is applied


@pytest.mark.parametrize(
    ("session", "expected", "applied"),
    [(40.1, 40.0, False), (40.0, 40.0, False), (39.9, 39.9, True), (25.0, 25.0, True)],
)
def test_offender_session_boundary(session: float, expected: float, applied: bool) -> None:
    score = artificial_score(Responsibility.DIRECTLY_AT_FAULT, ScoringForm.PAIRS, FFB, session)
    assert score.value == expected
    assert score.session_applied is applied


@pytest.mark.parametrize("session", [10.0, 39.9, 60.1, 90.0])
def test_partly_at_fault_always_gets_the_average(session: float) -> None:
    score = artificial_score(Responsibility.PARTLY_AT_FAULT, ScoringForm.PAIRS, FFB, session)
    assert score.value == 50.0 and not score.session_applied


def test_a_non_offender_below_60_keeps_average_plus_and_an_offender_above_40_average_minus() -> None:
    assert artificial_score("not_at_fault", "pairs", FFB, 30.0).value == 60.0
    assert artificial_score("directly_at_fault", "pairs", FFB, 80.0).value == 40.0


@pytest.mark.parametrize("session", [-0.1, 100.1, float("nan")])
def test_session_percent_out_of_range_is_refused_in_french(session: float) -> None:
    with pytest.raises(RulesError, match="Pourcentage de séance invalide"):
        artificial_score("not_at_fault", "pairs", FFB, session)


def test_session_percent_is_not_applied_at_imps() -> None:
    with pytest.raises(RulesError, match="points de match"):
        artificial_score("not_at_fault", "imp", FFB, 65.0)


def test_balance_and_knockout() -> None:
    plus = artificial_score("not_at_fault", "knockout", FFB)
    minus = artificial_score("directly_at_fault", "knockout", FFB)
    average = artificial_score("partly_at_fault", "knockout", FFB)
    assert balanced(plus, minus)
    assert not balanced(plus, plus)
    assert knockout_scores(plus.value, minus.value) == (3.0, -3.0)
    assert knockout_scores(plus.value, plus.value) == (0.0, 0.0)
    assert knockout_scores(average.value, minus.value) == (1.5, -1.5)
    assert balanced(
        artificial_score("not_at_fault", "pairs", FFB), artificial_score("directly_at_fault", "pairs", FFB)
    )
    assert not balanced(
        artificial_score("directly_at_fault", "pairs", FFB),
        artificial_score("directly_at_fault", "pairs", FFB),
    )


@pytest.mark.parametrize(
    ("difference", "expected"),
    [
        (0, 0),
        (10, 0),
        (20, 1),
        (40, 1),
        (50, 2),
        (420, 9),
        (430, 10),
        (-430, -10),
        (3990, 23),
        (4000, 24),
        (7000, 24),
    ],
)
def test_imp_scale(difference: int, expected: int) -> None:
    assert imps(difference) == expected


def test_weighted_total_points_and_imps() -> None:
    result = weighted_score([Outcome(420, 60), Outcome(-50, 40)])
    assert result.total_points == pytest.approx(232.0)
    assert result.weighted_imps is None
    with_reference = weighted_score([Outcome(420, 60), Outcome(-50, 40)], reference=170)
    assert with_reference.imps == (6, -6)
    assert with_reference.weighted_imps == pytest.approx(1.2)


def test_weights_may_be_decimal() -> None:
    assert weighted_score(
        [Outcome(100, 33.3), Outcome(200, 33.3), Outcome(300, 33.4)]
    ).total_points == pytest.approx(200.1)


@pytest.mark.parametrize("weights", [(60, 30), (60, 50), (100, 10)])
def test_weights_not_totalling_100_are_refused_in_french(weights: tuple[float, float]) -> None:
    with pytest.raises(RulesError, match="totaliser 100 %"):
        weighted_score([Outcome(420, weights[0]), Outcome(-50, weights[1])])


@pytest.mark.parametrize("weight", [0, -10, 120])
def test_a_weight_out_of_range_is_refused(weight: float) -> None:
    with pytest.raises(RulesError, match="Poids invalide"):
        weighted_score([Outcome(420, weight), Outcome(-50, 100 - weight)])


def test_no_result_at_all_is_refused() -> None:
    with pytest.raises(RulesError, match="au moins un résultat"):
        weighted_score([])


@pytest.mark.parametrize(
    ("text", "vulnerability", "score"),
    [
        ("420:60", "personne", 420),
        ("-50:40", "personne", -50),
        ("4♠=:100", "personne", 420),
        ("4P=:100", "ns", 620),
        ("4S+1:100", "personne", 450),
        ("3SA-1:100", "tous", -100),
        ("3NT=:100", "personne", 400),
        ("EO 5♥X-2:100", "eo", 500),
        ("eo 5cox-2:100", "personne", 300),
        ("E 4♠=:100", "personne", -420),
        ("1TXX=:100", "personne", 230),
        ("2K=:100", "personne", 90),
    ],
)
def test_parse_outcome(text: str, vulnerability: str, score: int) -> None:
    assert parse_outcome(text, vulnerability).score == score


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("4C=:100", "ambigu"),
        ("420", "poids"),
        ("425:100", "multiple de 10"),
        ("7SA+1:100", "levées"),
        ("8♠=:100", "illisible"),
        ("420:abc", "Poids illisible"),
    ],
)
def test_parse_outcome_refusals_are_french(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        parse_outcomes(text)


def test_unknown_vulnerability_is_refused() -> None:
    with pytest.raises(RulesError, match="Vulnérabilité inconnue"):
        parse_outcome("4♠=:100", "rouge")


# --- the topic -----------------------------------------------------------------------------


def _pairs(ns: str, ew: str, **extra: str) -> dict[str, str]:
    return {
        "situation": "no_result",
        "scoring_form": "pairs",
        "fault_side": "ns" if ns == "directly_at_fault" else "ew" if ew == "directly_at_fault" else "none",
        "ns_responsibility": ns,
        "ew_responsibility": ew,
        **extra,
    }


def test_session_questions_are_asked_only_where_they_matter() -> None:
    step = next_step("marque_ajustee", _pairs("partly_at_fault", "partly_at_fault"))
    assert step.ruling is not None  # no session question for a side partly at fault
    step = next_step("marque_ajustee", _pairs("not_at_fault", "partly_at_fault"))
    assert step.question is not None and step.question.id == "ns_session_above_60"
    step = next_step("marque_ajustee", _pairs("partly_at_fault", "directly_at_fault"))
    assert step.question is not None and step.question.id == "ew_session_below_40"
    imp = {
        "situation": "no_result",
        "scoring_form": "imp",
        "fault_side": "ew",
        "ns_responsibility": "not_at_fault",
        "ew_responsibility": "directly_at_fault",
    }
    assert next_step("marque_ajustee", imp).ruling is not None


def test_the_topic_follows_the_regulation_values() -> None:
    ruling = next_step(
        "marque_ajustee",
        _pairs("not_at_fault", "directly_at_fault", ns_session_above_60="no", ew_session_below_40="no"),
    ).ruling
    assert ruling is not None
    text = " ".join(ruling.now)
    assert "moyenne plus : 60 %" in text and "moyenne moins : 40 %" in text
    assert "FFB" in ruling.regulation


def test_no_damage_stops_before_any_other_question() -> None:
    step = next_step("marque_ajustee", {"situation": "damage", "damaged": "no"})
    assert step.ruling is not None and step.asked == ("situation", "damaged")


def test_a_regulation_without_weighting_gets_a_single_result() -> None:
    from dataclasses import replace

    from rules.topics import BY_ID

    strict = replace(FFB, weighted_scores_allowed=False)
    answers = {
        "situation": "damage",
        "damaged": "yes",
        "assigned_possible": "several",
        "self_inflicted": "no",
    }
    ruling = BY_ID["marque_ajustee"].step(answers, strict).ruling
    assert ruling is not None and ruling.id == "marque_ajustee.ponderation_non_admise"


def test_new_regulation_keys_have_defaults_when_absent() -> None:
    from rules.regulations import Regulation, _optional

    assert _optional({}) == {}
    assert _optional({"weighted_scores_allowed": False}) == {"weighted_scores_allowed": False}
    assert Regulation.__dataclass_fields__["weighted_scores_allowed"].default is True


def test_the_12C2c_figure_is_the_score_awarded_and_in_adjusted_score() -> None:
    """Issue 11 1g: the director enters the session percentage, and gets 65 % instead of 60 %."""
    answers = {
        "situation": "no_result",
        "scoring_form": "pairs",
        "fault_side": "ew",
        "ns_responsibility": "not_at_fault",
        "ns_session_above_60": "yes",
        "ew_session_below_40": "no",
    }
    step = next_step("marque_ajustee", answers)
    assert step.ruling is not None and step.optional is not None
    assert step.optional.id == "ns_session_high"
    ruling = next_step("marque_ajustee", {**answers, "ns_session_high": "65"}).ruling
    assert ruling is not None and ruling.adjusted_score is not None
    assert ruling.adjusted_score.kind.value == "artificial"
    assert dict(ruling.adjusted_score.figures) == {"NS": 65.0, "EO": 40.0}


def test_the_imp_equivalent_of_12C2c_only_where_the_regulation_provides_it() -> None:
    from dataclasses import replace

    with pytest.raises(RulesError):
        artificial_score(Responsibility.NOT_AT_FAULT, ScoringForm.IMP, FFB, 4.5)
    provided = replace(FFB, imp_session_equivalent=True)
    assert artificial_score(Responsibility.NOT_AT_FAULT, ScoringForm.IMP, provided, 4.5).value == 4.5
    assert artificial_score(Responsibility.NOT_AT_FAULT, ScoringForm.IMP, provided, 2.0).value == 3.0
    assert artificial_score(Responsibility.DIRECTLY_AT_FAULT, ScoringForm.IMP, provided, -5.0).value == -5.0


def test_weights_within_the_tolerance_are_divided_by_their_own_sum() -> None:
    """Review D9: 33,335 + 33,33 + 33,33 totals 99,995 %, inside the tolerance; the weighted score is
    still the average of the three, not 0,005 % short of it."""
    from rules.scores.adjusted import Outcome, weighted_score

    score = weighted_score([Outcome(420, 33.335), Outcome(-50, 33.33), Outcome(170, 33.33)])
    assert score.total_points == pytest.approx((420 * 33.335 - 50 * 33.33 + 170 * 33.33) / 99.995)
    assert score.total_points != pytest.approx((420 * 33.335 - 50 * 33.33 + 170 * 33.33) / 100, abs=1e-6)


def test_match_point_percentages_are_not_taken_for_scores() -> None:
    """Review M6: « 60:50,40:50 » typed as results would have been weighted as +60 and +40 points."""
    from rules.scores.adjusted import achievable_scores, parse_outcomes

    with pytest.raises(RulesError, match="points de match"):
        parse_outcomes("60:50,40:50")
    assert {50, 70, 420, 1100, 7600} <= achievable_scores() and not {10, 20, 30, 40, 60} & achievable_scores()
    assert [o.score for o in parse_outcomes("420:60,-50:40")] == [420, -50]


@pytest.mark.parametrize("text", ["420:1e2", "420:inf", "420:nan", "420:0.004,430:99.996"])
def test_weights_are_plain_figures_and_none_prints_as_zero(text: str) -> None:
    """Review, section 4: « 420:1e2 » was taken as 100 % and « 0,004 % » was shown as 0 %."""
    from rules.errors import RulesError
    from rules.scores.adjusted import parse_outcomes

    with pytest.raises(RulesError, match="Poids"):
        parse_outcomes(text)


def test_weighted_matchpoints_divide_by_the_weights_own_sum() -> None:
    """Review, section 4: weights totalling 99,995 % (inside the tolerance) must not lose 0,005 %."""
    from rules.scores.adjusted import Outcome
    from rules.scores.matchpoints import weighted_matchpoints

    result = weighted_matchpoints([Outcome(420, 33.335), Outcome(420, 33.33), Outcome(420, 33.33)], [170])
    assert result.ns == pytest.approx(100.0)
