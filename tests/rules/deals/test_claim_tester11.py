"""tester11's wrong counts (session 10), through the rules API. Counts checked by hand against
Laws 70A (doubt against the claimer), 70D1 (the statement binds) and 70E of the 2017 text.

- X8: South ♠A-R-D-2 ♥A claims the rest at notrump, East's ♠V forgotten. A claimer who forgot the
  ♠V runs his spades from the top, the ♠2 included, in any order with the ♥A: East takes the ♠2,
  cashes the ♦A, and the ♥A is discarded. 3 of 5 (« ligne=♠ » gave 3 already: saying less must
  not earn a trick).
- X14 / X1: the dummy no longer leads the ♦2 from ♦V-2 while the ♦V is master and the opponents
  keep several diamonds; a stated « défausse♣ sur ♦ » is not spent by a club thrown on a heart."""

from __future__ import annotations

from rules.deals.claim.normal import MASTER_FIRST, NormalPlay
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import card

X8 = "rev=S atout=SA main=S cartes=N:543.2.2. JT98..A. AKQ2.A.. .KQJT.K."
X14 = (
    "rev=S atout=♠ main=O cartes=N:KQ3.A54.KQJ2.765 764.JT98.T98.KQJ AJT98.KQ2.A3.A43 "
    "52.763.7654.T982 levees=♣T ♣5 ♣V ♣A ♠A ♠2 ♠3 ♠4 ligne=atouts"
)
X1 = (
    "rev=S atout=♠ main=O cartes=N:KQ3.A54.KQJ2.765 764.JT98.T98.KQJ AJT98.KQ2.A3.A43 "
    "52.763.7654.T982 levees=♣T ♣5 ♣V ♣A ♠A ♠2 ♠3 ♠4 ♠8 ♠5 ♠R ♠6 ♦R ♦8 ♦3 ♦4 "
    "ligne=atouts défausse♣ sur ♦"
)


def test_x8_a_forgotten_small_spade_is_run_from_the_top_before_the_heart_ace() -> None:
    count = count_claim(read_claim(X8))
    assert count.unaware.tricks == 3
    assert count.double_dummy == 4
    # Saying less never earns a trick: the stated suit gives the same count.
    assert count_claim(read_claim(X8 + " ligne=♠")).unaware.tricks == 3
    led = [trick.cards[0] for trick in count.unaware.play if trick.leader == 2]
    assert card(0, 2) in led  # the ♠2 led as a winner, East's ♠V takes it


def test_x8_the_small_card_of_a_suit_never_run_is_no_winner_before_an_ace() -> None:
    # ♠A and ♦3, West's ♦4 the only diamond out: the ♦3 was never part of a suit South could run
    # from the top; leading it before the ♠A gives up the lead with a loser (rule 3c): 1.
    claim = read_claim("rev=S atout=SA main=S cartes=N:3..2. 2.2.. A..3. ..4.2")
    assert count_claim(claim).unaware.tricks == 1


def _dummy_leads_small_before_master_jack(play: tuple[object, ...]) -> bool:
    jack_gone = False
    for trick in play:
        cards = trick.cards  # type: ignore[attr-defined]
        leader = trick.leader  # type: ignore[attr-defined]
        if leader == 0 and cards[0] == card(2, 2) and not jack_gone:
            return True
        jack_gone = jack_gone or card(2, 11) in cards
    return False


def test_x14_the_dummy_cashes_its_master_jack_before_the_two() -> None:
    count = count_claim(read_claim(X14))
    for line in (count.unaware, count.aware):
        assert line is not None
        assert not _dummy_leads_small_before_master_jack(line.play)


def test_a_master_jack_goes_before_the_small_card_when_two_cards_are_out() -> None:
    # Nord ♦V2 ♣A, East ♦10 9, West ♦8 7: the ♦2 first is not normal, the ♦V is « maître d'abord ».
    claim = read_claim("rev=N atout=SA main=N cartes=N:..J2.A .Q.T9. .KJ.3. ..87.K")
    p = claim.position
    rules = NormalPlay(p, claim.claimer, claim.statement, False)
    allowed = rules.allowed(p.hands, p.leader, p.played, rules.start())
    assert allowed.cards == 1 << card(2, 11) | 1 << card(3, 14)
    assert allowed.rule == MASTER_FIRST


def test_x1_a_stated_discard_on_diamonds_is_not_spent_on_a_heart() -> None:
    claim = read_claim(X1)
    p = claim.position
    rules = NormalPlay(p, claim.claimer, claim.statement, True)
    discard = next(i for i, (kind, _, _) in enumerate(rules.standing) if kind == "discard")
    # The trumps drawn (« atouts », said first): the line has reached the discard.
    start = rules.start()
    progress = (rules.standing_at[discard], start[1], start[2])
    # East leads a heart, South ruffs, West follows, North throws the ♣6: not « sur ♦ ».
    trick = (card(1, 8), card(0, 9), card(1, 3))
    after = rules.after(p.hands, 1, trick, progress, card(3, 6))
    assert not after[1] >> discard & 1
    # The same club on a diamond trick spends it.
    trick = (card(2, 9), card(2, 14), card(2, 5))
    after = rules.after(p.hands, 1, trick, progress, card(3, 6))
    assert after[1] >> discard & 1
    # Not before « atouts » is done (East still holds the ♠7): the statement's order (68C, 70D1;
    # tester16 T10, « atouts ♦3 défausse♣ »).
    after = rules.after(p.hands, 1, trick, start, card(3, 6))
    assert start[0] < rules.standing_at[discard] and not after[1] >> discard & 1
