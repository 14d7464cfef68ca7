"""The online event's call queue on Telegram, measured (issue 17 §5): 200 calls in a burst.

    .venv/bin/python bench/queue_bench.py                  # 200 tables, 200 calls at once, 3 runs
    .venv/bin/python bench/queue_bench.py --tables 50 --runs 1

An event with `--tables` tables is opened in a players' group with a separate directors' group;
then every table calls at once (`/appel N 1 hésitation`, one player per table, all in the event's
group). The figure is the time from a call reaching the Bot API (the fake's getUpdates queue) to its
post in the directors' group (sendMessage with « Je prends »), p50 and p99 over the burst (target
p99 < 1 s), and the bot's CPU per call. The bot runs in a child process the way `arbitre telegram`
runs it (run_polling, SQLite in WAL, python-telegram-bot's own transport) against the fake Bot API
on 127.0.0.1, like bench/telegram_bench.py.

Flood control is off, as in telegram_bench.py: it would measure Telegram's cap, not the bot. In
production, Telegram lets a bot post about 20 messages a minute in one group, so 200 calls posted in
one directors' group at once would reach it over about ten minutes whatever the bot does
(bench/README.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.telegram_bench import cpu_seconds
from tests.bot.telegram.fake_telegram import FakeTelegram

P99_TARGET_S = 1.0
PLAYERS_ID = -1001000000001
DIRECTORS_ID = -1001000000002
_TABLE = re.compile(r"Appel : table ([0-9]+),")


class TimedFake(FakeTelegram):
    """The fake Bot API, noting when each call reaches the directors' group."""

    def __init__(self) -> None:
        super().__init__()
        self.posted: dict[str, float] = {}

    async def api_sendMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        result = await super().api_sendMessage(params)
        if int(params["chat_id"]) == DIRECTORS_ID:
            match = _TABLE.search(result["text"])
            if match and "Rappel" not in result["text"]:
                self.posted.setdefault(match.group(1), time.perf_counter())
        return result


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


async def run(tables: int) -> tuple[float, float, float, float]:
    """One burst; returns p50 and p99 (s), wall time of the burst (s), the bot's CPU per call (ms)."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = TimedFake()
    await fake.start()
    director = FakeTelegram.user(900, "Dominique")
    players = fake.group_chat(PLAYERS_ID, "Simultané", admins=(director,))
    fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(director,))
    sent: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with contextlib.AsyncExitStack() as stack:
            args = [sys.executable, __file__, "--serve", fake.base_url, str(database)]
            child = await asyncio.create_subprocess_exec(*args)
            stack.push_async_callback(child.wait)
            stack.callback(child.send_signal, signal.SIGTERM)
            await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)
            await fake.user_sends(players, director, f"/tournoi ouvrir Banc {DIRECTORS_ID}")
            await fake.wait(lambda: len(fake.sent(DIRECTORS_ID)) >= 1, timeout=30)
            # Warm-up: one call, so imports, connections and SQLite pages are not in the figure.
            await fake.user_sends(players, FakeTelegram.user(901, "Échauffement"), "/appel 0 1 essai")
            await fake.wait(lambda: "0" in fake.posted, timeout=30)
            cpu = cpu_seconds(child.pid)
            start = time.perf_counter()
            for table in range(1, tables + 1):
                player = FakeTelegram.user(1000 + table, f"Joueur {table}")
                sent[str(table)] = time.perf_counter()
                await fake.user_sends(players, player, f"/appel {table} 1 hésitation en Nord")
            await fake.wait(lambda: len(fake.posted) >= tables + 1, timeout=300)
            # Every caller answered too (« Un arbitre arrive »), then the CPU is read.
            await fake.wait(lambda: len(fake.sent(PLAYERS_ID)) >= tables + 2, timeout=300)
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(child.pid) - cpu
    await fake.stop()
    delays = [fake.posted[t] - sent[t] for t in sent]
    return percentile(delays, 0.5), percentile(delays, 0.99), elapsed, 1000 * cpu / tables


def serve(base_url: str, database: str) -> None:
    """The child: the bot as `arbitre telegram` runs it (run_polling, SIGTERM to stop), flood
    control off."""
    from bot.adapters.telegram.handlers import ALLOWED_UPDATES, Settings, TelegramBot
    from bot.engine import Engine
    from bot.store import Store

    async def open_engine() -> Engine:
        return Engine(await Store(database).open())

    settings = Settings(token=FakeTelegram().token, base_url=base_url, rate_limit=False)
    application = TelegramBot(settings, open_engine).build()
    if "BENCH_PROFILE" not in os.environ:
        application.run_polling(allowed_updates=ALLOWED_UPDATES)
        return
    import cProfile  # the event loop's CPU time, as in telegram_bench.py

    profiler = cProfile.Profile(time.thread_time)
    profiler.runcall(application.run_polling, allowed_updates=ALLOWED_UPDATES)
    profiler.dump_stats(os.environ["BENCH_PROFILE"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--serve", nargs=2, metavar=("BASE_URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(*args.serve)
        return
    p99s: list[float] = []
    for _ in range(args.runs):
        p50, p99, elapsed, cpu = asyncio.run(run(args.tables))
        p99s.append(p99)
        print(
            f"run: {args.tables} calls at once in {elapsed:.2f} s: call → post in the directors' group "
            f"p50 {1000 * p50:.0f} ms, p99 {1000 * p99:.0f} ms; bot CPU {cpu:.1f} ms per call"
        )
    worst = max(p99s)
    verdict = "PASS" if worst < P99_TARGET_S else "MISS"
    print(
        f"queue: {args.tables} calls in a burst, p99 call → directors' post {1000 * statistics.median(p99s):.0f} ms "
        f"(median of {args.runs} runs, worst {1000 * worst:.0f} ms), target p99 < {P99_TARGET_S:g} s: {verdict}"
    )


if __name__ == "__main__":
    main()
