"""tester22 P1 (68C, 70C, 70D1; note to Laws 70/71): the claimer aware of the outstanding trump does not
ruff his partner's master of a side suit in third seat when the statement cashes that card or suit (it
wins by itself, as said), nor when the opponent behind overruffs every trump of the hand (a trump thrown
for nothing). Before, rule 5 made the hand ruff (« coupe la levée adverse »), and the aware reading fell
below the unaware one on the same line. The counts are checked by hand (the comments give the lines) and
against the exhaustive reference."""

from __future__ import annotations

import pytest

from rules.deals.count import count_claim, read_claim
from tests.rules.deals.reference import plain_minimum

# Hearts trumps, South on lead: N ♥3 ♣432, E ♥2 ♦RDV, S ♠ARD ♥A, W ♠V ♦A ♣RD; « je tire mes piques, puis
# l'atout ». ♠A: West follows, North discards a club (not the ♥3 on his partner's ace), East ruffs with
# the ♥2; East's ♦ is ruffed by the ♥A, ♠R and ♠D: 3 of 4 in both readings (before: North ruffed the ♠A
# with his only trump, then had to lead a club, South ruffed with the ♥A and East ruffed the ♠R: 2).
SPADES = "rev=S atout=♥ main=S cartes=N:.3..432 .2.KQJ. AKQ.A.. J..A.KQ"
# Hearts trumps, South on lead: N ♠4 ♥8 ♣87, E ♠6 ♥10 ♦R ♣3, S ♠A103 ♣7, W ♠7 ♦2 ♣42; no statement. North
# does not ruff the ♠A with the ♥8 that East's ♥10 overruffs: he discards; aware 3 of 4, as unaware (before 2).
OVERRUFFED = "rev=S atout=♥ main=S cartes=N:4.8..87 6.T.K.3 AT3..7. 7..2.42"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{SPADES} ligne=♠ puis atout", 3),
        (f"{SPADES} ligne=♠A ♠R ♠D ♥A", 3),
        (OVERRUFFED, 3),
        ("rev=S atout=♥ main=S cartes=N:T.Q7..3 K.J.7.Q 9.8.KJ. .6.952. ligne=♦", 3),
    ],
)
def test_the_aware_claimer_does_not_ruff_his_partner_s_master_for_nothing(text: str, expected: int) -> None:
    claim = read_claim(text)
    count = count_claim(claim)
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks) == (expected, expected)
    assert plain_minimum(claim.position, claim.claimer, claim.statement, True) == expected


def test_the_line_says_north_does_not_ruff_his_partner() -> None:
    count = count_claim(read_claim(f"{SPADES} ligne=♠ puis atout"))
    assert count.aware is not None
    first = count.aware.lines()[0]
    assert first.startswith("levée 1 : S ♠A (couleur annoncée, par le haut), O ♠V, N ♣")
    assert "(ne coupe pas le partenaire)" in first and "coupe la levée adverse" not in first


def test_an_insurance_ruff_the_opponent_cannot_beat_stays_when_nothing_is_stated() -> None:
    # SPADES with no statement: North may still ruff the ♠A with the ♥3 (East's ♥2 is below it); the
    # aware count there is 4 (South draws the ♥2 first where the order is open, 70C), unchanged.
    count = count_claim(read_claim(SPADES))
    assert count.aware is not None and count.aware.tricks == 4
