"""Where the losing line rests on a card that published authorities rule differently (issue 36 §2): the
ruling says so at that card, so that the director sees the doctrine Arbitre followed and can rule the
other (10A).

One such card today: the claimer's side leads a small card of a suit before the master of the same hand
in it, a defender keeping a single card there, which wins the trick. Careless, hence normal, for the
EBU (White Book 8.70.5: 7-5-4 with the 6 out; forum discussions 325 and 731: J-6 with the 8 out, J-3-2
with the 10 out); « completely crazy », not normal, for the club director of BBO Forums topic 73505
(J-x-x with the 10 of trumps out) and the replies there. Arbitre follows the EBU (70A: any doubt goes
against the claimer); docs/deals-and-claims.md, corpus cases P05, P09, P12 against T04.
"""

from __future__ import annotations

from rules.deals.claim.careless import CHOSEN
from rules.deals.claim.line import Line
from rules.deals.layout import SUIT_MASK, Layout, card_text


def small_before_master(line: Line, position: Layout, claimer: int) -> tuple[int, int] | None:
    """The first lead of the claimer's side, left to its choice, of a card below the same hand's master
    of that suit while a defender keeps a single card of it, which takes the trick: (the card led, the
    master it passed by), or None."""
    hands = list(position.hands)
    for trick in line.play:
        lead = trick.cards[0]
        seat = trick.leader
        suit = lead // 13
        free = bool(trick.reasons) and trick.reasons[0] in CHOSEN
        if free and seat % 2 == claimer % 2 and hands[seat] >> lead & 1:
            defence = (hands[(seat + 1) % 4] | hands[(seat + 3) % 4]) & SUIT_MASK[suit]
            own = hands[seat] & SUIT_MASK[suit]
            winner_card = trick.cards[(trick.winner - seat) % 4]
            if (
                defence.bit_count() == 1
                and own >> (defence.bit_length() - 1) != 0  # the hand holds a card above the defender's
                and trick.winner % 2 != claimer % 2
                and winner_card == defence.bit_length() - 1
            ):
                return lead, own.bit_length() - 1
        for i, c in enumerate(trick.cards):
            hands[(seat + i) % 4] &= ~(1 << c)
    return None


def doctrine_note(line: Line, position: Layout, claimer: int) -> str | None:
    """The French note when the line passes by such a card, else None."""
    found = small_before_master(line, position, claimer)
    if found is None:
        return None
    small, master = found
    return (
        f"Interprétation retenue pour le {card_text(small)} entamé avant le {card_text(master)} (70A, 70C, note des "
        f"Lois 70 et 71) : cette ligne joue le {card_text(small)} alors que le {card_text(master)}, maître, est dans "
        "la même main et qu'un adversaire ne garde qu'une carte de la couleur, qui prend la levée. Négligent, donc "
        "normal, pour l'EBU (White Book 8.70.5 : 7-5-4 avec le 6 sec dehors ; forum des arbitres de l'EBU : "
        "V-6 avec le 8 dehors, V-3-2 d'atout avec le 10 dehors) ; « complètement fou » pour d'autres arbitres "
        "(forum BBO, 2016 : V-x-x d'atout avec le 10 dehors, la revendication maintenue). Arbitre suit l'EBU "
        "(70A : le doute contre le revendiquant). Si vous jugez que ces joueurs auraient joué le "
        f"{card_text(master)} d'abord, tapez la ligne que vous retenez (ligne=…) ou comptez vous-même."
    )
