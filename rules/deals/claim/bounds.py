"""Bounds of the claim search (rules/deals/claim/search.py): positions whose count is known without
searching, and tricks the claimer's side takes on every line. Pure functions of the cards (13-bit
suits side by side in each hand's mask, seats 0..3, `side` the claimer's side: 0 North-South).

`sure_tricks`, `sure_later`, `taken`, `side_runs` and `master_hand` hold for every legal card, hence for
every normal line. `crossruff`, `trump_floor` and `lone_hand` hold for the normal lines only: they follow the move rules of
rules/deals/claim/normal.py, and the brute force (tests/rules/deals/test_search_exact.py) checks it
against them; a change to those rules must run that test again.
"""

from __future__ import annotations

from itertools import permutations

from rules.deals.claim.cards import higher, trick_winner
from rules.deals.layout import SUIT_MASK


def sure_tricks(hands: list[int], side: int, trumps: int) -> int:
    """Tricks the claimer's side takes on every line, from its trumps: a trick holding a trump
    of one of its hands goes to the side unless an opponent plays a higher trump to it. Each
    opponent's trump beats at most one of that hand's trumps (one card of the hand a trick),
    so the hand keeps at least its trumps less the most of them that the opponents' higher
    trumps can be paired with (each with a higher one of its own, as many as can be: lowest first)."""
    if not trumps:
        return 0
    theirs = (hands[1 - side] | hands[3 - side]) & trumps
    return max(_kept(hands[side] & trumps, theirs), _kept(hands[side + 2] & trumps, theirs))


def _kept(mine: int, theirs: int) -> int:
    """One hand's trumps (`mine`) less the most of them the opponents' trumps (`theirs`) can beat,
    each of theirs paired with one lower of the hand's (lowest first: the most pairs there are).
    Monotone: a trump fewer in the hand, or more of theirs, never raises it by more than that."""
    kept = mine.bit_count()
    if not theirs:
        return kept
    found = _KEPT.get((mine, theirs))
    if found is not None:
        return found
    key = (mine, theirs)
    free = theirs
    m = mine
    while m and free:
        low = m & -m
        m ^= low
        above = free & ~((low << 1) - 1)
        if above:
            free ^= above & -above
            kept -= 1
    if len(_KEPT) > 200_000:
        _KEPT.clear()
    _KEPT[key] = kept
    return kept


_KEPT: dict[tuple[int, int], int] = {}
_PAIRS: dict[int, tuple[int, int]] = {}


def kept_pair(hands: list[int], side: int, shift: int) -> tuple[int, int]:
    """`_kept` for each hand of the claimer's side (seat `side`, then `side + 2`), the trumps the
    suit at bit `shift`: sure_tricks is the larger, sure_later the larger once each hand still to
    play to the trick gives one up. One look-up on an int (the search asks at every node)."""
    theirs = (hands[1 - side] | hands[3 - side]) >> shift & 0x1FFF
    a = hands[side] >> shift & 0x1FFF
    b = hands[side + 2] >> shift & 0x1FFF
    key = a | b << 13 | theirs << 26
    found = _PAIRS.get(key)
    if found is None:
        found = (_kept(a, theirs), _kept(b, theirs))
        if len(_PAIRS) > 200_000:
            _PAIRS.clear()
        _PAIRS[key] = found
    return found


def sure_later(hands: list[int], leader: int, trick: tuple[int, ...], side: int, trumps: int) -> int:
    """Inside a trick (`trick` on the table, `hands` what each still holds): the tricks after this
    one that the claimer's side takes on every line, from its trumps (sure_tricks). A hand of the
    side that has played to this trick keeps its trumps for the later tricks; one still to play may
    spend one of them here, and one trump fewer lowers its count by one at most (_kept). The
    opponents keep at most the trumps they hold."""
    if not trumps:
        return 0
    theirs = (hands[1 - side] | hands[3 - side]) & trumps
    best = 0
    for seat in (side, side + 2):
        kept = _kept(hands[seat] & trumps, theirs)
        if (seat - leader) % 4 >= len(trick):  # still to play to this trick
            kept -= 1
        best = max(best, kept)
    return best


