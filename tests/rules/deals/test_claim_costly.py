"""tester15 V1 (session 15): the warning of careless.py sees every choice of the losing line that
costs the claimer a trick against another card the move rules allowed there, whatever its label
(rules/deals/claim/costly.py), « troisième main prend » over partner's honour kept (the suit from
the top), and V6's second half, the dummy on lead does not give up the lead with a small card of a suit its side never
controlled while it can cross to partner's masters (rule 3d of normal.py).

V1 (donne 7 of docs/exemple-seance.pbn, 4♥ by South, claim at trick 4: « je tire l'atout et tout est
bon », judged aware): North ♠A2 ♦RD4 ♣D8632, South ♠76 ♥D98 ♦A ♣A1074, East ♠RV1054 ♥R ♦8 ♣V95,
West ♠D983 ♥4 ♦9653 ♣R. The strict count is 5 of 10 (double dummy 8): the ♣D led from dummy and
crushed under the ♣A, the ♦A cashed blocking ♦RD, the lead given back. Each is careless, hence normal
(the note to Laws 70/71: a blocked suit, an honour crushed, careless, not irrational; 70A: doubt
against the claimer), so the count stays; but the labels saw one careless choice, and the warning
(a chain of three or more, two tricks or more below the double dummy) did not appear. It does now."""

from __future__ import annotations

from functools import cache

import pytest

from rules.deals.claim.budget import careless_in
from rules.deals.claim.cards import trick_winner
from rules.deals.claim.costly import costly_at
from rules.deals.claim.normal import NormalPlay
from rules.deals.claim.reading import Item
from rules.deals.claim.search import normal_minimum
from rules.deals.claim.stated import Progress
from rules.deals.count import ClaimCount, ClaimPosition, count_claim, read_claim
from rules.deals.layout import SUIT_MASK, Layout, card
from tests.rules.deals.test_search_exact import random_claim

V1 = "rev=S atout=♥ main=S cartes=N:A2..KQ4.Q8632 KJT54.K.8.J95 76.Q98.A.AT74 Q983.4.9653.K ligne=atouts"

# V1's count (3 to 4 s of CPU) is made once for the two tests that read it: count_claim is a pure function of
# the claim and ClaimCount is frozen. The module's tests share one xdist worker, so the second test finds it.
pytestmark = pytest.mark.xdist_group("claim_v1")


@cache
def _v1() -> tuple[ClaimPosition, ClaimCount]:
    claim = read_claim(V1)
    return claim, count_claim(claim)


def test_v1_the_warning_sees_the_costly_choices_whatever_their_label() -> None:
    claim, count = _v1()
    line = count.line(True)
    assert (line.tricks, count.double_dummy) == (5, 8)  # the strict count is unchanged
    labels = careless_in(claim.position, claim.claimer, claim.statement, True, claim.shown_out, line)
    assert labels < 3  # the labels alone: no chain, no warning (the tester's `careless: 1`)
    assert count.careless(True) >= 3
    note = count.careless_note(True)
    assert note is not None and "coûtent une levée" in note
    # kept in the stored count (the incident's decision reads it back)
    assert ClaimCount.from_json(count.to_json()).careless(True) == count.careless(True)


def test_third_hand_takes_over_partners_honour_an_opponent_behind_may_beat() -> None:
    # North leads the ♣D, East plays low, South holds ♣A-4, West ♣R: the suit from the top (ACBL
    # 2019, 1): the ♣A; letting the ♣D ride would be a finesse he did not state (70E1).
    claim = read_claim("rev=S atout=SA main=N jouees=♣D ♣9 cartes=N:..2.3 .2.3. 2...A4 .3.4.K")
    rules = NormalPlay(claim.position, claim.claimer, (), False)
    p = claim.position
    allowed = rules.allowed(p.hands, p.leader, p.played, rules.start())
    assert (allowed.cards, allowed.rule) == (1 << card(3, 14), "troisième main prend")


def test_v1_the_honour_led_into_the_crash_is_a_costly_choice() -> None:
    # The ♣D led from dummy (« honneur qu'il peut croire maître ») costs two tricks against the ♣2 or
    # the ♦R: among the choices the warning counts.
    claim, count = _v1()
    line = count.line(True)
    found = costly_at(claim.position, claim.claimer, claim.statement, True, claim.shown_out, line)
    cards = [c for t in line.play for c in t.cards]
    assert card(3, 12) in {cards[i] for i in found}


V6 = "rev=S atout=♠ main=S cartes=N:2.32.A.2 J.5.KQJ. A.AKQ.2. .JT9..43"


