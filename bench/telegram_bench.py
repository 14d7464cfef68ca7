"""The Telegram bot, the real python-telegram-bot Application, measured against the fake Bot API.

    .venv/bin/python bench/telegram_bench.py                       # the two figures of bench/run_all.py
    .venv/bin/python bench/telegram_bench.py --load 30 --runs 3    # step latency at 30 updates/s, burst of 200
    .venv/bin/python bench/telegram_bench.py --group [--layout messages] [--incidents 2] [--pace 4]
    .venv/bin/python bench/telegram_bench.py --throughput [--chats 200] [--runs 3] [--rate-limit]
    BENCH_PROFILE=/tmp/bot.prof .venv/bin/python bench/telegram_bench.py --throughput --runs 1

--load and --group are described where they are defined (steps_at_load, group_incident).
--throughput: each of `--chats` private chats runs a whole revoke incident the way a director does: /renonce,
then one press per question, each press sent once the bot has answered the previous one, and
the follow-up declined. Chats run at the same time. Everything goes over HTTP on 127.0.0.1:
long polling, sendMessage, editMessageText, answerCallbackQuery, SQLite commits (WAL). The
figure is updates handled per second of wall time; each run starts afresh (new fake, bot and
database) and the median of the runs is the figure to report. Flood control (AIORateLimiter: 30
messages/s like Telegram) is off unless --rate-limit: it would measure Telegram's cap, not us.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import os
import resource
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.bot.telegram.conftest import Driver, answer_press, make_bot, presses
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE

# Well under Telegram's own latency (a Bot API round trip takes tens of milliseconds): issue 13 §3.
STEP_TARGET_MS = 50


async def one_incident(fake: FakeTelegram, user_id: int) -> int:
    user = FakeTelegram.user(user_id, f"Arbitre {user_id}")
    driver = Driver(fake, fake.private_chat(user), user)
    (first,) = await driver.send("/renonce")
    follow_up = await driver.answer_all("renonce", REVOKE, first)
    before = len(driver.messages())
    no = next(d for t, d in fake.buttons(follow_up) if t == "Non")
    await driver.press(follow_up, no)
    await driver.wait_keyboard(before)
    return 1 + len(REVOKE) + 1  # the command, the answers, the declined follow-up


def cpu_seconds(pid: int | None = None) -> float:
    """CPU time (user + system) of this process, or of the child `pid` (Linux /proc)."""
    if pid is None:
        used = resource.getrusage(resource.RUSAGE_SELF)
        return used.ru_utime + used.ru_stime
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def bench(chats: int, rate_limit: bool, in_process: bool = False) -> float:
    """The fake and the simulated directors in this process, the bot in a child process run
    as `arbitre telegram` runs it (Telegram's servers are not on the bot's CPU);
    `in_process` puts all three in one process."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = FakeTelegram()
    await fake.start()
    child: asyncio.subprocess.Process | None = None
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with contextlib.AsyncExitStack() as stack:
            if in_process:
                await stack.enter_async_context(
                    polling(make_bot(fake, database, rate_limit=rate_limit).build())
                )
            else:
                args = [sys.executable, __file__, "--serve", fake.base_url, str(database)]
                child = await asyncio.create_subprocess_exec(*args, *(["--rate-limit"] if rate_limit else []))
                stack.push_async_callback(child.wait)
                stack.callback(child.send_signal, signal.SIGTERM)
                await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)
            await one_incident(fake, 1)  # warm-up: imports, connections, SQLite pages
            calls = len(fake.calls)
            bot_cpu, fake_cpu = cpu_seconds(child.pid if child else None), cpu_seconds()
            start = time.perf_counter()
            done = await asyncio.gather(*(one_incident(fake, 100 + n) for n in range(chats)))
            elapsed = time.perf_counter() - start
            bot_cpu = cpu_seconds(child.pid if child else None) - bot_cpu
            fake_cpu = cpu_seconds() - fake_cpu
            api_calls = len(fake.calls) - calls
    await fake.stop()
    updates = sum(done)
    rate = updates / elapsed
    where = "all in one process" if in_process else f"bot {1000 * bot_cpu / updates:.1f} ms per update"
    print(
        f"run: {updates} updates from {chats} chats in {elapsed:.2f} s: {rate:.0f} updates/s "
        f"({api_calls} Bot API calls, {api_calls / elapsed:.0f}/s; rate limiter {'on' if rate_limit else 'off'}; "
        f"CPU: {where}, fake and directors {1000 * fake_cpu / updates:.1f} ms per update)"
    )
    return rate


