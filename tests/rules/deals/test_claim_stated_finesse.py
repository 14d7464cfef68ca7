"""Issue 36 §1: a stated finesse card is played as stated (68C, 70D1) — also when partner's stated small
card is ahead only because second hand discarded (claims45's report, « Noticed » item 1).

« Two stated cards of one suit are two tricks » (« ♣D ♣A » cashes both: the second is not played over the
first) holds only when partner's card wins the trick for sure, no opponent still to play able to beat it.

The positions (no trump, South claims, North on lead, 3 cards each):
- FINESSE: N ♠3 ♠2 ♥3; E ♦6 ♦5 ♦4 (no heart); S ♥R ♥V ♦2; W ♥D ♣A ♣R. `ligne=♥3 ♥V`. By hand (70D1,
  the stated cards played as stated since they are legal): trick 1 N ♥3, E discards a ♦, S ♥V as stated,
  W ♥D wins; trick 2 W ♣A, trick 3 W ♣R. North-South make 0 of the 3 tricks. Main before this fix played
  the ♥R on the ♥3 (« troisième main prend »), caught West's singleton ♥D and counted 2.
- SURE (control): N ♠2 ♥D ♦A; E ♠R ♠D ♠V (no heart); S ♥A ♥2 ♣2; W ♥3 ♣A ♣R. `ligne=♥D ♥A`. North's ♥D
  wins for sure (West, still to play, holds only the ♥3): South keeps his stated ♥A and plays the ♥2;
  trick 2 N ♦A; trick 3 N ♠2 to East's spade, South's ♥A stranded. 2 tricks, as before the fix (playing
  the ♥A over the ♥D would give 1: South then has only the ♥2 and ♣2 to lead, both to West).
- RUFF (claim-like 6 cards, seed 4 of bench/claims.py, trumps ♦): South leads his stated ♥10, West
  plays the ♥3, East is void in hearts with trumps. Only a ruff can beat the ♥10, and a ruff beats the ♥A
  too: still « two tricks », the stated ♥A is not put on it as a stated card. In the aware reading North
  plays it anyway by « troisième main prend » (East ruffs); the counts stay 3 and 3, as before the fix.
"""

from __future__ import annotations

from rules.deals.count import count_claim, read_claim

FINESSE = "rev=S atout=SA main=N cartes=N:32.3.. ..654. .KJ.2. .Q..AK ligne=♥3 ♥V"
RUFF = "rev=S atout=♦ main=S cartes=N:8.A5.AJ.Q 3..872.T5 K.JT..J96 T7.32.43. ligne=♥10 ♥A"
SURE = "rev=S atout=SA main=N cartes=N:2.Q.A. KQJ... .A2..2 .3..AK ligne=♥D ♥A"


def test_the_stated_finesse_card_goes_on_partners_card_that_fourth_hand_can_beat() -> None:
    count = count_claim(read_claim(FINESSE))
    assert count.unaware.tricks == 0
    first = next(iter(count.unaware.lines()))
    assert "S ♥V (carte annoncée)" in first and "O ♥D → Ouest" in first


def test_partners_stated_card_that_wins_for_sure_is_not_overtaken() -> None:
    count = count_claim(read_claim(SURE))
    assert count.unaware.tricks == 2
    first = next(iter(count.unaware.lines()))
    assert "S ♥2" in first and "→ Nord" in first


def test_a_ruff_fourth_hand_may_hold_does_not_make_the_stated_card_go_on_partners() -> None:
    count = count_claim(read_claim(RUFF))
    assert (count.unaware.tricks, count.aware.tricks) == (3, 3)
    first = next(iter(count.aware.lines()))
    assert "N ♥A (troisième main prend)" in first
