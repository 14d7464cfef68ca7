"""A claim counted from the cards: what Arbitre computes, and what it says (Laws 70 and 71). Pure; the
position the director types is read by rules/deals/claim/position.py, the search is
rules/deals/claim/search.py, DDS is imported by `double_dummy` only when a claim is counted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from rules.deals.claim.budget import budgeted_minimum, careless_in
from rules.deals.claim.careless import CAREFUL, careless_note, chained
from rules.deals.claim.costly import chosen_in
from rules.deals.claim.double_dummy import double_dummy
from rules.deals.claim.normal import DEFENCE
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
from rules.deals.claim.reading import Item, master_trumps, outstanding_trumps, statement_text
from rules.deals.claim.search import ClaimTooLong, Line, Trick, clock, normal_minimum
from rules.deals.layout import SEAT_NAMES, SEATS, SUITS, Layout, card_text


@dataclass(frozen=True)
class ClaimCount:
    """What Arbitre counted: the normal minimum with and without the claimer drawing the
    opponents' trumps (70C), each with its line, and the double-dummy count for information."""

    claim: ClaimPosition
    unaware: Line
    aware: Line | None  # None when no opponent holds a trump
    double_dummy: int | None
    # The worst line with at most CAREFUL careless choices, for each reading (unaware, aware) whose
    # strict line chains more of them far below the double dummy (careless.py): the alternative
    # the warning gives; None elsewhere, or when it was too long to count.
    careful_unaware: Line | None = None
    careful_aware: Line | None = None
    # The choices the warning counts on each reading's line (costly.chosen_in: the careless ones and
    # those that cost a trick whatever their label); None: the labels' count (budget.careless_in).
    chosen_unaware: int | None = None
    chosen_aware: int | None = None

    @property
    def tricks_left(self) -> int:
        return self.claim.position.tricks_left

    def misfit(self, deal: str, where: str) -> str | None:
        """`deal_misfit` of the counted position on this deal (PBN)."""
        return deal_misfit(self.claim.position, deal, where)

    @property
    def outstanding(self) -> tuple[int, ...]:
        return outstanding_trumps(self.claim.position, self.claim.claimer)

    @property
    def master(self) -> tuple[int, ...]:
        return master_trumps(self.claim.position, self.claim.claimer)

    def line(self, aware: bool) -> Line:
        return self.aware if aware and self.aware is not None else self.unaware

    def careful(self, aware: bool) -> Line | None:
        """The warning's alternative for this reading (careless.py), or None."""
        return self.careful_aware if aware and self.aware is not None else self.careful_unaware

    def careless(self, aware: bool) -> int:
        """The choices of this reading's line the warning counts (careless.py, costly.py), equivalent
        cards apart."""
        chosen = self.chosen_aware if aware and self.aware is not None else self.chosen_unaware
        if chosen is not None:
            return chosen
        claim = self.claim
        return careless_in(
            claim.position, claim.claimer, _items(claim), aware, claim.shown_out, self.line(aware)
        )

    def careless_note(self, aware: bool) -> str | None:
        """careless.py's warning for this reading, with its alternative."""
        return careless_note(self.line(aware), self.double_dummy, self.careful(aware), self.careless(aware))

    def trump_could_win(self) -> bool:
        """70C3 from the cards: does some normal line lose a trick the trump-drawing lines keep?"""
        return self.aware is not None and self.unaware.tricks < self.aware.tricks

    def trump_takes_a_trick(self) -> bool:
        """On the line counted for the claimer unaware of the trump, an opponent's trump wins a trick
        (tester12 Y10: where none does, the trick lost comes from his order of play, not from the
        trump, and the decision says so instead of « the three conditions of 70C are met »)."""
        trumps = set(self.outstanding)
        return any(
            t.winner % 2 != self.claim.claimer % 2 and t.cards[(t.winner - t.leader) % 4] in trumps
            for t in self.unaware.play
        )

    def facts(self, revoke_linked: bool = False) -> tuple[str, ...]:
        """The cards' facts in French, for the question that proposes the count; `revoke_linked`: a
        revoke of the tricks played is already the incident this claim is linked to (tester7 T3)."""
        claim = self.claim
        p = claim.position
        lines = [
            f"Position : {p.text()} ; atout {'SA' if p.trump == 4 else SUITS[p.trump]} ; "
            f"{SEAT_NAMES[p.leader]} a la main"
            + (f" (déjà joué : {', '.join(card_text(c) for c in p.played)})" if p.played else "")
            + f" ; revendiquant {SEAT_NAMES[claim.claimer]} ; ligne annoncée : {statement_text(claim.statement)}.",
        ]
        lines.extend(claim.revokes)  # F13: the tricks as played, the revoke ruled apart
        if claim.revokes:
            lines.append(REVOKE_LINKED if revoke_linked else REVOKE_APART)
        if p.trump != 4:
            lines.append(
                "Atouts adverses (70C) : "
                + (", ".join(card_text(c) for c in self.outstanding) if self.outstanding else "aucun")
                + (f", dont maître : {', '.join(card_text(c) for c in self.master)}" if self.master else "")
                + "."
            )
        return tuple(lines)

    def summary(self) -> str:
        """What the director reads once the position is recorded, before the 70C answer: both
        readings when an opponent still holds a trump (C7), the one count otherwise."""
        head = "".join(f"{line}\n" for line in self.claim.revokes)
        head += f"{REVOKE_APART}\n" if self.claim.revokes else ""
        head += f"Position enregistrée : {self.tricks_left} levée(s) à jouer ; sur toute ligne normale, "
        # Tester7 T8: the chain of careless choices is said where the director first sees the count.
        note = self.careless_note(False)
        tail = f"\n{note}" if note is not None else ""
        if self.aware is None:
            return head + f"le camp du revendiquant en fait au moins {self.unaware.tricks}.{tail}"
        if self.aware.tricks == self.unaware.tricks:
            return head + (
                f"le camp du revendiquant en fait au moins {self.unaware.tricks}, qu'il ait tenu compte "
                f"de l'atout adverse ou non.{tail}"
            )
        return head + (
            f"le camp du revendiquant en fait au moins {self.unaware.tricks} s'il a pu oublier l'atout "
            f"adverse, {self.aware.tricks} s'il en a tenu compte (70C : votre réponse décidera).{tail}"
        )

    def to_json(self) -> str:
        p = self.claim.position
        return json.dumps(
            {
                "hands": list(p.hands),
                "trump": p.trump,
                "leader": p.leader,
                "played": list(p.played),
                "claimer": self.claim.claimer,
                "statement": [list(i) for i in self.claim.statement],
                "won_before": self.claim.won_before,
                "shown_out": self.claim.shown_out,
                "revokes": list(self.claim.revokes),
                "defence": self.claim.defence,
                "declarer": self.claim.declarer,  # the mark's side (tester10 W8)
                "unaware": _line_json(self.unaware),
                "aware": _line_json(self.aware) if self.aware else None,
                "dd": self.double_dummy,
                "careful_unaware": _line_json(self.careful_unaware) if self.careful_unaware else None,
                "careful_aware": _line_json(self.careful_aware) if self.careful_aware else None,
                "chosen": [self.chosen_unaware, self.chosen_aware],
            }
        )

    @classmethod
    def from_json(cls, text: str) -> ClaimCount:
        data = json.loads(text)
        position = Layout(tuple(data["hands"]), data["trump"], data["leader"], tuple(data["played"]))
        claim = ClaimPosition(
            position,
            data["claimer"],
            tuple((k, v) for k, v in data["statement"]),
            data.get("won_before"),
            data.get("shown_out", 0),
            tuple(
                line.split(" ; le transfert éventuel")[0].rstrip(".") + "."
                for line in data.get("revokes", ())
            ),
            bool(data.get("defence", False)),
            declarer=data.get("declarer"),
        )
        return cls(
            claim,
            _line_from(data["unaware"]),
            _line_from(data["aware"]) if data["aware"] else None,
            data["dd"],
            _line_from(data["careful_unaware"]) if data.get("careful_unaware") else None,
            _line_from(data["careful_aware"]) if data.get("careful_aware") else None,
            *data.get("chosen", (None, None)),
        )


