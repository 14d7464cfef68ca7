"""The choices of a losing line that cost the claimer a trick, whatever rule allowed them (tester15
V1): at each card of the claimer's side where the move rules (rules/deals/claim/normal.py) leave
several cards that are not equivalent, the card the line plays is costly when another of them keeps
more tricks — its own worst normal line, the defence at its best, taking at least one more. The
rule's label does not matter: a lead « maître d'abord » or « pas de sortie … » chosen among several
cards, a third hand's master over partner's honour, cost a trick as surely as a card « au choix ».

careless.py's warning counts these with the careless choices the labels show (budget.careless_at):
each is normal alone (the note to Laws 70/71), a chain of them far below the double dummy is the
director's judgement (70A, 10A). V1: the ♣D led from dummy crushed under the ♣A, the ♠6 given back,
two clubs of dummy's thrown: five such choices, none labelled « au choix » before.

Each test reuses the strict count's table (same reading, same keys): the states met by the strict
search are mostly settled there. A node budget and the count's deadline stop it (ClaimTooLong): the
caller then keeps the labels' count."""

from __future__ import annotations

from rules.deals.claim.budget import careless_at
from rules.deals.claim.cards import trick_winner
from rules.deals.claim.careless import GAP
from rules.deals.claim.reading import Item
from rules.deals.claim.search import ClaimTooLong, Line, _Search
from rules.deals.claim.stated import Progress
from rules.deals.layout import Layout

COSTLY_NODES = 150_000  # past this (about 2 s of CPU here), ClaimTooLong: the labels' choices only


def costly_at(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...],
    aware: bool,
    shown_out: int,
    line: Line,
    *,
    table: dict[tuple[object, ...], tuple[int, int]] | None = None,
    nodes: int = COSTLY_NODES,
    deadline: float | None = None,
    skip: frozenset[int] = frozenset(),
) -> frozenset[int]:
    """The indices (among the cards played from the position, the current trick's played cards
    apart) of the claimer's side's cards on `line` that cost at least one trick against another
    card the move rules allowed there. `line` is a minimum from `position` (search.normal_minimum)
    for this reading: the tricks its own card keeps are read from it. `skip`: indices not to test
    (the careless ones the caller counts anyway)."""
    search = _Search(position, claimer, items, aware, nodes, shown_out, deadline, table)
    rules = search.rules
    side = search.side
    hands, leader, trick = list(position.hands), position.leader, position.played
    progress = rules.start()
    cards = [c for t in line.play for c in t.cards][len(trick) :]
    left = line.tricks  # the tricks the line still takes from the current node
    found: set[int] = set()
    for index, c in enumerate(cards):
        player = (leader + len(trick)) % 4
        if player % 2 == side and index not in skip:
            for other in search._choices(hands, leader, trick, progress):
                if other != c and _keeps(search, hands, leader, trick, progress, other, left + 1):
                    found.add(index)
                    break
        progress = rules.after(hands, leader, trick, progress, c)
        hands[player] ^= 1 << c
        trick = (*trick, c)
        if len(trick) == 4:
            leader = trick_winner(leader, trick, search.trump)
            left -= 1 if leader % 2 == side else 0
            trick = ()
    return frozenset(found)


def _keeps(
    search: _Search,
    hands: list[int],
    leader: int,
    trick: tuple[int, ...],
    progress: Progress,
    card: int,
    target: int,
) -> bool:
    """Does the side take at least `target` tricks from here on every normal line that plays `card`
    now (the defence at its best)?"""
    player = (leader + len(trick)) % 4
    after = search.rules.after(hands, leader, trick, progress, card)
    child = list(hands)
    child[player] ^= 1 << card
    played = (*trick, card)
    if len(played) < 4:
        return search.within(child, leader, played, after, target) >= target
    winner = trick_winner(leader, played, search.trump)
    gain = 1 if winner % 2 == search.side else 0
    return gain + search.boundary(child, winner, after, target - gain) >= target


def chosen_in(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...],
    aware: bool,
    shown_out: int,
    line: Line,
    double_dummy: int | None,
    *,
    table: dict[tuple[object, ...], tuple[int, int]] | None = None,
    deadline: float | None = None,
) -> tuple[int, bool]:
    """The choices careless.py's warning counts on `line`: the careless ones its labels show
    (budget.careless_at) and, where the line ends GAP tricks or more below the double dummy (else no
    warning can follow), the costly ones whatever their label, each card once; and whether a costly
    one is outside the labels' (then the warning's alternative counts every choice: budget.py,
    `every`). Past the budget or the deadline, the labels' count alone."""
    careless = careless_at(position, claimer, items, aware, shown_out, line)
    if double_dummy is None or double_dummy - line.tricks < GAP:
        return len(careless), False
    try:
        costly = costly_at(
            position, claimer, items, aware, shown_out, line, table=table, deadline=deadline, skip=careless
        )
    except ClaimTooLong:
        return len(careless), False
    return len(careless | costly), bool(costly - careless)
