"""Issue 37 §1: the 65 descriptions of the review's part C (2026-11-29-second-irregularity-82C-finder.md)
give no wrong pre-filled answer, and most of the facts they state are taken."""

from __future__ import annotations

from pathlib import Path

from rules import vocabulary
from tests.bot.finder.descriptions import read

REVIEW = Path(__file__).resolve().parent / "review_82C.txt"


def test_no_description_of_part_c_gives_a_wrong_fact() -> None:
    items = read(REVIEW)
    assert len(items) == 65
    wrong = [
        (item.line, item.text, question, stated.value)
        for item in items
        for question, stated in vocabulary.evidence(item.expected[0], item.text).items()
        if item.stated.get(question) != stated.value
    ]
    assert wrong == []


def test_most_stated_facts_of_part_c_are_taken() -> None:
    items = read(REVIEW)
    stated = sum(len(item.stated) for item in items)
    taken = sum(
        vocabulary.facts(item.expected[0], item.text).get(question) == value
        for item in items
        for question, value in item.stated.items()
    )
    assert taken >= 0.9 * stated, (taken, stated)
