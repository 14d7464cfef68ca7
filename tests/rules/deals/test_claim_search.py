"""The model of « jeu normal » (rules/deals/claim/search.py), one rule at a time, each with the position
that shows it: what a claimer's side may do (careless, inferior) and what it may not (irrational)."""

from __future__ import annotations

import pytest

from rules.deals.claim.reading import parse_statement
from rules.deals.claim.search import ClaimTooLong, normal_minimum
from rules.deals.count import ClaimCount, count_claim, read_claim
from rules.deals.layout import PositionError


def tricks(line: str, aware: bool = False) -> int:
    claim = read_claim(line)
    return normal_minimum(claim.position, claim.claimer, claim.statement, aware).tricks


def test_a_hand_with_winners_to_cash_does_not_give_up_the_lead_with_a_loser_first() -> None:
    # South ♠A ♥AR ♣4 at spades: the club is not led before the winners (published: a declarer
    # in hand with master spades does not lead a losing diamond first); West's diamond is lost.
    assert tricks("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5") == 3


def test_a_winner_is_not_discarded_while_a_loser_or_a_trump_is_left() -> None:
    # Rule 1: East ruffs a winner with the last trump, then leads a diamond: South ruffs with his
    # master trump rather than throw his master spade (White Book 8.70.4 (a)): one trick lost.
    assert tricks("rev=S atout=♥ main=S cartes=N:2..2.32 3.2.KQ. AK.9..A Q..A.KQ") == 3


def test_the_king_is_not_played_under_the_ace_and_a_master_takes_the_trick() -> None:
    # Rule 2: East's ♣K behind dummy's ♣ADV stays; South's ♠A takes the trick East is winning.
    assert tricks("rev=E atout=♥ main=S jouees=♣5 ♣4 cartes=N:.65..AQJ K..QJ.K3 .432..6 AQ..98.") == 1
    assert tricks("rev=S atout=SA main=N cartes=N:32... K4... AQ... ..32.") == 1


def test_a_stated_card_is_played_in_its_turn_but_not_under_a_covering_king() -> None:
    assert tricks("rev=S atout=SA main=N cartes=N:32... K4... AQ... ..32. ligne=♠2 ♠D") == 2
    assert (
        tricks("rev=S atout=SA main=N cartes=N:32... 4...2 AQ... K..2. ligne=♠2 ♠D") == 0
    )  # the king behind


def test_a_suit_holding_the_ace_is_led_from_the_top_but_not_one_without_it() -> None:
    assert tricks("rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ..") == 3
    assert tricks("rev=S atout=SA main=S cartes=N:..AKQ. ...432 754... 6..J2.") == 2


def test_a_claimer_aware_of_the_trump_draws_it_first() -> None:
    line = "rev=S atout=♠ main=S cartes=N:..32.32 .QJ..QJ AK.AK.. J2..QJ."
    # Unaware: a heart is ruffed; having seen Ouest's trump, he draws the other (70C, normal.py).
    assert tricks(line, aware=False) == 3
    assert tricks(line, aware=True) == 4


def test_the_statement_reads_cards_suits_and_trumps() -> None:
    assert parse_statement("♠A, ♥R puis atouts ; les cœurs", 0) == (
        ("card", 12),
        ("card", 24),
        ("trumps", -1),
        ("suit", 1),
    )
    assert parse_statement("aucune", 4) == ()
    with pytest.raises(PositionError, match="sans-atout"):
        parse_statement("atouts", 4)


def test_the_tricks_played_are_replayed_and_the_tricks_won_counted() -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    claim = read_claim(f"rev=S atout=SA main=O cartes={deal} levees=♥2 ♥A ♥9 ♥6 ♠A ♠7 ♠6 ♠2 ♠K")
    assert claim.won_before == 2 and claim.position.tricks_left == 11 and len(claim.position.played) == 1
    # Tester4 F13: East's ♠10 on a heart while he holds three is a revoke that happened, not a typo to
    # refuse: the trick stands as played (63B), counted as won by North; the transfer is ruled apart (64A).
    revoked = read_claim(f"rev=S atout=SA main=O cartes={deal} levees=♥2 ♥A ♠T ♥6 ♠A ♠9")
    assert revoked.won_before == 1 and revoked.shown_out == 0  # a revoke is no show-out (70E1)
    assert revoked.revokes == (
        "Renonce d'Est à la levée 1 : le ♠10 sur ♥2, alors qu'il pouvait fournir. Les levées sont comptées "
        "comme jouées.",
    )  # what the Renonce topic does with it is said once, below the revokes (REVOKE_APART, tester7 T3)
    assert claim.revokes == ()
    with pytest.raises(PositionError, match="pas \\(ou plus\\) dans la main"):
        read_claim(f"rev=S atout=SA main=O cartes={deal} levees=♥2 ♥2")


