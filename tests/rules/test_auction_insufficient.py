"""Enchère insuffisante (Law 27): properties every path must keep, checked against the 2017 text."""

from __future__ import annotations

import pytest

from rules import get_topic, next_step
from rules.explore import walk
from rules.model import ChooserRole, PartnerMustPass, Ruling
from rules.regulations import available, load

TOPIC = "enchere_insuffisante"


def _rulings() -> list[tuple[dict[str, str], Ruling]]:
    found = []
    for regulation in available():
        for path in walk(get_topic(TOPIC), load(regulation)):
            if path.ruling.id != "auction.pas_de_declaration":  # no call made: test_auction_review
                found.append((dict(path.answers), path.ruling))
    return found


RULINGS = _rulings()

# 27B2, 27B3 and 27B4 (not accepted): partner passes throughout, 26B may apply, 72C, 16C2.
BARRED = {
    "insufficient.partner_passes_27B2",
    "insufficient.double_cancelled_27B3",
    "insufficient.second_refused_27B4",
}


def test_every_ruling_of_27_is_reached() -> None:
    assert {ruling.id for _, ruling in RULINGS} == {
        "insufficient.out_of_rotation_27A2",
        "insufficient.accepted_27A1",
        "insufficient.lowest_same_denomination_27B1a",
        "insufficient.comparable_27B1b",
        "insufficient.second_accepted_27B4",
        "insufficient.27B1b_ou_27B2.a_juger",
        "insufficient.27B1b_ou_27B3.a_juger",
        "insufficient.options_27B",
        "insufficient.27A1.a_choisir",
        *BARRED,
    }


def test_the_lho_who_has_not_chosen_hears_27A1_first() -> None:
    """Tester6 T26 (27A1, 27B, 10C1): before the LHO has called, the ruling offers him the choice, says
    who chooses and both outcomes (accepted; not accepted: the offender's choices under 27B)."""
    ruling = next_step(TOPIC, {"in_rotation": "yes", "lho_accepts": "not_chosen"}).ruling
    assert ruling is not None and ruling.id == "insufficient.27A1.a_choisir"
    assert ruling.chooser_role is ChooserRole.LHO and ruling.accepted_by is None
    assert [c.laws for c in ruling.choices] == [("27A1",), ("27B",)]
    assert {"27A1", "27B1a", "27B2", "10C1"} <= set(ruling.laws)
    assert ruling.partner_must_pass is None  # it depends on what he and then the offender choose
    accepted = next(line for line in ruling.now if line.startswith("S'il l'accepte :"))
    assert "(27A1)" in accepted
    assert any(line.startswith("S'il ne l'accepte pas :") for line in ruling.now)
    assert ruling.script[0].startswith("Adversaire de gauche du fautif, vous pouvez accepter")


@pytest.mark.parametrize(("answers", "ruling"), RULINGS, ids=[r.id + repr(a) for a, r in RULINGS])
def test_structured_fields_follow_the_cited_laws(answers: dict[str, str], ruling: Ruling) -> None:
    if "pending" in (answers.get("comparable"), answers.get("replacement")):
        return  # every outcome, each under its condition: checked in test_auction_review
    if answers.get("lho_accepts") == "not_chosen":
        return  # test_the_lho_who_has_not_chosen_hears_27A1_first
    # `accepted_by` names who accepted: the LHO under 27A1 (or the second bid under 27B4), nobody when
    # he refused (27B), nor under 27A2, where Law 31 (29A) decides.
    accepted = answers.get("lho_accepts") == "accepts" or answers.get("lho_accepts_second") == "yes"
    assert ruling.accepted_by == ("lho" if accepted else None)
    if ruling.id == "insufficient.out_of_rotation_27A2":
        # Law 31 decides partner's obligation: the « Déclaration hors tour » topic gives it.
        assert ruling.partner_must_pass is None
        assert "« Déclaration hors tour »" in " ".join(
            ruling.now
        ) and "declaration_hors_tour" not in " ".join(ruling.now)
        return
    barred = ruling.id in BARRED
    assert (ruling.partner_must_pass == PartnerMustPass.THROUGHOUT) == barred
    assert ruling.partner_must_pass is not None
    # 26B is cited exactly where the ruling gives lead restrictions.
    assert ("26B" in ruling.laws) == bool(ruling.lead_restrictions)
    # 16C2: the withdrawn bid is unauthorised to the offending side, except in 27B1 and 27A1.
    assert ("16C2" in ruling.laws) == (ruling.unauthorised_for == ("camp fautif",))
    # 27D follows B1 only; 72C follows B2, B3 and B4 not accepted.
    assert ruling.adjusted_score is None or ruling.adjusted_score.foreseen
    if ruling.id.endswith(("27B1a", "27B1b")):
        assert ruling.adjusted_score is not None and "27D" in ruling.adjusted_score.laws
        assert not ruling.lead_restrictions and not ruling.unauthorised_for
        assert "72C" not in ruling.laws
    if barred:
        assert ruling.adjusted_score is not None and ruling.adjusted_score.laws == ("72C", "16C3")
        assert "16C3" in ruling.laws
        assert "27D" not in ruling.laws
    # 27C is cited exactly when the offender replaced the bid before the director ruled.
    assert ("27C" in ruling.laws) == (answers.get("lho_accepts") == "refuses_already_replaced")


