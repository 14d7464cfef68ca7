"""Rule 1 of « jeu normal » (rules/deals/claim/normal.py): the statement binds (68C, 70D1). The
ordered items (a card, a suit, « atouts »), the standing ones (« coupe♦ », « défausse♣ »,
« ♦V surprend ») and the winners named without an order, played by the claimer's side whenever
legal. A base of NormalPlay, which holds the statement read and the card rules these use."""

from __future__ import annotations

from rules.deals.claim.cards import HONOURS, JACK_AND_ABOVE, higher, trick_winner
from rules.deals.claim.cards import lowest as _lowest
from rules.deals.claim.cards import top as _top
from rules.deals.claim.line import ANY_OF_SUIT
from rules.deals.layout import SUIT_MASK

CROSSING = "passe la main pour tirer l'atout annoncé"
CROSSING_70C = "passe la main pour tirer l'atout (70C)"
TARGET_LED = "carte de la défausse annoncée"
TAKES_TO_DRAW = "prend la main pour tirer l'atout"
KEEPS_THE_LEAD = "ne rend pas la main avant les cartes annoncées du partenaire"
STATED_CARD = "carte annoncée"

# (index of the first ordered statement item not done, mask of standing items done, opponents'
# show-outs: bit 4 * seat + suit).
Progress = tuple[int, int, int]


