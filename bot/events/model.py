"""An online event and its queue of director calls, as pure state machines (no I/O, no chat).

A director opens an event in a channel or group; players call (« Arbitre ! ») with their table,
the board and a short reason; a director takes the call, may open an incident from it, and closes
it. Every change is a new version of the call (the store keeps each one as an event), so two
directors pressing « Je prends » at once cannot both get it: the second sees who has it.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, replace
from enum import StrEnum

from bot.incidents.incident import Actor, Refused, check_free_text

TABLE_MAX = 20
REASON_MAX = 300
NAME_MAX = 80
DEFAULT_REMINDER_MINUTES = 3.0
_TABLE = re.compile(r"^[0-9A-Za-z][0-9A-Za-z .\-]{0,19}$")


class EventState(StrEnum):
    OPEN = "open"
    CLOSED = "closed"


class CallState(StrEnum):
    WAITING = "waiting"
    TAKEN = "taken"
    CLOSED = "closed"

    @property
    def label(self) -> str:
        return {"waiting": "en attente", "taken": "pris", "closed": "réglé"}[self.value]


@dataclass(frozen=True)
class Tournament:
    id: str
    chat: str  # where players call (the event's channel or group)
    directors_chat: str  # where calls are posted for the directors (may be the same chat)
    name: str
    regulation: str
    opened_by: str  # the director's display name
    opened_at: float
    reminder_minutes: float = DEFAULT_REMINDER_MINUTES
    state: EventState = EventState.OPEN
    closed_at: float | None = None
    version: int = 1

    def to_json(self) -> str:
        return json.dumps({**asdict(self), "state": self.state.value}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Tournament:
        data = json.loads(text)
        return cls(**{**data, "state": EventState(data["state"])})


@dataclass(frozen=True)
class Call:
    id: str
    tournament_id: str
    table: str
    board: int | None
    reason: str
    caller_id: str
    caller_name: str
    caller_chat: str  # where to tell the caller who is coming, and post the ruling
    created_at: float
    state: CallState = CallState.WAITING
    taken_by_id: str | None = None
    taken_by: str | None = None
    taken_at: float | None = None
    closed_at: float | None = None
    incident_id: str | None = None
    reminded_at: float | None = None
    version: int = 1
    # Closed before its incident's ruling (tester7 T10): the caller is sent the ruling when it comes.
    ruling_owed: bool = False
    # Who pressed « Réglé » (tester10 W2: another director than the one who took it, said as such).
    closed_by_id: str | None = None
    closed_by: str | None = None

    @property
    def settled_by(self) -> str | None:
        """The director who settled the call, or who took it (calls closed before W2 record no one)."""
        return self.closed_by or self.taken_by

    def to_json(self) -> str:
        return json.dumps({**asdict(self), "state": self.state.value}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Call:
        data = json.loads(text)
        return cls(**{**data, "state": CallState(data["state"])})

    def waited(self, now: float) -> float:
        """Seconds from the call until a director took it (or until now, while it waits)."""
        end = self.taken_at or self.closed_at or now
        return max(0.0, end - self.created_at)


def clean_name(text: str) -> str:
    name = " ".join(text.split())
    if not name:
        raise Refused("Donnez un nom au tournoi : /tournoi ouvrir Nom du tournoi.")
    if len(name) > NAME_MAX:
        raise Refused(f"Nom de tournoi trop long ({NAME_MAX} caractères au plus).")
    return check_free_text(name)


def check_table(text: str) -> str:
    table = " ".join(text.split())
    named = re.fullmatch(r"(?:table|tab|t)\.?\s*n?°?\s*([0-9]{1,4})", table, re.IGNORECASE)
    if named:  # Discord's table option typed as « Table 12 » or « t12 » (T8)
        table = str(int(named[1]))
    if not table:
        raise Refused("Indiquez votre table : par exemple /appel 12 5 renonce (table 12, donne 5).")
    if not _TABLE.match(table):
        raise Refused(
            f"Table inconnue : {table[:TABLE_MAX]!r}. Donnez son numéro ou son nom (lettres et chiffres, "
            f"{TABLE_MAX} caractères au plus)."
        )
    return table


def check_board(text: str | None) -> int | None:
    if text is None or not text.strip():
        return None
    value = text.strip()
    if not re.fullmatch(r"[0-9]{1,3}", value) or int(value) == 0:
        if len(value) > 10:  # tester3 L6: a long input is said to be too long, never echoed cut as if whole
            raise Refused(f"Numéro de donne invalide : {value[:10]!r}… est trop long (un nombre de 1 à 999).")
        raise Refused(f"Numéro de donne invalide : {value!r} (un nombre de 1 à 999).")
    return int(value)


def check_reason(text: str) -> str:
    reason = " ".join(text.split())
    if not reason:
        raise Refused("Dites en quelques mots pourquoi vous appelez l'arbitre (par exemple « hésitation »).")
    if len(reason) > REASON_MAX:
        raise Refused(f"Raison trop longue ({REASON_MAX} caractères au plus) : résumez, l'arbitre viendra.")
    if not any(
        char.isalpha() for char in reason
    ):  # tester7 T23: « /appel 12 12 12 » took « 12 » as the reason
        raise Refused(
            f"« {reason[:20]} » n'est pas une raison : dites en quelques mots pourquoi vous appelez l'arbitre "
            "(par exemple /appel 12 5 hésitation). Rien n'a été enregistré."
        )
    return check_free_text(reason)


def same_table_call(call: Call, table: str, board: int | None, caller_chat: str) -> bool:
    """A second call from the table the open `call` is for, on its board (or with a board on one
    side only), from the same chat, before an incident is opened from it: both sides of a table
    often call for one incident (tester7 T23); once the director has opened one, a new call is a
    new matter."""
    return (
        call.state is not CallState.CLOSED
        and call.incident_id is None
        and call.table.casefold() == table.casefold()
        and (call.board is None or board is None or call.board == board)
        and call.caller_chat == caller_chat
    )


def join_call(call: Call, board: int | None, reason: str) -> Call:
    """The open call, with a second call's board (when it had none) and reason added to it."""
    joined = call.reason if reason.casefold() in call.reason.casefold() else f"{call.reason} · {reason}"
    return replace(
        call,
        board=call.board if call.board is not None else board,
        reason=joined[:REASON_MAX],
        version=call.version + 1,
    )


