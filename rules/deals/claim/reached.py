"""Rule 3e of « jeu normal » for the claimer's side (rules/deals/claim/normal.py): the hand the
claimer's line has just crossed to cashes its masters before it leads back to its partner, when
nothing would bring the lead back to it (claims34 Q1, decided for the project in session 22).

The EBU laws team (EBU TD forum, discussion 1407): a claimer who believes all his cards good may play
them in any order, but not along a line so tortuous it cannot be called normal; the note to Laws 70/71
admits careless and inferior play, not this. Leading a small card to the hand holding winners, then
straight back from it, those winners uncashed and no way back, is that « back and forth »: the only
reason to cross was to reach them. Kept narrow:
- only the hand the line has just reached: its partner led the trick it won (the crossing card), and
  every trick since it led and won itself. A hand on lead at the claim has not been reached (claims34
  P7: dummy on lead with ♣AR leads towards South's ♠AD at once, the clubs stranded: careless, normal);
- only its sure winners (masters no opponent can ruff): it does not lead, before them, a card of a
  side suit where its partner holds a master (the card that crosses back). Its other leads keep the
  other rules (a small loser to the opponents: rule 3c);
- only when leading back abandons them: its partner holds no card under a master of this hand in a
  suit (a way back).
Not for a defender's claim (70D2: partner's choices are not the claimer's).

The state of the play records the crossing in the show-outs' field of Progress (`REACHED`), set or
cleared at the end of each trick (`reached`): the search's memo keys carry it."""

from __future__ import annotations

from rules.deals.claim.cards import trick_winner
from rules.deals.layout import SUIT_MASK

# In the show-outs of Progress (bits 0-15 the show-outs, 16 the trump seen): the hand on lead was
# reached by its partner's lead and has kept the lead since.
REACHED = 1 << 17
CASHES_FIRST = "encaisse ses maîtres avant de repasser la main (pas de retour)"


def reached(leader: int, trick: tuple[int, ...], trump: int, side: int, shown: int) -> int:
    """`shown` with REACHED as the complete `trick` (led by `leader`) leaves it: the winner of the
    claimer's side (`side`: 0 or 1) reached by its partner's lead, or still on lead after its own."""
    winner = trick_winner(leader, trick, trump)
    if winner % 2 == side and (winner == (leader + 2) % 4 or (winner == leader and shown & REACHED)):
        return shown | REACHED
    return shown & ~REACHED


def _masters(cards: int, theirs: int) -> int:
    """The cards no opponent can beat in their suit."""
    found = 0
    for mask in SUIT_MASK:
        found |= cards & mask & ~((1 << (theirs & mask).bit_length()) - 1)
    return found


def leading_back(hand: int, partner: int, theirs: int, sure: int, trumps: int) -> int:
    """The cards of `hand` (on lead, just reached) that cross back to `partner` and abandon its sure
    winners `sure` (no ruff foreseen): a card of a side suit under partner's master there (partner
    may take it; with that card alone he must: the ♠2 to the ♠A, no spade out). 0 when no other sure
    winner of a side suit is left in the hand, or when partner holds a card under one of this hand's
    masters of its suit (a way back)."""
    back = 0
    tops = _masters(partner, theirs)
    for mask in SUIT_MASK:
        if not mask & trumps:
            top = tops & mask
            if top:
                back |= hand & mask & ((1 << top.bit_length() - 1) - 1)
    if not back or not sure & ~trumps & ~back:
        return 0
    mine = _masters(hand, theirs)
    for mask in SUIT_MASK:
        top = mine & mask
        his = partner & mask
        if top and his and (his & -his) < top:
            return 0  # partner's lowest card of the suit under this hand's master: a way back
    return back
