"""Ops32 (bugs between two features), on Discord: a note mid-question then back, a restart mid-question then a
stranger's press (both already right), and two clicks at once on the sheet's quick marks. Two answers at once
were already one answer (tests/bot/discord/test_adapter.py); two quick marks at once were both recorded, the later
silently replacing the earlier (« 60/40 » then « 40/60 »: whichever came last stood, and a double click stored the
same mark twice). The second is now refused, nothing recorded; a press after the first is answered replaces it."""

from __future__ import annotations

import asyncio

from bot.adapters.discord.adapter import DiscordAdapter
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    BOB,
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    answer_current,
    interaction,
    open_incident,
    press,
)
from tests.bot.discord.test_note import ephemeral
from tests.bot.discord.test_worksheet import posted_text, ruled

AT_ONCE = "Une marque a été enregistrée entre-temps (« "


async def test_two_clicks_at_once_on_the_quick_marks_record_one(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await ruled(adapter, channel, "information_non_autorisee", lambda r: r.adjusted_score is not None)
    view = channel.views()[-1]
    sixty, forty = (
        next(c for c in view.children if c.custom_id.startswith("arb:m:") and c.custom_id.endswith(f":{i}"))
        for i in (0, 1)
    )
    presses = await asyncio.gather(
        press(adapter, channel, sixty, DOMINIQUE), press(adapter, channel, forty, DOMINIQUE)
    )
    incident = await store.get("1")
    assert incident is not None and len(incident.scores) == 1
    refused = [p for p in presses if any(c.kwargs.get("ephemeral") for c in p.followup.send.await_args_list)]
    assert len(refused) == 1 and ephemeral(refused[0]).startswith(AT_ONCE)
    assert "rien de plus n'a été enregistré" in ephemeral(refused[0])
    await asyncio.gather(press(adapter, channel, sixty, DOMINIQUE), press(adapter, channel, sixty, DOMINIQUE))
    incident = await store.get("1")
    assert incident is not None and [s.line for s in incident.scores][1:] == [
        "60/40"
    ]  # the double click: once
    await press(adapter, channel, forty, DOMINIQUE)  # a press later replaces the mark, as before
    incident = await store.get("1")
    assert incident is not None and incident.score is not None and incident.score.line == "40/60"
    assert len(incident.scores) == 3


async def test_a_note_mid_question_then_back(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    """A note between two answers, then « retour » on the message shown before the note: taken, the note kept."""
    channel = Channel()
    await open_incident(adapter, channel, "renonce")
    await answer_current(adapter, channel, 0)
    await adapter.note(interaction(adapter, channel), "Est dit avoir eu un cœur.")
    back = next(
        c
        for c in channel.views()[-1].children
        if c.custom_id.startswith("arb:c:") and c.custom_id.endswith(":back")
    )
    pressed = await press(adapter, channel, back)
    assert not any(c.kwargs.get("ephemeral") for c in pressed.followup.send.await_args_list), posted_text(
        channel
    )
    incident = await store.get("1")
    assert (
        incident is not None
        and incident.answers == ()
        and [n.text for n in incident.notes] == ["Est dit avoir eu un cœur."]
    )


async def test_a_restart_mid_question_then_a_stranger_s_press(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    """A new adapter on the same store (a restart), the old message's answer: a stranger refused, nothing recorded;
    the opener's press taken."""
    channel = Channel()
    await open_incident(adapter, channel, "renonce")
    await answer_current(adapter, channel, 0)
    restarted = DiscordAdapter(adapter.engine, "Arbitre")
    stranger = await answer_current(restarted, channel, 0, BOB)
    assert ephemeral(stranger).startswith("Désolé Bob")
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 1
    await answer_current(restarted, channel, 0)
    incident = await store.get("1")
    assert incident is not None and len(incident.answers) == 2


async def test_a_score_then_the_deal_imported(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    """An artificial mark, then the session imported: the import names the incident, whose board keeps no cards until
    it is recorded again; recorded again, the import's result for these pairs is said (the terminal's twin:
    tests/bot/test_ops32_between.py)."""
    from bot.adapters.discord import deals
    from tests.bot.discord.test_deals import attachment
    from tests.bot.test_ops32_between import AGAIN, PLAYED
    from tests.bot.test_tester5_ops5 import SAMPLE

    channel = Channel()
    await ruled(adapter, channel, "explication_erronee", lambda r: r.id == "mi.adjust.weighted")
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=1 ns=1 eo=15", "1")
    await adapter.record_score(interaction(adapter, channel, DOMINIQUE), "1", "60/40")
    importing = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, importing, fichier=attachment("seance.pbn", SAMPLE.read_bytes()))
    calls = [*importing.response.send_message.await_args_list, *importing.followup.send.await_args_list]
    said = " ".join(str(c.args) + str(c.kwargs.get("content")) for c in calls) + posted_text(channel)
    assert AGAIN in said and "#1 (donne 5, table 1" in said, said
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=1 ns=1 eo=15", "1")
    assert PLAYED in posted_text(channel) + "\n".join(e.description or "" for e in channel.embeds())
    incident = await store.get("1")
    assert incident is not None and incident.deal is not None and incident.deal.cards is not None
