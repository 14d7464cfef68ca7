"""Anonymise and purge beyond the incidents (issue 23, R3): online events with their calls and
call history, and the peer polls of an incident with their votes.

Each function runs inside the caller's transaction (bot/privacy/retention.py) on the store's connection and
touches the rows as stored JSON, so it does not depend on how bot/events/model.py or bot/polls/model.py
build them: bot/privacy/personal.py knows which keys name a person.

- An event is finished when a director closed it; its calls and their history go with it. An
  event still open is never touched, however old (a director closes it with /tournoi fermer).
- A poll belongs to its incident: anonymised with it (the hand is free text, the voters' salt is
  erased so a vote can no longer be matched to anyone), deleted with it.
- A call of a still-running event that points to a purged incident loses the link.
"""

from __future__ import annotations

import json
import sqlite3

from bot.privacy.personal import ERASED_TEXT, Pseudonyms, anonymous_chat


def finished_events(conn: sqlite3.Connection, before: float, idle_expiry: float, now: float) -> list[int]:
    """Closed events whose last activity is older than `before` (`idle_expiry` and `now` are
    the incidents' rule, kept in the signature so both follow one call)."""
    rows = conn.execute(
        "SELECT t.id, t.state, t.opened_at, t.data, MAX(e.at) FROM tournaments t "
        "LEFT JOIN calls c ON c.tournament_id = t.id LEFT JOIN call_events e ON e.call_id = c.id "
        "GROUP BY t.id"
    ).fetchall()
    chosen = []
    for event_id, state, opened_at, data, last_call in rows:
        closed_at = json.loads(data).get("closed_at") if data else None
        last = max(x for x in (opened_at, last_call, closed_at) if x is not None)
        if last < before and state == "closed":
            chosen.append(event_id)
    return chosen


def calls_of(conn: sqlite3.Connection, event_id: int) -> list[int]:
    return [r[0] for r in conn.execute("SELECT id FROM calls WHERE tournament_id = ?", (event_id,))]


def anonymise_event(conn: sqlite3.Connection, event_id: int) -> int:
    """Pseudonyms for the directors and callers of one event, its calls and their history;
    the calls' reasons erased. Returns the number of calls."""
    people = Pseudonyms()
    (event_text,) = conn.execute("SELECT data FROM tournaments WHERE id = ?", (event_id,)).fetchone()
    event = json.loads(event_text)
    people.learn(event)
    calls = calls_of(conn, event_id)
    marks = ",".join("?" * len(calls))
    call_rows = conn.execute(f"SELECT id, data FROM calls WHERE id IN ({marks})", calls).fetchall()
    history = conn.execute(
        f"SELECT call_id, version, actor_id, actor_name, data FROM call_events WHERE call_id IN ({marks}) "
        "ORDER BY at, call_id, version",
        calls,
    ).fetchall()
    for _, _, actor_id, actor_name, data in history:
        people.person(actor_id, actor_name)
        people.learn(json.loads(data))
    for _, data in call_rows:
        people.learn(json.loads(data))
    clean = people.scrub(event)
    conn.execute(
        "UPDATE tournaments SET chat = ?, directors_chat = ?, data = ? WHERE id = ?",
        (
            anonymous_chat(str(clean.get("chat", ""))),
            anonymous_chat(str(clean.get("directors_chat", ""))),
            json.dumps(clean, ensure_ascii=False),
            event_id,
        ),
    )
    for call_id, data in call_rows:
        conn.execute(
            "UPDATE calls SET data = ? WHERE id = ?",
            (json.dumps(people.scrub(json.loads(data)), ensure_ascii=False), call_id),
        )
    for call_id, version, actor_id, actor_name, data in history:
        pseudonym = people.person(actor_id, actor_name)
        conn.execute(
            "UPDATE call_events SET actor_id = ?, actor_name = ?, data = ? WHERE call_id = ? AND version = ?",
            (
                pseudonym,
                pseudonym if actor_id != "system" else actor_name,
                json.dumps(people.scrub(json.loads(data)), ensure_ascii=False),
                call_id,
                version,
            ),
        )
    return len(calls)


