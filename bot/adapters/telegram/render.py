"""Telegram layout, its base: buttons' callback data, command names, clipping and splitting of messages.

Pure functions, no I/O: the words come from bot/incidents/render.py and the ruling core; this module
only lays them out for Telegram (HTML parse mode, everything escaped with html.escape,
messages split under 4,096 characters, callback data of at most 64 bytes).

Callback data (ASCII, « : »-separated; `iid` incident id, `ver` the version shown):

    t:<iid>:<ver>:<topic hash>        choose this topic
    p:<iid>:<ver>:<i>                 the topics of phase i (9: back to « quand ? »); no action
    o:<iid>:<ver>:<topic hash>        open the topic the ruling hands over to (a new incident)
    a:<iid>:<ver>:<question hash>:<i> answer option i of this question
    b:<iid>:<ver>                     back (retour)
    x:<iid>:<ver>                     abandon (annuler)
    h:<iid>:<ver>:<question hash>     help on this question
    n:<iid>:<ver>                     note a fact (asks for the text)
    s:<iid>:<ver>:<i>[:<m>]           worksheet quick choice i; m the marks recorded when it was shown (ops35)

The call queue's buttons (queue.py) use their own form, `c:<call id>:take|close|inc`.

The version lets the engine refuse an old button or a double press; the hash names the
question (or topic) without spending the 64 bytes on its id. A mark leaves the version as it is, so a quick choice
also carries the marks it was shown with: a second press on the same keyboard, once a mark is recorded, is refused
(a chat's updates come one after the other, so the count at press time cannot tell it from a later press).
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass

import rules
from rules.model import Question

MAX_MESSAGE = 4096  # characters of a Telegram message
MAX_CALLBACK_DATA = 64  # bytes of a button's callback data
MAX_ALERT = 200  # characters of an answerCallbackQuery alert
SHORT_LABEL = 30  # longer option labels are listed in the text and shortened on the button
BUTTON_LABEL = 40

# Keyboards are the Bot API's JSON (InlineKeyboardMarkup), built as plain dicts: building
# python-telegram-bot objects only to serialise them again cost a tenth of each update.
Button = dict[str, str]
Markup = dict[str, list[list[Button]]]

# Commands with a fixed meaning; a topic whose id collides with one gets no shortcut.
FIXED_COMMANDS: dict[str, str] = {
    "arbitre": "Ouvrir un incident : quand, puis quoi ; ou /arbitre mots carte du mort",
    "loi": "Résumé d'une loi : /loi 64 ou /loi 64A1",
    "marque": "Marque ajustée (Loi 12) : /marque 420:60,-50:40 ; sur un incident : /marque #N ligne",
    "incidents": "Les incidents récents de cette discussion",
    "retour": "Revenir à la question précédente de l'incident en cours",
    "annuler": "Abandonner l'incident en cours",
    "sondage": "Consulter des joueurs (alternative logique, 16B1b) : /sondage N MINUTES | choix | texte",
    "note": "Noter un fait sur l'incident en cours : /note texte",
    "deuxieme": "Deuxième irrégularité sur la donne de l'incident en cours (incident lié)",
    "suites": "Appel, correction, pénalité après une décision : /suites N ou /suites donne 18 table 4",
    "dossier": "Dossier d'appel (arbitre) : /dossier N, la donne, les faits, les décisions et leurs lois",
    "donne": "Donne, table et paires de l'incident en cours : /donne 12 table=3 ns=4 eo=11",
    "donnes": "Importer les donnes de la séance (arbitre) : fichier PBN envoyé, ou /donnes 5 LIEN_BBO ou LIN",
    "dd": "Double mort de la donne de l'incident : /dd, ou /dd S 4♠, O 3SA (levées de chaque contrat)",
    "position": "Cartes restantes d'une revendication : /position rev=S atout=♠ main=S cartes=N:…",
    "tournoi": "Tournoi en ligne : /tournoi ouvrir Nom [id du groupe des arbitres], fermer, etat, reglage, export",
    "appel": "Appeler l'arbitre du tournoi : /appel TABLE [DONNE] raison",
    "appels": "Les appels ouverts du tournoi, du plus ancien",
    "id": "L'identifiant de ce groupe, à donner à /tournoi ouvrir depuis le groupe des joueurs",
    "aide": "Comment utiliser Arbitre",
}
RESERVED = {*FIXED_COMMANDS, "start", "help"}

_COMMAND = re.compile(r"[^a-z0-9_]")


@functools.lru_cache(maxsize=4096)
def short_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:6]


@dataclass(frozen=True)
class Press:
    """A decoded button press: what the button says, to be checked against the incident."""

    kind: str  # t a b x h n p o, s (a worksheet quick choice), f (« Suites de la décision »), d (2e irrégularité),
    # k (« quel incident ? »: attach this follow-up to the decision whose id `ref` holds, in hex)
    incident_id: str
    version: int
    ref: str | None = None  # hash of the topic or question id
    index: int | None = None
    marks: int | None = (
        None  # « s »: the marks the incident had when the button was shown (None: an older button)
    )


# fullmatch, [0-9] and no « $ »: « $ » also matches before a final newline (F16), and \d takes
# any Unicode digit (« ٣ »), which int() would then read.
_DATA = re.compile(
    r"([tabxhnposfdk]):([0-9]{1,12}):([0-9]{1,9})(?::([0-9a-f]{6}))?(?::([0-9]{1,3}))?(?::([0-9]{1,4}))?"
)
_ARITY = {
    "t": (True, False),
    "a": (True, True),
    "b": (False, False),
    "x": (False, False),
    "h": (True, False),
    "n": (False, False),
    "p": (False, True),
    "o": (True, False),
    "s": (False, True),
    "f": (False, False),
    "d": (False, False),
    "k": (True, False),
}


def encode(press: Press) -> str:
    parts = [press.kind, press.incident_id, str(press.version)]
    if press.ref is not None:
        parts.append(press.ref)
    if press.index is not None:
        parts.append(str(press.index))
    if press.marks is not None:
        parts.append(str(press.marks))
    data = ":".join(parts)
    if len(data.encode("ascii")) > MAX_CALLBACK_DATA:
        raise ValueError(f"callback data too long: {data!r}")
    if _DATA.fullmatch(data) is None:  # what decode() would refuse (its full round trip is tested)
        raise ValueError(f"callback data does not round-trip: {data!r}")
    return data


def decode(data: str | None) -> Press | None:
    """The press a button carries, or None for anything malformed (old format, forged)."""
    if not data or len(data.encode("utf-8", "replace")) > MAX_CALLBACK_DATA:
        return None
    match = _DATA.fullmatch(data)
    if match is None:
        return None
    kind, iid, version, ref, index, marks = match.groups()
    wants_ref, wants_index = _ARITY[kind]
    if wants_ref != (ref is not None) or wants_index != (index is not None):
        return None
    if marks is not None and kind != "s":
        return None
    return Press(
        kind,
        iid,
        int(version),
        ref,
        int(index) if index is not None else None,
        int(marks) if marks is not None else None,
    )


def find_topic(ref: str) -> rules.Topic | None:
    return next((t for t in rules.topics() if short_hash(t.id) == ref), None)


def find_question(topic_id: str | None, ref: str) -> Question | None:
    if topic_id is None:
        return None
    return _questions_by_hash(topic_id).get(ref)


@functools.lru_cache(maxsize=64)
def _questions_by_hash(topic_id: str) -> dict[str, Question]:
    """A topic's questions by the hash their buttons carry (topics are fixed once loaded)."""
    try:
        topic = rules.get_topic(topic_id)
    except rules.RulesError:
        return {}
    return {short_hash(q.id): q for q in topic.questions.values()}


