"""What an incident keeps for the scorer: its deal (board, table, pairs, and the cards when the
session's deals were imported) and its recorded scores.

Pure data and checks, stored in the incident's JSON and rebuilt by replaying its actions
(bot/incidents/transition.py); the score's figures come from the worksheet (rules/scores/line.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.deals.model import Deal as Cards
from rules.deals.model import DealError
from rules.deals.pbn import Result
from rules.model import RulesError
from rules.scores.boards import MAX_BOARD
from rules.scores.line import (
    FIELD_INFORMATION,
    Board,
    compute,
    gain_over_table,
    others_text,
    vulnerability_refusal,
)
from rules.scores.line_syntax import WorksheetError


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} " + " ".join(w + "s" for w in word.split())


# Why a row of the session's results is left out of the field, for the field's note.
_ASIDE: dict[str, Callable[[int], str]] = {
    "ajusté": lambda n: _plural(n, "score ajusté artificiel"),
    "sans marque": lambda n: f"{n} table{'s' if n > 1 else ''} sans marque",
    "impossible": lambda n: f"{n} ligne{'s' if n > 1 else ''} au nombre de levées impossible",
    "incohérent": lambda n: (
        f"{n} ligne{'s' if n > 1 else ''} dont la marque contredit le contrat ou la vulnérabilité"
    ),
}


@dataclass(frozen=True)
class Deal:
    """Where the incident happened, for the scorer: board, table, Nord-Sud's and Est-Ouest's pairs;
    with the board's cards and the session's results on it when the session was imported (issue 32)."""

    board: str
    table: str = ""
    ns: str = ""
    ew: str = ""
    cards: Cards | None = None
    results: tuple[Result, ...] = ()

    @property
    def text(self) -> str:
        parts = [f"donne {self.board}"]
        if self.table:
            parts.append(f"table {self.table}")
        if self.ns:
            parts.append(f"Nord-Sud paire {self.ns}")
        if self.ew:
            parts.append(f"Est-Ouest paire {self.ew}")
        return ", ".join(parts)

    def to_list(self) -> list[Any]:
        fields: list[Any] = [self.board, self.table, self.ns, self.ew]
        if self.cards is not None:
            fields.append({"cards": self.cards.to_dict(), "results": [r.to_dict() for r in self.results]})
        return fields

    @classmethod
    def from_list(cls, data: list[Any]) -> Deal:
        board, table, ns, ew, *extra = data
        if not extra:
            return cls(board, table, ns, ew)
        cards = extra[0]
        return cls(
            board,
            table,
            ns,
            ew,
            Cards.from_dict(cards["cards"]),
            tuple(Result.from_dict(r) for r in cards.get("results", [])),
        )

    def field(self) -> tuple[tuple[int, ...], bool] | None:
        """The other tables' scores for Nord-Sud on this board, from the session's results, and
        whether the incident's own table was found there and left out (by its pairs); None
        without results."""
        scored = [r for r in self.results if not r.aside]
        if not scored:
            return None
        if self.ns and self.ew:  # tester6 T36: both pairs named, the row must have both
            own = [r for r in scored if r.ns_pair == self.ns and r.ew_pair == self.ew]
        else:
            own = [
                r for r in scored if (self.ns and r.ns_pair == self.ns) or (self.ew and r.ew_pair == self.ew)
            ]
        others = tuple(r.score_ns for r in scored if r not in own)
        return (others, bool(own)) if others else None

    def pairs_apart(self) -> str:
        """When the two pairs noted never met on this board in the session's results, where each
        played, in French (« Nord-Sud 4 y joue contre Est-Ouest 16 »), or ""."""
        if not (self.ns and self.ew):
            return ""
        scored = [r for r in self.results if not r.aside]
        if any(r.ns_pair == self.ns and r.ew_pair == self.ew for r in scored):
            return ""
        said = [
            f"Nord-Sud {r.ns_pair} y joue contre Est-Ouest {r.ew_pair}"
            for r in scored
            if r.ns_pair == self.ns
        ]
        said += [f"Est-Ouest {r.ew_pair} contre Nord-Sud {r.ns_pair}" for r in scored if r.ew_pair == self.ew]
        return (
            f" : aucune ligne de la donne {self.board} n'a Nord-Sud {self.ns} et Est-Ouest {self.ew}"
            + (f" ({', '.join(said)})" if said else "")
            + " ; vérifiez les paires"
        )

    def set_aside(self) -> str:
        """The session's rows left out of the field, said in French (C9, tester6 T13), or ""."""
        counts = {kind: sum(r.aside == kind for r in self.results) for kind in _ASIDE}
        said = [_ASIDE[kind](count) for kind, count in counts.items() if count]
        if not said:
            return ""
        total = sum(counts.values())
        # « score » is masculine; tables and lignes feminine: « écartés » only with a score among them.
        agreed = "écarté" + ("" if counts["ajusté"] else "e") + ("s" if total > 1 else "")
        return f" ({' et '.join(said)} {agreed} du terrain)"

    def board_context(self, regulation: str) -> Board:
        """What the worksheet knows of the board: with its cards, their dealer and vulnerability,
        and the session's field for matchpoints (issue 32 §4); without them, the board's number fixes
        dealer and vulnerability (Law 2, issue 30 F1)."""
        number = int(self.board) if self.board.isascii() and self.board.isdigit() else None
        if self.cards is None:
            if number is None:
                return Board(regulation)
            try:
                return Board.numbered(regulation, number)
            except RulesError:
                return Board(regulation)  # a deal stored before boards were checked (« 0 »)
        found = self.field()
        return Board(
            regulation,
            vulnerability=self.cards.vulnerability,
            dealer=self.cards.dealer.value,
            field=found[0] if found else None,
            number=number,
        )


