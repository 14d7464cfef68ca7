"""The procedure topic (Laws 9-11): the questions asked on each branch and who may act."""

from __future__ import annotations

import pytest

from rules import next_step
from rules.explore import walk
from rules.model import Ruling
from rules.regulations import load
from rules.topics import BY_ID


def _ruling(answers: dict[str, str]) -> Ruling:
    step = next_step("procedure", answers)
    assert step.ruling is not None, step.question and step.question.id
    return step.ruling


def test_during_the_auction_nobody_is_asked_who_drew_attention() -> None:
    step = next_step("procedure", {"situation": "attention_drawn", "period": "auction"})
    assert step.ruling is not None and step.asked == ("situation", "period")


def test_who_drew_attention_is_asked_only_during_play() -> None:
    step = next_step("procedure", {"situation": "attention_drawn", "period": "play"})
    assert step.question is not None and step.question.id == "drawn_by"
    assert next_step("procedure", {"situation": "attention_drawn", "period": "after_play"}).ruling is not None


def test_dummy_questions_follow_the_director_order() -> None:
    answers = {"situation": "attention_drawn", "period": "play", "drawn_by": "dummy"}
    step = next_step("procedure", answers)
    assert step.question is not None and step.question.id == "irregularity_by"
    step = next_step("procedure", {**answers, "irregularity_by": "defender"})
    assert step.question is not None and step.question.id == "dummy_left_seat"
    # A declarer's irregularity: whether dummy left his seat does not change anything.
    assert next_step("procedure", {**answers, "irregularity_by": "declarer"}).ruling is not None


def test_dummy_out_of_his_seat_means_no_immediate_rectification() -> None:
    ruling = _ruling(
        {
            "situation": "attention_drawn",
            "period": "play",
            "drawn_by": "dummy",
            "irregularity_by": "defender",
            "dummy_left_seat": "yes",
        }
    )
    assert ruling.equity_may_apply
    assert any("pas de rectification immédiate" in line for line in ruling.now)
    stays = _ruling(
        {
            "situation": "attention_drawn",
            "period": "play",
            "drawn_by": "dummy",
            "irregularity_by": "defender",
            "dummy_left_seat": "no",
        }
    )
    assert any("rectifie normalement" in line for line in stays.now)


def test_acceptance_is_not_a_forfeiture() -> None:
    step = next_step("procedure", {"situation": "non_offenders_acted", "acceptance": "yes"})
    assert step.ruling is not None and step.ruling.id == "procedure.acceptation"
    assert "opponent_gained" not in step.asked


def test_forfeiture_keeps_a_procedural_penalty_possible() -> None:
    for gained in ("yes", "no"):
        ruling = _ruling({"situation": "non_offenders_acted", "acceptance": "no", "opponent_gained": gained})
        assert "11B" in ruling.laws and "90A" in ruling.laws


def test_options_are_chosen_alone() -> None:
    ruling = _ruling({"situation": "option_choice", "partner_consulted": "no"})
    assert ruling.chooser and ruling.choices
    assert "10C2" in ruling.laws


def test_the_walk_is_small_and_fast() -> None:
    paths = list(walk(BY_ID["procedure"], load("ffb")))
    assert 10 <= len(paths) <= 40
    # Declarer and a defender drawing attention during play get the same ruling; so does dummy's warning
    # of the wrong hand, reached by « signaler » or by « empêcher » (issue 21 §3: two more paths); so does
    # dummy's revoke question (tester16 T2: two more), and dummy preventing another irregularity from his
    # seat is anyone's right (one more).
    assert len({p.ruling.id for p in paths}) == len(paths) - 6


def test_players_rectified_and_non_offenders_acted_are_one_situation_reaching_11A() -> None:
    """Issue 11 1d/1h: one offered situation, the old value still answerable, both reach 11A."""
    from rules.topics.scores_procedure.procedure import QUESTIONS

    offered = QUESTIONS["situation"].values()
    assert "players_rectified" in offered and "non_offenders_acted" not in offered
    for situation in ("players_rectified", "non_offenders_acted"):
        ruling = _ruling({"situation": situation, "acceptance": "no", "opponent_gained": "yes"})
        assert ruling.id == "procedure.perte_du_droit.ajustement"
        assert {"10B", "11A"} <= set(ruling.laws)
        assert ruling.adjusted_score is not None and ruling.adjusted_score.kind.value == "split"


