"""An appeal's dossier (newcomer G12, issue 38 §2): one text to hand to a committee (92, 93).

From any incident of the case (the appeal, the ruling appealed, a second irregularity on the board, the
ruling that should have been given), the whole family: the incident it follows, every incident linked to
it, each with the facts as recorded (notes, answers), its ruling with its laws, its score and its
timeline, and the board once, with its cards when they are known. The same lines as `incidents show`
(bot.reports.incidents_log.incident_lines), so the dossier never says anything the record does not.

`arbitre incidents dossier N` (or `incidents show N --dossier`) prints or writes it; in a chat,
`/dossier N` sends it as a document.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Protocol

from bot.config import Config
from bot.incidents.incident import Incident
from bot.incidents.render import topic_title, when
from bot.incidents.rows import Event
from bot.incidents.store import Store
from bot.incidents.table_marks import flags
from bot.incidents.table_result import SAME_SESSION
from bot.reports import incidents_log
from bot.reports.appeal import appeal_line
from bot.reports.incidents_log import incident_lines, printable
from bot.scores.offer import deal_diagram
from rules.topics.play.claims.count import MODEL, MODEL_TABLE

MOST = 20  # incidents in one dossier at most: a board's case, not a session's
LISTED = 200  # the chat's incidents read to find those of the same board and table (as `incidents show`)


def related(incident: Incident) -> list[str]:
    """The incidents this one names: the one it follows, its second irregularity's first, its links."""
    found = [incident.follows, incident.second_of, *(link.incident for link in incident.links)]
    return [i for i in found if i]


def _table(incident: Incident) -> tuple[str, str, str] | None:
    """The chat, board and table of an incident whose table is recorded, else None."""
    deal = incident.deal
    return (incident.chat, deal.board, deal.table) if deal is not None and deal.table else None


def _board(incident: Incident) -> tuple[str, str] | None:
    """The chat and board of an incident whose table is recorded, else None."""
    where = _table(incident)
    return where[:2] if where is not None else None


def same_table(incident: Incident, listed: list[Incident]) -> list[str]:
    """Of `listed` (the chat's incidents from SAME_SESSION before `incident`), those on its board within the
    session, at its table and at the others: a committee weighs every irregularity of one table together (a
    revoke's transfer changes the claim's tricks, 64A), linked or not, and in a team match the other room's
    result and ruling of the board, which every IMP adjustment depends on (12C1, 86B; tester25 P12)."""
    where = _board(incident)
    if where is None:
        return []
    latest = incident.created_at + SAME_SESSION
    return [other.id for other in listed if _board(other) == where and other.created_at <= latest]


def _since(incident: Incident) -> float:
    return incident.created_at - SAME_SESSION


def family_sync(
    get: Callable[[str], Incident | None],
    incident_id: str,
    listing: Callable[[str, float], list[Incident]] | None = None,
) -> list[Incident]:
    """Every incident reachable from `incident_id` through follows, second_of and links, and, with
    `listing` (chat, since → the chat's incidents), those of the same board and table; by number."""
    seen: dict[str, Incident] = {}
    tables: set[tuple[str, str]] = set()
    todo = [incident_id]
    while todo and len(seen) < MOST:
        current = todo.pop(0)
        if current in seen:
            continue
        found = get(current)
        if found is None:
            continue
        seen[current] = found
        todo += [i for i in related(found) if i not in seen]
        where = _board(found)
        if listing is not None and where is not None and where not in tables:
            tables.add(where)
            todo += [i for i in same_table(found, listing(found.chat, _since(found))) if i not in seen]
    return sorted(seen.values(), key=lambda i: (len(i.id), i.id))


async def family(
    get: Callable[[str], Awaitable[Incident | None]],
    incident_id: str,
    listing: Callable[[str, float], Awaitable[list[Incident]]] | None = None,
) -> list[Incident]:
    """family_sync for the chats' asynchronous store."""
    seen: dict[str, Incident] = {}
    tables: set[tuple[str, str]] = set()
    todo = [incident_id]
    while todo and len(seen) < MOST:
        current = todo.pop(0)
        if current in seen:
            continue
        found = await get(current)
        if found is None:
            continue
        seen[current] = found
        todo += [i for i in related(found) if i not in seen]
        where = _board(found)
        if listing is not None and where is not None and where not in tables:
            tables.add(where)
            todo += [i for i in same_table(found, await listing(found.chat, _since(found))) if i not in seen]
    return sorted(seen.values(), key=lambda i: (len(i.id), i.id))


def _linked(asked: str, incidents: list[Incident]) -> set[str]:
    """The incidents of the dossier that links join to the one asked for (the others share its table only)."""
    ids = {i.id: i for i in incidents}
    reached: set[str] = set()
    todo = [asked]
    while todo:
        current = todo.pop()
        if current in reached or current not in ids:
            continue
        reached.add(current)
        todo += related(ids[current])
        todo += [i.id for i in incidents if current in related(i)]
    return reached


