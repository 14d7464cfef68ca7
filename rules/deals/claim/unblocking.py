"""Rule 0 of « jeu normal » for the claimer's side (rules/deals/claim/normal.py): a suit no opponent
holds is not blocked. Decided for the project in session 21 on four published sources — the Danish
laws commission (LKU-20, ex. 2.1: H11), an EBL director's exam answer and BBO forum directors
(topic 58575: S07), an EBU club-director course exercise (EBU forum, topic 1670): a claimer who holds
every card left in a suit does not play it so as to strand its length (♦R first from ♦R75 opposite
♦108, no entry back); that is irrational, not careless (the note to Laws 70/71). The EBU sources the
other rules follow are about other cards: a small card an opponent's card beats (forum 325), a trump
crushed when it was needed to ruff (K4).

Only that: a side suit of which the opponents hold no card and that they cannot ruff (no trump left
among them, or no-trump), the two hands of the claimer's side both holding some and not as many
each. Its length is stranded once the short hand's last card wins its trick while the long hand
keeps cards, or once every card of the long hand is below every card of the short hand (each trick
the short hand follows to is then its own). A card that strands it is not played while another card
keeps the suit runnable (the short hand's high card first; on its last card, the long hand takes
the trick). Giving up the lead while such a suit is still runnable strands it just the same
(reviewer21 #7: North on lead with the ♥D of ♥RD opposite ♥A1074, after the first round, does not
switch to a losing ♠R): a hand on lead holding a card of it does not lead another suit's card that
an opponent can beat while a card of the suit keeps it runnable (`leaving`); a master of another
suit keeps the lead, any order. Knowable from the cards (as 70E1 reads a show-out): the claimer sees
that no opponent follows. A suit an opponent still holds keeps the careless-play rules."""

from __future__ import annotations

from rules.deals.layout import SUIT_MASK, cards_of

UNBLOCKS = "débloque la couleur que la défense n'a plus"
RUNS = "joue la couleur que la défense n'a plus avant de rendre la main"


def _stranded(mine: int, partner: int, mine_wins: bool) -> bool:
    """After a trick of the suit: `mine`, `partner` the two hands' cards left in it, `mine_wins`
    whether this hand took the trick. Can the side no longer take as many tricks as the longer
    holding, by playing the suit alone?"""
    if not mine or not partner:
        # a hand out of the suit on lead, its partner's cards stranded
        return bool(mine or partner) and not (mine if mine_wins else partner)
    n, m = mine.bit_count(), partner.bit_count()
    if n == m:
        return False
    long, short = (mine, partner) if n > m else (partner, mine)
    return long.bit_length() < (short & -short).bit_length()  # the long hand's top below the short's lowest


def runnable(mine: int, partner: int) -> bool:
    """Both hands holding the suit: can its length still be run (the long hand's top card above the
    short hand's lowest, or as many cards each)?"""
    n, m = mine.bit_count(), partner.bit_count()
    if n == m:
        return True
    long, short = (mine, partner) if n > m else (partner, mine)
    return long.bit_length() > (short & -short).bit_length()


def governed(hand: int, partner: int, theirs: int, trumps: int, claimed: int = 0) -> int:
    """The suits (a mask of their cards) this rule governs for a hand: side suits of which the
    opponents hold no card and no trump to ruff, this hand and its partner holding some, not as many
    each, the length still runnable, the short hand holding no sure winner outside it. A short hand
    with winners of its own may rationally keep the lead rather than unblock (the ♣D from ♣RD of a hand
    with two master spades and the ♥V, opposite ♣A73 and two losers: the ♣A kept under the ♣D strands
    it, overtaking strands the spades and the heart): the careless-play rules decide there. Those
    winners are the ones it had at the claim (`claimed`: the opponents' cards then): a king made good
    later by an opponent's discard of the ace does not free the short hand from a plan that was the
    suit's alone (reviewer21 #7: North's ♠R after East threw the ♠A; North's ♥D is overtaken, 4).
    Rule 3b (« maître d'abord ») leaves these suits to this rule where its honour would strand them."""
    if theirs & trumps:
        return 0
    found = 0
    for mask in SUIT_MASK:
        if theirs & mask:
            continue
        mine, his = hand & mask, partner & mask
        if mine and his and not trumps & mask:
            n, m = mine.bit_count(), his.bit_count()
            short = hand if n < m else partner
            if n != m and runnable(mine, his) and not _winners(short & ~mask, theirs | claimed):
                found |= mask
    return found


