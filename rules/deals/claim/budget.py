"""The worst normal line with at most K careless choices (issue 36: claims counted as directors
count them). The strict count (rules/deals/claim/search.py) lets every careless choice of the
claimer's side go against him at once; the published rulings that differ from it (B10, B22, H04 of
the corpus, tester7's T8) retain a line with one or two careless plays, never a chain of them.

A careless choice is what rules/deals/claim/careless.py counts in a line: a lead, or a card followed
in the suit led, chosen among several cards no rule of normal.py narrows (« au choix : négligent,
donc normal »). With `every=True`, any card chosen among several that are not equivalent, whatever
rule narrowed them (costly.py: the warning counts a choice that costs a trick whatever its label).
With `discards=True`, a discard or a ruff chosen among several (void in the suit
led) counts as one too. Here the claimer's side makes at most `careless` such choices where they
hurt him most; at every other such choice it plays its best card (the one that keeps the most
tricks, the defence still playing its best against it). The cards the rules narrow (masters first,
third hand takes, the low ruff…) stay as in the strict count: any of those the rules leave, the
worst.

So: strict count ≤ this count ≤ double dummy (the rules only take cards away, and the budget only
takes careless choices away). Every floor valid for every normal line (bounds.py) is a floor here.

The search: a minimax (the defence and the careless choices lower the count, the claimer's best
choices raise it), run as tests « does the side take at least t? » with a table of bounds at each
trick boundary, keyed as the strict search keys it (equivalent ranks, the rules' part) plus the
choices left. Pure and synchronous; a node budget and a deadline (CPU seconds of the counting
thread: search.clock) stop it (ClaimTooLong).
"""

from __future__ import annotations

from rules.deals.claim.bounds import crossruff, side_runs, sure_tricks, trump_floor
from rules.deals.claim.cards import trick_winner
from rules.deals.claim.careless import CHOSEN
from rules.deals.claim.cashing import cashes, shown_true
from rules.deals.claim.line import OutOfTime
from rules.deals.claim.normal import FREE, ONLY
from rules.deals.claim.reading import Item
from rules.deals.claim.search import TOO_LONG, ClaimTooLong, Line, Trick, _Search, clock
from rules.deals.claim.stated import Progress
from rules.deals.layout import SUIT_MASK, Layout

BEST = "au choix : sa meilleure carte"
# The states whose `options` a search keeps (past this, it starts again: memory stays bounded).
OPTIONS_KEPT = 200_000  # a free choice the budget does not let go against him
STATES_KEPT = 300_000  # the same for the boundaries' floors and the moves inside a trick
# A move: the card's bit, the progress after it, the trick with it, its winner and the side's gain
# once the trick is complete (-1, 0 before); the moves of a state: the player, whether he is of the
# claimer's side, his cards (the defence's, or the side's free ones), the side's careless ones. A card
# is an int until a test plays it, then its move (`_Budgeted._all`).
_Move = tuple[int, Progress, tuple[int, ...], int, int]
_Moves = tuple[int, bool, list[int | _Move], list[int | _Move]]


