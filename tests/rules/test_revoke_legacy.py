"""Issue 11 §5 merged revoke questions; incidents stored under the older flow must still be ruled.

A director who answered « pendant le jeu » before the upgrade is asked the old second half
(« est-elle consommée ? ») rather than starting again, and gets the same ruling as the new flow."""

from __future__ import annotations

import rules
from tests.walks import WALKS, paths

pytestmark = WALKS  # the revoke's walk, shared with the other modules that walk it (was walked twice here)

OLD_PREFIX = {"situation": "not_followed", "offender": "defender", "discovered": "during_play"}


def test_a_half_answered_old_incident_continues_with_the_old_question() -> None:
    step = rules.next_step("renonce", OLD_PREFIX)
    assert step.question is not None and step.question.id == "established"


def test_old_and_new_answers_give_the_same_ruling() -> None:
    old = {
        **OLD_PREFIX,
        "established": "yes",
        "trick_twelve": "before_12",
        "other_revoke": "none",
        "revoke_trick_winner": "offender",
        "later_tricks": "not_yet",
    }
    new = {"situation": "not_followed", "offender": "defender", "when": "played", "revoke_trick": "offender"}
    old_ruling, new_ruling = rules.next_step("renonce", old).ruling, rules.next_step("renonce", new).ruling
    assert old_ruling is not None and new_ruling is not None
    assert old_ruling.id == new_ruling.id == "renonce.transfert.64A1_en_attente"
    assert old_ruling.tricks_transferred is None and "64A1" in old_ruling.laws


def test_an_old_second_revoke_answer_still_reaches_64B2() -> None:
    old = {
        "situation": "not_followed",
        "offender": "defender",
        "discovered": "after_play",
        "trick_twelve": "before_12",
        "other_revoke": "same_player_same_suit",
        "first_revoke_trick_winner": "partner",
    }
    ruling = rules.next_step("renonce", old).ruling
    assert ruling is not None and ruling.id == "renonce.deux_renonces.64B2" and ruling.tricks_transferred == 1


def test_the_new_flow_never_asks_a_legacy_question() -> None:
    from rules.topics import BY_ID

    topic = BY_ID["renonce"]
    asked = {qid for path in paths("renonce", "ffb") for qid, _ in path.answers}
    assert not asked & topic.legacy
    assert {"when", "transfer_tricks", "revoke_trick", "second_revoke"} <= asked


def test_a_stored_two_revoke_incident_under_the_old_same_side_answer_still_resumes() -> None:
    """Review N1 split « same_side_other »; an incident stored with it resumes and is ruled, the old
    first-revoke answers read as the other revoke's."""
    stored = {
        "situation": "two_revokes",
        "offender": "defender",
        "when": "after_play",
        "second_revoke": "same_side_other",
        "transfer_tricks": "offender_only",
        "first_revoke_trick_winner": "offender",
        "first_later_tricks": "yes",
    }
    step = rules.next_step("renonce", stored)
    # The two counts (1 + 2) could share a trick: the one question that settles it is asked.
    assert step.question is not None and step.question.id == "tricks_from_first"
    ruling = rules.next_step("renonce", {**stored, "tricks_from_first": "two"}).ruling
    assert ruling is not None and ruling.id == "renonce.deux_renonces.64A_chacune"
    assert ruling.tricks_transferred == 2


def test_legacy_answers_are_named_so_that_decide_can_refuse_them() -> None:
    from rules.topics import BY_ID

    topic = BY_ID["renonce"]
    assert topic.legacy_answers({**OLD_PREFIX, "established": "no"}) == {"established": "no"}
    assert topic.legacy_answers({"second_revoke": "same_side_other", "when": "played"}) == {
        "second_revoke": "same_side_other"
    }
    assert topic.legacy_answers({"situation": "two_revokes", "second_revoke": "partner"}) == {}
    assert BY_ID["cartes_penalisees"].legacy_answers({"unplayed_kind": "minor"}) == {"unplayed_kind": "minor"}


def test_every_revoke_ruling_says_whether_the_revoke_is_corrected_and_no_script_says_levee_s() -> None:
    """Issue 21 §2: `corrected` is true or false on every ruling of the topic (never null), and the words
    read out at the table give the real singular or plural."""
    for topic_id in ("renonce", "cartes_penalisees"):
        for path in paths(topic_id, "ffb"):
            if topic_id == "renonce":
                assert path.ruling.corrected is not None, path.ruling.id
            assert not any("(s)" in line for line in path.ruling.script), path.ruling.id
