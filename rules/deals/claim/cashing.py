"""A sure-trick floor at no trump: the tricks the claimer's side cashes in a row from a trick
boundary, on every normal line (issue 36 §3; the claim search's `boundary`, rules/deals/claim/search.py).
Pure functions of the cards (13-bit suits side by side in each hand's mask, seats 0..3, `side` the
claimer's side: 0 North-South).

Asked only where no hand holds a trump (no trump, or a suit contract once the trumps are out), the
statement spent and no named winner held, every show-out recorded true (the caller's part). There,
by the move rules (rules/deals/claim/normal.py, following.py), a hand of the claimer's side that
holds a master of the suit led (a card above every opponent's card of that suit) and plays to the
trick after another card wins the trick for its side: partner winning it for sure, it is his (rule
4); second hand, partner last holding a master of the suit: partner takes it last with the cheapest
card that wins (rule 5), else the hand plays its master (rule 5, second seat); third hand, the trick
at risk: the lowest card that takes it for sure when the opponent behind has shown out (70E1), else
a master (rule 5); last hand: the cheapest card that wins (rule 5). So the side wins a trick:
- it leads a master (nobody can beat it: no trump);
- it leads a card of a suit its other hand holds a master of (that hand follows);
- it leads a card of a suit the same hand holds a master ace, king or queen of: rule 3b lets it lead
  only a master there (a card the opponents' cards gone since the boundary made one, or the honour);
- an opponent leads a suit one of its hands holds a master of.
Its cards played to the trick may be any of its legal cards (the floor reads no other rule): it is
the side's hand that played the higher card of the suit led that wins it, and leads next. The floor
is the fewest tricks it takes in a row that way, over every card its hands may play and every lead
(the first one as the move rules allow it, the cards exact there; the later ones any card):
a run stops (counts 0 more) at a hand on lead holding a card none of these makes a winner, or at an
opponent's lead in a suit where the side holds no master. The masters are read at the boundary and
kept so: the opponents' cards only go, a master stays one.

Not a floor of the whole count where a hand that holds only masters may discard them on a run of
the opponents' (tests/rules/deals/test_claim_master_floor.py): after the run stops, nothing more is
counted. The brute force checks it (tests/rules/deals/test_claim_cashing.py)."""

from __future__ import annotations

from rules.deals.claim.cards import HONOURS
from rules.deals.layout import SUIT_MASK, bits_of

# (the hand on lead's cards, its partner's, the cards below the opponents' top card of each suit)
# -> the tricks in a row
_RUNS: dict[tuple[int, int, int], int] = {}


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


def cashing(hands: list[int], leader: int, side: int, leads: int = -1) -> int:
    """The tricks the claimer's side takes in a row from this boundary on every normal line (the
    module's docstring): at most the tricks left. `leads`: the cards the move rules let the side's
    hand on lead lead here (NormalPlay.allowed, read on the exact cards: rule 3 keeps a hand holding
    a master from leading a small loser first); the later leads may be any card."""
    beaten = _beaten(hands[1 - side] | hands[3 - side])
    if leader % 2 == side:
        return _run(hands[leader], hands[(leader + 2) % 4], beaten, leads)
    second, fourth = hands[(leader + 1) % 4], hands[(leader + 3) % 4]
    masters = (second | fourth) & ~beaten
    suits = [mask for mask in SUIT_MASK if hands[leader] & mask]
    if any(not masters & mask for mask in suits):
        return 0  # an opponent's lead the side cannot be sure to win
    fewest = hands[leader].bit_count()
    for mask in suits:
        for x in bits_of(second & mask or second):
            for y in bits_of(fourth & mask or fourth):
                # the side's hand with the higher card of the suit led takes it and leads
                if (1 << x) & mask and not ((1 << y) & mask and y > x):
                    found = 1 + _run(second & ~(1 << x), fourth & ~(1 << y), beaten)
                else:
                    found = 1 + _run(fourth & ~(1 << y), second & ~(1 << x), beaten)
                if found < fewest:
                    fewest = found
                    if fewest == 1:
                        return 1
    return fewest


def _run(lead: int, partner: int, beaten: int, leads: int = -1) -> int:
    """The side on lead (`lead` its hand on lead, `partner` the other, `leads` the cards it may lead
    of `lead`): the tricks in a row."""
    if not lead:
        return 0
    choices = lead & leads
    key = (lead, partner, beaten)
    found = _RUNS.get(key) if choices == lead else None
    if found is not None:
        return found
    suits = [mask for mask in SUIT_MASK if choices & mask]
    honours = lead & HONOURS & ~beaten  # rule 3b: only a master of such a suit may be led
    if any(choices & mask & beaten and not (partner | honours) & mask & ~beaten for mask in suits):
        fewest = 0  # a card that may lose the trick: the run may stop here
        suits = []
    else:
        fewest = lead.bit_count()
    for mask in suits:
        for c in bits_of(choices & mask):
            for x in bits_of(partner & mask or partner):
                if (1 << x) & mask and x > c:  # partner's higher card: his trick, his lead
                    value = 1 + _run(partner & ~(1 << x), lead & ~(1 << c), beaten)
                else:
                    value = 1 + _run(lead & ~(1 << c), partner & ~(1 << x), beaten)
                if value < fewest:
                    fewest = value
        if fewest == 1:
            break
    if choices == lead:
        if len(_RUNS) > 200_000:
            _RUNS.clear()
        _RUNS[key] = fewest
    return fewest
