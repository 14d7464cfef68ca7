"""tester24 P2 (session 23): a winner is not squandered on a trick the side wins for sure when a smaller
card of the suit can go instead — East's ♣D under West's ♣R while drawing trumps, or West's ♣V led onto
East's lone ♣D. The note to Laws 70/71 admits careless or inferior play, not a winner thrown away (White
Book 8.70, as for a discarded one); 70D1: the stated « je tire les atouts » is played as a claimer draws
trumps, from the top of his side. A master to spare (the side keeps more than it needs) stays his choice:
throwing it may unblock (the high card of the short hand first)."""

from __future__ import annotations

from rules.deals.claim.counted import _items
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import card
from tests.rules.deals.reference import plain_minimum
from tests.rules.deals.test_claim_normal import _allowed  # one helper: the cards a rule allows, and its name

# tester24 P2, 6♣ by East at trick 4, « je tire les atouts »: West (dummy) has led the ♣R, North discarded.
# East ♣D9, West ♣V8 left, South ♣1073: the ♣D under the ♣R leaves ♣V8 opposite ♣9 and the ♣10 scores.
P2_TRICK_ONE = (
    "rev=E atout=♣ main=O jouees=♣R ♦10 cartes=N:DV10.R653.85. .AV72.AD76.D9 954.94.42.1073 .D108.RV93.V8"
)


def test_a_master_under_partners_sure_winner_is_kept_when_it_is_a_trick() -> None:
    assert _allowed(P2_TRICK_ONE) == (1 << card(3, 9), "ne gaspille pas un maître sur celui du partenaire")


def test_the_leader_may_crash_partners_lone_master_or_lead_towards_it() -> None:
    # West ♣V8 and the ♦A, East's lone ♣D, South ♣107 (and the ♦3), « atouts » still to draw: the ♣8 to the ♣D,
    # the ♦2 back to the ♦A and the ♣V draws the ♣10; the ♣V led from the top drops the ♣D and the ♣10 scores.
    # Both are normal (reviewer23 #11): the crash of the short hand's singleton is careless, not irrational (the
    # note to Laws 70/71; K4, BBO 36580), so both are tried and the worst counted.
    line = "rev=E atout=♣ main=O cartes=N:RD.R.. .A.2.D ..3.107 ..A.V8 ligne=atouts"
    assert _allowed(line) == (
        1 << card(3, 11) | 1 << card(3, 8),
        "atouts annoncés, au choix : par le haut ou vers le maître du partenaire",
    )


# The same suit one trick earlier, 4 cards a hand: West ♣RV8 ♦A, East ♣D9 ♥A ♦2, South ♣1073 ♦3, North
# ♠ARD ♥R. Drawing trumps (♣R, the ♣8 to the ♣D, the ♦2 to the ♦A, the ♣V) makes all 4, the double dummy; the
# ♣D thrown under the ♣R is not normal (rule 4, no master squandered), but the ♣V led from the top crashing it
# is careless, so normal (reviewer23 #11; K4): 3.
FOUR = "rev=E atout=♣ main=O cartes=N:ARD.R.. .A.2.D9 ..3.1073 ..A.RV8"


def test_drawing_trumps_stated_from_the_top_of_the_side() -> None:
    claim = read_claim(f"{FOUR} ligne=atouts")
    count = count_claim(claim)
    assert count.unaware.tricks == 3  # the statement draws them in both readings (70C1 not met)
    assert count.aware is not None and count.aware.tricks == 3
    assert count.double_dummy == 4
    assert plain_minimum(claim.position, claim.claimer, _items(claim), True) == 3


def test_drawing_trumps_without_a_statement() -> None:
    # 70C, aware: he draws them where the statement leaves the order open, from the top of the hand on lead:
    # the ♣V led crashing East's ♣D stays careless, so normal (reviewer23 #11): 3. Unaware he may cash West's ♦A
    # first (he foresees no ruff); East's way back is then gone, and both the ♣R onto the ♣D and the ♣8 to it
    # leave the ♣10 a trick: 3.
    claim = read_claim(FOUR)
    count = count_claim(claim)
    assert count.aware is not None and count.aware.tricks == 3
    assert count.unaware.tricks == 3
    assert plain_minimum(claim.position, claim.claimer, _items(claim), True) == 3
    assert plain_minimum(claim.position, claim.claimer, _items(claim), False) == 3


def test_no_small_card_towards_partners_master_without_a_way_back() -> None:
    # West ♣V8 alone, East's lone ♣D and the ♥A, South ♣107: nothing brings the lead back to West once
    # the ♣D has taken the trick, so the ♣8 towards it would strand the ♣V; the top card stays the lead.
    line = "rev=E atout=♣ main=O cartes=N:RD... .A..D ...107 ...V8 ligne=atouts"
    assert _allowed(line) == (1 << card(3, 11), "atouts annoncés")


def test_a_master_to_spare_may_unblock() -> None:
    # No trump: North has led the ♥A and keeps ♥DV, South ♥R5 against ♥109 and ♥3. The side keeps three
    # masters for two rounds: the ♥R under the ace costs nothing (North's ♥DV run), so the ♥R or the ♥5.
    line = "rev=S atout=SA main=N jouees=♥A ♥4 cartes=N:.DV.. .3.2. .R5..A 2.109.."
    assert _allowed(line)[0] == 1 << card(1, 13) | 1 << card(1, 5)


# The crossing to draw: East (no trump) on lead with ♥A ♦A7, West ♣8 ♦R3, North ♣3 ♦5 ♠D (void in hearts),
# South ♥5 ♦42. « Atouts »: the ♦7 to West's ♦R, the ♣8 draws the ♣3, the ♦3 back to the ♦A, the ♥A: 3, the
# double dummy. West letting the ♦7 hold (his ♦3 under it) is playing against the statement (68C, 70D1): East
# then cashes the ♦A and the ♥A that North ruffs (session 22's count: 2 unaware, 1 aware; no crossing was
# found, every East diamond being a master).
CROSSING = "rev=E atout=♣ main=E cartes=N:D..5.3 .A.A7. .5.42. ..R3.8"


def test_partner_takes_the_crossing_to_draw_the_trumps() -> None:
    line = "rev=E atout=♣ main=E jouees=♦7 ♦4 cartes=N:D..5.3 .A.A. .5.2. ..R3.8 ligne=atouts"
    assert _allowed(line) == (1 << card(2, 13), "prend la main pour tirer l'atout")
    claim = read_claim(f"{CROSSING} ligne=atouts")
    count = count_claim(claim)
    assert count.unaware.tricks == 3
    assert count.aware is not None and count.aware.tricks == 3
    assert count.double_dummy == 3
    assert plain_minimum(claim.position, claim.claimer, _items(claim), True) == 3


def test_the_crossing_aware_and_unaware_without_a_statement() -> None:
    # 70C aware: the same crossing, 3 (before: 1). Unaware he may cash the ♦A and lead the ♥A, ruffed: 2.
    claim = read_claim(CROSSING)
    count = count_claim(claim)
    assert count.aware is not None and count.aware.tricks == 3
    assert count.unaware.tricks == 2
    assert plain_minimum(claim.position, claim.claimer, _items(claim), True) == 3
