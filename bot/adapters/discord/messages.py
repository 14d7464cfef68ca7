"""Discord: the messages an incident's state becomes, the topic menu, the shared answers."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.adapters.discord import render as layout
from bot.adapters.discord.views import topics_view, view_for
from bot.finder import topics as finder
from bot.incidents import words
from bot.incidents.described import retold
from bot.incidents.engine import Reply
from bot.incidents.incident import Incident, State

THREAD_INCIDENT = re.compile(r"Incident #([0-9]{1,18})\b")


OTHER_CHAT = (
    "Ce bouton ne correspond à aucun incident de ce salon : rien n'a été enregistré. "
    "Ouvrez un incident avec /arbitre."
)


def place_of(interaction: discord.Interaction[Any]) -> str | None:
    """The chat's name for the log and the export: « Discord : Club de Rennes › #arbitrage »."""
    guild = getattr(getattr(interaction, "guild", None), "name", None)
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent is not None:
        channel = channel.parent
    name = getattr(channel, "name", None)
    if not isinstance(guild, str) and not isinstance(name, str):
        return None
    parts = [
        p
        for p in (guild if isinstance(guild, str) else None, f"#{name}" if isinstance(name, str) else None)
        if p
    ]
    return "Discord : " + " › ".join(parts)


UNDO = "« Retour » pour corriger"  # the answers a description gave: the button that takes one back
Message = tuple[list[discord.Embed], discord.ui.View | None]


def state_messages(reply: Reply, note: str | None = None) -> list[Message]:
    """Where the incident stands, as messages. The first one replaces the message whose
    component was used: one live message per incident, the question edited in place with the
    answers so far, then the answers and the ruling in that same message when they fit
    (10 embeds, 6,000 characters); only what does not fit follows in new messages, the
    components (follow-up, « Retour ») under the last one."""
    incident = reply.incident
    assert incident is not None
    step = reply.step
    if incident.state is State.CHOOSING_TOPIC:
        return [([layout.topics_embed(incident)], view_for(incident, None))]
    said = (
        retold(reply.message, UNDO)
        if reply.message and reply.message.startswith(("Compris :", words.SECOND_PREFIX))
        else None
    )
    if incident.state is State.ASKING and step is not None and step.question is not None:
        embed = layout.question_embed(incident, step, step.question, said)
        return [([embed], view_for(incident, step.question))]
    if incident.state is State.RULED and step is not None and step.ruling is not None:
        embeds = [
            layout.ruled_embed(incident, said),
            *layout.ruling_embeds(incident, step.ruling),
            layout.follow_up_embed(incident, step.optional),
        ]
        batches: list[Message] = [(batch, None) for batch in layout.messages(embeds)]
        batches[-1] = (batches[-1][0], view_for(incident, step.optional))
        return batches
    return [([layout.closed_embed(incident, note or reply.message)], None)]


def menu_message(incident: Incident, phase: str | None = None, words: str | None = None) -> Message:
    """The topic menu: the phases; a phase's topics (`phase`); or the topics `words` describe."""
    chosen = next((p for p in finder.PHASES if p.value == phase), None)
    if chosen is not None:
        topics = finder.topics_in(chosen)
        return [layout.topics_embed(incident, chosen.label, topics)], topics_view(incident, topics)
    if words is not None and words.strip():
        found = finder.search(words, online=finder.online_event(incident.regulation))  # T9: an event's call
        if found:
            heading = f"Thèmes trouvés pour « {finder.echoed(words)} »"
            return [layout.topics_embed(incident, heading, found)], topics_view(incident, found)
        # Never a dead end (issue 31 §4): the nearest topics, and « Quand ? » for the phases.
        nearest = finder.nearest(words)
        return [layout.topics_embed(incident, finder.no_match(words), nearest)], topics_view(
            incident, nearest
        )
    return [layout.topics_embed(incident)], topics_view(incident)


def recorded_text(incident: Incident, said: str | None = None) -> str:
    """The answer to a recorded score: each side's figure, what it means for the table (`said`: « avant
    transfert », another mark for the table… as at the terminal, tester14 W12), then the worksheet's
    computation."""
    entry = incident.score
    assert entry is not None
    told = f"\n{said}" if said else ""
    return layout.clip(
        f"Incident #{incident.id} : marque enregistrée — Nord-Sud {entry.ns} ; Est-Ouest {entry.ew}{told}\n{entry.text}",
        layout.CONTENT_MAX,
    )


UNEXPECTED = (
    "Erreur inattendue : rien de plus n'a été enregistré. Réessayez, ou reprenez l'incident avec /incidents."
)
