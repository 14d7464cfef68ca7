"""How many cards of the losing line were left to the claimer's choice (« au choix : négligent,
donc normal »). Each such card is normal alone (the note to Laws 70-71: careless or inferior for
the class of player involved), but a line that chains many of them, far below the double-dummy
count, is one the director may judge no longer normal for these players: Arbitre says so and
leaves the judgement to him (10A; 70A: as equitably as possible, any doubt against the claimer).

With the warning comes its concrete alternative: the worst normal line with at most CAREFUL
careless choices, the claimer playing his best at the others (rules/deals/claim/budget.py). The
strict count stays the one proposed: on the published corpus no bound on the chain agrees with
more rulings than it loses (docs/deals-and-claims.md, « Une suite de négligences »).

Since session 15 (tester15 V1) the chain also counts the choices that cost a trick whatever rule
named them (rules/deals/claim/costly.py): count.py passes their number as `chosen`."""

from __future__ import annotations

from rules.deals.claim.line import ANY_OF_SUIT, FREE, Line

# The labels of a card the rules left to the claimer's choice: « au choix », and a card of a stated suit
# played in any order, one card being out (tester20 P1, P2: chosen as freely, counted alike).
CHOSEN = frozenset({FREE, ANY_OF_SUIT})

CHAIN = 3  # careless choices from which the line is pointed out (one or two are ordinary carelessness)
GAP = 2  # tricks below the double-dummy count from which it matters
CAREFUL = CHAIN - 1  # the alternative: at most this many careless choices (ordinary carelessness)


def careless_choices(line: Line) -> int:
    """The claimer's side's leads and cards followed in the suit led chosen among several, no rule
    narrowing them, read from the line's labels alone. A discard chosen among masters is a careless
    choice too (one must go, which one is his choice: tester14 W19), but only the position tells
    masters from losers: count.py counts the line with budget.careless_in, which sees them."""
    return sum(
        reason in CHOSEN and (i == 0 or card // 13 == trick.cards[0] // 13)
        for trick in line.play
        for i, (card, reason) in enumerate(zip(trick.cards, trick.reasons, strict=False))
    )


def chained(line: Line, double_dummy: int | None, chosen: int | None = None) -> bool:
    """Does the count rest on a chain of careless choices far below the double dummy? `chosen`: the
    line's careless choices when known from its position (budget.careless_in: equivalent cards apart)."""
    chosen = careless_choices(line) if chosen is None else chosen
    return double_dummy is not None and chosen >= CHAIN and double_dummy - line.tricks >= GAP


def careless_note(
    line: Line,
    double_dummy: int | None,
    careful: Line | None = None,
    chosen: int | None = None,
    stopped: bool = False,
) -> str | None:
    """A French warning when the count rests on a chain of careless choices, else None; `careful`:
    the worst line with at most CAREFUL of them (None: not counted, too long); `chosen` as in `chained`;
    `stopped`: that line's search was stopped by the time safety, not its node budget (claims44)."""
    if not chained(line, double_dummy, chosen):
        return None
    assert double_dummy is not None
    note = (
        f"Attention : ce compte enchaîne {careless_choices(line) if chosen is None else chosen} cartes "
        "laissées au choix ou qui coûtent une levée au revendiquant (chacune « négligent, "
        f"donc normal ») et donne {double_dummy - line.tricks} levées de moins que le double mort. "
        "Chacune est normale seule ; jugez si leur suite l'est encore pour des joueurs de ce niveau "
        "(note des Lois 70-71). Sinon, retenez la ligne normale la moins favorable que vous jugez "
        "plausible, le doute restant contre le revendiquant (70A)."
    )
    if careful is None and stopped:  # the time safety, not the budget: the one answer the load may move
        return note + (
            f" La ligne normale la moins favorable avec au plus {CAREFUL} négligences n'a pas été cherchée "
            "jusqu'au bout (temps de calcul dépassé, machine peut-être chargée) : si vous la retenez, "
            "comptez-la aux cartes."
        )
    if careful is None:  # claims43: say that the alternative was sought and not found within its node budget
        return note + (
            f" La ligne normale la moins favorable avec au plus {CAREFUL} négligences n'a pas été comptée (sa "
            "recherche dépasse le budget fixé) : si vous la retenez, comptez-la aux cartes."
        )
    if careful.tricks == line.tricks:
        return note + (
            f" Ce compte ne demande pas plus de {CAREFUL} négligences : une ligne qui en fait {CAREFUL} au "
            f"plus (ses autres choix joués au mieux, la défense au mieux) donne aussi {careful.tricks} levées : "
            + " ; ".join(careful.lines())
            + "."
        )
    return note + (
        f" Lecture possible : la ligne normale la moins favorable avec au plus {CAREFUL} négligences "
        f"(ses autres choix joués au mieux, la défense au mieux) donne {careful.tricks} levées : "
        + " ; ".join(careful.lines())
        + f". Pour la retenir, donnez {careful.tricks} comme levées attribuées parmi celles qui restaient."
    )


def stated_line_note(line: Line, double_dummy: int | None) -> str | None:
    """A French note when the line the statement itself plays (68C, 70D1) ends GAP tricks or more under
    the double dummy, else None. Its cards are the statement's, not careless choices, so `careless_note`
    counts no chain; but following a stated line to the end without watching the opponents' cards is
    careless, hence normal (White Book 8.70.9), and whether these players would have — an opponent
    may have shown out on the way (70E1) — is the director's judgement, as for a chain (tester20 P2: a
    3SA where the note came without a line and not with « ligne=♠ ♦D »)."""
    if double_dummy is None or double_dummy - line.tricks < GAP:
        return None
    return (
        f"Attention : la ligne annoncée, suivie telle quelle, donne {double_dummy - line.tricks} levées de "
        "moins que le double mort. La suivre jusqu'au bout sans regarder les cartes des adversaires est "
        "négligent, donc normal (White Book 8.70.9) ; jugez si des joueurs de ce niveau l'auraient suivie "
        "jusque-là (un adversaire qui ne fournit plus en cours de route : 70E1), le doute restant contre le "
        "revendiquant (70A). Sinon, tapez la ligne que vous retenez ou comptez vous-même."
    )
