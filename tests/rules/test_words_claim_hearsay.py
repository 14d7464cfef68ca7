"""What the claimer said of the trumps (70C) is the director's finding: another player's report of it, or a
guess, pre-fills nothing (reviewer33 H-24, reviewer34 H-83); the claimer's own words still do."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Est prétend que le déclarant a dit qu'il ne restait plus d'atout.",
        "Est affirme que le déclarant a dit qu'il ne restait plus d'atout.",
        "Sud revendique. Je pense que Sud a dit qu'il ne restait plus d'atout.",
        "Sud revendique. Peut-être que Sud a dit qu'il ne restait plus d'atout.",
        "Sud revendique. Le kibitz dit que Sud a dit qu'il ne restait plus d'atout.",
        "Sud revendique. Il est possible que Sud ait dit qu'il n'y a plus d'atout.",
        "Ouest soutient que le déclarant a dit qu'il n'y a plus d'atout.",
    ],
)
def test_a_report_of_what_the_claimer_said_is_asked(text: str) -> None:
    assert "trump_said" not in vocabulary.facts("revendication", text)


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique en disant qu'il n'y a plus d'atout.",
        "Sud revendique le reste : il dit qu'il ne reste plus d'atout. Est conteste.",
    ],
)
def test_the_claimers_own_words_are_stated(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("trump_said") == "said_none_left"
