"""Discord parity with last session's Telegram fixes, through the mocked interactions (ops13 §4).

tester10 W2: « Réglé » pressed by a director on a call another director took changes nothing and asks
(« Cet appel est pris par Anne ») with « Régler à sa place » instead of « Réglé »; that button settles it in
the presser's name: the call and the caller read Bruno, never « réglé par Anne »."""

from __future__ import annotations

import discord

import rules
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.queue import QueueHandlers
from bot.events.model import CallState
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import CHANNEL, Channel, adapter, interaction, open_incident
from tests.bot.discord.test_queue import (
    ANNE,
    BRUNO,
    DIRECTORS,
    GUILD,
    _call,
    _open_event,
    _press,
    queue,
    rooms,
)
from tests.bot.test_ops13_pairs_order import HONOUR, LEAD

__all__ = ["adapter", "queue", "rooms"]  # the fixtures, shared with test_queue.py and test_adapter.py


async def test_settling_a_call_another_director_took_is_asked_first(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    told = len(players.posted)
    pressed = await _press(queue, directors, call_id, "close", BRUNO)
    assert refusal_call(pressed).args[0].startswith("Cet appel est pris par Anne : rien n'a changé")
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.state is CallState.TAKEN and len(players.posted) == told
    (edited,) = [p for p in directors.posted if p["where"] == "edit"][-1:]
    assert [b.label for b in edited["view"].children][1] == "Régler à sa place"
    await _press(queue, directors, call_id, "closeas", BRUNO)
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.state is CallState.CLOSED and call.closed_by == "Bruno"
    assert str(players.posted[-1]["content"]).startswith("Table 12 : l'appel est réglé par Bruno.")


async def test_the_director_who_took_the_call_settles_it_at_once(
    queue: QueueHandlers, rooms: tuple[Channel, Channel]
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    await _press(queue, directors, call_id, "close", ANNE)
    call = await queue.desk.get_call(call_id)
    assert call is not None and call.state is CallState.CLOSED
    assert str(players.posted[-1]["content"]).startswith("Table 12 : l'appel est réglé par Anne.")


# tester10 W3 on Discord: /arbitre mots:… in an incident's thread while its question waits for a button.


async def test_words_in_the_thread_answer_the_waiting_question_or_say_it_again(
    adapter: DiscordAdapter, store: Store
) -> None:
    channel = Channel()
    await open_incident(adapter, channel)  # « Renonce », its first question waiting in thread #1
    thread = Channel(discord.Thread, channel_id=55, parent_id=CHANNEL)
    thread.mock.name = "Incident #1 — Renonce"
    question = rules.get_topic("renonce").questions["situation"]

    await adapter.open(interaction(adapter, thread), None, "bonjour")  # answers nothing, names no incident
    said = str(thread.posted[-1]["content"])
    assert said.startswith("L'incident #1 attend votre réponse à la Question 1") and "Rien n'a été" in said
    assert thread.posted[-1]["view"] is not None  # its buttons again
    assert [i.id for i in await store.list(limit=None)] == ["1"]  # no ghost incident
    incident = await store.get("1")
    assert incident is not None and incident.answers == ()

    first = question.options[6].label  # « Deux renonces sur la même donne »: « deux » starts it alone
    await adapter.open(interaction(adapter, thread), None, "deux renonces")
    said = str(thread.posted[-1]["content"])
    assert said.startswith("Incident #1 — Question 1") and f"➜ {first}" in said
    incident = await store.get("1")
    assert incident is not None and incident.answers == (("situation", question.options[6].value),)
    assert [i.id for i in await store.list(limit=None)] == ["1"]


# The export of the event: every ruling of a call, its second irregularity's too (tester10 W21's export).


async def test_the_export_gives_every_ruling_of_a_call(
    queue: QueueHandlers, rooms: tuple[Channel, Channel], engine: Engine
) -> None:
    players, directors = rooms
    await _open_event(queue, players, directors)
    call_id = await _call(queue, players)
    await _press(queue, directors, call_id, "take", ANNE)
    director = queue.adapter.actor(interaction(queue.adapter, directors, ANNE))
    opened = await engine.open(director, f"discord:{GUILD}:{DIRECTORS}", "entame")
    assert opened.incident is not None
    await queue.desk.link(call_id, director, opened.incident.id)
    for question, value in LEAD.items():
        await engine.act(opened.incident.id, director, inc.answer(question, value))
    second = await engine.second_irregularity(opened.incident.id, director, "carte_exposee_encheres")
    assert second.incident is not None
    for question, value in HONOUR.items():
        await engine.act(second.incident.id, director, inc.answer(question, value))
    done = interaction(queue.adapter, players, ANNE)
    await queue.tournoi(done, "export", None, None, None)
    markdown = directors.posted[-1]["files"][1].fp.getvalue().decode("utf-8")
    assert "#1 Entame hors tour ; #2 Carte exposée pendant les enchères" in markdown
    assert "#1 : 54D" in markdown and "#2 : 24B" in markdown
