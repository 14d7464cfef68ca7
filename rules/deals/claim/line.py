"""What a claim's search gives and how it stops (rules/deals/claim/search.py): a line of play trick by
trick, each card of the claimer's side with the rule that allowed it, and the refusal past the
search's budget (ClaimTooLong), measured on the counting thread's CPU clock."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from rules.deals.layout import SEAT_NAMES, SEATS, PositionError, card_text

# The labels of the claimer's side's cards the rules of normal play (following.py, normal.py) give most.
FREE = "au choix : négligent, donc normal"
# A card of a stated suit played in any order, one card of it being out (stated.py, tester20 P1).
ANY_OF_SUIT = "couleur annoncée, une carte dehors : au choix (négligent, donc normal)"
ONLY = "seule carte possible"
# A free choice on a line that reaches the double dummy: no other card could have kept more, nothing
# careless in it (claims34 Q7: « négligent » there hid the choices that cost one where they matter).
CHOICE = "au choix"

TOO_LONG = (
    "Position trop longue à compter pour Arbitre dans le temps imparti : comptez les levées "
    "vous-même (Arbitre compte jusqu'à 12 cartes par main en moins de 2 minutes de calcul ; "
    "à 13 cartes, souvent pas)."
)


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[int, ...]
    winner: int
    reasons: tuple[str, ...] = ()  # for each card, the rule that allowed it ("" for the defence)

    def text(self) -> str:
        plays = []
        for i, c in enumerate(self.cards):
            why = self.reasons[i] if i < len(self.reasons) else ""
            shown = why and why != ONLY  # a forced card needs no reason
            plays.append(f"{SEATS[(self.leader + i) % 4]} {card_text(c)}" + (f" ({why})" if shown else ""))
        return f"{', '.join(plays)} → {SEAT_NAMES[self.winner]}"


@dataclass(frozen=True)
class Line:
    """A complete play from the position: the claimer's side's tricks and every trick."""

    tricks: int
    play: tuple[Trick, ...]
    nodes: int = field(
        default=0, compare=False
    )  # the search's nodes (bench/claims.py: a figure the load does not move)

    def lines(self) -> tuple[str, ...]:
        return tuple(f"levée {i + 1} : {t.text()}" for i, t in enumerate(self.play))

    def at_most(self, best: int | None) -> Line:
        """The line as shown: where it takes `best` tricks (the double dummy, the most any play gives),
        no choice on it cost a trick, so its free choices read « au choix », not « négligent »."""
        if best is None or self.tricks < best:
            return self
        play = tuple(
            Trick(t.leader, t.cards, t.winner, tuple(CHOICE if why == FREE else why for why in t.reasons))
            for t in self.play
        )
        return Line(self.tricks, play, self.nodes)


class ClaimTooLong(PositionError):
    """The search went past its budget: the director counts this claim himself. `least`: the fewest
    tricks of a whole normal line the stopped search had found (None: none, or not a search's): the
    count is at most that, not proved."""

    least: int | None = None


class OutOfTime(ClaimTooLong):
    """The search was stopped by its deadline (CPU seconds), not by its node budget: what it would
    have found is not known, and may depend on the machine's load (the careful alternative says so)."""


def clock() -> float:
    """The counting thread's CPU seconds (time.thread_time): what a count's time limit measures,
    the work done, so that other processes on the machine's cores never stop a count (the same
    position refused or counted according to the load). A deadline is a value of this clock, read
    in the thread that counts (the whole count is synchronous, one thread)."""
    return time.thread_time()