def test_dummy_revoke_question_is_a_right_unless_he_broke_43A2() -> None:
    base = {"situation": "attention_drawn", "period": "play", "drawn_by": "dummy"}
    legal = _ruling({**base, "irregularity_by": "revoke_question", "dummy_left_seat": "no"})
    assert "42B1" in legal.laws and "90A" not in legal.laws
    after_a2 = _ruling({**base, "irregularity_by": "revoke_question", "dummy_left_seat": "yes"})
    assert "43B2b" in after_a2.laws and after_a2.corrected is True


@pytest.mark.parametrize("left_seat", ["yes", "no"])
def test_issue_21_dummy_warning_of_the_wrong_hand_is_one_ruling_whatever_the_route(left_seat: str) -> None:
    """§3: « le mort a signalé » and « empêcher une irrégularité » call the same function of the law."""
    drawn = next_step(
        "procedure",
        {
            "situation": "attention_drawn",
            "period": "play",
            "drawn_by": "dummy",
            "irregularity_by": "wrong_hand",
            "dummy_left_seat": left_seat,
        },
    ).ruling
    prevented = next_step(
        "procedure", {"situation": "prevent", "prevented": "dummy_wrong_hand", "dummy_left_seat": left_seat}
    ).ruling
    assert drawn is not None and drawn == prevented
    assert ("43B2a" in drawn.laws) == (left_seat == "yes")


@pytest.mark.parametrize("left_seat", ["yes", "no"])
def test_tester16_t2_dummy_who_tells_declarer_not_to_revoke_is_asked_about_43A2(left_seat: str) -> None:
    """T2: « le mort a regardé la main d'Ouest puis a dit au décla de ne pas renoncer ». Through « empêcher »
    the walk asks whether dummy had broken a limitation of 43A2 before ruling, and rules as « signaler » does:
    a right of dummy (42B1) while he keeps it, 43B2b (Law 64 as if established) once he looked."""
    answers = {"situation": "prevent", "prevented": "dummy_revoke"}
    step = next_step("procedure", answers)
    assert step.question is not None and step.question.id == "dummy_left_seat"
    prevented = _ruling({**answers, "dummy_left_seat": left_seat})
    drawn = _ruling(
        {
            "situation": "attention_drawn",
            "period": "play",
            "drawn_by": "dummy",
            "irregularity_by": "revoke_question",
            "dummy_left_seat": left_seat,
        }
    )
    assert prevented == drawn
    if left_seat == "yes":
        assert {"43A2", "43B2b", "64A1", "64A2"} <= set(prevented.laws) and prevented.corrected is True
        assert "permis à tous" not in prevented.title
    else:
        assert "42B1" in prevented.laws and "90A" not in prevented.laws


def test_tester16_t2_dummy_preventing_another_irregularity_is_asked_about_43A2() -> None:
    """Another irregularity prevented by dummy: still his right (42B2), but a dummy who had looked is liable
    to a procedural penalty (43B1); only a player other than dummy is ruled without the question."""
    step = next_step("procedure", {"situation": "prevent", "prevented": "dummy_other"})
    assert step.question is not None and step.question.id == "dummy_left_seat"
    stayed = _ruling({"situation": "prevent", "prevented": "dummy_other", "dummy_left_seat": "no"})
    assert stayed.id == "procedure.prevenir"
    looked = _ruling({"situation": "prevent", "prevented": "dummy_other", "dummy_left_seat": "yes"})
    assert {"42B2", "43A2", "43B1", "90A"} <= set(looked.laws) and "permis à tous" not in looked.title
    other = next_step("procedure", {"situation": "prevent", "prevented": "other"})
    assert other.ruling is not None and other.ruling.id == "procedure.prevenir"
    assert "dummy_left_seat" not in other.asked
