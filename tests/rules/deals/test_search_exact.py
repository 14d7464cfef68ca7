"""The claim search (rules/deals/claim/search.py) finds exactly the minimum over the normal lines:
its memo on equivalent ranks, its bounds, cuts and move ordering change the speed, never the count.
The reference here is the plain exhaustive minimum over the same move rules (NormalPlay for the
claimer's side, any legal card for the defence), with a memo on the exact cards only
(tests/rules/deals/reference.py)."""

from __future__ import annotations

import random
import time

import pytest

import rules.deals.count as count_module
from rules.deals.claim.bounds import lone_hand, master_hand, sure_later, taken
from rules.deals.claim.reading import Item
from rules.deals.claim.search import ClaimTooLong, clock, normal_minimum
from rules.deals.count import ClaimPosition, count_claim, read_claim
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout
from tests.rules.deals.random_positions import drawn_position
from tests.rules.deals.reference import legal_minimum, plain_minimum


def random_claim(seed: int) -> tuple[Layout, int, tuple[Item, ...], bool]:
    """A position of 2 to 4 cards a hand (5 for one in twenty); every other one a claim-like deal (the claimer's side
    holds most of the high cards), some with a card already played, a statement, the trump drawn."""
    draw = random.Random(seed)
    size = 5 if seed % 20 == 3 else 2 + seed % 3
    cards = draw.sample(range(52), 4 * size)
    claimer = draw.randrange(4)
    side = claimer % 2
    if seed % 2:
        cards.sort(key=lambda c: c % 13 + draw.random() * 6, reverse=True)
        order = [side, side + 2, 1 - side, 3 - side]
        seats = [
            order[(i // size) % 4] if i < 2 * size else order[2 + (i - 2 * size) // size]
            for i in range(4 * size)
        ]
    else:
        seats = [i % 4 for i in range(4 * size)]
    hands = [0, 0, 0, 0]
    for c, seat in zip(cards, seats, strict=True):
        hands[seat] |= 1 << c
    trump = draw.choice([0, 1, 2, NO_TRUMP])
    leader = draw.randrange(4)
    played: tuple[int, ...] = ()
    if seed % 5 == 0:  # a card already led
        c = max(range(52), key=lambda c: (hands[leader] >> c & 1, draw.random()))
        hands[leader] &= ~(1 << c)
        played = (c,)
    ours = hands[side] | hands[side + 2]
    items: tuple[Item, ...] = ()
    if seed % 3 == 0 and ours:
        stated = [c for c in range(52) if ours >> c & 1]
        items = (("card", draw.choice(stated)),)
        if trump != NO_TRUMP and seed % 2:
            items = (("trumps", -1), *items)
    elif seed % 3 == 1 and ours:
        items = (("suit", draw.choice([s for s in range(4) if ours & SUIT_MASK[s]])),)
    layout = Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader, played)
    return layout, claimer, items, bool(seed % 4 < 2)


# 1394: a jack and a ten of the claimer's side, touching, below an opponent's honour: rule 3c lets
# him lead the jack, not the ten; a memo key or a merging of equivalent cards blind to the jack
# counted 2 where the minimum is 1.
@pytest.mark.parametrize("seed", [*range(60), 1394])
def test_the_search_equals_the_plain_exhaustive_minimum(seed: int) -> None:
    position, claimer, items, aware = random_claim(seed)
    line = normal_minimum(position, claimer, items, aware)
    assert line.tricks == plain_minimum(position, claimer, items, aware)
    # the line shown reaches the count, trick by trick
    assert sum(t.winner % 2 == claimer % 2 for t in line.play) == line.tricks
    assert len(line.play) == position.tricks_left


# The claimer's side's A, K, Q are never merged with the touching card below (docs/deals-and-claims.md,
# session 16, claims23): rules 3b and the last masters' discards read the card's name, so after the
# ♦D the ♦V is an ordinary master, after the ♦V the ♦D keeps an honour's privileges. Merging them
# (trying only the ♦D) counted 2 where the minimum is 1 (3 where it is 2); the random positions
# above never reach these lines. Found by a search over honour-rich layouts, A and K of a suit gone.
@pytest.mark.parametrize(
    ("text", "aware", "tricks"),
    [
        ("rev=S atout=♥ main=E cartes=N:Q.A..J K.Q..K ..QJ.A ..7.108", False, 1),
        ("rev=O atout=SA main=S cartes=N:.A4..85 KQ...QJ 104.K.10. A.Q9.J.", False, 1),
        ("rev=S atout=SA main=N cartes=N:QJ..Q.A 6.7..97 .K10.K.J .A5.5.10", True, 2),
        ("rev=E atout=♦ main=E cartes=N:5..J.J .J.K.Q ..103.K QJ...A", True, 1),
    ],
)
def test_an_honour_and_the_touching_card_below_stay_two_choices(text: str, aware: bool, tricks: int) -> None:
    claim = read_claim(text)
    exhaustive = plain_minimum(claim.position, claim.claimer, (), aware)
    assert exhaustive == tricks
    assert normal_minimum(claim.position, claim.claimer, (), aware).tricks == tricks


def high_claim(seed: int) -> tuple[Layout, int, tuple[Item, ...], bool]:
    """2 to 4 cards a hand dealt from the top ranks only (from the 7, 9, 10 or jack up): honours and
    jacks on both sides, some of them gone, as the memo's honour reading must tell apart."""
    draw = random.Random(seed)
    size = 2 + seed % 3
    low = draw.choice([5, 7, 8, 9])
    cards = draw.sample([s * 13 + r for s in range(4) for r in range(low, 13)], 4 * size)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    trump = draw.choice([0, 1, 2, NO_TRUMP])
    claimer = draw.randrange(4)
    ours = hands[claimer % 2] | hands[claimer % 2 + 2]
    items: tuple[Item, ...] = ()
    if seed % 3 == 0:
        items = (("suit", draw.choice([s for s in range(4) if ours & SUIT_MASK[s]])),)
    elif seed % 3 == 1 and trump != NO_TRUMP and seed % 2:
        items = (("trumps", -1),)
    layout = Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4))
    return layout, claimer, items, bool(seed % 4 < 2)


