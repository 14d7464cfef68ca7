"""Telegram layout: the inline keyboards (questions, topics, ruling, worksheet) and the buttons' links."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from html import escape

import rules
from bot.adapters.telegram.render import (
    BUTTON_LABEL,
    Button,
    Markup,
    Press,
    clip,
    decode,
    encode,
    long_options,
    short_hash,
)
from bot.finder import topics as finder
from bot.incidents.handover import button_label, handovers
from bot.incidents.incident import Incident
from bot.incidents.linked import offers_second, rectifies_now, rules_director_error
from bot.incidents.transition import safe_step
from bot.scores.offer import (
    QUICK_CHOICES,
    REVOKE_CHOICES,
    RULING_CHOICE,
    foresees_score,
    quick_choices,
    revoke_choices,
    ruling_line,
)
from rules.model import Question, Ruling

# --- keyboards ---------------------------------------------------------------------------


def _button(text: str, press: Press) -> Button:
    return {"text": clip(text, BUTTON_LABEL * 2), "callback_data": encode(press)}


make_button = _button  # for the adapter's other modules (linked incidents)


def _rows(buttons: list[Button], per_row: int) -> list[list[Button]]:
    return [buttons[i : i + per_row] for i in range(0, len(buttons), per_row)]


def question_keyboard(incident: Incident, question: Question) -> Markup:
    ref = short_hash(question.id)
    iid, ver = incident.id, incident.answers_version
    in_text = long_options(question)
    buttons = [
        _button(
            f"{i}. {clip(o.label, BUTTON_LABEL)}" if in_text else o.label,
            Press("a", iid, ver, ref, i - 1),
        )
        for i, o in enumerate(question.options, start=1)
    ]
    longest = max(len(o.label) for o in question.options)
    per_row = 1 if in_text or longest > 14 else (2 if longest > 6 else 4 if longest > 2 else 7)
    rows = _rows(buttons, per_row)
    rows.append(
        [
            _button("↩ Retour", Press("b", iid, ver)),
            _button("❓ Aide", Press("h", iid, ver, ref)),
            _button("✖ Annuler", Press("x", iid, ver)),
        ]
    )
    if second := second_row(incident):
        rows.append(second)
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


RECTIFY_BUTTON = "⚖ La bonne rectification (82B)"  # 82B: applied now, the board scored normally (review D5)


def second_row(incident: Incident) -> list[Button]:
    """Issue 29 §2: a second irregularity on the same board, from any question or ruling of a topic
    (not under an appeal or a penalty: review D16)."""
    if not offers_second(incident):
        return []
    label = CORRECT_BUTTON if rules_director_error(incident) else SECOND_BUTTON
    label = RECTIFY_BUTTON if rectifies_now(incident) else label
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
    second = second_row(incident)
    return with_handovers({"inline_keyboard": [back, *([second] if second else [])]}, incident)


def with_handovers(markup: Markup, incident: Incident) -> Markup:
    """Under a ruling that names another topic: one button per topic, to open it in one press."""
    step, _ = safe_step(incident)
    if step is None or step.ruling is None or incident.topic is None:
        return markup
    rows = [
        [
            _button(
                button_label(incident, t, clip(t.title, BUTTON_LABEL)),
                Press("o", incident.id, incident.answers_version, short_hash(t.id)),
            )
        ]
        for t in handovers(step.ruling, incident.topic, incident.answers)
    ]
    return {"inline_keyboard": [*markup["inline_keyboard"], *rows, *worksheet_rows(incident, step.ruling)]}


FOLLOW_UP_BUTTON = "📋 Suites : pénalité, erreur, appel"


def worksheet_rows(incident: Incident, ruling: Ruling) -> list[list[Button]]:
    """Under a ruling: the worksheet's quick choices when it foresees a score (issue 25), and the
    linked follow-up. They carry the answers' version but never change it (like a note); a quick choice also
    carries the marks recorded so far (ops35: a second press on the same keyboard is refused)."""
    version, marks = incident.answers_version, len(incident.scores)
    rows: list[list[Button]] = []
    if foresees_score(ruling):
        rows.append(
            [
                _button(QUICK_CHOICES[i], Press("s", incident.id, version, None, i, marks))
                for i in quick_choices(ruling, incident)
            ]
        )
        if ruling.score is not None:
            rows.append(
                [
                    _button(label, Press("s", incident.id, version, None, len(QUICK_CHOICES) + i, marks))
                    for i, label in enumerate(REVOKE_CHOICES)
                    if i in revoke_choices(ruling.score)
                ]
            )
        if (own := ruling_line(ruling)) is not None:
            index = len(QUICK_CHOICES) + RULING_CHOICE
            rows.append(
                [
                    _button(
                        f"Marque de la décision : {own}", Press("s", incident.id, version, None, index, marks)
                    )
                ]
            )
    rows.append([_button(FOLLOW_UP_BUTTON, Press("f", incident.id, version))])
    return rows


def recounted(markup: Markup | None, marks: int) -> Markup | None:
    """`markup` (a message's keyboard as shown) with its quick choices carrying `marks`, or None when none differs:
    after a mark, the keyboard it was pressed on takes the new count, so a press now replaces the mark (ops35)."""
    changed = False
    rows: list[list[Button]] = []
    for row in (markup or {}).get("inline_keyboard", []):
        out: list[Button] = []
        for button in row:
            press = decode(button.get("callback_data"))
            if press is not None and press.kind == "s" and press.marks is not None and press.marks != marks:
                button = {**button, "callback_data": encode(replace(press, marks=marks))}
                changed = True
            out.append(button)
        rows.append(out)
    return {"inline_keyboard": rows} if changed else None
