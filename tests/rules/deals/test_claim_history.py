"""Claims53 (issue 36 §3): a count is a function of its position alone, not of what the process counted
before. The cashing walk's memos (cashing._RUNS, _CASHES) change its answers past VISITS, so they changed
the search's nodes, hence the careful alternative's budget (count.py `_careful_nodes`): the chats' solver
process counts one claim after another. count_claim now empties them at its start and end."""

from __future__ import annotations

from rules.deals.count import ClaimCount, count_claim
from tests.rules.deals.random_positions import random_position


def _work(count: ClaimCount) -> tuple[int, int | None]:
    return count.unaware.nodes, None if count.aware is None else count.aware.nodes


def test_the_same_position_counted_twice_takes_the_same_search() -> None:
    claim = random_position(6, 19, True)  # before: 1,996 then 1,942 nodes, aware 1,086 then 1,448
    first = count_claim(claim, seconds=60)
    again = count_claim(claim, seconds=60)
    assert _work(first) == _work(again) == (1996, 1086)
    assert first == again


def test_a_count_after_another_is_the_count_alone() -> None:
    claim = random_position(6, 19, True)
    alone = count_claim(claim, seconds=60)
    count_claim(random_position(6, 18, True), seconds=60)
    assert _work(count_claim(claim, seconds=60)) == _work(alone)