@pytest.mark.parametrize(
    "rest",
    [
        {"replacement": "lowest_same_denomination"},
        {"replacement": "other_sufficient_bid", "comparable": "subset"},
        {"replacement": "other_sufficient_bid", "comparable": "not_comparable"},
        {"replacement": "pass", "comparable": "not_comparable"},
        {"replacement": "double_or_redouble", "comparable": "not_comparable"},
        {"replacement": "another_insufficient_bid", "lho_accepts_second": "no"},
        {"replacement": "another_insufficient_bid", "lho_accepts_second": "yes"},
    ],
)
def test_a_premature_replacement_is_ruled_as_the_same_replacement_27C(rest: dict[str, str]) -> None:
    """27C: the director applies the relevant part of 27B to the substitution; only 27C is added."""
    after = next_step(TOPIC, {"in_rotation": "yes", "lho_accepts": "refuses", **rest}).ruling
    before = next_step(
        TOPIC, {"in_rotation": "yes", "lho_accepts": "refuses_already_replaced", **rest}
    ).ruling
    assert after is not None and before is not None
    assert before.id == after.id
    # Only 27C is added, and 27B3 that its line names (issue 29 §3).
    assert before.laws[0] == "27C" and set(before.laws) == {"27C", "27B3", *after.laws}
    assert before.now[1:] == after.now
    assert before.partner_must_pass == after.partner_must_pass
    assert before.lead_restrictions == after.lead_restrictions
    assert before.unauthorised_for == after.unauthorised_for
    assert before.adjusted_score == after.adjusted_score


def test_a_pass_or_a_double_judged_comparable_is_27B1b_not_27B2_or_27B3() -> None:
    for replacement in ("pass", "double_or_redouble", "other_sufficient_bid"):
        ruling = next_step(
            TOPIC,
            {
                "in_rotation": "yes",
                "lho_accepts": "refuses",
                "replacement": replacement,
                "comparable": "same_purpose",
            },
        ).ruling
        assert ruling is not None
        assert ruling.id == "insufficient.comparable_27B1b"
        assert ruling.partner_must_pass == PartnerMustPass.NONE
        assert "23A3" in ruling.laws


def test_the_lowest_bid_in_the_same_denomination_never_asks_the_comparable_question() -> None:
    step = next_step(
        TOPIC, {"in_rotation": "yes", "lho_accepts": "refuses", "replacement": "lowest_same_denomination"}
    )
    assert step.ruling is not None
    assert "comparable" not in step.asked


def test_27D_says_what_the_adjustment_aims_at() -> None:
    ruling = next_step(
        TOPIC, {"in_rotation": "yes", "lho_accepts": "refuses", "replacement": "lowest_same_denomination"}
    ).ruling
    assert ruling is not None
    assert "si l'enchère insuffisante n'avait pas eu lieu" in " ".join(ruling.end_of_play)
