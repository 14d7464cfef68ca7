"""Tester21 P7: at no-trump a player who fails to follow suit discards, and a discard never wins the trick (44F:
the highest card of the suit led wins when no trump is played). Once the contract's strain is known to be
no-trump, « le fautif l'a gagnée » is not offered, during the play or after it; in a suit contract it is."""

from __future__ import annotations

import pytest

import rules

REVOKE = {"situation": "not_followed", "offender": "defender"}
AFTER_PLAY = REVOKE | {"when": "after_play"}
DURING_PLAY = REVOKE | {"when": "played"}


def _offered(answers: dict[str, str]) -> tuple[str, set[str]]:
    step = rules.next_step("renonce", answers)
    assert step.question is not None
    return step.question.id, {option.value for option in step.question.options}


def test_after_the_play_at_no_trump_the_offender_never_won_the_revoke_trick() -> None:
    question, offered = _offered(AFTER_PLAY | {"contract_strain": "NT"})
    assert question == "transfer_tricks"
    assert offered == {"partner", "non_offenders_later", "non_offenders_none", "twelfth"}
    assert "44F" in rules.next_step("renonce", AFTER_PLAY | {"contract_strain": "NT"}).question.help


def test_during_the_play_at_no_trump_the_offender_never_won_the_revoke_trick() -> None:
    question, offered = _offered(DURING_PLAY | {"contract_strain": "NT"})
    assert question == "revoke_trick" and offered == {"partner", "non_offenders", "twelfth"}


@pytest.mark.parametrize("strain", ["S", "H", None])
def test_in_a_suit_contract_or_unknown_strain_the_offender_may_have_ruffed(strain: str | None) -> None:
    extra = {"contract_strain": strain} if strain else {}
    question, offered = _offered(AFTER_PLAY | extra)
    assert question == "transfer_tricks" and {"offender_and_later", "offender_only"} <= offered


def test_once_the_offender_won_the_revoke_trick_no_trump_is_not_offered_for_the_score() -> None:
    """The other order: the trick's winner answered first, the strain asked for the corrected result (64A1)."""
    answers = AFTER_PLAY | {"transfer_tricks": "offender_only", "score_wanted": "yes", "contract_level": "3"}
    question, offered = _offered(answers)
    assert question == "contract_strain" and offered == {"C", "D", "H", "S"}
    assert "44F" in rules.next_step("renonce", answers).question.help


def test_an_incident_answered_before_the_filter_is_still_ruled_from_its_answers() -> None:
    """Stored before this change (offender's win and no-trump both given): ruled as answered, never an error."""
    answers = AFTER_PLAY | {"contract_strain": "NT", "transfer_tricks": "offender_only"}
    step = rules.next_step("renonce", answers)
    assert step.ruling is not None and step.ruling.tricks_transferred == 1


def test_the_ruling_at_no_trump_transfers_as_the_law_says() -> None:
    """64A2: the revoke trick won by the offender's partner, one trick transferred."""
    step = rules.next_step("renonce", AFTER_PLAY | {"contract_strain": "NT", "transfer_tricks": "partner"})
    assert step.ruling is not None and step.ruling.tricks_transferred == 1


def test_words_that_say_no_trump_and_the_offender_won_leave_who_won_to_ask() -> None:
    """Reviewer20 #8: « Sud joue 3SA. Ouest a renoncé à cœur et a pris la levée » says two things that cannot both
    be true (44F): who won the revoke trick is not pre-filled; in a suit contract it is."""
    from rules.vocabulary import facts

    at_no_trump = facts("renonce", "Sud joue 3SA. Ouest a renoncé à cœur et a pris la levée")
    assert at_no_trump["contract_strain"] == "NT"
    assert "revoke_trick" not in at_no_trump and "transfer_tricks" not in at_no_trump
    in_hearts = facts("renonce", "Sud joue 4♠. Ouest a renoncé à cœur et a pris la levée")
    assert in_hearts["revoke_trick"] == "offender"