# Session 18: the memo reads which of the claimer's side's cards are honours, not how many honours are
# left (the rules read his A, K, Q only; the defence's honours only through rule 3c's jacks): ♠R-D of
# East over North's ♠5 and ♠D-V over it share one entry. Checked on 3,300 such positions against the
# exhaustive minimum; these seeds stay as the test.
@pytest.mark.parametrize("seed", range(40))
def test_honour_rich_positions_equal_the_plain_exhaustive_minimum(seed: int) -> None:
    position, claimer, items, aware = high_claim(seed)
    assert normal_minimum(position, claimer, items, aware).tricks == plain_minimum(
        position, claimer, items, aware
    )


def test_the_memo_reads_the_claimers_honours_not_the_defences() -> None:
    from rules.deals.claim.search import _Search

    def key(text: str) -> tuple[object, ...]:
        claim = read_claim(text)
        search = _Search(claim.position, claim.claimer, (), False, 1000)
        return search.key_of(list(claim.position.hands), claim.position.leader, search.rules.start())

    # East's ♠R-D or ♠D-V over North's ♠5: the same position for every rule of normal play
    assert key("rev=S atout=♥ main=N cartes=N:5.A.. RD... ..R2. ...A2") == key(
        "rev=S atout=♥ main=N cartes=N:5.A.. DV... ..R2. ...A2"
    )
    # North's ♠R over East's ♠D, or North's ♠9 over East's ♠8: North's honour is read apart (rule 3b)
    assert key("rev=S atout=♥ main=N cartes=N:R.A.. D..3. ..R2. ...A2") != key(
        "rev=S atout=♥ main=N cartes=N:9.A.. 8..3. ..R2. ...A2"
    )


def test_the_double_dummy_bound_speeds_the_search_without_changing_it() -> None:
    claim = read_claim("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5")
    free = normal_minimum(claim.position, claim.claimer)
    dd = count_claim(claim).double_dummy
    assert dd is not None and free.tricks <= dd
    for upper in (free.tricks, dd, dd + 1):
        assert normal_minimum(claim.position, claim.claimer, upper=upper) == free


