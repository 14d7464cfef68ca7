"""Counting a claim from the cards (Laws 70 and 71): the tricks the claimer's side wins on every
normal line consistent with his statement, against the defence's best play.

How « normal » is modelled: the defence plays any legal card (its best, as if it saw every card);
the claimer's side plays the cards rules/deals/claim/normal.py allows (the statement, then the
plays directors rule irrational left out), each with the rule that decided.

The search. Both sides' choices lower the claimer's tricks (the claimer's worst normal play, the
defence's best), so the count is a plain minimum over the lines, not a minimax: a depth-first
branch and bound that keeps the best line found and cuts every branch that cannot go below it.
- A transposition table at each trick boundary, keyed on the cards left up to equivalent ranks
  (the cards already gone no longer separate two cards: ♠K-Q after the ace fell is ♠A-K), the hand
  on lead and what the move rules depend on (`NormalPlay.key`: statement items still to play,
  show-outs). Each entry keeps a lower and an upper bound of the minimum there.
- Bounds: below, the master trumps of one hand of the claimer's side (each wins its trick, whoever
  plays what); above, a line already found, and at the root the double-dummy count when the
  caller gives it (a normal line never beats best play: the rules only take cards away). A side
  on lead that cannot lose the lead takes the rest (`side_runs`); a trick the claimer's side has
  whatever is still played to it, or the later tricks' floor from the trumps (`sure_later`),
  ends a search for a line without it (`taken`); a boundary whose trump floor already reaches
  the cap returns before its memo key is read (most boundaries near the end); a cross-ruff
  against a defence with no trump left, the statement spent, is the side's to the end
  (`crossruff`), the side takes at least the tricks it cashes in a row (`cashes`,
  rules/deals/claim/cashing.py; also with a statement left that only chooses leads), and against such a defence the side takes at least its trumps together or the
  tricks less those the defence can win while both its hands keep a trump (`trump_floor`): the
  two bounds drawn from the move rules, checked against the brute force. Each node
  passes its lower bound down (a child's minimum is at least its parent's, less the trick won):
  a line reaching it is the minimum, the search stops there. The others do not look at the
  move rules: they hold for every legal card, hence for every normal line (rules/deals/claim/bounds.py).
- Equivalent cards (no other player's card, nor a card on the table, between them) are tried once.
- Move ordering: the defence's winning cards and the claimer's side's low cards first, so that the
  worst line is found early and the rest is cut.
A node budget and an optional deadline stop a search too long for the machine: ClaimTooLong, and
the director counts the claim himself. The deadline is in CPU seconds of the counting thread
(`clock`), not wall time: on a loaded machine a count takes longer but is never refused for the
load alone (tester13 Z6: a 10-card claim refused at 30 s of wall time while other work ran). Pure and synchronous (bench/claims.py for times).
"""

from __future__ import annotations

from rules.deals.claim.bounds import (
    crossruff,
    kept_pair,
    lone_hand,
    master_hand,
    side_runs,
    taken,
    trump_floor,
)
from rules.deals.claim.cards import HONOURS, JACK_AND_ABOVE, trick_winner
from rules.deals.claim.cashing import cashes, forget_walks, shown_true
from rules.deals.claim.following import FREE, ONLY
from rules.deals.claim.keys import SUIT_KEYS, runs_of, suit_key
from rules.deals.claim.line import TOO_LONG, ClaimTooLong, Line, Trick, clock
from rules.deals.claim.normal import _ALLOWED, TRUMP_SEEN, NormalPlay, shared_memo
from rules.deals.claim.reached import REACHED, reached
from rules.deals.claim.reading import Item
from rules.deals.claim.stated import Progress
from rules.deals.layout import (
    NO_TRUMP,
    SUIT_MASK,
    Layout,
)

_JACKS = JACK_AND_ABOVE & ~HONOURS

# A defender's choices (one card of each run, ♠ to ♣, high first) by his legal cards and the others'.
_DEFENCE: dict[tuple[int, int], tuple[int, ...]] = {}
# The same with cards kept apart (honours, a jack under an opponent's honour, stated cards).
_SPLIT: dict[tuple[int, int, int, bool], tuple[int, ...]] = {}
# `_key` by exact state, shared by the searches on the same arguments (normal.shared_memo).
_KEYS: dict[tuple[object, ...], dict[tuple[object, ...], tuple[object, ...]]] = {}