@pytest.mark.parametrize("aware", [False, True])
def test_v6_without_a_statement_dummy_crosses_to_the_masters_instead_of_leading_a_club(aware: bool) -> None:
    # V6's second half: no statement. Dummy on lead with ♥3-2 ♣2, South ♥A-R-D: the ♣2 gave the
    # defence two clubs while South threw his hearts (3). Now 4: the worst normal line cashes two
    # hearts, then crosses to the ♦A, the ♥D stranded (a blocked suit: careless, normal).
    count = count_claim(read_claim(V6))
    line = count.line(aware)
    assert line.tricks == 4 and count.double_dummy == 5
    hearts = card(1, 14) | 0  # South's ♥A: while he holds it, dummy does not lead the ♣2
    for trick in line.play:
        if any(c == hearts for c in trick.cards):
            break
        assert not (trick.leader == 0 and trick.cards[0] == card(3, 2))


def test_a_small_card_of_a_suit_the_side_controlled_at_the_claim_may_still_be_led() -> None:
    # P13 (BLML, « Misclaim »): the ♣A cashed, the ♣R and ♣D fallen, dummy's ♣9 led before crossing to
    # the ♠A: he may think it good (70A). Rule 3d leaves it: 2, the published count.
    count = count_claim(read_claim("rev=S atout=SA main=S cartes=N:2.A5..A9 .42..QJT A3.Q6..8 4.K7..K7"))
    assert count.unaware.tricks == 2


def _exact(
    rules: NormalPlay,
    position: Layout,
    hands: tuple[int, ...],
    leader: int,
    trick: tuple[int, ...],
    progress: Progress,
    memo: dict[tuple[object, ...], int],
) -> int:
    """The plain minimum from a node (any legal card for the defence, NormalPlay for the side)."""
    side = rules.side
    player = (leader + len(trick)) % 4
    if not hands[player]:
        return 0
    key = (hands, leader, trick, progress)
    if key in memo:
        return memo[key]
    if player % 2 == side:
        cards = rules.allowed(hands, leader, trick, progress).cards
    else:
        cards = (hands[player] & SUIT_MASK[trick[0] // 13] if trick else 0) or hands[player]
    best = 99
    for c in range(52):
        if cards >> c & 1:
            best = min(best, _child(rules, position, hands, leader, trick, progress, c, memo))
    memo[key] = best
    return best


def _child(
    rules: NormalPlay,
    position: Layout,
    hands: tuple[int, ...],
    leader: int,
    trick: tuple[int, ...],
    progress: Progress,
    c: int,
    memo: dict[tuple[object, ...], int],
) -> int:
    player = (leader + len(trick)) % 4
    after = rules.after(hands, leader, trick, progress, c)
    child = list(hands)
    child[player] &= ~(1 << c)
    played = (*trick, c)
    if len(played) == 4:
        winner = trick_winner(leader, played, position.trump)
        return (winner % 2 == rules.side) + _exact(rules, position, tuple(child), winner, (), after, memo)
    return _exact(rules, position, tuple(child), leader, played, after, memo)


def plain_costly(position: Layout, claimer: int, items: tuple[Item, ...], aware: bool) -> set[int]:
    """The reference: the strict line replayed, each card of the side compared with every other
    card the rules allow there by the plain exhaustive minimum."""
    line = normal_minimum(position, claimer, items, aware)
    rules = NormalPlay(position, claimer, items, aware)
    memo: dict[tuple[object, ...], int] = {}
    hands, leader, trick, progress = position.hands, position.leader, position.played, rules.start()
    found: set[int] = set()
    for index, c in enumerate([c for t in line.play for c in t.cards][len(trick) :]):
        player = (leader + len(trick)) % 4
        if player % 2 == claimer % 2:
            allowed = rules.allowed(hands, leader, trick, progress).cards
            mine = _child(rules, position, hands, leader, trick, progress, c, memo)
            if any(
                allowed >> o & 1 and _child(rules, position, hands, leader, trick, progress, o, memo) > mine
                for o in range(52)
            ):
                found.add(index)
        progress = rules.after(hands, leader, trick, progress, c)
        child = list(hands)
        child[player] &= ~(1 << c)
        hands = tuple(child)
        trick = (*trick, c)
        if len(trick) == 4:
            leader, trick = trick_winner(leader, trick, position.trump), ()
    return found


@pytest.mark.parametrize("seed", range(40))
def test_the_costly_choices_are_those_the_plain_exhaustive_minimum_finds(seed: int) -> None:
    position, claimer, items, aware = random_claim(seed)
    line = normal_minimum(position, claimer, items, aware)
    assert set(costly_at(position, claimer, items, aware, 0, line)) == plain_costly(
        position, claimer, items, aware
    )