def test_a_search_past_its_time_or_node_budget_says_to_count_by_hand() -> None:
    claim = read_claim("rev=S atout=SA main=S cartes=N:AK.5..Q 32.4..2 QJ..A.3 54.A..4")
    with pytest.raises(ClaimTooLong, match="comptez les levées vous-même"):
        count_claim(claim, budget=3)
    with pytest.raises(ClaimTooLong, match="comptez les levées vous-même"):
        normal_minimum(claim.position, claim.claimer, seconds=-1.0, budget=10**9)


def bench_like(seed: int) -> ClaimPosition:
    """A position as bench/claims.py draws them, small: 3 or 4 cards a hand, South claiming, every
    other one claim-like (North-South hold the high cards, as when a claim is made)."""
    cards = 3 + seed % 2
    return drawn_position(random.Random(7919 * seed + cards), cards, claim_like=seed % 4 < 2)


@pytest.mark.parametrize("seed", range(24))
def test_the_chats_count_equals_the_plain_exhaustive_minimum_on_random_claims(seed: int) -> None:
    # The count as the chats make it (the double-dummy bound, both 70C readings) against the
    # exhaustive minimum: the bounds that end a search early (a trick already taken, a hand that
    # takes the rest) never change the count.
    claim = bench_like(seed)
    count = count_claim(claim)
    assert count.unaware.tricks == plain_minimum(claim.position, 2, (), False)
    if count.aware is not None:
        assert count.aware.tricks == plain_minimum(claim.position, 2, (), True)


def trump_heavy(seed: int) -> tuple[Layout, int]:
    """3 or 4 cards a hand, half of them trumps (♠), dealt at random: the opponents hold trumps
    above and below the claimer's side's, so the bound from the trumps (a trump of one hand loses
    only to a higher trump of an opponent, each of theirs beating one of its) is put to work."""
    draw = random.Random(31 * seed + 5)
    size = 3 + seed % 2
    trumps = draw.sample(range(13), 2 * size)
    others = draw.sample(range(13, 52), 2 * size)
    cards = trumps + others
    draw.shuffle(cards)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    return Layout((hands[0], hands[1], hands[2], hands[3]), 0, draw.randrange(4)), draw.randrange(4)


@pytest.mark.parametrize("seed", range(16))
def test_the_trump_bound_never_changes_the_count(seed: int) -> None:
    position, claimer = trump_heavy(seed)
    for aware in (False, True):
        assert normal_minimum(position, claimer, (), aware).tricks == plain_minimum(
            position, claimer, (), aware
        )


def test_both_70c_readings_share_one_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    # `arbitre revendication --limite N` and the worker's limit are the whole count's: the second
    # reading gets what the first left, not N seconds of its own.
    got: list[object] = []
    real = count_module.normal_minimum

    def recording(*args: object, **kwargs: object) -> object:
        got.append(kwargs.get("deadline"))
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(count_module, "normal_minimum", recording)
    claim = read_claim("rev=S atout=♠ main=S cartes=N:.32.2.2 2.QJ..3 A.AK..4 .T9.4.5")  # East's ♠2 out
    before = time.thread_time()  # the deadline is in CPU seconds of the counting thread
    count_claim(claim, seconds=50.0)
    after = time.thread_time()
    assert len(got) == 2 and got[0] == got[1]
    assert isinstance(got[0], float) and before + 50.0 <= got[0] <= after + 50.0
    with pytest.raises(ClaimTooLong):  # a deadline already passed stops the search at once
        normal_minimum(claim.position, claim.claimer, deadline=before - 1.0, budget=10**9)


