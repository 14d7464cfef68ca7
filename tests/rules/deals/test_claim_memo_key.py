"""Reviewer21 #6: the search's memo told apart a stated card still held and the same card gone. South's ♦10-9
with the ♦9 stated: after South follows with the ♦9 while the item waits, and after he follows with the ♦10, the
run and the rank number were the same, so one state took the other's value — 5 where every normal line gives 4
(70A, 70D1). Checked against the exhaustive reference, both 70C readings. Since a5921489 (session 24) the claimer
who forgot the trump but saw an opponent's draws the rest after his stated items, as the aware one does: 4 in both
readings (the unaware reading's 5 was above the aware one's, which 70C never gives)."""

from __future__ import annotations

import pytest

from rules.deals.claim.reading import check_ruffs, parse_statement
from rules.deals.claim.search import normal_minimum
from rules.deals.layout import Layout
from tests.rules.deals.reference import plain_minimum

# N ♥QJ10 ♦KQ ♣A, E ♠43 ♥652 ♦4, S ♠8 ♥8 ♦109 ♣105, W ♠752 ♦72 ♣4; hearts trumps, South claims and leads.
HANDS = (2252005986795520, 268640262, 145161305194560, 2201237848105)
LINE = "♣10 ♥10 surprend défausse♣ ♦9 surprend"


@pytest.mark.parametrize(("aware", "tricks"), [(False, 4), (True, 4)])
def test_a_stated_card_gone_is_not_the_same_state_as_it_still_held(aware: bool, tricks: int) -> None:
    position = Layout(HANDS, 1, 2, ())
    items = parse_statement(LINE, 1)
    check_ruffs(position, 2, items)
    assert plain_minimum(position, 2, items, aware) == tricks
    assert normal_minimum(position, 2, items, aware).tricks == tricks
