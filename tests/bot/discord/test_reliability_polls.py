"""Issue 23, R7 on Discord: a poll whose message cannot be posted is cancelled and the director
told, instead of staying open where nobody can vote (and refusing the next /sondage)."""

from __future__ import annotations

from unittest.mock import AsyncMock, MagicMock

import discord

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.conftest import Clock
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import Channel
from tests.bot.discord.test_polls import adapter, handlers, refusal, start, ui_incident

__all__ = ["adapter"]  # the fixture, imported for pytest


async def test_a_poll_that_cannot_be_posted_is_cancelled_and_the_director_told(
    adapter: DiscordAdapter, store: Store, clock: Clock
) -> None:
    channel = Channel()
    incident_id = await ui_incident(adapter, store, channel)
    polls = handlers(adapter, clock, poll_channel=999)
    broken = MagicMock()
    broken.send = AsyncMock(
        side_effect=discord.HTTPException(MagicMock(status=403, reason="Forbidden"), "no")
    )
    polls.client = MagicMock()
    polls.client.get_channel.return_value = broken
    first = await start(polls, adapter, channel, incident_id)
    assert "n'a pas pu être publié" in refusal(first) and "annulé" in refusal(first)
    poll = await polls.desk.get("1")
    assert poll is not None and poll.state.value == "closed"
    polls.client.get_channel.return_value = channel.mock  # the channel works again
    polls.poll_channel = None
    second = await start(polls, adapter, channel, incident_id)
    assert not refusal_call(second) or "déjà" not in str(refusal_call(second))
    again = await polls.desk.get("2")
    assert again is not None and again.state.value == "open"
