"""Personal data in the incident log, for a club bound by the GDPR.

What Arbitre holds about people: the display name and platform id of whoever opened an incident or
acted on it, the private chat it was opened in (on Telegram, the user's own id) and its name
(« privé avec … »), the director's free-text notes (which often name players); for online events,
the callers and directors of each call, the call's free-text reason and its history; for peer polls,
the director, the hand as typed and the voters' keys; for a session's imported deals, who imported
them and the file's name (the cards and the pairs' numbers are not personal). The rulings, the answers
and the times are not personal. Two operations, both on finished incidents and events only:

- anonymise: names and ids become « Personne 1 », « Personne 2 » … (the same person keeps the
  same pseudonym within an incident or an event, so the log still reads), private chats become
  « privé », and free texts are erased, since they cannot be searched for names reliably
  (bot/privacy/personal.py);
- purge: the incidents and their events, polls and votes are deleted, and so are the finished
  online events with their calls; a call of a running event forgets a deleted incident; the
  imports of deals older than the date go too (an incident keeps its own copy of its board).

`ARBITRE_RETENTION_DAYS` (bot/config.py; default 365) anonymises automatically, at every start, the
incidents and events finished for longer than that. An incident is finished when abandoned or
expired, or when it has been idle longer than the incident expiry (it would expire at its next
action); an event when a director closed it (an open event is never touched).
"""

from __future__ import annotations

import json
import sqlite3
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.config import Config
from bot.dates import parse_day, parse_moment
from bot.incidents import deals
from bot.incidents.incident import State
from bot.incidents.store import Store
from bot.privacy import events as pe
from bot.privacy.personal import ERASED_NOTE, PSEUDONYM, Pseudonyms, anonymous_chat

__all__ = ["ERASED_NOTE", "PSEUDONYM", "Outcome", "anonymise_before", "apply_retention", "purge_before"]
# Ended: abandoned, expired, or ruled (tester4 F9): a decision given is the normal end of an incident,
# its ruling, answers and score stay (anonymised) or go (purged); only one still being asked is kept.
_FINISHED = (State.ABANDONED.value, State.EXPIRED.value, State.RULED.value)
KEPT = (
    "encore en cours (questions sans décision), laissé(s) de côté ; une décision rendue compte comme terminée"
)


@dataclass(frozen=True)
class Outcome:
    incidents: int
    events: int
    skipped_open: int  # still in progress: left alone
    tournaments: int = 0  # online events (with their calls)
    calls: int = 0
    deal_imports: int = 0  # imports of a session's deals (who imported them; issue 32)


def _candidates(
    conn: sqlite3.Connection, before: float, idle_expiry: float, now: float
) -> tuple[list[str], int]:
    """Incidents last acted on before `before` and finished; the count of the open ones left alone.

    The idle expiry's own `expire` event is no action (T15): an incident idle for 400 days that the
    start-up expiry closes a second ago is still 400 days old for the retention."""
    rows = conn.execute(
        "SELECT id, state, updated_at FROM ("
        "  SELECT i.id, i.state, COALESCE((SELECT MAX(e.at) FROM events e WHERE e.incident_id = i.id"
        "    AND e.kind != 'expire'), i.updated_at) AS updated_at FROM incidents i"
        ") WHERE updated_at < ?",
        (before,),
    ).fetchall()
    chosen, skipped = [], 0
    for incident_id, state, updated_at in rows:
        if state in _FINISHED or now - updated_at > idle_expiry:
            chosen.append(incident_id)
        else:
            skipped += 1
    return chosen, skipped


def _in_transaction(
    store: Store,
    before: float,
    idle_expiry: float,
    now: float | None,
    on_incident: Callable[[sqlite3.Connection, str], int],
    on_event: Callable[[sqlite3.Connection, int], int],
    finally_: Callable[[sqlite3.Connection], object] | None = None,
    on_deals: Callable[[sqlite3.Connection, float], int] | None = None,
) -> Outcome:
    moment = time.time() if now is None else now

    def work() -> Outcome:
        conn = store.db.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            chosen, skipped = _candidates(conn, before, idle_expiry, moment)
            events = sum(on_incident(conn, incident_id) for incident_id in chosen)
            tournaments = pe.finished_events(conn, before, idle_expiry, moment)
            calls = sum(on_event(conn, event_id) for event_id in tournaments)
            if finally_ is not None:
                finally_(conn)
            imports = on_deals(conn, before) if on_deals is not None else 0
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return Outcome(len(chosen), events, skipped, len(tournaments), calls, imports)

    outcome = store.run_sync(work)
    if outcome.incidents or outcome.tournaments:
        store.forget_old_pages()
    return outcome


