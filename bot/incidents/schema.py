"""Is this file exactly an Arbitre database? (issue 23 R5, issue 30 T6)

`restore` and `doctor` accept a file only when its schema is exactly what this Arbitre's migrations
(bot/incidents/migrations.py, MIGRATIONS) create for its `user_version`: the same tables, columns, indexes,
and no trigger, view or table of anyone else's; and when every JSON column of every row reads back as
JSON of a sane depth. A trigger can hand every incident to a stranger or eat notes right after they
are acknowledged, an extra table can keep a copy of what purge deletes, and a row nested 100,000
deep makes every start fail: none of them passes SQLite's own integrity check.

The expected schema is computed by running the migrations themselves on an empty database, so a
table added by a later migration is covered as soon as it is written. Each JSON column is named in
JSON_COLUMNS (tests/bot/test_schema_exact.py fails when a migration adds a `data` or `payload`
column without naming it here).
"""

from __future__ import annotations

import json
import sqlite3
from functools import cache

from bot.incidents.migrations import MIGRATIONS

# Table -> its columns holding JSON, as the code writes them.
JSON_COLUMNS: dict[str, tuple[str, ...]] = {
    "incidents": ("data",),
    "events": ("payload",),
    "tournaments": ("data",),
    "calls": ("data",),
    "call_events": ("data",),
    "polls": ("data",),
    "poll_votes": ("considered",),
    "deal_sessions": ("data",),  # issue 32: a session's imported deals
    "deals": ("data",),
    "event_choices": ("payload",),  # a command waiting for « which event? » (bot/events/choices.py)
}
MAX_DEPTH = 32  # Arbitre's own rows nest 5 deep at most; 100,000 deep is an attack (T6)
_KINDS = {"table": "table", "index": "index", "trigger": "déclencheur", "view": "vue"}

Objects = dict[tuple[str, str], tuple[str, str]]  # (type, name) -> (table, SQL text, normalised)


def _normal(sql: str | None) -> str:
    return " ".join((sql or "").split())


def objects(conn: sqlite3.Connection) -> Objects:
    """Every object of the schema: tables, indexes (SQLite's own included), triggers and views."""
    return {
        (kind, name): (table, _normal(sql))
        for kind, name, table, sql in conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master")
    }


@cache
def expected_objects(version: int) -> Objects:
    """The schema after the first `version` migrations, as the code creates it."""
    conn = sqlite3.connect(":memory:")
    try:
        for script in MIGRATIONS[:version]:
            conn.executescript(script)
        return objects(conn)
    finally:
        conn.close()


@cache
def expected_schema(version: int) -> dict[str, set[str]]:
    """Tables and their columns after the first `version` migrations."""
    conn = sqlite3.connect(":memory:")
    try:
        for script in MIGRATIONS[:version]:
            conn.executescript(script)
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {
            t: {r[1] for r in conn.execute(f'PRAGMA table_info("{t}")')}
            for t in tables
            if not t.startswith("sqlite_")
        }
    finally:
        conn.close()


def _what(key: tuple[str, str], table: str) -> str:
    kind, name = key
    text = f"{_KINDS.get(kind, kind)} « {name[:60]} »"
    return text if kind == "table" else f"{text} (sur {table[:60]})"


def schema_problem(conn: sqlite3.Connection) -> str | None:
    """Why the file open on `conn` is not exactly an Arbitre database this code can use, in French;
    None when it is one, or when it is empty (a new database)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    found = objects(conn)
    if version > len(MIGRATIONS):
        return f"schéma en version {version}, plus récent que cet Arbitre (version {len(MIGRATIONS)}) : mettez Arbitre à jour"
    if version < 0:
        return f"ce n'est pas une base d'Arbitre (schéma en version {version})"
    if version == 0:
        if not found:
            return None
        tables = sorted(name for kind, name in found if kind == "table")
        return "ce n'est pas une base d'Arbitre (schéma en version 0 avec " + (
            "des tables : " + ", ".join(tables) + ")" if tables else "des objets SQL)"
        )
    expected = expected_objects(version)
    for table, columns in expected_schema(version).items():
        if ("table", table) not in found:
            return f"ce n'est pas une base d'Arbitre (table {table} absente, schéma en version {version})"
        missing_columns = columns - {c[1] for c in conn.execute(f'PRAGMA table_info("{table}")')}
        if missing_columns:
            return (
                f"ce n'est pas une base d'Arbitre (table {table} sans les colonnes "
                f"{', '.join(sorted(missing_columns))})"
            )
    missing = sorted(set(expected) - set(found))
    if missing:
        return f"ce n'est pas une base d'Arbitre ({_what(missing[0], expected[missing[0]][0])} absent, schéma en version {version})"
    extra = sorted(set(found) - set(expected))
    if extra:
        listed = ", ".join(_what(key, found[key][0]) for key in extra[:3])
        more = f" et {len(extra) - 3} autre(s)" if len(extra) > 3 else ""
        return (
            f"la base contient ce qu'Arbitre n'y met pas : {listed}{more}. Une copie modifiée à la main ou par un "
            "autre programme n'est pas restaurée"
        )
    changed = sorted(key for key in expected if found[key] != expected[key])
    if changed:
        return (
            f"ce n'est pas une base d'Arbitre : {_what(changed[0], found[changed[0]][0])} n'a pas la définition "
            f"qu'Arbitre lui donne (schéma en version {version})"
        )
    return None


def _depth(value: object) -> int:
    """How deep `value` nests, without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            break
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def json_problem(conn: sqlite3.Connection) -> str | None:
    """The first row whose JSON does not read back (damaged, or nested deeper than MAX_DEPTH), in
    French; None when every JSON column of every row reads. Run after schema_problem."""
    tables = {name for kind, name in objects(conn) if kind == "table"}
    for table, columns in JSON_COLUMNS.items():
        if table not in tables:
            continue
        for column in columns:
            for rowid, text in conn.execute(f'SELECT rowid, "{column}" FROM "{table}"'):
                try:
                    value = json.loads(text)
                except (TypeError, ValueError, RecursionError):
                    return f"ligne {rowid} de la table {table} illisible (colonne {column} : JSON invalide)"
                if _depth(value) > MAX_DEPTH:
                    return (
                        f"ligne {rowid} de la table {table} illisible (colonne {column} : JSON imbriqué sur plus "
                        f"de {MAX_DEPTH} niveaux)"
                    )
    return None
