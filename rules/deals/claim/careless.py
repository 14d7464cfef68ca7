"""How many cards of the losing line were left to the claimer's choice (« au choix : négligent,
donc normal »). Each such card is normal alone (the note to Laws 70-71: careless or inferior for
the class of player involved), but a line that chains many of them, far below the double-dummy
count, is one the director may judge no longer normal for these players: Arbitre says so and
leaves the judgement to him (10A; 70A: as equitably as possible, any doubt against the claimer)."""

from __future__ import annotations

from rules.deals.claim.normal import FREE
from rules.deals.claim.search import Line

CHAIN = 3  # careless choices from which the line is pointed out (one or two are ordinary carelessness)
GAP = 2  # tricks below the double-dummy count from which it matters


def careless_choices(line: Line) -> int:
    """The claimer's side's leads and cards followed in the suit led chosen among several, no rule
    narrowing them (a discard among masters only is no carelessness: one of them must go)."""
    return sum(
        reason == FREE and (i == 0 or card // 13 == trick.cards[0] // 13)
        for trick in line.play
        for i, (card, reason) in enumerate(zip(trick.cards, trick.reasons, strict=False))
    )


def careless_note(line: Line, double_dummy: int | None) -> str | None:
    """A French warning when the count rests on a chain of careless choices, else None."""
    chosen = careless_choices(line)
    if chosen < CHAIN or double_dummy is None or double_dummy - line.tricks < GAP:
        return None
    return (
        f"Attention : ce compte enchaîne {chosen} cartes laissées au choix (« négligent, donc normal ») "
        f"et donne {double_dummy - line.tricks} levées de moins que le double mort. Chacune est normale "
        "seule ; jugez si leur suite l'est encore pour des joueurs de ce niveau (note des Lois 70-71). "
        "Sinon, retenez la ligne normale la moins favorable que vous jugez plausible, le doute restant "
        "contre le revendiquant (70A)."
    )
