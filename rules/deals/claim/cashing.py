"""A sure-trick floor at no trump: the tricks the claimer's side cashes in a row from a trick
boundary, on every normal line (issue 36 §3; the claim search's `boundary`, rules/deals/claim/search.py).
Pure functions of the cards (13-bit suits side by side in each hand's mask, seats 0..3, `side` the
claimer's side: 0 North-South).

Asked only where the opponents hold no trump (no trump, or a suit contract once theirs are out), what
is left of the statement only choosing leads (search._Search.follows_as_spent), every show-out recorded
true (the caller's part). There,
by the move rules (rules/deals/claim/normal.py, following.py), a hand of the claimer's side that
holds a master of the suit led (a card above every opponent's card of that suit) and plays to the
trick after another card wins the trick for its side: partner winning it for sure, it is his (rule
4); second hand, partner last holding a master of the suit: partner takes it last with the cheapest
card that wins (rule 5), else the hand plays its master (rule 5, second seat); third hand, the trick
at risk: the lowest card that takes it for sure when the opponent behind has shown out (70E1), else
a master (rule 5); last hand: the cheapest card that wins (rule 5). So the side wins a trick:
- it leads a master (the opponents can neither beat it nor ruff it);
- it leads a card of a suit its other hand holds a master of (that hand follows), or is void in
  with a trump (it ruffs: rule 5, third hand, the trick at risk; the opponents hold no trump);
- it leads a card of a suit the same hand holds a master ace, king or queen of: rule 3b lets it lead
  only a master there (a card the opponents' cards gone since the boundary made one, or the honour);
  the statement spent, the same for a master of any rank while the opponents surely still hold two
  cards of the suit (rule 3b's other half: `_Walk.held`, session 30);
- an opponent leads a suit one of its hands holds a master of, or is void in with a trump (second
  hand ruffs unless partner, last, holds a master there; last hand ruffs a trick the opponents win).
Its cards played to the trick may be any of its legal cards (the floor reads no other rule): it is
the side's hand that played the higher card (a trump, else of the suit led) that wins it, and leads next. The floor
is the fewest tricks it takes in a row that way, over every card its hands may play and every lead
(the first one as the move rules allow it, the cards exact there; the later ones any card):
a run stops (counts 0 more) at a hand on lead holding a card none of these makes a winner, or at an
opponent's lead in a suit where the side holds no master. The masters are read at the boundary and
kept so: the opponents' cards only go, a master stays one.

Not a floor of the whole count where a hand that holds only masters may discard them on a run of
the opponents' (tests/rules/deals/test_claim_master_floor.py): after the run stops, nothing more is
counted. The brute force checks it (tests/rules/deals/test_claim_cashing.py).

The walk over every card of the side is exponential in the cards left: with trumps in the side's hands
nearly every lead is a trick and the runs go deep (the published 12-card H07, 6♣, walked for minutes:
session 20's revert of this floor). So the floor is asked as a test (`cashes`: at least `need` in a
row?), which follows a run no deeper than `need` tricks and stops at the first line below it; past
VISITS positions not met before it answers no (always valid); what it proved stays known (_RUNS).
Cards the walk cannot tell apart are tried once (`_once`): it reads of a card of the side only its
suit, whether it is beaten, whether it is an honour (rule 3b) and its rank against the other hand's
cards (which of the two plays the higher), so two cards of one hand and suit, both beaten or both not,
both honours or neither, with no card of the other hand between them, lead to walks that are the
same but for the one card: one of them is enough (session 22: a third of the 8-card max's time went
into the walk, partner's every discard tried). And the last trick a test asks is not walked at all: the
check that no card the hand on lead may lead can lose it (or, the opponents on lead, that the side holds
a master of the suit or ruffs it) answers it, every card played to it then leaving nothing more to prove
(session 30: the same answers, the same runs kept, two fifths less of the walk's time)."""

from __future__ import annotations

from rules.deals.claim.cards import HONOURS
from rules.deals.claim.keys import runs_of
from rules.deals.layout import SUIT_MASK