async def steps_at_load(rate: float, seconds: float, burst: int) -> tuple[list[float], list[float]]:
    """Step latency at a realistic load (issue 13 §3): the time from an update reaching the
    Bot API to the bot's whole answer (the next question shown), for updates sent at `rate`
    per second for `seconds`, then for `burst` updates sent at once. Returns both lists (ms)."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = FakeTelegram()
    await fake.start()
    sustained: list[float] = []
    bursty: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with contextlib.AsyncExitStack() as stack:
            args = [sys.executable, __file__, "--serve", fake.base_url, str(database)]
            child = await asyncio.create_subprocess_exec(*args)
            stack.push_async_callback(child.wait)
            stack.callback(child.send_signal, signal.SIGTERM)
            await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)
            await one_incident(fake, 1)  # warm-up

            ticks: asyncio.Queue[None] = asyncio.Queue()

            async def director(user_id: int, out: list[float], paced: bool) -> None:
                """Whole revoke incidents, one step per tick of the pacer (or at once)."""
                user = FakeTelegram.user(user_id, f"Arbitre {user_id}")
                driver = Driver(fake, fake.private_chat(user), user)
                while True:
                    if paced:
                        await ticks.get()
                    start = time.perf_counter()
                    (message,) = await driver.send("/renonce")
                    out.append(1000 * (time.perf_counter() - start))
                    if not paced:
                        return
                    while (press := answer_press("renonce", message, REVOKE)) is not None:
                        await ticks.get()
                        before = len(driver.messages())
                        start = time.perf_counter()
                        await driver.press(message, press)
                        message = await driver.wait_keyboard(before)
                        out.append(1000 * (time.perf_counter() - start))

            # Enough directors that one is always free when the pacer ticks.
            tasks = [asyncio.create_task(director(10_000 + n, sustained, True)) for n in range(int(rate) * 2)]
            cpu = cpu_seconds(child.pid)
            start = time.perf_counter()
            for n in range(int(rate * seconds)):
                await asyncio.sleep(max(0.0, start + n / rate - time.perf_counter()))
                ticks.put_nowait(None)
            await asyncio.sleep(1.0)  # let the last steps finish
            cpu = cpu_seconds(child.pid) - cpu
            print(f"bot CPU at {rate:g} updates/s: {1000 * cpu / len(sustained):.1f} ms per update")
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await asyncio.gather(*(director(20_000 + n, bursty, False) for n in range(burst)))
    await fake.stop()
    return sustained, bursty


async def group_incident(layout: str, incidents: int, pace: float = 0.0) -> tuple[float, float, float]:
    """Issue 13 §2: wall time of one revoke incident in a club group, flood control on as in
    production (AIORateLimiter: about 20 messages a minute per group), the director pressing
    as soon as the bot has answered (or `pace` seconds after), follow-up declined; `incidents` run at once in the same
    group (they share its budget). Returns the slowest incident's wall time and slowest step
    (s), and the calls about the group per incident (those the flood limit counts)."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = FakeTelegram()
    await fake.start()
    group = fake.group_chat(-1001234567890)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        async with contextlib.AsyncExitStack() as stack:
            args = [sys.executable, __file__, "--serve", fake.base_url, str(database), "--rate-limit"]
            child = await asyncio.create_subprocess_exec(*args, "--layout", layout)
            stack.push_async_callback(child.wait)
            stack.callback(child.send_signal, signal.SIGTERM)
            await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)

            def keyboard_of(
                user: dict[str, object], after: int, incident: str | None
            ) -> dict[str, object] | None:
                """The first message with buttons of this incident (or, when None, answering
                this user's command) among the group's messages after the first `after`."""
                for message in fake.sent(group["id"])[after:]:
                    found = presses(message)
                    if found and (
                        found[0].incident_id == incident
                        or (incident is None and found[0].incident_id not in known)
                    ):
                        return message
                return None

            known: set[str] = set()
            opening = asyncio.Lock()  # commands one at a time, so each director knows his incident

            async def one(user_id: int) -> tuple[float, float]:
                user = FakeTelegram.user(user_id, f"Arbitre {user_id}")
                steps: list[float] = []
                async with opening:
                    start = time.perf_counter()
                    after = len(fake.sent(group["id"]))
                    await fake.user_sends(group, user, "/renonce")
                    message = await fake.wait(lambda: keyboard_of(user, after, None), timeout=300)
                steps.append(time.perf_counter() - start)
                incident = presses(message)[0].incident_id
                known.add(incident)
                while True:
                    press = answer_press("renonce", message, REVOKE)
                    if press is None:  # the ruling with its follow-up: decline it
                        press = next(d for t, d in fake.buttons(message) if t == "Non")
                    await asyncio.sleep(pace)  # the director reads the question and decides
                    step = time.perf_counter()
                    edits, after = message["edits"], len(fake.sent(group["id"]))
                    query = await fake.user_presses(message, user, press)
                    answer = await fake.wait_answer(query, timeout=300)
                    assert not answer.get("show_alert"), answer
                    if layout == "live":
                        await fake.wait(lambda m=message, e=edits: m["edits"] > e, timeout=300)
                    else:
                        message = await fake.wait(lambda a=after: keyboard_of(user, a, incident), timeout=300)
                    steps.append(time.perf_counter() - step)
                    if not any(p.kind == "a" for p in presses(message)):  # the ruling, follow-up declined
                        break
                # The command, the answers, the declined follow-up.
                assert len(steps) == len(REVOKE) + 2, len(steps)
                return time.perf_counter() - start, max(steps)

            results = await asyncio.gather(*(one(500 + n) for n in range(incidents)))
            calls = sum(1 for _, p in fake.calls if p.get("chat_id") == group["id"])
            if os.environ.get("BENCH_DEBUG"):
                print(collections.Counter(m for m, p in fake.calls if p.get("chat_id") == group["id"]))
    await fake.stop()
    return max(r[0] for r in results), max(r[1] for r in results), calls / incidents


