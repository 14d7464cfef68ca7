"""tester11 X19 (MEDIUM): the trick of the claim bounds the tricks already won and those of the rest.

At the 10th trick nine tricks are played and four remain (68A): the claimer's side had won at most 9,
and gets at most 4 of the rest. Asked once (« à quelle levée ? »), or read from the words; unknown, the
two counts still never add up to more than 13."""

from __future__ import annotations

import pytest

import rules
from rules import vocabulary
from rules.model import InvalidAnswer
from rules.regulations import load

CLAIMS = rules.get_topic("revendication")
LOSES = {"situation": "contested", "trump_out": "no", "line_needed": "stated_line_fails"}
UPHELD = {"situation": "contested", "trump_out": "no", "line_needed": "no"}
FFB = load("ffb")


def _values(answers: dict[str, str], expected_id: str) -> tuple[str, ...]:
    step = CLAIMS.step(answers, FFB)
    assert step.question is not None and step.question.id == expected_id, step.question
    return step.question.values()


def test_the_trick_of_the_claim_is_asked_before_the_counts_it_bounds() -> None:
    values = _values(LOSES, "claim_trick")
    assert values == (*(str(n) for n in range(1, 14)), "unknown")


def test_at_the_tenth_trick_at_most_nine_won_and_four_of_the_rest() -> None:
    at_ten = {**LOSES, "claim_trick": "10"}
    assert _values(at_ten, "tricks_before") == (*(str(n) for n in range(10)), "unknown")
    assert _values({**at_ten, "tricks_before": "1"}, "tricks_of_remaining") == ("0", "1", "2", "3", "4")
    assert _values({**at_ten, "tricks_before": "unknown"}, "tricks_of_remaining") == ("0", "1", "2", "3", "4")
    ruling = CLAIMS.step({**at_ten, "tricks_before": "1", "tricks_of_remaining": "4"}, FFB).ruling
    assert ruling is not None and ruling.tricks_awarded == 5
    help_text = CLAIMS.step({**at_ten, "tricks_before": "1"}, FFB).question.help  # type: ignore[union-attr]
    assert "À la 10e levée, 9 levées jouées : il en restait 4." in help_text


@pytest.mark.parametrize(
    ("answers", "said"),
    [
        ({"tricks_before": "1", "tricks_of_remaining": "5"}, "entre 0 et 4"),  # the tester's 5 of 4
        ({"tricks_before": "10"}, "entre 0 et 9"),
    ],
)
def test_a_count_the_trick_excludes_is_refused_in_french(answers: dict[str, str], said: str) -> None:
    with pytest.raises(InvalidAnswer, match=said):
        CLAIMS.step({**LOSES, "claim_trick": "10", **answers}, FFB)


def test_every_trick_offered_leaves_counts_that_are_all_accepted() -> None:
    """A question never offers a value it then refuses, whatever the trick."""
    for trick in range(1, 14):
        base = {**LOSES, "claim_trick": str(trick)}
        for before in _values(base, "tricks_before"):
            for rest in _values({**base, "tricks_before": before}, "tricks_of_remaining"):
                ruling = CLAIMS.step(
                    {**base, "tricks_before": before, "tricks_of_remaining": rest}, FFB
                ).ruling
                assert ruling is not None
                if before != "unknown":
                    assert ruling.tricks_awarded == int(before) + int(rest) <= 13


def test_an_unknown_trick_keeps_the_old_bounds_and_never_more_than_13_in_all() -> None:
    unknown = {**LOSES, "claim_trick": "unknown"}
    assert _values(unknown, "tricks_before")[-2:] == ("12", "unknown")
    assert _values({**unknown, "tricks_before": "1"}, "tricks_of_remaining")[-1] == "12"
    assert _values({**unknown, "tricks_before": "12"}, "tricks_of_remaining") == ("0", "1")
    with pytest.raises(InvalidAnswer, match="entre 0 et 1"):
        CLAIMS.step({**unknown, "tricks_before": "12", "tricks_of_remaining": "2"}, FFB)


def test_an_upheld_claim_s_tricks_claimed_are_bounded_by_the_tricks_left() -> None:
    at_ten = {**UPHELD, "claim_trick": "10"}
    assert _values({**at_ten, "tricks_before": "9"}, "claimed") == ("0", "1", "2", "3", "4")
    ruling = CLAIMS.step({**at_ten, "tricks_before": "9", "claimed": "4"}, FFB).ruling
    assert ruling is not None and ruling.tricks_awarded == 13


def test_an_incident_stored_before_the_question_keeps_its_ruling() -> None:
    ruling = CLAIMS.step({**LOSES, "tricks_before": "4", "tricks_of_remaining": "6"}, FFB).ruling
    assert ruling is not None and ruling.tricks_awarded == 10


@pytest.mark.parametrize(
    ("words", "trick"),
    [
        ("Ouest joue 3SA, à la 10e levée Ouest revendique le reste, Nord conteste", "10"),
        ("Sud joue 4♠, il reste 5 cartes, Sud revendique le reste, Est conteste", "9"),
        ("Sud joue 4♠ et revendique le reste, Est conteste", None),
        ("à la 9e levée Sud revendique, il reste 3 cartes, Est conteste", None),  # two tricks: none taken
        ("Sud joue 4♠. À la 9e levée, Sud étale ses cartes et revendique. Est conteste.", "9"),
        ("à la 11e levée, le déclarant concède une levée", "11"),
        # The trick of another irregularity is not the claim's.
        ("Ouest a renoncé à pique à la 5e levée, puis Sud a revendiqué le reste, Est conteste", None),
        ("Nord a renoncé à la 6e levée. Sud revendique à la 10e levée, EO contestent", "10"),
    ],
)
def test_the_trick_is_read_from_the_words(words: str, trick: str | None) -> None:
    assert vocabulary.facts("revendication", words).get("claim_trick") == trick
