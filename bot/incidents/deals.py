"""The deals of a club session or an online event, stored (issue 32 §1).

An import (a PBN file, a LIN string or link, a deal typed) is one row of `deal_sessions`, with
one row of `deals` per board. It belongs to a scope: the online event open in the chat it was
imported from (players' or directors' chat), else that chat itself (the terminal is the chat
« terminal »). An incident recording its board (`d 5`, `/donne 5`) takes the deal of that board
from the latest import of its own scope; in a chat without an event, only imports of the last
SESSION_HOURS count, so yesterday's session never lends its board 5 to today's.

Everything is checked before anything is written: a file with one bad deal stores nothing.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.incidents import updates
from bot.incidents.incident import Actor, Incident
from bot.incidents.sheet import Deal as IncidentDeal
from bot.incidents.store import Store
from rules.deals import Board, Deal, HandRecord, Result, span
from rules.deals.model import VULNERABILITY_TEXT
from rules.deals.pbn import clean

SESSION_HOURS = 24
SAME = "deals_same"  # an update that found its content imported already: answered so again
TERMINAL = "terminal"


@dataclass(frozen=True)
class Imported:
    """What an import stored: its id, its scope, its boards, and how many carry results."""

    session_id: int
    scope: str
    numbers: tuple[int, ...]
    with_results: int
    name: str
    already: bool = False  # tester3 L15: the same content as the scope's latest import, not stored again
    notes: tuple[str, ...] = ()  # what the file's reading set aside or found odd (tester6 T4, T13, T31)
    # Tester12 Y16: the boards of the place's earlier imports this one now stands for, with other cards or
    # other conditions (tester14 W16): (board, that import's number, what differs, what it had); they stay
    # stored there.
    replaced: tuple[tuple[int, int, str, str], ...] = ()
    # Tester23 P9: a board added without results (a link, a typed board) keeps the session's results of
    # the board it stands for: (board, that import's number, how many results).
    kept: tuple[tuple[int, int, int], ...] = ()

    def text(self) -> str:
        return self._text() + replaced_text(self.replaced) + kept_text(self.kept) + notes_text(self.notes)

    def _text(self) -> str:
        results = f", {self.with_results} avec les résultats de la séance" if self.with_results else ""
        where = "pour le tournoi en ligne" if self.scope.startswith("tournoi:") else "pour ce salon"
        if self.scope == f"chat:{TERMINAL}":
            where = "pour le terminal"
        name = f" « {self.name} »" if self.name else ""
        if self.already:
            return (
                f"Séance{name} déjà importée {where}, à l'identique (import n° {self.session_id} : "
                f"{span(self.numbers)}{results}) : rien n'est ajouté. Ses donnes servent déjà aux incidents."
            )
        return (
            f"Séance{name} importée {where} : {span(self.numbers)}{results} (import n° {self.session_id}). "
            "Un incident dont la donne est notée (d 5, /donne 5) en reçoit le diagramme."
        )


def replaced_text(replaced: tuple[tuple[int, int, str, str], ...]) -> str:
    """Tester12 Y16: never a silent replacement of a board the place's incidents take their cards from;
    tester14 W16: the same cards with another dealer or vulnerability say that, not « autres cartes »."""
    if not replaced:
        return ""
    by_import: dict[tuple[int, str], list[int]] = {}
    for board, session_id, what, _ in replaced:
        by_import.setdefault((session_id, what), []).append(board)
    lines = [
        f"\nAttention : remplace {span(boards)} de l'import n° {session_id} ({what}) : un incident qui note "
        f"{'cette donne' if len(boards) == 1 else 'ces donnes'} désormais prend {'les cartes' if what == OTHER_CARDS else 'la donne'} de celui-ci ; les "
        "incidents déjà notés gardent les leurs."
        for (session_id, what), boards in by_import.items()
    ]
    if len(replaced) == 1:  # one board typed (a wrong number, 5 for 25): the old cards, to give back
        board, session_id, what, had = replaced[0]
        lines.append(
            f"\nLes cartes de la donne {board} de l'import n° {session_id}, pour la reprendre : {had}"
            if what == OTHER_CARDS
            else f"\nLa donne {board} de l'import n° {session_id}, mêmes cartes, avait : {had}."
        )
    return "".join(lines)


OTHER_CARDS = "autres cartes"


def kept_text(kept: tuple[tuple[int, int, int], ...]) -> str:
    """Tester23 P9: the results a board added without its own keeps from the import it stands for."""
    return "".join(
        f"\nLes {count} résultat{'s' if count > 1 else ''} de la donne {board} dans l'import n° {session_id} "
        f"{'restent' if count > 1 else 'reste'} son terrain (points de match d'une marque ajustée, 12C1c) : si "
        "cette donne n'est pas celle qu'ils ont jouée, réimportez la séance."
        for board, session_id, count in kept
    )


def _difference(old: Deal, new: Deal) -> tuple[str, str] | None:
    """What a board standing for an earlier one changes, and what the earlier one had; None if nothing."""
    if old.hands != new.hands:
        return OTHER_CARDS, old.pbn
    changes = [
        *([f"autre donneur : {old.dealer.french} → {new.dealer.french}"] if old.dealer != new.dealer else []),
        *(
            [
                f"autre vulnérabilité : {VULNERABILITY_TEXT[old.vulnerability]} → "
                f"{VULNERABILITY_TEXT[new.vulnerability]}"
            ]
            if old.vulnerability != new.vulnerability
            else []
        ),
    ]
    return (", ".join(changes), old.conditions) if changes else None


# A file with hundreds of odd rows is said in a few lines and a count: the answer stays one chat
# message (Discord's 2,000 characters, Telegram's 4,096).
MAX_NOTES = 6


def notes_text(notes: tuple[str, ...]) -> str:
    """The reading's notes under the import's answer, at most MAX_NOTES of them, or ""."""
    if not notes:
        return ""
    shown = [f"\n  - {clean(note, 240)}" for note in notes[:MAX_NOTES]]
    if len(notes) > MAX_NOTES:
        shown.append(f"\n  - … et {len(notes) - MAX_NOTES} autres remarques du même genre.")
    return "\nÀ vérifier :" + "".join(shown)


@dataclass(frozen=True)
class Found:
    """A board found for an incident: its deal, the results of the session, the import's id."""

    deal: Deal
    results: tuple[Result, ...]
    session_id: int

    def payload(self) -> dict[str, Any]:
        """What the incident stores (in its `deal` event, so a replay needs no lookup)."""
        return {
            "cards": self.deal.to_dict(),
            "results": [r.to_dict() for r in self.results],
            "import": self.session_id,
        }


