"""The call queue's words and buttons on Telegram (pure): a call's message and keyboard, the
buttons' callback data, the parsing of /appel. Used by queue.py (the handlers) and board.py."""

from __future__ import annotations

import re
import time
from html import escape

from bot.adapters.telegram import render as tr
from bot.adapters.telegram.board import BOARD_TAKE
from bot.events.desk import waiting_text
from bot.events.model import Call, CallState, Tournament
from bot.events.phrasing import read_call

# c:<call id>:take|close|inc — at most 20 bytes, far under Telegram's 64. « cok »: close confirmed
# while the linked incident has no ruling yet (tester7 T10).
CLOSE_UNRULED = "cok"
CLOSE_INSTEAD = "cin"  # « Réglé » confirmed on a call another director took (tester10 W2)
CALL_DATA = re.compile(r"c:(?P<cid>[0-9]{1,12}):(?P<what>take|close|inc|ask|bt|cok|cin)")
ASK_DATA = "c:0:ask"  # « 🔔 Appeler l'arbitre » under the event's opening message
CALL_PROMPT = "🔔 Appel à l'arbitre"
CALL_PROMPT_START = re.compile(re.escape(CALL_PROMPT) + r"\b")

USAGE_CALL = (
    "Usage : /appel TABLE [DONNE] raison — par exemple /appel 12 5 hésitation en Nord, ou "
    "/appel table 12 donne 5 il a hésité."
)


def call_data(call_id: str, what: str) -> str:
    data = f"c:{call_id}:{what}"
    assert CALL_DATA.fullmatch(data) and len(data.encode()) <= tr.MAX_CALLBACK_DATA
    return data


def decode_call(data: str | None) -> tuple[str, str] | None:
    match = CALL_DATA.fullmatch(data or "")
    return (match["cid"], match["what"]) if match else None


def call_html(call: Call, tournament: Tournament | None, now: float) -> str:
    """The call as posted in the directors' group, and as it changes."""
    board = f", donne {call.board}" if call.board is not None else ""
    status = {CallState.WAITING: "🔔 En attente", CallState.TAKEN: "🏃 Pris", CallState.CLOSED: "✅ Réglé"}
    lines = [
        f"<b>Appel : table {escape(call.table)}{board}</b>",
        escape(call.reason),
        f"Appelant : {escape(call.caller_name)} · appelé à {time.strftime('%H:%M', time.localtime(call.created_at))}",
    ]
    if call.state is CallState.WAITING:
        lines.append(f"{status[call.state]} depuis {waiting_text(call, now)}")
    else:
        by = call.settled_by if call.state is CallState.CLOSED else call.taken_by
        taken = f" (pris par {escape(call.taken_by)})" if call.taken_by and by != call.taken_by else ""
        lines.append(f"{status[call.state]} par {escape(by or '?')}{taken}")
    if call.incident_id:
        lines.append(f"Incident #{escape(call.incident_id)}")
    footer = f"appel n°{call.id}" + (f" · {tournament.name}" if tournament else "")
    lines.append(f"<i>{escape(footer)}</i>")
    return tr.clip("\n".join(lines), tr.MAX_MESSAGE)


def call_keyboard(call: Call, *, confirm: bool = False, instead: bool = False) -> tr.Markup | None:
    """`confirm`: « Réglé » was pressed before the linked incident's ruling: the button now
    closes the call anyway, the ruling to follow to the caller. `instead`: pressed on a call another
    director took: the button now settles it in the presser's name."""
    if call.state is CallState.CLOSED:
        return None
    row: list[tr.Button] = []
    if call.state is CallState.WAITING:
        row.append({"text": "🏃 Je prends", "callback_data": call_data(call.id, "take")})
    if instead:
        row.append({"text": "✅ Régler à sa place", "callback_data": call_data(call.id, CLOSE_INSTEAD)})
    elif confirm:
        row.append({"text": "⚠️ Régler sans décision", "callback_data": call_data(call.id, CLOSE_UNRULED)})
    else:
        row.append({"text": "✅ Réglé", "callback_data": call_data(call.id, "close")})
    rows = [row]
    if call.incident_id is None:
        rows.append([{"text": "📋 Ouvrir un incident", "callback_data": call_data(call.id, "inc")}])
    return {"inline_keyboard": rows}


def left_calls_keyboard(calls: list[Call]) -> tr.Markup | None:
    """The calls a closed event left open (tester10 W10): « 🏃 » to take one, « ✅ » to settle one."""
    rows: list[list[tr.Button]] = []
    for call in calls[:20]:
        if call.state is CallState.WAITING:
            rows.append(
                [{"text": f"🏃 {call.table} (n°{call.id})", "callback_data": call_data(call.id, "take")}]
            )
        else:
            rows.append(
                [{"text": f"✅ {call.table} (n°{call.id})", "callback_data": call_data(call.id, "close")}]
            )
    return {"inline_keyboard": rows} if rows else None


def stored_text(call: Call) -> str:
    return f"Appel enregistré : table {escape(call.table)}. Un arbitre arrive."


def parse_call(args: list[str]) -> tuple[str | None, str | None, str]:
    """/appel in the player's words (bot/events/phrasing.py): table None when none can be read."""
    words = read_call(" ".join(args))
    return words.table, words.board, words.reason


RECAP_PER_PAGE = 40  # lines of about 60 characters and 40 buttons: under 4,096 and 100


def recap_pages(
    tournament: Tournament, calls: list[Call], maybe_posted: set[str], now: float
) -> list[tuple[str, tr.Markup | None]]:
    """The restart's recap of calls never shown to the directors (issue 30 T11): one line per call,
    a « 🏃 » per waiting call (its own message follows when taken). A call whose post may have
    gone before the stop shows no reason: it is not posted whole twice."""
    pages: list[tuple[str, tr.Markup | None]] = []
    chunks = [calls[i : i + RECAP_PER_PAGE] for i in range(0, len(calls), RECAP_PER_PAGE)]
    for number, chunk in enumerate(chunks, start=1):
        of = f" ({number}/{len(chunks)})" if len(chunks) > 1 else ""
        lines = [f"<b>🔔 Appels reçus pendant l'arrêt d'Arbitre — {escape(tournament.name)}</b>{of}"]
        for call in chunk:
            board = f" · donne {call.board}" if call.board is not None else ""
            if call.id in maybe_posted:
                what = "annonce peut-être déjà faite"
            else:
                what = call.reason if len(call.reason) <= 40 else call.reason[:39] + "…"
            lines.append(
                escape(f"Table {call.table}{board} · {what} · attend depuis {waiting_text(call, now)}")
            )
        lines.append("<i>« 🏃 » : je prends l'appel (son message complet suit).</i>")
        buttons: list[tr.Button] = [
            {"text": f"🏃 {call.table}", "callback_data": call_data(call.id, BOARD_TAKE)}
            for call in chunk
            if call.state is CallState.WAITING
        ]
        rows = [buttons[i : i + 4] for i in range(0, len(buttons), 4)]
        pages.append((tr.clip("\n".join(lines), tr.MAX_MESSAGE), {"inline_keyboard": rows} if rows else None))
    return pages
