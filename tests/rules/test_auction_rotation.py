"""Déclaration hors tour (Laws 28-34): properties every path must keep, checked on all paths."""

from __future__ import annotations

import pytest

import rules
from rules.explore import walk
from rules.model import ChooserRole, PartnerMustPass, Ruling
from rules.regulations import load

TOPIC = "declaration_hors_tour"


def _paths() -> list[tuple[dict[str, str], Ruling]]:
    topic = rules.get_topic(TOPIC)
    found = []
    for path in walk(topic, load("ffb"), follow_optional=False):
        answers = dict(path.answers)
        ruling = rules.next_step(TOPIC, answers).ruling
        assert ruling is not None
        found.append((answers, ruling))
    return found


PATHS = _paths()


def _lho_not_chosen(answers: dict[str, str]) -> bool:
    """The director came before the offender's LHO chose whether to accept (tester6 T1)."""
    return "not_chosen" in (
        answers.get("lho_accepts"),
        answers.get("rho_action"),
        answers.get("rho_pass_outcome"),
    )


def test_every_ruling_sets_the_auction_fields() -> None:
    for answers, ruling in PATHS:
        if _lho_not_chosen(answers):
            continue  # test_the_lho_who_has_not_chosen_hears_his_option_first
        # Unknown only while the offender's call is not chosen: it depends on that call.
        pending = "pending" in (answers.get("comparable"), answers.get("rho_action"))
        assert (ruling.partner_must_pass is None) is pending, answers
        assert ruling.chooser_role is not None, answers


def test_the_comparable_question_is_asked_only_where_the_law_turns_on_it() -> None:
    """23A matters after 30B1b, 31A2, 31B2, 32A2, 32B2: never after 30A, 31A1, 32A1, 28, 29A, 33, 34."""
    for answers, ruling in PATHS:
        if answers.get("rho_action") == "pending" or _lho_not_chosen(answers):
            continue  # RHO or the LHO has not called yet: 31A2/32A2 are one of the outcomes explained
        asked = "comparable" in answers
        branch = any(law in ruling.laws for law in ("30B1b", "31A2a", "31A2b", "32A2a", "32A2b"))
        assert asked == branch, (answers, ruling.id)


def test_the_lho_who_has_not_chosen_hears_his_option_first() -> None:
    """Tester6 T1 (29A, 29B): before the LHO has called, the ruling offers him the choice (accept by
    calling over it, or not) and says both outcomes; the offender's replacement is not asked yet."""
    seen = 0
    for answers, ruling in PATHS:
        if not _lho_not_chosen(answers):
            continue
        seen += 1
        assert ruling.id == "rotation.29A.a_choisir", answers
        assert ruling.chooser_role is ChooserRole.LHO and ruling.accepted_by is None, answers
        assert [c.laws for c in ruling.choices] == [("29A",), ("29B",)], answers
        assert {"29A", "29B", "10C1"} <= set(ruling.laws), answers
        assert "comparable" not in answers, answers
        accepted = next(line for line in ruling.now if line.startswith("S'il l'accepte :"))
        assert "(29A)" in accepted, answers
        assert any(line.startswith("S'il ne l'accepte pas :") for line in ruling.now), answers
        assert "accepter cette déclaration en déclarant maintenant" in ruling.script[0], answers
    assert seen >= 3  # at the partner's, the LHO's and the RHO's turn (a pass at RHO's turn too)


def test_partner_passes_once_exactly_when_the_replacement_is_not_comparable() -> None:
    for answers, ruling in PATHS:
        if answers.get("comparable") == "not_comparable":
            assert ruling.partner_must_pass is PartnerMustPass.ONCE, answers
            assert any("26B" in line for line in ruling.lead_restrictions), answers
            assert ruling.adjusted_score is not None and "72C" in ruling.adjusted_score.laws
        elif answers.get("comparable") not in (None, "pending"):
            assert ruling.partner_must_pass is PartnerMustPass.NONE, answers
            assert not ruling.lead_restrictions, answers
            assert ruling.adjusted_score is not None and "23C" in ruling.adjusted_score.laws


def test_30A_the_offender_passes_not_his_partner() -> None:
    ruling = rules.next_step(TOPIC, {"call": "pass", "turn": "rho", "rho_pass_outcome": "cancelled"}).ruling
    assert ruling is not None
    assert ruling.partner_must_pass is PartnerMustPass.NONE
    assert "30A" in ruling.laws and "72C" in ruling.laws


@pytest.mark.parametrize("call", ["pass", "artificial_pass", "bid", "double"])
def test_a_later_call_at_the_lho_turn_is_a_change_of_call(call: str) -> None:
    ruling = rules.next_step(TOPIC, {"call": call, "turn": "lho_later"}).ruling
    assert ruling is not None and ruling.id == "rotation.change_of_call_25"
    assert "25" in ruling.laws
    assert {"pass": "30B2", "artificial_pass": "31C", "bid": "31C", "double": "32C"}[call] in ruling.laws


def test_an_inadmissible_double_is_never_accepted() -> None:
    """32 lead-in: whatever happened, no ruling of an inadmissible double names someone who may accept."""
    for answers, ruling in PATHS:
        if ruling.id.startswith("inadmissible."):
            assert "32" in ruling.laws and any(law.startswith("36") for law in ruling.laws), answers
            assert ruling.accepted_by is None, answers


def test_forfeiture_by_the_lho_and_by_the_correct_player_differ() -> None:
    """29A: the call stands, nothing unauthorised. 28B: the call is void, 16C2 for the offenders."""
    accepted = rules.next_step(TOPIC, {"call": "bid", "turn": "rho", "rho_action": "lho_accepts"}).ruling
    forfeited = rules.next_step(
        TOPIC, {"call": "bid", "turn": "rho", "rho_action": "rho_called_first"}
    ).ruling
    assert accepted is not None and forfeited is not None
    assert accepted.accepted_by == "lho" and not accepted.unauthorised_for
    assert forfeited.accepted_by is None and forfeited.unauthorised_for == ("camp fautif",)
    assert "16C2" in forfeited.laws and not forfeited.lead_restrictions


def test_simultaneous_calls_cite_33_and_land_at_the_following_turn() -> None:
    for answers, ruling in PATHS:
        if answers.get("turn", "").startswith("with_"):
            assert "33" in ruling.laws, answers
    at_rho = rules.next_step(TOPIC, {"call": "bid", "turn": "with_partner", "rho_action": "rho_passes"})
    at_partner = rules.next_step(
        TOPIC, {"call": "bid", "turn": "with_lho", "lho_accepts": "no", "comparable": "not_comparable"}
    )
    assert at_rho.ruling is not None and at_rho.ruling.id == "rotation.bid_31A1_repeated"
    assert at_partner.ruling is not None and at_partner.ruling.id == "rotation.bid_31B_not_comparable"


def test_no_path_asks_more_than_four_questions() -> None:
    assert max(len(answers) for answers, _ in PATHS) <= 4
