"""A claim counted from the cards: the count itself (Laws 70 and 71). Pure; the position the director
types is read by rules/deals/claim/position.py, what was counted and its words are
rules/deals/claim/counted.py (ClaimCount: light to import, no search), the search is
rules/deals/claim/search.py, DDS is imported by `double_dummy` only when a claim is counted.
"""

from __future__ import annotations

import gc

from rules.deals.claim.budget import budgeted_minimum
from rules.deals.claim.careless import CAREFUL, chained
from rules.deals.claim.costly import chosen_in
from rules.deals.claim.counted import ClaimCount, _items
from rules.deals.claim.double_dummy import double_dummy
from rules.deals.claim.line import OutOfTime
from rules.deals.claim.position import (
    REVOKE_APART,
    REVOKE_LINKED,
    SYNTAX,
    ClaimPosition,
    deal_misfit,
    read_claim,
    replay_tricks,
    strain,
)
from rules.deals.claim.reading import Item, outstanding_trumps
from rules.deals.claim.search import ClaimTooLong, Line, clock, forget_memos, normal_minimum
from rules.deals.layout import SEATS

CLAIM_NODES = 20_000_000  # the search stops past this many nodes (ClaimTooLong): the director counts
# Issue 36 §3: no count refused for its length below 13 cards a hand. The chats' solver stops a count
# at 30 s of its CPU (bot/incidents/claim_count.py); up to LONG_CARDS cards a hand it gets LONG_SECONDS:
# the 12-card 3SA of the NSWBA's 2010 appeal (corpus H14) needs 2.15 million nodes, 53 s of CPU under
# a load of 15 on the 2-core machine (session 17), and was refused. The count runs in its own process,
# one at a time: the time is the director's, not the bot's, and he is told (`counting_notice`).
LONG_CARDS = 12
LONG_SECONDS = 120.0
NOTICE_CARDS = 10  # from this many cards a hand a count may take long (10 cards: median 6 s, up to 18 s)


def count_seconds(claim: ClaimPosition, seconds: float) -> float:
    """The CPU seconds the chats' solver gives this count: `seconds` (its usual limit), LONG_SECONDS
    at least up to LONG_CARDS cards a hand."""
    return max(seconds, LONG_SECONDS) if claim.position.tricks_left <= LONG_CARDS else seconds


def _duration(seconds: float) -> str:
    """« 2 minutes », « 30 secondes »."""
    minutes = seconds / 60
    return f"{minutes:g} minute{'s' if minutes >= 2 else ''}" if seconds >= 60 else f"{seconds:g} secondes"


def counting_notice(claim: ClaimPosition, seconds: float, wall: float | None = None) -> str | None:
    """What the director reads while a long count runs (NOTICE_CARDS cards a hand or more), in French;
    None for a short one. `seconds`: the solver's limit for it (count_seconds), of its CPU time; `wall`: the
    most it can last on the clock, on a loaded machine (tester24 P11: 6 min 20 s under « jusqu'à 2 minutes »)."""
    cards = claim.position.tricks_left
    if cards < NOTICE_CARDS:
        return None
    bound = (
        f" ({_duration(wall)} au plus si la machine est chargée)"
        if wall is not None and wall > seconds
        else ""
    )
    return (
        f"Comptage en cours ({cards} cartes par main) : jusqu'à {_duration(seconds)} de calcul{bound}. La réponse "
        "viendra ici ; "
        "vous pouvez aussi compter les levées vous-même, votre nombre sera accepté (le jugement reste le "
        "vôtre, Loi 10A)."
    )


# The warning's alternative: a last-resort safety only, in CPU seconds for each 70C reading (the chats'
# solver stops the whole count at 30 s, 120 s up to 12 cards). Its node budget (`_careful_nodes`) ends
# the search first on any ordinary load — the same position, the same text (the lead, session 27: at
# 3 s this limit bound before the budget at 10 cards, and the alternative shown moved with the load).
# Where it binds all the same, the warning says the alternative was not sought to the end.
CAREFUL_SECONDS = 10.0
# What the count needs, once the alternative stops, to build its result and send it back from the chats'
# solver process before that process's own limit kills it (its CPU counts every thread, ours one).
CAREFUL_MARGIN = 1.5
# Issue 36 §3 (claims49): the strict search stops this long before the chats' solver kills the count, so
# that the director reads what it found (`unfinished`) instead of a bare refusal. Small: it gives up
# the end of the strict search's time only (the careful alternative's margin would cost it 1.5 s).
STRICT_MARGIN = 0.5


