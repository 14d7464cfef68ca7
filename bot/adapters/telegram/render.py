"""Telegram layout: HTML messages, inline keyboards and the callback data of their buttons.

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

The call queue's buttons (queue.py) use their own form, `c:<call id>:take|close|inc`.

The version lets the engine refuse an old button or a double press; the hash names the
question (or topic) without spending the 64 bytes on its id.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape

import rules
from bot.finder import topics as finder
from bot.incidents.handover import handovers
from bot.incidents.incident import Incident
from bot.incidents.linked import rules_director_error
from bot.incidents.render import (
    answered_pairs,
    incident_line,
    question_heading,
    ruling_sections,
    see_also,
    topic_title,
)
from bot.incidents.transition import safe_step
from bot.scores.offer import (
    QUICK_CHOICES,
    REVOKE_CHOICES,
    RULING_CHOICE,
    deal_diagram,
    foresees_score,
    ruling_line,
    sheet_lines,
)
from bot.scores.offer import hint as score_hint
from rules.laws import FFB_TEXT_LABEL, Citation
from rules.model import Option, Question, Ruling, Step

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

    kind: str  # t a b x h n p o, s (a worksheet quick choice), f (« Suites de la décision »), d (2e irrégularité)
    incident_id: str
    version: int
    ref: str | None = None  # hash of the topic or question id
    index: int | None = None


# fullmatch, [0-9] and no « $ »: « $ » also matches before a final newline (F16), and \d takes
# any Unicode digit (« ٣ »), which int() would then read.
_DATA = re.compile(r"([tabxhnposfd]):([0-9]{1,12}):([0-9]{1,9})(?::([0-9a-f]{6}))?(?::([0-9]{1,3}))?")
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
}


def encode(press: Press) -> str:
    parts = [press.kind, press.incident_id, str(press.version)]
    if press.ref is not None:
        parts.append(press.ref)
    if press.index is not None:
        parts.append(str(press.index))
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
    kind, iid, version, ref, index = match.groups()
    wants_ref, wants_index = _ARITY[kind]
    if wants_ref != (ref is not None) or wants_index != (index is not None):
        return None
    return Press(kind, iid, int(version), ref, int(index) if index is not None else None)


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


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# --- keyboards ---------------------------------------------------------------------------


def _button(text: str, press: Press) -> Button:
    return {"text": clip(text, BUTTON_LABEL * 2), "callback_data": encode(press)}


make_button = _button  # for the adapter's other modules (linked incidents)


def _rows(buttons: list[Button], per_row: int) -> list[list[Button]]:
    return [buttons[i : i + per_row] for i in range(0, len(buttons), per_row)]


def _listed(question: Question) -> bool:
    return any(len(o.label) > SHORT_LABEL for o in question.options)


def question_keyboard(incident: Incident, question: Question) -> Markup:
    ref = short_hash(question.id)
    iid, ver = incident.id, incident.answers_version
    listed = _listed(question)
    buttons = [
        _button(
            f"{i}. {clip(o.label, BUTTON_LABEL)}" if listed else o.label,
            Press("a", iid, ver, ref, i - 1),
        )
        for i, o in enumerate(question.options, start=1)
    ]
    longest = max(len(o.label) for o in question.options)
    per_row = 1 if listed or longest > 14 else (2 if longest > 6 else 4 if longest > 2 else 7)
    rows = _rows(buttons, per_row)
    rows.append(
        [
            _button("↩ Retour", Press("b", iid, ver)),
            _button("❓ Aide", Press("h", iid, ver, ref)),
            _button("✖ Annuler", Press("x", iid, ver)),
        ]
    )
    rows.append(second_row(incident))
    return {"inline_keyboard": rows}


PHASE_MENU = 9  # the index of « ↩ Quand ? »: back to the phases


def topic_keyboard(incident: Incident, topics: Sequence[rules.Topic] | None = None) -> Markup:
    """The first screen: one button per phase (when it happened). With `topics` (a phase's, or
    those that words found): one button per topic, and « ↩ Quand ? » back to the phases."""
    iid, ver = incident.id, incident.answers_version
    if topics is None:
        rows = [
            [_button(phase.label, Press("p", iid, ver, None, i))] for i, phase in enumerate(finder.PHASES)
        ]
    else:
        rows = [[_button(t.title, Press("t", iid, ver, short_hash(t.id)))] for t in topics]
        rows.append([_button("↩ Quand ?", Press("p", iid, ver, None, PHASE_MENU))])
    rows.append([_button("✖ Annuler", Press("x", iid, ver))])
    return {"inline_keyboard": rows}


def phase_topics(index: int) -> tuple[str, Sequence[rules.Topic]] | None:
    """The heading and topics of the phase a « p » button names; None for the phase menu."""
    if not 0 <= index < len(finder.PHASES):
        return None
    phase = finder.PHASES[index]
    return phase.label, finder.topics_in(phase)


def private_link(username: str, incident: Incident) -> str:
    """The deep link of « Répondre en privé »: Telegram opens the bot's private chat and, on
    « Démarrer », sends `/start r<incident>` (a start payload: at most 64 of [A-Za-z0-9_-])."""
    return f"https://t.me/{username}?start=r{incident.id}"


_RELAY = re.compile(r"r([0-9]{1,12})")


def decode_relay(payload: str) -> str | None:
    """The incident id of a « Répondre en privé » start payload."""
    match = _RELAY.fullmatch(payload)
    return match.group(1) if match else None


def with_link(markup: Markup, link: str | None) -> Markup:
    """A keyboard with « Répondre en privé » as its last row (a URL button: no callback data)."""
    if link is None:
        return markup
    return {"inline_keyboard": [*markup["inline_keyboard"], [{"text": "📩 Répondre en privé", "url": link}]]}


NOTE_BUTTON = "📝 Noter un fait"
SECOND_BUTTON = "➕ 2e irrégularité"
CORRECT_BUTTON = "⚖ La bonne décision (82C)"  # under the director's error: the same press, the right ruling


def second_row(incident: Incident) -> list[Button]:
    """Issue 29 §2: a second irregularity on the same board, from any question or ruling."""
    label = CORRECT_BUTTON if rules_director_error(incident) else SECOND_BUTTON
    return [_button(label, Press("d", incident.id, incident.answers_version))]


def with_note(markup: Markup | None, incident: Incident) -> Markup:
    """A keyboard with « Noter un fait » as its last row (the live message of an open incident)."""
    rows = markup["inline_keyboard"] if markup else []
    return {
        "inline_keyboard": [*rows, [_button(NOTE_BUTTON, Press("n", incident.id, incident.answers_version))]]
    }


NOTE_PROMPT = "📝 Incident #{iid} : écrivez le fait à noter en réponse à ce message"
_NOTE_PROMPT = re.compile(r"📝 Incident #([0-9]{1,12}) : écrivez le fait à noter")


def note_prompt_html(incident: Incident, user_id: int, name: str) -> str:
    """The ForceReply prompt; the mention makes a selective ForceReply reach that user only."""
    return (
        f"{escape(NOTE_PROMPT.format(iid=incident.id))} "
        f'(<a href="tg://user?id={user_id}">{escape(name)}</a>) : table, étui, contrat, ce que dit chaque camp…'
    )


def note_prompt_incident(text: str | None) -> str | None:
    """The incident a reply to a note prompt is about (the prompt's own text names it)."""
    match = _NOTE_PROMPT.match(text or "")
    return match.group(1) if match else None


def ruling_keyboard(incident: Incident) -> Markup:
    back = [_button("↩ Modifier la dernière réponse", Press("b", incident.id, incident.answers_version))]
    return with_handovers({"inline_keyboard": [back, second_row(incident)]}, incident)


def with_handovers(markup: Markup, incident: Incident) -> Markup:
    """Under a ruling that names another topic: one button per topic, to open it in one press."""
    step, _ = safe_step(incident)
    if step is None or step.ruling is None or incident.topic is None:
        return markup
    rows = [
        [
            _button(
                f"➜ Thème « {clip(t.title, BUTTON_LABEL)} »",
                Press("o", incident.id, incident.answers_version, short_hash(t.id)),
            )
        ]
        for t in handovers(step.ruling, incident.topic, incident.answers)
    ]
    return {"inline_keyboard": [*markup["inline_keyboard"], *rows, *worksheet_rows(incident, step.ruling)]}


FOLLOW_UP_BUTTON = "📋 Suites : pénalité, erreur, appel"


def worksheet_rows(incident: Incident, ruling: Ruling) -> list[list[Button]]:
    """Under a ruling: the worksheet's quick choices when it foresees a score (issue 25), and the
    linked follow-up. They carry the answers' version but never change it (like a note)."""
    version = incident.answers_version
    rows: list[list[Button]] = []
    if foresees_score(ruling):
        rows.append(
            [
                _button(label, Press("s", incident.id, version, None, i))
                for i, label in enumerate(QUICK_CHOICES)
            ]
        )
        if ruling.score is not None:
            rows.append(
                [
                    _button(label, Press("s", incident.id, version, None, len(QUICK_CHOICES) + i))
                    for i, label in enumerate(REVOKE_CHOICES)
                ]
            )
        if (own := ruling_line(ruling)) is not None:
            index = len(QUICK_CHOICES) + RULING_CHOICE
            rows.append(
                [_button(f"Marque de la décision : {own}", Press("s", incident.id, version, None, index))]
            )
    rows.append([_button(FOLLOW_UP_BUTTON, Press("f", incident.id, version))])
    return rows


# --- messages ----------------------------------------------------------------------------


def _title(incident: Incident) -> str:
    return f"<b>Incident #{escape(incident.id)} — {escape(topic_title(incident.topic))}</b>"


WORDS_HINT = (
    "Ou décrivez l'incident en répondant à ce message (« le mort a renoncé à la 5e levée »), "
    "ou /arbitre mots le mort a renoncé"
)


def topic_menu_html(
    incident: Incident, heading: str | None = None, topics: Sequence[rules.Topic] | None = None
) -> str:
    """The first screen asks when it happened; a phase's screen (or the topics that words found)
    lists its topics with their summaries, the descriptions the buttons do not hold."""
    head = f"<b>Incident #{escape(incident.id)}</b>"
    if topics is None:
        lines = [f"{head} — quand l'incident a-t-il eu lieu ?", "", escape(heading or WORDS_HINT)]
        return "\n".join(lines)
    text = "\n".join(
        [f"{head} — {escape(heading or '')} : quel incident ?", ""]
        + [f"• <b>{escape(t.title)}</b> — {escape(t.summary)}" for t in topics]
    )
    return text if len(text) <= MAX_MESSAGE else f"{head} — {escape(heading or '')} : quel incident ?"


def _heading(step: Step, question: Question) -> str:
    """« Question 3 — … », or « Suite possible — … » for the follow-up offered with a ruling."""
    return (
        f"Suite possible — {question.prompt}" if step.question is None else question_heading(step, question)
    )


def question_html(incident: Incident, step: Step, question: Question) -> str:
    lines = [_title(incident), f"<b>{escape(_heading(step, question))}</b>"]
    if _listed(question):
        lines.append("")
        lines.extend(f"{i}. {escape(o.label)}" for i, o in enumerate(question.options, start=1))
    return "\n".join(lines)


def answered_html(incident: Incident, step: Step, question: Question, option: Option, by: str | None) -> str:
    """The question message once answered: the question and the answer given, no buttons."""
    who = f" <i>({escape(by)})</i>" if by else ""
    return "\n".join(
        [
            _title(incident),
            escape(_heading(step, question)),
            f"➜ <b>{escape(option.label)}</b>{who}",
        ]
    )


# --- one live message per incident (groups) -------------------------------------------------


def _answers_block(incident: Incident, by: str | None, room: int) -> list[str]:
    """The answers so far, one short line each; the oldest give way first when room is short."""
    lines = [f"✓ {escape(prompt)} ➜ <b>{escape(label)}</b>" for prompt, label in answered_pairs(incident)]
    if lines and by:
        lines[-1] += f" <i>({escape(by)})</i>"
    dropped = 0
    while lines and sum(len(line) + 1 for line in lines) > room:
        lines.pop(0)
        dropped += 1
    return ([f"<i>… {dropped} réponse(s) plus tôt (/incidents)</i>"] if dropped else []) + lines


def live_question_html(
    incident: Incident, step: Step, question: Question, by: str | None = None, note: str | None = None
) -> str:
    """The live message while questions are asked: the answers so far above, the question."""
    tail = [f"<b>{escape(_heading(step, question))}</b>"]
    if _listed(question):
        tail.extend(f"{i}. {escape(o.label)}" for i, o in enumerate(question.options, start=1))
    if note:
        tail.append(f"<i>{escape(note)}</i>")
    head = _title(incident)
    room = MAX_MESSAGE - len(head) - sum(len(t) + 1 for t in tail) - 80
    return "\n".join([head, *_answers_block(incident, by, room), *tail])


def live_ruling_pages(
    incident: Incident,
    step: Step,
    answered: tuple[Question, Option] | None = None,
    by: str | None = None,
) -> list[str]:
    """The ruling that replaces the live message (split under the limit), ending with the
    follow-up offered, or with the follow-up's answer once given."""
    assert step.ruling is not None
    pages = ruling_html(incident, step.ruling)
    extra = None
    if answered is not None:
        question, option = answered
        who = f" <i>({escape(by)})</i>" if by else ""
        extra = f"{escape(_heading(step, question))} ➜ <b>{escape(option.label)}</b>{who}"
    elif step.optional is not None:
        extra = f"<b>{escape(_heading(step, step.optional))}</b>"
    if extra is not None:
        if len(pages[-1]) + 2 + len(extra) <= MAX_MESSAGE:
            pages[-1] = f"{pages[-1]}\n\n{extra}"
        else:
            pages.append(extra)
    return pages


def unchanged_html(incident: Incident) -> str:
    return f"Incident #{escape(incident.id)} : la décision ci-dessus reste celle à appliquer."


def help_html(question: Question) -> str:
    return f"<b>Aide — {escape(question.prompt)}</b>\n{escape(question.help)}"


def worksheet_html(incident: Incident, ruling: Ruling) -> str | None:
    """The deal and the recorded score, and how to record one, under the ruling; the board's
    diagram in monospace when its cards were imported (issue 32)."""
    lines = [escape(line) for line in sheet_lines(incident)]
    diagram = deal_diagram(incident)
    if foresees_score(ruling):
        lines.append(
            escape(score_hint(ruling, incident.id))
            + f" Commande : /marque #{escape(incident.id)} 4♠=:60,4♠-1:40 ; donne et paires : "
            f"/donne #{escape(incident.id)} 12 table=3 ns=4 eo=11"
        )
        if diagram is not None:
            lines.append(
                f"Double mort : /dd #{escape(incident.id)}, ou /dd #{escape(incident.id)} S 4♠, O 3SA pour les "
                "levées de chaque contrat et la ligne de départ de la feuille"
            )
    if not lines and diagram is None:
        return None
    text = "<b>Feuille de marque</b>\n" + "\n".join(f"• {line}" for line in lines)
    return text + (f"\n<pre>{escape(diagram)}</pre>" if diagram is not None else "")


def ruling_html(incident: Incident, ruling: Ruling) -> list[str]:
    """The ruling, one block per section, split into messages under the limit."""
    blocks = [
        f"<b>DÉCISION — {escape(ruling.title)}</b>\n<i>Incident #{escape(incident.id)} — "
        f"{escape(topic_title(incident.topic))}</i>"
    ]
    for section in ruling_sections(ruling):
        lines = section.lines
        if section.heading == "Lois citées":
            lines = (", ".join(ruling.laws) + " — détail : /loi <numéro>",)
        if section.heading == "À lire à la table":
            body = [f"<i>{escape(line)}</i>" for line in lines]
        elif section.heading:
            body = [f"• {escape(line)}" for line in lines]
        else:
            body = [f"<i>{escape(line)}</i>" for line in lines]
        head = [f"<b>{escape(section.heading)}</b>"] if section.heading else []
        blocks.append("\n".join([*head, *body]))
    sheet = worksheet_html(incident, ruling)
    if sheet is not None:
        blocks.insert(len(blocks) - 1, sheet)  # before the footer, which ends every ruling
    also = see_also(incident)  # issue 29 §2: each ruling names the other incidents of the board
    if also:
        blocks.insert(len(blocks) - 1, "\n".join(f"🔗 {escape(line)}" for line in also))
    return split_blocks(blocks)


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


def law_html(citation: Citation) -> list[str]:
    law = citation.law
    blocks = [f"<b>Loi {law.number} — {escape(law.title)}</b>\n{escape(law.summary)}"]
    if citation.sub and citation.sub_summary:
        blocks.append(f"<b>{law.number}{escape(citation.sub)}</b> :\n{escape(citation.sub_summary)}")
    if citation.outline:
        blocks.append(escape(citation.outline))
    blocks.append(
        f'{escape(FFB_TEXT_LABEL)} : <a href="{escape(law.url, quote=True)}">{escape(law.url)}</a>\n'
        f"<i>{escape(rules.DISCLAIMER)}</i>"
    )
    return split_blocks(blocks)


def plain_html(text: str) -> list[str]:
    """French plain text (several lines) as escaped HTML messages under the limit."""
    return split_blocks([escape(text)])


def incidents_html(incidents: Iterable[Incident]) -> list[str]:
    lines = [escape(incident_line(i)) for i in incidents]
    if not lines:
        return ["Aucun incident dans cette discussion. /arbitre pour en ouvrir un."]
    return split_blocks(["<b>Incidents récents de cette discussion</b>", "\n".join(lines)])


def help_messages() -> list[str]:
    lines = [
        "<b>Arbitre</b> — l'assistant de l'arbitre de bridge (Lois 2017, pratique FFB).",
        "",
        "Nommez l'incident, répondez aux questions par les boutons : la décision vient avec ses lois "
        "et le texte à lire à la table.",
        "",
        "/arbitre — ouvrir un incident : quand a-t-il eu lieu, puis quoi",
        "/arbitre mots le mort a renoncé à la 5e levée — décrire l'incident : les thèmes que ces mots "
        "désignent, et les réponses qu'ils donnent déjà (« Compris : … »). En privé, écrivez simplement ce "
        "qui s'est passé ; en groupe, répondez au menu « quand ? » du bot.",
    ]
    for name, topic in topic_commands().items():
        lines.append(f"/{name} — {escape(topic.title)}")
    lines += [
        "/loi 64A1 — le résumé d'une loi",
        "/marque 420:60,-50:40 — une marque ajustée pondérée (Loi 12C1c)",
        "/incidents — les incidents récents de cette discussion",
        "/retour — revenir à la question précédente (ou /retour 12 pour l'incident #12)",
        "/annuler — abandonner l'incident en cours (ou /annuler 12)",
        "/note texte — noter un fait sur l'incident en cours (table, étui, ce que dit chaque camp)",
        "/donne 18 table=4 ns=7 eo=3 — la donne, la table et les paires de l'incident en cours ; le "
        "numéro de la donne fixe donneur et vulnérabilité (Loi 2) pour la marque",
        "/marque #12 4♠=:60,4♠-1:40 — enregistrer la marque de l'incident #12 (ligne de calcul, ou 60/40)",
        "",
        "<b>Tournoi en ligne</b>",
        "/tournoi ouvrir Nom [id du groupe des arbitres] — ouvrir le tournoi (un arbitre, dans le groupe "
        "des joueurs) ; /tournoi fermer ; /tournoi etat",
        "/tournoi reglage cartes=suivant temps=7:30 — les conditions de l'organisateur (annulation des "
        "déclarations et des cartes cliquées, temps par donne, ligne de jeu) : /tournoi reglage seul les "
        "affiche",
        "/tournoi export [JJ/MM/AAAA HH:MM] — les appels en CSV et Markdown, pour un arbitre (avec l'heure "
        "des résultats officiels, le délai d'appel 92B est daté)",
        "/appel 12 5 hésitation en Nord — appeler l'arbitre (table, donne facultative, raison) ; /appel seul "
        "ou le bouton « 🔔 Appeler l'arbitre » : le bot les demande",
        "/appels — les appels ouverts, du plus ancien",
        "/id — l'identifiant du groupe où on le tape (celui des arbitres, pour /tournoi ouvrir)",
        "",
        "En groupe, seul celui qui a ouvert l'incident ou un arbitre (administrateur du groupe) "
        "peut répondre ; tout le monde peut lire.",
        "",
        "En groupe, chaque incident tient en un seul message, mis à jour à chaque réponse. "
        "« 📩 Répondre en privé » ouvre la conversation avec le bot : l'arbitre y répond, "
        "le groupe voit l'incident avancer et la décision.",
        "",
        f"<i>{escape(rules.DISCLAIMER)}</i>",
    ]
    return split_blocks(["\n".join(lines)])


def recorded_html(incident: Incident) -> str:
    """The answer to a recorded score: each side's figure, then the worksheet's computation."""
    entry = incident.score
    assert entry is not None
    return (
        f"📋 <b>Incident #{escape(incident.id)} : marque enregistrée</b> — Nord-Sud {escape(entry.ns)} ; "
        f"Est-Ouest {escape(entry.ew)}\n<i>{escape(entry.text)}</i>"
    )
