"""An online event's call queue within the platforms' limits (issue 22 §3): call → visible on the
directors' live board, with the fakes enforcing the flood limits.

    .venv/bin/python bench/queue_bench.py                                   # everything below
    .venv/bin/python bench/queue_bench.py --platform telegram --tables 200 --pace burst

For each platform, 50 and 200 tables, all calling at once (`burst`) or one call a second (`1s`).
An event is opened with a separate directors' chat; every table places one call (`/appel N 1
hésitation`). The figure is the time from a call reaching the platform (the fake's update queue,
or the gateway's INTERACTION_CREATE) to the first board message, sent or edited, that shows it
in the directors' chat: p50 and p99, the 429 answers the fake gave (each one retried by the bot:
python-telegram-bot's AIORateLimiter, discord.py's own buckets), and the calls lost (never shown
or never stored). Target: p99 ≤ 5 s for 200 tables at once, limits on, and 0 lost.

The fakes enforce the limits as the platforms state them: Telegram, 20 messages (sent or edited)
a minute in one group, else 429 with `retry_after`; Discord, 5 a channel every 5 seconds, else
429 with `retry_after`. The Telegram bot runs in a child process as `arbitre telegram` runs it
(run_polling, flood control on); the Discord client runs in this process against the fake
gateway and REST API (tests/bot/discord/fake_discord.py).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import math
import os
import re
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.bot.telegram.fake_telegram import ApiError, FakeTelegram

P99_TARGET_S = 5.0
PLAYERS_ID = -1001000000001
DIRECTORS_ID = -1001000000002
_LINE = re.compile(r"^Table ([0-9]+) ·", re.MULTILINE)


class Window:
    """A sliding window: at most `limit` sends in `period` seconds per key; else the wait."""

    def __init__(self, limit: int, period: float) -> None:
        self.limit, self.period = limit, period
        self.sent: dict[Any, collections.deque[float]] = collections.defaultdict(collections.deque)
        self.refused = 0

    def wait(self, key: Any) -> float:
        now = time.monotonic()
        times = self.sent[key]
        while times and times[0] <= now - self.period:
            times.popleft()
        if len(times) >= self.limit:
            self.refused += 1
            return times[0] + self.period - now
        times.append(now)
        return 0.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if ordered else math.nan


# --- Telegram ---------------------------------------------------------------------------------


class LimitedTelegram(FakeTelegram):
    """The fake Bot API with Telegram's group limit (429 + retry_after), noting when each table
    first shows on the directors' board."""

    LIMITED = ("sendMessage", "editMessageText", "editMessageReplyMarkup", "sendDocument")

    def __init__(self) -> None:
        super().__init__()
        self.window = Window(20, 60.0)
        self.visible: dict[str, float] = {}
        for method in self.LIMITED:
            setattr(self, f"api_{method}", self._limited(getattr(self, f"api_{method}")))

    def _limited(self, handler: Any) -> Any:
        async def limited(params: dict[str, Any]) -> Any:
            chat = int(params["chat_id"])
            if chat < 0 and (wait := self.window.wait(chat)) > 0:
                retry = math.ceil(wait)
                raise ApiError(429, f"Too Many Requests: retry after {retry}", {"retry_after": retry})
            result = await handler(params)
            if chat == DIRECTORS_ID and isinstance(result, dict):
                now = time.perf_counter()
                for table in _LINE.findall(str(result.get("text", ""))):
                    self.visible.setdefault(table, now)
            return result

        return limited


