"""Issue 31's targets on the descriptions written before the finder was tuned (tests/bot/finder/
descriptions.txt), and on the part kept aside (descriptions_held_out.txt, never tuned on). Speed is
measured by bench/finder.py, not here."""

from __future__ import annotations

import pytest

import rules
from tests.bot.finder.descriptions import (
    DEVELOPMENT,
    HELD_OUT,
    TUNING_SETS,
    measure,
    read,
)


@pytest.mark.parametrize("path", [DEVELOPMENT, HELD_OUT], ids=["développement", "mis de côté"])
def test_targets_hold(path) -> None:
    items = read(path)
    figures = measure(items)
    assert figures.count >= 100
    assert figures.share(figures.top3) >= 0.90, figures.misses
    assert figures.share(figures.top1) >= 0.75, figures.misses
    assert figures.share(figures.nothing) < 0.03
    assert figures.share(figures.wrong) < 0.01, figures.wrongs


def test_the_set_is_large_and_names_real_topics_and_answers() -> None:
    items = read(DEVELOPMENT) + read(HELD_OUT)
    assert len(items) >= 300
    for item in items:
        known = [rules.get_topic(topic) for topic in item.expected]  # an unknown topic fails here
        questions = known[0].questions
        for question, value in item.stated.items():
            assert question in questions, (item.line, question)
            assert questions[question].option(value) is not None, (item.line, question, value)


@pytest.mark.parametrize("path", TUNING_SETS.values(), ids=[f"s{n}" for n in TUNING_SETS])
def test_the_tuning_sets_name_real_topics_and_answers(path) -> None:
    # A label the ruling core does not know would count as never pre-filled, silently.
    for item in read(path):
        questions = rules.get_topic(item.expected[0]).questions
        for other in item.expected[1:]:
            rules.get_topic(other)
        for question, value in item.stated.items():
            assert question in questions, (item.line, question)
            assert questions[question].option(value) is not None, (item.line, question, value)
