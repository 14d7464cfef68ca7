"""The letter C in a claim's position (tester11 X21): cœur to a French director, clubs in English.

`ligne=RC` was counted on the ♣R without a word while `atout=C` meant hearts; the score line (« 4C »)
refuses the letter. Both are refused in the position too, with how to write the suit, and nothing is
counted; the symbols and the unambiguous letters still read."""

from __future__ import annotations

import pytest

from rules.deals.count import read_claim
from rules.deals.layout import PositionError

# South holds both kings; the line names one of them with the letter C.
HANDS = "cartes=N:2.2.2.2 3.3.3.3 4.K.4.K 5.5.5.5"


@pytest.mark.parametrize("card", ["RC", "CR", "AC", "CA", "10C", "C2", "rc"])
def test_a_card_written_with_the_letter_c_is_refused(card: str) -> None:
    with pytest.raises(PositionError, match="trèfle \\(anglais\\) ou cœur") as error:
        read_claim(f"rev=S atout=SA main=S {HANDS} ligne={card}")
    assert "Rien n'a été compté" in str(error.value)


def test_the_trump_written_c_is_refused_like_the_score_lines() -> None:
    with pytest.raises(PositionError, match="trèfle \\(anglais\\) ou cœur"):
        read_claim(f"rev=S atout=C main=S {HANDS}")


@pytest.mark.parametrize(
    ("trump", "suit"), [("H", "H"), ("CO", "H"), ("♥", "H"), ("T", "C"), ("♣", "C"), ("cœur", "H")]
)
def test_unambiguous_trumps_still_read(trump: str, suit: str) -> None:
    claim = read_claim(f"rev=S atout={trump} main=S {HANDS}")
    assert claim.position.trump == "SHDC".index(suit)


@pytest.mark.parametrize(("card", "suit"), [("♥R", 1), ("♣R", 3), ("HK", 1)])
def test_symbols_and_english_h_name_the_king_asked(card: str, suit: int) -> None:
    claim = read_claim(f"rev=S atout=SA main=S {HANDS} ligne={card}")
    assert claim.statement[0][1] // 13 == suit