def _line_json(line: Line) -> list[object]:
    return [line.tricks, [[t.leader, list(t.cards), t.winner, list(t.reasons)] for t in line.play]]


def _line_from(data: list) -> Line:  # type: ignore[type-arg]
    tricks, play = data
    return Line(
        tricks,
        tuple(
            Trick(t[0], tuple(t[1]), t[2], tuple(t[3]) if len(t) > 3 else ())  # before the reasons: none
            for t in play
        ),
    )


def _items(claim: ClaimPosition) -> tuple[Item, ...]:
    """The statement as the search reads it: with DEFENCE when the claimer's side defends (70D2)."""
    return (*claim.statement, (DEFENCE, 0)) if claim.defence else claim.statement


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


def counting_notice(claim: ClaimPosition, seconds: float) -> str | None:
    """What the director reads while a long count runs (NOTICE_CARDS cards a hand or more), in French;
    None for a short one. `seconds`: the solver's limit for it (count_seconds)."""
    cards = claim.position.tricks_left
    if cards < NOTICE_CARDS:
        return None
    minutes = seconds / 60
    limit = f"{minutes:g} minute{'s' if minutes >= 2 else ''}" if seconds >= 60 else f"{seconds:g} secondes"
    return (
        f"Comptage en cours ({cards} cartes par main) : jusqu'à {limit} de calcul. La réponse viendra ici ; "
        "vous pouvez aussi compter les levées vous-même, votre nombre sera accepté (le jugement reste le "
        "vôtre, Loi 10A)."
    )