# (the hand on lead's cards, its partner's, the cards below the opponents' top card of each suit, the
# trumps) -> the fewest tricks in a row and the most, as far as proved
_RUNS: dict[tuple[int, int, int, int], tuple[int, int]] = {}
# The walks that reached their end, by their arguments but the tricks asked (the hands, the leader, the
# side, the trumps, the first leads) -> the most tricks proved in a row and the fewest proved out of
# reach (a test that holds for `need` holds for less: a run of `need` starts with the shorter ones): the
# search asks one boundary again at each cap, and in each test of the careful alternative (budget.py).
# Emptied with _RUNS: a walk kept here met at most the runs _RUNS holds now, so walked again it would visit
# no more positions (VISITS) and give the same answer.
_CASHES: dict[tuple[int, ...], tuple[int, int]] = {}
# Each opponent's cards of each suit (♠ to ♣, then the other's) -> `_Walk.held`'s suits, trick by trick
_HELD: dict[tuple[int, ...], tuple[int, ...]] = {}
# The positions a test may walk (_Walk.run's calls, those _RUNS answers included) before it gives up.
VISITS = 400
# (cards, the other hand of the side, the beaten cards) -> one card of each set `_once` merges
_ONCE: dict[tuple[int, int, int], tuple[int, ...]] = {}


def forget_walks() -> None:
    """Empty _RUNS and _CASHES (rules/deals/count.py, at each count's start and end). Not pure memos: past
    VISITS a walk answers no, and how far it gets depends on the runs already known, so a floor, hence the
    search's nodes and the careful alternative's budget (count.py `_careful_nodes`), depended on what the
    process had counted before (claims53: the same 8-card position counted twice in the chats' solver
    process, 48,100 nodes then 47,893). Emptied, a count is a function of its position alone."""
    _RUNS.clear()
    _CASHES.clear()


class _TooDeep(Exception):
    """The walk past VISITS: no floor."""


