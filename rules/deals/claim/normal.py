"""« Jeu normal » for the claimer's side (Laws 68C, 70A–70E, 71 and the note to 70/71): in a state
of the play, which cards the claimer's side may play, and the rule that decided. The search
(rules/deals/claim/search.py) asks; the defence is the search's business (any legal card).

The rules, in order (the first that applies decides; docs/deals-and-claims.md says why):

1. The statement binds (68C, 70D1). Its ordered items — a card, a suit (« les ♥ »), « atouts » —
   are played in their order whenever legal: a stated card is played by the hand that holds it
   when it leads, when it follows in the card's suit, and when it ruffs with it (a stated trump,
   void in the suit led); a hand on lead whose partner holds the next stated card leads that suit
   towards it; a stated suit and the trumps are played from the top. Standing items apply once,
   whenever their occasion comes: « coupe♦ » ruffs the next ♦ trick the side cannot follow to
   (unless partner is already winning it for sure), and a stated card led that an opponent can
   beat is ruffed by a partner void in its suit; « défausse♣ » discards a club (a loser first)
   the next time a hand cannot follow to a trick its partner is winning; « ♦V surprend »: partner
   overtakes the stated ♦V with his cheapest card above it. Two stated cards of one suit are two
   tricks: the second is not played over partner's stated card winning the first. Winners named
   without an order (« gagnants ♣R ♦A ♠R »): while the side holds one, the hand on lead cashes one
   of its own (from the top of the suit) or leads towards one its partner holds; it does not give
   up the lead with another card first.
2. 70C: a claimer aware of the outstanding trump draws it where his statement leaves the order open
   (after the ordered items), from the top. Unaware, he plays as if the opponents had no trump
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
   Each filter gives way when it would leave no card (the hand then leads as the others allow).
4. Following, partner winning the trick for sure (no opponent still to play can beat him, as the
   claimer sees it: unaware of the outstanding trump (70C), he foresees no ruff by it): no
   overtaking, unless every card the hand keeps in the suit is then a master (it unblocks and
   runs the suit); no master under partner's winner either (two winners on one trick) unless it
   unblocks: every card kept a master, or partner keeping more cards of the suit; partner having ruffed, no master of the suit led while a smaller card of it may
   go (nothing to unblock: a winner thrown away, White Book 8.70); void, no ruffing and no
   discarding a master while any other card may go.
5. Following, an opponent winning or able to win the trick: in third seat, a master of the suit
   led that takes the trick is played when the hand holds one; last to play, the cheapest card
   that wins it (the lowest winning trump when it ruffs); beaten for good, the lowest card. 70E1: when the opponent still to play has shown out
   of the suit (before the claim or on this line), the claimer knows where the cards are: the
   lowest card that takes the trick for sure is played (the « known » finesse). Void in the suit
   led, in third seat, the trick an opponent's or at risk: a hand holding a trump ruffs. Every
   ruff not stated card by card is the lowest trump that takes the trick (ACBL Laws Commission,
   claim guidelines, spring 2019, 5: claimer presumed to ruff as low as possible; a low ruff
   that is overruffed stays careless, hence normal). Second seat (an opponent
   led), partner last holding no master above the card led: a master of the suit takes the trick
   (unless the next opponent can ruff it), a void hand ruffs; partner last holding one: no ruff,
   and no master of the hand's own on that trick (two winners on one trick) unless every card it
   keeps in the suit is then a master (it unblocks).
6. Void, otherwise: ruff, or discard a card that is not a master (a suit an opponent would ruff
   has none, as the claimer sees it — not when he forgot the trump, 70C — but its top card is
   kept while a smaller card of the suit may go: it wins once the ruff is gone); then a master the hand can
   spare (in a suit the opponents no longer hold, or above another master of the hand), one in a
   suit partner is void in first; the last master over an opponent's card only when nothing else,
   one partner cannot lead to first.
7. Anything else is careless or inferior, hence normal: every legal card.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.deals.claim.cards import HONOURS, JACK_AND_ABOVE, higher, trick_winner
from rules.deals.claim.cards import lowest as _lowest
from rules.deals.claim.cards import top as _top
from rules.deals.claim.reading import ORDERED, Item
from rules.deals.claim.stated import Progress, StatedPlay, named_ruffs
from rules.deals.layout import NO_TRUMP, SUIT_MASK, Layout, bits_of, cards_of

FREE = "au choix : négligent, donc normal"
# An item count.py adds to the statement when the claimer's side defends (70D2).
DEFENCE = "defence"
# In the show-outs of Progress: an opponent has played a trump on this line (70C: the claimer who
# forgot the trump has now seen one).
TRUMP_SEEN = 1 << 16
ONLY = "seule carte possible"
MASTER_FIRST = "maître d'abord"


# The opponents' cards (a mask) -> the cards below their highest card of each suit (_masters_of,
# asked several times a node by the search: a look-up, not a loop over the suits).
_BEATEN: dict[int, int] = {}


class Allowed(NamedTuple):  # a tuple: built at every node of the search (a dataclass costs more)
    cards: int
    rule: str


class NormalPlay(StatedPlay):
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
        for kind, value in items:
            if kind in ORDERED or kind in ("winner", DEFENCE, "with"):
                continue
            if kind == "on":
                if standing and standing[-1][0] in ("discard", "discard_card"):
                    standing[-1] = (standing[-1][0], standing[-1][1], value)
                continue
            standing.append((kind, value, -1))
        self.standing = tuple(standing)
        opponents = position.hands[(claimer + 1) % 4] | position.hands[(claimer + 3) % 4]
        self.drawn_index = -1
        if aware and opponents & self.trumps and ("trumps", -1) not in ordered:
            self.drawn_index = len(ordered)  # 70C: trumps first where the statement leaves the order open
            ordered.append(("trumps", -1))
        self.ordered = tuple(ordered)
        # 70C, unaware: the claimer plays as if no opponent held a trump, so he foresees no ruff of
        # a side suit by them (he does not ruff partner's winner « for fear of » a trump he forgot)
        # — until an opponent plays a trump before his eyes (then he knows: TRUMP_SEEN).
        self.aware = aware
        self.foresees_ruffs = aware
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
        # never merged with an equivalent card by the search
        self.kept_apart = stated | self.winners | sum(self.ruff_with)
        self.position = position
        self.claimer = claimer
        self.defence = any(kind == DEFENCE for kind, _ in items)
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
        return self._normalise(p.hands, (0, 0, shown))

    def _normalise(self, hands: tuple[int, ...], progress: Progress) -> Progress:
        idx, done, shown = progress
        ours = hands[self.side] | hands[self.side + 2]
        theirs = hands[1 - self.side] | hands[3 - self.side]
        while idx < len(self.ordered):
            kind, value = self.ordered[idx]
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
                    ) and self._on_target(trick, target):
                        done |= 1 << i
                        break
        if ours and idx < len(self.ordered) and self.ordered[idx] == ("card", card):
            idx += 1
        elif ours and trick and leader % 2 == self.side and card // 13 != trick[0] // 13:
            if idx < len(self.ordered) and self.ordered[idx] == ("lead_ruff", trick[0] // 13):
                idx += 1  # the void hand has played to the ♦ its side led: the stated ruff is done
        if len(trick) == 3 or (ours and idx != progress[0]):
            new = list(hands)
            new[player] &= ~(1 << card)
            return self._normalise(tuple(new), (idx, done, shown))
        return (idx, done, shown)

    @staticmethod
    def _on_target(trick: tuple[int, ...], target: int) -> bool:
        """A stated discard « sur les ♦ » / « sur ♦A » is made on its trick: a club thrown on
        another trick (the dummy's on a heart its partner ruffs) does not spend it (70D1, tester11
        X1: « défausse♣ sur ♦ » was credited to the dummy's ♣6 on a heart)."""
        if target < 0:
            return True
        if target >= 52:
            return trick[0] // 13 == target - 52
        return target in trick

    def key(self, progress: Progress, everything: int) -> tuple[object, ...]:
        """What the memo must tell apart: the statement still to play (its cards by relative rank
        among the cards left), the standing items done, the show-outs."""
        idx, done, shown = progress
        if shown:  # a show-out no longer matters once its suit is gone
            for suit in range(4):
                if not everything & SUIT_MASK[suit]:
                    shown &= ~(0x1111 << suit)
        # The cards' rank classes (honours, jack: rules 3b and 3c) are in the search's
        # suit keys (rules/deals/claim/search.py, _suit_key).
        parts: list[object] = [idx, done, shown]
        for kind, value in self.ordered[idx:]:
            if kind == "card":
                suit = (everything >> (13 * (value // 13))) & 0x1FFF
                parts.append((suit & ((1 << (value % 13)) - 1)).bit_count())
        for value in cards_of(self.winners & everything):  # the named winners still to play
            suit = (everything >> (13 * (value // 13))) & 0x1FFF
            parts.append((value // 13, (suit & ((1 << (value % 13)) - 1)).bit_count()))
        return tuple(parts)

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
            return Allowed(legal, ONLY)
        self.foresees_ruffs = self.aware or bool(progress[2] & TRUMP_SEEN)
        found = self._stated(hands, player, leader, trick, legal, progress)
        if found is None and not trick and not self.aware and progress[2] & TRUMP_SEEN:
            # 70C: the claimer who forgot the trump has seen an opponent play one: he draws the
            # rest where his statement leaves the order open, as if aware from now on.
            if legal & self.trumps and self._theirs(hands) & self.trumps:
                found = _top(legal & self.trumps), "atouts d'abord (70C)"
        if found is None:
            found = (
                self._lead(hands, player, legal)
                if not trick
                else self._follow(hands, player, leader, trick, legal, progress)
            )
        cards, rule = found
        cards &= legal
        if not cards:
            return Allowed(legal, FREE)
        return Allowed(cards, rule if cards != legal else FREE)

    def _theirs(self, hands: tuple[int, ...]) -> int:
        return hands[1 - self.side] | hands[3 - self.side]

    def _masters_of(self, cards: int, theirs: int) -> int:
        """The cards no opponent can beat in their suit."""
        beaten = _BEATEN.get(theirs)
        if beaten is None:  # each suit's cards below the opponents' highest one there
            beaten = 0
            for mask in SUIT_MASK:
                beaten |= ((1 << (theirs & mask).bit_length()) - 1) & mask
            if len(_BEATEN) > 200_000:
                _BEATEN.clear()
            _BEATEN[theirs] = beaten
        return cards & ~beaten

    def _lead(self, hands: tuple[int, ...], player: int, legal: int) -> tuple[int, str]:
        """Rule 3, its filters a, b, c in the docstring's order."""
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
        if cards == legal:
            return cards, rule
        # Say which rule narrowed the choice (tester's L13): « maître d'abord » only when a master
        # went first; when the lead only kept away from the suits where the side has no master, the
        # card led may be a small one of a suit with a master (a jack that may be led after the six).
        return (
            cards,
            MASTER_FIRST if masters_first != legal else "pas de sortie dans une couleur sans maître",
        )

    def _low_ruff(self, leader: int, trick: tuple[int, ...], trumps: int) -> int:
        """A ruff, as directors presume it: the lowest trump that takes the trick so far (ACBL Laws
        Commission, claim guidelines, spring 2019, item 5: « when ruffing, claimer is normally
        presumed to ruff as low as possible »). A low ruff an opponent overruffs stays normal
        (careless); a higher trump spent when a lower one takes the trick is not counted against
        him. When no trump takes the trick (an opponent has ruffed higher), any trump, as before."""
        taking = self._taking(leader, trick, trumps)
        return _lowest(taking) if taking else trumps

    def _taking(self, leader: int, trick: tuple[int, ...], cards: int) -> int:
        """The cards of `cards` that, played next, would win the trick so far (`_wins` for each): a
        higher card of the winning card's suit, or a trump on a side-suit card."""
        best = trick[(trick_winner(leader, trick, self.trump) - leader) % 4]
        if best // 13 == self.trump:
            return cards & higher(best)
        return cards & (higher(best) | self.trumps)

    def _wins(self, leader: int, trick: tuple[int, ...], c: int) -> bool:
        return trick_winner(leader, (*trick, c), self.trump) == (leader + len(trick)) % 4

    def _masters(self, legal: int, leader: int, trick: tuple[int, ...], theirs: int) -> int:
        """The cards of the suit led that take the trick for sure: above the cards on the table and
        every card the opponents hold there, no trump on the trick (a side suit)."""
        led = trick[0] // 13
        if self.trump != NO_TRUMP and led != self.trump and any(c // 13 == self.trump for c in trick):
            return 0
        top = max(c for c in trick if c // 13 == led)
        cards = legal & SUIT_MASK[led] & ~((1 << (top + 1)) - 1)
        return cards & ~((1 << (theirs & SUIT_MASK[led]).bit_length()) - 1)

    def _beats(self, seat: int, hands: tuple[int, ...], leader: int, trick: tuple[int, ...]) -> bool:
        """Can `seat`, to play after the cards on the table, take the trick with a card it holds
        (as the claimer sees it: unaware of the outstanding trump, not by ruffing a side suit)?"""
        hand = hands[seat]
        led = trick[0] // 13
        legal = hand & SUIT_MASK[led] or hand
        winner_card = trick[(trick_winner(leader, trick, self.trump) - leader) % 4]
        if legal & higher(winner_card):  # a higher card of its suit
            return True
        # or a ruff the claimer foresees (a trump on a side-suit winner)
        return self.foresees_ruffs and winner_card // 13 != self.trump and bool(legal & self.trumps)

    def _later_opponents(self, player: int, leader: int, trick: tuple[int, ...]) -> list[int]:
        return [(leader + i) % 4 for i in range(len(trick) + 1, 4) if (leader + i) % 2 != self.side]

    def _partner_sure(self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...]) -> bool:
        """Partner is winning the trick and no opponent still to play can beat his card."""
        if trick_winner(leader, trick, self.trump) != (player + 2) % 4:
            return False
        return not any(
            self._beats(s, hands, leader, trick) for s in self._later_opponents(player, leader, trick)
        )

    def _follow(
        self,
        hands: tuple[int, ...],
        player: int,
        leader: int,
        trick: tuple[int, ...],
        legal: int,
        progress: Progress,
    ) -> tuple[int, str]:
        hand = hands[player]
        led = trick[0] // 13
        theirs = self._theirs(hands)
        follows = bool(hand & SUIT_MASK[led])
        winner = trick_winner(leader, trick, self.trump)
        winning_card = trick[(winner - leader) % 4]
        later = self._later_opponents(player, leader, trick)
        if winner == (player + 2) % 4 and not any(self._beats(s, hands, leader, trick) for s in later):
            # Rule 4: partner has the trick.
            if follows:
                if winning_card // 13 != led:
                    # Partner has ruffed: the card this hand follows with cannot matter to the trick
                    # nor unblock anything (partner is void in the suit). A master thrown here while
                    # a smaller card of the suit may go is a winner thrown away (White Book 8.70:
                    # worse than careless, like discarding a master; « battu : la plus petite »).
                    small = legal & ~self._masters_of(legal, theirs)
                    return small or legal, "garde ses maîtres sous la coupe du partenaire"
                # No overtaking, and no master of the hand's own under partner's winner (two
                # winners on one trick) unless it unblocks: every card kept in the suit is then a
                # master, or partner keeps more cards of the suit than the hand (the short hand's
                # high card goes first). Otherwise it is a winner thrown away, like a discarded one.
                under = wasted = 0
                longer = (hands[(player + 2) % 4] & SUIT_MASK[led]).bit_count()
                for c in bits_of(legal):
                    rest = hand & SUIT_MASK[led] & ~(1 << c)
                    runs = rest and self._masters_of(rest, theirs) == rest
                    if c > winning_card:
                        under |= (1 << c) if runs else 0
                    elif self._masters_of(1 << c, theirs) and not runs and longer <= rest.bit_count():
                        wasted |= 1 << c
                    else:
                        under |= 1 << c
                if wasted and under:
                    return under, "ne gaspille pas un maître sur celui du partenaire"
                return under | wasted, "ne surprend pas le partenaire"
            others = legal & ~self.trumps
            if not others:
                return legal, ONLY
            return self._losers(hands, player, others) or others, self._under_partner(hand)
        at_risk = winner % 2 != self.side or any(self._beats(s, hands, leader, trick) for s in later)
        if len(trick) == 1:
            second = self._second_hand(hands, player, leader, trick, legal)
            if second is not None:
                return second
        if at_risk and len(trick) >= 2:
            if follows and len(trick) == 2 and later and all(progress[2] >> (4 * s + led) & 1 for s in later):
                # 70E1: the opponent behind has shown out of the suit; the finesse is known.
                taking = self._taking(leader, trick, legal)
                if taking:
                    return _lowest(taking), "impasse connue (70E1)"
            if len(trick) == 3:
                # Last to play: the cheapest card that wins (the lowest winning trump when it ruffs).
                taking = self._taking(leader, trick, legal)
                if taking:
                    return _lowest(taking), "prend la levée en dernier, au plus juste"
            if len(trick) == 2 and not follows and legal & self.trumps:
                # Third hand: an opponent wins the trick or can still win it; a hand that can ruff does.
                return self._low_ruff(leader, trick, legal & self.trumps), "coupe la levée adverse"
            masters = self._masters(legal, leader, trick, theirs)
            if masters:
                return masters, "troisième main prend"
            if len(trick) == 3 and follows:
                return _lowest(legal), "battu : la plus petite"
        if follows:
            return legal, FREE
        if at_risk and legal & self.trumps and self.stated_cards >> trick[0] & 1 and leader % 2 == self.side:
            # A stated card led that loses in its suit, towards a void holding trumps: the
            # statement describes a ruff (70D1).
            return self._low_ruff(leader, trick, legal & self.trumps), "coupe annoncée"
        # Rule 6: void, the trick not partner's for sure: ruff, or throw a card that is no master.
        losers = self._losers(hands, player, legal & ~self.trumps, spare=False)
        if losers or legal & self.trumps:
            return losers | self._low_ruff(leader, trick, legal & self.trumps), "garde ses maîtres"
        return self._losers(hands, player, legal) or legal, "garde ses maîtres"

    def _second_hand(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...], legal: int
    ) -> tuple[int, str] | None:
        """Rule 5b, second seat (an opponent led): when partner, last to play, holds no master of
        the suit led, a hand that holds one takes the trick with it, and a hand void in the suit
        ruffs. Ducking a trick the claimer can win for sure, and leaving it to a spot card of the
        opponents, is no play of a claimer who says his cards are good: the same principle as
        « third hand takes » (review C1: « an opponent can still win this trick with a card the
        side's masters beat »; the note to Laws 70/71: careless, not irrational). A master is
        not played into a ruff: not when the opponent still to play is void holding a trump."""
        led = trick[0] // 13
        theirs = self._theirs(hands)
        partner = hands[(player + 2) % 4]
        hand = hands[player]
        if self._masters(partner, leader, trick, theirs):  # above the card led and all of theirs
            third = hands[(player + 1) % 4]
            ruffed = self.foresees_ruffs and not third & SUIT_MASK[led] and third & self.trumps
            others = legal & ~self.trumps
            if ruffed:
                return None
            if hand & SUIT_MASK[led]:
                # Partner, last, wins it for sure with a master: this hand does not spend a master of
                # its own on the same trick (two winners on one trick), unless every card it keeps in
                # the suit is then a master (it unblocks) — rule 4 one seat earlier.
                suit = hand & SUIT_MASK[led]
                keep = 0
                for c in cards_of(legal):
                    rest = suit & ~(1 << c)
                    if not self._masters_of(1 << c, theirs) or self._masters_of(rest, theirs) == rest:
                        keep |= 1 << c
                return (keep, "ne gaspille pas un maître sur celui du partenaire") if keep != legal else None
            if not others:
                return None
            # Partner, last, wins it for sure: not ruffed (rule 4 one seat earlier).
            return self._losers(hands, player, others) or others, self._under_partner(hand, partner_last=True)

        if hand & SUIT_MASK[led]:
            third = hands[(player + 1) % 4]
            if self.trumps and led != self.trump and not third & SUIT_MASK[led] and third & self.trumps:
                return None
            masters = self._masters(legal, leader, trick, theirs)
            return (masters, "deuxième main prend d'un maître") if masters else None
        if self.trumps and legal & self.trumps and led != self.trump:
            return self._low_ruff(leader, trick, legal & self.trumps), "coupe la levée adverse"
        return None

    def _under_partner(self, hand: int, partner_last: bool = False) -> str:
        """The rule's name for a discard on partner's sure trick: « ne coupe pas » only when the
        hand holds a trump it could ruff with (tester7 T6: at no trump it is a plain discard); in
        second seat partner has not played yet, and the name says he takes it last (T21-4)."""
        if partner_last:
            act = "ne coupe pas" if hand & self.trumps else "défausse"
            return f"{act} : le partenaire, dernier, prend la levée"
        return "ne coupe pas le partenaire" if hand & self.trumps else "défausse sur la levée du partenaire"

    def rule_for(self, rule: str, hands: list[int] | tuple[int, ...], c: int) -> str:
        """The rule as said beside the card played (tester7 T21-4): « maître d'abord » narrows a
        lead to the masters and the suits without one, and names only a master; an honour of a
        suit where the side has none is one the claimer may believe good (rule 3b), another card
        a free choice."""
        if rule != MASTER_FIRST or self._masters_of(1 << c, self._theirs(tuple(hands))):
            return rule
        return "honneur qu'il peut croire maître" if (1 << c) & JACK_AND_ABOVE else FREE

    def _losers(self, hands: tuple[int, ...], player: int, cards: int, spare: bool = True) -> int:
        """The cards to discard first: those that are no winners (an opponent holds a higher one,
        or would ruff the suit); failing that, the masters the hand can spare — one in a suit the
        opponents no longer hold (it wins only on the side's own lead), or one above another master
        of the hand (the other still guards); among those, one in a suit partner is void in first
        (a master partner can lead to is his way to it). The last master over an opponent's card
        goes last, that of a suit partner is void in before one partner can reach (G5; not unguarding a suit: White Book 8.70, « worse than careless »)."""
        found = self._discards(hands, player, cards, spare)
        # Among those, a card the statement plays later (« ♦A, ♠2 pour la ♠D ») or names as a winner
        # goes only when no other one may: the statement binds (68C, 70D1; tester7 T6). A subset of
        # the discards above: no play is added.
        return found & ~self.kept_apart or found

    def _discards(self, hands: tuple[int, ...], player: int, cards: int, spare: bool) -> int:
        """`_losers`, the statement aside."""
        theirs = self._theirs(hands)
        losers = cards & ~self._masters_of(cards, theirs)  # an opponent holds a higher card
        for s in range(4):  # or would ruff the suit
            if cards & SUIT_MASK[s] and self._ruffed(hands, player, s):
                losers |= cards & SUIT_MASK[s]
        for s in range(4):
            # A suit an opponent would ruff: its top card still wins once the ruff is gone, so it
            # is not thrown while a smaller card of the same suit may go (the king of K-10-5
            # kept, White Book 8.70: a winner thrown away is worse than careless).
            suit = losers & SUIT_MASK[s]
            tops = self._masters_of(suit, theirs)
            if tops and suit & ~tops:
                losers &= ~tops
        if losers or not spare:
            return losers
        found = 0
        hand = hands[player]
        partner = hands[(player + 2) % 4]
        for c in bits_of(cards):
            suit = SUIT_MASK[c // 13]
            if not theirs & suit or (hand & suit & ~(1 << c)):
                found |= 1 << c
        # A master partner can lead to (he holds a card of its suit) is his entry: one in a suit he
        # is void in goes first (White Book 8.70: not cutting oneself off from one's winners).
        # Failing a spare master, the last one of a suit partner cannot lead goes before one he can.
        if self.defence and player != self.claimer:
            # 70D2: the defending claimer's partner may keep either master: both are normal for a
            # defender who does not see his partner's hand, and the claim gets no part that rests
            # on his choosing the right one (EBU forum, « defender exposing last 2 cards »).
            return found or cards
        unreachable = sum(SUIT_MASK[s] for s in range(4) if not partner & SUIT_MASK[s])
        return found & unreachable or found or cards & unreachable

    def _ruffed(self, hands: tuple[int, ...], player: int, suit: int) -> bool:
        """Would an opponent ruff this suit (void in it, holding a trump)? Then its top is no winner.
        Not as the claimer who forgot the outstanding trump sees it (70C, unaware): he foresees no
        ruff until an opponent plays a trump before his eyes (tester4's F4: the king he believes
        a master is not thrown « to keep his masters »)."""
        if self.trump == NO_TRUMP or not self.foresees_ruffs:
            return False
        for opponent in ((player + 1) % 4, (player + 3) % 4):
            hand = hands[opponent]
            if not hand & SUIT_MASK[suit] and hand & self.trumps:
                return True
        return False