def scope_of(conn: sqlite3.Connection, chat: str, incidents: tuple[str, ...] = ()) -> str:
    """The online event an incident opened from one of its calls belongs to (tester10 W14: opened in
    the director's private chat, it saw none of the event's imports), else the open online event of
    this chat (players' first), else the chat itself. `incidents`: the incident and the one it is
    the second irregularity of."""
    for incident_id in incidents:
        row = conn.execute(
            "SELECT tournament_id FROM calls WHERE json_extract(data, '$.incident_id') = ? "
            "ORDER BY id DESC LIMIT 1",
            (incident_id,),
        ).fetchone()
        if row:
            return f"tournoi:{row[0]}"
    row = conn.execute(
        "SELECT id FROM tournaments WHERE (chat = ? OR directors_chat = ?) AND state = 'open' "
        "ORDER BY chat = ? DESC, id DESC LIMIT 1",
        (chat, chat, chat),
    ).fetchone()
    return f"tournoi:{row[0]}" if row else f"chat:{chat}"


def _save(
    conn: sqlite3.Connection,
    chat: str,
    record: HandRecord,
    source: str,
    name: str,
    actor: Actor,
    now: float,
    key: str | None = None,
) -> Imported:
    scope = scope_of(conn, chat)
    boards = [(board.number, _board_data(board)) for board in record.boards]
    # The file's name and Event tag are shown back: no control or bidi character, cut (U8).
    data = {
        "source": source,
        "name": clean(name),
        "event": clean(record.event),
        "date": clean(record.date, 20),
        "hash": _content_hash(record.event, boards),
    }
    conn.execute("BEGIN IMMEDIATE")
    try:
        same = _same_as_latest(conn, scope, data["hash"], now)
        if same is not None:
            updates.record(conn, key, SAME, str(same), now)
            conn.execute("COMMIT")
            return replace(_stored(conn, same), already=True, notes=record.notes)
        replaced = _replaced(conn, scope, boards, now)
        boards, kept = _kept_results(conn, scope, boards, now)
        cursor = conn.execute(
            "INSERT INTO deal_sessions (scope, imported_at, actor_id, actor_name, data) VALUES (?, ?, ?, ?, ?)",
            (scope, now, actor.id, actor.name, json.dumps(data, ensure_ascii=False)),
        )
        session_id = int(cursor.lastrowid or 0)
        conn.executemany(
            "INSERT INTO deals (session_id, board, data) VALUES (?, ?, ?)",
            [(session_id, number, json.dumps(board, ensure_ascii=False)) for number, board in boards],
        )
        # The chat update asking (bot/incidents/updates.py): sent again after a restart, it finds
        # its import stored and is answered from it, never imported twice.
        updates.record(conn, key, "deals", str(session_id), now)
        conn.execute("COMMIT")
    except updates.Repeated as repeated:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        return replace(_stored(conn, int(repeated.target)), already=repeated.kind == SAME, notes=record.notes)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return Imported(
        session_id,
        scope,
        record.numbers,
        sum(1 for b in record.boards if any(not r.aside for r in b.results)),
        data["event"] or data["name"],
        notes=record.notes,
        replaced=replaced,
        kept=kept,
    )