def purge_event(conn: sqlite3.Connection, event_id: int) -> int:
    """Delete one event, its calls and their history. Returns the number of calls."""
    calls = calls_of(conn, event_id)
    for call_id in calls:
        conn.execute("DELETE FROM call_events WHERE call_id = ?", (call_id,))
        conn.execute("DELETE FROM call_posting WHERE call_id = ?", (call_id,))
        conn.execute("DELETE FROM handled_updates WHERE kind = 'call' AND target = ?", (str(call_id),))
        conn.execute("DELETE FROM calls WHERE id = ?", (call_id,))
    # Its boards' message ids and the keys of the updates that changed it (issue 30 T2, T12).
    conn.execute("DELETE FROM board_messages WHERE tournament_id = ?", (str(event_id),))
    conn.execute(
        "DELETE FROM handled_updates WHERE kind IN ('tournament', 'export') AND target = ?", (str(event_id),)
    )
    conn.execute("DELETE FROM tournaments WHERE id = ?", (event_id,))
    return len(calls)


def anonymise_polls(conn: sqlite3.Connection, incident_id: str, people: Pseudonyms) -> None:
    """The incident's polls, with the incident's pseudonyms: owner, chat, hand; votes unlinkable."""
    rows = conn.execute("SELECT id, state, data FROM polls WHERE incident_id = ?", (incident_id,)).fetchall()
    for poll_id, state, data in rows:
        poll = json.loads(data)
        poll["text"] = ERASED_TEXT if poll.get("text") else poll.get("text")
        conn.execute(
            "UPDATE polls SET data = ? WHERE id = ?",
            (json.dumps(people.scrub(poll), ensure_ascii=False), poll_id),
        )
        if state != "open":  # an open poll still needs the salt to refuse a second vote
            conn.execute("UPDATE polls SET salt = '' WHERE id = ?", (poll_id,))
            conn.execute("DELETE FROM poll_votes WHERE poll_id = ?", (poll_id,))


def purge_polls(conn: sqlite3.Connection, incident_id: str) -> None:
    for (poll_id,) in conn.execute("SELECT id FROM polls WHERE incident_id = ?", (incident_id,)).fetchall():
        conn.execute("DELETE FROM poll_votes WHERE poll_id = ?", (poll_id,))
        conn.execute("DELETE FROM polls WHERE id = ?", (poll_id,))


def unlink_calls(conn: sqlite3.Connection, incident_id: str) -> None:
    """Calls (and their history) that still name a deleted incident forget it."""
    for table, key in (("calls", "id"), ("call_events", "rowid")):
        rows = conn.execute(
            f"SELECT {key}, data FROM {table} WHERE json_extract(data, '$.incident_id') = ?", (incident_id,)
        ).fetchall()
        for row_key, data in rows:
            call = json.loads(data)
            call["incident_id"] = None
            conn.execute(
                f"UPDATE {table} SET data = ? WHERE {key} = ?",
                (json.dumps(call, ensure_ascii=False), row_key),
            )


def purge_orphans(conn: sqlite3.Connection) -> int:
    """What an older Arbitre's purge left behind (issue 23, R3): polls and votes of incidents that
    no longer exist, and calls still naming them. Returns the number of polls deleted."""
    orphans = [
        r[0]
        for r in conn.execute(
            "SELECT DISTINCT incident_id FROM polls WHERE incident_id NOT IN (SELECT id FROM incidents)"
        )
    ]
    polls = 0
    for incident_id in orphans:
        polls += int(
            conn.execute("SELECT COUNT(*) FROM polls WHERE incident_id = ?", (incident_id,)).fetchone()[0]
        )
        purge_polls(conn, incident_id)
    linked = conn.execute(
        "SELECT DISTINCT json_extract(data, '$.incident_id') FROM calls "
        "WHERE json_extract(data, '$.incident_id') IS NOT NULL "
        "AND json_extract(data, '$.incident_id') NOT IN (SELECT id FROM incidents)"
    ).fetchall()
    for (incident_id,) in linked:
        unlink_calls(conn, str(incident_id))
    return polls
