"""An insufficient bid the left-hand opponent called over with nothing said: his acceptance (27A1; session 37, issue
37 §1). « par-dessus le 1♠ » is the insufficient bid itself; a call over it by another seat than the bidder's left-hand
opponent accepts nothing (27A1), and is asked."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "1SA - 1♥ (insuffisant), et le gars à gauche a passé par-dessus sans rien dire.",
        "Sud a dit 2♣ sur 2♦, et Ouest a déclaré par dessus sans rien dire",
        "Est dit 1♠ sur le 1SA de Nord, et Sud a passé par-dessus sans rien dire",
    ],
)
def test_the_left_hand_opponent_calling_over_it_accepts_it(text: str) -> None:
    assert engine_facts("enchere_insuffisante", text).get("lho_accepts") == "accepts"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a dit 1♦ par-dessus le 1♠ sans rien dire",  # the insufficient bid itself
        "Est dit 1♠ sur le 1SA de Nord, et Ouest a passé par-dessus sans rien dire",  # the bidder's partner
    ],
)
def test_another_call_over_it_is_no_acceptance(text: str) -> None:
    assert "lho_accepts" not in engine_facts("enchere_insuffisante", text)
