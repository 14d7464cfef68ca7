"""An incident and its events as table rows: the JSON written, read back, and refused when damaged."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from bot.incidents.incident import JSON, Action, Actor, Incident, Kind
from bot.incidents.reread import reread
from bot.incidents.storage import DAMAGED, StoreCorrupt

# Plain statements on the hot path: sqlite-utils' insert() reads the table's schema on every call.
INSERT_INCIDENT = (
    "INSERT INTO incidents (seq, id, chat, owner_id, owner_name, topic, state, version, ruling_id, "
    "created_at, updated_at, data) VALUES (:seq, :id, :chat, :owner_id, :owner_name, :topic, :state, "
    ":version, :ruling_id, :created_at, :updated_at, :data)"
)
INSERT_EVENT = (
    "INSERT INTO events (incident_id, version, at, actor_id, actor_name, actor_is_director, kind, payload, "
    "expected_version) VALUES (:incident_id, :version, :at, :actor_id, :actor_name, :actor_is_director, "
    ":kind, :payload, :expected_version)"
)


class Conflict(Exception):
    """Someone else changed the incident first (another process on the same database)."""


@dataclass(frozen=True)
class Event:
    incident_id: str
    version: int
    at: float
    actor: Actor
    action: Action


def incident_row(incident: Incident) -> dict[str, Any]:
    return {
        "id": incident.id,
        "chat": incident.chat,
        "owner_id": incident.owner_id,
        "owner_name": incident.owner_name,
        "topic": incident.topic,
        "state": incident.state.value,
        "version": incident.version,
        "ruling_id": incident.ruling_id,
        "created_at": incident.created_at,
        "updated_at": incident.updated_at,
        "data": incident.to_json(),
    }


def event_row(incident: Incident, actor: Actor, action: Action, at: float) -> dict[str, Any]:
    return {
        "incident_id": incident.id,
        "version": incident.version,
        "at": at,
        "actor_id": actor.id,
        "actor_name": actor.name,
        "actor_is_director": int(actor.is_director),
        "kind": action.kind.value,
        "payload": JSON.encode(action.payload),
        "expected_version": action.expected_version,
    }


def write(
    conn: sqlite3.Connection,
    before: Incident,
    after: Incident,
    actor: Actor,
    action: Action,
    at: float,
) -> None:
    """Inside an open transaction: `after` and its event, or Conflict if `before` moved."""
    cursor = conn.execute(
        "UPDATE incidents SET chat=:chat, topic=:topic, state=:state, version=:version, "
        "ruling_id=:ruling_id, updated_at=:updated_at, data=:data WHERE id=:id AND version=:previous",
        {**incident_row(after), "previous": before.version},
    )
    if cursor.rowcount != 1:
        raise Conflict(after.id)
    conn.execute(INSERT_EVENT, event_row(after, actor, action, at))


def read_incident(data: str) -> Incident:
    """A stored incident; a row SQLite finds sound but whose JSON is damaged is a refusal."""
    try:
        incident = Incident.from_json(data)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise StoreCorrupt(DAMAGED) from None
    return reread(incident)  # an answer stored before a check that now refuses it (tester12 Y11)


def get(conn: sqlite3.Connection, incident_id: str) -> Incident | None:
    row = conn.execute("SELECT data FROM incidents WHERE id = ?", (incident_id,)).fetchone()
    return read_incident(row[0]) if row else None


def select(
    conn: sqlite3.Connection,
    chat: str | None,
    open_only: bool,
    since: float | None,
    limit: int | None,
    owner_id: str | None,
) -> list[Incident]:
    where, params = [], []
    if chat is not None:
        where.append("chat = ?")
        params.append(chat)
    if owner_id is not None:
        where.append("owner_id = ?")
        params.append(owner_id)
    if open_only:
        where.append("state IN ('choosing_topic', 'asking', 'ruled')")
    if since is not None:
        where.append("created_at >= ?")
        params.append(since)
    sql = "SELECT data FROM incidents"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += " ORDER BY seq DESC"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return [read_incident(r[0]) for r in conn.execute(sql, params).fetchall()]


def events(conn: sqlite3.Connection, incident_id: str) -> list[Event]:
    rows = conn.execute(
        "SELECT incident_id, version, at, actor_id, actor_name, actor_is_director, kind, payload, "
        "expected_version FROM events WHERE incident_id = ? ORDER BY version",
        (incident_id,),
    ).fetchall()
    try:
        return [
            Event(
                incident_id=r[0],
                version=r[1],
                at=r[2],
                actor=Actor(r[3], r[4], bool(r[5])),
                action=Action(Kind(r[6]), json.loads(r[7]), r[8]),
            )
            for r in rows
        ]
    except (ValueError, KeyError, TypeError):
        raise StoreCorrupt(DAMAGED) from None
