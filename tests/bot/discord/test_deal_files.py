"""Issue 35 §2 on Discord (reliability trial 2026-11-29): the client and every send ping no one (a
file's « @everyone », U8), an attachment is streamed and stopped at the limit whatever size it
announces (U7), and the import's reply shows the file's text cleaned."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from aiohttp import web

from bot.adapters.discord import deals
from bot.adapters.discord.adapter import DiscordAdapter
from bot.adapters.discord.client import ArbitreClient
from bot.adapters.discord.out import NO_MENTIONS
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.discord.test_adapter import (
    DOMINIQUE,
    Channel,
    adapter,  # noqa: F401  (fixture)
    interaction,
)
from tests.bot.discord.test_deals import attachment, ephemeral, imports
from tests.bot.test_deal_files import _board

TOO_BIG = b'[Event "x"]\n' + b" " * 2_100_000


@pytest.fixture
async def served() -> AsyncIterator[str]:
    """A CDN that streams a 2.1 MB attachment without announcing its length."""

    async def download(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse()
        await response.prepare(request)
        try:
            for start in range(0, len(TOO_BIG), 256 * 1024):
                await response.write(TOO_BIG[start : start + 256 * 1024])
        except (ConnectionResetError, RuntimeError):
            return response
        await response.write_eof()
        return response

    app = web.Application()
    app.router.add_get("/seance.pbn", download)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield f"http://127.0.0.1:{port}/seance.pbn"
    await runner.cleanup()


async def test_the_client_pings_no_one_by_default(engine: Engine) -> None:
    client = ArbitreClient(engine)
    mentions = client.allowed_mentions
    assert mentions is not None and mentions.to_dict() == {"parse": []}
    assert NO_MENTIONS.to_dict() == {"parse": []}
    await client.close()


async def test_an_attachment_is_stopped_at_the_limit_and_the_reply_is_clean(
    adapter: DiscordAdapter,  # noqa: F811
    store: Store,
    served: str,
) -> None:
    channel = Channel()
    false_size = attachment("seance.pbn", b"", size=1_000)
    false_size.url = served
    inter = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, inter, fichier=false_size)
    assert "Fichier trop gros (plus de 2 Mo)" in ephemeral(inter)
    assert imports(store) == 0

    hostile = "\u202eCLUB\u2066 @everyone " + "A" * 2000
    sent = attachment("\u202eseance.pbn", _board(5, ["1 11 4S S 10 420"], event=hostile).encode())
    done = interaction(adapter, channel, DOMINIQUE)
    await deals.import_deals(adapter, done, fichier=sent)
    posted: dict[str, Any] = channel.posted[-1]
    text = str(posted["content"])
    # The import's own line is short; the file's boards contrary to Law 2 follow, said (tester6 T4).
    first = text.split("\nÀ vérifier :")[0]
    assert "Séance « CLUB @everyone AAA" in text and "\u202e" not in text and len(first) < 400
    assert len(text) < 2000
    mentions = posted["allowed_mentions"]
    assert isinstance(mentions, discord.AllowedMentions) and mentions.to_dict() == {"parse": []}
    assert imports(store) == 1
