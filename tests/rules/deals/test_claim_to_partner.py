"""claims39 R09 done as reviewer23 #15 proposed (session 24, claims41): the claimer whose statement plays
partner's cards next (named winners, a stated card or suit that partner alone holds, a master among them) does
not give the lead to the defence while a card reaches partner (68C, 70D1: playing against one's own statement
is no normal play). Only those leads go: cashing his own masters first, an honour he may think good, drawing
trumps, and the careless crash of partner's entry stay normal (note to Laws 70/71; K4, BBO 36580). A card of
the suit above partner's named winners is not « towards » them (tester12 Y1): the unblocking he did not state
stays his doubt (70A)."""

from __future__ import annotations

from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.stated import KEEPS_THE_LEAD
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import SUIT_MASK, card

# 3SA, 8 cards: South ♠AR ♥54 ♦A32 ♣A alone, the dummy ♠2 ♥A ♦4 ♣RDV109, the ♥A its only entry; « les
# trèfles du mort sont maîtres ». The claimer did not say he unblocks the ♣A: the ♥5 to the ♥A, the ♣R taken
# by the ♣A, the clubs stranded, South's ♠AR ♦A: 5 (claims39's count; the double dummy 8). Session 23: 4, South
# leading the ♦3 to the defence after his masters, against his statement.
R09 = "rev=S atout=SA main=S cartes=N:2.A.4.KQJT9 .QJT9.KQJT. AK.54.A32.A QJT9.K..876"


def _tricks(line: str) -> int:
    return count_claim(read_claim(line)).unaware.tricks


def test_the_dummys_clubs_named_count_the_blocked_line() -> None:
    for statement in ("gagnants ♣R ♣D ♣V ♣10 ♣9", "♣R ♣D ♣V ♣10 ♣9"):
        count = count_claim(read_claim(f"{R09} ligne={statement}"))
        assert (count.unaware.tricks, count.double_dummy) == (5, 8)
    # Nothing stated: the ♦3 stays a normal exit (4), as claims39's own unstated typing counts it.
    assert _tricks(R09) == 4


def test_after_his_masters_the_claimer_crosses_not_exits() -> None:
    # R09 after ♣A, ♦A, ♠A, ♠R: South ♥54 ♦32, the dummy ♥A ♣RDV. The ♦3 (the ♦4 in the dummy is no master:
    # Est ♦RD) would give the defence the lead; the ♥5 or ♥4 reaches the ♥A.
    claim = read_claim(f"{R09} ligne=gagnants ♣R ♣D ♣V ♣10 ♣9")
    hands = list(claim.position.hands)
    for seat, gone in ((0, "♣9 ♦4 ♠2 ♣10"), (1, "♦10 ♦V ♥9 ♥10"), (2, "♣A ♦A ♠A ♠R"), (3, "♣6 ♠9 ♠10 ♠V")):
        for text in gone.split():
            c = card("♠♥♦♣".index(text[0]), {"A": 14, "R": 13, "V": 11}.get(text[1:], 0) or int(text[1:]))
            assert hands[seat] >> c & 1
            hands[seat] &= ~(1 << c)
    rules = NormalPlay(claim.position, claim.claimer, claim.statement, False)
    allowed = rules.allowed(tuple(hands), 2, (), rules.start())
    assert (allowed.cards, allowed.rule) == (1 << card(1, 5) | 1 << card(1, 4), KEEPS_THE_LEAD)
    # Without the statement the ♦3 and ♦2 stay among the leads (his exit, careless).
    plain = NormalPlay(claim.position, claim.claimer, (), False)
    assert plain.allowed(tuple(hands), 2, (), plain.start()).cards & SUIT_MASK[2]