def _quantiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms ({len(ordered)} steps)"


def serve(base_url: str, database: str, rate_limit: bool, layout: str = "live") -> None:
    """The child: the bot as `arbitre telegram` runs it (run_polling, SIGTERM to stop)."""
    from bot.adapters.telegram.handlers import ALLOWED_UPDATES, Settings, TelegramBot
    from bot.incidents.engine import Engine
    from bot.incidents.store import Store

    async def open_engine() -> Engine:
        return Engine(await Store(database).open())

    settings = Settings(
        token=FakeTelegram().token, base_url=base_url, rate_limit=rate_limit, group_layout=layout
    )
    application = TelegramBot(settings, open_engine).build()
    if "BENCH_PROFILE" not in os.environ:
        application.run_polling(allowed_updates=ALLOWED_UPDATES)
        return
    # CPU time of the event loop's thread (SQLite commits run in the store's writer thread):
    # wall-clock profiles of a process sharing two cores with the fake mostly measure waiting.
    import cProfile

    profiler = cProfile.Profile(time.thread_time)
    profiler.runcall(application.run_polling, allowed_updates=ALLOWED_UPDATES)
    profiler.dump_stats(os.environ["BENCH_PROFILE"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--throughput", action="store_true", help="updates/s of --chats chats at once")
    parser.add_argument("--chats", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rate-limit", action="store_true")
    parser.add_argument("--in-process", action="store_true", help="bot, fake and directors in one process")
    parser.add_argument(
        "--load", type=float, metavar="UPDATES_PER_S", help="step latency at this load, then a burst"
    )
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--burst", type=int, default=200)
    parser.add_argument("--group", action="store_true", help="one revoke in a group, flood control on")
    parser.add_argument("--layout", default="live", choices=("live", "messages"))
    parser.add_argument("--incidents", type=int, default=1, help="with --group: incidents at once")
    parser.add_argument("--pace", type=float, default=0.0, help="with --group: seconds before each press")
    parser.add_argument("--serve", nargs=2, metavar=("BASE_URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(*args.serve, args.rate_limit, args.layout)
        return
    if args.group:
        for run in range(args.runs):
            wall, slowest, calls = asyncio.run(group_incident(args.layout, args.incidents, args.pace))
            print(
                f"run {run + 1}: group, layout {args.layout}, {args.incidents} incident(s) at once, "
                f"{args.pace:g} s to decide each answer, "
                f"flood control on: {wall:.2f} s per incident (slowest step {1000 * slowest:.0f} ms, "
                f"{calls:.0f} group calls per incident)"
            )
        return
    if args.load:
        for run in range(args.runs):
            sustained, bursty = asyncio.run(steps_at_load(args.load, args.seconds, args.burst))
            print(f"run {run + 1}: {args.load:g} updates/s for {args.seconds:g} s: {_quantiles(sustained)}")
            print(f"run {run + 1}: burst of {args.burst} at once: {_quantiles(bursty)}")
        return
    if args.throughput:
        rates = sorted(
            asyncio.run(bench(args.chats, args.rate_limit, args.in_process)) for _ in range(args.runs)
        )
        median = statistics.median(rates)
        print(
            f"Telegram: {median:.0f} updates/s, median of {len(rates)} runs ({rates[0]:.0f}-{rates[-1]:.0f})"
        )
        return
    # The default (bench/run_all.py): the two figures issue 13 asks for, one run each.
    sustained, _ = asyncio.run(steps_at_load(30, 10, 200))
    step = statistics.median(sustained)
    print(
        f"Telegram, step at 30 updates/s: median {step:.1f} ms   target < {STEP_TARGET_MS:g} ms   "
        f"{'PASS' if step < STEP_TARGET_MS else 'MISS'}"
    )
    wall, slowest, _ = asyncio.run(group_incident("live", 2))
    print(
        f"Telegram, revoke in a group, 2 at once, flood control on: {wall:.2f} s per incident, "
        f"slowest step {1000 * slowest:.0f} ms   target: no flood wait (step < 1 s)   "
        f"{'PASS' if slowest < 1 else 'MISS'}"
    )


if __name__ == "__main__":
    main()