class StatedPlay:
    """The statement's part of NormalPlay (which sets these attributes and the card rules)."""

    trump: int
    trumps: int
    side: int
    ordered: tuple[tuple[str, int], ...]
    standing: tuple[tuple[str, int, int], ...]
    kept_apart: int
    winners: int
    winners_before: tuple[int, ...]  # by ordered item: the winners named before it, cashed first
    drawn_index: int
    ruff_with: tuple[int, ...]  # by suit: the trumps the statement names to ruff it (« coupe♦ du ♠10 »)
    standing_at: tuple[int, ...]  # by standing item: the ordered items said before it
    discard_targets: int  # the cards stated discards are made on (« défausse♣ sur ♦R »)
    controlled: int  # the suits where the claimer's side held a master at the claim (rule 3d)

    def _stated(
        self,
        hands: tuple[int, ...],
        player: int,
        leader: int,
        trick: tuple[int, ...],
        legal: int,
        progress: Progress,
    ) -> tuple[int, str] | None:
        idx, done, _ = progress
        hand = hands[player]
        partner = hands[(player + 2) % 4]
        # Winners named before the next ordered item come first: it waits for them (tester12 Y17).
        waiting = (
            self.winners_before[idx] & (hands[self.side] | hands[self.side + 2])
            if idx < len(self.winners_before)
            else 0
        )
        if (
            waiting
            and not trick
            and idx == self.drawn_index
            and self._masters_of(hand & self.trumps, self._theirs(hands))
        ):
            # 70C, aware: the winners named in no order after the last ordered item wait for the
            # drawing when the hand on lead holds a master trump — it costs nothing and keeps the
            # lead (tester15 V6: ♥A ♥R cashed first let East ruff, 4 instead of 5). Without one,
            # they come first (tester12 Y17: drawing from the dummy's ♠V, not master, would give
            # up the only entry to the hearts). 70C, 70D1, note to Laws 70/71.
            waiting &= self.winners_before[idx - 1] if idx else 0
        if waiting and not trick:
            first = self._named_winners(hands, player, legal, waiting)
            if first is not None:
                return first
        if not trick and not waiting and idx != self.drawn_index:
            occasion = self._discard_occasion(hands, player, legal, progress)
            if occasion is not None:
                return occasion
        if idx < len(self.ordered) and not waiting:
            kind, value = self.ordered[idx]
            if kind == "card":
                if legal >> value & 1:
                    if not trick:
                        return 1 << value, STATED_CARD
                    led = trick[0] // 13
                    # Two stated cards of one suit are two tricks (« ♣D, ♣A » cashes both): the
                    # next is not played over partner's stated card winning this one — unless an
                    # opponent still to play holds a higher card of the suit: partner's ♥3 ahead
                    # only because second hand played low or discarded, fourth hand holding the
                    # ♥D, is the stated finesse, the ♥V goes on it as said (68C, 70D1; claims45's
                    # report). A ruff fourth hand may hold beats both cards: still two tricks.
                    over_partner = (
                        any(
                            self.kept_apart >> c & 1 and (leader + i) % 2 == self.side
                            for i, c in enumerate(trick)
                        )
                        and trick_winner(leader, trick, self.trump) % 2 == self.side
                        and not self._covered_later(hands, player, leader, trick)
                        and not self._crashes_later(partner, trick, value)
                    )
                    if value // 13 == led and not over_partner:
                        # not the queen stated for a finesse under the king that covers
                        masters = self._masters(legal, leader, trick, self._theirs(hands))
                        if not (masters and not self._wins(leader, trick, value)):
                            return 1 << value, STATED_CARD
                    elif value // 13 == self.trump and not hand & SUIT_MASK[led]:
                        return 1 << value, "coupe annoncée"
                elif (
                    not trick and partner >> value & 1 and legal & SUIT_MASK[value // 13] & ((1 << value) - 1)
                ):
                    # « towards » it: a smaller card of its suit (68C, 70D1). A hand holding only
                    # higher cards there does not lead « towards » it (it would bury the stated card
                    # under its own: tester12 Y1, the dummy's ♥D on the stated ♥10); the other rules
                    # decide its lead.
                    return _lowest(legal & SUIT_MASK[value // 13]), "vers la carte annoncée"
            elif kind == "lead_ruff":
                found = self._lead_ruff(hands, player, leader, trick, legal, value)
                if found is not None:
                    return found
            elif not trick and kind == "suit" and legal & SUIT_MASK[value]:
                return self._stated_suit(hands, player, legal & SUIT_MASK[value], value)
            elif not trick and kind == "trumps":
                drawn = idx == self.drawn_index
                if legal & self.trumps:
                    name = "atouts d'abord (70C)" if drawn else "atouts annoncés"
                    return self._from_the_top(hands, player, legal & self.trumps, name)
                crossing = self.to_trumps(hands, player, legal)
                if crossing:
                    return crossing, CROSSING_70C if drawn else CROSSING
            elif trick and kind == "trumps":
                taking = self.takes_to_draw(hands, player, leader, trick, legal)
                if taking:
                    return taking, TAKES_TO_DRAW
        theirs = self._theirs(hands)
        for i, (kind, value, target) in enumerate(self.standing):
            if done >> i & 1:
                continue
            if kind == "overtake":
                # « ♦V surprend » (70D1): partner's stated card is on the trick; the hand overtakes
                # it with its cheapest card above it (to unblock the suit, as stated).
                seat = (
                    next((leader + j) % 4 for j, c in enumerate(trick) if c == value)
                    if value in trick
                    else -1
                )
                over = legal & higher(value) if seat == (player + 2) % 4 else 0
                if over:
                    return _lowest(over), "surprend (annoncé)"
            elif kind == "ruff":
                if trick and trick[0] // 13 == value and not hand & SUIT_MASK[value] and hand & self.trumps:
                    if not self._partner_sure(hands, player, leader, trick):
                        return self._ruff_card(leader, trick, hand & self.trumps, value), "coupe annoncée"
                if not trick and partner and not partner & SUIT_MASK[value] and partner & self.trumps:
                    small = legal & SUIT_MASK[value] & ~self._masters_of(legal, theirs)
                    if small:
                        return _lowest(small), "vers la coupe annoncée"
            elif (
                kind in ("discard", "discard_card")
                and trick
                and not hand & SUIT_MASK[trick[0] // 13]
                and self.discards_now(i, idx, trick)
            ):
                # « défausse♣ » (a club, a loser first), « défausse♣5 » (that card); with « sur ♦A »
                # on the trick of that card, with « sur les ♦ » on a ♦ trick partner wins, else on
                # the next trick partner wins. Not before its place in the statement (68C, 70D1:
                # « atouts ♦3 défausse♣ » discards after the ♦3, not on the trumps; tester16 T10).
                cards = hand & SUIT_MASK[value] if kind == "discard" else hand & (1 << value)
                partner_wins = trick_winner(leader, trick, self.trump) == (player + 2) % 4
                target = self.target_now(target, hands, trick)
                if target < 0:
                    occasion = partner_wins
                elif target >= 52:
                    occasion = partner_wins and trick[0] // 13 == target - 52
                else:
                    occasion = target in trick
                if cards and occasion:
                    if kind == "discard":
                        cards = self._losers(hands, player, cards) or cards
                    return cards, "défausse annoncée"
        if not trick and self.winners:
            return self._named_winners(hands, player, legal)
        return None

    def _discard_occasion(
        self, hands: tuple[int, ...], player: int, legal: int, progress: Progress
    ) -> tuple[int, str] | None:
        """A stated discard still to make, its place in the statement reached, partner holding the
        cards it discards: the hand on lead gives him the trick to make it on (68C, 70D1; tester16
        T10). « défausse♣ sur ♦R »: it leads the ♦R when it holds it (the card named is played to
        that trick, as « je défausse mon trèfle sur le roi de carreau » says); held by partner, the
        discard waits for its trick. « défausse♣ sur ♦ »: it cashes its ♦ winners first, all of them
        while partner keeps a club (« je défausse mes trèfles sur les carreaux »).
        « défausse♣ »: a winner of a suit partner is void in that no opponent can ruff. The first
        item in the statement's order that it can serve; none, and the other rules decide."""
        idx, done, _ = progress
        partner = hands[(player + 2) % 4]
        theirs = self._theirs(hands)
        for i, (kind, value, target) in enumerate(self.standing):
            if kind not in ("discard", "discard_card") or not self.reached(i, idx):
                continue
            # « sur les ♦ » as stated: all of them; a card target (« sur ♦R ») is one discard, done once
            # made, also after its card has gone by (reviewer19 item 2: read as « sur les ♦ » before the
            # test, a single stated discard kept leading the diamonds « for the discard »).
            if done >> i & 1 and not (target >= 52 and kind == "discard"):
                continue
            target = self.target_now(target, hands, ())
            if not (partner & SUIT_MASK[value] if kind == "discard" else partner >> value & 1):
                continue
            if 0 <= target < 52:
                if legal >> target & 1:
                    return 1 << target, TARGET_LED
                continue
            found = 0
            for s in range(4):
                mask = SUIT_MASK[s]
                if s == self.trump or (target >= 52 and s != target - 52):
                    continue
                if target < 0 and (partner & mask or (kind == "discard" and s == value)):
                    continue
                if self._ruffed(hands, player, s):
                    continue
                masters = self._masters_of(legal & mask, theirs)
                if masters:
                    found |= _top(masters)
            if found:
                return found, "gagnant pour la défausse annoncée"
        return None

    def reached(self, i: int, idx: int) -> bool:
        """Has the line reached standing item `i`'s place in the statement (`idx`: the first ordered
        item not done)? Once the ordered items said before it are done (« atouts ♦3 défausse♣ »: after
        the ♦3 is played, not on the trumps; tester16 T10) — or while the last of them is a suit
        being run: « ♦ défausse♣ » discards the club on the diamonds (68C, 70D1; tester20 P18, where
        the discard waited for the end of the suit and never came: the aware reading threw a heart
        winner instead, 6 below the unaware 7)."""
        at = self.standing_at[i]
        return idx >= at or (idx == at - 1 and self.ordered[idx][0] == "suit")

    def discards_now(self, i: int, idx: int, trick: tuple[int, ...]) -> bool:
        """`reached`, for the hand that discards: a run of stated cards of one suit said just before the
        discard, being played, is read as that suit — « ♦A ♦R ♦D défausse♣ » discards the club on the
        diamonds, as « ♦ défausse♣ » does (claims34 Q5: the club thrown on the ♦R was labelled « ne coupe
        pas le partenaire »), on a trick of the run's suit only (reviewer22 #10: not on another suit's trick
        once the run has begun). The hand on lead keeps to the stated order (`reached` alone)."""
        if self.reached(i, idx):
            return True
        at = self.standing_at[i]
        run = self.ordered[idx - 1 : at] if idx else ()
        return (
            len(run) > 1
            and all(kind == "card" and value // 13 == run[0][1] // 13 for kind, value in run)
            and bool(trick)
            and trick[0] // 13 == run[0][1] // 13
        )

    @staticmethod
    def target_now(target: int, hands: tuple[int, ...] | list[int], trick: tuple[int, ...]) -> int:
        """The trick a stated discard waits for (`standing`'s target). « sur ♦R »: that card's trick —
        but once the ♦R has gone by without the discard (the hand that discards still held a
        diamond and had to follow), the next ♦ trick its partner wins, as « sur les ♦ »: the
        director typed « je défausse mon trèfle sur les gros carreaux » with one of them (68C,
        70D1: the stated discard is made as soon as it can be; tester20 P3, where it was dropped
        in silence and the count fell from the published 7 to 6)."""
        if 0 <= target < 52 and target not in trick and not any(h >> target & 1 for h in hands):
            return 52 + target // 13
        return target

    def keep_targets(
        self,
        hands: tuple[int, ...],
        player: int,
        trick: tuple[int, ...],
        cards: int,
        legal: int,
        progress: Progress,
    ) -> int:
        """The cards a stated discard is made on stay for their trick (68C, 70D1; tester16 T10): not
        discarded, not played to another trick while another card may go — following suit, an
        equal card of the hand instead (the ♦A on partner's ♦3, the ♦R kept for the discard)."""
        idx, done, _ = progress
        pending = 0
        for i, (kind, _, target) in enumerate(self.standing):
            if 0 <= target < 52 and not done >> i & 1 and kind in ("discard", "discard_card"):
                pending |= 1 << target
        held = cards & pending
        # The target the statement leads next (« ♦A ♦R défausse♣ sur ♦R », the ♦R now) is played, not
        # an equal smaller card in its place (68C, 70D1; tester20 P4: the items hold card numbers,
        # `held` a mask — compared as such, the ♦R gave way to the ♦5, shown « carte annoncée »).
        kind, value = self.ordered[idx] if not trick and idx < len(self.ordered) else ("", -1)
        if not held or (kind == "card" and held >> value & 1):
            return cards
        if cards & ~pending:
            return cards & ~pending
        theirs = self._theirs(hands)
        equal = 0
        for t in range(52):
            if held >> t & 1:
                suit = SUIT_MASK[t // 13]
                for c in range(52):
                    if (legal & suit & ~pending) >> c & 1:
                        low, high = min(c, t), max(c, t)
                        between = ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
                        if not theirs & between:
                            equal |= 1 << c
        return equal or cards

    def to_trumps(self, hands: tuple[int, ...], player: int, legal: int) -> int:
        """The trumps to draw next (stated « atouts », or the claimer aware of the outstanding trump,
        70C), the hand on lead holding none and its partner some: the leads that give partner the
        lead, to draw them (tester14 W3, W4: a dummy without trumps cashed its side winners into
        the ruff of the trump the claimer had just said he would draw; playing against one's own
        statement is no normal play, 68C, 70D1). In a side suit where partner holds a master, a
        card below it that partner takes: one an opponent could beat (third hand takes with the
        master: rule 5), or one below every card partner holds there (he must overtake). Failing
        those, a card below partner's master in a suit no opponent ruffs where the side has a master
        to spare: partner overtakes it to draw (`takes_to_draw`; tester24 P2, East's ♦7 to West's ♦9
        for the last trump, every East diamond a master). Any of them (the worst is counted); none
        (no entry), and the other rules decide, as before."""
        partner = hands[(player + 2) % 4]
        if not partner & self.trumps:
            return 0
        theirs = self._theirs(hands)
        found = spare = 0
        for s in range(4):
            mask = SUIT_MASK[s]
            mine = legal & mask
            if s == self.trump or not mine:
                continue
            masters = self._masters_of(partner & mask, theirs)
            if not masters:
                continue
            below = mine & ((1 << (masters.bit_length() - 1)) - 1)  # under partner's top master
            beaten = below & ~self._masters_of(below, theirs)
            under_all = below & ((partner & mask & -(partner & mask)) - 1)  # below partner's lowest
            found |= beaten | under_all
            if (
                below
                and not self._ruffed(hands, player, s)
                and not self._two_masters_cost(hands, player, mask, theirs)
            ):
                spare |= below  # a master of this hand overtaken by partner's: one to spare there
        return found or spare

    def _two_masters_cost(self, hands: tuple[int, ...], player: int, mask: int, theirs: int) -> bool:
        """Would two of the side's masters of this suit on one trick (a master led, partner's master
        over it) cost a trick there (tester14 W3: the ♦R led for the ♦A to draw, the ♦D-V-4 left
        behind against ♦10-9-6-5-3)? One master fewer than a trick that spends one, as following._squanders
        counts it."""
        suit = hands[player] & mask
        partner = hands[(player + 2) % 4] & mask
        kept = self._masters_of(suit | partner, theirs).bit_count() - 1
        rounds = max(suit.bit_count(), partner.bit_count()) - 1
        return self._one_master_less(hands, player, mask, kept, rounds, [(player + 1) % 4, (player + 3) % 4])

    def takes_to_draw(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...], legal: int
    ) -> int:
        """Partner, holding no trump, has led a side suit to this hand, which holds trumps, the trumps
        still to draw (stated, or 70C): this hand takes the trick with a card that wins it for sure, to
        draw them — the crossing `to_trumps` leads (68C, 70D1: the claimer who said he draws trumps
        gets to the hand that holds them; letting partner's card hold is playing against his own
        statement). The cheapest card that no opponent still to play can beat; 0: none, the other
        rules decide."""
        led = trick[0] // 13
        if leader != (player + 2) % 4 or led == self.trump or not hands[player] & SUIT_MASK[led]:
            return 0
        if not hands[player] & self.trumps or hands[leader] & self.trumps:
            return 0
        if not self._theirs(hands) & self.trumps:
            return 0
        if any(c // 13 == self.trump for c in trick):
            return 0  # the second hand has ruffed: no card of the suit takes it
        later = self._later_opponents(player, leader, trick)
        above = legal & higher(max(c for c in trick if c // 13 == led))  # above every card of the suit led
        while above:  # from the cheapest
            low = above & -above
            if not any(self._beats(seat, hands, leader, (*trick, low.bit_length() - 1)) for seat in later):
                return low
            above ^= low
        return 0

    def _covered_later(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...]
    ) -> bool:
        """Does an opponent still to play hold a card of the suit led above the card winning the trick
        (partner's card is then ahead, not sure to win: the finesse position)?"""
        winning = trick[(trick_winner(leader, trick, self.trump) - leader) % 4]
        return any(
            hands[seat] & SUIT_MASK[trick[0] // 13] & higher(winning)
            for seat in self._later_opponents(player, leader, trick)
        )

    @staticmethod
    def _crashes_later(partner: int, trick: tuple[int, ...], value: int) -> bool:
        """Kept for a trick of its own, the stated card could only fall with a higher card of its
        partner (who holds one and none lower to lead towards it): « ♥9 ♥10 » with the dummy's ♥D
        left is the ♥10 over the ♥9, as said (tester12 Y1; 70D1), not two tricks."""
        left = partner & SUIT_MASK[value // 13] & ~sum(1 << c for c in trick)
        return bool(left & ~((1 << value) - 1 | 1 << value)) and not left & ((1 << value) - 1)

    def partner_s_turn(self, hands: tuple[int, ...], player: int, progress: Progress) -> bool:
        """Is what the statement plays next held by partner alone, the hand on lead unable to lead
        towards it: the winners it waits for (or, the ordered items done, every winner named) all
        partner's; a stated card of partner's, the hand holding no smaller card of its suit; a stated
        suit the hand is out of (claims39 R09: « les trèfles du mort sont maîtres », South's ♣A alone
        opposite ♣RDV109). Only when partner's cards to come include a master: stated losers give the
        lead up anyway."""
        idx, _, _ = progress
        hand = hands[player]
        partner = hands[(player + 2) % 4]
        ours = hand | partner
        waiting = self.winners_before[idx] & ours if idx < len(self.winners_before) else 0
        if waiting:
            pending = 0 if waiting & hand else waiting
        elif idx < len(self.ordered):
            kind, value = self.ordered[idx]
            if kind == "card":
                below = hand & SUIT_MASK[value // 13] & ((1 << value) - 1)
                pending = partner & 1 << value if not below else 0
            elif kind == "suit" and not hand & SUIT_MASK[value]:
                pending = partner & SUIT_MASK[value]
            else:
                pending = 0
        else:
            pending = self.winners & ours
            pending = 0 if pending & hand else pending
        return bool(self._masters_of(pending, self._theirs(hands)))

    def keeps_the_lead(self, hands: tuple[int, ...], player: int, cards: int, legal: int) -> int:
        """Of `cards` (leads), those that do not give the lead to the defence: the hand's masters (cashing
        its own winners first, in any order, crashing partner's stayed careless, hence normal: reviewer23
        #15), an honour he may think good (rule 3c), a small card of a suit his side controlled at the claim
        where the defence keeps one card (he may have forgotten it), a card under a master partner holds in
        its suit, a card of a suit partner can ruff, a trump while an opponent holds one. The
        claimer whose statement plays partner's cards next does not give the defence the lead while he
        can reach them (68C, 70D1: playing against one's own statement is no normal play)."""
        partner = hands[(player + 2) % 4]
        theirs = self._theirs(hands)
        crossing = 0
        for s, mask in enumerate(SUIT_MASK):
            top = self._masters_of(partner & mask, theirs)
            if top:
                crossing |= legal & mask & ((1 << (top.bit_length() - 1)) - 1)
            elif s != self.trump and not partner & mask and partner & self.trumps:
                crossing |= legal & mask
        if not crossing:
            return cards  # nothing reaches partner: the statement cannot be followed, the other rules decide
        # an honour (a jack or above) he may think good stays, as rule 3c leaves it (70A)
        kept = cards & (crossing | self._masters_of(cards, theirs) | JACK_AND_ABOVE)
        for mask in SUIT_MASK:
            if self.controlled & mask and (theirs & mask).bit_count() == 1:
                # a small card he may think good: his side held a master there at the claim and the
                # defence keeps one card, which he may have forgotten (White Book 8.70.5's 7-5-4 with the 6
                # out, rule 1's own exception for a stated suit; 70A) — reviewer24 #6
                kept |= cards & mask
        if theirs & self.trumps:
            kept |= cards & self.trumps  # drawing trumps stays normal, even the losing one (K3, rule 3c)
        return kept

    def _named_winners(
        self, hands: tuple[int, ...], player: int, legal: int, among: int = -1
    ) -> tuple[int, str] | None:
        """Winners named without an order (68C, 70D1: the statement binds, in any order it leaves
        open): while some are still held by the claimer's side, the hand on lead cashes one of its
        own, or, holding none, leads towards one its partner holds (its lowest card of that suit)
        — it does not give up the lead with another card while the tricks he claimed are there to
        take. Which suit first is left open (any order: the worst is counted); within a suit,
        from the top."""
        pending = self.winners & among & (hands[self.side] | hands[self.side + 2])
        own = 0
        for s in range(4):  # within a suit, from the top (White Book 8.70.5; ACBL guideline 1)
            if legal & pending & SUIT_MASK[s]:
                own |= _top(legal & pending & SUIT_MASK[s])
        if own:
            return own, "gagnant annoncé"
        partner = hands[(player + 2) % 4]
        towards = 0
        for s in range(4):
            # a card under partner's winner: one above it would bury it (tester12 Y1, as for a stated
            # card); South's lone ♣A is not led « towards » the dummy's ♣RDV109 — that is the unblocking
            # he did not state, his doubt (70A; claims39 R09): the other rules decide, keeps_the_lead
            named = partner & pending & SUIT_MASK[s]
            under = legal & SUIT_MASK[s] & ((1 << (named.bit_length() - 1)) - 1) if named else 0
            if under:
                towards |= _lowest(under)
        return (towards, "vers un gagnant annoncé") if towards else None

    def _stated_suit(self, hands: tuple[int, ...], player: int, cards: int, suit: int) -> tuple[int, str]:
        """A stated suit (« je joue mes ♠ ») is led from the top (White Book 8.70.5; ACBL guideline
        1) — unless the opponents keep a single card of it and the hand holds no master honour there
        (an ace, king or queen none of them can beat): the claimer who says he runs the suit may have
        forgotten that card, and a smaller card first is careless, hence normal (White Book 8.70.5's
        own 7-5-4 with the 6 out; EBU forum 325, J-6 with the 8 out; tester20 P1). The same line as
        rule 3b draws for an unstated lead; the stated suit still comes first, any card of it."""
        theirs = self._theirs(hands)
        if (theirs & SUIT_MASK[suit]).bit_count() == 1 and not self._masters_of(cards, theirs) & HONOURS:
            return cards, ANY_OF_SUIT
        return self._from_the_top(hands, player, cards, "couleur annoncée, par le haut")

    def _from_the_top(self, hands: tuple[int, ...], player: int, cards: int, name: str) -> tuple[int, str]:
        """A suit played from the top (White Book 8.70.5; ACBL guideline 1) is played from the top of
        the hand: its top card. When partner holds only masters of the suit and the top card would crash
        one of them (tester24 P2: ♣V8 opposite the ♣D alone against ♣10-3), a smaller card, which
        partner's master takes, is as normal — but the crash stays normal too: careless play is normal
        (the note to Laws 70/71; K4, BBO 36580: two EBU directors count the short hand's singleton
        crashed; docs/deals-and-claims.md « Ce qui est normal »), so both are tried and the worst counted
        (reviewer23 #11)."""
        top = _top(cards)
        mask = SUIT_MASK[(top.bit_length() - 1) // 13]
        theirs = self._theirs(hands)
        partner = hands[(player + 2) % 4] & mask
        small = cards & ~self._masters_of(cards, theirs)  # below an opponent's card: below partner's too
        if not partner or self._masters_of(partner, theirs) != partner or not small or small == cards:
            return top, name
        if not self._way_back(hands, player, mask, theirs):
            return top, name  # partner could not give the lead back: the crash may be the lesser loss
        if not self._two_masters_cost(hands, player, mask, theirs):
            return top, name
        return top | _lowest(small), f"{name}, au choix : par le haut ou vers le maître du partenaire"

    def _way_back(self, hands: tuple[int, ...], player: int, mask: int, theirs: int) -> bool:
        """Does partner hold, outside `mask`'s suit, a card under a master of this hand in its suit (a
        way to give this hand the lead back once his master has taken the trick)?"""
        hand = hands[player]
        partner = hands[(player + 2) % 4]
        for other in SUIT_MASK:
            if other == mask or not partner & other:
                continue
            masters = self._masters_of(hand & other, theirs)
            if masters and partner & other & ((1 << (masters.bit_length() - 1)) - 1):
                return True
        return False

    def _lead_ruff(
        self, hands: tuple[int, ...], player: int, leader: int, trick: tuple[int, ...], legal: int, suit: int
    ) -> tuple[int, str] | None:
        """« coupe♦ » said before the rest of the line (68C, 70D1; issue 36 §1), the next item: the hand
        on lead that holds a ♦, its partner void in ♦ with a trump, leads its lowest ♦ that is no
        master (a loser is what one ruffs; its lowest ♦ when all are); the hand void in ♦ leads no
        trump before the ruff while it holds another card (it crosses to the ♦ without drawing
        trumps first, against the stated order); on that ♦ trick the void hand ruffs, with the trump
        named (« coupe♦ du ♠10 ») or the lowest that takes the trick (ACBL 2019, point 5: a low ruff
        overruffed stays careless) — not partner's card that wins for sure."""
        hand = hands[player]
        partner = hands[(player + 2) % 4]
        mask = SUIT_MASK[suit]
        if not trick:
            if hand & mask and not partner & mask and partner & self.trumps:
                small = legal & mask & ~self._masters_of(legal, self._theirs(hands))
                return _lowest(small or legal & mask), "vers la coupe annoncée"
            crossing = legal & ~self.trumps
            if not hand & mask and partner & mask and crossing:
                cards, rule = self._lead(hands, player, crossing)
                return cards, rule if cards != crossing else "passe la main vers la coupe annoncée"
            return None
        if trick[0] // 13 != suit or leader % 2 != self.side or hand & mask or not hand & self.trumps:
            return None
        if self._partner_sure(hands, player, leader, trick):
            return None
        return self._ruff_card(leader, trick, hand & self.trumps, suit), "coupe annoncée"

    def _ruff_card(self, leader: int, trick: tuple[int, ...], trumps: int, suit: int) -> int:
        """The trump that ruffs a stated ruff of `suit`: the one named when the hand holds it (the
        statement binds, 68C), else the lowest that takes the trick (NormalPlay._low_ruff)."""
        named = self.ruff_with[suit] & trumps
        return _lowest(named) if named else self._low_ruff(leader, trick, trumps)

    def ruff_possible(self, hands: tuple[int, ...], suit: int) -> bool:
        """Can the side still ruff `suit` as stated: one hand holds it, the other is void with a trump?"""
        a, b = hands[self.side], hands[self.side + 2]
        mask = SUIT_MASK[suit]
        return any(h & mask and not o & mask and o & self.trumps for h, o in ((a, b), (b, a)))


def named_ruffs(items: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """By suit, the trumps the statement names to ruff it (« coupe♦ du ♠10 »: ("with", c) after a ruff)."""
    found = [0, 0, 0, 0]
    ruffed = -1
    for kind, value in items:
        if kind == "with" and ruffed >= 0:
            found[ruffed] |= 1 << value
        ruffed = value if kind in ("ruff", "lead_ruff") else -1
    return tuple(found)