def _director(actor: Actor, what: str = "prendre ou régler un appel") -> None:
    if not actor.is_director:
        raise Refused(f"Seuls les arbitres du tournoi peuvent {what}.")


def close_tournament(tournament: Tournament, actor: Actor, now: float) -> Tournament:
    _director(actor, "fermer le tournoi")  # T14: the event's own words, not the call's
    if tournament.state is EventState.CLOSED:
        raise Refused(f"Le tournoi « {tournament.name} » est déjà fermé.")
    return replace(tournament, state=EventState.CLOSED, closed_at=now, version=tournament.version + 1)


def set_regulation(tournament: Tournament, actor: Actor, regulation: str) -> Tournament:
    """The organiser's conditions of play changed (a regulation spec, see bot/events/policy.py):
    incidents opened from now on use them; those already open keep the ones they started with."""
    _director(actor, "changer les conditions du tournoi")
    if tournament.state is EventState.CLOSED:
        raise Refused(f"Le tournoi « {tournament.name} » est fermé : ses conditions ne changent plus.")
    return replace(tournament, regulation=regulation, version=tournament.version + 1)


def take(call: Call, actor: Actor, now: float) -> Call:
    _director(actor)
    if call.state is CallState.CLOSED:
        raise Refused(f"L'appel de la table {call.table} est déjà réglé.")
    if call.state is CallState.TAKEN:
        if call.taken_by_id == actor.id:
            raise Refused(f"Vous avez déjà pris l'appel de la table {call.table}.")
        raise Refused(f"L'appel de la table {call.table} est déjà pris par {call.taken_by}.")
    return replace(
        call,
        state=CallState.TAKEN,
        taken_by_id=actor.id,
        taken_by=actor.name,
        taken_at=now,
        version=call.version + 1,
    )


def close_call(call: Call, actor: Actor, now: float, *, ruling_owed: bool = False) -> Call:
    """`ruling_owed`: the linked incident has no ruling yet, and the director closes anyway."""
    _director(actor)
    if call.state is CallState.CLOSED:
        raise Refused(f"L'appel de la table {call.table} est déjà réglé.")
    taken = {} if call.taken_by_id else {"taken_by_id": actor.id, "taken_by": actor.name, "taken_at": now}
    return replace(
        call,
        state=CallState.CLOSED,
        closed_at=now,
        version=call.version + 1,
        ruling_owed=ruling_owed,
        closed_by_id=actor.id,
        closed_by=actor.name,
        **taken,
    )


def link_incident(call: Call, actor: Actor, incident_id: str) -> Call:
    _director(actor)
    if call.state is CallState.CLOSED:
        raise Refused(f"L'appel de la table {call.table} est déjà réglé : ouvrez l'incident sans lien.")
    return replace(call, incident_id=incident_id, version=call.version + 1)


def remind(call: Call, now: float) -> Call:
    if call.state is not CallState.WAITING or call.reminded_at is not None:
        raise Refused("Rappel déjà fait, ou appel déjà pris.")
    return replace(call, reminded_at=now, version=call.version + 1)
