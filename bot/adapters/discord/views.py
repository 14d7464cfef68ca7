"""Buttons and selects that survive restarts: every custom_id carries its whole context.

A custom_id names the incident, the version the director saw, the question and the option
index (`arb:a:12:3:offender:2`). discord.py rebuilds the item from the custom_id alone
(DynamicItem, registered with `client.add_dynamic_items`), so a button sent before a
restart still works after it; the engine refuses a stale version in French.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import discord
from discord import ui

from bot.adapters.discord.render import BUTTON_LABEL_MAX, BUTTONS_MAX, SELECT_LABEL_MAX, clip, long_labels
from bot.finder import topics as finder
from bot.incidents.handover import button_label, handovers
from bot.incidents.incident import Incident, State
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
from rules.topic import Topic

CUSTOM_ID_MAX = 100
SELECT_OPTIONS_MAX = 25
SELECTS_MAX = 4  # rows 0-3; row 4 holds « Retour » / « Annuler »

_ID = r"[A-Za-z0-9_\-]+"


@dataclass(frozen=True)
class Press:
    """What a pressed component means, parsed from its custom_id (and the select's values)."""

    incident_id: str
    version: int
    kind: str  # "answer", "topic", "back", "abandon", "restart"
    question: str | None = None
    index: int | None = None
    topic: str | None = None


class Handler(Protocol):
    async def check(self, interaction: discord.Interaction[Any], incident_id: str) -> bool: ...

    async def press(self, interaction: discord.Interaction[Any], press: Press) -> None: ...


def handler(interaction: discord.Interaction[Any]) -> Handler:
    """The adapter behind the client that received the interaction."""
    return interaction.client.arbitre  # type: ignore[attr-defined, no-any-return]


def _checked(custom_id: str) -> str:
    if len(custom_id) > CUSTOM_ID_MAX:
        raise ValueError(f"custom_id longer than {CUSTOM_ID_MAX} characters: {custom_id!r}")
    return custom_id


class _Base:
    """Shared behaviour of our dynamic items: who may press, and what pressing does."""

    incident_id: str

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await handler(interaction).check(interaction, self.incident_id)

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).press(interaction, self.pressed(interaction))


class AnswerButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"arb:a:(?P<iid>[0-9]{{1,18}}):(?P<ver>[0-9]{{1,9}}):(?P<q>{_ID}):(?P<idx>[0-9]{{1,3}})",
):
    def __init__(self, incident_id: str, version: int, question: str, index: int, label: str = "?") -> None:
        self.incident_id, self.version, self.question, self.index = incident_id, version, question, index
        super().__init__(
            ui.Button(
                label=clip(label, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=_checked(f"arb:a:{incident_id}:{version}:{question}:{index}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> AnswerButton:
        return cls(match["iid"], int(match["ver"]), match["q"], int(match["idx"]), item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, self.version, "answer", question=self.question, index=self.index)


class AnswerSelect(
    _Base,
    ui.DynamicItem[ui.Select[Any]],
    template=rf"arb:s:(?P<iid>[0-9]{{1,18}}):(?P<ver>[0-9]{{1,9}}):(?P<q>{_ID}):(?P<part>[0-9]{{1,3}})",
):
    def __init__(
        self,
        incident_id: str,
        version: int,
        question: str,
        part: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        self.incident_id, self.version, self.question = incident_id, version, question
        super().__init__(
            ui.Select(
                custom_id=_checked(f"arb:s:{incident_id}:{version}:{question}:{part}"),
                options=options or [discord.SelectOption(label="?", value="0")],
                placeholder=placeholder,
                min_values=1,
                max_values=1,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Select[Any], match: re.Match[str], /
    ) -> AnswerSelect:
        return cls(match["iid"], int(match["ver"]), match["q"], int(match["part"]), list(item.options))

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        # Only a value among the select's own options counts (F13): « ² » passes isdigit() but
        # not int(), and a forged value must get the engine's French refusal, not an exception.
        values = self.item.values
        offered = {option.value for option in self.item.options}
        value = values[0] if values else ""
        index = int(value) if value in offered and re.fullmatch(r"[0-9]{1,3}", value) else -1
        return Press(self.incident_id, self.version, "answer", question=self.question, index=index)


class TopicButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"arb:t:(?P<iid>[0-9]{{1,18}}):(?P<ver>[0-9]{{1,9}}):(?P<topic>{_ID})",
):
    def __init__(self, incident_id: str, version: int, topic: str, label: str = "?") -> None:
        self.incident_id, self.version, self.topic = incident_id, version, topic
        super().__init__(
            ui.Button(
                label=clip(label, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=_checked(f"arb:t:{incident_id}:{version}:{topic}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> TopicButton:
        return cls(match["iid"], int(match["ver"]), match["topic"], item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, self.version, "topic", topic=self.topic)


class TopicSelect(
    _Base,
    ui.DynamicItem[ui.Select[Any]],
    template=r"arb:ts:(?P<iid>[0-9]{1,18}):(?P<ver>[0-9]{1,9}):(?P<part>[0-9]{1,3})",
):
    def __init__(
        self, incident_id: str, version: int, part: int, options: list[discord.SelectOption] | None = None
    ) -> None:
        self.incident_id, self.version = incident_id, version
        super().__init__(
            ui.Select(
                custom_id=_checked(f"arb:ts:{incident_id}:{version}:{part}"),
                options=options or [discord.SelectOption(label="?", value="?")],
                placeholder="Choisissez le thème de l'incident",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Select[Any], match: re.Match[str], /
    ) -> TopicSelect:
        return cls(match["iid"], int(match["ver"]), int(match["part"]), list(item.options))

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        values = self.item.values
        return Press(self.incident_id, self.version, "topic", topic=values[0] if values else "")


PHASE_MENU = "menu"  # « Quand ? »: back to the phases


class PhaseButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:w:(?P<iid>[0-9]{1,18}):(?P<ver>[0-9]{1,9}):(?P<phase>[a-z_]{1,12})",
):
    """« Pendant le jeu »…: the topics of that phase, in place; « Quand ? »: the phases again.
    Nothing is recorded: it only changes the menu on screen (issue 24 §2)."""

    def __init__(self, incident_id: str, version: int, phase: str, label: str = "?") -> None:
        self.incident_id, self.version, self.phase = incident_id, version, phase
        style = discord.ButtonStyle.secondary if phase == PHASE_MENU else discord.ButtonStyle.primary
        super().__init__(
            ui.Button(
                label=clip(label, BUTTON_LABEL_MAX),
                style=style,
                custom_id=_checked(f"arb:w:{incident_id}:{version}:{phase}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> PhaseButton:
        return cls(match["iid"], int(match["ver"]), match["phase"], item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, self.version, "phase", topic=self.phase)


class HandoverButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"arb:o:(?P<iid>[0-9]{{1,18}}):(?P<topic>{_ID})",
):
    """« ➜ Ouvrir … » under a ruling that names another topic: opens it as a new incident (the
    engine refuses a second one for the same hand-over, so no version is needed)."""

    def __init__(self, incident_id: str, topic: str, label: str = "?") -> None:
        self.incident_id, self.topic = incident_id, topic
        super().__init__(
            ui.Button(
                label=clip(label, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.primary,
                custom_id=_checked(f"arb:o:{incident_id}:{topic}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> HandoverButton:
        return cls(match["iid"], match["topic"], item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, 0, "handover", topic=self.topic)


CONTROLS = {
    "back": ("Retour", discord.ButtonStyle.secondary),
    "restart": ("Changer de thème", discord.ButtonStyle.secondary),
    "abandon": ("Annuler l'incident", discord.ButtonStyle.danger),
}


class ControlButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:c:(?P<iid>[0-9]{1,18}):(?P<ver>[0-9]{1,9}):(?P<what>back|restart|abandon)",
):
    def __init__(self, incident_id: str, version: int, what: str) -> None:
        self.incident_id, self.version, self.what = incident_id, version, what
        label, style = CONTROLS[what]
        super().__init__(
            ui.Button(label=label, style=style, custom_id=_checked(f"arb:c:{incident_id}:{version}:{what}"))
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> ControlButton:
        return cls(match["iid"], int(match["ver"]), match["what"])

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, self.version, self.what)


class ScoreButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:m:(?P<iid>[0-9]{1,18}):(?P<ver>[0-9]{1,9}):(?P<index>[0-9]{1,2})",
):
    """A worksheet quick choice under a ruling (60/40 …, the revoke's corrected result): the score
    is recorded with the incident; the version makes a button under an older ruling refused."""

    def __init__(self, incident_id: str, version: int, index: int, label: str = "?") -> None:
        self.incident_id, self.version, self.index = incident_id, version, index
        super().__init__(
            ui.Button(
                label=clip(label, BUTTON_LABEL_MAX),
                style=discord.ButtonStyle.success,
                custom_id=_checked(f"arb:m:{incident_id}:{version}:{index}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> ScoreButton:
        return cls(match["iid"], int(match["ver"]), int(match["index"]), item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, self.version, "score", index=self.index)


FOLLOW_UP_LABEL = "Suites : pénalité, erreur, appel"


class FollowUpButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:f:(?P<iid>[0-9]{1,18})",
):
    """« Suites » under a ruling: suites_decision opened as a new incident linked to this one."""

    def __init__(self, incident_id: str) -> None:
        self.incident_id = incident_id
        super().__init__(
            ui.Button(
                label=FOLLOW_UP_LABEL,
                style=discord.ButtonStyle.secondary,
                custom_id=_checked(f"arb:f:{incident_id}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> FollowUpButton:
        return cls(match["iid"])

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, 0, "follow")


SECOND_LABEL = "2e irrégularité"
CORRECT_LABEL = "La bonne décision (82C)"  # under the director's error: the same press, the right ruling
RECTIFY_LABEL = "La bonne rectification (82B)"  # 82B: applied now, the board scored normally (review D5)


class SecondButton(
    _Base,
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:d:(?P<iid>[0-9]{1,18})",
):
    """Issue 29 §2: a second irregularity on the same board, from any question or ruling (the new
    incident is linked both ways; no version: each press opens its own)."""

    def __init__(self, incident_id: str, label: str = SECOND_LABEL) -> None:
        self.incident_id = incident_id
        super().__init__(
            ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=_checked(f"arb:d:{incident_id}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> SecondButton:
        return cls(match["iid"], item.label or SECOND_LABEL)

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, 0, "second")


NOTE_LABEL = "Noter un fait"
NOTE_MAX = 2000  # the engine's limit for a note (bot/incidents/transition.py)


class NoteModal(ui.Modal, title="Noter un fait"):
    """The text of a note (table, board, what each side says), recorded on submit."""

    text: ui.TextInput[Any] = ui.TextInput(
        label="Fait à consigner",
        style=discord.TextStyle.paragraph,
        placeholder="Table 7, étui 12 : Est dit avoir vu la carte de Sud…",
        max_length=NOTE_MAX,
    )

    def __init__(self, incident_id: str) -> None:
        super().__init__(custom_id=_checked(f"arb:nm:{incident_id}"), timeout=None)
        self.incident_id = incident_id

    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        await interaction.client.arbitre.note(  # type: ignore[attr-defined]
            interaction, self.text.value, self.incident_id
        )


class NoteButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"arb:n:(?P<iid>[0-9]{1,18})",
):
    """« Noter un fait »: opens a modal asking for the text (the owner or a director only)."""

    def __init__(self, incident_id: str) -> None:
        self.incident_id = incident_id
        super().__init__(
            ui.Button(
                label=NOTE_LABEL,
                style=discord.ButtonStyle.secondary,
                custom_id=_checked(f"arb:n:{incident_id}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> NoteButton:
        return cls(match["iid"])

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await handler(interaction).check(interaction, self.incident_id, modal=True)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        # A modal must be the first answer to the press: no defer before it.
        await interaction.response.send_modal(NoteModal(self.incident_id))


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    AnswerButton,
    AnswerSelect,
    TopicButton,
    PhaseButton,
    HandoverButton,
    TopicSelect,
    ControlButton,
    NoteButton,
    ScoreButton,
    FollowUpButton,
    SecondButton,
)


def is_ours(custom_id: str) -> bool:
    return custom_id.startswith("arb:")


def matches_any(custom_id: str) -> bool:
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


def option_label(question: Question, index: int, limit: int) -> str:
    label = question.options[index].label
    if long_labels(question):
        return clip(f"{index + 1}. {label}", limit)
    return label


def _split(items: list[discord.SelectOption]) -> list[list[discord.SelectOption]]:
    return [items[i : i + SELECT_OPTIONS_MAX] for i in range(0, len(items), SELECT_OPTIONS_MAX)]


def _answer_items(view: ui.View, incident: Incident, question: Question) -> None:
    """Buttons for up to five options, a select (or several, 25 options each) beyond."""
    iid, ver = incident.id, incident.answers_version
    if len(question.options) <= BUTTONS_MAX:
        for index in range(len(question.options)):
            button = AnswerButton(
                iid, ver, question.id, index, option_label(question, index, BUTTON_LABEL_MAX)
            )
            button.row = 0
            view.add_item(button)
        return
    options = [
        discord.SelectOption(label=option_label(question, index, SELECT_LABEL_MAX), value=str(index))
        for index in range(len(question.options))
    ]
    parts = _split(options)[:SELECTS_MAX]
    for part, chunk in enumerate(parts):
        placeholder = "Choisissez la réponse" if len(parts) == 1 else f"Réponses {part + 1}/{len(parts)}"
        select = AnswerSelect(iid, ver, question.id, part, chunk, placeholder)
        select.row = part
        view.add_item(select)


def question_view(incident: Incident, question: Question) -> ui.View:
    """The answers, then « Retour » and « Annuler l'incident »."""
    view = ui.View(timeout=None)
    _answer_items(view, incident, question)
    view.add_item(_control(incident.id, incident.answers_version, "back", 4))
    view.add_item(_control(incident.id, incident.answers_version, "abandon", 4))
    view.add_item(_note(incident.id))
    _second(view, incident)
    return view


def topics_view(incident: Incident, topics: Sequence[Topic] | None = None) -> ui.View:
    """The first screen: when it happened (one button per phase). With `topics` (a phase's, or
    those that words found): the topics, and « Quand ? » back to the phases."""
    view = ui.View(timeout=None)
    iid, ver = incident.id, incident.answers_version
    if topics is None:
        for phase in finder.PHASES:
            button = PhaseButton(iid, ver, phase.value, phase.label)
            button.row = 0
            view.add_item(button)
        view.add_item(_control(iid, ver, "abandon", 4))
        return view
    if len(topics) <= BUTTONS_MAX:
        for topic in topics:
            button = TopicButton(iid, ver, topic.id, topic.title)
            button.row = 0
            view.add_item(button)
    else:
        options = [
            discord.SelectOption(
                label=clip(t.title, SELECT_LABEL_MAX),
                value=t.id,
                description=clip(t.summary, SELECT_LABEL_MAX),
            )
            for t in topics
        ]
        for part, chunk in enumerate(_split(options)[:SELECTS_MAX]):
            select = TopicSelect(iid, ver, part, chunk)
            select.row = part
            view.add_item(select)
    back = PhaseButton(iid, ver, PHASE_MENU, "Quand ?")
    back.row = 4
    view.add_item(back)
    view.add_item(_control(iid, ver, "abandon", 4))
    return view


def ruled_view(incident: Incident, optional: Question | None = None) -> ui.View:
    """Under the ruling: the optional follow-up (« calculer la marque ? »), « Retour », « Changer de thème »."""
    view = ui.View(timeout=None)
    if optional is not None:
        _answer_items(view, incident, optional)
    step, _ = safe_step(incident)
    if step is not None and step.ruling is not None and incident.topic is not None:
        for topic in handovers(step.ruling, incident.topic, incident.answers)[:BUTTONS_MAX]:
            button = HandoverButton(incident.id, topic.id, button_label(incident, topic))
            button.row = 3
            view.add_item(button)
        _worksheet_items(view, incident, step.ruling, optional)
    view.add_item(_control(incident.id, incident.answers_version, "back", 4))
    view.add_item(_control(incident.id, incident.answers_version, "restart", 4))
    view.add_item(_note(incident.id))
    follow = FollowUpButton(incident.id)
    follow.row = 4
    view.add_item(follow)
    _second(view, incident)
    return view


def _worksheet_items(view: ui.View, incident: Incident, ruling: Ruling, optional: Question | None) -> None:
    """Rows 1 and 2: the worksheet's quick choices, when the follow-up leaves them free."""
    if not foresees_score(ruling) or (optional is not None and len(optional.options) > SELECT_OPTIONS_MAX):
        return
    labels = [(i, QUICK_CHOICES[i]) for i in quick_choices(ruling, incident)]
    if ruling.score is not None:
        labels.extend((len(QUICK_CHOICES) + i, REVOKE_CHOICES[i]) for i in revoke_choices(ruling.score))
    for index, label in labels:
        button = ScoreButton(incident.id, incident.answers_version, index, label)
        button.row = 1 if index < len(QUICK_CHOICES) else 2
        view.add_item(button)
    if (own := ruling_line(ruling)) is not None:
        index = len(QUICK_CHOICES) + RULING_CHOICE
        button = ScoreButton(incident.id, incident.answers_version, index, f"Marque de la décision : {own}")
        button.row = 2
        view.add_item(button)


def _control(incident_id: str, version: int, what: str, row: int) -> ControlButton:
    button = ControlButton(incident_id, version, what)
    button.row = row
    return button


def _second(view: ui.View, incident: Incident) -> None:
    """`+` on a topic's incident or the director's error, never under an appeal or a penalty (D16)."""
    if not offers_second(incident):
        return
    label = CORRECT_LABEL if rules_director_error(incident) else SECOND_LABEL
    button = SecondButton(incident.id, RECTIFY_LABEL if rectifies_now(incident) else label)
    button.row = 4
    view.add_item(button)


def _note(incident_id: str) -> NoteButton:
    button = NoteButton(incident_id)
    button.row = 4
    return button


def view_for(incident: Incident, question: Question | None) -> ui.View | None:
    """The components matching where the incident stands (None once it is closed); `question`
    is the current question, or with a ruling the optional follow-up."""
    if incident.state is State.CHOOSING_TOPIC:
        return topics_view(incident)
    if incident.state is State.ASKING and question is not None:
        return question_view(incident, question)
    if incident.state is State.RULED:
        return ruled_view(incident, question)
    return None
