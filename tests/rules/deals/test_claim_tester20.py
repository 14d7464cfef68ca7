"""Tester20's claim findings P3, P4 (round 5, session 19), each on a small position of our own whose
count is justified from the 2017 Laws 68C, 70A, 70D1 and the note to Laws 70/71 (careless or inferior
play is normal), with the EBU White Book 8.70.5 for a suit played from the top."""

from __future__ import annotations

from rules.deals.count import count_claim, read_claim


def _count(line: str) -> int:
    return count_claim(read_claim(line)).unaware.tricks


# P3 — « je défausse mon trèfle sur les gros carreaux », typed on the ♦R while Sud, who discards, still
# holds a diamond. Nord (dummy, on lead) ♥3 ♦A-R; Est ♦D-V ♣A; Sud ♥A ♦6 ♣2; Ouest ♥R-D ♣R. Sans-atout.
DISCARD_ON_KING = "rev=S atout=SA main=N cartes=N:.3.AK. ..QJ.A .A.6.2 .KQ..K ligne=défausse♣ sur ♦R"


def test_p3_a_stated_discard_its_card_could_not_carry_waits_for_the_next_winner_of_that_suit() -> None:
    """On the ♦R Sud must follow with the ♦6 (Law 44C), so the discard he stated is made on the next
    diamond Nord wins, the ♦A (68C, 70D1: the statement binds whenever it can be played): ♦R, ♦A (the ♣2
    thrown), then ♥3 to Sud's ♥A — all 3 tricks, the double dummy too. Before: the stated discard was
    dropped in silence once the ♦R had gone, and the line could give up the lead with the ♥3 at once,
    Sud cashing the ♥A and leading the ♣2 to Est's ♣A: 2."""
    count = count_claim(read_claim(DISCARD_ON_KING))
    assert count.unaware.tricks == 3 == count.double_dummy
    second = count.unaware.play[1]
    assert second.reasons[0] == "gagnant pour la défausse annoncée"
    assert "défausse annoncée" in second.reasons


# P4 — « ♦A, puis ♦R, sur lequel je défausse mon trèfle »: Nord (dummy, on lead) ♥3 ♦A-R-5; Est ♦D ♣A-4-3;
# Sud ♥A-2 ♦6 ♣2; Ouest ♥R-D ♦V ♣R. Once the ♦D and ♦V have fallen on the ♦A, the ♦R and the ♦5 are
# equal cards.
STATED_ORDER = "rev=S atout=SA main=N cartes=N:.3.AK5. ..Q.A43 .A2.6.2 .KQ.J.K ligne=♦A ♦R défausse♣ sur ♦R"


def test_p4_the_stated_order_plays_the_stated_card_not_an_equal_smaller_one() -> None:
    """The statement names the ♦R for the second trick and the club discard on it (68C, 70D1: the order
    stated binds): trick 2 is the ♦R, Sud throwing his ♣2 there. Before: the ♦R, kept for the stated
    discard, made way for the ♦5, a small card the line printed as « carte annoncée » although nobody
    stated it. The count: after ♦A and ♦R, Nord may lead the ♥3 before his good ♦5 (careless, hence
    normal): Sud's ♥A wins and his ♥2 is left to lose, 3 of 4 (the double dummy 4)."""
    count = count_claim(read_claim(STATED_ORDER))
    assert (count.unaware.tricks, count.double_dummy) == (3, 4)
    second = count.unaware.play[1]
    assert second.text().startswith("N ♦R (carte annoncée)")
    assert second.reasons[2] == "défausse annoncée" and "S ♣2 (défausse annoncée)" in second.text()
