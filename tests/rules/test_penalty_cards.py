"""Carte pénalisée (Lois 48-52): whose card, its kind, the owner's duties, each option of
50D2 and 51B, the 52 ruling shared with the revoke topic, and 50E as rewritten in 2017."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import PenaltyKind, Ruling
from rules.regulations import load
from rules.topics import BY_ID
from rules.topics.play import penalty_cards

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
        ({"how_exposed": "unintentional", "count": "several"}, PenaltyKind.MAJOR),
        ({"how_exposed": "named", "count": "one"}, PenaltyKind.MAJOR),
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
    ruling = rule(
        {**NEW, "count": "one", "how_exposed": "not_penalty", "not_penalty_case": "concession_objected"}
    )
    assert ruling.penalty_cards == () and "68B2" in ruling.laws and "16C2" in ruling.laws


@pytest.mark.parametrize("case", ["current_trick", "concession_objected", "misinformation", "other"])
def test_E4_a_card_that_is_not_a_penalty_card_never_asks_the_count(case: str) -> None:
    # Review E4: even a defender who already has a penalty card gets no new one (49, 68, 68B2, 47E).
    answers = {**NEW, "how_exposed": "not_penalty", "not_penalty_case": case}
    step = next_step("cartes_penalisees", answers)
    assert step.ruling is not None and "count" not in step.asked
    assert step.ruling.penalty_cards == ()
    assert rule({**answers, "count": "several"}).penalty_cards == ()


def test_E9_card_held_so_partner_could_see_it_is_deemed_played() -> None:
    ruling = rule({**NEW, "how_exposed": "held_seen"})
    assert ruling.penalty_cards == () and "45C1" in ruling.laws


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
    {
        "discovered": "during_play",
        "established": "no",
        "declarer_played_since": "no",
        "unplayed_kind": "major",
    },
    {
        "discovered": "during_play",
        "established": "no",
        "declarer_played_since": "yes",
        "unplayed_kind": "minor",
    },
    {"discovered": "during_play", "established": "yes", "kind": "major"},
    {"discovered": "during_play", "established": "yes", "unplayed_kind": "minor"},
    {"when": "played", "kind": "minor"},
    {"discovered": "after_play"},
    {"when": "after_round"},
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


def test_walk_ends_and_ruling_ids_are_topic_scoped() -> None:
    paths = list(walk(penalty_cards.TOPIC, load("ffb")))
    assert all(p.ruling.id.startswith("cartes_penalisees.") for p in paths)


def test_the_timing_question_speaks_of_the_penalty_card_not_the_revoke() -> None:
    """Issue 11 1h: the penalty-card topic asked when attention was drawn « sur la renonce »."""
    from rules.topics import BY_ID

    question = BY_ID["cartes_penalisees"].questions["when"]
    assert "carte pénalisée non jouée" in question.prompt and "renonce" not in question.prompt
    assert question.values() == BY_ID["renonce"].questions["when"].values()


def test_E8_52_keeps_the_kind_of_the_unplayed_card_and_52B2_makes_the_played_card_major() -> None:
    base = {**DEFENDER, "situation": "not_played", "when": "not_established", "declarer_played_since": "no"}
    # The penalty-card topic asks the kind; the revoke topic rules without it and offers it (optional).
    step = next_step("cartes_penalisees", base)
    assert step.ruling is None and step.question is not None and step.question.id == "kind"
    revoke_base = {
        "situation": "penalty_card_not_played",
        "when": "not_established",
        "declarer_played_since": "no",
    }
    step = next_step("renonce", revoke_base)
    assert step.ruling is not None and step.optional is not None and step.optional.id == "kind"
    ruling = rule({**base, "kind": "minor"})
    assert kinds(ruling) == [PenaltyKind.MINOR, PenaltyKind.MAJOR]
    assert "si le déclarant refuse" in ruling.penalty_cards[1].card


def test_FRENCH_9_playable_now_names_the_suit_led() -> None:
    from rules.topics.play.penalty_cards.questions import QUESTIONS

    label = QUESTIONS["playable_now"].options[0].label
    assert label.endswith("il ne peut pas fournir") and "plus de cette couleur" not in label


def test_issue_21_one_id_per_fact_kind_is_shared_and_unplayed_kind_only_read_for_stored_incidents() -> None:
    from rules.topics import BY_ID

    for topic_id in ("cartes_penalisees", "renonce"):
        topic = BY_ID[topic_id]
        assert topic.questions["kind"] is BY_ID["cartes_penalisees"].questions["kind"]
        assert "unplayed_kind" in topic.legacy
    base = {**DEFENDER, "situation": "not_played", "when": "played"}
    assert rule({**base, "unplayed_kind": "minor"}) == rule({**base, "kind": "minor"})


@pytest.mark.parametrize(("kind", "expected"), [("minor", PenaltyKind.MINOR), ("major", PenaltyKind.MAJOR)])
def test_N5_established_during_play_the_unplayed_card_keeps_its_kind_and_its_own_obligation(
    kind: str, expected: PenaltyKind
) -> None:
    ruling = rule({**DEFENDER, "situation": "not_played", "when": "played", "kind": kind})
    assert kinds(ruling) == [expected] and ruling.tricks_transferred == 0 and ruling.corrected is False
    script = " ".join(ruling.script)
    if expected == PenaltyKind.MINOR:
        assert "50C" in ruling.laws and "première occasion légale" not in script and "honneur" in script
    else:
        assert "50D1a" in ruling.laws and "première occasion légale" in script


@pytest.mark.parametrize("when", ["after_play", "after_next_call", "after_round", "claim"])
def test_N5_once_the_play_is_over_no_penalty_card_is_left_to_play(when: str) -> None:
    step = next_step("cartes_penalisees", {**DEFENDER, "situation": "not_played", "when": when})
    ruling = step.ruling
    assert ruling is not None and step.question is None
    assert ruling.penalty_cards == () and "64B3" in ruling.laws and ruling.tricks_transferred == 0
    assert "première occasion" not in " ".join(ruling.script)
    assert ("79C" in ruling.laws) == (when == "after_round")