def _replaced(
    conn: sqlite3.Connection, scope: str, boards: list[tuple[int, dict[str, Any]]], now: float
) -> tuple[tuple[int, int, str], ...]:
    """The boards an import stands for from now on in place of an earlier import's, with other cards
    (tester12 Y16), as `_find` would have found them: (board, import number, what differs, what it had)."""
    since = 0.0 if scope.startswith("tournoi:") else now - SESSION_HOURS * 3600
    out = []
    for number, board in boards:
        earlier = _latest(conn, scope, since, number)
        if earlier is None:
            continue
        old = earlier[1].get("deal")
        if old is not None and old != board["deal"]:
            changed = _difference(Deal.from_dict(old), Deal.from_dict(board["deal"]))
            if changed is not None:
                out.append((number, earlier[0], *changed))
    return tuple(out)


def _latest(
    conn: sqlite3.Connection, scope: str, since: float, number: int
) -> tuple[int, dict[str, Any]] | None:
    """The board as `_find` finds it now: (import number, stored data) of the scope's latest import
    holding it, or None."""
    row = conn.execute(
        "SELECT d.session_id, d.data FROM deals d JOIN deal_sessions s ON s.id = d.session_id WHERE s.scope = ? "
        "AND s.imported_at >= ? AND d.board = ? ORDER BY s.imported_at DESC, s.id DESC LIMIT 1",
        (scope, since, number),
    ).fetchone()
    return None if row is None else (int(row[0]), json.loads(row[1]))


def _kept_results(
    conn: sqlite3.Connection, scope: str, boards: list[tuple[int, dict[str, Any]]], now: float
) -> tuple[list[tuple[int, dict[str, Any]]], tuple[tuple[int, int, int], ...]]:
    """Tester23 P9: a board imported without results (one board from a BBO link, corrected cards typed)
    keeps those of the board it stands for, so that a weighted score still ranks each result against
    the session's field (12C1c); the boards as stored, and what was kept."""
    since = 0.0 if scope.startswith("tournoi:") else now - SESSION_HOURS * 3600
    out, kept = [], []
    for number, board in boards:
        earlier = None if board["results"] else _latest(conn, scope, since, number)
        if earlier is not None and earlier[1].get("results"):
            board = {**board, "results": earlier[1]["results"]}
            played = sum(1 for result in board["results"] if not result.get("aside"))
            if played:
                kept.append((number, earlier[0], played))
        out.append((number, board))
    return out, tuple(kept)


