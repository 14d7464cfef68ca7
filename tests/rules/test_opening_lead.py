"""The entame topic: each of declarer's five options, the order of the questions, and the
boundary pairs that change the ruling (suggested lead, dummy seen, second card legal)."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import PenaltyKind, Ruling
from rules.regulations import load
from rules.topics import BY_ID

CLASSIC = {
    "situation": "wrong_defender_faced",
    "told_to_lead": "no",
    "declarer_action": "nothing",
}


def ruling(**answers: str) -> Ruling:
    step = next_step("entame", answers)
    assert step.ruling is not None, f"question manquante : {step.question and step.question.id}"
    return step.ruling


def kinds(r: Ruling) -> list[PenaltyKind]:
    return [p.kind for p in r.penalty_cards]


def test_topic_is_registered_in_menu_order() -> None:
    assert BY_ID["entame"].title == "Entame hors tour"
    ids = [t.id for t in BY_ID.values()]
    assert ids.index("entame") > ids.index("renonce")


def test_the_director_asks_in_his_order() -> None:
    step = next_step("entame", {})
    assert step.question is not None and step.question.id == "situation"
    asked = []
    answers: dict[str, str] = {}
    for qid, value in [*CLASSIC.items(), ("declarer_choice", "not_yet")]:
        step = next_step("entame", answers)
        assert step.question is not None
        asked.append(step.question.id)
        answers[qid] = value
    assert asked == ["situation", "told_to_lead", "declarer_action", "declarer_choice"]
    assert next_step("entame", answers).ruling is not None


def test_five_options_each_with_its_laws_and_chooser() -> None:
    r = ruling(**CLASSIC, declarer_choice="not_yet")
    assert r.id == "entame.options_du_declarant"
    assert len(r.choices) == 5
    assert all(c.laws for c in r.choices)
    assert r.chooser is not None and "10C2" in r.chooser
    assert [c.laws for c in r.choices] == [
        ("53A", "54B1"),
        ("54A",),
        ("54D", "50D2a"),
        ("54D", "50D2a"),
        ("54D", "50D2b", "50D1a"),
    ]
    assert kinds(r) == [PenaltyKind.MAJOR]


@pytest.mark.parametrize(
    ("choice", "ruling_id", "law", "penalties"),
    [
        ("accept_declare", "entame.acceptee.declarant_joue", "54B1", []),
        ("accept_dummy", "entame.acceptee.declarant_devient_mort", "54A", []),
        ("require_suit", "entame.refusee.couleur_exigee", "50D2a", []),
        ("forbid_suit", "entame.refusee.couleur_interdite", "50D2a", []),
        ("free_lead", "entame.refusee.carte_penalisee", "50D2b", [PenaltyKind.MAJOR]),
    ],
)
def test_each_option(choice: str, ruling_id: str, law: str, penalties: list[PenaltyKind]) -> None:
    r = ruling(**CLASSIC, declarer_choice=choice)
    assert r.id == ruling_id
    assert law in r.laws
    assert kinds(r) == penalties
    if choice in ("require_suit", "forbid_suit", "free_lead"):
        assert "54D" in r.laws
        assert r.lead_restrictions


def test_picked_up_card_is_unauthorised_for_partner_only() -> None:
    for choice in ("require_suit", "forbid_suit"):
        r = ruling(**CLASSIC, declarer_choice=choice)
        assert "50E2" in r.laws
        assert any("autorisée pour le déclarant" in line for line in r.now)


def test_suggested_lead_cannot_be_accepted_and_stops_the_questions() -> None:
    step = next_step("entame", {"situation": "wrong_defender_faced", "told_to_lead": "yes"})
    assert step.ruling is not None and step.ruling.id == "entame.suggeree_47E1"
    assert step.asked == ("situation", "told_to_lead")
    assert not step.ruling.choices and not step.ruling.penalty_cards
    assert "47E1" in step.ruling.laws and "16C" in step.ruling.laws


def test_dummy_seen_leaves_no_choice_boundary_pair() -> None:
    seen = ruling(situation="wrong_defender_faced", told_to_lead="no", declarer_action="dummy_exposed")
    assert seen.id == "entame.acceptation_obligatoire_54C" and not seen.choices
    step = next_step("entame", {"situation": "wrong_defender_faced", "told_to_lead": "no"})
    assert step.question is not None and step.question.id == "declarer_action"


def test_declarer_already_acted() -> None:
    spread = ruling(**{**CLASSIC, "declarer_action": "spread_hand"})
    assert spread.id == "entame.declarant_devient_mort_54A" and "54A" in spread.laws
    played = ruling(**{**CLASSIC, "declarer_action": "played_from_hand"})
    assert played.id == "entame.declarant_a_pose_une_carte_54A" and "54A" in played.laws
    assert any("pratique FFB" in n for n in played.notes)  # the contested 54A/54B reading is named


def test_face_down_lead_of_the_right_player_is_returned_first() -> None:
    r = ruling(
        situation="both_defenders",
        both_how="wrong_faced_right_face_down",
        told_to_lead="no",
        declarer_action="nothing",
        declarer_choice="accept_declare",
    )
    assert {"54", "41A"} <= set(r.laws)
    assert "reprise" in r.now[0]


def test_case_d_second_card_penalised_when_lead_refused() -> None:
    base = {**CLASSIC, "situation": "both_defenders", "both_how": "wrong_first"}
    free = ruling(**base, declarer_choice="free_lead")
    assert kinds(free) == [PenaltyKind.MAJOR, PenaltyKind.MAJOR]
    forbid = ruling(**base, declarer_choice="forbid_suit")
    assert kinds(forbid) == [PenaltyKind.MAJOR]  # only the right leader's card: the other is picked up
    for legal, expected in (("yes", []), ("no", [PenaltyKind.MAJOR])):
        accepted = ruling(**base, declarer_choice="accept_dummy", second_card_legal=legal)
        assert kinds(accepted) == expected
        assert "57D" in accepted.laws


@pytest.mark.parametrize("how", ["simultaneous", "right_first"])
def test_legal_lead_stands_boundary_pair(how: str) -> None:
    legal = ruling(situation="both_defenders", both_how=how, second_card_legal="yes")
    illegal = ruling(situation="both_defenders", both_how=how, second_card_legal="no")
    assert not legal.penalty_cards
    assert kinds(illegal) == [PenaltyKind.MAJOR]
    assert ("58A" in legal.laws) is (how == "simultaneous")
    assert not legal.choices and not illegal.choices  # Law 54 does not apply: no option for declarer


def test_declaring_side_never_has_a_penalty_card() -> None:
    r = ruling(situation="declaring_side")
    assert {"54E", "24D", "48A"} <= set(r.laws)
    assert not r.penalty_cards


def test_every_penalty_card_is_a_defenders_major_card() -> None:
    # Minor cards exist only where a card was exposed unintentionally (58B2, 24E): single low cards (50B).
    minor_ok = {"entame.deux_cartes.plusieurs_visibles_58B2", "entame.carte_vue_avant_entame.defender"}
    for path in walk(BY_ID["entame"], load("ffb")):
        for card in path.ruling.penalty_cards:
            if path.ruling.id not in minor_ok:
                assert card.kind is PenaltyKind.MAJOR  # every card here was exposed by deliberate play (50B)
            assert "déclarant" not in card.owner and "mort" not in card.owner


def test_exposed_low_card_is_minor_only_when_single_and_unintended() -> None:
    low = ruling(situation="other", other_case="two_cards_one_hand", faces_visible="several_one_low")
    high = ruling(situation="other", other_case="two_cards_one_hand", faces_visible="several_major")
    assert [c.kind for c in low.penalty_cards] == [PenaltyKind.MINOR] and not low.lead_restrictions
    assert [c.kind for c in high.penalty_cards] == [PenaltyKind.MAJOR] and high.lead_restrictions
    before = ruling(situation="other", other_case="card_exposed_not_led", exposed_cards="defender_several")
    assert [c.kind for c in before.penalty_cards] == [PenaltyKind.MAJOR] and "24E" in before.laws
    assert "54" not in before.laws and "24C" not in before.laws


def test_walk_reaches_rulings() -> None:
    paths = list(walk(BY_ID["entame"], load("ffb")))
    assert paths


def test_incident_stored_under_the_older_47E1_question_still_rules() -> None:
    # Review I3: « dit ou laissé entendre » became « dit ou clairement indiqué » under a new id.
    old = ruling(situation="wrong_defender_faced", suggested="yes")
    assert old.id == "entame.suggeree_47E1" and "47E1" in old.laws
    old_no = ruling(situation="wrong_defender_faced", suggested="no", declarer_action="spread_hand")
    assert old_no.id == "entame.declarant_devient_mort_54A"
    assert "suggested" not in BY_ID["entame"].questions or "suggested" in BY_ID["entame"].legacy
