"""tester14 W3, W4 (HIGH): the trumps to draw next — stated (« je tire l'atout », 68C, 70D1) or the
claimer aware of the outstanding trump (70C) — and the hand on lead holds none while its partner
does: the normal lines give partner the lead to draw them, not the side winners led into the ruff of
the trump the claimer has just said he would draw (rules/deals/claim/stated.py, to_trumps)."""

from __future__ import annotations

import random

import pytest

from rules.deals.claim.stated import CROSSING, CROSSING_70C
from rules.deals.count import ClaimPosition, count_claim, read_claim
from rules.deals.layout import SUIT_MASK, Layout, card_text
from tests.rules.deals.reference import plain_minimum

# W3: deal 7 of docs/exemple-seance.pbn after five tricks, South in 4♥, the dummy on lead without a
# trump, East's ♥10 out; « je tire l'atout, les carreaux sont bons ».
W3 = "rev=S atout=♥ main=N cartes=N:2..KQJ4.Q86 KJT5.T.87.J 7.J98.A2.T7 Q98..T9653. ligne=atouts"
# W4: South in 4♠ at the 9th trick, « je coupe un cœur au mort puis je tire l'atout », West's ♠D out.
W4 = "rev=S atout=♠ main=S cartes=N:3..Q.AK3 .AK.J.QJ A.5.AK.2 Q.QJ.T9. ligne=coupe♥ puis atouts"
# Ours: the dummy on lead holds ♥2 ♣A ♣R and no trump; South's ♥A is the way to his ♠A; East, void
# in clubs, keeps the ♠D. Cashing a club first is leading into the ruff.
OURS = "rev=S atout=♠ main=N cartes=N:.2..AK Q.K.A. A.A..2 .QJ.K."


def first_card(line: object) -> tuple[str, str]:
    trick = line.play[0]  # type: ignore[attr-defined]
    return card_text(trick.cards[0]), trick.reasons[0]


def test_w3_the_dummy_without_trumps_crosses_to_draw_the_stated_trump() -> None:
    count = count_claim(read_claim(W3))
    assert count.double_dummy == 8
    assert count.aware is not None
    # ♦4 for South's ♦A, the ♥V draws the ♥10; no club into East's void before it. The tester expects
    # 8, « au pire 7, une négligence sur les ♦ bloqués ». The 7 was dummy, just reached by South's ♣7,
    # cashing the ♦V and crossing straight back with the ♣8 to South's ♣10, its ♦R-D stranded with no
    # way back: since session 22 (rule 3e, reached.py; claims34 Q1) the hand just reached cashes its
    # winners first — « too tortuous » to be normal (EBU TD forum 1407): 8, the double dummy.
    assert count.unaware.tricks == count.aware.tricks == 8
    for line in (count.unaware, count.aware):
        assert first_card(line) == ("♦4", CROSSING)
        assert "♥V (atouts annoncés)" in line.lines()[1]


def test_w4_after_the_stated_ruff_the_dummy_crosses_back_to_draw_the_trump() -> None:
    count = count_claim(read_claim(W4))
    assert count.double_dummy == 5
    assert count.aware is not None
    # ♥5 ruffed, the ♦D overtaken (South holds only ♦A-R above it), the ♠A draws the ♠D, the ♣2 to
    # dummy's ♣A-R: 5, as the director expects (4♠ made, not 4♠-2).
    assert count.unaware.tricks == count.aware.tricks == 5
    assert count.aware.lines()[1].startswith(f"levée 2 : N ♦D ({CROSSING})")


def test_knowing_the_trump_never_costs_the_claimer_a_trick_in_these_positions() -> None:
    # W4's sign of the bug: « au fait de l'atout » 3, « oublié » 4. The aware reading's lines are a
    # careful claimer's: here never fewer tricks than the unaware one.
    for text in (W3, W4, OURS, OURS + " ligne=atouts"):
        count = count_claim(read_claim(text))
        assert count.aware is not None
        assert count.aware.tricks >= count.unaware.tricks, text


def test_our_position_stated_or_70c_aware_crosses_unaware_may_cash_into_the_ruff() -> None:
    stated = count_claim(read_claim(OURS + " ligne=atouts"))
    assert (stated.unaware.tricks, stated.aware and stated.aware.tricks, stated.double_dummy) == (3, 3, 3)
    assert first_card(stated.unaware) == ("♥2", CROSSING)
    silent = count_claim(read_claim(OURS))
    assert silent.aware is not None
    # Aware (70C), no order stated: he draws the trump where the order is open, from South.
    assert silent.aware.tricks == 3 and first_card(silent.aware) == ("♥2", CROSSING_70C)
    # Unaware (he forgot the ♠D): the ♣A cashed and ruffed is a normal line (70C).
    assert silent.unaware.tricks == 2 and first_card(silent.unaware)[0] == "♣A"


def test_no_way_to_partner_leaves_the_lead_to_the_other_rules() -> None:
    # North holds only clubs, South none and no master North could lead under: no crossing exists;
    # the count is still made (the other rules choose North's lead), nothing refused.
    count = count_claim(read_claim("rev=S atout=♠ main=N cartes=N:...AKQ Q.K.A. A.A.2. .QJ.K. ligne=atouts"))
    assert count.aware is not None
    assert first_card(count.aware)[1] != CROSSING


def crossing_claim(seed: int) -> tuple[Layout, int, tuple[tuple[str, int], ...]]:
    """3 to 5 cards a hand, a trump contract, the defence holding a trump, the claimer's side on lead
    from a hand without trumps whose partner holds some; « atouts » stated every other time."""
    draw = random.Random(seed)
    while True:
        k = draw.choice((3, 4, 4, 5))
        hands = [0, 0, 0, 0]
        for i, c in enumerate(draw.sample(range(52), 4 * k)):
            hands[i % 4] |= 1 << c
        trump = draw.randrange(4)
        claimer = draw.randrange(4)
        side = claimer % 2
        leader = draw.choice((side, side + 2))
        mask = SUIT_MASK[trump]
        if hands[leader] & mask or not hands[(leader + 2) % 4] & mask:
            continue
        if (hands[1 - side] | hands[3 - side]) & mask:
            items = (("trumps", -1),) if draw.random() < 0.5 else ()
            return Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader), claimer, items


@pytest.mark.parametrize("seed", range(30))
def test_the_crossing_keeps_the_search_equal_to_the_plain_minimum(seed: int) -> None:
    # Where the aware claimer draws (70C) and the unaware one has seen a trump, both cross alike: the
    # shared table (search._reading, « seen ») stays exact. 400 seeds checked by hand at the change
    # (285 lines with a crossing, no difference).
    layout, claimer, items = crossing_claim(seed)
    count = count_claim(ClaimPosition(layout, claimer, items))
    assert count.unaware.tricks == plain_minimum(layout, claimer, items, False)
    assert count.aware is not None
    assert count.aware.tricks == plain_minimum(layout, claimer, items, True)