def anonymise_before(store: Store, before: float, idle_expiry: float, now: float | None = None) -> Outcome:
    """Pseudonyms for the people of the finished incidents and events older than `before`."""
    return _in_transaction(
        store, before, idle_expiry, now, _anonymise_one, pe.anonymise_event, on_deals=deals.anonymise_sessions
    )


def _anonymise_one(conn: sqlite3.Connection, incident_id: str) -> int:
    people = Pseudonyms()
    owner_id, owner_name, data_text = conn.execute(
        "SELECT owner_id, owner_name, data FROM incidents WHERE id = ?", (incident_id,)
    ).fetchone()
    owner = people.person(owner_id, owner_name)
    events = conn.execute(
        "SELECT version, actor_id, actor_name, kind, payload FROM events WHERE incident_id = ? ORDER BY version",
        (incident_id,),
    ).fetchall()
    for _, actor_id, actor_name, _, _ in events:
        people.person(actor_id, actor_name)
    for version, actor_id, actor_name, kind, payload in events:
        name = people.person(actor_id, actor_name) if actor_id != "system" else actor_name
        content = json.loads(payload)
        if kind == "note":
            content = {**content, "text": ERASED_NOTE}
        if kind == "deal":
            content = _numbers_only(content)
        conn.execute(
            "UPDATE events SET actor_id = ?, actor_name = ?, payload = ? WHERE incident_id = ? AND version = ?",
            (
                name if actor_id != "system" else actor_id,
                name,
                json.dumps(people.scrub(content), ensure_ascii=False),
                incident_id,
                version,
            ),
        )
    data = people.scrub(json.loads(data_text))
    data["owner_id"] = owner
    data["owner_name"] = owner
    data["notes"] = [[at, people.name(author), ERASED_NOTE] for at, author, _ in data["notes"]]
    if data.get("deal"):
        fields, extra = data["deal"][:4], data["deal"][4:]  # the cards and results (issue 32) stay…
        extra = [_with_numbered_results(found) for found in extra]  # …with the pairs' numbers only (U5)
        data["deal"] = [value if _is_number(value) else "" for value in fields] + extra
    conn.execute(
        "UPDATE incidents SET chat = ?, owner_id = ?, owner_name = ?, data = ? WHERE id = ?",
        (anonymous_chat(data["chat"]), owner, owner, json.dumps(data, ensure_ascii=False), incident_id),
    )
    pe.anonymise_polls(conn, incident_id, people)
    return len(events)


def _is_number(value: object) -> bool:
    return isinstance(value, str) and value.isascii() and value.isdigit()


_DEAL_FIELDS = ("board", "table", "ns", "ew")


def _numbers_only(deal: dict[str, object]) -> dict[str, object]:
    """A deal stored before pairs were checked (T7) could hold names (« ns=Dupont »): board, table and
    pairs are kept only when they are numbers; so are the pairs of the imported results (U5)."""
    kept = {key: value if key not in _DEAL_FIELDS or _is_number(value) else "" for key, value in deal.items()}
    return _with_numbered_results(kept)


def _with_numbered_results(found: Any) -> Any:
    if isinstance(found, dict) and isinstance(found.get("results"), list):
        return {**found, "results": deals.anonymous_results(found["results"])}
    return found


def _purge_one(conn: sqlite3.Connection, incident_id: str) -> int:
    events = int(conn.execute("DELETE FROM events WHERE incident_id = ?", (incident_id,)).rowcount)
    conn.execute("DELETE FROM incidents WHERE id = ?", (incident_id,))
    # The keys of the chat updates that changed it (issue 30 T2): nothing of it is left.
    conn.execute("DELETE FROM handled_updates WHERE kind = 'incident' AND target = ?", (incident_id,))
    pe.purge_polls(conn, incident_id)
    pe.unlink_calls(conn, incident_id)
    return events


