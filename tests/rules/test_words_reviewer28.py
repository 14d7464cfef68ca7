"""reviewer28's findings on the words (session 28) that the lead fixed, each in our own words: a fact is pre-filled
only when the words state it without doubt (issue 37 §1); otherwise the director is asked."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


# the count said with « le reste » is the count claimed (70A, 69A: the claimed tricks are the ruling's unit).
@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique le reste (3 levées), Est refuse.",
        "Nord revendique le reste, soit 3 levées ; Est refuse.",
        "Nord revendique le reste, c'est-à-dire trois levées ; Est refuse.",
    ],
)
def test_the_count_said_with_the_rest_is_the_count_claimed(text: str) -> None:
    facts = engine_facts("revendication", text)
    assert facts.get("claimed") == "3" and facts.get("claim_trick") == "11"


def test_a_trick_that_disagrees_with_the_count_said_is_asked() -> None:
    """« à la levée 8 » (6 left while it is played, or 5 once it is over) against « 5 levées »: the count written
    stands, the trick is asked."""
    facts = engine_facts("revendication", "À la levée 8, Nord revendique le reste (5 levées), Est refuse.")
    assert facts.get("claimed") == "5" and "claim_trick" not in facts


def test_the_rest_at_a_trick_still_reads_the_tricks_left() -> None:
    facts = engine_facts("revendication", "À la 8e levée Nord revendique le reste, Est refuse.")
    assert facts.get("claimed") == "6" and facts.get("claim_trick") == "8"