def _winners(cards: int, theirs: int) -> int:
    """The cards no opponent can beat in their suit (they cannot ruff: governed asks it)."""
    found = 0
    for mask in SUIT_MASK:
        found |= cards & mask & ~((1 << (theirs & mask).bit_length()) - 1)
    return found


def blocking(
    hands: tuple[int, ...],
    player: int,
    trick: tuple[int, ...],
    legal: int,
    theirs: int,
    trumps: int,
    claimed: int = 0,
) -> int:
    """The cards of `legal` that would strand a suit this rule governs while another card of it keeps
    the suit runnable (0: none). Leading: a card of such a suit that partner cannot follow without
    stranding it. Third hand on partner's lead of such a suit: a card that strands it."""
    hand = hands[player]
    partner = hands[(player + 2) % 4]
    found = 0
    if trick:
        led = trick[0] // 13
        if not hand & SUIT_MASK[led]:
            # A discard (reviewer22 #5): a card of a governed suit whose loss leaves the suit no longer
            # runnable, while another card keeps it so (the ♣10 of ♣10762 opposite ♣9; the ♣2 goes)
            for mask in SUIT_MASK:
                if governed(hand, partner, theirs, trumps, claimed) & mask:
                    mine, his = hand & mask, partner & mask
                    for c in cards_of(mine):
                        if mine & ~(1 << c) and not runnable(mine & ~(1 << c), his):
                            found |= 1 << c
            return found if found != legal else 0
        if len(trick) != 2:  # partner led it (no opponent can: they hold none); this hand is third
            return 0
        mask = SUIT_MASK[led]
        if not governed(hand, partner | 1 << trick[0], theirs, trumps, claimed) & mask:
            return 0
        mine = hand & mask
        for c in range(led * 13, led * 13 + 13):
            if mine >> c & 1 and _stranded(mine & ~(1 << c), partner & mask, c > trick[0]):
                found |= 1 << c
        return found if found != mine else 0
    suits = governed(hand, partner, theirs, trumps, claimed) & legal
    if not suits:
        return 0
    for mask in SUIT_MASK:
        if not suits & mask:
            continue
        his = partner & mask
        strands = 0
        for c in range(52):
            if (legal & mask) >> c & 1:
                rest = hand & mask & ~(1 << c)
                if all(_stranded(rest, his & ~(1 << b), c > b) for b in range(52) if his >> b & 1):
                    strands |= 1 << c
        if strands != legal & mask:
            found |= strands
    return found


def leaving(
    hands: tuple[int, ...], player: int, legal: int, theirs: int, trumps: int, claimed: int = 0
) -> int:
    """On lead: the cards of `legal` that give up the lead (another suit's card an opponent can
    beat) while the hand holds a card of a suit this rule governs that keeps it runnable (0: none).
    Leading them strands the suit as surely as blocking it (reviewer21 #7): the opponents, once on
    lead, cash their winners or take away the entry the length needed. A master of another suit is
    no such card (it keeps the lead); nor is a card of the governed suit."""
    suits = governed(hands[player], hands[(player + 2) % 4], theirs, trumps, claimed) & legal
    if not suits:
        return 0
    mask = 0
    for m in SUIT_MASK:
        if suits & m:
            mask |= m
    if not legal & mask & ~blocking(hands, player, (), legal, theirs, trumps, claimed):
        return 0
    return legal & ~mask & ~_winners(legal & ~mask, theirs)
