"""tester14 W13: a future defender corrects his partner's explanation after the final pass, before the
opening lead. 20F5b(i) puts a defender's correction at the end of play: his remark is unauthorised
information for his partner, the opening leader (16B1); the declaring side, now correctly informed,
keeps its right to change a call until the opening lead is faced (17D1, 21B1a); the face-down lead taken
back (47E2a) is for a player misinformed by an opponent, not for the defenders."""

from __future__ import annotations

import rules
from rules.regulations import load
from rules.topics.proprieties.misinformation import FACE_DOWN_LEAD

TOPIC = rules.get_topic("explication_erronee")
EARLY = {"situation": "before_lead_defender", "evidence": "explanation_wrong"}


def _ruling(answers: dict[str, str]) -> rules.Ruling:
    step = TOPIC.step(answers, load("ffb"))
    assert step.ruling is not None, step.question
    return step.ruling


def test_the_defenders_early_correction_is_an_answer_of_the_first_question() -> None:
    labels = {o.value: o.label for o in TOPIC.questions["situation"].options}
    assert "futur défenseur" in labels["before_lead_defender"]
    assert "le futur déclarant ou le mort corrige" in labels["before_lead"]


def test_the_declaring_side_may_still_change_and_the_leader_has_unauthorised_information() -> None:
    ruling = _ruling({**EARLY, "partner_called_since": "no", "could_have_influenced": "yes"})
    assert ruling.id == "mi.before_lead.change_allowed.defender_early"
    assert {"20F5b", "21B1a", "16B1", "16B1a", "17D1"} <= set(ruling.laws)
    assert "47E2a" not in ruling.laws
    text = " ".join(ruling.now)
    assert "trop tôt" in text and "fin du jeu (20F5b(i))" in text
    assert "information non autorisée (16B1)" in text
    assert FACE_DOWN_LEAD not in ruling.now
    assert "partenaire du défenseur qui a corrigé" in ruling.unauthorised_for
    assert any("entamez comme si vous ne l'aviez pas entendue" in line for line in ruling.script)


def test_too_late_to_change_still_says_the_remark_is_unauthorised() -> None:
    ruling = _ruling({**EARLY, "partner_called_since": "yes"})
    assert ruling.id == "mi.before_lead.too_late.defender_early"
    assert "16B1" in ruling.laws and ruling.equity_may_apply


def test_a_mistaken_call_leaves_no_right_to_change_but_the_remark_is_still_unauthorised() -> None:
    ruling = _ruling({"situation": "before_lead_defender", "evidence": "call_wrong"})
    assert ruling.id.endswith(".defender_early")
    text = " ".join(ruling.now)
    assert "leurs droits ci-dessous" not in text  # no misinformation: nothing to change (21B1a)
    assert "information non autorisée (16B1)" in text


def test_the_declarer_or_dummys_correction_keeps_its_ruling() -> None:
    ruling = _ruling(
        {
            "situation": "before_lead",
            "evidence": "explanation_wrong",
            "partner_called_since": "no",
            "could_have_influenced": "yes",
        }
    )
    assert ruling.id == "mi.before_lead.change_allowed"
    assert FACE_DOWN_LEAD in ruling.now
