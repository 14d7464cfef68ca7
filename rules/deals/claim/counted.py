"""A claim counted from the cards, as stored and said (Laws 70 and 71): the counts of both 70C readings,
their lines, the double dummy, and the French words of them. Importing it loads neither the search nor
the rules of normal play (rules/deals/count.py counts): the bot reads a stored count at start-up
(bot.cli, the chats), the search loads with the first claim counted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from rules.deals.claim.careless import careless_note, stated_line_note
from rules.deals.claim.doctrine import doctrine_note
from rules.deals.claim.line import Line, Trick
from rules.deals.claim.position import REVOKE_APART, REVOKE_LINKED, ClaimPosition, deal_misfit, walk_tricks
from rules.deals.claim.reading import (
    DEFENCE,
    ORDERED,
    Item,
    master_trumps,
    outstanding_trumps,
    statement_text,
)
from rules.deals.layout import NO_TRUMP, SEAT_NAMES, SUITS, Layout, card_text


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
    # For each reading (unaware, aware): was its alternative's search stopped by the count's time
    # safety (CPU seconds, rules/deals/count.py CAREFUL_SECONDS) rather than its node budget? Then the
    # warning says it was not sought to the end: that answer alone may depend on the machine's load.
    careful_stopped: tuple[bool, bool] = (False, False)

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
        # The search, loaded only here: the costly choices were not counted (too long, or a count stored
        # before session 15).
        from rules.deals.claim.budget import careless_in

        claim = self.claim
        return careless_in(
            claim.position, claim.claimer, _items(claim), aware, claim.shown_out, self.line(aware)
        )

    def careless_note(self, aware: bool) -> str | None:
        """careless.py's warning for this reading, with its alternative."""
        stopped = self.careful_stopped[1 if aware and self.aware is not None else 0]
        note = careless_note(
            self.line(aware), self.double_dummy, self.careful(aware), self.careless(aware), stopped
        )
        if note is None and any(kind in ORDERED for kind, _ in self.claim.statement):
            return stated_line_note(self.line(aware), self.double_dummy)  # tester20 P2
        return note

    def doctrine_note(self, aware: bool) -> str | None:
        """doctrine.py's note for this reading's line: a card published authorities rule differently
        (issue 36 §2), or None."""
        return doctrine_note(self.line(aware), self.claim.position, self.claim.claimer, self.double_dummy)

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
                "tricks": [[list(play) for play in trick] for trick in self.claim.tricks],  # tester24 P4
                "unaware": _line_json(self.unaware),
                "aware": _line_json(self.aware) if self.aware else None,
                "dd": self.double_dummy,
                "careful_unaware": _line_json(self.careful_unaware) if self.careful_unaware else None,
                "careful_aware": _line_json(self.careful_aware) if self.careful_aware else None,
                "chosen": [self.chosen_unaware, self.chosen_aware],
                "careful_stopped": list(self.careful_stopped),
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
            tricks=_tricks(data),
        )
        return cls(
            claim,
            _line_from(data["unaware"]),
            _line_from(data["aware"]) if data["aware"] else None,
            data["dd"],
            _line_from(data["careful_unaware"]) if data.get("careful_unaware") else None,
            _line_from(data["careful_aware"]) if data.get("careful_aware") else None,
            *data.get("chosen", (None, None)),
            _stopped(data.get("careful_stopped", (False, False))),
        )


def _tricks(data: dict) -> tuple[tuple[tuple[int, int], ...], ...]:  # type: ignore[type-arg]
    """The complete tricks a count stored; a count stored by session 24 kept the cards and the opening leader."""
    if "tricks" in data:
        return tuple(tuple((seat, c) for seat, c in trick) for trick in data["tricks"])
    if data.get("opening_leader") is None:
        return ()
    trump = "NT" if data["trump"] == NO_TRUMP else "SHDC"[data["trump"]]
    return walk_tricks(list(data.get("tricks_played", ())), data["opening_leader"], trump)[0]


def _stopped(data: list) -> tuple[bool, bool]:  # type: ignore[type-arg]
    """The stored `careful_stopped` (a count stored before claims44 has none: neither was stopped)."""
    return bool(data[0]), bool(data[1])


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