def taken(hands: list[int], leader: int, trick: tuple[int, ...], side: int, trump: int, trumps: int) -> bool:
    """The claimer's side wins this trick whatever is still played to it: its card leads the
    trick and no opponent still to play can beat it (a higher card of its suit, or a ruff); or
    one of its hands still to play must follow with a card above the cards of the suit led on
    the table and in the opponents' hands still to play, and no opponent still to play can ruff."""
    winner = trick_winner(leader, trick, trump)
    best = trick[(winner - leader) % 4]
    led = trick[0] // 13
    suit = SUIT_MASK[led]
    theirs = 0  # the cards of the suit led the opponents still to play hold
    ours = []  # the claimer's side's hands still to play
    for i in range(len(trick), 4):
        seat = (leader + i) % 4
        hand = hands[seat]
        if seat % 2 == side:
            ours.append(hand)
            continue
        if hand & suit:
            theirs |= hand & suit
        elif hand & trumps and led != trump:
            if winner % 2 != side or best // 13 != trump or hand & higher(best):
                return False  # it may ruff (or overruff)
    if winner % 2 == side:
        return not (best // 13 == led and theirs & higher(best))
    if best // 13 != led:
        return False  # an opponent ruffed: following suit does not beat it
    above = ~((1 << max(best + 1, theirs.bit_length())) - 1)
    return any(hand & suit and not hand & suit & ~above for hand in ours)


def side_runs(hands: list[int], leader: int, side: int, trumps: int) -> int | None:
    """The rest of the tricks, when the side on lead cannot lose the lead: every remaining
    trick to its side (the claimer's side: on every line, careless or not; the defence: a line
    it may choose, so the minimum), else None. Either the hand on lead holds only cards no
    other hand can beat, its partner can neither overtake them (nothing higher in any suit the
    hand holds) nor ruff; or every card of both its hands is above every card the opponents
    hold in that suit (whichever of the two wins, it leads a winner again). In a trump
    contract the opponents hold no trump (and, the first way, nor does the partner)."""
    hand = hands[leader]
    partner = hands[(leader + 2) % 4]
    opponents = hands[(leader + 1) % 4] | hands[(leader + 3) % 4]
    if trumps and opponents & trumps:
        return None
    alone = not partner & trumps  # the first way: the hand on lead keeps it
    both = True  # the second way: every card of the side is a winner
    for mask in SUIT_MASK:
        theirs = opponents & mask
        mine = hand & mask
        if mine:
            lowest = mine & -mine
            if theirs & ~(lowest - 1):
                return None
            if partner & mask & ~(lowest - 1):
                alone = False
        if both and theirs:
            ours = partner & mask
            if ours and theirs & ~((ours & -ours) - 1):
                both = False
        if not (alone or both):
            return None
    return hand.bit_count() if leader % 2 == side else 0


def crossruff(hands: list[int], leader: int, side: int, trumps: int) -> bool:
    """The claimer's side takes every remaining trick on every normal line: a cross-ruff against a
    defence with no trump left, the side on lead or the defence (below). Asked only once the statement is spent (no item to play,
    no named winner held: the caller's part). Each hand A of the side, with B its partner, holds only masters and trumps, or its
    other cards (losers) are in suits B is void in, no more of them than B has trumps. Then,
    by the move rules (rules/deals/claim/normal.py), inductively from trick to trick:
    - a hand holding only trumps puts a trump on every trick left: all of them are the side's;
    - else the hand on lead leads no trump (rule 3a) but a master (the side's trick whatever is
      played: no opponent can beat it nor ruff it; partner's cards of that suit are masters too,
      since every loser of his is in a suit the leader is void in) or a loser of A, which B,
      void with a trump, ruffs in third seat (rule 5: the trick is an opponent's or at risk)
      unless A's card is sure to win (rule 4: then B discards and the card wins);
    - B spends a trump only ruffing a loser of A (rule 4: no ruffing of partner's sure winner
      while another card may go), and a discard takes no trump: the counts stay as stated.
    The defence on lead (seats: X second, Y last), the same condition: the side takes this trick
    and keeps it, then leads as above. In suit s led:
    - both hands hold s: neither has a loser there, every card they play wins;
    - one holds s: with a master of it, second hand plays one (5: second hand takes) or last hand
      the cheapest winner (5), and the other discards, a loser first (4 and 6: a trump only from a
      hand of trumps alone); with losers only, the void partner ruffs (5), the other following
      with a loser (4: partner has ruffed): one trump and one loser gone, the count kept;
    - both void: second hand ruffs and the last discards a loser first (4), or second hand, with
      no trump, discards a loser first (6) and the last ruffs (5); with no trump in either hand
      the trick is the defence's, hence the test of the leader's suits.
    The brute force checks it (tests/rules/deals/test_search_exact.py), and again whenever the
    move rules change: a rule that let a hand lead a trump with other cards, or not ruff a
    loser led towards it, would make this wrong."""
    if not trumps:
        return False
    theirs = hands[1 - side] | hands[3 - side]
    if theirs & trumps:
        return False
    a, b = hands[side], hands[side + 2]
    if not a & ~trumps or not b & ~trumps:
        return True
    if leader % 2 != side and not (a | b) & trumps:
        # The defence on lead: with no trump in either hand, a suit the leader holds that both
        # hands are void in is the defence's trick.
        lead = hands[leader]
        if any(lead & mask and not (a | b) & mask for mask in SUIT_MASK):
            return False
    for mine, partner in ((a, b), (b, a)):
        losers = 0
        for mask in SUIT_MASK:
            if mask & trumps:
                continue
            low = mine & mask & ((1 << (theirs & mask).bit_length()) - 1)  # below their top card
            if low:
                if partner & mask:
                    return False
                losers += low.bit_count()
        if losers > (partner & trumps).bit_count():
            return False
    return True


def trump_floor(hands: list[int], side: int, trumps: int) -> int:
    """Tricks the claimer's side takes on every normal line against a defence with no trump left,
    the statement spent (the caller's part): at least its trumps together, or the tricks left less
    those the defence can win while both hands of the side still hold a trump, whichever is fewer.
    From the move rules (rules/deals/claim/normal.py): no trump is led while the hand holds another
    card (3c), partner's sure trick is not ruffed nor overruffed while another card may go (4), and
    a hand void in the suit led that holds a trump ruffs a trick the defence would win (5: second
    hand unless partner, last, holds a master there; third and fourth hand). So two trumps of the
    side meet on one trick only when a hand holds nothing else, and from then on it puts a trump
    on every trick: all are the side's. Until then each trump of the side wins a trick of its own:
    - if a hand of the side runs out of trumps, the side has taken a trick with each of them;
    - if not, on each trick the defence wins both hands followed suit with a card below the
      defence's winning card: a trick in suit s takes a loser of each hand there and a defence card
      of s above the lowest of each, so the defence wins at most, summed over the suits, the
      fewest of those three counts."""
    theirs = hands[1 - side] | hands[3 - side]
    a, b = hands[side], hands[side + 2]
    lost = 0
    for mask in SUIT_MASK:
        if mask & trumps:
            continue
        mine, partner = a & mask, b & mask
        if not (mine and partner):
            continue
        defence = theirs & mask
        top = (1 << defence.bit_length()) - 1  # below the defence's top card: no master
        floor = max(mine & -mine, partner & -partner)
        lost += min(
            (mine & top).bit_count(),
            (partner & top).bit_count(),
            (defence & ~(floor | (floor - 1))).bit_count(),
        )
    return min(a.bit_count() - lost, (a & trumps).bit_count() + (b & trumps).bit_count())


def lone_hand(hands: list[int], leader: int, side: int, trumps: int) -> int:
    """Tricks the claimer's side takes on every normal line when one of its hands, H, holds only
    trumps and masters (no opponent's card above any of its side-suit cards), its partner P holds
    no trump and, in each side suit H holds, only cards below H's lowest there; no standing item
    of the statement pending and what is left of it only choosing leads (« atouts », a suit, named
    winners: the caller's part; the proof takes any lead). Then each of the opponents' t trumps costs the side one trick at
    most: it takes the tricks left less t, provided H holds at least 2t trumps (2t + 1 when H is
    not on lead). The position it proves is the commonest of a claim (« my hand is good, they
    have a trump »): East on lead, ♠D-V-6 ♥10 against North's ♠9, three tricks of four on every
    line (sure_tricks sees two). Why, by the move rules (rules/deals/claim/normal.py, following.py),
    for any card the opponents and P play:
    - H on lead wins the trick whatever it leads (its masters and trumps; P cannot overtake nor
      ruff) unless an opponent ruffs it or beats its trump with a higher one: a trump of theirs
      gone with the trick.
    - An opponent or P on lead, suit s: H holding s plays a master (its every card of s is one)
      and wins, unless an opponent ruffs. H void in s ruffs with its lowest winning trump (rule 5:
      second hand when P, last, holds no master of s; third hand when the trick is at risk; last
      hand when an opponent wins it), or discards when P wins the trick for sure as the claimer
      sees it (rule 4; second hand with P last holding a master of s: P, last, takes with it,
      rule 5): P's card then loses only to a ruff. So the opponents win a trick only with a
      trump of theirs on it, or when H, void in s, has no trump left.
    - H's trumps last: P never leads a trump; H spends one without taking an opponent's trump
      only by ruffing a trick an opponent or P led and winning it (H then on lead), and the
      opponents or P lead only after a trick the opponents won with a trump (or, H not on lead,
      once at the start). Each such trick costs the opponents a trump and H one at most, so with
      2t trumps (2t + 1) H holds a trump whenever it must ruff. At most t tricks are lost.
    The brute force checks it against the exhaustive minimum of the same rules
    (tests/rules/deals/test_search_exact.py, lone_hand_claim): a rule that let a void hand
    discard on a trick the opponents win, or a partner overtake the lone hand's master and lead
    a loser, would make this wrong."""
    theirs = hands[1 - side] | hands[3 - side]
    outstanding = (theirs & trumps).bit_count()
    best = 0
    for seat in (side, side + 2):
        hand = hands[seat]
        partner = hands[(seat + 2) % 4]
        if partner & trumps or (hand & trumps).bit_count() < 2 * outstanding + (seat != leader):
            continue
        for mask in SUIT_MASK:
            mine = hand & mask
            # a card of theirs or of the partner above the hand's lowest card of a side suit
            if mine and mask != trumps and (theirs | partner) & mask & ~((mine & -mine) - 1):
                break
        else:
            best = max(best, hand.bit_count() - outstanding)
    return best


_MASTER_HAND: dict[tuple[int, ...], int] = {}


def master_hand(hands: list[int], leader: int, side: int, trumps: int) -> int:
    """Tricks the claimer's side takes on every line (any legal card: no move rule is read) when one
    of its hands, H, holds only masters (no opponent's card above any of its cards, in its suit),
    its partner P holds in each suit H holds only cards below H's lowest there, and neither P nor
    an opponent holds a trump: the side_runs of a hand not on lead, for no trump above all (the
    positions bounds.lone_hand leaves out). Why, for any cards played:
    - a trick led in a suit H holds is H's: it follows with a master, above every card of the suit
      out and P's, and nobody else can ruff. H then leads a master, wins again, and so to the end;
    - so the opponents win tricks only before H's first one, each led in a suit H is void in then:
      one H is void in now (V), or one whose every card H has discarded on those tricks (one card
      a trick: H never follows in it). A trick led in suit x takes a card of x from each hand
      holding x: at most K_x tricks are led in x (K_x the longest holding of x among the three other
      hands), and the opponents win at most L_x of them (their longest holding of x);
    - H empties a suit y it holds (h_y cards) only by discarding them all on earlier tricks of the
      kind: with the suits emptied in some order, each one's cards and those emptied before must
      fit in the tricks led in V and in the suits emptied before.
    The opponents win at most the largest sum of L over V and a set of suits that can be emptied
    so (and never more than the tricks left); the side takes the rest. H on lead: all of them."""
    theirs = hands[1 - side] | hands[3 - side]
    if theirs & trumps:
        return 0
    left = hands[leader].bit_count()
    best = 0
    for seat in (side, side + 2):
        hand = hands[seat]
        partner = hands[(seat + 2) % 4]
        if partner & trumps:
            continue
        fits = True
        for mask in SUIT_MASK:
            mine = hand & mask
            if mine:
                floor = (mine & -mine) - 1  # the cards below H's lowest in the suit
                if theirs & mask & ~floor or partner & mask & ~floor:
                    fits = False
                    break
        if not fits:
            continue
        if seat == leader:
            return left
        key = (hand, partner, hands[1 - side], hands[3 - side])
        found = _MASTER_HAND.get(key)
        if found is None:
            found = left - _opponents_before(hand, partner, hands[1 - side], hands[3 - side], left)
            if len(_MASTER_HAND) > 200_000:
                _MASTER_HAND.clear()
            _MASTER_HAND[key] = found
        best = max(best, found)
    return best


def _opponents_before(hand: int, partner: int, east: int, west: int, left: int) -> int:
    """master_hand's count of the tricks the opponents can win before H's first one."""
    budget = 0  # tricks that can be led in the suits H is void in
    won = 0  # the opponents' tricks among them
    held: list[tuple[int, int, int]] = []  # for each suit H holds: its cards there, K, L
    for mask in SUIT_MASK:
        longest = max((east & mask).bit_count(), (west & mask).bit_count())
        reach = max(longest, (partner & mask).bit_count())
        count = (hand & mask).bit_count()
        if count:
            held.append((count, reach, longest))
        else:
            budget += reach
            won += longest
    best = won
    for order in permutations(held):
        spent, room, total = 0, budget, won
        for count, reach, longest in order:
            spent += count
            if spent > room:
                break
            room += reach
            total += longest
            best = max(best, total)
    return min(best, left)