def test_the_time_limit_is_the_counts_own_work_not_the_machines_load() -> None:
    # tester13 Z6: a 10-card claim refused « Position trop longue » at 30 s of wall time because other
    # work shared the cores. The limit is CPU time of the counting thread: time spent waiting for a
    # core (here a sleep, which takes none) does not bring the deadline nearer, work does.
    claim = read_claim("rev=S atout=SA main=S cartes=N:AK.5..Q 32.4..2 QJ..A.3 54.A..4")
    deadline = clock() + 0.2
    time.sleep(0.3)  # wall time passes, the thread's CPU time hardly moves
    assert normal_minimum(claim.position, claim.claimer, deadline=deadline, budget=10**9).tricks == 3
    spent = clock()
    while clock() < spent + 0.05:  # work done by this thread moves it
        pass
    with pytest.raises(ClaimTooLong):
        normal_minimum(claim.position, claim.claimer, deadline=spent, budget=10**9)


@pytest.mark.parametrize("seed", [s for s in range(90) if s % 3 != 2][:40])
def test_both_readings_sharing_one_table_equal_the_plain_minimum(seed: int) -> None:
    # count_claim's two 70C readings share one transposition table where the defence holds no
    # trump (rules/deals/claim/search.py, _key): each count stays the exhaustive minimum of its
    # own reading, with a statement (seeds with one) and with the trump out.
    layout, claimer, items, _ = random_claim(seed)
    count = count_claim(ClaimPosition(layout, claimer, items))
    assert count.unaware.tricks == plain_minimum(layout, claimer, items, False)
    if count.aware is not None:
        assert count.aware.tricks == plain_minimum(layout, claimer, items, True)


def test_the_second_reading_reuses_what_the_first_proved() -> None:
    # Six cards a hand, ♣ trumps, East-West holding three: the aware reading alone, then after the
    # unaware one on the same table — the same count, far fewer nodes (1,065 against 174 today).
    claim = read_claim("rev=S atout=♣ main=N cartes=N:T.J63.5.8 3.K2.87.6 6.A98..T9 52.Q.3.J4")
    alone = normal_minimum(claim.position, claim.claimer, (), True)
    table: dict[tuple[object, ...], tuple[int, int]] = {}
    normal_minimum(claim.position, claim.claimer, (), False, table=table)
    shared = normal_minimum(claim.position, claim.claimer, (), True, table=table)
    assert shared.tricks == alone.tricks
    assert shared.nodes < alone.nodes / 2


