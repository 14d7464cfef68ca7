"""Issue 32 on Discord: /donnes with the session's PBN attached (a director only), a revoke and a
hesitation on a board of that session show its diagram, /dd gives the double dummy and the
worksheet's starting line; bad files store nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from bot.adapters.discord import deals
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.render import ruling_embeds
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_worksheet import posted_text, ruled

pytest.importorskip("endplay")

SESSION = Path(__file__).parents[2] / "data" / "session36.pbn"


def attachment(name: str, data: bytes, size: int | None = None) -> MagicMock:
    found = MagicMock(spec=discord.Attachment)
    found.filename = name
    found.size = len(data) if size is None else size
    found.read = AsyncMock(return_value=data)
    return found


def ephemeral(inter: Any) -> str:
    """The refusal only its author sees: the first answer, or a followup once acknowledged."""
    call = inter.response.send_message.await_args or inter.followup.send.await_args
    assert call is not None and call.kwargs.get("ephemeral"), "no ephemeral answer"
    return str(call.args[0])


def imports(store: Store) -> int:
    return store.run_sync(lambda: store.db.conn.execute("SELECT COUNT(*) FROM deal_sessions").fetchone()[0])


async def test_session_from_an_attachment_gives_the_incidents_their_deal(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    player = interaction(adapter, channel)
    await deals.import_deals(adapter, player, fichier=attachment("seance.pbn", SESSION.read_bytes()))
    assert "Seul un arbitre" in ephemeral(player)

    big = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, big, fichier=attachment("seance.pbn", b"", size=20_000_000))
    assert "Fichier trop gros (20.0 Mo)" in ephemeral(big)
    short = SESSION.read_bytes().replace(b"N:732.T952.3.A7532", b"N:732.T952.3.A753", 1)
    bad = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, bad, fichier=attachment("seance.pbn", short))
    assert "donne 1 : la donne a 51 cartes, il en faut 52 ; il manque : ♣2" in ephemeral(bad)
    missing = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, missing, texte="5 N:AKQJ.T98.765.432 T98.765.432.AKQJ")
    assert "2 main(s) au lieu de 4" in ephemeral(missing)
    assert imports(store) == 0

    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("seance.pbn", SESSION.read_bytes()),
    )
    assert "Séance « Tournoi de régularité » importée pour ce salon : donnes 1 à 36" in posted_text(channel)

    await ruled(adapter, channel, "renonce", lambda r: r.score is not None)
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=2 ns=2 eo=12", "1")
    shown = posted_text(channel)
    assert "Donne 5 : les cartes de la séance importée (donneur Nord, Nord-Sud vulnérables)" in shown
    assert "```\nDonne 5 — donneur Nord, Nord-Sud vulnérables" in shown

    await ruled(adapter, channel, "information_non_autorisee", lambda r: r.adjusted_score is not None)
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "5 table=2 ns=2 eo=12", "2")
    await deals.show_double_dummy(adapter, interaction(adapter, channel, DOMINIQUE), "2", "S 4♠, N 3SA")
    shown = posted_text(channel)
    assert "4♠ par Sud : 8 levées, NS 4♠-2" in shown
    assert "Point de départ de la feuille : /marque numero:2 resultats:NS 4♠-2:50,NS 3SA-5:50" in shown
    board_missing = interaction(adapter, channel, DOMINIQUE)
    await adapter.deal(board_missing, "37", "2")
    assert "La donne 37 n'est pas dans les donnes importées ici (donnes 1 à 36)" in posted_text(channel)
    assert imports(store) == 1


async def test_the_ruling_embed_carries_the_diagram(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
) -> None:
    channel = Channel()
    await deals.import_deals(
        adapter,
        interaction(adapter, channel, DOMINIQUE),
        fichier=attachment("seance.pbn", SESSION.read_bytes()),
    )
    await ruled(adapter, channel, "information_non_autorisee", lambda r: r.adjusted_score is not None)
    await adapter.deal(interaction(adapter, channel, DOMINIQUE), "7", "1")
    reply = await adapter.engine.show("1")
    assert reply.incident is not None and reply.step is not None and reply.step.ruling is not None
    embeds = ruling_embeds(reply.incident, reply.step.ruling)
    fields: dict[str, Any] = {f.name: f.value for e in embeds for f in e.fields}
    assert fields["Donne"].startswith("```\nDonne 7 — donneur Sud, tous vulnérables")
    assert "/dd numero:1" in fields["Feuille de marque"]