def test_a_search_past_its_budget_stops_with_a_french_message() -> None:
    claim = read_claim("rev=S atout=SA main=S cartes=N:AK.5..Q 32.4..2 QJ..A.3 54.A..4")
    with pytest.raises(ClaimTooLong, match="comptez les levées vous-même"):
        count_claim(claim, budget=3)


def test_the_count_is_stored_and_read_back_unchanged() -> None:
    count = count_claim(read_claim("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5 ligne=♥A"))
    assert ClaimCount.from_json(count.to_json()) == count
    assert count.outstanding == (13 * 0 + 0,) and count.master == ()


def test_a_side_that_cannot_lose_the_lead_takes_the_rest_without_a_search() -> None:
    # Ten cards a hand, South on lead with nothing but winners, North unable to overtake: all ten
    # to North-South whatever anyone plays. The count and its line take under 200 nodes, where the
    # search through every discard of the defence takes about 40,000.
    deal = "N:T98.JT9.QJT98.T9 7654.8765.765.76 AKQJ.AKQ.AK.AKQJ 32.432.432.85432"
    tricks = "♥2 ♥9 ♥5 ♥A ♠A ♠2 ♠8 ♠4 ♣A ♣2 ♣9 ♣6"
    claim = read_claim(f"rev=S atout=SA main=O cartes={deal} levees={tricks}")
    assert claim.position.tricks_left == 10
    assert normal_minimum(claim.position, claim.claimer, budget=200).tricks == 10
    # East claiming: South, on lead, takes the rest on a line the defence may choose.
    claim = read_claim(f"rev=E atout=SA main=O cartes={deal} levees={tricks}")
    assert normal_minimum(claim.position, claim.claimer).tricks == 0


def test_a_trick_already_won_ends_a_search_for_fewer_tricks() -> None:
    # South leads the master ♠A: that trick is North-South's whatever the others play (the search
    # stops there when it only looks for a line with no trick), then West's ♦4 takes the last.
    claim = read_claim("rev=S atout=SA main=S cartes=N:3..2. 2.2.. A..3. ..4.2")
    assert normal_minimum(claim.position, claim.claimer).tricks == 1


def test_a_revoke_on_the_last_trick_before_the_other_sides_claim_is_corrected_not_counted() -> None:
    # tester12 Y14 (63A1, 63A3, 62A) : Est renonce à la levée 1 ; Sud revendique au début de la levée
    # 2, avant que le camp fautif y joue : la renonce n'est pas consommée, elle se corrige (carte
    # pénalisée) ; Arbitre ne compte pas les levées comme jouées. Consommée dès qu'Est ou Ouest joue à
    # la levée 2, ou quand c'est leur camp qui revendique.
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    with pytest.raises(PositionError, match=r"pas consommée.*62A.*Rien n.a été compté"):
        read_claim(f"rev=S atout=SA main=O cartes={deal} levees=♥2 ♥A ♠T ♥6 ♠A")
    assert read_claim(f"rev=S atout=SA main=O cartes={deal} levees=♥2 ♥A ♠T ♥6 ♠A ♠9").revokes
    assert read_claim(f"rev=E atout=SA main=O cartes={deal} levees=♥2 ♥A ♠T ♥6 ♠A").revokes


def test_the_decision_says_70c3_only_when_the_trump_takes_a_trick_on_the_line() -> None:
    # tester12 Y10 : 4♠, « les atouts sont tombés » alors qu'Est garde le ♠7. La lecture « a pu
    # l'oublier » compte 5 au lieu de 6, mais le ♠7 n'y fait aucune levée (le mort tire son ♠10 au
    # lieu du ♦V maître et reste sans entrée) : la décision ne dit pas « les trois conditions de la
    # Loi 70C sont réunies ».
    deal = "N:KT4.A65.KQJ3.762 765.QJT9.T98.KQJ AQJ98.K43.A2.A54 32.872.7654.T983"
    played = "♣10 ♣2 ♣V ♣A ♠A ♠2 ♠4 ♠5 ♠8 ♠3 ♠R ♠6 ♦R ♦8 ♦2 ♦4 ♦D ♦9 ♦A ♦5"
    count = count_claim(read_claim(f"rev=S atout=♠ main=O cartes={deal} levees={played}"))
    assert (count.unaware.tricks, count.aware and count.aware.tricks) == (5, 6)
    assert count.trump_could_win() and not count.trump_takes_a_trick()
    # The ♠R of Est ruffs the ♥A of a claimer who forgot it: there, it takes its trick.
    ruffed = count_claim(read_claim("rev=S atout=♠ main=S cartes=N:..AKQJ. K...543 A.AKQ.. .5432.."))
    assert (ruffed.unaware.tricks, ruffed.aware and ruffed.aware.tricks) == (3, 4)
    assert ruffed.trump_takes_a_trick()
