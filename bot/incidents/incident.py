"""One incident as a pure state: its states, the actions on it, and the incident itself.

Nothing here does I/O or knows a chat platform. The transition (`apply`, `replay`) is in
transition.py: it takes an incident and an action and returns the next incident or a refusal with a
French message; the engine stores what `apply` accepts, as an event, and replaying those events
rebuilds the incident exactly. Stored names (states, action kinds) are explicit strings, never
derived from class names.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import TYPE_CHECKING, Any

import rules
from bot.incidents import links as lk
from bot.incidents import revoker_side
from bot.incidents.links import Link, Received
from bot.incidents.sheet import Deal, ScoreEntry, awarded_basis, stale_reason
from rules.model import BoardFacts, Step

if TYPE_CHECKING:
    from rules.deals.claim.counted import ClaimCount


@functools.lru_cache(maxsize=4096)
def next_step(
    topic: str,
    answers: tuple[tuple[str, str], ...],
    regulation: str,
    claim: str | None = None,
    board: BoardFacts | None = None,
) -> Step:
    """The core is pure: the same answers always give the same step, so an action computes it
    once instead of three times (check the answer, derive the state, show the next question).
    `claim` is the claim counted from the cards (rules/deals/count.py), as stored; `board`, what the
    recorded board fixes (issue 38 §3: its vulnerability is never asked)."""
    evidence = claim_from_json(claim) if claim else None
    return rules.next_step(topic, dict(answers), regulation, evidence, board)


def claim_from_json(text: str) -> ClaimCount:
    """A stored claim count, read back (rules/deals/claim/counted.py: without the claim search, which
    loads with the first claim counted; the start-up does not need it, issue 35 §5)."""
    from rules.deals.claim.counted import ClaimCount

    return ClaimCount.from_json(text)


def board_facts(deal: Deal | None, regulation: str) -> BoardFacts | None:
    """The recorded board's vulnerability and dealer (by its cards, else by its number, Law 2): what
    every score question of the incident takes from it instead of asking (issue 38 §3, newcomer G2).
    The worksheet reads the same board (`Deal.board_context`), so both always agree."""
    if deal is None:
        return None
    if deal.cards is not None:  # the imported deal's own dealer and vulnerability, without its field
        number = int(deal.board) if deal.board.isascii() and deal.board.isdigit() else None
        return BoardFacts(deal.cards.vulnerability, deal.cards.dealer.french, number)
    known = deal.board_context(regulation)
    if known.vulnerability is None:
        return None
    return BoardFacts(known.vulnerability, known.dealer, known.number)


class State(StrEnum):
    CHOOSING_TOPIC = "choosing_topic"
    ASKING = "asking"
    RULED = "ruled"
    ABANDONED = "abandoned"
    EXPIRED = "expired"

    @property
    def is_open(self) -> bool:
        return self in (State.CHOOSING_TOPIC, State.ASKING, State.RULED)

    @property
    def label(self) -> str:
        return {
            "choosing_topic": "choix du thème",
            "asking": "questions en cours",
            "ruled": "décision rendue",
            "abandoned": "abandonné",
            "expired": "expiré",
        }[self.value]


class Kind(StrEnum):
    """The kinds of action, as stored in the event table."""

    START = "start"
    CHOOSE_TOPIC = "choose_topic"
    ANSWER = "answer"
    BACK = "back"
    RESTART = "restart"
    ABANDON = "abandon"
    NOTE = "note"
    EXPIRE = "expire"
    SCORE = "score"  # the worksheet: a score computed from the director's line (rules/scores/line.py)
    DEAL = "deal"  # the board, the table and both pairs' numbers (issue 25 §3)
    MOVE = "move"  # the chat changed its key (a Telegram group became a supergroup, issue 30 T4)
    CLAIM = "claim"  # the position at a claim and Arbitre's count from it (issue 32 §3)
    LINK = "link"  # another incident of the same board: a second irregularity, a follow-up (issue 29 §2)


# What only a director does on an incident (issue 30 T1): its score (Law 12A, the adjusted score is
# the director's) and its deal for the scorer's sheet. The follow-ups (penalties 90-91, appeal 92C)
# are checked by the engine with the same function, `director_refusal`.
DIRECTOR_ONLY: dict[Kind, str] = {
    Kind.SCORE: "enregistrer la marque",
    Kind.DEAL: "renseigner la donne, la table et les paires",
}


@dataclass(frozen=True)
class Actor:
    """Who acts. The adapter says who is a director; the engine decides what he may do."""

    id: str
    name: str
    is_director: bool = False


SYSTEM = Actor("system", "Arbitre", is_director=True)


@dataclass(frozen=True)
class Action:
    kind: Kind
    payload: dict[str, Any] = field(default_factory=dict)
    # The version the actor saw when he acted: a button carries it, so an old button or a
    # double press is recognised and refused instead of recorded twice.
    expected_version: int | None = None


def start(
    chat: str,
    topic: str | None = None,
    regulation: str | None = None,
    place: str | None = None,
    follows: str | None = None,
    second_of: str | None = None,
    received: tuple[Received, ...] = (),
    relation: str = lk.SECOND,
) -> Action:
    payload: dict[str, Any] = {
        "chat": chat,
        "topic": topic,
        "regulation": regulation or rules.DEFAULT_REGULATION,
    }
    if place:
        payload["place"] = place[:PLACE_MAX]
    if follows:
        payload["follows"] = follows  # the ruled incident this one follows up (suites_decision)
    if second_of:
        payload["second_of"] = second_of  # a second irregularity on the board of that incident
        if relation != lk.SECOND:
            payload["relation"] = relation  # or the ruling that should have been given (82C)
    if received:
        payload["received"] = [f.to_list() for f in received]
    return Action(Kind.START, payload)


# The place's name as people know it (« Club de Rennes › #arbitrage »), for the log and the export.
PLACE_MAX = 200


def choose_topic(
    topic: str, expected_version: int | None = None, received: tuple[Received, ...] = ()
) -> Action:
    payload: dict[str, Any] = {"topic": topic}
    if received:  # added by the engine for a second irregularity (bot.incidents.linked)
        payload["received"] = [f.to_list() for f in received]
    return Action(Kind.CHOOSE_TOPIC, payload, expected_version)


def answer(question_id: str, value: str, expected_version: int | None = None) -> Action:
    return Action(Kind.ANSWER, {"question": question_id, "value": value}, expected_version)


def stated(question_id: str, value: str, expected_version: int | None = None) -> Action:
    """A fact the description states for a question of the deal's context that the walk reads without
    asking it (tester15 V10: « Sud joue 4♠ » and the side that played): recorded among the answers where
    the walk reads it (`transition.stated_answers`), said like any fact taken from the words."""
    return Action(Kind.ANSWER, {"question": question_id, "value": value, "stated": True}, expected_version)


def back(expected_version: int | None = None) -> Action:
    return Action(Kind.BACK, {}, expected_version)


def restart(expected_version: int | None = None) -> Action:
    return Action(Kind.RESTART, {}, expected_version)


def abandon(expected_version: int | None = None) -> Action:
    return Action(Kind.ABANDON, {}, expected_version)


def note(text: str) -> Action:
    return Action(Kind.NOTE, {"text": text})


def expire() -> Action:
    return Action(Kind.EXPIRE, {})


def score(line: str, expected_version: int | None = None, seen_marks: int | None = None) -> Action:
    """Record the score computed from a worksheet line; like a note, it leaves the buttons valid.
    A button carries the answers' version: pressed under a ruling changed since, it is refused. `seen_marks`, for a
    quick button: the marks the incident had when it was pressed; one recorded since (two clicks at once, ops32)
    makes it refused (bot.incidents.checks), and the key is not stored."""
    payload: dict[str, object] = {"line": line}
    if seen_marks is not None:
        payload["seen_marks"] = seen_marks
    return Action(Kind.SCORE, payload, expected_version)


def claim_position(count: ClaimCount, text: str) -> Action:
    """The position the director typed and what Arbitre counted from it, computed before the
    action (off the event loop) and stored with it, so that a replay never counts again."""
    return Action(Kind.CLAIM, {"count": count.to_json(), "text": text[:400]})


def deal(
    board: str | None = None,
    table: str | None = None,
    ns: str | None = None,
    ew: str | None = None,
    cards: dict[str, Any] | None = None,
) -> Action:
    """The board, table and pairs; `cards` is what the engine found in the session's import (the
    deal and its results, bot/incidents/deals.py), stored in the event so that a replay needs no
    lookup. A field left out (None) keeps the incident's own (tester3 L18: `d 8` kept no table);
    "" clears it. The engine stores the completed fields, so a replay reads them as typed."""
    given = {"board": board, "table": table, "ns": ns, "ew": ew}
    payload: dict[str, Any] = {key: value for key, value in given.items() if value is not None}
    if cards:
        payload.update(cards)
    return Action(Kind.DEAL, payload)


DEAL_FIELDS = ("board", "table", "ns", "ew")


def kept_deal_fields(current: Incident, action: Action) -> tuple[Action, tuple[str, ...]]:
    """A `deal` action completed with the fields of the incident's recorded board it leaves out, and
    which ones were kept (non-empty), so the reply can say how to clear them."""
    missing = [key for key in DEAL_FIELDS if key not in action.payload]
    if not missing or current.deal is None:
        return action, ()
    kept = {key: str(getattr(current.deal, key) or "") for key in missing}
    payload = {**action.payload, **kept}
    return Action(Kind.DEAL, payload, action.expected_version), tuple(k for k in missing if kept[k])


def kept_message(kept: tuple[str, ...], payload: dict[str, Any]) -> str | None:
    """« Gardé de la feuille : table 2 (pour l'effacer : donne 8 table=). » after a `d` that left a noted
    table or pair out;
    None when it kept nothing but the board."""
    names = {"table": "table", "ns": "paire Nord-Sud", "ew": "paire Est-Ouest"}
    fields = [key for key in kept if key in names]
    if not fields:
        return None
    shown = ", ".join(f"{names[key]} {payload[key]}" for key in fields)
    clear = " ".join(f"{'eo' if key == 'ew' else key}=" for key in fields)
    pronoun = "l'" if len(fields) == 1 else "les "
    # « donne 8 table= »: the terminal's `d`/`donne` and the chats' /donne take it alike.
    return f"Gardé de la feuille : {shown} (pour {pronoun}effacer : donne {payload['board']} {clear})."


def link(incident_id: str, relation: str, received: list[list[str]] | None = None) -> Action:
    """Another incident of the same board; like a note, it is recorded on a closed incident too. With
    `received`, the facts that incident now offers this one (they replace those it offered before)."""
    payload: dict[str, Any] = {"incident": incident_id, "relation": relation}
    if received is not None:
        payload["received"] = received
    return Action(Kind.LINK, payload)


def move(chat: str) -> Action:
    """The incident's chat has a new key (only Arbitre records it: SYSTEM)."""
    return Action(Kind.MOVE, {"chat": chat})


@dataclass(frozen=True)
class Note:
    at: float
    author: str
    text: str


@dataclass(frozen=True)
class Incident:
    id: str
    chat: str
    owner_id: str
    owner_name: str
    regulation: str
    created_at: float
    updated_at: float
    state: State = State.CHOOSING_TOPIC
    topic: str | None = None
    answers: tuple[tuple[str, str], ...] = ()  # (question id, value), in the order given
    notes: tuple[Note, ...] = ()
    version: int = 0
    ruling_id: str | None = None
    place: str | None = None  # the chat's name when the adapter knows it; `chat` is its key
    scores: tuple[ScoreEntry, ...] = ()  # the worksheet's scores, the last one stands
    deal: Deal | None = None
    follows: str | None = None  # the ruled incident this one follows up
    side_actions: int = 0  # notes, scores, deal and link changes: they leave the buttons valid
    links: tuple[Link, ...] = ()  # the other incidents of this board (issue 29 §2)
    second_of: str | None = None  # a second irregularity: the incident whose board it shares
    received: tuple[Received, ...] = ()  # facts established by that incident (bot.incidents.links)
    claim: str | None = None  # the claim counted from the cards (ClaimCount as JSON), if given
    # The opener was judged a director when he opened it (a director who took a call in private and
    # opened its incident there stays its director in that private chat, issue 30 T1).
    opened_by_director: bool = False
    # A director has answered, gone back or recorded a mark on it (tester10 W19, W20): from then on its
    # answers, and whether it stands, are a director's to change (81C), not its opener's.
    directed: bool = False

    @property
    def score(self) -> ScoreEntry | None:
        """The score that stands: the last one recorded (the earlier ones stay in the history), unless
        it rests on another board or on a ruling changed since (H2, H3: then `set_aside` says why)."""
        return self.scores[-1] if self.scores and self.set_aside is None else None

    @functools.cached_property
    def set_aside(self) -> str | None:
        """Why the last recorded mark no longer stands, in French (« … : à refaire »), or None."""
        if not self.scores:
            return None
        return stale_reason(self.scores[-1], self.ruling_id, self.mark_basis)

    @functools.cached_property
    def mark_basis(self) -> tuple[str, str]:
        """What a mark recorded now rests on: the board and the ruling's corrected result."""
        try:
            step = self.step()
        except rules.RulesError:
            step = None
        ruling = step.ruling if step is not None else None
        line = ruling.score if ruling is not None else None
        corrected = f"{line.result} {line.score:+d}" if line is not None else ""
        if ruling is not None and line is None and ruling.tricks_awarded is not None:
            corrected = awarded_basis(ruling.tricks_awarded)  # tester6 T24: a claim's tricks, changed by r
        return (self.deal.board if self.deal is not None else "", corrected)

    @property
    def answers_version(self) -> int:
        """The version of what the buttons act on (the topic and the answers), carried by every
        button and checked by `apply`. A note, a score or the deal bumps `version`, which the
        store checks against concurrent writers, but not this: a fact noted in the middle of a
        question leaves the buttons on screen valid (issue 21 §4). They are counted in
        `side_actions` (stored; for an incident stored before it existed, its notes)."""
        return self.version - self.side_actions

    def answers_dict(self) -> dict[str, str]:
        return dict(self.answers)

    def step(self) -> Step | None:
        """Where the conversation stands: the current question, or the ruling. Walked once per state (kept as
        `_WALKED`, which `evolve` drops): the engine's step asks it of the incident it answers and of the next
        one (its reply), which the next answer asks again. Not a cached_property: its lock costs what the walk
        saves."""
        values = self.__dict__
        if _WALKED in values:
            return values[_WALKED]  # type: ignore[no-any-return]
        if self.topic is None:
            return None
        step = next_step(self.topic, self.answers, self.regulation, self.claim, self.board)
        step = lk.offered(step, self.received, self.answers)
        step = revoker_side.offered(self, step)  # ops26: never a side offered, then refused
        values[_WALKED] = step
        return step

    @functools.cached_property
    def board(self) -> BoardFacts | None:
        """What the recorded board fixes (vulnerability, dealer), or None without a board."""
        return board_facts(self.deal, self.regulation)

    @property
    def claim_count(self) -> ClaimCount | None:
        return claim_from_json(self.claim) if self.claim else None

    def evolve(self, **changes: Any) -> Incident:
        """A copy with `changes`, as `dataclasses.replace` gives, at a tenth of its cost: replace runs
        the generated __init__ over the 22 fields on every action (10 µs of the engine's step, issue
        35 §5). Only fields may change; what is derived from them and cached is dropped."""
        unknown = changes.keys() - _FIELDS
        if unknown:
            raise TypeError(f"Incident has no field {sorted(unknown)}")
        copy = object.__new__(Incident)
        values = copy.__dict__
        values.update(self.__dict__)
        for derived in _DERIVED:
            values.pop(derived, None)
        values.update(changes)
        return copy

    def to_json(self) -> str:
        return JSON.encode(
            {
                "id": self.id,
                "chat": self.chat,
                "owner_id": self.owner_id,
                "owner_name": self.owner_name,
                "regulation": self.regulation,
                "created_at": self.created_at,
                "updated_at": self.updated_at,
                "state": self.state.value,
                "topic": self.topic,
                "answers": [list(a) for a in self.answers],
                "notes": [[n.at, n.author, n.text] for n in self.notes],
                "version": self.version,
                "ruling_id": self.ruling_id,
                "place": self.place,
                "scores": [entry.to_list() for entry in self.scores],
                "deal": self.deal.to_list() if self.deal else None,
                "follows": self.follows,
                "side_actions": self.side_actions,
                "opened_by_director": self.opened_by_director,
                "directed": self.directed,
                "second_of": self.second_of,
                **lk.to_json(self.links, self.received),
                "claim": self.claim,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Incident:
        data = json.loads(text)
        links, received = lk.from_json(data)
        return cls(
            id=data["id"],
            chat=data["chat"],
            owner_id=data["owner_id"],
            owner_name=data["owner_name"],
            regulation=data["regulation"],
            created_at=data["created_at"],
            updated_at=data["updated_at"],
            state=State(data["state"]),
            topic=data["topic"],
            answers=tuple((q, v) for q, v in data["answers"]),
            notes=tuple(Note(at, author, text) for at, author, text in data["notes"]),
            version=data["version"],
            ruling_id=data["ruling_id"],
            place=data.get("place"),  # absent from incidents stored before it existed
            scores=tuple(ScoreEntry.from_list(e) for e in data.get("scores", [])),
            deal=Deal.from_list(data["deal"]) if data.get("deal") else None,
            follows=data.get("follows"),
            side_actions=data.get("side_actions", len(data["notes"])),
            opened_by_director=bool(data.get("opened_by_director", False)),
            directed=bool(data.get("directed", False)),
            links=links,
            second_of=data.get("second_of"),
            received=received,
            claim=data.get("claim"),  # absent from incidents stored before issue 32
        )


# What json.dumps(..., ensure_ascii=False) builds on every call, built once: the same text, a step's encoder saved
# (rows.py encodes the event's payload with it too).
JSON = json.JSONEncoder(ensure_ascii=False)
_WALKED = "_walked"  # `step`, kept in the instance's dict

_FIELDS = frozenset(f.name for f in fields(Incident))
# What `evolve` drops: every cached property, found rather than listed (a new one cannot be forgotten).
_DERIVED = (
    *(name for name, value in vars(Incident).items() if isinstance(value, functools.cached_property)),
    _WALKED,
)


class Refused(Exception):
    """An action that cannot be taken; the message is French and shown as is."""


class Overtaken(Refused):
    """An action computed on a screen the incident has moved past (another director answered first):
    the engine says what was recorded instead (bot.incidents.race)."""


# Bidi embedding, override and isolate controls: pasted into a reason or a note, they reverse the rest of
# the line they are drawn on (a call board, an export row). Marks (U+200E/F) are harmless and allowed.
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")


def check_free_text(text: str) -> str:
    """`text` unchanged, or Refused in French when it carries bidi controls (T14)."""
    if _BIDI_CONTROLS.search(text):
        raise Refused(
            "Le texte contient des caractères invisibles qui inversent le sens d'écriture (U+202A à U+202E, "
            "U+2066 à U+2069) : retapez-le au clavier plutôt que de le coller."
        )
    return text
