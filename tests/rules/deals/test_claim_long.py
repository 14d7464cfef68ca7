"""Issue 36 §3: no count refused for its length below 13 cards a hand. Up to 12 cards the chats' solver
gives a count a longer limit (rules/deals/count.py, count_seconds), and from 10 cards the director is
told that a count runs and that his own count is accepted (counting_notice, Law 10A)."""

from __future__ import annotations

from rules.deals.count import LONG_CARDS, LONG_SECONDS, count_seconds, counting_notice, read_claim

# Ten cards a hand: South on lead runs nine spades and the ♥A (every card a master): counted at once.
TEN = "rev=S atout=SA main=S cartes=N:.KQJT98765.A. ..KQJT98765.A AKQJT9876.A.. 5...KQJT98765"
FOUR = "rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5"
# Thirteen cards a hand, a whole deal before the opening lead.
THIRTEEN = (
    "rev=S atout=SA main=O cartes=N:AKQ2.AKQ2.AK2.A2 JT98.JT9.QJT.KQJ 7654.8765.543.43 3.43.9876.T98765"
)


def test_up_to_twelve_cards_a_count_gets_the_long_limit_and_thirteen_keeps_the_chats_one() -> None:
    assert LONG_CARDS == 12 and LONG_SECONDS >= 120
    assert count_seconds(read_claim(TEN), 30.0) == LONG_SECONDS
    assert count_seconds(read_claim(FOUR), 30.0) == LONG_SECONDS
    assert count_seconds(read_claim(THIRTEEN), 30.0) == 30.0
    assert count_seconds(read_claim(TEN), 300.0) == 300.0  # a longer limit given stays


def test_a_long_count_is_announced_in_french_with_the_directors_own_count_accepted() -> None:
    assert counting_notice(read_claim(FOUR), LONG_SECONDS) is None
    said = counting_notice(read_claim(TEN), LONG_SECONDS)
    assert said is not None
    assert said.startswith("Comptage en cours (10 cartes par main) : jusqu'à 2 minutes de calcul.")
    assert "votre nombre sera accepté" in said and "Loi 10A" in said
    assert "jusqu'à 30 secondes de calcul" in (counting_notice(read_claim(THIRTEEN), 30.0) or "")
