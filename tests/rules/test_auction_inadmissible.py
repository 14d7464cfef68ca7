"""Déclarations inadmissibles (35-39): properties every path must keep, checked against the 2017 text."""

from __future__ import annotations

import pytest

from rules import get_topic, next_step
from rules.explore import walk
from rules.model import PartnerMustPass, Ruling
from rules.regulations import available, load

TOPIC = "declaration_inadmissible"


def _rulings() -> list[tuple[dict[str, str], Ruling]]:
    found = []
    for regulation in available():
        for path in walk(get_topic(TOPIC), load(regulation)):
            if path.ruling.id != "auction.pas_de_declaration":  # no call made: test_auction_review
                found.append((dict(path.answers), path.ruling))
    return found


RULINGS = _rulings()


def test_every_ruling_of_36_to_39_is_reached() -> None:
    ids = {ruling.id for _, ruling in RULINGS}
    assert ids == {
        "inadmissible.36A_lho_called",
        "inadmissible.36B_in_turn",
        "inadmissible.36B4_out_of_turn",
        "inadmissible.36C_after_lead",
        "inadmissible.37A_lho_called",
        "inadmissible.37B",
        "inadmissible.38",
        "inadmissible.38_lho_called",
        "inadmissible.39B_defender_pass",
        "inadmissible.39B_declaring_side",
        "inadmissible.39B_lho_called",
        "inadmissible.39C",
    }


@pytest.mark.parametrize(("answers", "ruling"), RULINGS, ids=[r.id + repr(a) for a, r in RULINGS])
def test_structured_fields_follow_the_cited_laws(answers: dict[str, str], ruling: Ruling) -> None:
    # Nothing in 35-39 lets anyone accept an inadmissible call (32 says so for doubles).
    assert ruling.accepted_by is None
    assert ruling.partner_must_pass is not None
    # 26B is cited exactly where the text says the lead restrictions may apply.
    assert ("26B" in ruling.laws) == bool(ruling.lead_restrictions)
    # 72C announces an adjustment; only 36B, 37B and 38 (without the LHO's call) keep it.
    # 72C and 16C3 are the two foreseen adjustments: 72C where the law cites it, 16C3 wherever the
    # cancelled calls are unauthorised to the offending side (16C2).
    foreseen = set(ruling.adjusted_score.laws) if ruling.adjusted_score else set()
    assert ("72C" in ruling.laws) == ("72C" in foreseen)
    assert bool(ruling.unauthorised_for) == ("16C3" in foreseen) == ("16C3" in ruling.laws)
    if ruling.adjusted_score is not None:
        assert ruling.adjusted_score.foreseen
    # Cancelled calls: 16C, information unauthorised to the offending side.
    assert ("16C" in ruling.laws) == (ruling.unauthorised_for == ("camp fautif",))
    # The LHO's call before the rectification removes 26B (36A, 37A, 38D, 39B) and 72C (38D).
    if answers.get("lho_called") == "yes":
        # 16C3 stays: 38D removes 26B and 72C, not Law 16 for the cancelled calls.
        assert not ruling.lead_restrictions and "72C" not in ruling.laws
        assert ruling.adjusted_score is None or ruling.adjusted_score.laws == ("16C3",)


def test_each_member_of_the_offending_side_passes_in_37B_and_38() -> None:
    for answers in (
        {"kind": "must_pass", "contrary_to_19": "no", "lho_called": "no"},
        {"kind": "above_seven", "lho_called": "no"},
        {"kind": "above_seven", "lho_called": "yes"},
    ):
        ruling = next_step(TOPIC, answers).ruling
        assert ruling is not None
        assert ruling.partner_must_pass == PartnerMustPass.THROUGHOUT
        assert "les deux joueurs du camp fautif" in " ".join(ruling.now).lower()


def test_a_double_contrary_to_19_by_a_player_required_to_pass_goes_to_36_not_37() -> None:
    via_37 = next_step(
        TOPIC,
        {"kind": "must_pass", "contrary_to_19": "yes", "lho_called": "yes", "discovered": "before_lead"},
    )
    assert via_37.ruling is not None
    assert via_37.ruling.id == "inadmissible.36A_lho_called"
    assert not any(law.startswith("37") for law in via_37.ruling.laws)


def test_39_never_asks_whether_the_lho_called_after_a_pass_or_a_declaring_side_call() -> None:
    for by in ("defender_pass", "declaring_side"):
        step = next_step(TOPIC, {"kind": "after_final_pass", "after_final_pass_by": by})
        assert step.ruling is not None and "lho_called" not in step.asked
