"""The database's schema: each migration step, in order, and the columns the code reads."""

from __future__ import annotations

# Each entry moves the schema one version up; never edit an entry once released.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE incidents (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        chat TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        owner_name TEXT NOT NULL,
        topic TEXT,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        ruling_id TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX incidents_chat ON incidents (chat, updated_at);
    CREATE INDEX incidents_state ON incidents (state, updated_at);
    CREATE TABLE events (
        incident_id TEXT NOT NULL REFERENCES incidents (id),
        version INTEGER NOT NULL,
        at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        actor_is_director INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        expected_version INTEGER,
        PRIMARY KEY (incident_id, version)
    );
    """,
    # 2: online events and their queue of director calls (bot/events/).
    """
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        chat TEXT NOT NULL,
        directors_chat TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        opened_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX tournaments_chat ON tournaments (chat, state);
    CREATE INDEX tournaments_directors ON tournaments (directors_chat, state);
    CREATE TABLE calls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        created_at REAL NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX calls_queue ON calls (tournament_id, state, created_at);
    CREATE TABLE call_events (
        call_id INTEGER NOT NULL REFERENCES calls (id),
        version INTEGER NOT NULL,
        at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (call_id, version)
    );
    """,
    # 3: peer polls for a logical alternative (bot/polls/); votes keyed by a hash.
    """
    CREATE TABLE polls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        incident_id TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        deadline REAL NOT NULL,
        salt TEXT NOT NULL,
        platform_ref TEXT,
        data TEXT NOT NULL
    );
    CREATE INDEX polls_open ON polls (state, deadline);
    CREATE INDEX polls_incident ON polls (incident_id);
    CREATE TABLE poll_votes (
        poll_id INTEGER NOT NULL REFERENCES polls (id),
        voter TEXT NOT NULL,
        selected TEXT NOT NULL,
        considered TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (poll_id, voter)
    );
    """,
    # 4: at-least-once calls (issue 22 R2): the platform's update a call came from, stored once;
    # when the caller was answered and when the directors were shown it (posted again at start).
    """
    ALTER TABLE calls ADD COLUMN source TEXT;
    ALTER TABLE calls ADD COLUMN acked_at REAL;
    ALTER TABLE calls ADD COLUMN posted_at REAL;
    CREATE UNIQUE INDEX calls_source ON calls (source);
    """,
    # 5: the deals of a club session or an online event (issue 32, bot/incidents/deals.py): one row
    # per import, one per board. « IF NOT EXISTS »: safe whatever the order of the other steps.
    """
    CREATE TABLE IF NOT EXISTS deal_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        scope TEXT NOT NULL,
        imported_at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS deal_sessions_scope ON deal_sessions (scope, imported_at);
    CREATE TABLE IF NOT EXISTS deals (
        session_id INTEGER NOT NULL REFERENCES deal_sessions (id),
        board INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (session_id, board)
    );
    """,
    # 6 (issue 30 T2, T11, T12): every update once — the key of each change a chat update stored
    # (bot/incidents/updates.py); the event boards' messages, edited again after a restart; the
    # calls whose own message was being posted when the process stopped. Idempotent.
    """
    CREATE TABLE IF NOT EXISTS handled_updates (
        key TEXT PRIMARY KEY,
        at REAL NOT NULL,
        kind TEXT NOT NULL,
        target TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS handled_updates_at ON handled_updates (at);
    CREATE TABLE IF NOT EXISTS board_messages (
        tournament_id TEXT NOT NULL,
        chat TEXT NOT NULL,
        refs TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (tournament_id, chat)
    );
    CREATE TABLE IF NOT EXISTS call_posting (
        call_id INTEGER PRIMARY KEY,
        at REAL NOT NULL
    );
    """,
    # 7: a command typed in a directors' group serving several events, waiting for « which event? »
    # (bot/events/choices.py): kept across a restart, for the director who typed it. Idempotent.
    """
    CREATE TABLE IF NOT EXISTS event_choices (
        chat TEXT NOT NULL,
        user_id TEXT NOT NULL,
        what TEXT NOT NULL,
        payload TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (chat, user_id, what)
    );
    """,
)


# What the code reads: checked at start, after the migrations.
SCHEMA_COLUMNS = {
    "incidents": {"seq", "id", "chat", "owner_id", "owner_name", "topic", "state", "version", "data"},
    "events": {
        "incident_id",
        "version",
        "at",
        "actor_id",
        "actor_name",
        "actor_is_director",
        "kind",
        "payload",
    },
}