def command_name(topic_id: str) -> str | None:
    """The shortcut command of a topic (« /renonce »), or None if its id cannot be one."""
    name = _COMMAND.sub("_", topic_id.lower())[:32]
    if not name or name in RESERVED:
        return None
    return name


def topic_commands() -> dict[str, rules.Topic]:
    found: dict[str, rules.Topic] = {}
    for topic in rules.topics():
        name = command_name(topic.id)
        if name is not None and name not in found:
            found[name] = topic
    return found


def command_list() -> list[tuple[str, str]]:
    """(command, French description) for setMyCommands, topic shortcuts after /arbitre."""
    out = [("arbitre", FIXED_COMMANDS["arbitre"])]
    for name, topic in topic_commands().items():
        out.append((name, clip(f"{topic.title} — {topic.summary}", 256)))
    out.extend((name, text) for name, text in FIXED_COMMANDS.items() if name != "arbitre")
    return out[:100]


def long_options(question: Question) -> bool:
    """Whether the question's options are too long for buttons: listed in the text, numbered."""
    return any(len(o.label) > SHORT_LABEL for o in question.options)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def split_blocks(blocks: Sequence[str], limit: int = MAX_MESSAGE) -> list[str]:
    """Join HTML blocks with blank lines into messages of at most `limit` characters.

    Each block is well-formed HTML on its own lines; a block too long for one message is
    cut between lines, and a line too long is cut with its tags closed and reopened.
    """
    pieces: list[tuple[str, str]] = []  # (separator before, piece)
    for block in blocks:
        lines = (
            [block]
            if len(block) <= limit
            else [p for line in block.split("\n") for p in _cut_line(line, limit)]
        )
        pieces.extend(("\n\n" if n == 0 else "\n", line) for n, line in enumerate(lines))
    messages: list[str] = []
    current = ""
    for separator, piece in pieces:
        candidate = f"{current}{separator}{piece}" if current else piece
        if len(candidate) <= limit:
            current = candidate
        else:
            messages.append(current)
            current = piece
    if current:
        messages.append(current)
    return messages


_TAG = re.compile(r"^((?:<(?:b|i)>)*)(.*?)((?:</(?:b|i)>)*)$", re.S)


def _cut_line(line: str, limit: int) -> list[str]:
    if len(line) <= limit:
        return [line]
    match = _TAG.match(line)
    assert match is not None
    opening, inner, closing = match.groups()
    room = limit - len(opening) - len(closing)
    out = []
    while inner:
        cut = _safe_cut(inner, room)
        out.append(f"{opening}{inner[:cut]}{closing}")
        inner = inner[cut:]
    return out


def _safe_cut(text: str, room: int) -> int:
    """A cut at most `room` long that never splits an HTML entity (&amp;), preferring a space."""
    if len(text) <= room:
        return len(text)
    cut = room
    amp = text.rfind("&", max(0, cut - 8), cut)
    if amp != -1 and ";" not in text[amp:cut]:
        cut = amp
    space = text.rfind(" ", cut // 2, cut)
    return space + 1 if space > 0 else cut