def forget_memos() -> None:
    """Empty the memos shared by the searches of one count (normal._ALLOWED, _KEYS) and the cashing walk's
    (cashing.forget_walks: they change its answers, not only its speed): at its start and end."""
    _ALLOWED.clear()
    _KEYS.clear()
    forget_walks()


class _Search:
    def __init__(
        self,
        position: Layout,
        claimer: int,
        items: tuple[Item, ...],
        aware: bool,
        budget: int,
        shown_out: int = 0,
        deadline: float | None = None,
        table: dict[tuple[object, ...], tuple[int, int]] | None = None,
    ) -> None:
        self.budget = budget
        self.deadline = deadline
        self.trump = position.trump
        self.trumps = SUIT_MASK[self.trump] if self.trump != NO_TRUMP else 0
        self.shift = 13 * self.trump if self.trumps else 0  # the trump suit's first bit (kept_pair)
        self.side = claimer % 2
        self.position = position
        self.rules = NormalPlay(position, claimer, items, aware, shown_out)
        self.kept = self.rules.distinct
        self.table: dict[tuple[object, ...], tuple[int, int]] = {} if table is None else table
        self.aware = self.rules.aware  # a statement naming the trumps reads as aware (NormalPlay, 70C1)
        self.theirs = (3 - self.side, 1 - self.side)  # the defenders' seats, for the shared key
        # The statement spent: no ordered item left, every standing item done (Progress's first two
        # fields); from then on a card changes only the show-outs (_after).
        self.spent = (len(self.rules.ordered), (1 << len(self.rules.standing)) - 1)
        # The first ordered item from which the rest only tells the side what to lead (« atouts »,
        # the 70C drawing of the aware claimer, a suit): the following rules are those of a spent
        # statement there (bounds.lone_hand reads only them).
        self.leads_only = len(self.rules.ordered)
        while self.leads_only and self.rules.ordered[self.leads_only - 1][0] in ("trumps", "suit"):
            self.leads_only -= 1
        # The standing items a hand plays only when void in the suit led (« défausse♣ », « défausse♣5 »):
        # pending, they leave the cards that win a trick as they are (`follows_as_spent`).
        self.discard_items = sum(
            1 << i
            for i, (kind, _, _) in enumerate(self.rules.standing)
            if kind in ("discard", "discard_card")
        )
        # The memo key of each exact state met (_key, a pure function of it within one search):
        # two thirds of the trick boundaries reached are states met before, by another order of the
        # same cards, and the key's reading by equivalent ranks is the boundary's main cost.
        self.keys: dict[tuple[object, ...], tuple[object, ...]] = shared_memo(
            _KEYS, (position, claimer, items, aware, shown_out)
        )
        self.nodes = 0
        # Issue 36 §3 (claims49): the fewest tricks of a complete normal line met so far (`least`), from
        # the tricks the path has won (`gained`): what a search stopped for its budget still knows for
        # sure — the count is at most that (a line exists), never a count shown as proved.
        self.gained = 0
        self.least = position.tricks_left + 1  # none yet

    # -- bounds and keys ---------------------------------------------------------------------------
    def follows_as_spent(self, hands: list[int], progress: Progress) -> bool:
        """Does what is left of the statement leave every trick the side's masters win to them, as a
        spent statement does — the condition of the no-trump floor (cashing.py), which reads the rules
        for following with a master and takes any later lead? Yes when the ordered items left only
        choose leads (« atouts », a suit: stated.py plays them only when not trick, a suit from its
        top or, no master honour held, any card of it) and the standing items left are discards
        without a card of the side as their trick (played only by a hand void in the suit led, which
        with no trump never takes the trick; their leads, StatedPlay._discard_occasion, are masters).
        Not with a named winner held (one may be led that an opponent beats), nor with a discard while
        the side holds a trump (the void hand discards on partner's card still winning where it would
        ruff a trick at risk), nor with « défausse♣ sur ♦R » while the side holds the ♦R (StatedPlay.keep_targets: an equal card may follow instead,
        below a card on the table; the ♦R itself may be led), « coupe », « surprend » (the overtaking
        card may lose to an opponent's card already played) or a stated card."""
        if progress[0] < self.leads_only or self.rules.winners & (hands[self.side] | hands[self.side + 2]):
            return False
        pending = self.spent[1] & ~progress[1]
        if not pending:
            return True
        ours = hands[self.side] | hands[self.side + 2]
        if pending & ~self.discard_items or ours & self.trumps:
            return False
        return not any(
            pending >> i & 1 and 0 <= target < 52 and ours >> target & 1
            for i, (_, _, target) in enumerate(self.rules.standing)
        )

    def _jacks(self, hands: list[int]) -> int:
        """The claimer's side's jacks below an opponent's honour: rule 3c (NormalPlay._lead) tells a
        jack from a smaller card in a suit where the side has no master. A jack above every
        opponent's card is a master for good, its suit never such a suit while it is held."""
        side = self.side
        mine = (hands[side] | hands[side + 2]) & _JACKS
        if not mine:
            return 0
        theirs = (hands[1 - side] | hands[3 - side]) & HONOURS
        return mine & (theirs >> 1 | theirs >> 2 | theirs >> 3)

    def _key(self, hands: list[int], leader: int, progress: Progress) -> tuple[object, ...]:
        """For each suit the owners of its cards from the top and which of the claimer's side's are
        honours (the move rules treat a master A, K or Q of his apart: NormalPlay._lead; keys.suit_key),
        the hand on lead, the rules' part."""
        h0, h1, h2, h3 = hands
        known = SUIT_KEYS
        spades = h0 & 0x1FFF | (h1 & 0x1FFF) << 13 | (h2 & 0x1FFF) << 26 | (h3 & 0x1FFF) << 39
        hearts = (
            h0 >> 13 & 0x1FFF
            | (h1 >> 13 & 0x1FFF) << 13
            | (h2 >> 13 & 0x1FFF) << 26
            | (h3 >> 13 & 0x1FFF) << 39
        )
        diamonds = (
            h0 >> 26 & 0x1FFF
            | (h1 >> 26 & 0x1FFF) << 13
            | (h2 >> 26 & 0x1FFF) << 26
            | (h3 >> 26 & 0x1FFF) << 39
        )
        clubs = h0 >> 39 | (h1 >> 39) << 13 | (h2 >> 39) << 26 | (h3 >> 39) << 39
        everything = h0 | h1 | h2 | h3
        side = self.side << 52  # suit_key reads the honours of the claimer's side only
        spades |= side
        hearts |= side
        diamonds |= side
        clubs |= side
        return (
            known.get(spades) or suit_key(spades),
            known.get(hearts) or suit_key(hearts),
            known.get(diamonds) or suit_key(diamonds),
            known.get(clubs) or suit_key(clubs),
            leader,
            self._jacks(hands),
            self._reading(hands, progress, everything),
        )

    def key_of(
        self, hands: list[int], leader: int, progress: Progress, exact: tuple[object, ...] | None = None
    ) -> tuple[object, ...]:
        """`_key`, read once for each exact state met (`self.keys`; `exact`: the state, if built)."""
        if exact is None:
            exact = (hands[0], hands[1], hands[2], hands[3], leader, progress)
            key = self.keys.get(exact)
            if key is not None:
                return key
        key = self._key(hands, leader, progress)
        if len(self.keys) > 300_000:
            self.keys.clear()
        self.keys[exact] = key
        return key

    def _reading(self, hands: list[int], progress: Progress, everything: int) -> tuple[object, ...]:
        """The rules' part of the key (NormalPlay.key), and which of the two 70C readings it holds
        for: count_claim's two searches share one table (the second reuses what the first proved),
        and the two readings play alike in two cases, where the key says so instead of the reading.
        - The defence holds no trump, every ordered statement item done: the 70C rules differ only
          by the ruffs foreseen and the trumps drawn (NormalPlay._ruffed, _beats, _second_hand,
          the drawing), and with no trump out there is nothing to foresee or draw; whether a
          defender has played a trump (TRUMP_SEEN) no longer matters.
        - The defence holds a trump, but the unaware claimer has seen one played (he now plays as
          if aware: NormalPlay.allowed) and the aware one has drawn trumps as his statement's last
          item or is drawing them; no standing item and no named winner left (the aware claimer
          draws before them, the unaware one after them): both foresee the ruffs and lead the top
          trump from a hand holding one.
        Anywhere else the key carries the reading (`self.aware`)."""
        rules = self.rules
        key = rules.key(progress, everything, hands[self.side] | hands[self.side + 2])
        idx, done, shown = progress
        common = (key[1], key[2] & ~TRUMP_SEEN, *key[3:])  # standing items done, show-outs, the rest
        if not (hands[self.theirs[0]] | hands[self.theirs[1]]) & self.trumps:
            if idx >= len(rules.ordered):
                return (None, *common)
            return (self.aware, *key)
        if done == (1 << len(rules.standing)) - 1 and not rules.winners & everything:
            if self.aware:
                seen = 0 <= rules.drawn_index <= idx
            else:
                seen = (
                    bool(shown & TRUMP_SEEN)
                    and idx >= len(rules.ordered)
                    and ("trumps", -1) not in rules.ordered
                )
            if seen:
                return ("seen", *common)
        return (self.aware, *key)

    # -- the moves ---------------------------------------------------------------------------------
    def _choices(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[int, ...],
        progress: Progress,
        allowed: int | None = None,
    ) -> tuple[int, ...]:
        """The cards the player to play may choose, one of each run of equivalent cards, in the
        order tried: the defence ♠ to ♣ and high first, the claimer's side the other way round.
        `allowed`: the claimer's side's cards NormalPlay.allowed gave in this very state, when the
        caller already asked (budget.py: the rules are not asked twice a node)."""
        player = (leader + len(trick)) % 4
        hand = hands[player]
        ours = player % 2 == self.side
        cards = hand & SUIT_MASK[trick[0] // 13] or hand if trick else hand  # the legal cards
        if not cards & (cards - 1):  # one legal card: nothing to choose (nor for the rules: allowed)
            return (cards.bit_length() - 1,)
        if ours:
            cards = self.rules.allowed(hands, leader, trick, progress).cards if allowed is None else allowed
        others = hands[(player + 1) % 4] | hands[(player + 2) % 4] | hands[(player + 3) % 4]
        for c in trick:
            others |= 1 << c
        kept = self.kept
        chosen: list[int] = []
        if not ours and not cards & kept:
            found = _DEFENCE.get((cards, others))
            if found is None:
                for base in (0, 13, 26, 39):
                    m = cards >> base & 0x1FFF
                    if m:
                        chosen.extend(base + c for c in runs_of(m, others >> base & 0x1FFF))
                found = tuple(chosen)
                if len(_DEFENCE) > 400_000:
                    _DEFENCE.clear()
                _DEFENCE[(cards, others)] = found
            return found
        # For the claimer's side an honour, a jack below an opponent's honour (_jacks) and a smaller
        # card differ (the move rules read them); a stated card is never merged with another. Those
        # stand alone (they split the runs around them), honours and the rest make runs apart.
        if not cards & (cards - 1):
            return (cards.bit_length() - 1,)
        alone = cards & (kept | self._jacks(hands)) if ours else cards & kept
        key = (cards, others, alone, ours)
        known = _SPLIT.get(key)
        if known is not None:
            return known
        honours = HONOURS if ours else 0
        split = others | alone
        for base in (0, 13, 26, 39):
            m = cards >> base & 0x1FFF
            if not m:
                continue
            apart = alone >> base & 0x1FFF
            rest = m & ~apart
            between = split >> base & 0x1FFF
            top = rest & honours >> base & 0x1FFF
            suit = list(runs_of(top, between)) if top else []
            if rest & ~top:
                suit.extend(runs_of(rest & ~top, between))
            if apart:
                suit.extend(c for c in range(12, -1, -1) if apart >> c & 1)
                suit.sort(reverse=True)
            chosen.extend(base + c for c in suit)
        if ours:
            chosen.reverse()
        if len(_SPLIT) > 400_000:
            _SPLIT.clear()
        _SPLIT[key] = found = tuple(chosen)
        return found

    def advance(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, c: int
    ) -> Progress:
        """NormalPlay.after, short where the statement is spent (as `within` inlines it): the side's card
        changes nothing, an opponent's records a trump seen (70C) and a show-out (70E1)."""
        if progress[0] < self.spent[0] or progress[1] != self.spent[1]:
            return self.rules.after(hands, leader, trick, progress, c)
        player = (leader + len(trick)) % 4
        shown = progress[2]
        if player % 2 != self.side:
            if c // 13 == self.trump:
                shown |= TRUMP_SEEN
            if trick and c // 13 != trick[0] // 13:
                shown |= 1 << (4 * player + trick[0] // 13)
        if len(trick) == 3:  # the hand just crossed to (rule 3e, reached.py)
            shown = reached(leader, (*trick, c), self.trump, self.side, shown)
        return progress if shown == progress[2] else (progress[0], progress[1], shown)

    # -- the search --------------------------------------------------------------------------------
    def _tick(self) -> None:
        """Past the node budget, or (looked at every 1024 nodes) the deadline: ClaimTooLong."""
        if self.nodes > self.budget or (
            self.deadline is not None and self.nodes & 1023 == 1 and clock() > self.deadline
        ):
            raise ClaimTooLong(TOO_LONG)

    def boundary(self, hands: list[int], leader: int, progress: Progress, cap: int, floor: int = 0) -> int:
        """At a trick boundary, the fewest tricks the claimer's side takes from here when it is
        below `cap`; otherwise a lower bound of it, at least `cap`. `floor`: a lower bound the
        caller knows (its own, less the trick just won)."""
        left = hands[leader].bit_count()
        if left <= 1:
            return self._last(hands, leader) if left else 0
        if floor >= cap:
            return floor
        if self.trumps:  # bounds.sure_tricks, from the cached pair
            kept_a, kept_b = kept_pair(hands, self.side, self.shift)
            sure = kept_a if kept_a > kept_b else kept_b
        else:
            sure = 0
        if sure >= cap:  # known not below cap: no key, no table (most boundaries near the end)
            return sure
        exact = (hands[0], hands[1], hands[2], hands[3], leader, progress)
        key = self.keys.get(exact)
        if key is None:
            key = self.key_of(hands, leader, progress, exact)
        entry = self.table.get(key)
        if entry is None:
            runs = side_runs(hands, leader, self.side, self.trumps)
            if (
                runs is None
                and progress[0] >= self.spent[0]
                and progress[1] == self.spent[1]
                and not self.rules.winners & (hands[self.side] | hands[self.side + 2])
                and crossruff(hands, leader, self.side, self.trumps)
            ):
                runs = left
            if runs is not None:
                self.table[key] = (runs, runs)
                return runs
            low, high = max(sure, floor), left
            side = self.side
            if low < cap and not (hands[1 - side] | hands[3 - side]) & self.trumps:
                # A hand of masters its partner cannot overtake: the opponents win only before its
                # first trick (bounds.master_hand; any card, so any statement and reading)
                held = master_hand(hands, leader, side, self.trumps)
                if held > low:
                    low = held
                    if low >= cap or low == left:
                        self.table[key] = (low, left if low < left else low)
                        return low
            if low < cap and progress[0] >= self.leads_only and progress[1] == self.spent[1]:
                # A hand of trumps and masters against the opponents' trumps (bounds.lone_hand;
                # what is left of the statement, named winners included, only chooses leads)
                lone = lone_hand(hands, leader, side, self.trumps)
                if lone > low:
                    low = lone
                    if low >= cap:
                        self.table[key] = (low, high)
                        return low
            if (
                low < cap
                and self.trumps
                and not (hands[1 - side] | hands[3 - side]) & self.trumps
                and progress[0] >= self.spent[0]
                and progress[1] == self.spent[1]
                and not self.rules.winners & (hands[side] | hands[side + 2])
            ):
                low = max(low, trump_floor(hands, side, self.trumps))
                if low >= cap:
                    self.table[key] = (low, high)
                    return low
            if (
                low < cap
                and not (hands[1 - side] | hands[3 - side]) & self.trumps
                and self.follows_as_spent(hands, progress)
                and shown_true(hands, progress[2])
            ):
                # No trump left in the opponents' hands, what is left of the statement only choosing
                # leads: does the side cash `cap` tricks in a row (cashing.py; the rules for following
                # with a master or ruffing, on any cards played)? Last: the dearest of the floors.
                leads = self.rules.allowed(hands, leader, (), progress).cards if leader % 2 == side else -1
                if cashes(hands, leader, side, cap, self.trumps, leads, progress[0] >= self.spent[0]):
                    self.table[key] = (cap, high)
                    return cap
        else:
            low, high = entry
            low = max(low, floor)
        if low >= cap or low == high:
            return low
        if high < cap:
            cap = high + 1  # a line is known at `high`: only a better one is of interest
        found = self.within(hands, leader, (), progress, cap, low)
        if found < cap:
            self.table[key] = (found, found)
        else:
            self.table[key] = (max(low, found), high)
        return found

    def _last(self, hands: list[int], leader: int) -> int:
        """The last trick: one card a hand, nothing to choose."""
        self.nodes += 1
        played = tuple(hands[(leader + i) % 4].bit_length() - 1 for i in range(4))
        return 1 if trick_winner(leader, played, self.trump) % 2 == self.side else 0

    def within(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[int, ...],
        progress: Progress,
        cap: int,
        low: int = 0,
    ) -> int:
        """Inside a trick (`trick` the cards already played to it): as `boundary`. `low` is a
        lower bound known for this node: reaching it ends the search here."""
        self.nodes += 1
        if self.nodes > self.budget or self.nodes & 1023 == 1:
            self._tick()
        side = self.side
        trumps = self.trumps
        if trick and (
            cap <= 1
            or max((hands[side] & trumps).bit_count(), (hands[side + 2] & trumps).bit_count()) >= cap - 1
        ):
            # The later tricks' floor from the side's trumps (bounds.sure_later: each hand of the
            # side still to play to this trick may spend a trump on it), plus this one when the side
            # has it whatever is still played to it: at cap or above, nothing here goes below cap.
            if trumps:
                kept_a, kept_b = kept_pair(hands, side, self.shift)
                if (side - leader) % 4 >= len(trick):
                    kept_a -= 1
                if (side + 2 - leader) % 4 >= len(trick):
                    kept_b -= 1
                later = kept_a if kept_a > kept_b else kept_b
                if later < 0:
                    later = 0
            else:
                later = 0
            if later >= cap:
                return later
            if later + 1 >= cap and taken(hands, leader, trick, side, self.trump, self.trumps):
                return later + 1
        player = (leader + len(trick)) % 4
        trump = self.trump
        best = 1 << 30
        last = len(trick) == 3
        bit_hand = hands[player]
        # NormalPlay.after, inlined where the statement is spent (the common case: a call a child
        # costs as much as the rest of the node): the claimer's side's card changes nothing, an
        # opponent's records a trump seen (70C) and a show-out (70E1). Same progress, cheaper.
        if progress[0] >= self.spent[0] and progress[1] == self.spent[1]:
            after_play = None
            if player % 2 != side:
                led = trick[0] // 13 if trick else -1
                shown = progress[2]
                out = 1 << (4 * player + led) if trick else 0
        else:
            after_play = self.rules.after
        if last:  # the card winning the trick so far, and whether it is a trump (trick_winner)
            ahead = trick_winner(leader, trick, trump)
            top = trick[(ahead - leader) % 4]
            top_suit = top // 13
        for c in self._choices(hands, leader, trick, progress):
            if after_play is not None:
                after = after_play(hands, leader, trick, progress, c)
            elif player % 2 == side:
                after = progress
            else:
                suit = c // 13
                found_shown = shown
                if suit == trump:
                    found_shown |= TRUMP_SEEN
                if suit != led and trick:
                    found_shown |= out
                after = progress if found_shown == shown else (progress[0], progress[1], found_shown)
            hands[player] = bit_hand ^ (
                1 << c
            )  # played (a search stopped by ClaimTooLong leaves `hands` spoilt)
            if last:
                suit = c // 13
                beats = c > top if suit == top_suit else suit == trump
                winner = player if beats else ahead
                gain = 1 if winner % 2 == side else 0
                if after_play is None:  # rule 3e's bit, as NormalPlay.after sets it (reached.py)
                    now = gain and (winner == (leader + 2) % 4 or (winner == leader and after[2] & REACHED))
                    if bool(after[2] & REACHED) != bool(now):
                        after = (after[0], after[1], after[2] ^ REACHED)
                if gain:
                    self.gained += 1
                    found = 1 + self.boundary(hands, winner, after, cap - 1, low - 1)
                    self.gained -= 1
                else:
                    found = self.boundary(hands, winner, after, cap, low)
            else:
                found = self.within(hands, leader, (*trick, c), after, cap, low)
            hands[player] = bit_hand
            if found < best:
                best = found
                if best < cap:
                    cap = best
                    # below its cap a value is exact: a whole line makes it (what a stopped search knows)
                    if self.gained + best < self.least:
                        self.least = self.gained + best
                if best <= low:
                    break
        return best

    def value(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, cap: int
    ) -> int:
        if trick:
            return self.within(hands, leader, trick, progress, cap)
        return self.boundary(hands, leader, progress, cap)

    def line(self, upper: int | None = None) -> Line:
        """The minimum and a line that reaches it, card by card, each card of the claimer's side
        with the rule that allowed it. `upper`: a count no normal line exceeds (double dummy)."""
        p = self.position
        hands, leader, trick, progress = list(p.hands), p.leader, p.played, self.rules.start()
        cap = p.tricks_left + 1 if upper is None else min(upper, p.tricks_left) + 1
        total = self.value(hands, leader, trick, progress, cap)
        if total >= cap:  # pragma: no cover - the double-dummy count bounds every normal line
            total = self.value(hands, leader, trick, progress, p.tricks_left + 1)
        # The minimum itself; rebuilding its line below searches from later states, whose paths no
        # longer count from the position: `gained` past every count leaves `least` as it is.
        self.least = total
        self.gained = p.tricks_left + 1
        target = total
        tricks: list[Trick] = []
        reasons: list[str] = [""] * len(trick)
        while hands[(leader + len(trick)) % 4]:
            player = (leader + len(trick)) % 4
            why = ""
            if player % 2 == self.side:
                allowed = self.rules.allowed(hands, leader, trick, progress)
                why = allowed.rule if allowed.rule != FREE or allowed.cards & (allowed.cards - 1) else ONLY
            for c in self._choices(hands, leader, trick, progress):
                after = self.rules.after(hands, leader, trick, progress, c)
                played = (*trick, c)
                child = list(hands)
                child[player] ^= 1 << c
                if len(played) == 4:
                    winner = trick_winner(leader, played, self.trump)
                    gain = 1 if winner % 2 == self.side else 0
                    if target - gain < 0:
                        continue
                    rest = self.boundary(child, winner, after, target - gain + 1)
                    next_state = (child, winner, (), after)
                else:
                    gain = 0
                    rest = self.within(child, leader, played, after, target + 1)
                    next_state = (child, leader, played, after)
                if rest + gain == target:
                    target = rest
                    reasons.append(self.rules.rule_for(why, hands, c) if why else why)
                    if len(played) == 4:
                        tricks.append(Trick(leader, played, next_state[1], tuple(reasons)))
                        reasons = []
                    hands, leader, trick, progress = next_state
                    break
            else:  # pragma: no cover - the value was computed from these very children
                raise AssertionError("claim line lost")
        return Line(total, tuple(tricks), self.nodes)


def normal_minimum(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...] = (),
    aware: bool = False,
    budget: int = 600_000,
    shown_out: int = 0,
    *,
    upper: int | None = None,
    seconds: float | None = None,
    deadline: float | None = None,
    table: dict[tuple[object, ...], tuple[int, int]] | None = None,
) -> Line:
    """The fewest tricks the claimer's side (`claimer`: 0..3) takes on any normal line, with it;
    `shown_out`: the defenders who failed to follow before the claim (bit 4 * seat + suit, 70E1).
    `upper`: the double-dummy count when known (a bound that speeds the search, never changes it);
    `budget` (nodes) and `seconds` (or `deadline`, an instant of `clock`, the counting thread's CPU
    time: several searches sharing one limit) stop the search: past either, ClaimTooLong."""
    if seconds is not None:
        deadline = clock() + seconds if deadline is None else min(deadline, clock() + seconds)
    search = _Search(position, claimer, items, aware, budget, shown_out, deadline, table)
    try:
        return search.line(upper)
    except ClaimTooLong as error:  # stopped: the fewest tricks of a whole line it found, if any
        error.least = search.least if search.least <= position.tricks_left else None
        raise
