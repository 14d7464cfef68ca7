"""One incident as a pure state machine: its state, the actions on it, and the transition.

Nothing here does I/O or knows a chat platform. `apply` takes an incident and an action and
returns the next incident or a refusal with a French message; the engine stores what `apply`
accepts, as an event, and replaying those events rebuilds the incident exactly (`replay`).
Stored names (states, action kinds) are explicit strings, never derived from class names.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

import rules
from bot.incidents import links as lk
from bot.incidents.links import Link, Received
from bot.incidents.sheet import Deal, ScoreEntry, make_deal, rescored, score_entry
from rules.deals.count import ClaimCount
from rules.model import RulesError, Step


@functools.lru_cache(maxsize=4096)
def _next_step(
    topic: str, answers: tuple[tuple[str, str], ...], regulation: str, claim: str | None = None
) -> Step:
    """The core is pure: the same answers always give the same step, so an action computes it
    once instead of three times (check the answer, derive the state, show the next question).
    `claim` is the claim counted from the cards (rules/deals/count.py), as stored."""
    evidence = ClaimCount.from_json(claim) if claim else None
    return rules.next_step(topic, dict(answers), regulation, evidence)


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
        payload["received"] = [[f.question, f.value, f.source] for f in received]
    return Action(Kind.START, payload)


# The place's name as people know it (« Club de Rennes › #arbitrage »), for the log and the export.
PLACE_MAX = 200


def choose_topic(
    topic: str, expected_version: int | None = None, received: tuple[Received, ...] = ()
) -> Action:
    payload: dict[str, Any] = {"topic": topic}
    if received:  # added by the engine for a second irregularity (bot.incidents.linked)
        payload["received"] = [[f.question, f.value, f.source] for f in received]
    return Action(Kind.CHOOSE_TOPIC, payload, expected_version)


def answer(question_id: str, value: str, expected_version: int | None = None) -> Action:
    return Action(Kind.ANSWER, {"question": question_id, "value": value}, expected_version)


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


def score(line: str, expected_version: int | None = None) -> Action:
    """Record the score computed from a worksheet line; like a note, it leaves the buttons valid.
    A button carries the answers' version: pressed under a ruling changed since, it is refused."""
    return Action(Kind.SCORE, {"line": line}, expected_version)


def claim_position(count: ClaimCount, text: str) -> Action:
    """The position the director typed and what Arbitre counted from it, computed before the
    action (off the event loop) and stored with it, so that a replay never counts again."""
    return Action(Kind.CLAIM, {"count": count.to_json(), "text": text[:400]})


def deal(
    board: str, table: str = "", ns: str = "", ew: str = "", cards: dict[str, Any] | None = None
) -> Action:
    """The board, table and pairs; `cards` is what the engine found in the session's import (the
    deal and its results, bot/incidents/deals.py), stored in the event so that a replay needs no
    lookup."""
    payload: dict[str, Any] = {"board": board, "table": table, "ns": ns, "ew": ew}
    if cards:
        payload.update(cards)
    return Action(Kind.DEAL, payload)


def link(incident_id: str, relation: str) -> Action:
    """Another incident of the same board; like a note, it is recorded on a closed incident too."""
    return Action(Kind.LINK, {"incident": incident_id, "relation": relation})


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

    @property
    def score(self) -> ScoreEntry | None:
        """The score that stands: the last one recorded (the earlier ones stay in the history)."""
        return self.scores[-1] if self.scores else None

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
        """Where the conversation stands: the current question, or the ruling."""
        if self.topic is None:
            return None
        return _next_step(self.topic, self.answers, self.regulation, self.claim)

    @property
    def claim_count(self) -> ClaimCount | None:
        return ClaimCount.from_json(self.claim) if self.claim else None

    def to_json(self) -> str:
        return json.dumps(
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
                "second_of": self.second_of,
                **lk.to_json(self.links, self.received),
                "claim": self.claim,
            },
            ensure_ascii=False,
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
            links=links,
            second_of=data.get("second_of"),
            received=received,
            claim=data.get("claim"),  # absent from incidents stored before issue 32
        )


class Refused(Exception):
    """An action that cannot be taken; the message is French and shown as is."""


def may_act(incident: Incident, actor: Actor) -> bool:
    return actor.is_director or actor.id == incident.owner_id