def count_claim(
    claim: ClaimPosition,
    budget: int = CLAIM_NODES,
    seconds: float | None = None,
    careful_seconds: float | None = CAREFUL_SECONDS,
    stopped_after: float | None = None,
) -> ClaimCount:
    """Count a claim: the double-dummy count first (it bounds the search), then the normal minimum
    with and without the trumps drawn. Raises ClaimTooLong past `budget` nodes for a minimum, or
    past `seconds` for the whole count: one deadline that both 70C readings share (None: no time
    limit; the chats' solver process also stops the call at its own limit). Seconds of CPU of the
    counting thread (search.clock): the load of the machine makes a count slower, never refused.
    Where the line chains careless choices (careless.py), the alternative with at most CAREFUL of
    them is counted within its node budget (`_careful_nodes`); `careful_seconds` (None: what is left of
    `seconds`) is only a last-resort safety, and the warning then says it was not sought to the end.
    `stopped_after`: the CPU seconds after which the caller kills the count (the chats' solver process):
    the alternative then stops CAREFUL_MARGIN before, so that the count itself is never lost for it, and
    the strict searches (and the costly choices' test) STRICT_MARGIN before, so that their refusal says
    what they found (`unfinished`: a whole line's tricks, the count's ceiling, never the count)."""
    # Issue 36 §3 (claims51): no cyclic garbage collection while the searches run. They build no cycle
    # (gc.collect() finds nothing unreachable after a count), only millions of tuples, and each collection
    # walked their tables: 12 to 17 % of an 8-card count's CPU, a quarter of a 10-card one's. Reference
    # counting still frees everything; the collector is switched back on (if it was) when the count ends.
    collecting = gc.isenabled()
    gc.disable()
    forget_memos()  # claims53: what the process counted before (tests, direct searches) changes nothing here
    try:
        return _count(claim, budget, seconds, careful_seconds, stopped_after)
    finally:  # the searches' shared memos (normal.shared_memo, the cashing walk's) never outlive their count
        forget_memos()
        if collecting:
            gc.enable()


def _count(
    claim: ClaimPosition,
    budget: int,
    seconds: float | None,
    careful_seconds: float | None,
    stopped_after: float | None = None,
) -> ClaimCount:
    started = clock()
    deadline = None if seconds is None else started + seconds
    killed = None if stopped_after is None else started + stopped_after - CAREFUL_MARGIN
    if stopped_after is not None:
        strict = started + stopped_after - STRICT_MARGIN
        deadline = strict if deadline is None else min(deadline, strict)
    p = claim.position
    try:
        dd: int | None = double_dummy(p, claim.claimer)
    except ImportError:  # endplay missing (an install without deals): the count stands without it
        dd = None
    # One transposition table for both readings: once the defence holds no trump the two play alike
    # (rules/deals/claim/search.py, _key), and the second reuses what the first proved there.
    table: dict[tuple[object, ...], tuple[int, int]] = {}
    items = _items(claim)
    trumps_out = outstanding_trumps(p, claim.claimer)
    try:
        unaware = normal_minimum(
            p, claim.claimer, items, False, budget, claim.shown_out, upper=dd, deadline=deadline, table=table
        )
    except ClaimTooLong as error:
        raise ClaimTooLong(unfinished(p.tricks_left, error.least, dd, trumps_out)) from error
    try:
        aware = (
            normal_minimum(
                p,
                claim.claimer,
                items,
                True,
                budget,
                claim.shown_out,
                upper=dd,
                deadline=deadline,
                table=table,
            )
            if trumps_out
            else None
        )
    except ClaimTooLong as error:
        raise ClaimTooLong(unfinished(p.tricks_left, error.least, dd, True, unaware.tricks)) from error
    readings = ((False, unaware), (True, aware))
    chosen = [
        (None, False)
        if line is None
        else chosen_in(
            p, claim.claimer, items, reading, claim.shown_out, line, dd, table=table, deadline=deadline
        )
        for reading, line in readings
    ]
    careful = [
        _careful(
            claim,
            items,
            reading,
            line,
            dd,
            _sooner(_sooner(deadline, careful_seconds), None if killed is None else killed - clock()),
            _careful_nodes(unaware, aware),
            every=chosen[reading][1],
            table=table,
        )
        if line is not None and chained(line, dd, chosen[reading][0])
        else (None, False)
        for reading, line in readings
    ]
    shown_aware = aware.at_most(dd) if aware is not None else None
    return ClaimCount(
        claim,
        unaware.at_most(dd),
        shown_aware,
        dd,
        careful[0][0],
        careful[1][0],
        chosen[0][0],
        chosen[1][0],
        (careful[0][1], careful[1][1]),
    )