async def run_telegram(tables: int, pace: float) -> dict[str, Any]:
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = LimitedTelegram()
    await fake.start()
    director = FakeTelegram.user(900, "Dominique")
    players = fake.group_chat(PLAYERS_ID, "Simultané", admins=(director,))
    fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(director,))
    sent: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with contextlib.AsyncExitStack() as stack:
            args = [sys.executable, __file__, "--serve", fake.base_url or "", str(database)]
            child = await asyncio.create_subprocess_exec(*args)
            stack.push_async_callback(child.wait)
            stack.callback(child.send_signal, signal.SIGTERM)
            await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)
            await fake.user_sends(players, director, f"/tournoi ouvrir Banc {DIRECTORS_ID}")
            await fake.wait(lambda: len(fake.sent(DIRECTORS_ID)) >= 2, timeout=60)  # notice, board
            for table in range(1, tables + 1):
                player = FakeTelegram.user(1000 + table, f"Joueur {table}")
                sent[str(table)] = time.perf_counter()
                await fake.user_sends(players, player, f"/appel {table} 1 hésitation en Nord")
                if pace:
                    await asyncio.sleep(pace)
            with contextlib.suppress(TimeoutError):
                await fake.wait(lambda: len(fake.visible) >= tables, timeout=180)
            stored = _stored(database)
    await fake.stop()
    return _figures("telegram", tables, pace, sent, fake.visible, fake.window.refused, stored)


def _stored(database: Path) -> int:
    import sqlite3

    with sqlite3.connect(database) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM calls").fetchone()[0])


def serve_telegram(base_url: str, database: str) -> None:
    """The child: the bot as `arbitre telegram` runs it, flood control on, the live board."""
    from bot.adapters.telegram.handlers import ALLOWED_UPDATES, Settings, TelegramBot
    from bot.incidents.engine import Engine
    from bot.incidents.store import Store

    async def open_engine() -> Engine:
        return Engine(await Store(database).open())

    settings = Settings(token=FakeTelegram().token, base_url=base_url)
    TelegramBot(settings, open_engine).build().run_polling(allowed_updates=ALLOWED_UPDATES)


# --- Discord ----------------------------------------------------------------------------------


def limited_discord() -> Any:
    """FakeDiscord with a directors' channel, message edits, and Discord's channel limit."""
    import json

    from aiohttp import web

    from tests.bot.discord.fake_discord import CHANNEL_ID, FakeDiscord

    class LimitedDiscord(FakeDiscord):
        directors = 20

        def __post_init__(self) -> None:
            super().__post_init__()
            self.window = Window(5, 5.0)
            self.visible: dict[str, float] = {}

        def _guild(self) -> dict[str, Any]:
            guild = super()._guild()
            guild["channels"].append(
                {
                    "id": str(self.directors),
                    "type": 0,
                    "name": "arbitres",
                    "position": 1,
                    "permission_overwrites": [],
                }
            )
            return guild

        async def _rest(self, request: web.Request) -> web.Response:
            path = request.match_info["path"]
            if m := re.fullmatch(r"channels/(\d+)/messages(/\d+)?", path):
                if (wait := self.window.wait(m[1])) > 0:
                    limited = {"message": "You are being rate limited.", "retry_after": wait, "global": False}
                    return web.Response(
                        status=429, body=json.dumps(limited).encode(), content_type="application/json",
                        headers={"Via": "1.1 google"},
                    )  # fmt: skip
            return await super()._rest(request)

        def _route(self, method: str, path: str, body: dict[str, Any]) -> Any:
            if (m := re.fullmatch(r"channels/(\d+)/messages/(\d+)", path)) and method == "PATCH":
                result = self._message(m[1], body, m[2])
            else:
                result = super()._route(method, path, body)
            if isinstance(result, dict) and result.get("channel_id") == str(self.directors):
                now = time.perf_counter()
                shown = [str(result.get("content", ""))]
                shown += [str(e.get("description", "")) for e in result.get("embeds") or []]
                for table in _LINE.findall("\n".join(shown)):
                    self.visible.setdefault(table, now)
            return result

    del CHANNEL_ID
    return LimitedDiscord()