def directs(incident: Incident | None, actor: Actor) -> bool:
    """Whether `actor` acts as a director on this incident: judged a director where he acts, or
    its opener when he opened it as a director."""
    if actor.is_director:
        return True
    return incident is not None and incident.opened_by_director and actor.id == incident.owner_id


def director_refusal(incident: Incident | None, actor: Actor, what: str) -> str | None:
    """The one check of a director's act on an incident (issue 30 T1), for every adapter and every
    action that is the director's alone — its score, its deal, its follow-ups (penalty, appeal):
    None when `actor` may `what` (« enregistrer la marque »…), else the French refusal."""
    if directs(incident, actor):
        return None
    number = f" de l'incident #{incident.id}" if incident is not None else ""
    return (
        f"Seul un arbitre peut {what}{number} (Loi 81C : rectifier, attribuer une marque ajustée "
        "— Loi 12A — et pénaliser sont les pouvoirs de l'arbitre). Appelez l'arbitre ; vous pouvez "
        "consulter l'incident."
    )


def _topic_title(topic_id: str) -> str:
    return rules.get_topic(topic_id).title


def current_question_text(incident: Incident) -> str:
    if incident.state is State.CHOOSING_TOPIC:
        return "le choix du thème"
    step = incident.step()
    if step is None or step.question is None:
        return "la décision (déjà rendue)"
    return f"« {step.question.prompt} »"


def _with_step(incident: Incident, answers: tuple[tuple[str, str], ...], **changes: Any) -> Incident:
    """Set answers (and `changes`) and derive the state and ruling id from the core (never stored apart)."""
    topic = changes.get("topic", incident.topic)
    assert topic is not None
    claim = changes.get("claim", incident.claim)
    received = changes.get("received", incident.received)
    if received:  # facts of the first irregularity answer their question when the walk reaches it
        answers = lk.fill(
            answers, received, lambda given: _next_step(topic, given, incident.regulation, claim)
        )
    step = _next_step(topic, answers, incident.regulation, claim)
    state = State.RULED if step.ruling is not None else State.ASKING
    ruling_id = step.ruling.id if step.ruling else None
    return replace(incident, answers=answers, state=state, ruling_id=ruling_id, **changes)


def create(incident_id: str, actor: Actor, action: Action, now: float) -> Incident:
    """The first event of an incident: `start`."""
    if action.kind is not Kind.START:
        raise Refused("Un incident commence toujours par son ouverture.")
    incident = Incident(
        id=incident_id,
        chat=str(action.payload.get("chat") or ""),
        owner_id=actor.id,
        owner_name=actor.name,
        regulation=str(action.payload.get("regulation") or rules.DEFAULT_REGULATION),
        created_at=now,
        updated_at=now,
        version=1,
        place=str(action.payload["place"]) if action.payload.get("place") else None,
        follows=str(action.payload["follows"]) if action.payload.get("follows") else None,
        opened_by_director=actor.is_director and actor != SYSTEM,
    )
    if action.payload.get("second_of"):
        source = str(action.payload["second_of"])
        incident = replace(
            incident,
            second_of=source,
            links=(Link(source, str(action.payload.get("relation") or lk.SECOND)),),
            received=lk.received_from(action.payload.get("received")),
        )
    rules.load_regulation(incident.regulation)  # refuse an unknown regulation now, in French
    topic = action.payload.get("topic")
    if topic:
        rules.get_topic(str(topic))
        incident = _with_step(replace(incident, topic=str(topic)), ())
    return incident


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


