"""Tester24 P4: a revoke said at a trick against the tricks a claim's position recorded (`levees=`). A revoke is a
failure to follow the suit led by a player who holds a card of it (61A): the recorded trick contradicts the words
when the seat led it, followed, the trick was of another suit, or he held none of that suit by then.

Board 1 of tests/data/claim_trick4.pbn (7♠ by Sud, Ouest on lead): N ♠1098 ♥V109 ♦DV1098 ♣109, E ♠7654 ♥8765
♦765 ♣76, S ♠ARDV ♥ARD ♦AR ♣ARDV, O ♠32 ♥432 ♦432 ♣85432."""

from __future__ import annotations

import json

import pytest

from rules.cards_in_words import seat_failed_tricks
from rules.deals.claim.counted import ClaimCount
from rules.deals.claim.line import Line
from rules.deals.claim.position import ClaimPosition, read_claim
from rules.deals.claim.tricks_played import revoke_disagrees
from rules.deals.layout import to_int
from rules.deals.model import Card

DEAL = "N:T98.JT9.QJT98.T9 7654.8765.765.76 AKQJ.AKQ.AK.AKQJ 32.432.432.85432"
# Trick 2: Sud's ♣A, Ouest revokes with the ♦2 while holding four clubs; trick 3: ♦A, Ouest follows; trick 4: ♣R,
# Ouest follows; trick 5: ♣D, Est has no club left (♥6, a discard): no revoke.
TRICKS = "♥2 ♥9 ♥5 ♥A  ♣A ♦2 ♣9 ♣6  ♦A ♦3 ♦8 ♦5  ♣R ♣2 ♣10 ♣7  ♣D ♣3 ♦9 ♥6"
N, E, S, W = range(4)


def _claim() -> ClaimPosition:
    return read_claim(f"rev=S atout=♠ main=O levees={TRICKS}", DEAL)


def test_the_tricks_are_replayed_with_their_seats() -> None:
    claim = _claim()
    tricks = claim.tricks
    assert len(tricks) == 5
    assert [seat for seat, _ in tricks[0]] == [W, N, E, S]
    assert [seat for seat, _ in tricks[1]] == [S, W, N, E]  # Sud won the ♥A and leads


def test_the_revoke_the_tricks_show_is_no_contradiction() -> None:
    assert revoke_disagrees(_claim(), W, "C", 2) is None


@pytest.mark.parametrize(
    ("seat", "suit", "trick", "said"),
    [
        (
            W,
            "D",
            3,
            "la 3e levée enregistrée (levees=) est ♦A ♦3 ♦8 ♦5, entamée par Sud : Ouest a fourni (♦3), pas de renonce "
            "à cette levée (61A) — sauf si une carte ou une couleur lui était imposée",
        ),
        (W, "D", 2, "est ♣A ♦2 ♣9 ♣6, entamée par Sud : une levée à trèfle, pas à carreau."),
        # 61A: leading is no revoke unless a card or suit was required of him (a penalty card, a lead restriction)
        (
            S,
            "C",
            2,
            "entamée par Sud : Sud l'a entamée, pas de renonce à cette levée (61A) — sauf si une carte",
        ),
        (E, "C", 5, "Est n'avait plus de trèfle (♥6 d'Est), ce n'est pas une renonce (61A)."),
    ],
)
def test_each_contradiction_is_said(seat: int, suit: str, trick: int, said: str) -> None:
    found = revoke_disagrees(_claim(), seat, suit, trick)
    assert found is not None and said in found[0].lower() + found[1:]


def test_a_trick_beyond_those_recorded_or_a_position_without_them_says_nothing() -> None:
    assert revoke_disagrees(_claim(), W, "D", 6) is None
    typed = read_claim("rev=S atout=SA main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5")
    assert revoke_disagrees(typed, W, "D", 1) is None


@pytest.mark.parametrize(
    ("words", "found"),
    [
        ("en vérifiant les cartes on voit que Sud a renoncé à carreau à la 3e levée", [("Sud", "D", 3)]),
        ("à la 11e levée on s'aperçoit qu'Est a renoncé à pique à la 6e levée", [("Est", "S", 6)]),
        ("À la troisième levée, Sud n'a pas fourni à cœur.", [("Sud", "H", 3)]),
        ("Est a renoncé à ♠, à la levée 7", [("Est", "S", 7)]),
        ("Ouest a renoncé à trèfle à la 12ème levée", [("Ouest", "C", 12)]),
        # never a trick said farther away, a suit's round, a doubt, or a denial
        ("Est a renoncé à pique. À la 8e levée Sud revendique", []),
        ("Ouest a renoncé à trèfle à la 2e levée de cœur", []),
        ("Ouest a renoncé à trèfle à la 2e levée d'atout", []),
        ("Est aurait renoncé à pique à la 3e levée", []),
        ("Est n'a pas renoncé à pique à la 3e levée", []),
        # reviewer25 P-4: a trick after a comma whose clause goes on is when it was found
        ("Sud a renoncé à carreau, à la 10e levée Est s'en est aperçu.", []),
        ("Sud a renoncé à carreau, à la levée 8 il a été découvert", []),
    ],
)
def test_the_revoke_s_trick_in_the_words(words: str, found: list[tuple[str, str, int]]) -> None:
    assert [(seat, suit, trick) for seat, suit, trick, _ in seat_failed_tricks(words)] == found


def test_the_tricks_are_walked_once_and_stored_with_the_count() -> None:
    """The count keeps the tricks as replay_tricks walked them; a count stored by session 24 (the cards and the
    opening leader) reads back to the same tricks, so a revoke is still checked after a restart."""
    claim = _claim()
    count = ClaimCount(claim, Line(0, ()), None, 0)
    assert ClaimCount.from_json(count.to_json()).claim.tricks == claim.tricks
    old = json.loads(count.to_json())
    del old["tricks"]
    old |= {"tricks_played": [to_int(Card.read(w)) for w in TRICKS.split()], "opening_leader": W}
    stored = ClaimCount.from_json(json.dumps(old)).claim
    assert stored.tricks == claim.tricks
    assert revoke_disagrees(stored, E, "C", 5) == revoke_disagrees(claim, E, "C", 5) is not None
