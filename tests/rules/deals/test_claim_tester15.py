"""tester15's V6 (session 14): the claimer judged aware of the outstanding trump (70C not met) who
names his winners in no order draws the trump first when the hand on lead holds a master trump —
it costs nothing and keeps the lead (70C, 70D1; the note to Laws 70/71: cashing side winners into
the ruff of a trump he knows is out and can draw at once is no normal line). The hand on lead is
the one on lead when the drawing's turn comes (after the stated ordered items). Otherwise his named
winners still come first (tester12 Y17: the dummy's ♠V is not master, drawing from it would give up
the only entry to the hearts — tests/rules/deals/test_claim_tester12.py).

V6: 4♠ by South, 5 cards left, South on lead. South ♠A ♥A-R-D ♣2, North ♠2 ♥3-2 ♦A ♣2, East ♠V ♥5
♦R-D-V, West ♥V-10-9 ♣4-3. « Mes cœurs sont maîtres et l'as de carreau » (`gagnants ♥A ♥R ♥D ♦A`),
aware: ♠A draws the ♠V, then the hearts and the ♦A: 5 (double dummy 5). Cashing ♥A ♥R first lets
East ruff the second heart: 4 — the count before this change. Unaware (70C met), the hearts may come
first and East ruffs: 4, unchanged."""

from __future__ import annotations

import pytest

from rules.deals.count import count_claim, read_claim

V6 = "rev=S atout=♠ cartes=N:2.32.A.2 J.5.KQJ. A.AKQ.2. .JT9..43"
SPADE_ACE = 12  # card numbers: suit * 13 + rank (2 = 0 … A = 12), ♠ = 0


def test_v6_aware_with_a_master_trump_on_lead_draws_it_first() -> None:
    count = count_claim(read_claim(f"{V6} main=S ligne=gagnants ♥A ♥R ♥D ♦A"))
    assert count.double_dummy == 5
    assert count.line(True).tricks == 5
    assert count.line(True).play[0].cards[0] == SPADE_ACE  # South leads the ♠A, the ♠V falls
    assert count.line(False).tricks == 4  # 70C met: the hearts first, East ruffs (unchanged)


def test_v6_winners_named_after_a_stated_card_wait_for_the_drawing() -> None:
    # « ♥A, then my winners »: the stated ♥A first (68C), then the trump, then the rest.
    count = count_claim(read_claim(f"{V6} main=S ligne=♥A gagnants ♥R ♥D ♦A"))
    assert count.line(True).tricks == 5
    assert count.line(True).play[1].cards[0] == SPADE_ACE


def test_v6_an_order_said_with_puis_binds_the_aware_claimer() -> None:
    # « ♥A ♥R, then ♥D ♦A »: the hearts come first as said (68C, 70D1), East ruffs the ♥R: 4.
    count = count_claim(read_claim(f"{V6} main=S ligne=gagnants ♥A ♥R puis ♥D ♦A"))
    assert count.line(True).tricks == 4


@pytest.mark.parametrize("line", ["gagnants ♥A ♥R ♥D ♦A", "♥A gagnants ♥R ♥D ♦A"])
def test_v6_the_dummy_on_lead_without_a_master_trump_cashes_a_winner_first(line: str) -> None:
    # North on lead holds the ♠2 only (East's ♠V beats it): no drawing from there, a named winner
    # first (the Y17 rule) — the ♦A, or a heart to South's stated ♥A; once South is on lead with the
    # master ♠A, he draws before the rest of his winners. 5.
    count = count_claim(read_claim(f"{V6} main=N ligne={line}"))
    assert count.line(True).tricks == 5
    assert count.line(True).play[0].cards[0] // 13 != 0  # North does not lead his ♠2
    assert any(trick.cards[0] == SPADE_ACE for trick in count.line(True).play)  # led, not ruffing


def test_v6_without_a_statement_the_aware_claimer_draws_first_as_before() -> None:
    count = count_claim(read_claim(f"{V6} main=S"))
    assert count.line(True).play[0].cards[0] == SPADE_ACE
