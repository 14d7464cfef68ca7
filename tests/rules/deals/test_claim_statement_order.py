"""Two readings of the claimer's stated order, settled in session 28 (claims48; issue 36 §1–§2). Each count
was worked out by hand on the cards below, trick by trick, before it was checked against Arbitre; the
reasons are in docs/deals-and-claims.md (« Ce qu'un arbitre peut juger autrement »).

(a) Two stated cards of one suit (`ligne=♠5 ♠7`). Each stated card is played by its hand at the first trick
it can legally go to (68C: the statement gives « the order in which the cards will be played »), so the ♠7
opposite the ♠5 goes on the ♠5's trick; the one exception is partner's card winning that trick for sure
(« ♣D ♣A » cashes both: two of his own winners on one trick is not a careless play, it throws a trick). The
order binds the cards it names, not the rest of the suit (played by the usual rules, the worst counted).
- SAME_TRICK (no trump, North on lead): N ♠5 ♦2; E ♠6 ♣2; S ♠A ♠7; W ♠R ♣3. `♠5 ♠7`: trick 1 N ♠5, E ♠6,
  S ♠7 as stated, W ♠R wins; trick 2 W ♣3 wins (S throws the ♠A). 0 tricks of 2. The ♠A on the ♠5 trick
  (then the ♠7) is a line the statement does not give and that does better (2, the double dummy): 70D1
  does not credit it, and the director who reads « ♠5 to the ace, then the ♠7 » types `♠5 ♠A ♠7`: 2.
- REST_FREE (no trump, South on lead): N ♠A ♠3 ♥2; E ♠D ♠V ♥3; S ♠R ♠7 ♠5; W ♠10 ♠9 ♠8. `♠5 ♠7`: trick 1
  S ♠5, W ♠10, N ♠A (third hand takes), E ♠D; trick 2 N ♠3 towards the stated ♠7, E ♠V, S ♠R (the ♠7
  would lose to the ♠V: a stated card is not sacrificed under a card that beats it while a master can take
  the trick), W ♠9; trick 3 S ♠7, W ♠8 wins. 2 tricks, the double dummy; `♠7 ♠5` gives 2 too.

(b) A conditional line (`ligne=♠ sinon ♥2 ♥D`): the fallback comes at the first show-out (70E1: the
opponent « failed to follow »), not after the stated suit's remaining winners. « Sinon » puts the fallback
in place of the rest of the suit (68C: the order stated); the rest stays his to play afterwards, by the
usual rules. Neither reading is always the worse for the claimer (70A), as the two positions show — so
70A does not choose between them, the words do; a director who reads « after the spades » types the plain
line, and Arbitre counts that.
- MASTERS_LEFT (no trump, South on lead): N ♠3 ♥A ♥D ♦2; E ♥R ♣4 ♣3 ♣2; S ♠A ♠R ♥2 ♦3; W ♠D ♠V ♥3 ♦A.
  `♠ sinon ♥2 ♥D`: trick 1 S ♠A, W ♠D, N ♠3, E ♣4 (the show-out); trick 2 S ♥2, W ♥3, N ♥D as stated,
  E ♥R; tricks 3–4 East's two clubs, South throwing the ♦3 then the ♠R. 1 trick. « After the spades »,
  typed `♠A ♠R ♥2 ♥D`: ♠A, ♠R (North throws the ♦2), then the finesse lost to the ♥R and East's club: 2.
  Here the switch at once is the worse reading.
- TRUMP_NEEDED (spades trumps, South on lead): N ♠D ♠3 ♦3 ♦2; E ♠V ♠10 ♠9 ♠8; S ♠A ♠R ♥2 ♣2; W ♥A ♥R
  ♥D ♣A. `atouts sinon coupe♥`: trick 1 S ♠A, W ♥A (the show-out), N ♠3, E ♠V; trick 2 S ♥2 towards the
  stated ruff, W ♥R, N ruffs with the ♠D, E ♠10 cannot overruff; trick 3 N ♦3, E ruffs with the ♠9, S
  overruffs with the ♠R; trick 4 S ♣2 to West's ♣A. 3 tricks, the double dummy. « After the trumps »,
  typed `♠A ♠R coupe♥`: the ♠R pulls dummy's ♠D, nothing is left to ruff with: 2. Here finishing the
  suit first is the worse reading — and it does the opposite of what the claimer said he would do.
"""

