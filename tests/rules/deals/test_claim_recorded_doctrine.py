"""Two counts a blind trial (claims34, session 21) found too favourable to the claimer, kept in session 22 as
the project's recorded doctrine: each test pins the count and says where the doctrine comes from. A director
who reads the cards otherwise rules otherwise (docs/deals-and-claims.md, « Ce qui est normal »: what directors
may rule otherwise); the count is his to decide (10A)."""

from __future__ import annotations

from rules.deals.count import count_claim, read_claim
from tests.rules.deals.reference import plain_minimum

# claims34 P23: spades trumps, East's ♠D2 forgotten (70C), no statement. South ♠AK ♥AKQ ♦AKQ, North ♥765
# ♦765 ♣32, East ♠Q2 ♥J ♦J ♣KQJT, West ♥T98 ♦T98 ♣A8.
P23 = "rev=S atout=♠ main=S cartes=N:.765.765.32 Q2.J.J.KQJT AK.AKQ.AKQ. .T98.T98.A8"
# claims34 P9b: spades trumps, no trump out, no statement: North ♠D ♦32 ♣A, South ♠A ♥A2 ♦A, East ♥RD ♦RD,
# West ♥V ♣RDV. The ♥2 needs dummy's ♠D; the ruff is not stated.
P9B = "rev=S atout=♠ main=S cartes=N:Q..32.A .KQ.KQ. A.A2.A. .J..KQJ"


def test_after_a_first_ruff_the_claimer_who_forgot_the_trumps_knows_of_them() -> None:
    """Unaware 7, not claims34's 6. Recorded doctrine (normal.py rule 2, 70C): the claimer who forgot the
    outstanding trumps plays as if there were none until an opponent plays one before his eyes; from then on
    he knows, and he does not lead a winner into the ruff he has just seen — irrational, not careless (the
    note to Laws 70/71). claims34 applied White Book 8.70.4 to each missing trump in turn (the second ruff
    too: 6); the project reads the first ruff as telling the claimer the trumps are out. Aware: 8."""
    claim = read_claim(P23)
    count = count_claim(claim)
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks, count.double_dummy) == (7, 8, 8)


def test_a_claimer_keeps_his_trumps_once_the_defence_has_none() -> None:
    """4, not claims34's 3 (medium confidence there). Recorded doctrine (normal.py rule 3a): the opponents
    holding no trump, the claimer does not lead his own while he holds another card — the ACBL Laws
    Commission's guidelines for adjudicating claims (spring 2019 minutes, point 4: he is not made to play his
    trumps to his disadvantage once both opponents are out). So the ♠A that would pull dummy's ♠D, the ruff
    for the ♥2, is not led first; the ruff itself is taken as the cards allow: 4, the double-dummy count."""
    claim = read_claim(P9B)
    count = count_claim(claim)
    assert (count.unaware.tricks, count.aware, count.double_dummy) == (4, None, 4)
    assert plain_minimum(claim.position, claim.claimer, (), False) == 4
    line = count.unaware.play
    assert "garde ses atouts (défense sans atout)" in {reason for trick in line for reason in trick.reasons}