def purge_before(store: Store, before: float, idle_expiry: float, now: float | None = None) -> Outcome:
    """Delete the finished incidents and events older than `before`, with all that hangs on them,
    and what an older purge left hanging (polls of deleted incidents, calls naming them)."""
    return _in_transaction(
        store, before, idle_expiry, now, _purge_one, pe.purge_event, pe.purge_orphans, deals.purge_sessions
    )


def apply_retention(store: Store, config: Config, now: float | None = None) -> Outcome | None:
    """At start-up: anonymise what the retention setting says is too old. None when switched off."""
    days = config.retention_days
    idle_expiry = config.idle_expiry_hours * 3600
    if days is None:
        return None
    moment = time.time() if now is None else now
    return anonymise_before(store, moment - days * 86_400, idle_expiry, moment)


NOW = "maintenant"


def parse_before(text: str, now: float) -> float:
    """--avant: a day (midnight), a day and a time, or « maintenant » to clear today's trial
    incidents (issue 23, F24). Never in the future."""
    if text.strip().lower() == NOW:
        return now
    try:
        before = parse_moment(text).timestamp()
    except ValueError:
        try:
            before = parse_day(text)
        except ValueError:
            raise ValueError(
                f"date invalide : {text[:40]!r} (attendu JJ/MM/AAAA, JJ/MM/AAAA HH:MM ou « maintenant »)"
            ) from None
    if before > now:
        raise ValueError("la date doit être passée (« maintenant » pour tout ce qui est terminé)")
    return before


def _summary(outcome: Outcome) -> str:
    return (
        f"{outcome.tournaments} tournoi(s) en ligne terminé(s) avec {outcome.calls} appel(s), "
        f"{outcome.deal_imports} import(s) de donnes"
    )


def command(config: Config, action: str, before_text: str, confirmed: bool) -> int:
    """`arbitre incidents purge|anonymiser --avant DATE [--oui]`; prints French, returns the exit code."""
    try:
        before = parse_before(before_text, time.time())
    except ValueError as error:
        print(f"arbitre : {error}", file=sys.stderr)
        return 2
    if not config.database.exists():
        print(f"Rien à faire : aucune base ({config.database} absente).")
        return 0
    idle_expiry = config.idle_expiry_hours * 3600
    store = Store(config.database).open_sync()
    try:
        if not confirmed:

            def count() -> Outcome:
                conn, now = store.db.conn, time.time()
                chosen, skipped = _candidates(conn, before, idle_expiry, now)
                events = pe.finished_events(conn, before, idle_expiry, now)
                calls = sum(len(pe.calls_of(conn, event_id)) for event_id in events)
                imports = conn.execute(
                    "SELECT COUNT(*) FROM deal_sessions WHERE imported_at < ?", (before,)
                ).fetchone()[0]
                return Outcome(len(chosen), 0, skipped, len(events), calls, imports)

            found = store.run_sync(count)
            verb = "effacés" if action == "purge" else "anonymisés"
            # tester3 L10: « avant maintenant » read « avant le maintenant »
            until = (
                "jusqu'à maintenant"
                if before_text.strip().lower() == NOW
                else f"avant le {before_text.strip()}"
            )
            print(
                f"{found.incidents} incident(s) terminé(s) {until} seraient {verb}"
                f" ({found.skipped_open} {KEPT}), et {_summary(found)}."
                " Relancez avec --oui pour le faire."
            )
            return 0
        operation = purge_before if action == "purge" else anonymise_before
        outcome = operation(store, before, idle_expiry)
    finally:
        store.close_sync()
    done = (
        "effacé(s) avec leurs événements et sondages"
        if action == "purge"
        else "anonymisé(s) (noms, identifiants, salons privés, notes)"
    )
    print(f"{outcome.incidents} incident(s) {done} ; {outcome.skipped_open} {KEPT} ; {_summary(outcome)}.")
    return 0