def _content_hash(event: str, boards: list[tuple[int, dict[str, Any]]]) -> str:
    """What makes two imports the same: the Event tag, each board's cards and results."""
    text = json.dumps([event, boards], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def _same_as_latest(conn: sqlite3.Connection, scope: str, digest: str, now: float) -> int | None:
    """The scope's latest import when it holds exactly this content and still lends its boards (an
    event's imports always, a chat's for SESSION_HOURS); None otherwise, so the new one is stored."""
    since = 0.0 if scope.startswith("tournoi:") else now - SESSION_HOURS * 3600
    row = conn.execute(
        "SELECT id, data FROM deal_sessions WHERE scope = ? AND imported_at >= ? "
        "ORDER BY imported_at DESC, id DESC LIMIT 1",
        (scope, since),
    ).fetchone()
    if row is None or json.loads(row[1]).get("hash") != digest:
        return None
    return int(row[0])


def _stored(conn: sqlite3.Connection, session_id: int) -> Imported:
    """An import as stored: what its first handling answered."""
    scope, data = conn.execute("SELECT scope, data FROM deal_sessions WHERE id = ?", (session_id,)).fetchone()
    rows = conn.execute(
        "SELECT board, data FROM deals WHERE session_id = ? ORDER BY rowid", (session_id,)
    ).fetchall()
    info = json.loads(data)
    with_results = sum(1 for _, board in rows if json.loads(board).get("results"))
    return Imported(
        session_id,
        scope,
        tuple(int(r[0]) for r in rows),
        with_results,
        info.get("event") or info.get("name") or "",
    )


def _board_data(board: Board) -> dict[str, Any]:
    return {"deal": board.deal.to_dict(), "results": [r.to_dict() for r in board.results]}


@dataclass(frozen=True)
class Absent:
    """No import of the scope holds the board: the boards the latest one has."""

    board: int
    numbers: tuple[int, ...]

    def text(self) -> str:
        return (
            f"La donne {self.board} n'est pas dans les donnes importées ici ({span(self.numbers)}) : importez "
            "la séance qui la contient (en discussion : fichier PBN, ou /donnes avec un lien BBO, un LIN ou la "
            f"donne tapée ; au terminal, hors session : arbitre donnes importer seance.pbn, ou arbitre donnes "
            f"ajouter {self.board} N:…), puis notez de nouveau la donne (d {self.board})."
        )


def _find(
    conn: sqlite3.Connection, chat: str, board: int, now: float, incidents: tuple[str, ...] = ()
) -> Found | Absent | None:
    """The board's deal from the scope's latest import holding it; Absent when the scope has
    imports but none holds it; None when it has none (nothing to say)."""
    scope = scope_of(conn, chat, incidents)
    since = 0.0 if scope.startswith("tournoi:") else now - SESSION_HOURS * 3600
    row = conn.execute(
        "SELECT d.session_id, d.data FROM deals d JOIN deal_sessions s ON s.id = d.session_id "
        "WHERE s.scope = ? AND s.imported_at >= ? AND d.board = ? ORDER BY s.imported_at DESC, s.id DESC LIMIT 1",
        (scope, since, board),
    ).fetchone()
    if row is None:
        boards = conn.execute(
            "SELECT DISTINCT d.board FROM deals d JOIN deal_sessions s ON s.id = d.session_id "
            "WHERE s.scope = ? AND s.imported_at >= ? ORDER BY d.board",
            (scope, since),
        ).fetchall()
        return Absent(board, tuple(int(b[0]) for b in boards)) if boards else None
    data = json.loads(row[1])
    return Found(
        Deal.from_dict(data["deal"]), tuple(Result.from_dict(r) for r in data["results"]), int(row[0])
    )


def _sessions(
    conn: sqlite3.Connection, chat: str, limit: int
) -> list[tuple[int, float, str, str, list[int]]]:
    scope = scope_of(conn, chat)
    rows = conn.execute(
        "SELECT id, imported_at, actor_name, data FROM deal_sessions WHERE scope = ? ORDER BY imported_at DESC, "
        "id DESC LIMIT ?",
        (scope, limit),
    ).fetchall()
    found = []
    for session_id, at, who, data in rows:
        boards = [
            r[0]
            for r in conn.execute(
                "SELECT board FROM deals WHERE session_id = ? ORDER BY board", (session_id,)
            )
        ]
        info = json.loads(data)
        found.append(
            (int(session_id), float(at), str(who), str(info.get("event") or info.get("name") or ""), boards)
        )
    return found


class DealBook:
    """The stored deals, through the store's writer thread (async for the chats, sync for the CLI)."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock  # the engine's: an import and a lookup read the same time

    async def save(
        self, chat: str, record: HandRecord, source: str, name: str, actor: Actor, now: float | None = None
    ) -> Imported:
        moment = self.clock() if now is None else now
        key = updates.next_key()  # taken here, in the handler's context, not on the store's thread
        return await self.store.run(lambda conn: _save(conn, chat, record, source, name, actor, moment, key))

    def save_sync(
        self, chat: str, record: HandRecord, source: str, name: str, actor: Actor, now: float | None = None
    ) -> Imported:
        moment = self.clock() if now is None else now
        return self.store.run_sync(
            lambda: _save(self.store.db.conn, chat, record, source, name, actor, moment)
        )

    async def find(
        self, chat: str, board: int, now: float | None = None, incidents: tuple[str, ...] = ()
    ) -> Found | Absent | None:
        moment = self.clock() if now is None else now
        return await self.store.run(lambda conn: _find(conn, chat, board, moment, incidents))

    async def sessions(self, chat: str, limit: int = 5) -> list[tuple[int, float, str, str, list[int]]]:
        return await self.store.run(lambda conn: _sessions(conn, chat, limit))

    def sessions_sync(self, chat: str, limit: int = 5) -> list[tuple[int, float, str, str, list[int]]]:
        return self.store.run_sync(lambda: _sessions(self.store.db.conn, chat, limit))


def carried_cards(deal: IncidentDeal) -> dict[str, Any] | None:
    """An incident's cards as a `deal` action carries them (a hand-over, a follow-up)."""
    if deal.cards is None:
        return None
    return {"cards": deal.cards.to_dict(), "results": [r.to_dict() for r in deal.results]}


def cards_message(deal: IncidentDeal, found: Found | Absent | None) -> str | None:
    """What the director is told after recording a board: its cards were found, or that the
    imports of this place do not hold it (nothing when the place has no import at all)."""
    if isinstance(found, Absent):
        return found.text()
    if deal.cards is not None and isinstance(found, Found):
        return f"Donne {deal.board} : les cartes de la séance importée ({deal.cards.conditions})."
    return None


def sessions_text(found: list[tuple[int, float, str, str, list[int]]]) -> str:
    """The last imports of a place, most recent first, in French."""
    if not found:
        return (
            "Aucune donne importée ici. « arbitre donnes importer FICHIER.pbn » (terminal), ou envoyez le fichier "
            "PBN au bot, ou /donnes avec un lien BBO ou un LIN (chats)."
        )
    lines = ["Donnes importées (la plus récente d'abord) :"]
    for session_id, at, who, name, boards in found:
        when = time.strftime("%d/%m/%Y %H:%M", time.localtime(at))
        title = f" « {name} »" if name else ""
        lines.append(f"  n° {session_id}{title} — {span(boards)} — le {when} par {who}")
    return "\n".join(lines)


# --- privacy: what an import holds about people is who imported it ---------------------


def anonymous_results(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A score table's rows with the pairs kept only when they are numbers: a file may name the
    pairs in its PairId columns (reliability trial 2026-11-29, U5); contracts and scores stay."""
    return [
        {
            **row,
            **{side: row[side] if _numbered(row.get(side)) else "" for side in ("ns", "ew") if side in row},
        }
        for row in results
    ]


def _numbered(value: object) -> bool:
    return isinstance(value, str) and value.isascii() and value.isdigit()


def anonymise_sessions(conn: sqlite3.Connection, before: float) -> int:
    """Imports older than `before`: the director who imported becomes « Personne », the file's own
    name and its Event tag (which may name people or a club's private event) are dropped, and the
    score tables keep only pair numbers; the cards, contracts and scores stay."""
    rows = conn.execute("SELECT id, data FROM deal_sessions WHERE imported_at < ?", (before,)).fetchall()
    for session_id, data in rows:
        info = json.loads(data)
        info["name"] = ""
        info["event"] = ""
        info.pop("hash", None)  # made from the names too: a test of a guessed file must find nothing
        conn.execute(
            "UPDATE deal_sessions SET actor_id = 'Personne', actor_name = 'Personne', data = ? WHERE id = ?",
            (json.dumps(info, ensure_ascii=False), session_id),
        )
        boards = conn.execute("SELECT rowid, data FROM deals WHERE session_id = ?", (session_id,)).fetchall()
        for rowid, board_text in boards:
            board = json.loads(board_text)
            if board.get("results"):
                board["results"] = anonymous_results(board["results"])
                conn.execute(
                    "UPDATE deals SET data = ? WHERE rowid = ?",
                    (json.dumps(board, ensure_ascii=False), rowid),
                )
    return len(rows)


def purge_sessions(conn: sqlite3.Connection, before: float) -> int:
    """Delete the imports older than `before` and their deals (an incident keeps its own copy)."""
    ids = [r[0] for r in conn.execute("SELECT id FROM deal_sessions WHERE imported_at < ?", (before,))]
    for session_id in ids:
        conn.execute("DELETE FROM deals WHERE session_id = ?", (session_id,))
        conn.execute("DELETE FROM deal_sessions WHERE id = ?", (session_id,))
        conn.execute("DELETE FROM handled_updates WHERE kind = 'deals' AND target = ?", (str(session_id),))
    return len(ids)


def stale_position(incident: Incident) -> str | None:
    """Tester9 T11: the claim's position was counted on other cards than the board now recorded (the first
    incident's board corrected, and passed to this one): its count, and the tricks ruled from it, are not
    this board's. Said in French, or None when the position fits the board (or either is unknown)."""
    count = incident.claim_count
    deal = incident.deal
    if count is None or deal is None or deal.cards is None:
        return None
    misfit = count.misfit(deal.cards.pbn, f"sur la donne {deal.board}")
    if misfit is None:
        return None
    return (
        f"La position de la revendication de l'incident #{incident.id} a été donnée sur d'autres cartes que "
        f"la donne {deal.board} ({misfit[0].lower()}{misfit[1:]}) : son compte et les levées attribuées ne "
        "valent pas pour cette donne. Redonnez la position (p …, levees= sur cette donne), puis revoyez les "
        "levées attribuées."
    )