def test_own_masters_first_and_the_careless_crash_stay_normal() -> None:
    # reviewer23 #15's example: North ♠D4 ♣A7 on lead, South's ♦R5 stated and his lone ♣D, the only entry.
    # The ♣A cashed first crashes the ♣D (careless, so normal; K4): the diamonds are stranded, 1 (DD 4).
    assert _tricks("rev=S atout=SA main=N cartes=N:Q4...A7 9.AJ7.. 5..K5.Q J.2..92 ligne=♦") == 1
    # An honour he may think good is no exit he sees: South's ♦D led, the ♦R out, the ♠4 to the ♠A
    # was there (1, DD 5).
    assert _tricks("rev=S atout=SA main=S cartes=N:A8...Q83 2..K86.J 94.92.Q. K.85.3.4 ligne=♣") == 1


def test_a_small_exit_before_partners_stated_master_is_not_normal() -> None:
    # ♦ trumps, South ♠10-5 ♥7-4 ♦R8 on lead, aware of the trumps out; the dummy's ♣A5 stated (« les ♣ »), the ♦8
    # or the ♦R reaching its ♦A. The ♥4 given to East's ♥D (a suit his side never held a master of) is against
    # the statement: session 23 counted it, 1; now the ♦R to the ♦A, the ♣A, then the ♣5: 2, as unaware (DD 3).
    count = count_claim(
        read_claim("rev=S atout=♦ main=S cartes=N:.T65.A.A5 J2.Q.QJ.J T5.74.K8. K8..T93.T ligne=♣")
    )
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks, count.double_dummy) == (2, 2, 3)


def test_a_card_above_partners_named_winners_is_not_towards_them() -> None:
    # South ♥V5 ♦10 ♣D (♥ trumps), the dummy's ♦8 ♦5 named: the ♦10 over them is no « towards » — he may play
    # his ♣D first and block the diamonds (the unblocking he did not state: 70A). Session 23: 2, the ♦10
    # forced first; now 1 (DD 2).
    assert _tricks("rev=S atout=♥ main=S cartes=N:7..85.8 9.A..AK .J5.T.Q K5..3.5 ligne=gagnants ♦8 ♦5") == 1
    # South's ♣D ♣R were led « towards » the dummy's ♣10 ♣9, crashing them (3); now the ♠2 to the ♠A, the
    # suit no opponent holds unblocked by rule 0: 5, the double dummy.
    assert (
        _tricks("rev=S atout=SA main=S cartes=N:A8..J.T9 5.2.43.5 2.A8..KQ T.J.Q5.3 ligne=gagnants ♠A ♣10 ♣9")
        == 5
    )


def test_a_small_card_he_may_think_good_stays_a_normal_lead() -> None:
    # reviewer24 #6: 3SA, North ♠5 ♥V6 ♣AD on lead, South's ♦10 stated (« les ♦ »), West ♥98. After ♣A, ♣D and
    # the ♥V (West's ♥9 falls), the ♥6 into West's last heart: the one card out he may have forgotten, in a suit
    # his side held a master of at the claim (White Book 8.70.5's 7-5-4 with the 6 out; 70A) — still normal,
    # though the ♠5 reaches South: 3 (DD 5), as before this rule.
    assert _tricks("rev=S atout=SA main=N cartes=N:5.J6..AQ 962..5.4 KQ.7.T.7 .98.4.95 ligne=♦") == 3


def test_a_trump_seen_is_drawn_after_the_stated_items_as_when_aware() -> None:
    # 70C: ♣ trumps, North ♦R ♣D108 on lead, South's ♥R stated. North's ♣D shows East's ♣7: the claimer who had
    # forgotten the trump now knows, and draws it where his statement leaves the order open — after the stated
    # ♥, as the aware reading does; the ♦R (a master) into East's ♣2 stays normal for both: 3 and 3 (DD 4).
    # Session 23: unaware 4, drawing before the stated item partner held — more than the aware reading.
    count = count_claim(read_claim("rev=S atout=♣ main=N cartes=N:..K.QT8 .Q5..72 K.K9..J .4.93.5 ligne=♥"))
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks, count.double_dummy) == (3, 3, 4)
