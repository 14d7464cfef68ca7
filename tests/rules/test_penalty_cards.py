"""Carte pénalisée (Lois 48-52): whose card, its kind, the owner's duties, each option of
50D2 and 51B, the 52 ruling shared with the revoke topic, and 50E as rewritten in 2017."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import PenaltyKind, Ruling
from rules.regulations import load
from rules.topics import BY_ID, penalty_cards

DEFENDER = {"owner": "defender"}


def rule(answers: dict[str, str]) -> Ruling:
    step = next_step("cartes_penalisees", answers)
    assert step.ruling is not None, step.question and step.question.id
    return step.ruling


def kinds(ruling: Ruling) -> list[PenaltyKind]:
    return [p.kind for p in ruling.penalty_cards]


def test_topic_is_registered_in_its_menu_place() -> None:
    assert penalty_cards.ORDER == 50
    assert BY_ID["cartes_penalisees"] is penalty_cards.TOPIC


def test_first_question_settles_whose_card_it_is() -> None:
    first = next_step("cartes_penalisees", {})
    assert first.question is not None and first.question.id == "owner"


@pytest.mark.parametrize("owner", ["declarer", "dummy"])
def test_48A_declarer_and_dummy_never_have_penalty_cards(owner: str) -> None:
    step = next_step("cartes_penalisees", {"owner": owner})
    assert step.ruling is not None and step.asked == ("owner",)
    assert step.ruling.laws == ("48A",)
    assert step.ruling.penalty_cards == ()


NEW = {**DEFENDER, "situation": "new_card"}


@pytest.mark.parametrize(
    ("answers", "kind"),
    [
        ({"count": "one", "how_exposed": "unintentional", "honour": "no"}, PenaltyKind.MINOR),
        ({"count": "one", "how_exposed": "unintentional", "honour": "yes"}, PenaltyKind.MAJOR),
        ({"count": "one", "how_exposed": "deliberate"}, PenaltyKind.MAJOR),
        ({"count": "several"}, PenaltyKind.MAJOR),
    ],
)
def test_50B_kind_of_a_new_penalty_card(answers: dict[str, str], kind: PenaltyKind) -> None:
    ruling = rule({**NEW, **answers})
    assert kinds(ruling) == [kind]
    assert "50B" in ruling.laws
    if kind is PenaltyKind.MINOR:
        assert "50C" in ruling.laws and not ruling.lead_restrictions
    else:
        assert "50D1a" in ruling.laws and ruling.lead_restrictions
        assert any("restez à la table" in note for note in ruling.notes)


def test_deliberate_play_is_major_whatever_the_rank() -> None:
    step = next_step("cartes_penalisees", {**NEW, "count": "one", "how_exposed": "deliberate"})
    assert step.ruling is not None and "honour" not in step.asked


def test_card_shown_in_the_normal_course_of_play_is_not_a_penalty_card() -> None:
    ruling = rule({**NEW, "count": "one", "how_exposed": "not_penalty"})
    assert ruling.penalty_cards == () and "49" in ruling.laws and "16C" in ruling.laws


TO_PLAY = {**DEFENDER, "situation": "owner_to_play"}


@pytest.mark.parametrize(
    ("answers", "ruling_id"),
    [
        ({"kind": "minor"}, "cartes_penalisees.50C.secondaire"),
        ({"kind": "major", "playable_now": "yes"}, "cartes_penalisees.50D1a.jouer_maintenant"),
        ({"kind": "major", "playable_now": "no"}, "cartes_penalisees.50D1b.une"),
        ({"kind": "several", "playable_count": "none"}, "cartes_penalisees.50D1b.plusieurs"),
        ({"kind": "several", "playable_count": "one"}, "cartes_penalisees.50D1a.une_jouable_parmi_plusieurs"),
        ({"kind": "several", "playable_count": "several"}, "cartes_penalisees.51A.le_declarant_designe"),
    ],
)
def test_what_the_owner_must_play(answers: dict[str, str], ruling_id: str) -> None:
    assert rule({**TO_PLAY, **answers}).id == ruling_id


def test_51A_declarer_designates() -> None:
    ruling = rule({**TO_PLAY, "kind": "several", "playable_count": "several"})
    assert ruling.chooser == "le déclarant" and "51A" in ruling.laws


def test_minor_card_partner_leads_freely() -> None:
    step = next_step("cartes_penalisees", {**DEFENDER, "situation": "partner_to_lead", "kind": "minor"})
    assert step.ruling is not None and "declarer_choice" not in step.asked
    assert step.ruling.id == "cartes_penalisees.50C.attaque_libre"
    assert step.ruling.chooser is None and not step.ruling.lead_restrictions


LEAD = {**DEFENDER, "situation": "partner_to_lead", "kind": "major"}


def test_50D2_options_explained_before_declarer_chooses() -> None:
    ruling = rule({**LEAD, "declarer_choice": "not_yet"})
    assert ruling.chooser == "le déclarant"
    assert [c.laws for c in ruling.choices] == [("50D2a",), ("50D2a",), ("50D2b",)]
    assert "10C2" in ruling.laws


@pytest.mark.parametrize(
    ("choice", "ruling_id", "law", "stays"),
    [
        ("require", "cartes_penalisees.50D2a.couleur_exigee", "50D2a", False),
        ("forbid", "cartes_penalisees.50D2a.couleur_interdite", "50D2a", False),
        ("nothing", "cartes_penalisees.50D2b.attaque_libre", "50D2b", True),
    ],
)
def test_each_option_of_50D2(choice: str, ruling_id: str, law: str, stays: bool) -> None:
    ruling = rule({**LEAD, "declarer_choice": choice})
    assert ruling.id == ruling_id and law in ruling.laws
    assert kinds(ruling) == ([PenaltyKind.MAJOR] if stays else [])
    if not stays:
        assert "50E2" in ruling.laws, "a card picked up becomes unauthorised information for partner"
    assert not ruling.choices


def test_forbidden_suit_lasts_while_partner_keeps_the_lead() -> None:
    ruling = rule({**LEAD, "declarer_choice": "forbid"})
    assert "tant qu'il garde la main" in " ".join(ruling.now)


SEVERAL_LEAD = {**DEFENDER, "situation": "partner_to_lead", "kind": "several"}


@pytest.mark.parametrize(
    ("suits", "choice", "ruling_id", "law"),
    [
        ("one_suit", "require", "cartes_penalisees.51B1a.couleur_exigee", "51B1a"),
        ("one_suit", "forbid", "cartes_penalisees.51B1b.couleur_interdite", "51B1b"),
        ("one_suit", "nothing", "cartes_penalisees.51B1.attaque_libre", "50D2b"),
        ("several_suits", "require", "cartes_penalisees.51B2a.couleur_exigee", "51B2a"),
        ("several_suits", "forbid", "cartes_penalisees.51B2b.couleurs_interdites", "51B2b"),
        ("several_suits", "nothing", "cartes_penalisees.51B2c.attaque_libre", "51B2c"),
    ],
)
def test_each_option_of_51B(suits: str, choice: str, ruling_id: str, law: str) -> None:
    ruling = rule({**SEVERAL_LEAD, "suits": suits, "declarer_choice": choice})
    assert ruling.id == ruling_id and law in ruling.laws


@pytest.mark.parametrize(
    ("suits", "laws"),
    [("one_suit", {"51B1a", "51B1b", "50D2b"}), ("several_suits", {"51B2a", "51B2b", "51B2c"})],
)
def test_51B_options_explained(suits: str, laws: set[str]) -> None:
    ruling = rule({**SEVERAL_LEAD, "suits": suits, "declarer_choice": "not_yet"})
    assert ruling.chooser == "le déclarant" and len(ruling.choices) == 3
    assert {law for c in ruling.choices for law in c.laws} >= laws


def test_one_suit_picked_up_others_stay_51B2a() -> None:
    ruling = rule({**SEVERAL_LEAD, "suits": "several_suits", "declarer_choice": "require"})
    assert kinds(ruling) == [PenaltyKind.MAJOR]
    assert any("Interprétation retenue" in line for line in ruling.now)


NOT_PLAYED = [
    {"discovered": "during_play", "established": "no", "declarer_played_since": "no"},
    {"discovered": "during_play", "established": "no", "declarer_played_since": "yes"},
    {"discovered": "during_play", "established": "yes"},
    {"discovered": "after_play"},
]


@pytest.mark.parametrize("answers", NOT_PLAYED)
def test_52_is_exactly_the_revoke_topics_ruling(answers: dict[str, str]) -> None:
    ours = rule({**DEFENDER, "situation": "not_played", **answers})
    step = next_step("renonce", {"situation": "penalty_card_not_played", "offender": "defender", **answers})
    assert step.ruling is not None
    theirs = step.ruling
    assert ours.id == "cartes_penalisees." + theirs.id.removeprefix("renonce.")
    assert replace(ours, id=theirs.id) == theirs


@pytest.mark.parametrize(
    ("case", "law"),
    [("on_table", "50E1"), ("picked_up", "50E2"), ("played", "50E3"), ("end_of_play", "50E4")],
)
def test_50E_information(case: str, law: str) -> None:
    ruling = rule({**DEFENDER, "situation": "information", "information_case": case})
    assert ruling.id.startswith(f"cartes_penalisees.{law}.")
    assert law in ruling.laws and ruling.equity_may_apply


def test_50E1_2017_partner_may_use_the_card_on_the_table() -> None:
    ruling = rule({**DEFENDER, "situation": "information", "information_case": "on_table"})
    assert "autorisées pour tous les joueurs, partenaire compris" in " ".join(ruling.now)


def test_walk_is_fast_and_ruling_ids_are_topic_scoped() -> None:
    start = time.perf_counter()
    paths = list(walk(penalty_cards.TOPIC, load("ffb")))
    assert time.perf_counter() - start < 1.0
    assert all(p.ruling.id.startswith("cartes_penalisees.") for p in paths)


def test_the_timing_question_speaks_of_the_penalty_card_not_the_revoke() -> None:
    """Issue 11 1h: the penalty-card topic asked when attention was drawn « sur la renonce »."""
    from rules.topics import BY_ID

    question = BY_ID["cartes_penalisees"].questions["when"]
    assert "carte pénalisée non jouée" in question.prompt and "renonce" not in question.prompt
    assert question.values() == BY_ID["renonce"].questions["when"].values()