def crossruff_claim(seed: int) -> tuple[Layout, int, tuple[Item, ...]]:
    """3 to 5 cards a hand, a suit contract where the claimer's side holds most of the trumps (the
    defence none, or one small one every fifth deal), each of its hands void in a suit its partner
    holds: the cross-ruffs that _crossruff in the search proves without searching. Some with a
    card already led, some with a statement (a card, « coupe », « défausse », a named winner)."""
    draw = random.Random(7 * seed + 3)
    size = 5 if seed % 10 == 7 else 3 + seed % 2
    trump = draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    ours, partners = side, side + 2
    trumps = [13 * trump + r for r in range(13)]
    draw.shuffle(trumps)
    others = [c for c in range(52) if c // 13 != trump]
    draw.shuffle(others)
    hands = [0, 0, 0, 0]
    count = [0, 0, 0, 0]
    voids = draw.sample([s for s in range(4) if s != trump], 2)
    void = {ours: voids[0], partners: voids[1], 1 - side: trump, 3 - side: trump}

    def deal(seat: int, card: int) -> None:
        hands[seat] |= 1 << card
        count[seat] += 1

    for seat in (ours, partners):
        for _ in range(draw.randint(1, size - 1)):
            deal(seat, trumps.pop())
    if seed % 5 == 0:  # one small trump for the defence: the bound must not apply
        deal(1 - side, 13 * trump + min(c % 13 for c in trumps))
        trumps.remove(13 * trump + min(c % 13 for c in trumps))
    for c in others:
        seats = [s for s in range(4) if count[s] < size and void[s] != c // 13]
        if seats:
            deal(draw.choice(seats), c)
    leader = draw.randrange(4)
    played: tuple[int, ...] = ()
    if seed % 4 == 1:
        c = max(range(52), key=lambda c: (hands[leader] >> c & 1, draw.random()))
        hands[leader] &= ~(1 << c)
        played = (c,)
    mine = [c for c in range(52) if (hands[ours] | hands[partners]) >> c & 1]
    items: tuple[Item, ...] = ()
    if seed % 6 == 2:
        items = (("card", draw.choice(mine)),)
    elif seed % 6 == 3:
        items = (("ruff", voids[draw.randrange(2)]),)
    elif seed % 6 == 4:
        items = (("discard", draw.choice([s for s in range(4) if s != trump])),)
    elif seed % 6 == 5:
        items = (("winner", draw.choice(mine)),)
    layout = Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader, played)
    return layout, claimer, items


@pytest.mark.parametrize("seed", range(36))
def test_the_crossruff_bound_never_changes_the_count(seed: int) -> None:
    # The search's cross-ruff bound (_crossruff: the side on lead takes every trick left, from the
    # move rules) against the exhaustive minimum, both 70C readings.
    layout, claimer, items = crossruff_claim(seed)
    for aware in (False, True):
        assert normal_minimum(layout, claimer, items, aware).tricks == plain_minimum(
            layout, claimer, items, aware
        )


def trumpless_defence(seed: int) -> tuple[Layout, int]:
    """4 or 5 cards a hand, a suit contract, every trump left in the claimer's side's hands (one to
    six of them), the other cards dealt at random: both hands of the side often hold the same
    suit, and one runs out of trumps on some lines (the two cases of trump_floor in the search)."""
    draw = random.Random(17 * seed + 1)
    size = 4 + seed % 2
    trump = draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    count = draw.randint(1, min(2 * size - 1, 6))
    trumps = draw.sample([13 * trump + r for r in range(13)], count)
    others = draw.sample([c for c in range(52) if c // 13 != trump], 4 * size - count)
    seats = [side] * size + [side + 2] * size
    draw.shuffle(seats)
    hands = [0, 0, 0, 0]
    for c, seat in zip(trumps + others[: 2 * size - count], seats, strict=True):
        hands[seat] |= 1 << c
    for i, c in enumerate(others[2 * size - count :]):
        hands[(1 - side, 3 - side)[i % 2]] |= 1 << c
    return Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4)), claimer


@pytest.mark.parametrize("seed", range(20))
def test_the_trump_floor_never_changes_the_count(seed: int) -> None:
    # The search's floor against a defence with no trump (trump_floor: the side's trumps together,
    # or the tricks less those the defence can win while both hands keep a trump) against the
    # exhaustive minimum, both 70C readings.
    layout, claimer = trumpless_defence(seed)
    for aware in (False, True):
        assert normal_minimum(layout, claimer, (), aware).tricks == plain_minimum(layout, claimer, (), aware)


@pytest.mark.parametrize("seed", range(24))
def test_the_later_tricks_trump_floor_is_never_above_the_minimum(seed: int) -> None:
    # sure_later (the trumps' floor for the tricks after the current one, asked inside a trick)
    # against the exhaustive minimum from a trick already begun: one to three cards on the table,
    # the claimer's side's hands still to play often holding trumps they may spend on it.
    position, claimer = trump_heavy(seed)
    draw = random.Random(seed)
    hands = list(position.hands)
    played: list[int] = []
    for i in range(1 + seed % 3):
        seat = (position.leader + i) % 4
        legal = hands[seat] & SUIT_MASK[played[0] // 13] if played else 0
        legal = legal or hands[seat]
        c = draw.choice([c for c in range(52) if legal >> c & 1])
        hands[seat] &= ~(1 << c)
        played.append(c)
    begun = Layout((hands[0], hands[1], hands[2], hands[3]), 0, position.leader, tuple(played))
    side = claimer % 2
    floor = sure_later(hands, position.leader, tuple(played), side, SUIT_MASK[0])
    floor += taken(hands, position.leader, tuple(played), side, 0, SUIT_MASK[0])  # as the search adds it
    for aware in (False, True):
        assert floor <= plain_minimum(begun, claimer, (), aware)


def masters_against_no_trump(seed: int) -> tuple[Layout, int]:
    """3 or 4 cards a hand, a suit contract, no trump left but one of the claimer's side's every
    third deal: the side holds the high cards, the defence is on lead three times in four, and now
    and then it holds a suit both hands of the side are void in (the cross-ruff bound with the
    defence on lead: rules/deals/claim/bounds.py, crossruff)."""
    draw = random.Random(101 * seed + 7)
    size = 3 + seed % 2
    trump = draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    cards = draw.sample([c for c in range(52) if c // 13 != trump], 4 * size)
    if seed % 3 == 0:
        cards[0] = 13 * trump + draw.randrange(13)
    cards[1:] = sorted(cards[1:], key=lambda c: c % 13 + draw.random() * 5, reverse=True)
    seats = [side, side + 2] * size + [1 - side, 3 - side] * size
    hands = [0, 0, 0, 0]
    for c, seat in zip(cards, seats, strict=True):
        hands[seat] |= 1 << c
    leader = (side + 1 + 2 * draw.randrange(2)) % 4 if seed % 4 else draw.randrange(4)
    return Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader), claimer


@pytest.mark.parametrize("seed", range(40))
def test_the_crossruff_bound_with_the_defence_on_lead_never_changes_the_count(seed: int) -> None:
    # With the defence on lead the side takes the trick by rules 4, 5 and 6 and keeps its
    # cross-ruff, unless the leader holds a suit both its hands are void in and neither holds a
    # trump: a bound blind to that suit counts 3 where the minimum is 2 (seed 35).
    layout, claimer = masters_against_no_trump(seed)
    for aware in (False, True):
        assert normal_minimum(layout, claimer, (), aware).tricks == plain_minimum(layout, claimer, (), aware)


def ruff_claims(count: int) -> list[tuple[Layout, int, tuple[Item, ...], bool]]:
    """random_claim's positions where the claimer's side can ruff a suit (one hand holds it, the other
    is void there with a trump), stated before the rest (issue 36 §1): « coupe♦ puis atouts », with
    the ruffing trump named one time in three."""
    found = []
    for seed in range(2000):
        position, claimer, _, aware = random_claim(seed)
        if position.trump == NO_TRUMP or position.played:
            continue
        trumps = SUIT_MASK[position.trump]
        a, b = position.hands[claimer % 2], position.hands[claimer % 2 + 2]
        for suit in range(4):
            mask = SUIT_MASK[suit]
            void = next((h for h, o in ((a, b), (b, a)) if o & mask and not h & mask and h & trumps), None)
            if suit == position.trump or void is None:
                continue
            items: tuple[Item, ...] = (("lead_ruff", suit),)
            if seed % 3 == 0:
                items += (("with", (void & trumps).bit_length() - 1),)
            found.append((position, claimer, (*items, ("trumps", -1)), aware))
            break
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("claim", ruff_claims(40), ids=lambda c: str(c[2]))
def test_the_search_equals_the_plain_minimum_with_a_ruff_stated_in_its_order(
    claim: tuple[Layout, int, tuple[Item, ...], bool],
) -> None:
    position, claimer, items, aware = claim
    assert normal_minimum(position, claimer, items, aware).tricks == plain_minimum(
        position, claimer, items, aware
    )


def lone_hand_claim(seed: int) -> tuple[Layout, int, tuple[Item, ...]]:
    """2 to 5 cards a hand, a suit contract: one hand H of the claimer's side holds trumps and high
    cards of the other suits (often all masters, sometimes not), the opponents one trump or more
    (at most half as many as H, often fewer), H's partner no trump: the positions bounds.lone_hand
    proves (the commonest claim: « my hand is good, they still have a trump »). Any hand on lead;
    one in two with a statement: a card of H, « défausse » (the bound waits for them), a named
    winner, « atouts », a suit then « atouts » (they only choose leads: the bound applies)."""
    draw = random.Random(11 * seed + 5)
    size = draw.choice([2, 3, 3, 4, 4, 5])
    trump = draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    seat = draw.choice([side, side + 2])
    partner = (seat + 2) % 4
    defenders = (1 - side, 3 - side)
    deck = list(range(52))
    draw.shuffle(deck)
    outstanding = draw.randint(0, size // 2)
    held = draw.randint(min(size, 2 * outstanding), size)
    trumps = [c for c in deck if c // 13 == trump]
    others = sorted(
        (c for c in deck if c // 13 != trump), key=lambda c: c % 13 + draw.random() * 4, reverse=True
    )
    hands = [0, 0, 0, 0]
    for c in trumps[:held]:
        hands[seat] |= 1 << c
    for c in trumps[held : held + outstanding]:
        hands[draw.choice(defenders)] |= 1 << c
    for c in others[: size - held]:
        hands[seat] |= 1 << c
    rest = others[size - held :]
    draw.shuffle(rest)
    for s in (partner, *defenders):
        while hands[s].bit_count() < size:
            hands[s] |= 1 << rest.pop()
    mine = [c for c in range(52) if hands[seat] >> c & 1]
    items: tuple[Item, ...] = ()
    if seed % 8 == 1:
        items = (("card", draw.choice(mine)),)
    elif seed % 8 == 3:
        items = (("discard", draw.choice([s for s in range(4) if s != trump])),)
    elif seed % 8 == 5:
        items = (("winner", draw.choice(mine)),)
    elif seed % 8 == 7:
        items = (("trumps", -1),) if seed % 16 == 7 else (("suit", mine[0] // 13), ("trumps", -1))
    return Layout((hands[0], hands[1], hands[2], hands[3]), trump, draw.randrange(4)), claimer, items


@pytest.mark.parametrize("seed", range(64))
def test_the_lone_hand_bound_is_never_above_the_minimum(seed: int) -> None:
    # bounds.lone_hand (a hand of trumps and masters loses one trick at most to each trump of the
    # opponents) against the exhaustive minimum of the same rules, both 70C readings: the bound
    # itself, at the root, and the search that uses it at every trick boundary.
    layout, claimer, items = lone_hand_claim(seed)
    side = claimer % 2
    bound = lone_hand(list(layout.hands), layout.leader, side, SUIT_MASK[layout.trump])
    for aware in (False, True):
        exact = plain_minimum(layout, claimer, items, aware)
        assert normal_minimum(layout, claimer, items, aware).tricks == exact
        if all(kind in ("winner", "trumps", "suit") for kind, _ in items):
            assert bound <= exact


def test_the_lone_hand_bound_proves_the_commonest_claim() -> None:
    # East on lead, ♠D-V-6 ♥10, North's ♠9 out (B01's position at four cards): three tricks on every
    # line, which the trumps alone (sure_tricks: two) cannot show; a partner holding a trump, or H
    # with too few trumps for the opponents' one, and the bound stays out.
    claim = read_claim("rev=E atout=♠ main=E cartes=N:9..9.93 QJ6.T.. ..8.K72 ..T75.T")
    hands = list(claim.position.hands)
    assert lone_hand(hands, 1, 1, SUIT_MASK[0]) == 3
    assert normal_minimum(claim.position, 1, (), False).tricks == 3
    assert lone_hand(hands, 0, 1, SUIT_MASK[0]) == 3  # not on lead: 2t + 1 = 3 trumps, held
    fewer = list(read_claim("rev=E atout=♠ main=E cartes=N:9..9.93 Q6.T9.. ..8.K72 ..T75.T").position.hands)
    assert lone_hand(fewer, 1, 1, SUIT_MASK[0]) == 3
    assert lone_hand(fewer, 2, 1, SUIT_MASK[0]) == 0  # not on lead, two trumps only
    ruffing = read_claim("rev=E atout=♠ main=E cartes=N:9..9.93 QJ6.T.. ..8.K72 5..75.T")
    assert lone_hand(list(ruffing.position.hands), 1, 1, SUIT_MASK[0]) == 0


def master_hand_claim(seed: int) -> tuple[Layout, int, tuple[Item, ...]]:
    """2 to 4 cards a hand, no trump three times in four (else a suit contract whose trumps the
    opponents and H's partner P do not hold): one hand H of the claimer's side holds, in one to three
    suits, cards above the opponents' and P's (one deal in seven, a card out above one of them: the
    bound then stays out); the other cards dealt at random, every other deal those of H's suits first. H is on lead one time in five (the
    opponents or P otherwise); a statement one time in three (the bound reads no move rule)."""
    draw = random.Random(31 * seed + 3)
    size = draw.choice([2, 3, 3, 4, 4])
    trump = NO_TRUMP if seed % 4 else draw.randrange(4)
    claimer = draw.randrange(4)
    side = claimer % 2
    seat = draw.choice([side, side + 2])
    hands = [0, 0, 0, 0]
    suits = draw.sample(range(4), draw.randint(1, min(3, size)))
    counts = [1] * len(suits)
    for _ in range(size - len(suits)):
        counts[draw.randrange(len(suits))] += 1
    rest: list[int] = []  # H's suits' cards below its own, dealt first (the opponents then often
    other: list[int] = []  # hold little of the suits H is void in: the bound is above zero)
    for s in range(4):
        ranks = [13 * s + r for r in range(12, -1, -1)]
        if s not in suits:
            other.extend(c for c in ranks if s != trump)
            continue
        take = counts[suits.index(s)]
        start = draw.randint(0, 2)  # cards above H's, gone: H's are still masters
        for c in ranks[start : start + take]:
            hands[seat] |= 1 << c
        below = [c for c in ranks[start + take :] if s != trump]
        if start and seed % 7 == 0:  # a card out above H's: the bound stays out
            below.append(ranks[start - 1])
        rest.extend(below)
    draw.shuffle(rest)
    draw.shuffle(other)
    rest = other + rest if seed % 2 else rest + other
    for s in ((seat + 2) % 4, 1 - side, 3 - side):
        for _ in range(size):
            hands[s] |= 1 << rest.pop()
    leader = seat if seed % 5 == 0 else draw.choice([s for s in range(4) if s != seat])
    items: tuple[Item, ...] = ()
    if seed % 3 == 1:
        items = (("card", draw.choice([c for c in range(52) if hands[seat] >> c & 1])),)
    return Layout((hands[0], hands[1], hands[2], hands[3]), trump, leader), claimer, items


@pytest.mark.parametrize("seed", range(48))
def test_the_master_hand_bound_is_never_above_the_minimum(seed: int) -> None:
    # bounds.master_hand (a hand of masters its partner cannot overtake: the opponents win only
    # before its first trick, in suits it is void in) against the exhaustive minimum with any legal
    # card for the claimer's side (what its proof claims), and against the normal minimum of both
    # 70C readings, which the search that uses it at every trick boundary must still find.
    layout, claimer, items = master_hand_claim(seed)
    side = claimer % 2
    trumps = SUIT_MASK[layout.trump] if layout.trump != NO_TRUMP else 0
    bound = master_hand(list(layout.hands), layout.leader, side, trumps)
    assert bound <= legal_minimum(layout, claimer)
    for aware in (False, True):
        exact = plain_minimum(layout, claimer, items, aware)
        assert bound <= exact
        assert normal_minimum(layout, claimer, items, aware).tricks == exact


def test_the_master_hand_bound_counts_the_suits_a_discard_empties() -> None:
    # North's ♠A ♥A are masters, East on lead: East cashes ♦A, North must throw an ace (it has no other
    # card), and the king of that suit is good: the opponents take both tricks. A bound counting
    # only the suits North is void in now (♦: one trick) would say one trick for North-South.
    claim = read_claim("rev=S atout=SA main=E cartes=N:A.A.. K..A. ...32 .K.K.")
    hands = list(claim.position.hands)
    assert master_hand(hands, 1, 0, 0) == 0
    assert legal_minimum(claim.position, 2) == 0
    assert normal_minimum(claim.position, 2, (), False).tricks == 0
    # North on lead runs its aces; with no suit North is void in left to the others, two tricks.
    assert master_hand(hands, 0, 0, 0) == 2
    gone = read_claim("rev=S atout=SA main=E cartes=N:A.A.. K.3.. 3.4.. 2.2..")
    assert master_hand(list(gone.position.hands), 1, 0, 0) == 2 == legal_minimum(gone.position, 2)