class _Budgeted:
    def __init__(
        self,
        position: Layout,
        claimer: int,
        items: tuple[Item, ...],
        aware: bool,
        shown_out: int,
        discards: bool,
        nodes: int,
        deadline: float | None,
        every: bool = False,
        strict: dict[tuple[object, ...], tuple[int, int]] | None = None,
    ) -> None:
        self.moves = _Search(position, claimer, items, aware, nodes, shown_out)
        # The strict search's table (count_claim's, both 70C readings, keyed as `self.moves._key`
        # keys): its lower bounds hold here too — the strict count is the minimum over every normal
        # line, these lines are some of them — so a boundary it proved at t or more is settled.
        self.strict = strict if strict is not None else {}
        self.rules = self.moves.rules
        self.position = position
        self.side = claimer % 2
        self.trump = position.trump
        self.trumps = self.moves.trumps
        self.discards = discards
        self.every = every  # every choice among several cards counts (costly.py's warning)
        self.budget = nodes
        self.deadline = deadline
        self.nodes = 0
        # By key (the strict search's), the bounds proved for each number of careless choices left:
        # one look-up of the key at a boundary, then the budgets (the key's hash is the dear part).
        self.table: dict[tuple[object, ...], dict[int, tuple[int, int]]] = {}
        self.known: dict[tuple[object, ...], tuple[list[tuple[int, str]], list[tuple[int, str]]]] = {}
        # By exact state, what each test re-reads there (pure functions of the state within one search):
        # at a boundary its floors, then its key's entries (`_Boundary`); inside a trick the moves
        # with their next states (`_moves`). The tests t = DD, DD-1, ... meet the same states again.
        self.boundaries: dict[tuple[object, ...], list[object]] = {}
        self.children: dict[tuple[object, ...], _Moves] = {}

    # -- the claimer's side's choices ------------------------------------------------------------
    def options(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress
    ) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        """The claimer's side's cards here, as (card, rule) pairs: those any normal line may play at
        no cost, and the careless ones (one of the budget each, or the side's best choice). A pure
        function of the state, kept (`self.known`): each test (`at_least`) meets the states again."""
        state = (hands[0], hands[1], hands[2], hands[3], leader, trick, progress)
        known = self.known.get(state)
        if known is None:
            if len(self.known) > OPTIONS_KEPT:
                self.known.clear()
            known = self.known[state] = self._options(hands, leader, trick, progress)
        return known[0].copy(), known[1].copy()

    def _options(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress
    ) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        allowed = self.rules.allowed(hands, leader, trick, progress)
        choices = self.moves._choices(hands, leader, trick, progress, allowed.cards)  # asked once
        why = allowed.rule if allowed.rule != FREE or allowed.cards & (allowed.cards - 1) else ONLY
        free: list[tuple[int, str]] = []
        careless: list[tuple[int, str]] = []
        void = bool(trick) and not hands[(leader + len(trick)) % 4] & (0x1FFF << 13 * (trick[0] // 13))
        if len(choices) == 1:  # one card, or equivalent ones (♦A-R-D): no choice to count or show
            reason = self.rules.rule_for(why, hands, choices[0]) if why else why
            return [(choices[0], ONLY if reason == FREE else reason)], []
        # A discard among masters only (tester14 W19, tester13 Z16): one of them must go, but which
        # one is a choice the rules leave open, and throwing the one that loses a trick is as
        # careless as a card led or followed at random. Counted like them, so a chain of such
        # discards is pointed out (careless.py) and the alternative plays his best there.
        among_masters = void and self._masters_only(hands, (leader + len(trick)) % 4, allowed.cards)
        for c in choices:
            reason = self.rules.rule_for(why, hands, c) if why else why
            if (
                (reason in CHOSEN and (not trick or c // 13 == trick[0] // 13))
                or (self.discards and void)
                or among_masters
                or self.every
            ):
                careless.append((c, reason))
            else:
                free.append((c, reason))
        return free, careless

    def _masters_only(self, hands: list[int], player: int, cards: int) -> bool:
        """Are `cards` (those the rules leave for a discard) all masters, as the claimer sees them:
        no trump among them (a ruff is another choice), none an opponent beats in its suit, none in
        a suit he foresees an opponent ruffing (following.py's losers)?"""
        rules = self.rules
        state = tuple(hands)
        if cards & self.trumps or rules._masters_of(cards, rules._theirs(state)) != cards:
            return False
        return not any(cards & SUIT_MASK[s] and rules._ruffed(state, player, s) for s in range(4))

    # -- the test --------------------------------------------------------------------------------
    def _tick(self) -> None:
        """Past the node budget (the same position, the same answer): ClaimTooLong; past the deadline
        (looked at every 1024 nodes, a last-resort safety whose answer depends on the load): OutOfTime."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise ClaimTooLong(TOO_LONG)
        if self.deadline is not None and self.nodes & 1023 == 1 and clock() > self.deadline:
            raise OutOfTime(TOO_LONG)

    def at_least(self, hands: list[int], leader: int, progress: Progress, left: int, t: int) -> bool:
        """At a trick boundary: does the claimer's side take at least `t` of the tricks left, with
        `left` careless choices still allowed?"""
        if t <= 0:
            return True
        cards = hands[leader].bit_count()
        if t > cards:
            return False
        if cards == 1:
            self.nodes += 1
            played = tuple(hands[(leader + i) % 4].bit_length() - 1 for i in range(4))
            return trick_winner(leader, played, self.trump) % 2 == self.side
        state = (hands[0], hands[1], hands[2], hands[3], leader, progress)
        facts = self.boundaries.get(state)
        if facts is None:
            if len(self.boundaries) > STATES_KEPT:
                self.boundaries.clear()
            facts = self.boundaries[state] = [
                sure_tricks(hands, self.side, self.trumps),
                side_runs(hands, leader, self.side, self.trumps),
                None,
                None,
            ]
        if facts[0] >= t:
            return True
        runs = facts[1]
        if runs is not None:
            return runs >= t
        floors = facts[2]
        if floors is None:
            floors = facts[2] = self._floors(hands, leader, progress)
        fixed, leads = floors
        if (
            leads is not None
            and cashes(hands, leader, self.side, t, self.trumps, leads, progress[0] >= self.moves.spent[0])
        ) or fixed >= t:
            return True
        entries = facts[3]
        if entries is None:
            key = self.moves.key_of(hands, leader, progress)
            proved = self.strict.get(key)
            known = self.table.get(key)
            if known is None:
                known = self.table[key] = {}
            entries = facts[3] = (-1 if proved is None else proved[0], known)
        proved_low, known = entries
        if proved_low >= t:
            return True
        if known:
            # More choices left never raise the count: a bound at another budget may settle it.
            for k in range(left, -1, -1):
                entry = known.get(k)
                if entry is not None and entry[1] < t:
                    return False
            for k in range(left, left + 3):
                entry = known.get(k)
                if entry is not None and entry[0] >= t:
                    return True
        found = self.within(hands, leader, (), progress, left, t)
        low, high = known.get(left, (0, cards))
        known[left] = (max(low, t), high) if found else (low, min(high, t - 1))
        return found

    def _floors(self, hands: list[int], leader: int, progress: Progress) -> tuple[int, int | None]:
        """The strict search's floors drawn from the move rules, valid for every normal line, hence for
        these: a floor at this boundary (bounds.py, once the statement is spent: a cross-ruff, the
        trumps against a defence without any), and the leads of cashing.py's walk where it applies
        (None: not here), what is left of the statement only choosing leads and the opponents holding
        no trump — the side takes `t` if it cashes `t` tricks in a row (`cashes`, asked for each t)."""
        side, trumps = self.side, self.trumps
        spent = self.moves.spent
        leads = None
        if (
            not (hands[1 - side] | hands[3 - side]) & trumps
            and self.moves.follows_as_spent(hands, progress)
            and shown_true(hands, progress[2])
        ):
            leads = self.rules.allowed(hands, leader, (), progress).cards if leader % 2 == side else -1
        if (
            progress[0] < spent[0]
            or progress[1] != spent[1]
            or self.rules.winners & (hands[side] | hands[side + 2])
        ):
            return 0, leads
        if not trumps or (hands[1 - side] | hands[3 - side]) & trumps:
            return 0, leads
        if crossruff(hands, leader, side, trumps):
            return hands[leader].bit_count(), leads
        return trump_floor(hands, side, trumps), leads

    def _moves(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[int, ...],
        progress: Progress,
        state: tuple[object, ...],
    ) -> _Moves:
        """The player to play, whether he is of the claimer's side, and his cards: the defence's (all in
        the first list), or the side's free and careless ones (`options`); each card is expanded into
        its move (`_move`) the first time a test plays it."""
        if len(self.children) > STATES_KEPT:
            self.children.clear()
        player = (leader + len(trick)) % 4
        if player % 2 != self.side:
            found: _Moves = (player, False, list(self.moves._choices(hands, leader, trick, progress)), [])
        else:
            free, careless = self.options(hands, leader, trick, progress)
            found = (player, True, [c for c, _ in free], [c for c, _ in careless])
        self.children[state] = found
        return found

    def _move(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, c: int
    ) -> _Move:
        """Card `c` played here (before it leaves the hand): its bit, the progress after it, the trick
        with it, and once the trick is complete its winner and whether the side won it (-1, 0 before)."""
        after = self.moves.advance(hands, leader, trick, progress, c)
        played = (*trick, c)
        if len(played) == 4:
            winner = trick_winner(leader, played, self.trump)
            return (1 << c, after, played, winner, 1 if winner % 2 == self.side else 0)
        return (1 << c, after, played, -1, 0)

    def _all(
        self,
        hands: list[int],
        leader: int,
        trick: tuple[int, ...],
        progress: Progress,
        player: int,
        moves: list[int | _Move],
        left: int,
        t: int,
        every: bool = True,
    ) -> bool:
        """Does every move (`every`; else at least one) keep `t` tricks, `left` careless choices left?
        In the order listed, stopping at the first that answers (the nodes counted as before)."""
        for i, move in enumerate(moves):
            if isinstance(move, int):
                move = moves[i] = self._move(hands, leader, trick, progress, move)
            bit, after, played, winner, gain = move
            hands[player] ^= bit
            try:
                if winner < 0:
                    found = self.within(hands, leader, played, after, left, t)
                else:
                    found = self.at_least(hands, winner, after, left, t - gain)
            finally:
                hands[player] ^= bit
            if found != every:
                return found
        return every

    def within(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, left: int, t: int
    ) -> bool:
        self._tick()
        state = (hands[0], hands[1], hands[2], hands[3], leader, trick, progress)
        moves = self.children.get(state)
        if moves is None:
            moves = self._moves(hands, leader, trick, progress, state)
        player, ours, free, careless = moves
        if not self._all(hands, leader, trick, progress, player, free, left, t):
            return False
        if not ours or not careless:
            return True
        if left and not self._all(hands, leader, trick, progress, player, careless, left - 1, t):
            return False
        if free:  # a careless card at no cost is only his best, never below these
            return True
        return self._all(hands, leader, trick, progress, player, careless, left, t, every=False)

    # -- the value and its line --------------------------------------------------------------------
    def value(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, left: int, low: int
    ) -> int:
        """The exact count from here (at least `low`, known)."""
        found = low
        top = hands[(leader + len(trick)) % 4].bit_count() + (1 if trick else 0)
        while found < top and self._test(hands, leader, trick, progress, left, found + 1):
            found += 1
        return found

    def _test(
        self, hands: list[int], leader: int, trick: tuple[int, ...], progress: Progress, left: int, t: int
    ) -> bool:
        if trick:
            return self.within(hands, leader, trick, progress, left, t)
        return self.at_least(hands, leader, progress, left, t)

    def line(self, careless: int, low: int = 0, high: int | None = None) -> Line:
        p = self.position
        hands, leader, trick, progress = list(p.hands), p.leader, p.played, self.rules.start()
        # From the top down: the count is mostly the double dummy's or near it, and a test that
        # fails (a line below it) costs less than one that succeeds (a proof over every line).
        total = p.tricks_left if high is None else min(high, p.tricks_left)
        while total > low and not self._test(hands, leader, trick, progress, careless, total):
            total -= 1
        target, left = total, careless
        tricks: list[Trick] = []
        reasons: list[str] = [""] * len(trick)
        while hands[(leader + len(trick)) % 4]:
            player = (leader + len(trick)) % 4
            if player % 2 != self.side:
                moves = [(c, "", left) for c in self.moves._choices(hands, leader, trick, progress)]
            else:
                free, chosen = self.options(hands, leader, trick, progress)
                moves = [(c, r, left) for c, r in free]
                if left:
                    moves += [(c, FREE, left - 1) for c, _ in chosen]
                if not free:
                    moves += [(c, BEST, left) for c, _ in chosen]
            for c, reason, budget in moves:
                after = self.rules.after(tuple(hands), leader, trick, progress, c)
                child = list(hands)
                child[player] ^= 1 << c
                played = (*trick, c)
                gain = 0
                if len(played) == 4:
                    winner = trick_winner(leader, played, self.trump)
                    gain = 1 if winner % 2 == self.side else 0
                    state = (child, winner, (), after)
                else:
                    state = (child, leader, played, after)
                if target - gain < 0 or not self._test(*state, budget, target - gain):
                    continue
                if self._test(*state, budget, target - gain + 1):
                    continue
                reasons.append(reason)
                target -= gain
                left = budget
                if len(played) == 4:
                    tricks.append(Trick(leader, played, state[1], tuple(reasons)))
                    reasons = []
                hands, leader, trick, progress = state
                break
            else:  # pragma: no cover - the value was computed from these very children
                raise AssertionError("claim line lost")
        return Line(total, tuple(tricks), self.nodes)


def budgeted_minimum(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...] = (),
    aware: bool = False,
    careless: int = 1,
    shown_out: int = 0,
    *,
    discards: bool = False,
    every: bool = False,
    low: int = 0,
    high: int | None = None,
    nodes: int = 20_000_000,
    seconds: float | None = None,
    strict: dict[tuple[object, ...], tuple[int, int]] | None = None,
) -> Line:
    """The fewest tricks the claimer's side takes on a normal line with at most `careless` careless
    choices (his best at the others), and that line. `low`: a count known not above it (the strict
    count, a floor); `high`: one known not below it (double dummy). `strict`: the strict search's
    table for this position and statement (normal_minimum's `table`): its lower bounds cut here."""
    deadline = None if seconds is None else clock() + seconds
    search = _Budgeted(position, claimer, items, aware, shown_out, discards, nodes, deadline, every, strict)
    return search.line(careless, low, high)


def careless_in(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...],
    aware: bool,
    shown_out: int,
    line: Line,
) -> int:
    """The careless choices of a line from this position, as careless.py counts them, but only where
    the cards left to choose are not equivalent (♦A-R-D under partner's lead is no choice, though the
    line labels it « au choix »): the line replayed, each of the side's cards checked against `options`."""
    return len(careless_at(position, claimer, items, aware, shown_out, line))


def careless_at(
    position: Layout,
    claimer: int,
    items: tuple[Item, ...],
    aware: bool,
    shown_out: int,
    line: Line,
) -> frozenset[int]:
    """`careless_in`'s choices, as the indices of their cards among those played from the position
    (the current trick's played cards apart): costly.py's indices, so that a choice both careless
    and costly counts once."""
    search = _Budgeted(position, claimer, items, aware, shown_out, False, 0, None)
    hands, leader, trick = list(position.hands), position.leader, position.played
    progress = search.rules.start()
    found: set[int] = set()
    cards = [c for t in line.play for c in t.cards][len(trick) :]
    for index, c in enumerate(cards):
        player = (leader + len(trick)) % 4
        if player % 2 == search.side:
            _, careless = search.options(hands, leader, trick, progress)
            if any(c == chosen for chosen, _ in careless):
                found.add(index)
        progress = search.rules.after(tuple(hands), leader, trick, progress, c)
        hands[player] ^= 1 << c
        trick = (*trick, c)
        if len(trick) == 4:
            leader, trick = trick_winner(leader, trick, search.trump), ()
    return frozenset(found)
