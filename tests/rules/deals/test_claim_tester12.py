"""tester12's wrong counts of a stated line (session 11), through the rules API and the CLI. Counts
checked by hand against Laws 68C and 70D1 of the 2017 text (the statement binds, its order too) and
70A (doubt against the claimer where the statement leaves a choice).

- Y17: the dummy holds ♠V ♥A-R-D, South ♠A-R ♣3-2, East ♠D ♥V-9-8. « Je tire les trois cœurs du mort
  (je défausse mes trèfles), puis les atouts » (`gagnants ♥A ♥R ♥D puis atouts`): the hearts first,
  South throws his clubs, then ♠A-R: 4 of 4. The trumps were drawn first from the dummy (♠V), leaving
  no entry to the hearts: 3 — a line the claimer excluded.
- Y1: 6♥ by South after four tricks; « je remonte en main par le 9 de cœur pour mon 10, je coupe
  mon dernier pique au mort, je tire les atouts » (`♥9 ♥10 coupe♠ atouts`): the ♥10 overtakes the
  ♥9, the ♠6 is ruffed with the ♥D, trumps drawn: 8 of 9 (12 in all, 6♥ made). Kept for a trick of
  its own, the ♥10 could only fall under the dummy's ♥D: it was played so, and a spade was lost (7)."""

from __future__ import annotations

import pytest

from rules.deals.count import count_claim, read_claim

Y17 = "rev=S atout=♠ main=N cartes=N:J.AKQ.. Q.J98.. AK...32 ..AKQ.A"
Y1_DEAL = "N:7.Q98.AK654.8765 KQJ4.654.QJ9.QJ3 A65.AKJT7.73.AK2 T9832.32.T82.T94"
Y1 = f"rev=S atout=♥ main=O cartes={Y1_DEAL} levees=♣10 ♣5 ♣V ♣A ♠A ♠2 ♠7 ♠4 ♠5 ♠3 ♥8 ♠V ♦A ♦9 ♦3 ♦2"


@pytest.mark.parametrize(
    "line", ["gagnants ♥A ♥R ♥D puis atouts", "gagnants ♥A ♥R ♥D puis ♠A ♠R", "♥A ♥R ♥D atouts"]
)
@pytest.mark.parametrize("aware", [True, False])
def test_y17_winners_named_before_puis_are_cashed_first(line: str, aware: bool) -> None:
    count = count_claim(read_claim(f"{Y17} ligne={line}"))
    assert count.line(aware).tricks == 4
    first = count.line(aware).play[0]
    assert first.cards[0] // 13 == 1  # the dummy leads a heart, not the ♠V


def test_y17_winners_alone_come_before_the_aware_drawing_of_trumps() -> None:
    # 70C aware: trumps where the statement leaves the order open — after the items it states.
    count = count_claim(read_claim(f"{Y17} ligne=gagnants ♥A ♥R ♥D"))
    assert count.line(True).tricks == 4


def test_y17_the_winners_order_among_themselves_stays_open() -> None:
    # ♥A ♥R named, the ♠V still first in the dummy's hand is no named winner: unchanged rules apply
    # after them; what is named is cashed first.
    count = count_claim(read_claim(f"{Y17} ligne=gagnants ♥A ♥R puis atouts"))
    assert [t.cards[0] for t in count.line(True).play[:2]] and all(
        t.cards[0] // 13 == 1 for t in count.line(True).play[:2]
    )


@pytest.mark.parametrize("line", ["♥9 ♥10 coupe♠ atouts", "♥9 surprend coupe♠ atouts"])
def test_y1_the_stated_ten_overtakes_the_nine_when_it_could_only_crash_later(line: str) -> None:
    count = count_claim(read_claim(f"{Y1} ligne={line}"))
    assert count.line(True).tricks == 8
    first = count.line(True).play[0]
    assert first.winner == 2  # South's ♥10 took the ♥9: South on lead for the stated ruff


def test_y1_two_stated_masters_in_two_hands_stay_two_tricks() -> None:
    # « ♣D, ♣A » with a small club left beside the ♣D: two tricks, not the ace on the queen (which
    # would leave East's ♣V to beat the ♣3 at the end: 2).
    line = "rev=S atout=SA main=N cartes=N:..2.Q3 ..5.JT ..A.A2 ..KQJ. ligne=♣D ♣A"
    count = count_claim(read_claim(line))
    assert count.double_dummy == 3
    assert count.line(False).tricks == 3
    assert count.line(False).play[0].winner == 0  # North's ♣D holds the first trick
