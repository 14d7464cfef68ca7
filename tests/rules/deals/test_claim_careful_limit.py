"""The careful alternative's limit (rules/deals/count.py, the lead's decision of session 27): a node
budget only, so that the same position always gives the same warning, whatever the machine's load;
the CPU time is a last-resort safety, and when it stops the search the warning says so in French."""

from __future__ import annotations

import time

import pytest

from rules.deals.claim.careless import CAREFUL
from rules.deals.count import ClaimCount, count_claim, read_claim
from tests.rules.deals.test_claim_careless import CHAINED

# bench/claims.py's random 10-card position, seed 4 (position(10, 4)): the unaware line chains 8 choices
# 2 tricks under the double dummy; its alternative (1 trick, as the strict count) takes 14,617 nodes,
# about 1 s of CPU here — past the old 3-second limit on a machine 4 times slower.
TEN_CARDS = "rev=S atout=♥ main=N cartes=N:84.Q986.43.T4 T.AKJ3.92.532 Q.75.QT5.9876 7653.T.A8.AQJ"

NOT_TO_THE_END = f"au plus {CAREFUL} négligences n'a pas été cherchée jusqu'au bout"


def _slower(factor: float) -> object:
    """A CPU clock running `factor` times faster than the real one: the machine as if it were slower."""
    return lambda: time.thread_time() * factor


def test_the_same_ten_card_position_gives_the_same_warning_on_a_slower_machine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import rules.deals.claim.budget as budget
    import rules.deals.count as counting

    claim = read_claim(TEN_CARDS)
    count = count_claim(claim)
    note = count.careless_note(False)
    assert count.careful_unaware is not None and count.careful_unaware.tricks == 1
    assert note is not None and f"pas plus de {CAREFUL} négligences" in note
    # Four times slower (a loaded machine): the node budget, not the clock, decides — the same text
    monkeypatch.setattr(budget, "clock", _slower(4))
    monkeypatch.setattr(counting, "clock", _slower(4))
    slow = count_claim(claim)
    assert slow.careful_unaware == count.careful_unaware and slow.careful_stopped == (False, False)
    assert slow.careless_note(False) == note and slow.careless_note(True) == count.careless_note(True)


def test_the_time_safety_says_the_alternative_was_not_sought_to_the_end() -> None:
    found = count_claim(read_claim(CHAINED))
    assert found.careful_unaware is not None and found.careful_stopped == (False, False)
    stopped = count_claim(read_claim(CHAINED), careful_seconds=0)  # the safety spent before it starts
    assert stopped.careful_unaware is None and stopped.careful_stopped == (True, False)
    assert stopped.unaware == found.unaware  # the count the director confirms never depends on it
    note = stopped.careless_note(False)
    assert note is not None and NOT_TO_THE_END in note and "n'a pas été comptée" not in note
    # kept with the stored count (a count stored before claims44 has no such field: not stopped)
    assert ClaimCount.from_json(stopped.to_json()).careless_note(False) == note
    old = stopped.to_json().replace(', "careful_stopped": [true, false]', "")
    assert "careful_stopped" not in old
    assert NOT_TO_THE_END not in (ClaimCount.from_json(old).careless_note(False) or "")


def test_the_budget_in_nodes_is_capped_below_the_time_safety() -> None:
    """The cap is what a careful node costs at most here (about 120 µs) times CAREFUL_NODES, well under
    CAREFUL_SECONDS: on an ordinary load the budget ends the search, never the clock."""
    import rules.deals.count as counting
    from rules.deals.claim.line import Line

    huge = Line(0, (), 10 * counting.CAREFUL_SHARE * counting.CAREFUL_NODES)
    assert counting._careful_nodes(huge, None) == counting.CAREFUL_NODES
    assert counting.CAREFUL_NODES * 120e-6 * 2 <= counting.CAREFUL_SECONDS


def test_the_alternative_stops_before_the_callers_own_limit_so_the_count_is_kept() -> None:
    """The chats' solver process is killed at its CPU limit (bot/incidents/claim_count.py): the alternative
    stops CAREFUL_MARGIN before it, so that a strict count found late is returned, not lost with it."""
    import rules.deals.count as counting

    found = count_claim(read_claim(CHAINED))
    late = count_claim(read_claim(CHAINED), stopped_after=counting.CAREFUL_MARGIN)  # no time left for it
    assert late.unaware == found.unaware and late.aware == found.aware
    assert late.careful_unaware is None and late.careful_stopped[0]
    assert NOT_TO_THE_END in (late.careless_note(False) or "")
    roomy = count_claim(read_claim(CHAINED), stopped_after=60.0)  # an ordinary count: nothing changes
    assert roomy.careful_unaware == found.careful_unaware and roomy.careful_stopped == (False, False)
