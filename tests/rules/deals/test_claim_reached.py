"""Rule 3e (rules/deals/claim/reached.py), decided in session 22 on claims34's Q1: the hand the claimer's
line has just crossed to cashes its sure winners before crossing back to its partner, when nothing would
bring the lead back to it. A line « too tortuous » is not normal (the EBU laws team, EBU TD forum
discussion 1407: the any-order principle breaks down there; the note to Laws 70/71 admits careless and
inferior play, not switching back and forth). Kept narrow: a hand on lead at the claim has not been reached
(claims34's P7 stays 3). Each count checked by hand (the comments give the lines) and against the
exhaustive reference."""

from __future__ import annotations

import pytest

from rules.deals.claim.reached import CASHES_FIRST, REACHED, leading_back
from rules.deals.claim.search import _Search
from rules.deals.count import count_claim, read_claim
from tests.rules.deals.reference import plain_minimum

# P11b: South ♠A ♥2 ♦32, North ♠2 ♥AKQ, no heart outside. The ♥2 to the ♥A; North, just reached, cashes
# the ♥K and ♥Q (South throws his diamonds) before the ♠2 to the ♠A: 4. Before: the ♠2 straight back,
# the ♥K-Q stranded, 2 (with no « Attention » note). Double dummy 4.
P11B = "rev=S atout=SA main=S cartes=N:2.AKQ.. KQ..AK. A.2.32. J.J..AK"
# P21: North ♠3 ♥A ♣AKQ, South ♠A ♥2 ♦32 ♣2. The ♣2 to the ♣A; the ♣R (South may throw the ♥2, his
# way back to the ♥A); North, no way back, cashes the ♣D and the ♥A before the ♠3 to the ♠A: 5. Before,
# the ♠3 after the ♣R, the ♣D and ♥A stranded: 3. Double dummy 5.
P21 = "rev=S atout=SA main=S cartes=N:3.A..AKQ KQ.KQ.K. A.2.32.2 J.J.QJ.J"
# X2, hearts trumps, aware of East-West's trumps (70C): ♥A ♥R drop them, the ♦2 to the ♦A, North cashes
# the ♦R and ♦D (South throws two spades) before the ♠5 to the ♠A: 8. Before, the ♠5 after the ♦R, the ♦D
# stranded: 7. Double dummy 8.
X2 = "rev=S atout=♥ main=S cartes=N:54.32.AKQ.2 QJT.J9.JT9. AK32.AKQ.2. 9876.T.8.AK"
# P7 (the boundary): North on lead at the claim with ♣AK ♠32, South ♠AQ ♥AK: North was not reached by
# the line; the ♠3 to the ♠A at once, the clubs stranded, stays careless, hence normal: 3 (double dummy 4).
P7 = "rev=S atout=SA main=N cartes=N:32...AK K4...32 AQ.AK.. .QJ.KQ."
# P11: South ♠AK ♥2 ♦2, North ♠2 ♥AK ♦3. The line claims34 saw (♥2 to the ♥A, the ♠2 straight back, the
# ♥K stranded) is gone; what is left is South's own: ♠A, then the ♥2 to the ♥A and the ♥K, North's ♦3 lost,
# the ♠K stranded in the hand that was on lead at the claim — P7's family, careless (an order between the
# suits, left to the careless-play rules as the lead decided for H11): 3, not the 4 claims34 expected.
P11 = "rev=S atout=SA main=S cartes=N:2.AK.3. Q.Q.AK. AK.2.2. J.J..AK"


@pytest.mark.parametrize(
    ("text", "aware", "tricks"),
    [(P11B, False, 4), (P21, False, 5), (X2, True, 8), (P7, False, 3), (P11, False, 3)],
)
def test_the_hand_just_reached_cashes_its_winners_before_crossing_back(
    text: str, aware: bool, tricks: int
) -> None:
    claim = read_claim(text)
    count = count_claim(claim)
    line = count.aware if aware else count.unaware
    assert line is not None and line.tricks == tricks
    if claim.position.tricks_left <= 5:  # the exhaustive reference (X2's 8 cards: 9 s of it, left out)
        assert plain_minimum(claim.position, claim.claimer, (), aware) == tricks


def test_the_line_names_the_rule() -> None:
    line = count_claim(read_claim(P11B)).unaware
    assert [reason for trick in line.play for reason in trick.reasons].count(CASHES_FIRST) == 2


def _card(name: str) -> int:
    return "SHDC".index(name[0]) * 13 + "23456789TJQKA".index(name[1])


def _mask(*names: str) -> int:
    return sum(1 << _card(n) for n in names)


def test_a_way_back_leaves_the_choice_free() -> None:
    # North ♥KQ ♠2 just reached, South ♠A ♦2: no way back, the ♠2 waits for the hearts
    theirs = _mask("SK", "DA")
    assert leading_back(_mask("HK", "HQ", "S2"), _mask("SA", "D2"), theirs, _mask("HK", "HQ"), 0) == _mask(
        "S2"
    )
    # South keeps a heart under North's masters: he can come back, any order
    assert leading_back(_mask("HK", "HQ", "S2"), _mask("SA", "H3"), theirs, _mask("HK", "HQ"), 0) == 0
    # no winner of its own left to abandon: nothing to keep
    assert leading_back(_mask("S2", "D3"), _mask("SA", "D2"), theirs, 0, 0) == 0


def test_the_crossing_is_part_of_the_state_the_memo_keys() -> None:
    """The bit is set at the end of the trick both where the statement is read (NormalPlay.after) and where
    the search skips it once the statement is spent (_Search.advance, and `within` inline): the memo key
    carries it, so a state just reached is never given the value of the same cards not reached."""
    claim = read_claim(P11B)
    search = _Search(claim.position, claim.claimer, (), False, 10_000)
    rules = search.rules
    hands = list(claim.position.hands)
    progress = rules.start()
    trick: tuple[int, ...] = ()
    for seat, name in ((2, "H2"), (3, "HJ"), (0, "HA"), (1, "SK")):  # South leads, North wins
        by_rules = rules.after(tuple(hands), 2, trick, progress, _card(name))
        by_search = search.advance(hands, 2, trick, progress, _card(name))
        assert by_rules == by_search
        progress = by_rules
        hands[seat] &= ~(1 << _card(name))
        trick = (*trick, _card(name))
    assert progress[2] & REACHED
    everything = hands[0] | hands[1] | hands[2] | hands[3]
    assert rules.key(progress, everything) != rules.key(
        (progress[0], progress[1], progress[2] & ~REACHED), everything
    )
    assert search.key_of(hands, 0, progress) != search.key_of(hands, 0, (progress[0], progress[1], 0))
    reached = rules.allowed(tuple(hands), 0, (), progress)
    assert (reached.cards, reached.rule) == (_mask("HK", "HQ"), CASHES_FIRST)
    # the same cards, North on lead at the claim (P7's case): any card
    assert rules.allowed(tuple(hands), 0, (), (progress[0], progress[1], 0)).cards == hands[0]