# The warning's alternative, at most (CPU seconds; the chats' solver stops the count at 30 s).
CAREFUL_SECONDS = 3.0


def count_claim(
    claim: ClaimPosition,
    budget: int = CLAIM_NODES,
    seconds: float | None = None,
    careful_seconds: float | None = CAREFUL_SECONDS,
) -> ClaimCount:
    """Count a claim: the double-dummy count first (it bounds the search), then the normal minimum
    with and without the trumps drawn. Raises ClaimTooLong past `budget` nodes for a minimum, or
    past `seconds` for the whole count: one deadline that both 70C readings share (None: no time
    limit; the chats' solver process also stops the call at its own limit). Seconds of CPU of the
    counting thread (search.clock): the load of the machine makes a count slower, never refused.
    Where the line chains careless choices (careless.py), the alternative with at most CAREFUL of
    them is counted within `careful_seconds` (None: what is left of `seconds`), and left out past it."""
    deadline = None if seconds is None else clock() + seconds
    p = claim.position
    try:
        dd: int | None = double_dummy(p, claim.claimer)
    except ImportError:  # endplay missing (an install without deals): the count stands without it
        dd = None
    # One transposition table for both readings: once the defence holds no trump the two play alike
    # (rules/deals/claim/search.py, _key), and the second reuses what the first proved there.
    table: dict[tuple[object, ...], tuple[int, int]] = {}
    items = _items(claim)
    unaware = normal_minimum(
        p,
        claim.claimer,
        items,
        False,
        budget,
        claim.shown_out,
        upper=dd,
        deadline=deadline,
        table=table,
    )
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
        if outstanding_trumps(p, claim.claimer)
        else None
    )
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
            _sooner(deadline, careful_seconds),
            _careful_nodes(unaware, aware),
            every=chosen[reading][1],
            table=table,
        )
        if line is not None and chained(line, dd, chosen[reading][0])
        else None
        for reading, line in readings
    ]
    return ClaimCount(claim, unaware, aware, dd, careful[0], careful[1], chosen[0][0], chosen[1][0])


CAREFUL_NODES = 3_000_000  # the alternative is information: past this, the warning goes without it
# Below CAREFUL_NODES, the alternative may take a quarter of the nodes the strict count took (both
# 70C readings), and at least CAREFUL_FLOOR (about 0.1 s on a quiet core; the alternatives of
# bench/claims.py's 8-card positions need 6,099 at most, but for one): it never dominates what the director
# waits for. Session 9 gave it 3 s: on the 8-card claim-like position of 71,525 strict nodes it took
# 110,195 more (the same 5 tricks), most of the 3.0 s maximum; now the warning goes without it there.
# A node budget, not a time: the same position always gets the same answer, whatever the load.
CAREFUL_FLOOR = 10_000
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
) -> Line | None:
    """The worst line with at most CAREFUL careless choices (budget.py; the strict searches' `table` bounds
    it from below), between the strict count and the double dummy; None past its node budget or deadline."""
    left = None if deadline is None else deadline - clock()
    if left is not None and left <= 0:
        return None
    try:
        return budgeted_minimum(
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
    except ClaimTooLong:
        return None


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
]
