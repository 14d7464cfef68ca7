"""Ranking, session 28 (the lead): a call the player « a voulu mettre » instead of his own is a change of call (25),
proposed first even when the fact it would have pre-filled is asked."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


@pytest.mark.parametrize(
    "text",
    [
        "Sud a dit 2♦, puis quelques secondes après a voulu mettre 2♥ ; Ouest a déjà dit 2♠ par-dessus le 2♥.",
        "Est a passé, puis il a voulu mettre 1SA à la place.",
    ],
)
def test_a_call_he_wanted_to_put_instead_is_a_change_of_call(text: str) -> None:
    assert finder.search(text)[0].id == "changement_declaration"
