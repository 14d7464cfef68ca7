"""Jeu prématuré (Lois 57, 58): the four options of 57A, the exceptions of 57C, 57D and 58B."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import PenaltyKind, Ruling
from rules.regulations import load
from rules.topics import BY_ID
from rules.topics.play import premature_play

BEFORE_PARTNER = {
    "situation": "defender_before_partner",
    "declarer_played_both": "no",
    "declarer_side_after": "no",
}


def rule(answers: dict[str, str]) -> Ruling:
    step = next_step("jeu_premature", answers)
    assert step.ruling is not None, step.question and step.question.id
    return step.ruling


def test_topic_is_registered_in_its_menu_place() -> None:
    assert premature_play.ORDER == 40
    assert BY_ID["jeu_premature"] is premature_play.TOPIC


def test_director_asks_the_57C_exceptions_before_the_options() -> None:
    asked = next_step("jeu_premature", {"situation": "defender_before_partner"})
    assert asked.question is not None and asked.question.id == "declarer_played_both"
    asked = next_step("jeu_premature", {"situation": "defender_before_partner", "declarer_played_both": "no"})
    assert asked.question is not None and asked.question.id == "declarer_side_after"
    asked = next_step("jeu_premature", BEFORE_PARTNER)
    assert asked.question is not None and asked.question.id == "choice_57A"


def test_options_ruling_explains_all_four_options_to_declarer() -> None:
    ruling = rule({**BEFORE_PARTNER, "choice_57A": "not_yet"})
    assert ruling.chooser == "le déclarant"
    assert [c.laws for c in ruling.choices] == [("57A1",), ("57A2",), ("57A3",), ("57A4",)]
    assert [p.kind for p in ruling.penalty_cards] == [PenaltyKind.MAJOR]
    assert "10C2" in ruling.laws
    assert ruling.lead_restrictions, "the major penalty card brings 50D2 when partner gets the lead"


@pytest.mark.parametrize(
    ("choice", "ruling_id", "law", "words"),
    [
        ("highest", "jeu_premature.57A.plus_forte", "57A1", "plus forte carte dans la couleur attaquée"),
        ("lowest", "jeu_premature.57A.plus_petite", "57A2", "plus petite carte dans la couleur attaquée"),
        (
            "require_suit",
            "jeu_premature.57A.autre_couleur_exigee",
            "57A3",
            "couleur désignée par le déclarant",
        ),
        (
            "forbid_suit",
            "jeu_premature.57A.autre_couleur_interdite",
            "57A4",
            "couleur interdite par le déclarant",
        ),
    ],
)
def test_each_option_of_57A(choice: str, ruling_id: str, law: str, words: str) -> None:
    ruling = rule({**BEFORE_PARTNER, "choice_57A": choice})
    assert ruling.id == ruling_id
    assert law in ruling.laws
    other_options = {"57A1", "57A2", "57A3", "57A4"} - {law}
    assert not other_options & set(ruling.laws), "only the chosen option is cited"
    assert {"57B", "59"} <= set(ruling.laws), "partner unable to comply plays any legal card"
    assert words in " ".join(ruling.now)
    assert [p.kind for p in ruling.penalty_cards] == [PenaltyKind.MAJOR]
    assert not ruling.choices, "the choice is made: nothing left to choose"


@pytest.mark.parametrize("choice", ["require_suit", "forbid_suit"])
def test_other_suit_options_yield_to_following_suit(choice: str) -> None:
    ruling = rule({**BEFORE_PARTNER, "choice_57A": choice})
    assert "doit fournir" in " ".join(ruling.now)


def test_57C1_declarer_played_both_hands_no_rectification() -> None:
    ruling = rule(
        {"situation": "defender_before_partner", "declarer_played_both": "yes", "card_legal": "yes"}
    )
    assert ruling.id == "jeu_premature.57C1.sans_rectification"
    assert ruling.penalty_cards == () and ruling.choices == ()
    assert any("Interprétation retenue" in note for note in ruling.notes)


def test_57C2_dummy_prompted_no_rectification() -> None:
    ruling = rule(
        {
            "situation": "defender_before_partner",
            "declarer_played_both": "no",
            "declarer_side_after": "dummy_prompted",
            "card_legal": "yes",
        }
    )
    assert ruling.id == "jeu_premature.57C2.sans_rectification"
    assert ruling.penalty_cards == ()


@pytest.mark.parametrize(("legal", "kinds"), [("yes", []), ("no", [PenaltyKind.MAJOR])])
def test_57D_legal_card_waits_illegal_card_is_major(legal: str, kinds: list[PenaltyKind]) -> None:
    ruling = rule({"situation": "defender_at_rho_turn", "card_legal": legal})
    assert [p.kind for p in ruling.penalty_cards] == kinds
    assert "57D" in ruling.laws and "16" in ruling.laws
    assert ruling.equity_may_apply


@pytest.mark.parametrize(("legal", "ruling_id"), [("yes", "57C3.carte_jouee"), ("no", "57C3.carte_illegale")])
def test_57C3_declarer_card_never_penalty(legal: str, ruling_id: str) -> None:
    ruling = rule({"situation": "declarer_early", "declarer_card_legal": legal})
    assert ruling.id == f"jeu_premature.{ruling_id}"
    assert ruling.penalty_cards == ()


@pytest.mark.parametrize(
    ("later", "extra", "ruling_id"),
    [
        (
            "defender_before_partner",
            {"declarer_played_both": "yes", "card_legal": "yes"},
            "jeu_premature.simultane.57C1.sans_rectification",
        ),
        ("defender_at_rho_turn", {"card_legal": "no"}, "jeu_premature.simultane.57D.carte_penalisee"),
        ("declarer", {"declarer_card_legal": "yes"}, "jeu_premature.simultane.57C3.carte_jouee"),
        ("next_in_turn", {"card_legal": "yes"}, "jeu_premature.simultane.58A.a_son_tour"),
    ],
)
def test_58A_simultaneous_card_is_deemed_later_then_57(
    later: str, extra: dict[str, str], ruling_id: str
) -> None:
    ruling = rule({"situation": "two_players", "later_card": later, **extra})
    assert ruling.id == ruling_id
    assert ruling.laws[0] == "58A"


SEVERAL = {"situation": "several_cards", "next_trick_played_by_both": "no", "faces_visible": "several"}


@pytest.mark.parametrize(
    ("others", "already", "kinds"),
    [
        ("one_low", "no", [PenaltyKind.MINOR]),
        ("one_low", "yes", [PenaltyKind.MAJOR, PenaltyKind.MAJOR]),
        ("one_honour", "no", [PenaltyKind.MAJOR]),
        ("one_honour", "yes", [PenaltyKind.MAJOR, PenaltyKind.MAJOR]),
        ("several", None, [PenaltyKind.MAJOR]),
    ],
)
def test_58B2_defender_penalty_card_kinds(others: str, already: str | None, kinds: list[PenaltyKind]) -> None:
    answers = {**SEVERAL, "several_cards_player": "defender", "other_visible": others}
    if already is not None:
        answers["already_penalty_card"] = already
    ruling = rule(answers)
    assert [p.kind for p in ruling.penalty_cards] == kinds
    if kinds == [PenaltyKind.MINOR]:
        assert "50C" in ruling.laws and not ruling.lead_restrictions
    else:
        assert ruling.lead_restrictions


def test_58B2_several_visible_cards_never_asks_about_an_earlier_penalty_card() -> None:
    step = next_step(
        "jeu_premature", {**SEVERAL, "several_cards_player": "defender", "other_visible": "several"}
    )
    assert step.ruling is not None
    assert "already_penalty_card" not in step.asked


def test_58B_declarer_one_visible_and_late_discovery() -> None:
    assert rule({**SEVERAL, "several_cards_player": "declarer"}).penalty_cards == ()
    one = rule({"situation": "several_cards", "next_trick_played_by_both": "no", "faces_visible": "one"})
    assert one.id == "jeu_premature.58B1.une_carte_visible" and one.penalty_cards == ()
    late = rule({"situation": "several_cards", "next_trick_played_by_both": "yes"})
    assert late.id == "jeu_premature.58B4.levee_defectueuse"


def test_walk_ends_and_ruling_ids_are_topic_scoped() -> None:
    paths = list(walk(premature_play.TOPIC, load("ffb")))
    assert all(p.ruling.id.startswith("jeu_premature.") for p in paths)