@dataclass(frozen=True)
class ScoreEntry:
    """A score recorded with the incident: the line the director typed and what it gave."""

    at: float
    author: str
    line: str
    kind: str
    laws: tuple[str, ...]
    ns: str
    ew: str
    before: str
    text: str
    ruling_id: str | None  # the ruling it was recorded for
    # What the mark rests on (H2, H3): the board it was recorded on ("" before any) and the ruling's
    # corrected result then (« 4♥ -1 -50 », "" without one); None for a mark stored before it existed.
    basis: tuple[str, str] | None = None

    def to_list(self) -> list[Any]:
        return [
            self.at,
            self.author,
            self.line,
            self.kind,
            list(self.laws),
            self.ns,
            self.ew,
            self.before,
            self.text,
            self.ruling_id,
            *([list(self.basis)] if self.basis is not None else []),
        ]

    @classmethod
    def from_list(cls, data: list[Any]) -> ScoreEntry:
        at, author, line, kind, laws, ns, ew, before, text, ruling_id, *basis = data
        kept = (str(basis[0][0]), str(basis[0][1])) if basis else None
        return cls(at, author, line, kind, tuple(laws), ns, ew, before, text, ruling_id, kept)

    def on_board(self, board: str) -> bool:
        """Whether the mark may stand on `board`: recorded on it, or before any board (F1)."""
        return self.basis is None or not self.basis[0] or self.basis[0] == board


STALE_MARK = "marque enregistrée sous l'ancienne décision : à refaire"
_AWARDED = " levées attribuées au camp du revendiquant"


def awarded_basis(tricks: int) -> str:
    """What a claim's mark rests on (tester6 T24): the tricks the ruling gives the claiming side."""
    return f"{tricks}{_AWARDED}"


def stale_reason(entry: ScoreEntry, ruling_id: str | None, basis: tuple[str, str]) -> str | None:
    """Why a recorded mark no longer stands (H2, H3), in French, or None when it does: recorded on
    another board, or under a ruling (or a corrected result) that has changed since. Such a mark is
    kept in the history, never shown nor exported as the incident's mark."""
    if entry.basis is None:
        return None
    board, corrected = basis
    if not entry.on_board(board):
        return f"marque enregistrée sur la donne {entry.basis[0]}, pas sur la donne {board} : à refaire"
    # A claim's mark recorded before its tricks were kept in the basis ("") is not judged on them.
    unknown = not entry.basis[1] and corrected.endswith(_AWARDED)
    if entry.ruling_id != ruling_id or (entry.basis[1] != corrected and not unknown):
        then = "alors" if entry.basis[1].endswith(_AWARDED) else "résultat corrigé alors"
        was = f" ({then} : {entry.basis[1]})" if entry.basis[1] else ""
        return f"{STALE_MARK}{was}"
    return None


_NUMBER = re.compile(r"[0-9]{1,4}")  # ASCII digits only: « ٣ » or « ７ » are no board a scorer types


def _number_field(value: str, what: str, top: int) -> str:
    """A board, table or pair number: 1 to `top`, as the scorer's sheet prints it (T7, T14). Pairs are
    numbers, never names: a name there would be personal data that no anonymisation could find."""
    if not _NUMBER.fullmatch(value) or not 1 <= int(value) <= top:
        shown = value.encode("ascii", "backslashreplace").decode()
        if len(shown) > 20:  # tester3 L6: never 20 of 21 digits echoed as if they were the input
            raise WorksheetError(
                f"Numéro de {what} invalide : « {shown[:12]}… » est trop long ({len(value)} caractères ; "
                f"un nombre de 1 à {top})."
            )
        raise WorksheetError(f"Numéro de {what} invalide : « {shown} » (un nombre de 1 à {top}).")
    return str(int(value))


