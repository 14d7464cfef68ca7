"""The poll desk: peer polls stored with the incidents, closed by their owner or their deadline.

When a poll closes, its tally is added to the incident as a note (by Arbitre), so it appears in
`incidents show` and in the export. Votes are kept under a per-poll hash of the voter, never
under his name or id. The platform only renders: Telegram's native polls report counts
(`record_counts`), buttons report each vote (`vote`), the terminal enters the tally by hand.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import rules
from bot.incidents import incident as inc
from bot.incidents import updates
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident, Refused
from bot.incidents.render import topic_title
from bot.incidents.storage import StorageError
from bot.polls import model as pl
from bot.polls.model import Poll, PollState, Tally

# The topics whose ruling may need a poll of the players' peers (16B1b): those that ask the director the
# logical-alternative question (unauthorised information at the table and online, tester19 Q13d), the
# misbidder's or the explainer's partner's unauthorised information after a mistaken explanation or call
# (75A, review missing 9), and what the non-offending side would have done with the right information, at the
# table or after an online self-alert forgotten (21B3, 40B3a, 75D3: reviewer19's 5).
POLL_TOPICS = frozenset(
    {
        *(topic.id for topic in rules.topics() if "logical_alternative" in topic.questions),
        "explication_erronee",
        "en_ligne_alerte",
    }
)


def poll_refusal(incident: Incident) -> str | None:
    """Tester19 Q13d: a poll only where the topic asks the logical-alternative judgement (16B1b); a French
    refusal elsewhere (a revoke, a claim…), for every front end."""
    if incident.topic in POLL_TOPICS:
        return None
    return (
        f"Le sondage sert à juger une alternative logique (Loi 16B1b) ou ce qu'un camp aurait fait bien informé "
        f"(21B3, 75D3) : l'incident #{incident.id} ({topic_title(incident.topic)}) ne demande pas ce jugement. Il "
        "sert aux incidents d'information non autorisée (hésitation, remarque, en ligne aussi), d'explication "
        "erronée (75A, 21B3) et d'alerte oubliée en ligne ; pour une information "
        "non autorisée sur cette donne, ouvrez-la comme deuxième irrégularité."
    )


@dataclass(frozen=True)
class PollResult:
    poll: Poll | None = None
    message: str | None = None
    refused: bool = False


def _refused(message: str, poll: Poll | None = None) -> PollResult:
    return PollResult(poll, message, True)


class PollDesk:
    def __init__(self, engine: Engine, *, clock: Callable[[], float] = time.time) -> None:
        self.engine = engine
        self.store = engine.store
        self.clock = clock
        self._lock = asyncio.Lock()  # polls are rare: one lock for all keeps the tally exact

    async def start(
        self, incident_id: str, actor: Actor, chat: str, text: str, options: list[str], minutes: str
    ) -> PollResult:
        incident = await self.store.get(incident_id) if incident_id.isdigit() else None
        if incident is None:
            return _refused(f"Aucun incident #{incident_id[:12]}.")
        if (why := poll_refusal(incident)) is not None:
            return _refused(why)
        try:
            pl.may_run(incident.owner_id, actor)
            clean_text = pl.check_text(text)
            clean_options = pl.check_options(options)
            duration = pl.check_minutes(minutes)
        except Refused as error:
            return _refused(str(error))
        now = self.clock()
        key = updates.next_key()  # the chat update asking: sent again, it finds its poll (issue 30 T2)

        def work(conn: sqlite3.Connection) -> Poll | None:
            conn.execute("BEGIN IMMEDIATE")
            try:
                if conn.execute(
                    "SELECT 1 FROM polls WHERE incident_id = ? AND state = 'open'", (incident_id,)
                ).fetchone():
                    conn.execute("ROLLBACK")
                    return None
                cursor = conn.execute(
                    "INSERT INTO polls (incident_id, state, version, deadline, salt, data) VALUES (?, 'open', 1, ?, ?, '{}')",
                    (incident_id, now + duration * 60, secrets.token_hex(16)),
                )
                poll = Poll(
                    id=str(cursor.lastrowid),
                    incident_id=incident_id,
                    owner_id=actor.id,
                    chat=chat,
                    text=clean_text,
                    options=clean_options,
                    created_at=now,
                    deadline=now + duration * 60,
                    tally=tuple(Tally(o, 0, 0) for o in clean_options),
                )
                conn.execute("UPDATE polls SET data = ? WHERE id = ?", (poll.to_json(), poll.id))
                updates.record(conn, key, "poll", poll.id, now)
                conn.execute("COMMIT")
                return poll
            except updates.Repeated:
                conn.execute("ROLLBACK")
                return None
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

        try:
            poll = await self.store.run(work)
        except StorageError as error:
            return _refused(str(error))
        if poll is None:
            return _refused("Un sondage est déjà ouvert pour cet incident : closez-le d'abord.")
        return PollResult(poll, f"Sondage lancé, clos automatiquement dans {duration} min.")

    async def get(self, poll_id: str) -> Poll | None:
        if not (poll_id.isascii() and poll_id.isdigit()) or len(poll_id) > 12:
            return None

        def work(conn: sqlite3.Connection) -> Poll | None:
            row = conn.execute("SELECT data FROM polls WHERE id = ?", (poll_id,)).fetchone()
            return Poll.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def set_platform_ref(self, poll_id: str, ref: str) -> None:
        await self.store.run(
            lambda conn: conn.execute("UPDATE polls SET platform_ref = ? WHERE id = ?", (ref, poll_id))
        )

    async def platform_ref(self, poll_id: str) -> str | None:
        def work(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT platform_ref FROM polls WHERE id = ?", (poll_id,)).fetchone()
            return row[0] if row else None

        return await self.store.run(work)

    async def by_native_id(self, native_id: str) -> Poll | None:
        """The poll whose platform reference names this platform poll id (« …:id:… »)."""
        if not native_id or len(native_id) > 64:
            return None
        pattern = "%:" + native_id.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + ":%"

        def work(conn: sqlite3.Connection) -> Poll | None:
            row = conn.execute(
                "SELECT data FROM polls WHERE platform_ref LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT 1",
                (pattern,),
            ).fetchone()
            return Poll.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def by_platform_ref(self, ref: str) -> Poll | None:
        def work(conn: sqlite3.Connection) -> Poll | None:
            row = conn.execute("SELECT data FROM polls WHERE platform_ref = ?", (ref,)).fetchone()
            return Poll.from_json(row[0]) if row else None

        return await self.store.run(work)

    async def vote(self, poll_id: str, voter_id: str, selected: str, considered: list[str]) -> PollResult:
        """One voter's answer (he may change it until the deadline); the tally is recomputed."""
        async with self._lock:
            poll = await self.get(poll_id)
            if poll is None:
                return _refused("Ce sondage n'existe pas.")
            if poll.state is PollState.CLOSED or self.clock() >= poll.deadline:
                return _refused("Ce sondage est clos : merci, votre réponse n'est plus comptée.", poll)
            if selected not in poll.options or any(c not in poll.options for c in considered):
                return _refused("Réponse inconnue pour ce sondage.", poll)
            now = self.clock()

            def work(conn: sqlite3.Connection) -> Poll:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    salt = conn.execute("SELECT salt FROM polls WHERE id = ?", (poll.id,)).fetchone()[0]
                    conn.execute(
                        "INSERT INTO poll_votes (poll_id, voter, selected, considered, at) VALUES (?, ?, ?, ?, ?) "
                        "ON CONFLICT (poll_id, voter) DO UPDATE SET selected = excluded.selected, "
                        "considered = excluded.considered, at = excluded.at",
                        (
                            poll.id,
                            pl.voter_key(poll.id, voter_id, salt),
                            selected,
                            json.dumps(considered),
                            now,
                        ),
                    )
                    votes = [
                        (row[0], json.loads(row[1]))
                        for row in conn.execute(
                            "SELECT selected, considered FROM poll_votes WHERE poll_id = ?", (poll.id,)
                        )
                    ]
                    tally, voters = pl.tally_votes(poll.options, votes)
                    updated = replace(poll, tally=tally, voters=voters, version=poll.version + 1)
                    conn.execute(
                        "UPDATE polls SET version = ?, data = ? WHERE id = ?",
                        (updated.version, updated.to_json(), poll.id),
                    )
                    conn.execute("COMMIT")
                    return updated
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise

            return PollResult(await self.store.run(work), "Réponse enregistrée (anonyme).")

    async def record_counts(
        self,
        poll_id: str,
        *,
        considered: list[int] | None = None,
        selected: list[int] | None = None,
        voters: int | None = None,
    ) -> PollResult:
        """Counts reported by the platform (Telegram's anonymous native polls), merged under the lock
        with what is stored: each native poll reports one of the two questions. Choosing a call
        implies considering it, so « considered » never falls below « selected »."""
        async with self._lock:
            poll = await self.get(poll_id)
            if poll is None or poll.state is PollState.CLOSED:
                return _refused("Ce sondage est clos.", poll)
            n = len(poll.options)
            if (considered is not None and len(considered) != n) or (
                selected is not None and len(selected) != n
            ):
                return _refused("Décompte sans rapport avec ce sondage.", poll)
            old_c = [t.considered for t in poll.tally]
            old_s = [t.selected for t in poll.tally]
            new_s = selected if selected is not None else old_s
            new_c = considered if considered is not None else old_c
            tally = tuple(
                Tally(option, max(c, s), s) for option, c, s in zip(poll.options, new_c, new_s, strict=True)
            )
            # A player who answered only the « considered » poll was consulted too: the number of
            # players is never below any count, so no proportion exceeds 100 % (review J9).
            consulted = max(poll.voters if voters is None else voters, *(t.considered for t in tally))
            updated = replace(poll, tally=tally, voters=consulted, version=poll.version + 1)
            await self._save(updated, poll.version)
            return PollResult(updated)

    async def close(self, poll_id: str, actor: Actor | None, manual_tally: str | None = None) -> PollResult:
        """Close by its owner (or, with actor None, by its deadline); attach the tally to the incident."""
        async with self._lock:
            poll = await self.get(poll_id)
            if poll is None:
                return _refused("Ce sondage n'existe pas.")
            try:
                closed = pl.close(poll, actor, self.clock())
                if manual_tally is not None:
                    tally, voters = pl.parse_manual_tally(poll.options, manual_tally)
                    closed = replace(closed, tally=tally, voters=voters, manual=True)
            except Refused as error:
                return _refused(str(error), poll)
            if not await self._save(closed, poll.version):
                return _refused("Ce sondage vient d'être clos.", poll)
        note = await self.engine.act(closed.incident_id, inc.SYSTEM, inc.note(pl.summary(closed)))
        message = pl.summary(closed)
        if note.refused:
            message += f" (Non ajouté au dossier de l'incident : {note.message})"
        return PollResult(closed, message)

    async def due(self) -> list[PollResult]:
        """Close every open poll whose deadline has passed; each is closed exactly once."""

        def work(conn: sqlite3.Connection) -> list[str]:
            rows = conn.execute(
                "SELECT id FROM polls WHERE state = 'open' AND deadline <= ?", (self.clock(),)
            )
            return [str(row[0]) for row in rows]

        results = []
        for poll_id in await self.store.run(work):
            result = await self.close(poll_id, None)
            if not result.refused:
                results.append(result)
        return results

    async def _save(self, poll: Poll, previous: int) -> bool:
        def work(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "UPDATE polls SET state = ?, version = ?, data = ? WHERE id = ? AND version = ?",
                (poll.state.value, poll.version, poll.to_json(), poll.id, previous),
            )
            return cursor.rowcount == 1

        return await self.store.run(work)
