"""« Jeu normal » for the claimer's side (Laws 68C, 70A–70E, 71 and the note to 70/71): in a state
of the play, which cards the claimer's side may play, and the rule that decided. The search
(rules/deals/claim/search.py) asks; the defence is the search's business (any legal card).

The rules, in order (the first that applies decides; docs/deals-and-claims.md says why):

0. A suit no opponent holds is not blocked (rules/deals/claim/unblocking.py): over every rule below
   but the statement, a card that strands its length is not played while another keeps it runnable,
   nor is the lead given up in another suit while the hand on lead holds a card that runs it.
1. The statement binds (68C, 70D1). Its ordered items — a card, a suit (« les ♥ »), « atouts » —
   are played in their order whenever legal: a stated card is played by the hand that holds it
   when it leads, when it follows in the card's suit, and when it ruffs with it (a stated trump,
   void in the suit led); a hand on lead whose partner holds the next stated card leads that suit
   towards it (a smaller card: a hand holding only higher ones there does not, it would bury it); a stated suit and the trumps are played from the top of the side (no master led onto partner's
   lone masters when that costs a trick: stated._from_the_top, tester24 P2) — a stated suit
   of which the opponents keep one card, the hand holding no master honour there, in any order
   (the card may be forgotten: White Book 8.70.5's 7-5-4, tester20 P1). Standing items apply once,
   whenever their occasion comes: « coupe♦ » ruffs the next ♦ trick the side cannot follow to
   (unless partner is already winning it for sure), and a stated card led that an opponent can
   beat is ruffed by a partner void in its suit; « défausse♣ » discards a club (a loser first)
   the next time, once the line has reached its place in the statement, a hand cannot follow to a
   trick its partner is winning; « ♦V surprend »: partner
   overtakes the stated ♦V with his cheapest card above it. Two stated cards of one suit are two
   tricks: the second is not played over partner's stated card winning the first. Winners named
   without an order (« gagnants ♣R ♦A ♠R »): while the side holds one, the hand on lead cashes one
   of its own (from the top of the suit) or leads towards one its partner holds; it does not give
   up the lead with another card first (a card above partner's named winner is not « towards » it:
   tester12 Y1). When the statement plays partner's cards next, a master among them, and the hand on
   lead holds none of them (stated.partner_s_turn), it gives the defence no lead while a card reaches
   partner: its masters, trumps, honours it may think good, a small card of a suit the side held a
   master of at the claim with one defence card left, and crossings stay, its other small exits go
   (stated.keeps_the_lead; claims39 R09, reviewer23 #15).
2. 70C: a claimer aware of the outstanding trump draws it where his statement leaves the order open
   (after the ordered items), from the top. From a hand holding no trump, as for stated « atouts »,
   he first gives partner the lead (a card partner takes, stated.to_trumps; tester14 W3, W4), not a
   side winner into the ruff he knows of; with no such card, the other rules choose the lead. Unaware, he plays as if the opponents had no trump
   (he foresees no ruff) until one of them plays a trump on the line: from then on he knows, and
   draws the rest where the order is open (leading into the ruff he has just seen again would be
   irrational: the note to Laws 70/71).
3. Leading, three filters in this order, each on what the one before left:
   a. the opponents holding no trump, no trump is led while the hand holds another card (ACBL Laws
      Commission, guidelines for adjudicating claims, spring 2019, 4: the claimer is not made to
      play his trumps to his disadvantage once both opponents are out; they stay for the ruffs —
      two trumps of the side on one trick make one). It only removes leads, so a trump lead that
      would have done better is never held against him;
   b. a hand that holds a master honour of a suit (an ace, king or queen no opponent can beat
      there) leads no smaller card of that suit before it (the 5 from A-K-5, and from K-5 once the
      ace has gone: White Book 8.70.5), nor before a lower master (a jack…) while the opponents
      keep two cards or more of the suit (tester11 X14: the ♦2 from ♦V-2); with one card out
      (7-5-4 or J-6, the 6 or the 8 out) a small card first stays careless (EBU forum 325);
   c. a hand holding a sure winner (a master no opponent can ruff) does not lead a side suit where
      its side holds no master with a card below the jack before it (it does not give up the lead
      with a small loser while it has winners to cash; an honour it may think good, any order;
      the last card of a suit it could run from the top at the claim, one opponent's card left
      there, any order too: he may have forgotten that card, 70A — tester11 X8).
      This filter never touches the trumps: one may always be led while an opponent holds one.
   d. a hand holding no sure winner, whose partner holds one in a suit the hand can lead (a card
      of it), does not lead before crossing a card below the jack of a side suit where its side
      held no master at the claim (tester15 V6); a suit it controlled then, its honours fallen, he
      may think good (70A; P13).
   e. the hand the line has just crossed to (its partner led the trick it won, and it has kept the
      lead since) cashes its sure winners before leading a card of a side suit where its partner
      holds a master, when partner holds no card to come back to it (rules/deals/claim/reached.py;
      claims34 Q1: a line « too tortuous » is not normal, EBU TD forum 1407).
   Each filter gives way when it would leave no card (the hand then leads as the others allow).
4.-6. Following to a trick: rules/deals/claim/following.py (partner winning it for sure; an
   opponent winning or able to win it; void).
7. Anything else is careless or inferior, hence normal: every legal card.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.deals.claim.cards import HONOURS, JACK_AND_ABOVE, trick_winner
from rules.deals.claim.conditional import CONDITIONS, FALLBACK_CARD, conditions, moved
from rules.deals.claim.following import FREE, ONLY, FollowingPlay
from rules.deals.claim.reached import CASHES_FIRST, REACHED, leading_back, reached
from rules.deals.claim.reading import DEFENCE, ORDERED, Item
from rules.deals.claim.stated import (
    CROSSING_70C,
    KEEPS_THE_LEAD,
    STATED_CARD,
    TAKES_TO_DRAW,
    TARGET_LED,
    Progress,
    named_ruffs,
)
from rules.deals.claim.unblocking import RUNS, UNBLOCKS, blocking, governed, leaving
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout, cards_of

# In the show-outs of Progress: an opponent has played a trump on this line (70C: the claimer who
# forgot the trump has now seen one).
TRUMP_SEEN = 1 << 16
MASTER_FIRST = "maître d'abord"
NO_EXIT = "pas de sortie dans une couleur sans maître"
GUARD_KEPT = "garde la couleur que le partenaire vient de lâcher"


# The states whose `allowed` a NormalPlay keeps (past this, it starts again: memory stays bounded).
ALLOWED_KEPT = 300_000


# The memos of the last searches, by the arguments that fix the pure function they keep (position,
# claimer, statement, reading, show-outs): each search of one count (the strict reading, its line read
# back, the costly choices, the careful alternative) builds its own NormalPlay and _Search on the same
# arguments, hence the same functions, and they share the answers. One count has two readings (70C), so
# two memos; count_claim empties them when it ends (search.forget_memos): none outlives its count.
MEMOS_KEPT = 2
_ALLOWED: dict[tuple[object, ...], dict[tuple[object, ...], Allowed]] = {}


def shared_memo(
    memos: dict[tuple[object, ...], dict[Any, Any]], arguments: tuple[object, ...]
) -> dict[Any, Any]:
    """The memo kept in `memos` for these arguments (a new one, the oldest of MEMOS_KEPT dropped)."""
    found = memos.get(arguments)
    if found is None:
        if len(memos) >= MEMOS_KEPT:
            del memos[next(iter(memos))]
        found = memos[arguments] = {}
    return found


class Allowed(NamedTuple):  # a tuple: built at every node of the search (a dataclass costs more)
    cards: int
    rule: str


# Allowed(cards, rule) without the named tuple's own __new__: a call less at each node of the search
_new_allowed = tuple.__new__


class NormalPlay(FollowingPlay):
    def __init__(
        self, position: Layout, claimer: int, items: tuple[Item, ...], aware: bool, shown_out: int = 0
    ) -> None:
        self.trump = position.trump
        self.trumps = SUIT_MASK[self.trump] if self.trump != NO_TRUMP else 0
        self.side = claimer % 2
        self.shown_out = shown_out
        ordered = [i for i in items if i[0] in ORDERED]
        # Standing items, each with its target (« défausse♣ sur ♦A »: the ♦A, or 52 + suit for
        # « sur les ♦ »; -1: none).
        standing: list[tuple[str, int, int]] = []
        at: list[int] = []  # by standing item: how many ordered items the statement says before it
        said = 0
        for kind, value in items:
            if kind in ORDERED:
                said += 1
                continue
            if kind in ("winner", DEFENCE, "with"):
                continue
            if kind == "on":
                if standing and standing[-1][0] in ("discard", "discard_card"):
                    standing[-1] = (standing[-1][0], standing[-1][1], value)
                continue
            standing.append((kind, value, -1))
            at.append(said)
        self.standing = tuple(standing)
        self.standing_at = tuple(at)
        # The cards a stated discard is made on (« défausse♣ sur ♦R »): played to that trick, never
        # discarded nor spent before it (68C, 70D1; tester16 T10).
        self.discard_targets = sum(1 << t for k, _, t in standing if k.startswith("discard") and 0 <= t < 52)
        opponents = position.hands[(claimer + 1) % 4] | position.hands[(claimer + 3) % 4]
        # The opponents' cards at the claim: rule 0's short hand has winners of its own only where
        # they were winners then (unblocking.governed).
        self.claimed = opponents
        # The winners named before each ordered item (« gagnants ♥A ♥R ♥D puis atouts »): cashed
        # before it, as said (68C, 70D1; tester12 Y17: the trumps were drawn first).
        before: list[int] = []
        named = 0
        for kind, value in items:
            if kind == "winner":
                named |= 1 << value
            elif kind in ORDERED:
                before.append(named)
        # 70C1: a statement naming the trumps (« atouts ») is a statement about them — the claimer knew an
        # opponent held one, and 70C's reading of a claimer who forgot it does not arise: both readings
        # play as aware (reviewer23 P-2: the unaware one, not ruffing partner's master « for fear of » a
        # trump he had just said he would draw, gave 2 where the aware one gave 1).
        aware = aware or bool(("trumps", -1) in ordered and opponents & self.trumps)
        # A conditional line (« ♠ sinon ♥2 ♥A »): its part, its fallback to the statement's end (conditional.py).
        self.conditions = conditions(ordered, at, self.trump)
        self.drawn_index = -1
        if aware and opponents & self.trumps and ("trumps", -1) not in ordered:
            self.drawn_index = len(ordered)  # 70C: trumps where the statement leaves the order open,
            ordered.append(("trumps", -1))  # after the items it states and its named winners,
            before.append(named)  # unless the hand on lead holds a master trump (StatedPlay._stated)
        self.ordered = tuple(ordered)
        self.winners_before = tuple(before)
        # 70C, unaware: the claimer plays as if no opponent held a trump, so he foresees no ruff of
        # a side suit by them (he does not ruff partner's winner « for fear of » a trump he forgot)
        # — until an opponent plays a trump before his eyes (then he knows: TRUMP_SEEN).
        self.aware = aware
        self.foresees_ruffs = aware
        # `allowed` by exact state (the hands, the leader, the trick so far, the progress): a pure
        # function of it for this claim and reading, asked again where the search meets a state twice
        # (two orders of the same cards, the line read back, the careful alternative's tests).
        self._allowed = shared_memo(_ALLOWED, (position, claimer, items, aware, shown_out))
        self.items = items
        stated = 0
        self.winners = 0  # the winners named without an order (« gagnants ♣R ♦A »)
        for kind, value in items:
            if kind == "card":
                stated |= 1 << value
            elif kind == "winner":
                self.winners |= 1 << value
        self.stated_cards = stated  # the cards of the ordered statement
        self.ruff_with = named_ruffs(items)
        self.kept_apart = stated | self.winners | sum(self.ruff_with) | self.discard_targets
        # never merged with an equivalent card by the search: those, and the card a discard names
        # (« défausse♦A »: the ♦A and the ♦R beside it are two choices while the discard waits for it)
        self.distinct = self.kept_apart | sum(1 << v for kind, v, _ in standing if kind == "discard_card")
        # and the card a condition waits for (« si ♠D ne tombe pas », conditional.py): the ♠D and a small
        # spade beside it are two choices for the defence — which one stays out decides the branch
        self.distinct |= sum(1 << v for kind, v in self.ordered if kind == "otherwise_falls")
        self.position = position
        self.claimer = claimer
        self.defence = any(kind == DEFENCE for kind, _ in items)
        # The suits where the claimer's side held a master at the claim (rule 3d).
        self.controlled = 0
        for s in range(4):
            if self._masters_of(
                (position.hands[claimer] | position.hands[(claimer + 2) % 4]) & SUIT_MASK[s], opponents
            ):
                self.controlled |= SUIT_MASK[s]
        # The suits the claimer's side could run from the top at the claim: a hand holding a master
        # honour there and as many cards as either opponent (rule 3c: its last card may be led as
        # good, the one card left out forgotten; tester11 X8).
        self.run_suits = 0
        for s in range(4):
            mask = SUIT_MASK[s]
            longest = max((position.hands[(claimer + k) % 4] & mask).bit_count() for k in (1, 3))
            for seat in (claimer, (claimer + 2) % 4):
                held = position.hands[seat] & mask
                if held.bit_count() >= longest and self._masters_of(held, opponents) & HONOURS:
                    self.run_suits |= mask

    # -- progress ------------------------------------------------------------------------------
    def start(self) -> Progress:
        p = self.position
        shown = self.shown_out
        for i, c in enumerate(p.played):  # a defender who showed out at the current trick
            seat = (p.leader + i) % 4
            if seat % 2 != self.side and c // 13 == self.trump:
                shown |= TRUMP_SEEN
            if i and c // 13 != p.played[0] // 13 and seat % 2 != self.side:
                shown |= 1 << (4 * seat + p.played[0] // 13)
        return self._normalise(p.hands, (0, 0, shown), not p.played)

    def _normalise(self, hands: tuple[int, ...], progress: Progress, boundary: bool = True) -> Progress:
        """`progress` past the ordered items done, the standing items done marked; a condition read
        (conditional.moved: its fallback taken or passed) — `boundary`: between two tricks."""
        idx, done, shown = progress
        ours = hands[self.side] | hands[self.side + 2]
        theirs = hands[1 - self.side] | hands[3 - self.side]
        while idx < len(self.ordered):
            if self.conditions:
                idx, done = moved(self.conditions, idx, done, shown, theirs, boundary)
                if idx >= len(self.ordered):
                    break
            kind, value = self.ordered[idx]
            if kind in CONDITIONS:
                break  # its part is over mid-trick: read at the trick's end (a show-out on it counts)
            if kind == "card" and ours >> value & 1:
                break
            if kind == "suit" and ours & SUIT_MASK[value]:
                break
            if kind == "trumps" and ours & self.trumps and theirs & self.trumps:
                break
            if kind == "lead_ruff" and self.ruff_possible(hands, value):
                break
            idx += 1
        for i, (kind, value, _) in enumerate(self.standing):
            if done >> i & 1:
                continue
            if (
                (kind == "ruff" and not ours & self.trumps)
                or (kind == "discard" and not ours & SUIT_MASK[value])
                or (kind == "discard_card" and not ours >> value & 1)
            ):
                done |= 1 << i
        return (idx, done, shown)

    def after(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress, card: int
    ) -> Progress:
        idx, done, shown = progress
        player = (leader + len(trick)) % 4
        ours = player % 2 == self.side
        if not ours and card // 13 == self.trump:
            shown |= TRUMP_SEEN
        if trick and card // 13 != trick[0] // 13:
            led = trick[0] // 13
            if not ours:
                shown |= 1 << (4 * player + led)
            else:
                for i, (kind, value, target) in enumerate(self.standing):
                    if done >> i & 1:
                        continue
                    if kind == "ruff" and value == led and card // 13 == self.trump:
                        done |= 1 << i
                        break
                    if (
                        (kind == "discard" and card // 13 == value)
                        or (kind == "discard_card" and card == value)
                    ) and self._on_target(
                        trick, self.target_now(target, hands, trick), self.discards_now(i, idx, trick)
                    ):
                        done |= 1 << i
                        break
        if ours and idx < len(self.ordered) and self.ordered[idx] == ("card", card):
            idx += 1
        elif ours and trick and leader % 2 == self.side and card // 13 != trick[0] // 13:
            led = trick[0] // 13
            if idx < len(self.ordered) and self.ordered[idx] == ("lead_ruff", led):
                # The void hand has played to the ♦ its side led: the stated ruff is done when it
                # ruffed, or when partner keeps no ♦ an opponent can beat (nothing left to ruff). A
                # discard on a ♠ partner wins while a loser is left (the defender ducked the stated
                # ♠V under his ♠R) is no ruff: the item keeps its rank, and the next lead goes
                # towards the void, as stated (68C, 70D1; tester21 P9: 5 instead of 6).
                rest = hands[(player + 2) % 4] & SUIT_MASK[led]
                if card // 13 == self.trump or rest == self._masters_of(rest, self._theirs(hands)):
                    idx += 1
        if self.conditions and not ours and shown != progress[2]:
            # An opponent does not follow: a condition on the suit fails now (conditional.py; 70E1) if his
            # partner follows to this trick or still holds the suit (both out at once: the suit ran)
            other = (player + 2) % 4
            live = hands[other] | sum(1 << c for i, c in enumerate(trick) if (leader + i) % 4 == other)
            idx, done = moved(self.conditions, idx, done, shown, live, False)
        if len(trick) == 3:  # rule 3e: the hand the line has just crossed to (reached.py)
            shown = reached(leader, (*trick, card), self.trump, self.side, shown)
        if len(trick) == 3 or idx != progress[0]:
            new = list(hands)
            new[player] &= ~(1 << card)
            return self._normalise(tuple(new), (idx, done, shown), len(trick) == 3)
        return (idx, done, shown)

    @staticmethod
    def _on_target(trick: tuple[int, ...], target: int, reached: bool) -> bool:
        """A stated discard « sur les ♦ » / « sur ♦A » is made on its trick: a club thrown on
        another trick (the dummy's on a heart its partner ruffs) does not spend it (70D1, tester11
        X1: « défausse♣ sur ♦ » was credited to the dummy's ♣6 on a heart). Nor does a club thrown
        before the statement's order reaches the discard (`reached`: « atouts ♦3 défausse♣ », the
        dummy's clubs on the trumps; 68C, 70D1, tester16 T10)."""
        if not reached:
            return False
        if target < 0:
            return True
        if target >= 52:
            return trick[0] // 13 == target - 52
        return target in trick

    def key(self, progress: Progress, everything: int, ours: int = -1) -> tuple[object, ...]:
        """What the memo must tell apart: the statement still to play (its cards by relative rank
        among the cards left), the standing items done, the show-outs. `ours`: the claimer's
        side's cards (all of them by default)."""
        idx, done, shown = progress
        if shown:
            # A show-out is read by one rule only (70E1, the known finesse: following.py), for a
            # hand of the claimer's side that follows to the suit led: it no longer matters once
            # his side holds no card of its suit (session 18), nor once the suit is gone.
            for suit in range(4):
                if not everything & ours & SUIT_MASK[suit] and not self._awaited(idx, suit):
                    shown &= ~(0x1111 << suit)
        # The cards' rank classes (honours, jack: rules 3b and 3c) are in the search's
        # suit keys (rules/deals/claim/keys.py, suit_key).
        parts: list[object] = [idx, done, shown]
        for kind, value in self.ordered[idx:]:
            if kind in ("card", "otherwise_falls"):  # a card stated, or one a condition waits for
                # Gone or still held (reviewer21 #6): a stated ♦9 followed to a defender's lead while the item
                # waits, and the ♦10 followed instead, left the same run and the same rank number: the memo gave
                # one state the other's value (5 where every normal line gives 4).
                suit = (everything >> (13 * (value // 13))) & 0x1FFF
                held = everything >> value & 1
                parts.append((suit & ((1 << (value % 13)) - 1)).bit_count() if held else None)
        for value in cards_of(self.winners & everything):  # the named winners still to play
            suit = (everything >> (13 * (value // 13))) & 0x1FFF
            parts.append((value // 13, (suit & ((1 << (value % 13)) - 1)).bit_count()))
        for i, (kind, value, target) in enumerate(self.standing):
            # The card a pending discard names (« défausse♣5 ») and the one it waits for (« sur ♥R »), by
            # rank among the cards left, or gone (then « sur les ♥ »: target_now): two states alike but
            # for which card of a run is the stated one are not the same state.
            if done >> i & 1:
                continue
            for card in (value if kind == "discard_card" else -1, target):
                if 0 <= card < 52:
                    suit = (everything >> (13 * (card // 13))) & 0x1FFF
                    rank = (suit & ((1 << (card % 13)) - 1)).bit_count() if everything >> card & 1 else None
                    parts.append((card // 13, rank))
        return tuple(parts)

    def _awaited(self, idx: int, suit: int) -> bool:
        """Does a condition not read yet bear on a show-out in `suit` (conditional.py: it is read when
        the line reaches its part, even with no card of the suit left to the claimer's side)?"""
        return any(c.kind == "otherwise" and c.value % 4 == suit and idx <= c.marker for c in self.conditions)

    # -- the moves -----------------------------------------------------------------------------
    def allowed(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], progress: Progress
    ) -> Allowed:
        player = (leader + len(trick)) % 4
        hand = hands[player]
        if trick:
            led = trick[0] // 13
            legal = hand & SUIT_MASK[led] or hand
        else:
            led = -1
            legal = hand
        if legal & (legal - 1) == 0:
            return _new_allowed(Allowed, (legal, ONLY))
        self.foresees_ruffs = self.aware or bool(progress[2] & TRUMP_SEEN)
        state = (hands[0], hands[1], hands[2], hands[3], leader, trick, progress)
        known = self._allowed.get(state)
        if known is None:
            if len(self._allowed) > ALLOWED_KEPT:
                self._allowed.clear()
            known = self._allowed[state] = self._decide(hands, player, leader, trick, legal, progress)
        return known

    def _decide(
        self,
        hands: tuple[int, ...],
        player: int,
        leader: int,
        trick: tuple[int, ...],
        legal: int,
        progress: Progress,
    ) -> Allowed:
        """`allowed` where the player has a choice: the statement, then the rules in their order."""
        hand = hands[player]
        led = trick[0] // 13 if trick else -1
        found = self._stated(hands, player, leader, trick, legal, progress)
        if found is not None and self.conditions and found[1] == STATED_CARD:
            if any(c.marker < progress[0] < c.end for c in self.conditions):
                found = found[0], FALLBACK_CARD  # the line says where the fallback began (conditional.py)
        if found is None and trick and not self.aware and progress[2] & TRUMP_SEEN:
            if taking := self.takes_to_draw(hands, player, leader, trick, legal):
                found = taking, TAKES_TO_DRAW  # partner crossed to this hand to draw them (to_trumps)
        if (
            found is None
            and not trick
            and not self.aware
            and progress[2] & TRUMP_SEEN
            and progress[0] >= len(self.ordered)
        ):
            # 70C: the claimer who forgot the trump has seen an opponent play one: he draws the
            # rest where his statement leaves the order open, as if aware from now on — after the
            # ordered items, as the aware reading does (drawn_index), not before a stated item
            # partner holds.
            if legal & self.trumps and self._theirs(hands) & self.trumps:
                found = self._from_the_top(hands, player, legal & self.trumps, "atouts d'abord (70C)")
            elif self._theirs(hands) & self.trumps and (crossing := self.to_trumps(hands, player, legal)):
                found = crossing, CROSSING_70C  # to draw them from partner's hand (stated.to_trumps)
        stated = found is not None
        if found is None:
            found = (
                self._lead(hands, player, legal, bool(progress[2] & REACHED))
                if not trick
                else self._follow(hands, player, leader, trick, legal, progress)
            )
        cards, rule = found
        cards &= legal
        if not stated:
            # Rule 0: a suit no opponent holds is not blocked, nor left with the lead given up while
            # it runs (unblocking.py); over the lead and following rules, never over the statement.
            theirs = self._theirs(hands)
            strands = blocking(hands, player, trick, legal, theirs, self.trumps, self.claimed)
            if strands and trick and trick_winner(leader, trick, self.trump) % 2 != self.side:
                # An opponent's card is winning the trick (the defence's last card of the suit on it):
                # the card that takes it is not « stranding » — unblocking by giving the defence a trick
                # loses one for sure (claims_exact, random 7 seed 27: North's ♣2 under West's ♣7, ♣A
                # kept). Third and fourth hand take (rule 5; review C1).
                strands &= ~self._taking(leader, trick, legal)
            leaves = 0 if trick else leaving(hands, player, legal, theirs, self.trumps, self.claimed)
            if strands | leaves:
                kept = cards & ~strands & ~leaves
                if not kept:
                    suits = 0
                    for mask in SUIT_MASK:
                        if strands & mask or (leaves and legal & mask & ~leaves & ~strands):
                            suits |= mask
                    kept = legal & suits & ~strands & ~leaves
                if kept and kept != cards:
                    cards, rule = kept, UNBLOCKS if cards & strands else RUNS
        if not trick and not stated and self.partner_s_turn(hands, player, progress):
            # Rule 1: the statement plays partner's cards next — no lead that gives the defence the
            # lead while another reaches them (stated.keeps_the_lead; claims39 R09, reviewer23 #15).
            kept = self.keeps_the_lead(hands, player, cards, legal)
            if kept and kept != cards:
                cards, rule = kept, KEEPS_THE_LEAD
        if self.discard_targets & legal and player % 2 == self.side and rule != TARGET_LED:
            cards = self.keep_targets(hands, player, trick, cards, legal, progress)
        if trick and not stated and not self.defence and not hand & SUIT_MASK[led]:
            kept = self._partner_s_guard(hands, player, leader, trick, cards)
            if kept != cards:
                cards, rule = kept, GUARD_KEPT
        if not cards:
            return _new_allowed(Allowed, (legal, FREE))
        return _new_allowed(Allowed, (cards, rule if cards != legal else FREE))

    def _partner_s_guard(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...], cards: int
    ) -> int:
        """Both hands void in the suit led, partner has just discarded from a suit an opponent still
        holds, this hand now the side's last holder there: its master of that suit stays while another
        card may go (claims28's finding: each hand threw the spades counting on the other's master,
        7 masters and 0 of 4). The claimer plays both hands' discards of one trick (the dummy's are
        his): throwing the guard partner's discard has just left to this hand unguards the suit in one
        trick — worse than careless (White Book 8.70, as rule 6's last master; note to Laws 70/71).
        Over later tricks the choice between last masters stays the claimer's (the line keeps no
        record of earlier discards). Not when the defence claims: a defender does not see that his
        partner has no card left in the suit (70D2, rule 10)."""
        seat = (player + 2) % 4
        at = (seat - leader) % 4
        if at >= len(trick):
            return cards
        thrown = trick[at] // 13
        if thrown in (trick[0] // 13, self.trump):
            return cards
        mask = SUIT_MASK[thrown]
        theirs = self._theirs(hands)
        if hands[seat] & mask or not theirs & mask:
            return cards
        guard = self._masters_of(hands[player] & mask, theirs)
        if not guard or not cards & guard:
            return cards
        top = 1 << (hands[player] & mask).bit_length() - 1
        return cards & ~top or cards

    def _lead(
        self, hands: tuple[int, ...], player: int, legal: int, just_reached: bool = False
    ) -> tuple[int, str]:
        """Rule 3, its filters a, b, c, d, e in the docstring's order. `just_reached`: the hand on
        lead was reached by its partner's lead and has kept the lead since (rule 3e)."""
        theirs = self._theirs(hands)
        rule = MASTER_FIRST
        if self.trumps and not theirs & self.trumps and legal & ~self.trumps:
            # Rule 3a: the opponents hold no trump; the claimer is not made to lead his own to his
            # disadvantage (ACBL Laws Commission, claim guidelines, spring 2019, item 4): another
            # card goes first, so the trumps stay for the ruffs. Excluding a lead only raises the
            # minimum, so a trump lead that would have been better is never held against him.
            legal &= ~self.trumps
            rule = "garde ses atouts (défense sans atout)"
        # Rule 3b: no smaller card of a suit before the hand's master honour there, nor before a
        # lower master (a jack, a ten…) while the opponents hold two cards or more of the suit: he
        # cannot think them all gone, so the small card is a loser led under his own winner
        # (tester11 X1, X14: the ♦2 led from ♦V2, the ♦V stranded). With one card out he may have
        # forgotten it: the small card first stays careless (EBU forum 325, V-6 with the 8 out).
        counted = HONOURS
        for s in range(4):
            if (theirs & SUIT_MASK[s]).bit_count() >= 2:
                counted |= SUIT_MASK[s]
        masters = self._masters_of(legal, theirs) & counted
        if governed(hands[player], hands[(player + 2) % 4], theirs, self.trumps, self.claimed):
            # A suit no opponent holds, where every master honour this rule would lead first strands
            # the suit (♦R from ♦R75 opposite ♦108): 3b steps aside there, rule 0 orders it
            # (unblocking.py: the small card first is the one that unblocks; claims30, S07).
            strands = blocking(hands, player, (), legal, theirs, self.trumps, self.claimed)
            for mask in SUIT_MASK:
                if masters & mask and not masters & mask & ~strands:
                    masters &= ~mask
        cards = legal
        for s in range(4):
            if masters & SUIT_MASK[s]:
                cards &= ~(SUIT_MASK[s] & ~masters)
        masters_first = cards
        # Rule 3c: a hand that holds a sure winner (a master no opponent can ruff) does not give
        # up the lead in a side suit where its side has no master before cashing it (the
        # declarer in hand with two master spades does not lead a losing diamond first). Trumps
        # may always be led (drawing them is normal, even the losing one: K3).
        ours = hands[player] | hands[(player + 2) % 4]
        sure = 0
        for s in range(4):
            if s == self.trump or self._ruffed(hands, player, s):
                continue
            sure |= self._masters_of(hands[player] & SUIT_MASK[s], theirs)
        if self.trumps and not theirs & self.trumps:
            sure |= hands[player] & self.trumps
        if sure:
            losing = 0
            for s in range(4):
                if (
                    s != self.trump
                    and not self._masters_of(ours & SUIT_MASK[s], theirs)
                    and not (self.run_suits & SUIT_MASK[s] and (theirs & SUIT_MASK[s]).bit_count() == 1)
                ):
                    # An honour he may think good: any order. A suit he could run from the top at
                    # the claim where the opponents keep one card: he may have forgotten it and run
                    # the suit to its last card, before or after his other winners (70A, doubt
                    # against the claimer; tester11 X8: ♠A-R-D-2, the ♠V forgotten).
                    losing |= SUIT_MASK[s] & ~JACK_AND_ABOVE
            if cards & ~losing:
                cards &= ~losing
        elif not self.defence:
            # Rule 3d: the hand holds no sure winner, but partner does in a suit this hand can lead
            # (a card of it, below his masters): it does not give up the lead with a small card of a
            # side suit where its side held no master at the claim before crossing to them (tester15
            # V6: dummy on lead with ♥3-2 ♣2, South's ♥A-R-D across, led the ♣2 and the defence took
            # two clubs while South threw his hearts; 70D1, the family of tester14 W19 and tester13
            # Z16). A suit the side held a master of at the claim is not such a suit: once its
            # honours have fallen he may think its small card good (70A, doubt against him: P13).
            partner = hands[(player + 2) % 4]
            across = 0
            for s in range(4):
                if s != self.trump and legal & SUIT_MASK[s] and not self._ruffed(hands, player, s):
                    across |= self._masters_of(partner & SUIT_MASK[s], theirs)
            if across:
                losing = 0
                for s in range(4):
                    if s != self.trump and not self.controlled & SUIT_MASK[s]:
                        losing |= SUIT_MASK[s] & ~JACK_AND_ABOVE
                if cards & ~losing:
                    cards &= ~losing
        if just_reached and not self.defence:
            # Rule 3e: the hand just crossed to cashes its sure winners before it crosses back to
            # partner, when nothing brings the lead back to it (reached.py; claims34 Q1, EBU forum 1407).
            back = leading_back(hands[player], hands[(player + 2) % 4], theirs, sure, self.trumps)
            if cards & back and cards & ~back:
                return cards & ~back, CASHES_FIRST
        if cards == legal:
            return cards, rule
        # Say which rule narrowed the choice (tester's L13): « maître d'abord » only when a master
        # went first; when the lead only kept away from the suits where the side has no master, the
        # card led may be a small one of a suit with a master (a jack that may be led after the six).
        return cards, MASTER_FIRST if masters_first != legal else NO_EXIT

    def rule_for(self, rule: str, hands: list[int] | tuple[int, ...], c: int) -> str:
        """The rule as said beside the card played (tester7 T21-4): « maître d'abord » narrows a
        lead to the masters and the suits without one, and names only a master; an honour of a
        suit where the side has none is one the claimer may believe good (rule 3b), another card
        a free choice. « Pas de sortie … » (rule 3c) says what the card led is besides (claims34 Q4): a
        master cashed, or a card towards partner's master; the rule is still named (tester's L13)."""
        if rule == NO_EXIT:
            theirs = self._theirs(tuple(hands))
            if self._masters_of(1 << c, theirs):
                return f"{MASTER_FIRST}, {NO_EXIT}"
            seat = next(s for s in range(4) if hands[s] >> c & 1)
            above = hands[(seat + 2) % 4] & SUIT_MASK[c // 13] & ~((2 << c) - 1)
            if self._masters_of(above, theirs):
                return f"vers le maître du partenaire, {NO_EXIT}"
            return rule
        if rule != MASTER_FIRST or self._masters_of(1 << c, self._theirs(tuple(hands))):
            return rule
        return "honneur qu'il peut croire maître" if (1 << c) & JACK_AND_ABOVE else FREE