def make_deal(payload: dict[str, Any]) -> Deal:
    """The deal from an action's payload, checked; a French WorksheetError otherwise. The cards,
    when the engine found them in the session's import, come in the payload (`cards`, `results`)."""
    values = {key: str(payload.get(key) or "").strip() for key in ("board", "table", "ns", "ew")}
    if not values["board"]:
        raise WorksheetError("Donnez au moins le numéro de la donne (par ex. « 5 table=3 ns=4 eo=11 »).")
    values["board"] = _number_field(values["board"], "donne", MAX_BOARD)
    for key, what in (("table", "table"), ("ns", "paire Nord-Sud"), ("ew", "paire Est-Ouest")):
        if values[key]:
            values[key] = _number_field(values[key], what, 9999)
    cards = payload.get("cards")
    if not cards:
        return Deal(**values)
    try:
        found = Cards.from_dict(cards)
        results = tuple(Result.from_dict(r) for r in payload.get("results") or [])
    except (DealError, KeyError, TypeError, ValueError) as error:
        raise WorksheetError(f"Donne illisible : {error}") from None
    if str(found.board) != values["board"]:
        raise WorksheetError(
            f"Les cartes sont celles de la donne {found.board}, pas de la donne {values['board']}."
        )
    return Deal(**values, cards=found, results=results)


def board_of(deal: Deal | None, regulation: str) -> Board:
    """What the score line knows of the board (F1): the deal's own context, else the regulation's."""
    return deal.board_context(regulation) if deal is not None else Board(regulation)


def impossible_score(line: str, regulation: str, deal: Deal | None) -> str | None:
    """Tester6 T37: a score in points no contract gives at the recorded board's vulnerability, said in
    French, or None. Checked when a mark is typed and when a board is recorded under one; a replay
    computes the line as it was recorded."""
    return vulnerability_refusal(line, board_of(deal, regulation))


def damage_check(line: str, regulation: str, deal: Deal | None) -> str | None:
    """Tester22 P9: under a ruling that found a side damaged (« lésé : oui »), the recorded replacing result
    favours one side over the table's score: that side must be the one that did not offend (12B1). Said
    in French, so that a score that rewards the offenders is seen before it reaches the scorer; None when
    the line gives no table's score or is artificial or split."""
    try:
        gain = gain_over_table(compute(line, board_of(deal, regulation), checked=False))
    except RulesError:
        return None
    if gain is None:
        return None
    side, table, adjusted = gain
    favoured, other = ("Nord-Sud", "Est-Ouest") if side == "ns" else ("Est-Ouest", "Nord-Sud")
    return (
        f"À vérifier : cette marque favorise {favoured} par rapport au résultat de la table ({adjusted:+d} au lieu "
        f"de {table:+d} pour Nord-Sud, en points). Une marque ajustée ne répare que le dommage du camp non "
        f"fautif (12B1) : {favoured} doit être ce camp. Si le camp fautif est {favoured}, {other} n'a pas été "
        "lésé par l'infraction : le résultat de la table est maintenu (corrigez la réponse « lésé »)."
    )


def score_entry(
    line: str,
    regulation: str,
    author: str,
    now: float,
    ruling_id: str | None,
    deal: Deal | None = None,
    basis: tuple[str, str] | None = None,
) -> ScoreEntry:
    """The worksheet's computation of `line`, as recorded. Pure: the same line under the same
    regulation and the same deal gives the same figures, so a replay rebuilds them."""
    sheet = compute(
        line, board_of(deal, regulation), checked=False
    )  # T37 checked at entry: `impossible_score`
    text = sheet.text
    field = deal.field() if deal is not None and deal.cards is not None else None
    own_field = any(token.lower().startswith("terrain=") for token in line.split())
    if (
        deal is not None
        and field is not None
        and not own_field
        # Tester22 P13: the single result ranked for information says it too (it ranked the table against
        # its own pair's result when the pairs typed are not the file's).
        and ({"matchpoints", "cross_imps"} & set(sheet.data) or FIELD_INFORMATION in text)
    ):
        others, found = field
        text += (
            f"\nTerrain : {others_text(len(others))} de la donne {deal.board} dans la séance importée"
            + deal.set_aside()
        )
        text += (
            " (la table de l'incident, reconnue à ses paires, en est retirée)."
            if found
            else " ; la table de l'incident n'y est pas reconnue"
            + (deal.pairs_apart() or " : notez ses paires")
            + f" (d {deal.board} ns=… eo=…) pour l'en retirer."
        )
    return ScoreEntry(
        now, author, line, sheet.kind, sheet.laws, sheet.ns, sheet.ew, sheet.before, text, ruling_id, basis
    )


def rescored(scores: tuple[ScoreEntry, ...], regulation: str, deal: Deal) -> tuple[ScoreEntry, ...]:
    """The recorded scores computed again on a board recorded after them (F1): a contract scored
    « non vulnérable » by default takes the board's vulnerability. A line whose own vul= contradicts
    the board refuses the deal (French WorksheetError): one of the two is wrong. A mark recorded on
    another board is set aside as it was (H3): never computed again on a board it was not made on."""
    return tuple(
        score_entry(
            entry.line,
            regulation,
            entry.author,
            entry.at,
            entry.ruling_id,
            deal,
            (deal.board, entry.basis[1]) if entry.basis is not None else None,  # now made on it
        )
        if entry.on_board(deal.board)
        else entry
        for entry in scores
    )
