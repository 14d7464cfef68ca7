"""Rules 4 to 6 of « jeu normal » (rules/deals/claim/normal.py): the claimer's side following
to a trick, and the view of the cards these rules and the lead share (the masters, the ruffs the
claimer foresees, the cheapest card that takes a trick). A base of NormalPlay, which holds the
statement read and decides in the docstring's order (the statement first, stated.py; then 70C; then
the lead, or these rules).

4. Following, partner winning the trick for sure (no opponent still to play can beat him, as the
   claimer sees it: unaware of the outstanding trump (70C), he foresees no ruff by it): no
   overtaking, unless every card the hand keeps in the suit is then a master (it unblocks and
   runs the suit); no master under partner's winner either (two winners on one trick) unless it
   unblocks: every card kept a master, or partner keeping more cards of the suit when the side has a
   master to spare there (_squanders: it costs no trick; tester24 P2); partner having ruffed, no master of the suit led while a smaller card of it may
   go (nothing to unblock: a winner thrown away, White Book 8.70); void, no ruffing and no
   discarding a master while any other card may go.
5. Following, an opponent winning or able to win the trick: in third seat, a master of the suit
   led that takes the trick is played when the hand holds one; last to play, the cheapest card
   that wins it (the lowest winning trump when it ruffs); beaten for good, the lowest card. 70E1: when the opponent still to play has shown out
   of the suit (before the claim or on this line), the claimer knows where the cards are: the
   lowest card that takes the trick for sure is played (the « known » finesse). Void in the suit
   led, in third seat, the trick an opponent's or at risk: a hand holding a trump ruffs — not
   partner's master of a side suit when the statement cashes it or the opponent behind overruffs
   every trump of the hand (tester22 P1: it discards, as on partner's sure trick). Every
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
"""

from __future__ import annotations

from rules.deals.claim.cards import HONOURS, higher, trick_winner
from rules.deals.claim.cards import lowest as _lowest
from rules.deals.claim.line import FREE, ONLY
from rules.deals.claim.stated import Progress, StatedPlay
from rules.deals.layout import NO_TRUMP, SUIT_MASK, bits_of, cards_of

# The opponents' cards (a mask) -> the cards below their highest card of each suit (_masters_of,
# asked several times a node by the search: a look-up, not a loop over the suits).
_BEATEN: dict[int, int] = {}
# By the claimer's side, the leader and the cards on the table: the opponents to play after the next card.
_LATER = tuple(
    tuple(
        tuple(tuple((leader + i) % 4 for i in range(n + 1, 4) if (leader + i) % 2 != side) for n in range(4))
        for leader in range(4)
    )
    for side in range(2)
)


