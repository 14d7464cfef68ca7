"""/note and the « Noter un fait » button on Discord (issue 14 §4): a fact recorded on the
incident as the engine's `note` action, shown by `arbitre incidents show` and the export."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from bot import config as config_module
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.views import DYNAMIC_ITEMS, NoteButton, NoteModal
from bot.incidents.store import Store
from bot.reports.incidents_log import show_incident
from tests.bot.discord.refusals import refusal_call
from tests.bot.discord.test_adapter import (
    BOB,
    CHANNEL,
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    answer_current,
    find,
    interaction,
    open_incident,
    press,
)


def ephemeral(inter: Any) -> str:
    """The text of the ephemeral refusal sent to this interaction: its first response, or the
    followup after an acknowledgement (every interaction is acknowledged first, issue 30 T10)."""
    call = refusal_call(inter)
    assert call is not None and call.kwargs.get("ephemeral"), "no ephemeral answer"
    return str(call.args[0])


def thread_of(channel: Channel, incident_id: str) -> Channel:
    thread = Channel(discord.Thread, channel_id=50, parent_id=CHANNEL)
    thread.mock.name = f"Incident #{incident_id} — Renonce"
    return thread


async def notes(store: Store, incident_id: str) -> list[tuple[str, str]]:
    incident = await store.get(incident_id)
    assert incident is not None
    return [(n.author, n.text) for n in incident.notes]


async def test_note_in_the_incidents_thread_is_recorded_and_shown_in_the_log(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    channel = Channel()
    await open_incident(adapter, channel)
    (incident,) = await store.list(limit=None)
    thread = thread_of(channel, incident.id)
    inter = interaction(adapter, thread)
    await adapter.note(inter, "  Table 7, étui 12 : Est a rejoué trèfle.  ")
    assert await notes(store, incident.id) == [("Alice", "Table 7, étui 12 : Est a rejoué trèfle.")]
    assert "Fait noté sur l'incident" in str(thread.posted[-1]["content"])
    show_incident(config_module.load(str(tmp_path)), incident.id)
    shown = capsys.readouterr().out
    assert "Faits notés" in shown and "Est a rejoué trèfle" in shown


async def test_a_director_may_note_a_stranger_may_not(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await open_incident(adapter, channel)
    (incident,) = await store.list(limit=None)
    bob = interaction(adapter, channel, BOB)
    await adapter.note(bob, "Je n'ai rien vu")
    assert "Seul Alice" in ephemeral(bob)
    await adapter.note(interaction(adapter, channel, DOMINIQUE), "Sud confirme.")
    assert await notes(store, incident.id) == [("Dominique", "Sud confirme.")]


async def test_empty_too_long_and_no_incident_are_refused_in_french(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    nothing = interaction(adapter, channel)
    await adapter.note(nothing, "Table 3")
    assert "Aucun incident en cours ici" in ephemeral(nothing)
    await open_incident(adapter, channel)
    (incident,) = await store.list(limit=None)
    empty = interaction(adapter, channel)
    await adapter.note(empty, "   ")
    assert "La note est vide" in ephemeral(empty)
    long = interaction(adapter, channel)
    await adapter.note(long, "x" * 2001)
    assert "trop longue" in ephemeral(long)
    assert await notes(store, incident.id) == []
    # A second incident here: the bare /note must name which one.
    await open_incident(adapter, channel)
    several = interaction(adapter, channel)
    await adapter.note(several, "Table 3")
    assert "Plusieurs incidents" in ephemeral(several)
    await adapter.note(interaction(adapter, channel), "Table 3", f"#{incident.id}")
    assert await notes(store, incident.id) == [("Alice", "Table 3")]
    unknown = interaction(adapter, channel)
    await adapter.note(unknown, "Table 3", "999")
    assert "Aucun incident #999" in ephemeral(unknown)


async def test_the_button_under_a_question_and_a_ruling_opens_a_modal_that_records(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel(discord.TextChannel)
    await open_incident(adapter, channel, "renonce")
    (incident,) = await store.list(limit=None)
    button = find(channel.views()[-1], "arb:n:", "Noter un fait")
    assert isinstance(button, NoteButton) and button.row == 4
    inter = await press(adapter, channel, button)
    modal = inter.response.send_modal.await_args.args[0]
    assert isinstance(modal, NoteModal) and modal.custom_id == f"arb:nm:{incident.id}"
    assert modal.text.max_length == 2000
    modal.text._value = "Nord a vu la carte exposée."
    submit = interaction(adapter, channel)
    await modal.on_submit(submit)
    assert await notes(store, incident.id) == [("Alice", "Nord a vu la carte exposée.")]
    # A stranger's press opens nothing.
    bob = await press(adapter, channel, button, BOB)
    bob.response.send_modal.assert_not_awaited()
    # Under the ruling too.
    for _ in range(30):
        current = await store.get(incident.id)
        assert current is not None
        if not current.state.is_open or current.step() is None or current.step().question is None:
            break
        await answer_current(adapter, channel)
    assert find(channel.views()[-1], "arb:n:", "Noter un fait")


def test_the_note_button_is_a_distinct_persistent_item() -> None:
    assert NoteButton in DYNAMIC_ITEMS
    assert NoteButton("123456789012345678").custom_id == "arb:n:123456789012345678"
    assert len(NoteModal("123456789012345678").custom_id) <= 100
