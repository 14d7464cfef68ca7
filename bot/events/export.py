"""The event's calls as CSV (Excel) or Markdown, for the organiser: the CLI's `arbitre tournoi
export` and the chats' `/tournoi export` share it, so adapters depend only on this package.

Every call of the event: when, which table and board, why, how long it waited, which director took
it, the ruling of the incident opened from it, and the appeal deadline (92B).
"""

from __future__ import annotations

import os
import time
from datetime import datetime, timedelta
from typing import Any

import rules
from bot import config as config_module
from bot.dates import parse_moment
from bot.events.desk import CallDesk, waiting_text
from bot.events.model import Call, Tournament
from bot.incidents.render import topic_title, when
from bot.incidents.storage import StorageError
from bot.incidents.store import Store
from bot.reports.tables import excel_csv, markdown_table

COLUMNS = {
    "appel": "Appel",
    "heure": "Appelé le",
    "table": "Table",
    "donne": "Donne",
    "raison": "Raison",
    "par": "Appelant",
    "attente": "Attente",
    "pris_par": "Pris par",
    "etat": "État",
    "incident": "Incident",
    "decision": "Décision",
    "lois": "Lois",
    "delai_appel": "Délai d'appel",
}


def render_export(
    tournament: Tournament,
    calls: list[Call],
    incidents: dict[str, Any],
    fmt: str,
    published: datetime | None,
    appeal_minutes: int | None,
) -> tuple[str, int]:
    """The export's text (csv for Excel, or md) and its number of calls; shared by the CLI and the
    chat's `/tournoi export`."""
    minutes = appeal_minutes or rules.load_regulation(tournament.regulation).appeal_minutes
    deadline = (
        f"{published + timedelta(minutes=minutes):%d/%m/%Y %H:%M} (Loi 92B)"
        if published
        else f"{minutes} min après les résultats officiels (Loi 92B)"
    )
    rows = [_row(call, _family(call, incidents), deadline) for call in calls]
    if fmt == "csv":
        return excel_csv(COLUMNS, rows), len(rows)
    head = [
        f"# Appels à l'arbitre — {tournament.name}",
        "",
        f"Tournoi n°{tournament.id}, ouvert le {when(tournament.opened_at)} par {tournament.opened_by} ; "
        f"règlement {rules.load_regulation(tournament.regulation).label}. Édité le "
        f"{time.strftime('%d/%m/%Y %H:%M')}.",
        "",
    ]
    body = markdown_table(COLUMNS, rows) if rows else ["Aucun appel."]
    return "\n".join([*head, *body, ""]), len(rows)


async def export_files(
    desk: CallDesk, chat: str, published_text: str
) -> tuple[Tournament, list[tuple[str, bytes]], int] | str:
    """The chat's `/tournoi export`: the event of this chat (open, else the last one), as a CSV and
    a Markdown file; or the French reason why not."""
    published = None
    if published_text.strip():
        try:
            published = parse_moment(published_text)
        except ValueError as error:
            return f"Heure des résultats officiels : {error}."
    tournament = await desk.latest(chat)
    if tournament is None:
        return "Aucun tournoi n'a été ouvert ici : rien à exporter."
    try:
        _, calls, incidents = await gather(desk.store, tournament.id)
    except StorageError as error:
        return str(error)
    minutes = config_module.appeal_minutes(os.environ)
    files = []
    for fmt in ("csv", "md"):
        text, count = render_export(tournament, calls, incidents, fmt, published, minutes)
        files.append((f"appels-tournoi-{tournament.id}.{fmt}", text.encode("utf-8")))  # the CSV has its BOM
    return tournament, files, count


async def gather(store: Store, tournament_id: str) -> tuple[Tournament | None, list[Call], dict[str, Any]]:
    desk = CallDesk(store)
    tournament = await desk.tournament(tournament_id)
    if tournament is None:
        return None, [], {}
    calls = await desk.all_calls(tournament_id)
    incidents: dict[str, Any] = {}
    for call in calls:
        if call.incident_id:
            incident = await store.get(call.incident_id)
            if incident is not None:
                incidents[call.incident_id] = incident
                for link in incident.links:  # a second irregularity, a follow-up: its ruling too (W21)
                    if link.incident not in incidents and (linked := await store.get(link.incident)):
                        incidents[link.incident] = linked
    return tournament, calls, incidents


def _family(call: Call, incidents: dict[str, Any]) -> list[Any]:
    """The call's incident and each incident linked to it (tester10 W21: the caller is told every ruling
    of his board; the export says them all too), in the order of the links."""
    first = incidents.get(call.incident_id or "")
    if first is None:
        return []
    return [first, *(incidents[link.incident] for link in first.links if link.incident in incidents)]


def _ruling(incident: Any) -> Any:
    try:
        step = incident.step()
    except rules.RulesError:
        return None
    return step.ruling if step else None


def _row(call: Call, family: list[Any], deadline: str) -> dict[str, str]:
    ruled = [(i, r) for i in family if (r := _ruling(i)) is not None]
    several = len(family) > 1
    return {
        "appel": call.id,
        "heure": when(call.created_at),
        "table": call.table,
        "donne": "" if call.board is None else str(call.board),
        "raison": call.reason,
        "par": call.caller_name,
        "attente": waiting_text(call, call.closed_at or time.time()),
        "pris_par": call.taken_by or "",
        "etat": call.state.label,
        "incident": " ; ".join(f"#{i.id} {topic_title(i.topic)}" for i in family),
        "decision": " ; ".join(f"#{i.id} {r.title}" if several else r.title for i, r in ruled),
        "lois": " ; ".join(
            f"#{i.id} : {' '.join(r.laws)}" if several else " ".join(r.laws) for i, r in ruled
        ),
        "delai_appel": deadline if ruled else "",
    }
