"""Issue 38 §5, « a revoke alleged and disputed » (from directors mapping real cases): the director first
establishes the facts, by inspecting the quitted tricks during the play (66C) or the played and unplayed
cards after it (66D), on the balance of probabilities (85A1). Checked against the 2017 text: 66D rules for
the side that did not mix its cards when only one did (65D: disturbing one's played cards jeopardises the
right to claim or deny a revoke); not established, nothing is rectified (85B). Established, the revoke is
ruled by the same function as any revoke: the same transfer as « Un joueur n'a pas fourni »."""

from __future__ import annotations

import pytest

import rules

REVOKE = {"offender": "defender", "transfer_tricks": "partner"}


def ruling(answers: dict[str, str]) -> rules.Step:
    step = rules.next_step("renonce", {"situation": "disputed", **answers})
    assert step.ruling is not None, step.question
    return step


@pytest.mark.parametrize(
    ("answers", "laws"),
    [
        ({"when": "after_play", "dispute_found": "revoke"}, {"66D", "85A1"}),
        ({"when": "after_play", "dispute_found": "mixed_by_accused"}, {"66D", "65D", "85A1"}),
        ({"when": "played", "dispute_found_play": "revoke"}, {"66C", "85A1"}),
    ],
)
def test_an_established_revoke_is_ruled_as_any_revoke(answers: dict[str, str], laws: set[str]) -> None:
    plain = rules.next_step(
        "renonce", {"situation": "not_followed", "when": answers["when"], **REVOKE, "revoke_trick": "partner"}
    ).ruling
    step = ruling({**answers, **REVOKE, "revoke_trick": "partner"})
    assert plain is not None and step.ruling is not None
    assert step.ruling.tricks_transferred == plain.tricks_transferred == 1
    assert laws | set(plain.laws) <= set(step.ruling.laws)
    assert step.ruling.id.endswith(plain.id)


@pytest.mark.parametrize(
    ("answers", "laws"),
    [
        ({"when": "after_play", "dispute_found": "no_revoke"}, {"66D", "85A1"}),
        ({"when": "after_play", "dispute_found": "mixed_by_accuser"}, {"66D", "65D"}),
        ({"when": "after_play", "dispute_found": "unknown"}, {"85A1", "85B"}),
        ({"when": "played", "dispute_found_play": "unknown"}, {"66C", "85A1", "85B"}),
    ],
)
def test_a_revoke_not_established_is_not_rectified(answers: dict[str, str], laws: set[str]) -> None:
    step = ruling(answers)
    assert step.ruling is not None and step.ruling.tricks_transferred == 0 and step.ruling.corrected is False
    assert laws | {"92A"} <= set(step.ruling.laws)
    assert "offender" not in step.asked  # nobody is named an offender


def test_mixed_cards_are_only_offered_after_the_play() -> None:
    during = rules.next_step("renonce", {"situation": "disputed", "when": "played"}).question
    after = rules.next_step("renonce", {"situation": "disputed", "when": "after_play"}).question
    assert during is not None and after is not None
    assert "mixed_by_accused" not in during.values() and "mixed_by_accused" in after.values()


def test_the_moment_is_asked_once_and_serves_the_inspection_and_the_revoke() -> None:
    # The first question after « disputed » is the revoke's own « Où en est le jeu … ? »; once the
    # inspection establishes the revoke, its ruling uses that answer instead of asking it again.
    first = rules.next_step("renonce", {"situation": "disputed"}).question
    assert first is not None and first.id == "when"
    step = ruling({"when": "after_play", "dispute_found": "revoke", **REVOKE})
    assert step.asked.count("when") == 1 and "dispute_when" not in step.asked


def test_established_after_the_next_call_transfers_nothing_whoever_revoked() -> None:
    # 64B3 (2017): found after the non-offenders called on the next board, no rectification: the
    # offender is not asked (a question whose answer could not change the ruling).
    plain = rules.next_step(
        "renonce", {"situation": "not_followed", "offender": "defender", "when": "after_next_call"}
    ).ruling
    step = rules.next_step(
        "renonce", {"situation": "disputed", "when": "after_next_call", "dispute_found": "revoke"}
    )
    assert plain is not None and step.ruling is not None, step.question
    assert "offender" not in step.asked and step.ruling.tricks_transferred == plain.tricks_transferred == 0
    assert set(plain.laws) <= set(step.ruling.laws)
