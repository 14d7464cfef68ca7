"""Discord's `/incidents` lists the rulings that still wait and the mark to redo, as the terminal and
Telegram do (round 5, session 4); `/incidents numero:1` shows the ruling with the flag on its sheet."""

from __future__ import annotations

from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.out import chat_key
from bot.incidents import incident as inc
from tests.bot.discord.test_adapter import (
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.telegram.test_waiting import seed


def shown(inter: object) -> str:
    """Every text the interaction sent: contents and embeds (descriptions, fields)."""
    out: list[str] = []
    for call in inter.followup.send.await_args_list:  # type: ignore[attr-defined]
        args, kwargs = call.args, call.kwargs
        out += [a for a in args if isinstance(a, str)] + [kwargs.get("content") or ""]
        for embed in kwargs.get("embeds") or []:
            out += [embed.title or "", embed.description or ""]
            out += [f"{field.name}\n{field.value}" for field in embed.fields]
    return "\n".join(out)


async def test_incidents_lists_the_waiting_rulings_and_the_mark_to_redo(adapter: DiscordAdapter) -> None:  # noqa: F811
    channel = Channel()
    inter = interaction(adapter, channel)
    await seed(adapter.engine, chat_key(inter), inc.Actor("discord:100", "Alice", True))
    await adapter.incidents(inter, None)
    listing = shown(inter)
    assert "Décisions en attente :" in listing
    assert "#2 Renonce — en attente : fin du coup, Fin du coup : après la levée de la renonce" in listing
    assert "(/incidents numero:2)" in listing
    assert (
        "#1 Renonce — en attente : MARQUE À REFAIRE, marque enregistrée sur la donne 17, pas sur la donne 5"
        in listing
    )
    assert "(/marque numero:1 resultats:<ligne>)" in listing
    assert (
        "#3 Renonce — en attente : MARQUE À REFAIRE, marque enregistrée sous l'ancienne décision" in listing
    )
    again = interaction(adapter, channel)
    await adapter.incidents(again, "1")
    assert "MARQUE À REFAIRE : « 60/40 »" in shown(again)


async def test_the_end_of_the_hand_in_words_points_to_the_waiting_ruling(adapter: DiscordAdapter) -> None:  # noqa: F811
    channel = Channel()
    inter = interaction(adapter, channel)
    await seed(adapter.engine, chat_key(inter), inc.Actor("discord:100", "Alice", True))
    assert await adapter.open(inter, None, "le coup est fini") is None
    assert "L'incident #2 attend la fin du coup : tapez « /incidents numero:2 »" in shown(inter)
    assert len(await adapter.engine.store.list()) == 3