def shown_true(hands: list[int], shown: int) -> bool:
    """Every show-out recorded (bit 4 * seat + suit of Progress's third field) is a void: rule 5's
    known finesse (70E1) takes the trick only then, and the floor counts on it."""
    shown &= 0xFFFF
    while shown:
        low = shown & -shown
        bit = low.bit_length() - 1
        if hands[bit // 4] & SUIT_MASK[bit % 4]:
            return False
        shown ^= low
    return True


def _beaten(theirs: int) -> int:
    """The cards below the opponents' highest card of each suit: no master."""
    below = 0
    for mask in SUIT_MASK:
        top = (theirs & mask).bit_length()
        if top:
            below |= ((1 << top) - 1) & mask
    return below


def cashes(
    hands: list[int], leader: int, side: int, need: int, trumps: int = 0, leads: int = -1, spent: bool = False
) -> bool:
    """Does the claimer's side take at least `need` tricks in a row from this boundary on every normal
    line (the module's docstring)? No past VISITS. `trumps`: the trump suit's cards (0 at no trump),
    none of them the opponents'. `leads`: the cards the move rules let the side's hand on lead lead
    here (NormalPlay.allowed, read on the exact cards: rule 3 keeps a hand holding a master from
    leading a small loser first); the later leads may be any card but what rule 3b forbids. `spent`: the
    statement has no ordered item left (its standing items only discard): rule 3b then holds at every
    later lead for a master of any rank too (`_Walk.held`); else for a master ace, king or queen only
    (a stated suit is led from any card where no master honour is held: stated.py)."""
    if need <= 0:
        return True
    key = (hands[0], hands[1], hands[2], hands[3], leader, side, trumps, leads, spent)
    known = _CASHES.get(key)
    if known is not None:
        if need <= known[0]:
            return True
        if need >= known[1]:
            return False
    walk = _Walk(_beaten(hands[1 - side] | hands[3 - side]), trumps)
    if spent:
        walk.held(hands[1 - side], hands[3 - side], need)
    size = len(_RUNS)
    try:
        found = walk.start(hands, leader, side, leads, need)
    except _TooDeep:
        return False  # not kept: a later walk, more of it known (_RUNS), may reach the end
    if len(_RUNS) < size:  # _RUNS emptied during the walk: not kept (see _CASHES)
        return found
    if len(_CASHES) > 200_000:
        _CASHES.clear()
    most, fewest = known if known is not None else (0, 14)
    _CASHES[key] = (max(most, need), fewest) if found else (most, min(fewest, need))
    return found


def cashing(
    hands: list[int], leader: int, side: int, trumps: int = 0, leads: int = -1, spent: bool = False
) -> int:
    """The tricks the side takes in a row on every normal line (`cashes` asked for one more at a time):
    0 where the walk gives up."""
    need = 1
    while need <= hands[leader].bit_count() and cashes(hands, leader, side, need, trumps, leads, spent):
        need += 1
    return need - 1


class _Walk:
    def __init__(self, beaten: int, trumps: int) -> None:
        self.beaten = beaten
        self.trumps = trumps
        self.visits = 0
        self.need = 0  # the tricks the test asked: `need` less the tricks walked since the boundary
        self.later: tuple[int, ...] = ()

    def held(self, one: int, other: int, need: int) -> None:
        """Rule 3b for a master of any rank (NormalPlay._lead): while the opponents hold two cards or more
        of a suit, a hand that holds a master there leads only a master of it (he cannot think them all
        gone). The walk does not follow the opponents' cards; but each plays one card a trick, so `d`
        tricks after the boundary an opponent still holds at least his cards of the suit less `d`:
        `later[d]`, the suits where the two surely hold two or more then (as long as there is one)."""
        self.need = need
        spades, hearts, diamonds, clubs = SUIT_MASK
        counts = (
            (one & spades).bit_count(),
            (one & hearts).bit_count(),
            (one & diamonds).bit_count(),
            (one & clubs).bit_count(),
            (other & spades).bit_count(),
            (other & hearts).bit_count(),
            (other & diamonds).bit_count(),
            (other & clubs).bit_count(),
        )
        known = _HELD.get(counts)
        if known is None:
            found = []
            d = 0
            while True:
                mask = 0
                for i, suit in enumerate(SUIT_MASK):
                    if max(0, counts[i] - d) + max(0, counts[i + 4] - d) >= 2:
                        mask |= suit
                if not mask:
                    break
                found.append(mask)
                d += 1
            if len(_HELD) > 100_000:
                _HELD.clear()
            known = _HELD[counts] = tuple(found)
        self.later = known

    def start(self, hands: list[int], leader: int, side: int, leads: int, need: int) -> bool:
        if leader % 2 == side:
            return self.run(hands[leader], hands[(leader + 2) % 4], need, leads)
        trumps = self.trumps
        second, fourth = hands[(leader + 1) % 4], hands[(leader + 3) % 4]
        if hands[leader].bit_count() < need:
            return False
        masters = (second | fourth) & ~self.beaten
        suits = [mask for mask in SUIT_MASK if hands[leader] & mask]
        if any(
            not masters & mask and not _ruffs(second, mask, trumps) and not _ruffs(fourth, mask, trumps)
            for mask in suits
        ):
            return False  # an opponent's lead the side cannot be sure to win
        if need == 1:  # the side wins this trick whatever it plays to it, and no more is asked
            return True
        beaten = self.beaten
        for mask in suits:
            ys = [(y, _strength(y, mask, trumps)) for y in _once(fourth & mask or fourth, second, beaten)]
            for x in _once(second & mask or second, fourth, beaten):
                strength = _strength(x, mask, trumps)
                for y, below in ys:
                    # the side's hand with the higher card (a trump, else the suit led) takes it and leads
                    if strength > below:
                        found = self.run(second & ~(1 << x), fourth & ~(1 << y), need - 1)
                    else:
                        found = self.run(fourth & ~(1 << y), second & ~(1 << x), need - 1)
                    if not found:
                        return False
        return True

    def run(self, lead: int, partner: int, need: int, leads: int = -1) -> bool:
        """The side on lead (`lead` its hand on lead, `partner` the other, `leads` the cards it may
        lead of `lead`): at least `need` tricks in a row on every line?"""
        if need <= 0:
            return True
        if lead.bit_count() < need:
            return False
        self.visits += 1
        if self.visits > VISITS:
            raise _TooDeep
        beaten, trumps = self.beaten, self.trumps
        choices = lead & leads
        # rule 3b's suits from here on (`held`): what the rest of the walk reads, so part of its key
        later = self.later[self.need - need :] if self.later else ()
        key = (lead, partner, beaten, trumps, later)
        known = _RUNS.get(key) if choices == lead else None
        if known is not None:
            if known[0] >= need:
                return True
            if known[1] < need:
                return False
        suits = [mask for mask in SUIT_MASK if choices & mask]
        # rule 3b: only a master of such a suit may be led (a master honour; any master where `later` says)
        honours = lead & (HONOURS | later[0] if later else HONOURS) & ~beaten
        winners = (partner | honours) & ~beaten
        ruffing = partner & trumps if trumps else 0
        found = True
        for mask in suits:
            if (
                choices & mask & beaten
                and not winners & mask
                and not (ruffing and not partner & mask and not mask & trumps)  # _ruffs
            ):
                found = False  # a card that may lose the trick: the run may stop here
                break
        if found and need > 1:  # one trick asked: each card led wins it, the rest asks none (True)
            for mask in suits:
                # _strength: a trump above any other card, then the suit led, then the rank
                xs = [
                    (x, (trumps >> x & 1) << 7 | (mask >> x & 1) << 6 | x)
                    for x in _once(partner & mask or partner, lead, beaten)
                ]
                for c in _once(choices & mask, partner, beaten):
                    strength = (trumps >> c & 1) << 7 | (mask >> c & 1) << 6 | c
                    for x, above in xs:
                        if above > strength:  # partner's higher card or ruff: his trick, his lead
                            found = self.run(partner & ~(1 << x), lead & ~(1 << c), need - 1)
                        else:
                            found = self.run(lead & ~(1 << c), partner & ~(1 << x), need - 1)
                        if not found:
                            break
                    if not found:
                        break
                if not found:
                    break
        if choices == lead:
            low, high = known if known is not None else (0, lead.bit_count())
            _RUNS[key] = (need, high) if found else (low, need - 1)
            if len(_RUNS) > 200_000:
                _RUNS.clear()
                _CASHES.clear()  # its walks met runs no longer held
        return found


def _once(cards: int, other: int, beaten: int) -> tuple[int, ...]:
    """One card of each set of `cards` (one hand's) the walk cannot tell apart: of one suit, all
    beaten or none, all honours or none, no card of `other` (the side's other hand, the card it may
    play to this trick included) between them. The highest of each."""
    key = (cards, other, beaten)
    found = _ONCE.get(key)
    if found is None:
        chosen: list[int] = []
        for base in (0, 13, 26, 39):
            suit = cards >> base & 0x1FFF
            if not suit:
                continue
            between = other >> base & 0x1FFF
            low = beaten >> base & 0x1FFF
            high = HONOURS >> base & 0x1FFF
            for part in (suit & low, suit & ~low & ~high, suit & ~low & high):
                if part:
                    chosen.extend(base + c for c in runs_of(part, between))
        found = tuple(chosen)
        if len(_ONCE) > 200_000:
            _ONCE.clear()
        _ONCE[key] = found
    return found


def _ruffs(hand: int, led: int, trumps: int) -> bool:
    """A hand void in the suit led (a side suit) that holds a trump: it ruffs a trick the opponents
    could win (rule 5: second, third or last hand), the opponents holding no trump."""
    return bool(trumps and not hand & led and hand & trumps and not led & trumps)


def _strength(x: int, led: int, trumps: int) -> int:
    """Card x's strength in a trick led in the suit `led` (a mask): a trump above any other card, then
    the suit led, then the rank (x < 64); of two cards, the stronger beats the other."""
    return (trumps >> x & 1) << 7 | (led >> x & 1) << 6 | x
