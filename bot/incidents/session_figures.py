"""Tester23 P7: Law 12C2c's session percentages from the session imported for the incident's place. An
artificial mark typed without seance-ns= / seance-eo= takes each named pair's percentage on the session's other
boards, written into the line (so the stored mark, the sheet and a replay compute the same); a figure the director
typed stands. Without an import holding the pairs, the line is unchanged."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

from bot.incidents.deals import SESSION_HOURS, scope_of
from bot.incidents.incident import Action, Incident
from bot.incidents.store import Store
from rules.scores.adjusted import french_number
from rules.scores.line_syntax import WorksheetError, parse_line
from rules.scores.matchpoints import session_percent


def _other_boards(
    conn: sqlite3.Connection, scope: str, since: float, board: int
) -> list[list[tuple[str, str, int]]]:
    """Each other board's scored rows, as `_find` would take the board (the scope's latest import holding it)."""
    rows = conn.execute(
        "SELECT d.board, d.data FROM deals d JOIN deal_sessions s ON s.id = d.session_id WHERE s.scope = ? "
        "AND s.imported_at >= ? ORDER BY s.imported_at DESC, s.id DESC",
        (scope, since),
    ).fetchall()
    seen: dict[int, list[tuple[str, str, int]]] = {}
    for number, data in rows:
        if int(number) == board or int(number) in seen:
            continue
        results = json.loads(data).get("results") or []
        seen[int(number)] = [(r["ns"], r["ew"], int(r["score_ns"])) for r in results if not r.get("aside")]
    return list(seen.values())


def _figures(conn: sqlite3.Connection, incident: Incident, now: float) -> dict[str, float]:
    deal = incident.deal
    assert deal is not None
    scope = scope_of(
        conn, incident.chat, (incident.id, *((incident.second_of,) if incident.second_of else ()))
    )
    since = 0.0 if scope.startswith("tournoi:") else now - SESSION_HOURS * 3600
    boards = _other_boards(conn, scope, since, int(deal.board))
    out = {}
    for side, pair in (("ns", deal.ns), ("eo", deal.ew)):
        found = session_percent(boards, side, pair) if pair else None
        if found is not None:
            out[side] = round(found[0], 2)
    return out


async def with_session(store: Store, incident: Incident, action: Action, now: float) -> Action:
    """The mark's line with the pairs' session percentages of the import (12C2c), or unchanged."""
    line = str(action.payload.get("line", ""))
    deal = incident.deal
    if deal is None or not deal.results or not (deal.ns or deal.ew) or not deal.board.isdigit():
        return action
    try:
        request = parse_line(line)
    except WorksheetError:
        return action
    if request.artificial is None or request.artificial[2] or request.session != (None, None):
        return action  # not an artificial mark in percent, or the director typed his figures
    figures = await store.run(lambda conn: _figures(conn, incident, now))
    if not figures:
        return action
    added = " ".join(f"seance-{side}={french_number(value)}" for side, value in figures.items())
    return replace(action, payload={**action.payload, "line": f"{line.strip()} {added}"})
