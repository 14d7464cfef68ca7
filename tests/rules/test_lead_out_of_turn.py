"""The attaque topic: who chooses (defenders under 55A, declarer under 56), each option,
acceptance by play, proper lead (53B), wrong defender (53C), 47E and trick 13."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import PenaltyKind, Ruling
from rules.regulations import load
from rules.topics import BY_ID

DECLARER_LED = {"situation": "lead_out_of_turn"}
DEFENDER_LED = {"situation": "lead_out_of_turn"}

LEADER = {"declarer_side": "defender_declarer_turn", "partner": "defender_partner_turn"}


def ruling(**answers: str) -> Ruling:
    step = next_step("attaque", answers)
    assert step.ruling is not None, f"question manquante : {step.question and step.question.id}"
    return step.ruling


def kinds(r: Ruling) -> list[PenaltyKind]:
    return [p.kind for p in r.penalty_cards]


def test_who_led_and_whose_turn_is_one_question_and_trick_thirteen_always_retracts() -> None:
    step = next_step("attaque", {"situation": "lead_out_of_turn"})
    assert step.question is not None and step.question.id == "who_led"
    r = ruling(situation="lead_out_of_turn", who_led="trick_thirteen")
    assert r.id == "attaque.treizieme_levee" and not r.choices and not r.penalty_cards


@pytest.mark.parametrize(
    ("case", "followed_q", "retract_law"),
    [("wrong_hand", "followed_wrong_hand", "55B2"), ("defender_turn", "followed_defender_turn", "55B1")],
)
def test_defenders_choose_under_55A(case: str, followed_q: str, retract_law: str) -> None:
    base = {**DECLARER_LED, "who_led": f"declarer_{case}", followed_q: "no"}
    options = ruling(**base, defenders_choice="not_yet")
    assert options.chooser is not None and "55A" in options.chooser
    assert [c.laws for c in options.choices] == [("53A", "55A"), (retract_law,)]
    accepted = ruling(**base, defenders_choice="accept")
    assert accepted.id == "attaque.declarant.acceptee" and not accepted.penalty_cards
    retracted = ruling(**base, defenders_choice="retract")
    assert retract_law in retracted.laws and "55C" in retracted.laws
    assert not retracted.penalty_cards  # declarer's cards are never penalty cards
    assert retracted.equity_may_apply


def test_acceptance_by_play_and_wrong_defender() -> None:
    by_play = ruling(**DECLARER_LED, who_led="declarer_wrong_hand", followed_wrong_hand="lho")
    assert by_play.id == "attaque.declarant.acceptee_par_le_jeu"
    rho = {**DECLARER_LED, "who_led": "declarer_wrong_hand", "followed_wrong_hand": "rho"}
    wrong = ruling(**rho, declarer_played_both="no", declarer_side_after="no", choice_57A="not_yet")
    assert wrong.id == "attaque.declarant.53C.57A.options"
    assert kinds(wrong) == [PenaltyKind.MAJOR]
    assert [c.laws for c in wrong.choices] == [("57A1",), ("57A2",), ("57A3",), ("57A4",)]
    # 53C hands over to Law 57, and 57C1 still applies: no rectification after both of declarer's hands.
    both = ruling(**rho, declarer_played_both="yes", card_legal="yes")
    assert both.id == "attaque.declarant.53C.57C1.sans_rectification" and kinds(both) == []
    assert "53C" in both.laws and "57C1" in both.laws
    # ... but 57C1 spares the early card the premature-play rectification only, not a revoke's (61A, 62).
    revoke = ruling(**rho, declarer_played_both="yes", card_legal="no")
    assert revoke.id == "attaque.declarant.53C.renonce_a_corriger" and revoke.corrected
    assert kinds(revoke) == [PenaltyKind.MAJOR] and {"53C", "57C1", "62A"} <= set(revoke.laws)


def test_proper_lead_only_offered_when_it_was_a_defenders_turn() -> None:
    wrong_hand_q = BY_ID["attaque"].questions["followed_wrong_hand"]
    assert "proper_lead" not in wrong_hand_q.values()
    r = ruling(**DECLARER_LED, who_led="declarer_defender_turn", followed_defender_turn="proper_lead")
    assert r.id == "attaque.declarant.attaque_reguliere_53B"


@pytest.mark.parametrize(
    ("leader", "followed_q", "refuse_choices"),
    [("declarer_side", "followed_declarer_turn", 1), ("partner", "followed_partner_turn", 3)],
)
def test_declarer_chooses_under_56(leader: str, followed_q: str, refuse_choices: int) -> None:
    base = {**DEFENDER_LED, "who_led": LEADER[leader], followed_q: "no"}
    options = ruling(**base, declarer_choice="not_yet")
    assert options.chooser is not None and "déclarant" in options.chooser
    assert len(options.choices) == 1 + refuse_choices
    assert options.choices[0].laws == ("56A", "53A")
    accepted = ruling(**base, declarer_choice="accept")
    assert accepted.id == "attaque.defense.acceptee" and not accepted.penalty_cards
    refused = ruling(**base, declarer_choice="refuse", already_penalty_card="no")
    assert "56B" in refused.laws
    assert kinds(refused) == [PenaltyKind.MAJOR]
    assert refused.lead_restrictions
    # Issue 29 §2: a penalty card already on the table makes two; all major (50B), Law 51 governs.
    two = ruling(**base, declarer_choice="refuse", already_penalty_card="yes")
    assert kinds(two) == [PenaltyKind.MAJOR, PenaltyKind.MAJOR]
    assert {"56B", "50B", "51A"} <= set(two.laws) and not any("(50D2)" in line for line in two.now)
    assert len(two.choices) == len(refused.choices)


def test_refusal_when_partner_is_on_lead_offers_50D2_now() -> None:
    r = ruling(
        **DEFENDER_LED,
        who_led="defender_partner_turn",
        followed_partner_turn="no",
        declarer_choice="refuse",
        already_penalty_card="no",
    )
    assert r.chooser is not None
    assert [c.laws for c in r.choices] == [("50D2a",), ("50D2a",), ("50D2b", "50D1a")]


def test_with_a_penalty_card_already_on_the_table_51B_replaces_50D2() -> None:
    """Issue 29 §2, checked on the 2017 text: 56B makes the refused lead a major penalty card; with
    one already on the table the defender has two, all major (50B), and when partner is to lead
    declarer's options are those of 51B (require a suit of those cards, forbid one or more of them,
    or nothing)."""
    r = ruling(
        **DEFENDER_LED,
        who_led="defender_partner_turn",
        followed_partner_turn="no",
        declarer_choice="refuse",
        already_penalty_card="yes",
    )
    assert [c.laws for c in r.choices] == [("51B1a", "51B2a"), ("51B1b", "51B2b"), ("51B2c",)]
    assert r.chooser is not None and "10C2" in r.chooser


def test_declarer_playing_on_the_lead_forfeits_rectification() -> None:
    r = ruling(**DEFENDER_LED, who_led="defender_partner_turn", followed_partner_turn="next_hand")
    assert {"53A", "60A1"} <= set(r.laws) and not r.penalty_cards and not r.choices


def test_proper_lead_by_declarer_withdraws_the_card_without_penalty() -> None:
    r = ruling(**DEFENDER_LED, who_led="defender_declarer_turn", followed_declarer_turn="proper_lead")
    assert r.id == "attaque.defense.attaque_reguliere_53B"
    assert not r.penalty_cards and "16C" in r.laws


def test_misinformation() -> None:
    told = ruling(situation="told_his_turn")
    assert "47E1" in told.laws and not told.penalty_cards
    assert next_step("attaque", {"situation": "told_his_turn"}).asked == ("situation",)
    early = ruling(situation="misexplanation", evidence="no_evidence", card_after="no")
    late = ruling(situation="misexplanation", evidence="no_evidence", card_after="yes")
    assert "47E2a" in early.laws and early.equity_may_apply  # 16C: the withdrawn card is UI for them
    assert "47E2b" in late.laws and late.equity_may_apply


def test_walk_reaches_rulings() -> None:
    assert list(walk(BY_ID["attaque"], load("ffb")))
