"""Updates per second through the real python-telegram-bot Application, against the fake Bot API.

    .venv/bin/python bench/telegram_bench.py [--chats 60] [--rate-limit]

Each of `--chats` private chats runs a whole revoke incident the way a director does: /renonce,
then one press per question, each press sent once the bot has answered the previous one, and
the follow-up declined. Chats run at the same time. Everything goes over HTTP on 127.0.0.1:
long polling, sendMessage, editMessageText, answerCallbackQuery, SQLite commits (WAL). The
figure is updates handled per second of wall time. Flood control (AIORateLimiter: 30
messages/s like Telegram) is off unless --rate-limit: it would measure Telegram's cap, not us.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.bot.telegram.conftest import Driver, make_bot
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_flow import REVOKE


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


async def drive(fake: FakeTelegram, chats: int) -> tuple[int, float, int]:
    await one_incident(fake, 1)  # warm-up: imports, connections, SQLite pages
    calls = len(fake.calls)
    start = time.perf_counter()
    done = await asyncio.gather(*(one_incident(fake, 100 + n) for n in range(chats)))
    return sum(done), time.perf_counter() - start, len(fake.calls) - calls


async def bench(chats: int, rate_limit: bool, in_process: bool = False) -> float:
    """The fake and the simulated directors in this process, the bot in a child process
    (Telegram's servers are not on the bot's CPU); `in_process` runs all in one."""
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    fake = FakeTelegram()
    await fake.start()
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "bench.sqlite3"
        if in_process:
            bot = make_bot(fake, database, rate_limit=rate_limit)
            async with polling(bot.build()):
                updates, elapsed, api_calls = await drive(fake, chats)
            cpu = ""
        else:
            profile = (
                ["-m", "cProfile", "-o", os.environ["BENCH_PROFILE"]] if "BENCH_PROFILE" in os.environ else []
            )
            args = [sys.executable, *profile, __file__, "--serve", fake.base_url, str(database)]
            if rate_limit:
                args.append("--rate-limit")
            child = await asyncio.create_subprocess_exec(*args)
            try:
                await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=60)
                mine = resource.getrusage(resource.RUSAGE_SELF)
                updates, elapsed, api_calls = await drive(fake, chats)
                after = resource.getrusage(resource.RUSAGE_SELF)
            finally:
                child.send_signal(signal.SIGTERM)
                await child.wait()
            used = resource.getrusage(resource.RUSAGE_CHILDREN)
            fake_cpu = after.ru_utime + after.ru_stime - mine.ru_utime - mine.ru_stime
            cpu = f"; CPU: bot process {used.ru_utime + used.ru_stime:.2f} s in all, fake {fake_cpu:.2f} s"
    await fake.stop()
    rate = updates / elapsed
    print(
        f"{updates} updates from {chats} chats in {elapsed:.2f} s: {rate:.0f} updates/s "
        f"({api_calls} Bot API calls, {api_calls / elapsed:.0f}/s; rate limiter {'on' if rate_limit else 'off'}"
        f"{cpu})"
    )
    return rate


def serve(base_url: str, database: str, rate_limit: bool) -> None:
    """The child: the bot as `arbitre telegram` runs it (run_polling, SIGTERM to stop)."""
    from bot.adapters.telegram import ALLOWED_UPDATES, Settings, TelegramBot
    from bot.engine import Engine
    from bot.store import Store

    async def open_engine() -> Engine:
        return Engine(await Store(database).open())

    if "BENCH_SWITCH" in os.environ:
        sys.setswitchinterval(float(os.environ["BENCH_SWITCH"]))
    settings = Settings(token=FakeTelegram().token, base_url=base_url, rate_limit=rate_limit)
    TelegramBot(settings, open_engine).build().run_polling(allowed_updates=ALLOWED_UPDATES)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chats", type=int, default=60)
    parser.add_argument("--rate-limit", action="store_true")
    parser.add_argument("--in-process", action="store_true", help="bot, fake and directors in one process")
    parser.add_argument("--serve", nargs=2, metavar=("BASE_URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(*args.serve, args.rate_limit)
        return
    asyncio.run(bench(args.chats, args.rate_limit, args.in_process))


if __name__ == "__main__":
    main()