def _summary(incident: Incident, linked: bool = True, table: str = "") -> str:
    try:
        step = incident.step()
    except Exception:  # an old incident whose topic changed: the record still lists it
        step = None
    ruling = step.ruling.title if step is not None and step.ruling is not None else "pas de décision"
    role = ""
    if incident.follows:
        role = f" — suite de l'incident #{incident.follows}"
    elif incident.second_of:
        role = f" — lié à l'incident #{incident.second_of}"
    elif not linked and incident.deal is not None and incident.deal.table not in ("", table):
        role = f" — même donne, autre table (table {incident.deal.table})"
    elif not linked:
        role = " — même donne et même table, sans lien avec lui"
    return printable(f"#{incident.id} · {topic_title(incident.topic)} : {ruling}{role}")


def dossier_text(asked: str, incidents: list[Incident], events: dict[str, list[Event]], now: float) -> str:
    """The dossier, in French, for the committee: a header, the board once, then each incident in full."""
    linked = _linked(asked, incidents)
    own = next((i.deal.table for i in incidents if i.id == asked and i.deal is not None), "")
    out = [
        f"DOSSIER D'APPEL — incident #{asked}",
        f"Établi le {when(now)} par Arbitre, pour l'arbitre responsable ou la commission d'appel (Lois 92, 93).",
        "Les faits sont ceux enregistrés à la table ; la décision de chaque incident est recalculée à partir des "
        "réponses enregistrées, avec ses lois.",
        "",
        "Incidents du dossier (ceux qui lui sont liés, et les autres de sa donne, à sa table et aux autres "
        "tables) :",
        *(f"  {_summary(incident, incident.id in linked, own)}" for incident in incidents),
    ]
    by_id = {incident.id: incident for incident in incidents}
    # Tester19 Q7: who appeals which ruling, said first (92A, 93).
    appeals = [appeal_line(i, by_id.get(i.follows or "")) for i in incidents]
    out += ["", *(printable(line) for line in appeals if line)] if any(appeals) else []
    board = next((i for i in incidents if i.deal is not None), None)
    if board is not None and board.deal is not None:
        out += ["", f"Donne : {printable(board.deal.text)}."]
        drawn = deal_diagram(board)
        if drawn is not None:
            out += [printable(line) for line in drawn.split("\n")]
    flagged = flags(incidents)  # tester6 T27: a mark that no longer stands says so, as in `incidents show`
    for incident in incidents:
        out += ["", "=" * 72]
        followed = by_id.get(incident.follows or "")
        for line in incident_lines(incident, events.get(incident.id, []), diagram=False, followed=followed):
            out.append(line)
            if incident.id in flagged and line.startswith("Marque enregistrée"):
                out.append(printable(flagged[incident.id]))
            if MODEL_TABLE[-1] in line:  # tester18 R10: the table reads it in four lines, the appeal in full
                out.append(f"  (En entier, pour la commission d'appel : {MODEL})")
    return "\n".join(out) + "\n"


def filename(asked: str) -> str:
    return f"dossier-appel-incident-{asked}.txt"


def print_dossier(config: Config, incident_id: str, output: str | None = None) -> int:
    """`arbitre incidents dossier N [--output FICHIER]`: the dossier on the terminal or in a file."""
    try:
        store = incidents_log.open_store(config)
    except incidents_log.LogError as error:
        sys.stderr.write(f"arbitre : {error}\n")
        return 2
    asked = incident_id.lstrip("#")
    try:
        listing = partial(_listed_sync, store)
        incidents = family_sync(store.get_sync, asked, listing) if store.get_sync(asked) is not None else []
        events = {incident.id: store.events_sync(incident.id) for incident in incidents}
    finally:
        store.close_sync()
    if not incidents:
        shown = printable(incident_id if len(incident_id) <= 20 else incident_id[:20] + "…")
        sys.stderr.write(f"arbitre : aucun incident #{shown}. « arbitre incidents » les liste.\n")
        return 2
    text = dossier_text(asked, incidents, events, time.time())
    return incidents_log.write(text, output, "incident(s) dans le dossier", len(incidents))


def _listed_sync(store: Store, chat: str, since: float) -> list[Incident]:
    return store.list_sync(chat=chat, since=since, limit=LISTED)


class _Store(Protocol):
    async def get(self, incident_id: str) -> Incident | None: ...
    async def events(self, incident_id: str) -> list[Event]: ...
    async def list(
        self, *, chat: str | None = ..., since: float | None = ..., limit: int | None = ...
    ) -> list[Incident]: ...


async def for_chat(store: _Store, chat: str, number: str, is_director: bool) -> tuple[str, bytes, str] | str:
    """`/dossier N` in a chat: (file name, its bytes, a caption), or a French refusal. A director's
    document, as `incidents show` is the director's: the incidents of this chat only."""
    if not is_director:
        return "Seul un arbitre établit le dossier d'appel."
    asked = number.strip().lstrip("#")
    found = await store.get(asked) if asked.isdigit() else None
    if found is None or found.chat != chat:
        return f"Aucun incident #{printable(asked)[:20]} dans cette discussion."

    async def listing(in_chat: str, since: float) -> list[Incident]:
        return await store.list(chat=in_chat, since=since, limit=LISTED)

    incidents = [i for i in await family(store.get, asked, listing) if i.chat == chat]
    events = {i.id: await store.events(i.id) for i in incidents}
    text = dossier_text(asked, incidents, events, time.time())
    caption = (
        f"Dossier d'appel de l'incident #{asked} : {len(incidents)} incident(s), à remettre à la commission."
    )
    return filename(asked), text.encode("utf-8"), caption
