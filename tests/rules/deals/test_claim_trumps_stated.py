"""A statement that names the trumps (« atouts ») is a statement about them (70C1): the claimer knew an
opponent held one, so 70C's reading of a claimer who forgot it does not arise, and both readings play as
the aware claimer (rules/deals/claim/normal.py; reviewer23 P-2)."""

from __future__ import annotations

from rules.deals.claim.counted import _items
from rules.deals.claim.normal import NormalPlay
from rules.deals.count import count_claim, read_claim

# North on lead with ♠8 ♣R-V-7, South ♥R-D-10 ♦D, ♦ trumps, East ♦7-3 and West ♦2 (West void in ♠).
P2 = "rev=S atout=♦ main=N cartes=N:8...KJ7 5..73.6 .KQT.Q. .53.2.9"


def test_reviewer23_p2_atouts_stated_both_readings_alike() -> None:
    # « atouts »: South knows West may ruff North's master ♠8, and ruffs it with his lone ♦D (West cannot
    # overruff: the insurance ruff, rule 6), then must lead hearts into the trumps: 1 (DD 2). The reading
    # « forgot the trump » gave 2 — South discarding on partner's ♠8 « sure » trick, the trump he had
    # just said he would draw ignored — below the director's « he knew » (1): fewer tricks for knowing.
    count = count_claim(read_claim(P2 + " ligne=atouts"))
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks, count.double_dummy) == (1, 1, 2)
    assert count.unaware.lines()[0].startswith(
        "levée 1 : N ♠8 (maître d'abord), E ♠5, S ♦D (coupe la levée adverse)"
    )
    assert count.unaware.play == count.aware.play


def test_without_the_statement_the_claimer_may_have_forgotten_the_trump() -> None:
    # No word of the trumps: 70C's two readings stay apart (the unaware South discards on partner's ♣V).
    count = count_claim(read_claim(P2))
    assert count.aware is not None
    assert (count.unaware.tricks, count.aware.tricks) == (2, 1)
    assert "S ♥10 (ne coupe pas le partenaire)" in count.unaware.lines()[0]


def test_only_a_trump_still_out_makes_the_statement_one_about_it() -> None:
    claim = read_claim(P2 + " ligne=atouts")
    rules = NormalPlay(claim.position, claim.claimer, _items(claim), False, claim.shown_out)
    assert rules.aware and rules.foresees_ruffs
    no_trump_out = read_claim("rev=S atout=♦ main=N cartes=N:8...KJ7 5.6..64 .KQT.Q. .53..92 ligne=atouts")
    rules = NormalPlay(no_trump_out.position, no_trump_out.claimer, _items(no_trump_out), False, 0)
    assert not rules.aware