class FollowingPlay(StatedPlay):
    """Rules 4-6 and the card view of NormalPlay (which sets these attributes)."""

    claimer: int
    defence: bool  # the claimer's side defends (70D2)
    foresees_ruffs: bool  # 70C: aware, or has seen an opponent play a trump
    stated_cards: int

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

    def _later_opponents(self, player: int, leader: int, trick: tuple[int, ...]) -> tuple[int, ...]:
        """The opponents still to play to the trick after `player` (the next to play)."""
        return _LATER[self.side][leader][len(trick)]

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
        # partner winning (the side's only other card on the table) and an opponent behind can beat him
        beatable = winner % 2 == self.side and any(self._beats(s, hands, leader, trick) for s in later)
        if winner == (player + 2) % 4 and not beatable:
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
                # The short hand's high card unblocks only when the side has a master to spare (tester24
                # P2: West's ♣V8 left opposite ♣9 cannot run past South's ♣10; the ♣D is a trick).
                under = wasted = 0
                longer = (hands[(player + 2) % 4] & SUIT_MASK[led]).bit_count()
                squanders = None  # _squanders, asked once and only where it decides
                suit = hand & SUIT_MASK[led]
                masters = self._masters_of(suit, theirs)  # the hand's masters of the suit led
                for c in bits_of(legal):
                    rest = suit & ~(1 << c)
                    runs = rest and rest & masters == rest
                    if c > winning_card:
                        under |= (1 << c) if runs else 0
                    elif masters >> c & 1 and not runs and longer <= rest.bit_count():
                        wasted |= 1 << c
                    elif masters >> c & 1 and not runs:
                        if squanders is None:
                            squanders = self._squanders(hands, player, leader, trick)
                        if squanders:
                            wasted |= 1 << c
                        else:
                            under |= 1 << c
                    else:
                        under |= 1 << c
                if wasted and under:
                    return under, "ne gaspille pas un maître sur celui du partenaire"
                return under | wasted, "ne surprend pas le partenaire"
            others = legal & ~self.trumps
            if not others:
                return legal, ONLY
            return self._losers(hands, player, others) or others, self._under_partner(hand)
        at_risk = winner % 2 != self.side or beatable
        if len(trick) == 1:
            second = self._second_hand(hands, player, leader, trick, legal)
            if second is not None:
                return second
        if at_risk and len(trick) >= 2:
            if follows and len(trick) == 2 and later and all(progress[2] >> (4 * s + led) & 1 for s in later):
                # 70E1: the opponent behind has shown out of the suit; the finesse is known.
                taking = self._taking(leader, trick, legal)
                if taking:
                    # A finesse only when a higher card of the hand is held back (not the ace on the
                    # king that covers: claims34 Q6); the card is the same.
                    low = _lowest(taking)
                    return low, "impasse connue (70E1)" if legal & ~(2 * low - 1) else "troisième main prend"
            if len(trick) == 3:
                # Last to play: the cheapest card that wins (the lowest winning trump when it ruffs).
                taking = self._taking(leader, trick, legal)
                if taking:
                    return _lowest(taking), "prend la levée en dernier, au plus juste"
            if len(trick) == 2 and not follows and legal & self.trumps:
                spared = self._spares_partner(hands, player, trick, legal, winner, winning_card)
                if spared is not None:
                    return spared
                # Third hand: an opponent wins the trick or can still win it; a hand that can ruff does.
                return self._low_ruff(leader, trick, legal & self.trumps), "coupe la levée adverse"
            masters = self._masters(legal, leader, trick, theirs)
            if masters:
                # Also over partner's honour that an opponent behind may beat (tester15 V1, the ♣D
                # led from dummy, the ♣A taking it): the suit played from the top (ACBL Laws
                # Commission, claim guidelines, spring 2019, 1); letting it ride is a finesse he did
                # not state (70E1), never credited nor imposed. The honour led is the choice that
                # costs (costly.py shows it).
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
        partner_wins = winner == (player + 2) % 4
        return self._losers(hands, player, legal, partner_wins=partner_wins) or legal, "garde ses maîtres"

    def _squanders(self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...]) -> bool:
        """Would a master of this hand, played under partner's sure winner of the suit led while a
        smaller card of the suit may follow, cost the side a trick there (tester24 P2: East's ♣D
        under West's ♣R, ♣V8 left opposite ♣9 against ♣1073, and the ♣10 scores)? A winner thrown
        away is no careless play (White Book 8.70, like discarding it; the note to Laws 70/71); a
        master to spare, which may unblock (the high card of the short hand), stays his choice."""
        mask = SUIT_MASK[trick[0] // 13]
        suit = hands[player] & mask
        partner = hands[(player + 2) % 4] & mask
        masters = self._masters_of(suit | partner, self._theirs(hands)).bit_count()
        rounds = max(suit.bit_count() - 1, partner.bit_count())
        return self._one_master_less(
            hands, player, mask, masters, rounds, self._later_opponents(player, leader, trick)
        )

    def _one_master_less(
        self, hands: tuple[int, ...], player: int, mask: int, kept: int, rounds: int, to_play: tuple[int, ...]
    ) -> bool:
        """Does one master fewer of the side in this suit cost it a trick there? `kept`: the side's
        masters (both hands, equals alike: any card above every one the opponents hold) after this
        trick, played without waste; `rounds`: the rounds of the suit still to come (the longer of
        the two hands then). A master is a trick while the rounds last; once the longest opponent is
        out of the suit, any card of the side wins. So a master goes for nothing when the side keeps
        more masters than rounds, or more than the cards of the longest opponent after this trick
        (`to_play`: the opponents still to play to it, one card each); otherwise it costs a trick."""
        longest = 0
        for seat in ((player + 1) % 4, (player + 3) % 4):
            held = (hands[seat] & mask).bit_count()
            if held and seat in to_play:
                held -= 1
            longest = max(longest, held)
        return kept <= min(rounds, longest)

    def _spares_partner(
        self, hands: tuple[int, ...], player: int, trick: tuple[int, ...], legal: int, winner: int, card: int
    ) -> tuple[int, str] | None:
        """Third hand void, partner's card a master of the side suit led, at risk only of the ruff
        of the opponent behind (the claimer aware of his trump): partner's winner is not ruffed when
        the statement cashes that card or suit (« je tire mes piques »: it wins by itself as said,
        68C, 70D1) or when the opponent behind overruffs every trump of this hand (a trump thrown
        for nothing: tester22 P1, the note to Laws 70/71). The hand discards as on partner's sure
        trick (rule 4). None: rule 5 (ruff) stands."""
        led = trick[0] // 13
        if winner != (player + 2) % 4 or card // 13 != led or led == self.trump:
            return None
        if not self._masters_of(1 << card, self._theirs(hands)):
            return None
        others = legal & ~self.trumps
        behind = hands[(player + 1) % 4] & self.trumps
        stated = self.stated_cards >> card & 1 or ("suit", led) in self.ordered
        if not others or not (stated or behind.bit_length() > (legal & self.trumps).bit_length()):
            return None
        return self._losers(hands, player, others) or others, self._under_partner(hands[player])

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

    def _losers(
        self, hands: tuple[int, ...], player: int, cards: int, spare: bool = True, partner_wins: bool = True
    ) -> int:
        """The cards to discard first: those that are no winners (an opponent holds a higher one,
        or would ruff the suit); failing that, the masters the hand can spare — one in a suit the
        opponents no longer hold (it wins only on the side's own lead), or one above another master
        of the hand (the other still guards); among those, one in a suit partner is void in first
        (a master partner can lead to is his way to it). The last master over an opponent's card
        goes last, that of a suit partner is void in before one partner can reach (G5; not unguarding a suit: White Book 8.70, « worse than careless »)."""
        found = self._discards(hands, player, cards, spare, partner_wins)
        # Among those, a card the statement plays later (« ♦A, ♠2 pour la ♠D ») or names as a winner
        # goes only when no other one may: the statement binds (68C, 70D1; tester7 T6). A subset of
        # the discards above: no play is added.
        return found & ~self.kept_apart or found

    def _discards(
        self, hands: tuple[int, ...], player: int, cards: int, spare: bool, partner_wins: bool
    ) -> int:
        """`_losers`, the statement aside. `partner_wins`: partner is winning the trick (he will lead)."""
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
        # The side's other master of the suit: the claimer sees both his hands (not a defender, who
        # does not see his partner's, 70D2). One of two masters of a suit the side holds goes before
        # the side's last master of a suit an opponent still holds (tester13 Z16: both hands threw
        # their diamond master on the spades, each keeping a heart master the other also held).
        seen = partner if not self.defence else 0
        for c in bits_of(cards):
            suit = SUIT_MASK[c // 13]
            if not theirs & suit or (hand & suit & ~(1 << c)) or self._masters_of(seen & suit, theirs):
                found |= 1 << c
        # A master partner can lead to (he holds a card of its suit) is his entry: one in a suit he
        # is void in goes first (White Book 8.70: not cutting oneself off from one's winners).
        # Failing a spare master, the last one of a suit partner cannot lead goes before one he can.
        if self.defence and player != self.claimer:
            # 70D2: the defending claimer's partner may keep either master: both are normal for a
            # defender who does not see his partner's hand, and the claim gets no part that rests
            # on his choosing the right one (EBU forum, « defender exposing last 2 cards »).
            return found or cards
        if (
            not partner_wins
            and not cards & ~HONOURS
            and not self._masters_of(partner, theirs)
            and not partner & self.trumps
        ):
            # Partner is not winning this trick and holds no master and no trump: he never gains the
            # lead, and no master of this hand is his way in. Which of its last masters goes, aces,
            # kings or queens he knows are good, is the claimer's choice (tester14 W19), one careless
            # choice (budget.py). A smaller master (the ♣3 over the ♣2) he may think a loser: the
            # order below stands (tester L13: the ♠R kept, partner holding a spade).
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
