"""Personal data in the incident log, for a club bound by the GDPR.

What an incident holds about people: the display name and platform id of whoever opened it or
acted on it, and the director's free-text notes (which often name players). The rulings, the
answers and the times are not personal. Two operations, both on finished incidents only:

- anonymise: names and ids become « Personne 1 », « Personne 2 » … (the same person keeps the
  same pseudonym within an incident, so the log still reads), and note texts are erased, since
  free text cannot be searched for names reliably;
- purge: the incidents and their events are deleted.

`ARBITRE_RETENTION_DAYS` (bot/config.py; default 365) anonymises automatically, at every start, the incidents
finished for longer than that. An incident is finished when abandoned or expired, or when it has
been idle longer than the incident expiry (it would expire at its next action).
"""

from __future__ import annotations

import json
import sqlite3
import sys
import time
from dataclasses import dataclass

from bot.config import Config
from bot.dates import parse_day
from bot.incident import State
from bot.store import Store

ERASED_NOTE = "[note effacée (données personnelles)]"
PSEUDONYM = "Personne {n}"
_FINISHED = (State.ABANDONED.value, State.EXPIRED.value)


@dataclass(frozen=True)
class Outcome:
    incidents: int
    events: int
    skipped_open: int  # still in progress: left alone


def _candidates(
    conn: sqlite3.Connection, before: float, idle_expiry: float, now: float
) -> tuple[list[str], int]:
    """Incidents last changed before `before` and finished; the count of the open ones left alone."""
    rows = conn.execute(
        "SELECT id, state, updated_at FROM incidents WHERE updated_at < ?", (before,)
    ).fetchall()
    chosen, skipped = [], 0
    for incident_id, state, updated_at in rows:
        if state in _FINISHED or now - updated_at > idle_expiry:
            chosen.append(incident_id)
        else:
            skipped += 1
    return chosen, skipped


def anonymise_before(store: Store, before: float, idle_expiry: float, now: float | None = None) -> Outcome:
    """Replace names, ids and note texts of the finished incidents older than `before`."""
    moment = time.time() if now is None else now

    def work() -> Outcome:
        conn = store.db.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            chosen, skipped = _candidates(conn, before, idle_expiry, moment)
            events = 0
            for incident_id in chosen:
                events += _anonymise_one(conn, incident_id)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return Outcome(len(chosen), events, skipped)

    return store.run_sync(work)


def _anonymise_one(conn: sqlite3.Connection, incident_id: str) -> int:
    pseudonyms: dict[str, str] = {}

    def pseudonym(person_id: str) -> str:
        if person_id == "system":
            return person_id
        return pseudonyms.setdefault(person_id, PSEUDONYM.format(n=len(pseudonyms) + 1))

    owner_id, data_text = conn.execute(
        "SELECT owner_id, data FROM incidents WHERE id = ?", (incident_id,)
    ).fetchone()
    owner = pseudonym(owner_id)
    events = conn.execute(
        "SELECT version, actor_id, actor_name, kind, payload FROM events WHERE incident_id = ? ORDER BY version",
        (incident_id,),
    ).fetchall()
    note_authors: dict[str, str] = {}
    for version, actor_id, actor_name, kind, payload in events:
        name = pseudonym(actor_id) if actor_id != "system" else actor_name
        note_authors.setdefault(actor_name, name)
        new_payload = payload
        if kind == "note":
            new_payload = json.dumps({**json.loads(payload), "text": ERASED_NOTE}, ensure_ascii=False)
        conn.execute(
            "UPDATE events SET actor_id = ?, actor_name = ?, payload = ? WHERE incident_id = ? AND version = ?",
            (name if actor_id != "system" else actor_id, name, new_payload, incident_id, version),
        )
    data = json.loads(data_text)
    data["owner_id"] = owner
    data["owner_name"] = owner
    data["notes"] = [[at, note_authors.get(author, author), ERASED_NOTE] for at, author, _ in data["notes"]]
    conn.execute(
        "UPDATE incidents SET owner_id = ?, owner_name = ?, data = ? WHERE id = ?",
        (owner, owner, json.dumps(data, ensure_ascii=False), incident_id),
    )
    return len(events)


def purge_before(store: Store, before: float, idle_expiry: float, now: float | None = None) -> Outcome:
    """Delete the finished incidents older than `before`, with their events."""
    moment = time.time() if now is None else now

    def work() -> Outcome:
        conn = store.db.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            chosen, skipped = _candidates(conn, before, idle_expiry, moment)
            events = 0
            for incident_id in chosen:
                events += conn.execute("DELETE FROM events WHERE incident_id = ?", (incident_id,)).rowcount
                conn.execute("DELETE FROM incidents WHERE id = ?", (incident_id,))
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return Outcome(len(chosen), events, skipped)

    return store.run_sync(work)


def apply_retention(store: Store, config: Config, now: float | None = None) -> Outcome | None:
    """At start-up: anonymise what the retention setting says is too old. None when switched off."""
    days = config.retention_days
    idle_expiry = config.idle_expiry_hours * 3600
    if days is None:
        return None
    moment = time.time() if now is None else now
    return anonymise_before(store, moment - days * 86_400, idle_expiry, moment)


def command(config: Config, action: str, before_text: str, confirmed: bool) -> int:
    """`arbitre incidents purge|anonymiser --avant DATE [--oui]`; prints French, returns the exit code."""
    try:
        before = parse_day(before_text)
    except ValueError as error:
        print(f"arbitre : {error}", file=sys.stderr)
        return 2
    if before > time.time():
        print("arbitre : la date doit être passée.", file=sys.stderr)
        return 2
    if not config.database.exists():
        print(f"Rien à faire : aucune base ({config.database} absente).")
        return 0
    idle_expiry = config.idle_expiry_hours * 3600
    store = Store(config.database).open_sync()
    try:
        if not confirmed:

            def count() -> tuple[list[str], int]:
                return _candidates(store.db.conn, before, idle_expiry, time.time())

            chosen, skipped = store.run_sync(count)
            verb = "effacés" if action == "purge" else "anonymisés"
            print(
                f"{len(chosen)} incident(s) terminé(s) avant le {before_text} seraient {verb}"
                f" ({skipped} encore en cours, laissés de côté). Relancez avec --oui pour le faire."
            )
            return 0
        operation = purge_before if action == "purge" else anonymise_before
        outcome = operation(store, before, idle_expiry)
    finally:
        store.close_sync()
    done = (
        "effacé(s) avec leurs événements" if action == "purge" else "anonymisé(s) (noms, identifiants, notes)"
    )
    print(
        f"{outcome.incidents} incident(s) {done} ; {outcome.skipped_open} encore en cours, laissé(s) de côté."
    )
    return 0