async def run_discord(tables: int, pace: float) -> dict[str, Any]:
    import discord

    from bot.adapters.discord.client import ArbitreClient
    from bot.events.desk import CallDesk
    from bot.incidents.engine import Engine
    from bot.incidents.incident import Actor
    from bot.incidents.store import Store
    from tests.bot.discord.fake_discord import CHANNEL_ID, GUILD_ID, member

    discord.voice_client.VoiceClient.warn_nacl = False
    fake = limited_discord()
    await fake.start()
    discord.http.Route.BASE = f"http://127.0.0.1:{fake.port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = __import__("yarl").URL(f"ws://127.0.0.1:{fake.port}/")
    sent: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        store = await Store(database).open()
        director = Actor("discord:300", "Dominique", True)
        opened = await CallDesk(store).open_tournament(
            director,
            f"discord:{GUILD_ID}:{CHANNEL_ID}",
            "Banc",
            directors_chat=f"discord:{GUILD_ID}:{fake.directors}",
            directors_actor=director,
        )
        assert not opened.refused, opened.message
        client = ArbitreClient(Engine(store), guild_ready_timeout=0.05)
        task = asyncio.create_task(client.start(fake.token))
        try:
            await fake.wait_for(lambda c: c.path == "IDENTIFY", timeout=30)
            await asyncio.sleep(1.0)  # the guild is ready, the start-up board is drawn
            for table in range(1, tables + 1):
                sent[str(table)] = time.perf_counter()
                await fake.slash(
                    "appel",
                    member(1000 + table, f"Joueur {table}"),
                    table=str(table),
                    raison="hésitation",
                    donne="1",
                )
                if pace:
                    await asyncio.sleep(pace)
            end = time.monotonic() + 180
            while len(fake.visible) < tables and time.monotonic() < end:
                await asyncio.sleep(0.05)
            stored = _stored(database)
        finally:
            await client.close()
            with contextlib.suppress(Exception):
                await task
            await store.close()
    await fake.stop()
    return _figures("discord", tables, pace, sent, fake.visible, fake.window.refused, stored)


# --- report -----------------------------------------------------------------------------------


def _figures(
    platform: str,
    tables: int,
    pace: float,
    sent: dict[str, float],
    visible: dict[str, float],
    refused: int,
    stored: int,
) -> dict[str, Any]:
    delays = [visible[t] - sent[t] for t in sent if t in visible]
    lost = sum(1 for t in sent if t not in visible) + max(0, tables - stored)
    return {
        "platform": platform,
        "tables": tables,
        "pace": "burst" if not pace else f"1 / {pace:g} s",
        "p50": percentile(delays, 0.5),
        "p99": percentile(delays, 0.99),
        "429": refused,
        "lost": lost,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", choices=("telegram", "discord", "both"), default="both")
    parser.add_argument("--tables", type=int, nargs="+", default=[50, 200])
    parser.add_argument("--pace", choices=("burst", "1s", "both"), default="both")
    parser.add_argument("--serve", nargs=2, metavar=("BASE_URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve_telegram(*args.serve)
        return
    platforms = ("telegram", "discord") if args.platform == "both" else (args.platform,)
    paces = {"burst": [0.0], "1s": [1.0], "both": [0.0, 1.0]}[args.pace]
    for platform in platforms:
        for tables in args.tables:
            for pace in paces:
                runner = run_telegram if platform == "telegram" else run_discord
                figures = asyncio.run(runner(tables, pace))
                target = ""
                if tables >= 200 and not pace:
                    ok = figures["p99"] <= P99_TARGET_S and figures["lost"] == 0
                    target = f" — target p99 ≤ {P99_TARGET_S:g} s, 0 lost: {'PASS' if ok else 'MISS'}"
                print(
                    f"{platform}: {tables} tables, {figures['pace']}: call → board p50 {figures['p50']:.2f} s, "
                    f"p99 {figures['p99']:.2f} s; 429 answered {figures['429']} (all retried); "
                    f"calls lost {figures['lost']}{target}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
