"""claims39 R09 (session 23): the claimer's statement names cards or winners only partner holds, and the hand
on lead has no smaller card of their suit to lead towards them: it gives partner the lead by another suit (a
card partner's master takes), not the lead to the defence (68C, 70D1: playing against one's own statement is
no normal play). A card of the suit above partner's is not « towards » it: it would bury it (tester12 Y1),
and the unblocking the claimer did not state stays his doubt (70A)."""

from __future__ import annotations

from rules.deals.claim.counted import _items
from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.stated import TO_PARTNER
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import card
from tests.rules.deals.reference import plain_minimum

# 3SA, 8 cards: South ♠AR ♥54 ♦A32 ♣A alone, the dummy ♠2 ♥A ♦4 ♣RDV109, the ♥A its only entry; « les
# trèfles du mort sont maîtres ». The claimer did not say he unblocks the ♣A: the ♥5 to the ♥A, the ♣R taken
# by the ♣A, the clubs stranded, South's ♠AR ♦A: 5 (claims39's count; the double dummy 8). Session 22: 4, South
# leading the ♦3 to the defence after his masters, against his statement.
R09 = "rev=S atout=SA main=S cartes=N:2.A.4.KQJT9 .QJT9.KQJT. AK.54.A32.A QJT9.K..876"


def test_the_hand_on_lead_crosses_to_the_named_winners() -> None:
    claim = read_claim(f"{R09} ligne=gagnants ♣R ♣D ♣V ♣10 ♣9")
    p = claim.position
    rules = NormalPlay(p, claim.claimer, claim.statement, False)
    allowed = rules.allowed(p.hands, p.leader, p.played, rules.start())
    assert (allowed.cards, allowed.rule) == (1 << card(1, 5) | 1 << card(1, 4), TO_PARTNER)


def test_the_dummys_clubs_named_count_the_blocked_line() -> None:
    for statement in ("gagnants ♣R ♣D ♣V ♣10 ♣9", "♣R ♣D ♣V ♣10 ♣9"):
        claim = read_claim(f"{R09} ligne={statement}")
        count = count_claim(claim)
        assert count.unaware.tricks == 5
        assert count.double_dummy == 8
    # The exhaustive reference once (6 s of CPU): every normal line walked, the same 5.
    assert plain_minimum(claim.position, claim.claimer, _items(claim), False) == 5
