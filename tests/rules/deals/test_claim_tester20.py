"""Tester20's claim findings P1, P3, P4 (round 5, session 19), each on a small position of our own whose
count is justified from the 2017 Laws 68C, 70A, 70D1 and the note to Laws 70/71 (careless or inferior
play is normal), with the EBU White Book 8.70.5 for a suit played from the top."""

from __future__ import annotations

from rules.deals.claim.line import ANY_OF_SUIT
from rules.deals.claim.reading import parse_statement
from rules.deals.count import count_claim, read_claim


def _count(line: str) -> int:
    return count_claim(read_claim(line)).unaware.tricks


# P1 — White Book 8.70.5's own counter-example: Sud holds ♠7-5-4, nothing opposite, Ouest a singleton
# ♠6; Nord's ♥R-D-V are never reached. « Je joue mes piques » (`ligne=♠`).
SEVEN_FIVE_FOUR = "rev=S atout=SA main=S cartes=N:.KQJ.. ...432 754... 6.32.. ligne=♠"


def test_p1_a_stated_suit_with_one_card_out_may_lose_a_trick_to_it() -> None:
    """The claimer who says he plays his spades believes them all good: he has forgotten the ♠6. Leading
    the 5 or the 4 first is then careless, not irrational — the White Book gives this very 7-5-4 with
    the 6 out as a trick lost by normal play — and 70A puts the doubt against him: 2 of 3, as without
    a line. Before: 3, the stated suit forced from the top whatever its spot cards."""
    assert _count(SEVEN_FIVE_FOUR) == 2
    assert _count(SEVEN_FIVE_FOUR.removesuffix(" ligne=♠")) == 2
    reasons = [
        why for trick in count_claim(read_claim(SEVEN_FIVE_FOUR)).unaware.play for why in trick.reasons
    ]
    assert "couleur annoncée, par le haut" not in reasons


def test_p1_with_two_cards_out_the_stated_suit_is_still_run_from_the_top() -> None:
    """Same suit, the opponents holding two spades (Ouest ♠6, Est ♠2): the claimer cannot think the suit
    solid, so he cashes it from the top (White Book 8.70.5; ACBL Laws Commission 2019, guideline 1):
    the ♠7 drops the ♠6 (Ouest's only spade) and the 5 and 4 are good, 3 of 3. A small spade first
    would lose to the 6: that is not the line he stated."""
    line = "rev=S atout=SA main=S cartes=N:.KQJ.. 2...43 754... 6.32.. ligne=♠"
    assert _count(line) == 3
    first = count_claim(read_claim(line)).unaware.play[0]
    assert first.reasons[0] == "couleur annoncée, par le haut"
    assert ANY_OF_SUIT != first.reasons[0]


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


# P18 — the ending of the Israel Seniors 7♠ (Rotem, August 2013; B01 of the published corpus): Ouest (dummy)
# ♦A-R-10-7-5 ♣10-8-4 on lead, Est ♠D-V-6 ♥D-10 ♦6 ♣A-6, Nord's ♠9 the trump out; « je joue les carreaux
# en défaussant mon trèfle » typed `♦ défausse♣`.
SUIT_THEN_DISCARD = (
    "rev=E atout=♠ main=O cartes=N:9..Q93.Q953 QJ6.QT.6.A6 ..J842.KJ72 ..AKT75.T84 ligne=♦ défausse♣"
)


def test_p18_a_discard_stated_after_a_suit_is_made_on_that_suit_in_both_readings() -> None:
    """« ♦ défausse♣ » says the club goes on the diamonds (68C, 70D1): on the ♦R, Est's ♣6. Before, the
    discard's place in the statement was reached only once the diamonds were over, so it never came; the
    claimer found aware of the trump (70C not met) then threw a heart on the ♦R and made 6, one fewer than
    the claimer who may have forgotten it — 70C only adds the forgetful lines, the aware count is never
    lower. Both readings now make 7, the published ruling (the ♠9 ruffs one heart: one down)."""
    count = count_claim(read_claim(SUIT_THEN_DISCARD))
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks) == (7, 7)
    assert "E ♣6 (défausse annoncée)" in count.aware.play[1].text()


# P2 — blml, 1 July 2006 (a case French directors debated; J. Rhind's answer): 3SA by Sud, Ouest on lead
# after six tricks, Sud leads the ♠8 « quatre levées de pique et j'ai la ♦D ». Piques 5-1: Est keeps ♠10-x.
BLML_DEAL = "N:AQJ95.A62.AK8.86 T7643.K4.J2.QJ97 K8.JT95.QT63.AKT 2.Q873.9754.5432"
BLML_PLAYED = "♣4 ♣6 ♣V ♣A ♥V ♥3 ♥2 ♥R ♣7 ♣R ♣2 ♣8 ♥10 ♥7 ♥6 ♥4 ♥5 ♥8 ♥A ♦2 ♠5 ♠3 ♠R ♠2 ♠8"


