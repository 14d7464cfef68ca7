"""Discord: « quel incident ? » for a follow-up opened from the topic menu (issue 37 §3, G10).

A follow-up (« Après la décision ») chosen on the menu a description found is attached by its words to
the decision of the board they name (bot.incidents.words.attach_by_words); when they name none, or a
board of several decisions, the director is asked which decision it concerns: the ruled incidents of
the channel, the board the words named first, then the most recent, one button each. None is taken by
default: a follow-up left unattached stays as it is, and /suites still opens one from a decision.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

from bot.adapters.discord import render as layout
from bot.adapters.discord.out import Out
from bot.adapters.discord.views import Press, _Base, _checked
from bot.incidents import attach as attached
from bot.incidents import linked
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident

MAX_LISTED = 10
TEMPLATE = r"arb:k:(?P<iid>[0-9]{1,18}):(?P<src>[0-9]{1,18})"
ATTACH_BUTTON = re.compile(TEMPLATE)


class AttachButton(_Base, ui.DynamicItem[ui.Button[Any]], template=TEMPLATE):
    """« #1 · donne 13 … »: this follow-up attached to that decision (a director's act)."""

    def __init__(self, incident_id: str, source_id: str, label: str = "?") -> None:
        self.incident_id, self.source_id = incident_id, source_id
        super().__init__(
            ui.Button(
                label=layout.clip(label, 80),
                style=discord.ButtonStyle.secondary,
                custom_id=_checked(f"arb:k:{incident_id}:{source_id}"),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Button[Any], match: re.Match[str], /
    ) -> AttachButton:
        return cls(match["iid"], match["src"], item.label or "?")

    def pressed(self, interaction: discord.Interaction[Any]) -> Press:
        return Press(self.incident_id, 0, "attach", topic=self.source_id)  # `topic`: the decision's id


async def ask_source(engine: Engine, out: Out, follow: Incident, actor: Actor) -> None:
    """« Quel incident ? » under a follow-up its words did not attach (a director's alone)."""
    if follow.topic != linked.FOLLOW_UP_TOPIC or follow.follows is not None or not actor.is_director:
        return
    found = [i for i in await attached.candidates(engine, follow.chat) if i.id != follow.id]
    found = attached.ordered_for(follow, found)
    if not found:
        return
    view = ui.View(timeout=None)
    for incident in found[:MAX_LISTED]:
        view.add_item(AttachButton(follow.id, incident.id, attached.candidate_line(incident)))
    await out.send(
        f"**Incident #{follow.id} — quel incident ?** L'appel, la correction ou la pénalité se rattache à "
        "la décision qu'il concerne (elle le mentionne dans son dossier et l'export) ; le plus récent en "
        "premier.",
        view=view,
    )


async def attach(engine: Engine, out: Out, press: Press, actor: Actor) -> None:
    """A decision chosen at « quel incident ? »: the follow-up attached to it, said below."""
    reply = await engine.attach(press.incident_id, actor, press.topic or "")
    if reply.refused or reply.incident is None:
        await out.refuse(reply.message or "Action refusée.")
        return
    await out.edit(None, None)  # the question answered: its buttons go
    await out.send(reply.message)
