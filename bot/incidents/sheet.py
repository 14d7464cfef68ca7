"""What an incident keeps for the scorer: its deal (board, table, pairs) and its recorded scores.

Pure data and checks, stored in the incident's JSON and rebuilt by replaying its actions
(bot/incidents/incident.py); the score's figures come from the worksheet (rules/scores/line.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.scores.line import Board, WorksheetError, compute


@dataclass(frozen=True)
class Deal:
    """Where the incident happened, for the scorer: board, table, Nord-Sud's and Est-Ouest's pairs."""

    board: str
    table: str = ""
    ns: str = ""
    ew: str = ""

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
        ]

    @classmethod
    def from_list(cls, data: list[Any]) -> ScoreEntry:
        at, author, line, kind, laws, ns, ew, before, text, ruling_id = data
        return cls(at, author, line, kind, tuple(laws), ns, ew, before, text, ruling_id)


_DEAL_FIELD = 12  # characters: « 12 », « A3 », « 104 »


def make_deal(payload: dict[str, Any]) -> Deal:
    """The deal from an action's payload, checked; a French WorksheetError otherwise."""
    values = {key: str(payload.get(key) or "").strip() for key in ("board", "table", "ns", "ew")}
    if not values["board"]:
        raise WorksheetError("Donnez au moins le numéro de la donne (par ex. « 5 table=3 ns=4 eo=11 »).")
    for value in values.values():
        if len(value) > _DEAL_FIELD or (value and not value.replace("-", "").isalnum()):
            raise WorksheetError(
                f"Numéro illisible : « {value[:20]} » (chiffres et lettres, {_DEAL_FIELD} au plus)."
            )
    return Deal(**values)


def score_entry(line: str, regulation: str, author: str, now: float, ruling_id: str | None) -> ScoreEntry:
    """The worksheet's computation of `line`, as recorded. Pure: the same line under the same
    regulation gives the same figures, so a replay rebuilds them."""
    sheet = compute(line, Board(regulation))
    return ScoreEntry(
        now, author, line, sheet.kind, sheet.laws, sheet.ns, sheet.ew, sheet.before, sheet.text, ruling_id
    )
