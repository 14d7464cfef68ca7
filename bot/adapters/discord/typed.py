"""Discord: words given to /arbitre in an incident's thread while its question waits for a button
(tester10 W3, as on Telegram in private). Words that start one answer (« oui », « oui je pense ») answer
it, recorded as its button would be; words that answer nothing and describe no incident say which
question waits, with its buttons again, instead of opening a ghost incident. Words that describe an
incident still open one, as before."""

from __future__ import annotations

from typing import Any

import discord

from bot.adapters.discord.messages import THREAD_INCIDENT, state_messages
from bot.adapters.discord.out import Out, chat_key
from bot.adapters.terminal.text import by_label
from bot.finder import topics as finder
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, State
from bot.incidents.render import question_heading


def typed_option(text: str, labels: list[str]) -> int | None:
    """The one answer the words start (by_label, as the terminal reads them), or the whole first word of
    one answer followed by other words (« oui je pense »); None when none or several."""
    index = by_label(text, labels)
    first = text.split()[0] if text.split() else ""
    if index is None and first != text.strip():
        index = by_label(first, labels)
        index = index if index is not None and first.casefold() == labels[index].casefold() else None
    return index


async def typed_in_thread(
    engine: Engine, interaction: discord.Interaction[Any], out: Out, actor: Actor, words: str
) -> bool:
    """True when the words went to the thread's incident (answered, or its question said again)."""
    channel = interaction.channel
    if not isinstance(channel, discord.Thread):
        return False
    found = THREAD_INCIDENT.match(getattr(channel, "name", "") or "")
    if not found:
        return False
    shown = await engine.show(found[1])
    incident, step = shown.incident, shown.step
    if incident is None or incident.chat != chat_key(interaction) or incident.state is not State.ASKING:
        return False
    question = step.question if step is not None else None
    if step is None or question is None:
        return False
    index = typed_option(words, [o.label for o in question.options])
    if index is not None:
        option = question.options[index]
        reply = await engine.act(
            incident.id, actor, inc.answer(question.id, option.value, incident.answers_version)
        )
        if reply.refused or reply.incident is None:
            await out.refuse(reply.message or "Réponse non enregistrée.")
            return True
        said = f"Incident #{incident.id} — {question_heading(step, question)} ➜ {option.label}"
        if reply.message:
            said = f"{said}\n{reply.message}"
        batches = state_messages(reply)
    else:
        if finder.search(words):
            return False  # words that describe an incident: a new one, as before
        said = (
            f"L'incident #{incident.id} attend votre réponse à la {question_heading(step, question)} : appuyez "
            "sur une réponse ci-dessous, ou donnez son début (/arbitre mots:oui). Rien n'a été enregistré. Pour "
            "un autre incident, décrivez-le (/arbitre mots:le mort a renoncé)."
        )
        batches = state_messages(shown)
    await out.send(said, embeds=batches[0][0], view=batches[0][1])
    for embeds, view in batches[1:]:
        await out.send(embeds=embeds, view=view)
    return True