def apply(
    incident: Incident, actor: Actor, action: Action, now: float, *, authority: bool = True
) -> Incident:
    """The next incident after `action`, or Refused with a French message. Pure. `authority`
    False (the replay of stored events) skips who-may-do-what: those events were accepted under
    the rules of their time."""
    kind = action.kind
    if kind is Kind.START:
        raise Refused("Cet incident est déjà ouvert.")
    if kind is Kind.MOVE:
        if actor != SYSTEM and authority:
            raise Refused("Seul Arbitre déplace un incident (un groupe devenu supergroupe).")
        chat = str(action.payload.get("chat") or "")
        if not chat:
            raise Refused("Déplacement sans discussion : rien n'est modifié.")
        # Not an activity: the idle clock and the retention keep counting from the last action.
        return replace(
            incident, chat=chat, version=incident.version + 1, side_actions=incident.side_actions + 1
        )
    if kind is Kind.EXPIRE:
        if actor != SYSTEM:  # only the engine's idle expiry closes an incident this way
            raise Refused("Seul Arbitre clôt un incident inactif ; utilisez « annuler » pour l'abandonner.")
        if not incident.state.is_open:
            raise Refused("Cet incident est déjà clos.")
        return replace(incident, state=State.EXPIRED, version=incident.version + 1, updated_at=now)
    if authority and not may_act(incident, actor):
        raise Refused(
            f"Seul {incident.owner_name}, qui a ouvert l'incident #{incident.id}, ou un arbitre peut agir "
            "sur cet incident. Vous pouvez le consulter."
        )
    if authority and kind in DIRECTOR_ONLY:
        refusal = director_refusal(incident, actor, DIRECTOR_ONLY[kind])
        if refusal is not None:
            raise Refused(refusal)
    if kind is Kind.NOTE:
        text = str(action.payload.get("text", "")).strip()
        if not text:
            raise Refused(
                "La note est vide : écrivez le fait à consigner (table, étui, contrat, positions…)."
            )
        if len(text) > 2000:
            raise Refused("La note est trop longue (2 000 caractères au plus).")
        check_free_text(text)
        return replace(
            incident,
            notes=(*incident.notes, Note(now, actor.name, text)),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
    if kind is Kind.DEAL:
        deal = _deal(action.payload)
        return replace(
            incident,
            deal=deal,
            scores=_rescored(incident, deal),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
    if kind is Kind.LINK:
        return _linked(incident, action.payload, now)
    if kind is Kind.SCORE:
        if action.expected_version is not None and action.expected_version != incident.answers_version:
            raise Refused(
                f"Ce bouton n'est plus d'actualité (l'incident #{incident.id} a changé depuis cette décision)."
            )
        return replace(
            incident,
            scores=(
                *incident.scores,
                _score_entry(incident, actor, str(action.payload.get("line", "")), now),
            ),
            version=incident.version + 1,
            side_actions=incident.side_actions + 1,
            updated_at=now,
        )
    if not incident.state.is_open:
        raise Refused(
            f"L'incident #{incident.id} est {incident.state.label} : il ne peut plus être modifié. "
            "Ouvrez un nouvel incident si nécessaire."
        )
    if action.expected_version is not None and action.expected_version != incident.answers_version:
        raise Refused(
            f"Ce bouton n'est plus d'actualité (l'incident #{incident.id} a avancé). "
            f"La question en cours est {current_question_text(incident)}."
        )
    # One replace() per action (it is the costliest part of a step): the bump goes with the change.
    bump: dict[str, Any] = {"version": incident.version + 1, "updated_at": now}

    if kind is Kind.ABANDON:
        return replace(incident, state=State.ABANDONED, **bump)
    if kind is Kind.RESTART:
        return replace(
            incident, state=State.CHOOSING_TOPIC, topic=None, answers=(), ruling_id=None, received=(), **bump
        )
    if kind is Kind.CHOOSE_TOPIC:
        if incident.state is not State.CHOOSING_TOPIC:
            raise Refused(
                f"Le thème est déjà choisi ({_topic_title(incident.topic or '')}). "
                "Recommencez l'incident pour en changer."
            )
        topic = str(action.payload.get("topic", ""))
        rules.get_topic(topic)
        received = lk.received_from(action.payload.get("received"))
        return _with_step(incident, (), topic=topic, received=received, **bump)
    if kind is Kind.BACK:
        if incident.state is State.CHOOSING_TOPIC:
            raise Refused("Il n'y a pas de question précédente : choisissez un thème.")
        if not incident.answers:
            return replace(
                incident, state=State.CHOOSING_TOPIC, topic=None, ruling_id=None, received=(), **bump
            )
        # Answers always equal the current path, so going back drops the last one; a received fact
        # dropped so is the director's to give now (it would otherwise answer again at once).
        dropped = incident.answers[-1]
        received = tuple(f for f in incident.received if (f.question, f.value) != dropped)
        return _with_step(incident, incident.answers[:-1], received=received, **bump)
    if kind is Kind.CLAIM:
        return _with_claim(incident, str(action.payload.get("count", "")), bump)
    if kind is Kind.ANSWER:
        if incident.state is State.CHOOSING_TOPIC:
            raise Refused("Choisissez d'abord le thème de l'incident.")
        step = incident.step()
        assert step is not None
        # After the ruling, the only question still open is the optional follow-up, if any.
        question = step.question or step.optional
        if question is None:
            raise Refused("La décision est déjà rendue. Utilisez « retour » pour modifier une réponse.")
        question_id = str(action.payload.get("question", ""))
        value = str(action.payload.get("value", ""))
        if question_id != question.id:
            raise Refused(
                f"Cette réponse ne correspond pas à la question en cours, qui est « {question.prompt} »."
            )
        if question.option(value) is None:
            choices = " / ".join(o.label for o in question.options)
            raise Refused(f"Réponse impossible à « {question.prompt} ». Réponses possibles : {choices}.")
        # Keep only the answers on the current path: an answer given on a branch abandoned by
        # « retour » must never silently answer a question of the new branch.
        given = incident.answers_dict()
        path = tuple((qid, given[qid]) for qid in step.asked)
        return _with_step(incident, (*path, (question_id, value)), **bump)
    raise Refused("Action inconnue.")


CLAIM_TOPIC = "revendication"


def _with_claim(incident: Incident, count: str, bump: dict[str, Any]) -> Incident:
    """The claim's position and count: the answers are kept as far as they still fit the new
    figures (a count asked again with the cards is asked again), the rest dropped."""
    if incident.topic != CLAIM_TOPIC:
        raise Refused(
            "La position d'une revendication ne s'enregistre que sur un incident « Revendication ou "
            "concession »."
        )
    try:
        ClaimCount.from_json(count)
    except (ValueError, KeyError, TypeError, RulesError):
        raise Refused("Position de revendication illisible : rien n'est enregistré.") from None
    answers = incident.answers
    while True:
        try:
            step = _next_step(CLAIM_TOPIC, answers, incident.regulation, count)
        except RulesError:
            answers = answers[:-1]
            continue
        used = tuple((qid, value) for qid, value in answers if qid in step.asked)
        if used == answers:
            break
        answers = used
    return _with_step(incident, answers, claim=count, **bump)


def _score_entry(incident: Incident, actor: Actor, line: str, now: float) -> ScoreEntry:
    """The worksheet's computation, refused in French when the line cannot be read. Pure: the
    same line under the same regulation gives the same figures, so a replay rebuilds them."""
    if incident.ruling_id is None or incident.state is State.ABANDONED:
        raise Refused(
            f"L'incident #{incident.id} n'a pas de décision : la marque s'enregistre une fois la décision rendue."
        )
    line = line.strip()
    if len(line) > 500:
        raise Refused("La ligne de marque est trop longue (500 caractères au plus).")
    try:
        return score_entry(line, incident.regulation, actor.name, now, incident.ruling_id, incident.deal)
    except RulesError as error:
        raise Refused(str(error)) from None


def _rescored(incident: Incident, deal: Deal) -> tuple[ScoreEntry, ...]:
    try:
        return rescored(incident.scores, incident.regulation, deal)
    except RulesError as error:
        raise Refused(f"Donne non enregistrée : {error}") from None


def _linked(incident: Incident, payload: dict[str, Any], now: float) -> Incident:
    other, relation = str(payload.get("incident", "")), str(payload.get("relation", ""))
    if not other or other == incident.id or relation not in lk.RELATIONS:
        raise Refused("Lien impossible : donnez le numéro d'un autre incident.")
    follows = incident.follows
    if relation == lk.FOLLOWS:
        if follows not in (None, other):
            raise Refused(f"L'incident #{incident.id} est déjà la suite de l'incident #{follows}.")
        follows = other
    return replace(
        incident,
        links=lk.add_link(incident.links, Link(other, relation)),
        follows=follows,
        version=incident.version + 1,
        side_actions=incident.side_actions + 1,
        updated_at=now,
    )


def _deal(payload: dict[str, Any]) -> Deal:
    try:
        return make_deal(payload)
    except RulesError as error:
        raise Refused(str(error)) from None


def replay(events: list[tuple[Actor, Action, float]], incident_id: str) -> Incident:
    """Rebuild an incident from its stored events (the first is `start`)."""
    actor, action, at = events[0]
    incident = create(incident_id, actor, action, at)
    for actor, action, at in events[1:]:
        # The button's version was checked when the event was recorded (by the rule of that
        # time: before issue 21 §4, notes counted in it), so it is not checked again here.
        incident = apply(incident, actor, replace(action, expected_version=None), at, authority=False)
    return incident


def safe_step(incident: Incident) -> tuple[Step | None, str | None]:
    """The step, or a French message if the core refuses (e.g. a topic removed since)."""
    try:
        return incident.step(), None
    except RulesError as error:
        return None, str(error)