from __future__ import annotations

from rules.deals.claim.conditional import conditional_reading
from rules.deals.claim.reading import parse_statement
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import NO_TRUMP

SAME_TRICK = "rev=S atout=SA main=N cartes=N:5..2. 6...2 A7... K...3"
REST_FREE = "rev=S atout=SA main=S cartes=N:A3.2.. QJ.3.. K75... T98..."
MASTERS_LEFT = "rev=S atout=SA main=S cartes=N:3.AQ.2. .K..432 AK.2.3. QJ.3.A."
TRUMP_NEEDED = "rev=S atout=♠ main=S cartes=N:Q3..32. JT98... AK.2..2 .AKQ..A"


def counted(position: str, line: str) -> tuple[int, int | None]:
    count = count_claim(read_claim(f"{position} ligne={line}"))
    return count.unaware.tricks, count.double_dummy


def test_a_stated_card_goes_on_its_partners_stated_card_when_that_one_is_not_sure_to_win() -> None:
    assert counted(SAME_TRICK, "♠5 ♠7") == (0, 2)
    first = next(iter(count_claim(read_claim(f"{SAME_TRICK} ligne=♠5 ♠7")).unaware.lines()))
    assert "E ♠6, S ♠7 (carte annoncée), O ♠R → Ouest" in first
    # the other reading, typed by the director who retains it
    assert counted(SAME_TRICK, "♠5 ♠A ♠7") == (2, 2)


def test_the_order_of_two_stated_cards_binds_those_cards_only() -> None:
    assert counted(REST_FREE, "♠5 ♠7") == (2, 2)
    assert counted(REST_FREE, "♠7 ♠5") == (2, 2)
    lines = list(count_claim(read_claim(f"{REST_FREE} ligne=♠5 ♠7")).unaware.lines())
    assert lines[1].startswith("levée 2 : N ♠3 (vers la carte annoncée), E ♠V, S ♠R (troisième main prend)")


def test_the_fallback_comes_at_the_first_show_out_where_that_is_worse_for_the_claimer() -> None:
    assert counted(MASTERS_LEFT, "♠ sinon ♥2 ♥D") == (1, 4)
    assert counted(MASTERS_LEFT, "♠A ♠R ♥2 ♥D") == (2, 4)  # « after the spades », typed plainly


def test_the_fallback_comes_at_the_first_show_out_where_that_is_better_for_the_claimer() -> None:
    count = count_claim(read_claim(f"{TRUMP_NEEDED} ligne=atouts sinon coupe♥"))
    assert (count.unaware.tricks, count.double_dummy) == (3, 3)
    assert "N ♠D (coupe annoncée)" in list(count.unaware.lines())[1]
    assert counted(TRUMP_NEEDED, "♠A ♠R coupe♥")[0] == 2  # « after the trumps »: dummy's ♠D is drawn


def test_the_ruling_says_the_rest_of_the_suit_does_not_come_before_the_fallback() -> None:
    said = conditional_reading(parse_statement("♠ sinon ♥2 ♥D", NO_TRUMP))
    assert said is not None
    assert "à la place du reste de la couleur" in said
    assert "tape la ligne en clair" in said
    falls = conditional_reading(parse_statement("♠A si ♠R ne tombe pas ♥2 ♥D", NO_TRUMP))
    # a card that must fall: its part is played to its end, nothing « instead »
    assert falls is not None and "à la place du reste" not in falls