def test_p2_a_stated_line_far_below_the_double_dummy_is_pointed_out_too() -> None:
    """Typed as said (`ligne=♠ ♦D`), the spades are run from the top (68C, 70D1) and the fourth goes to
    Est's ♠10, who cashes his clubs: 4 of the 7, where the double dummy makes 7 (the ♦V drops). Following
    a stated line to the end without watching the opponents' cards is careless, hence normal (White Book
    8.70.9), so the count stays; but, as for a chain of careless choices (no line typed: 4 too, with the
    warning), whether players of this class would have gone on after Ouest showed out on the first spade
    is the director's judgement (70A, 70E1): the stated line's shortfall is said. Before: no word."""
    stated = count_claim(
        read_claim(f"rev=S atout=SA main=O cartes={BLML_DEAL} levees={BLML_PLAYED} ligne=♠ ♦D")
    )
    assert (stated.unaware.tricks, stated.double_dummy) == (4, 7)
    note = stated.careless_note(False)
    assert note is not None and note.startswith(
        "Attention : la ligne annoncée, suivie telle quelle, donne 3 levées"
    )
    unstated = count_claim(read_claim(f"rev=S atout=SA main=O cartes={BLML_DEAL} levees={BLML_PLAYED}"))
    chain = unstated.careless_note(False)
    assert (
        unstated.unaware.tricks == 4
        and chain is not None
        and chain.startswith("Attention : ce compte enchaîne")
    )


def test_p3_a_single_stated_discard_once_made_leaves_the_leads_free() -> None:
    """Reviewer19 item 2. Nord (dummy, on lead) ♥2 ♦A-R; Est ♦D-V ♣A; Sud ♥A ♣3-2; Ouest ♥R-D ♣R. « Défausse♣
    sur ♦R »: Sud, void in diamonds, throws a club on the ♦R — the one discard stated (68C), done. The
    statement says nothing more: Nord may then lead the ♥2 to the ♥A before cashing the ♦A (careless,
    hence normal), and Sud's other club goes to Est's ♣A — 2 of 3 (70A, 70D1: no better line than a normal
    one the statement leaves open). Read as « sur les ♦ » once the ♦R had gone, the ♦A was led « for the
    discard » and Sud threw his other club too: 3."""
    count = count_claim(
        read_claim("rev=S atout=SA main=N cartes=N:.2.AK. ..QJ.A .A..32 .KQ..K ligne=défausse♣ sur ♦R")
    )
    assert count.unaware.tricks == 2
    first = count.unaware.play[0].text()
    assert first.startswith("N ♦R") and "(défausse annoncée)" in first and "S ♣" in first


def test_a_discard_after_named_winners_ends_their_list() -> None:
    """Tester20 (P18's note): « gagnants ♦A ♦R défausse♣ » — the winners he named, and the club he said he
    throws — was refused (« Carte illisible après « gagnants » »). A ruff or a discard ends the named
    winners as « puis » does: the same items as « gagnants ♦A ♦R puis défausse♣ »."""
    said = parse_statement("gagnants ♦A ♦R défausse♣", 0)
    assert said == parse_statement("gagnants ♦A ♦R puis défausse♣", 0)
    assert [kind for kind, _ in said] == ["winner", "winner", "discard"]
    assert [kind for kind, _ in parse_statement("gagnants ♠A coupe♦", 0)] == ["winner", "ruff"]


def test_p18_on_a_small_position_the_discard_goes_on_the_suit_and_the_trump_is_drawn_after() -> None:
    """Ours. Nord (dummy, on lead) ♠A ♥3 ♦A-R; Est ♥D-V-10 ♣A; Sud ♠2 ♥A ♦2 ♣2; Ouest ♠R ♦V-10 ♣3; atout ♠.
    « Je joue les carreaux en défaussant mon trèfle » (`♦ défausse♣`). Aware of Ouest's ♠R (70C not met):
    ♦A, then ♦R with the ♣2 thrown as stated (68C, 70D1), the trump drawn where the order is left open
    (the ♠A drops the ♠R), ♥3 to the ♥A: 4, the double dummy. Having maybe forgotten it: the ♥3 may go
    before the ♠A and Ouest ruffs the ♥A (70C3): 3. Before, the discard never came on the diamonds and
    the aware line threw the ♥A on the ♦R (a suit it foresees ruffed): 3."""
    count = count_claim(
        read_claim("rev=S atout=♠ main=N cartes=N:A.3.AK. .QJT..A 2.A.2.2 K..JT.3 ligne=♦ défausse♣")
    )
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks, count.double_dummy) == (3, 4, 4)
    assert "S ♣2 (défausse annoncée)" in count.aware.play[1].text()