def unfinished(
    cards: int, least: int | None, dd: int | None, trumps_out: bool, unaware: int | None = None
) -> str:
    """The refusal of a strict search stopped by its limit, in French, with what it knows for sure:
    `least`, the fewest tricks of a whole normal line it found (the count is at most that: 70A resolves the
    doubt against the claimer, 70D1 refuses him a line that a less successful normal one exists beside;
    never said as the count), and `unaware`, the count already proved for the claimer who may have
    forgotten a trump when it is the other reading (70C) that stopped."""
    text = f"Compte non terminé dans les limites de calcul ({cards} cartes par main). "
    reading = (
        ""
        if not trumps_out
        else " s'il a pu oublier l'atout adverse"
        if unaware is None
        else (" s'il a tenu compte de l'atout adverse")
    )
    if least is not None and (dd is None or least < dd):  # at the double dummy it says nothing more
        text += (
            f"Arbitre a déjà trouvé une ligne normale où le camp du revendiquant ne fait que {least} des "
            f"{cards} levées{reading}, sans avoir pu vérifier qu'aucune n'en fait moins : il n'en aura pas "
            f"plus de {least} (70A, 70D1), peut-être moins — ce n'est pas un compte. "
        )
    elif dd is not None:
        text += f"Arbitre n'a pas fini de chercher la pire ligne normale{reading} (le double mort en donne {dd}). "
    if unaware is not None:
        text += (
            f"S'il a pu oublier l'atout adverse (70C), le compte est fini : sur toute ligne normale, son camp "
            f"en fait au moins {unaware}. "
        )
    return text + TOO_LONG_END


TOO_LONG_END = (
    "Le compte reste à faire : comptez les levées vous-même (votre nombre est la décision, Loi 10A)."
)


# The alternative is information: past CAREFUL_NODES, the warning goes without it. Claims44: 40,000,
# what the old 3-second limit bought at the usual cost of a careful node (50-120 µs: random 10 seed 0,
# 48,637 nodes in 3.15 s; seed 5, 10,500 in 1.29 s), so a count never waits more for it than before on
# an ordinary load — in nodes, so that the load no longer decides which alternative is shown. The
# 10-card alternatives found under the old limit took 14,617 to 42,842 nodes (bench/claims.py).
CAREFUL_NODES = 40_000
# Below CAREFUL_NODES, the alternative may take a quarter of the nodes the strict count took (both
# 70C readings), and at least CAREFUL_FLOOR: it never dominates what the director waits for, and the
# count he confirms never depends on it. A node budget, not a time: the same position always gets the
# same answer, whatever the load. Session 9 gave it 3 s: on the 8-card claim-like position of 71,525
# strict nodes it took 110,195 more (the same 5 tricks), most of the 3.0 s maximum.
# CAREFUL_FLOOR, the lead's rule (session 26, docs/deals-and-claims.md « Le budget de l'alternative »):
# the smallest floor that loses no alternative of the published corpus (the dearest needs 7,417 nodes)
# and under 10 % of those found at 15,000 on bench/claims.py's random and claim-like 8-card positions,
# seeds 0-59, each also with a random statement (12 of 138 lost: they needed 10,563 to 14,528 nodes).
# A search that gives up spends its whole floor, for each 70C reading: 10,500 instead of 15,000 is 30 %
# less of that time (random 8 seed 6: 0.84 -> 0.59 s); it does not move the 8-card maximum, whose
# time is the strict search's (claim-like 8 seed 3: its budget is the quarter, 13,823).
CAREFUL_FLOOR = 10_500
CAREFUL_SHARE = 4  # the strict count's nodes over the alternative's budget


def _careful_nodes(unaware: Line, aware: Line | None) -> int:
    strict = unaware.nodes + (aware.nodes if aware is not None else 0)
    return min(CAREFUL_NODES, max(CAREFUL_FLOOR, strict // CAREFUL_SHARE))


def _sooner(deadline: float | None, seconds: float | None) -> float | None:
    if seconds is None:
        return deadline
    mine = clock() + seconds
    return mine if deadline is None else min(deadline, mine)


def _careful(
    claim: ClaimPosition,
    items: tuple[Item, ...],
    aware: bool,
    strict: Line,
    dd: int | None,
    deadline: float | None,
    nodes: int = CAREFUL_NODES,
    every: bool = False,
    table: dict[tuple[object, ...], tuple[int, int]] | None = None,
) -> tuple[Line | None, bool]:
    """The worst line with at most CAREFUL careless choices (budget.py; the strict searches' `table` bounds
    it from below), between the strict count and the double dummy; None past its node budget or deadline,
    and whether the deadline stopped it (the last-resort safety: then the warning says it was not sought
    to the end, for that answer depends on the load)."""
    left = None if deadline is None else deadline - clock()
    if left is not None and left <= 0:
        return None, True
    try:
        found = budgeted_minimum(
            claim.position,
            claim.claimer,
            items,
            aware,
            CAREFUL,
            claim.shown_out,
            low=strict.tricks,
            high=dd,
            nodes=nodes,
            seconds=left,
            every=every,
            strict=table,
        )
    except OutOfTime:
        return None, True
    except ClaimTooLong:
        return None, False
    return found, False


__all__ = [
    "REVOKE_APART",
    "REVOKE_LINKED",
    "SEATS",
    "SYNTAX",
    "ClaimCount",
    "ClaimPosition",
    "count_claim",
    "count_seconds",
    "counting_notice",
    "deal_misfit",
    "read_claim",
    "replay_tricks",
    "strain",
    "unfinished",
]
