"""No call is lost or doubled on Telegram (issue 22 §1 R2): the bot runs in child processes
against the fake Bot API (which, like Telegram, forgets the updates below getUpdates' offset), is
killed with SIGKILL in the middle of a burst, and two processes share one database."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.adapters.telegram.settings import BOARD, CALL_MESSAGES
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver, make_bot
from tests.bot.telegram.fake_telegram import FakeTelegram, webhook
from tests.bot.telegram.test_queue import ANNE, BRUNO, DIRECTORS_ID, data_of

ROOT = Path(__file__).resolve().parents[3]
# The child: TelegramBot with run_polling, as `arbitre telegram` runs it, flood control off (the
# fake does not limit; the test is about delivery, not Telegram's pace).
CHILD = """
import sys
from bot.adapters.telegram.handlers import ALLOWED_UPDATES, Settings, TelegramBot
from bot.incidents.engine import Engine
from bot.incidents.store import Store

token, base_url, database, layout = sys.argv[1:5]

async def open_engine():
    return Engine(await Store(database).open())

settings = Settings(token=token, base_url=base_url, rate_limit=False, call_layout=layout)
TelegramBot(settings, open_engine).build().run_polling(allowed_updates=ALLOWED_UPDATES)
"""
CALLS = 150
# A child process starts in a second or two on a quiet machine (python-telegram-bot, the bot, the
# store), in tens of seconds on a loaded one: the tests wait for its first long poll, up to this.
STARTUP = 180.0
# How long the stored calls may stop growing before a wait fails: the bot is stuck, not slow.
STALL = 60.0


async def _started(fake: FakeTelegram, child: asyncio.subprocess.Process, polls: int) -> None:
    """Until the child's first long poll (getUpdates beyond `polls`); an AssertionError if it ends first."""
    started = asyncio.ensure_future(fake.wait(lambda: fake.count("getUpdates") > polls, timeout=STARTUP))
    ended = asyncio.ensure_future(child.wait())
    await asyncio.wait({started, ended}, return_when=asyncio.FIRST_COMPLETED)
    ended.cancel()
    if not started.done():
        started.cancel()
        raise AssertionError(f"the bot's process ended before polling (code {child.returncode})")
    started.result()


@asynccontextmanager
async def bot_process(
    fake: FakeTelegram, database: Path, layout: str = BOARD
) -> AsyncIterator[asyncio.subprocess.Process]:
    env = {**os.environ, "NO_PROXY": "127.0.0.1,localhost", "PYTHONPATH": str(ROOT)}
    polls = fake.count("getUpdates")
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CHILD, fake.token, fake.base_url or "", str(database), layout, env=env, cwd=ROOT
    )
    try:
        await _started(fake, child, polls)
        yield child
    finally:
        if child.returncode is None:
            child.send_signal(signal.SIGTERM)
        await asyncio.wait_for(child.wait(), 30)


def _rows(database: Path, sql: str) -> list[Any]:
    with sqlite3.connect(database, timeout=10) as conn:
        return conn.execute(sql).fetchall()


async def _until(progress: Callable[[], int], target: int) -> None:
    """Until progress() reaches target (checked every 50 ms: the database is another process's); an
    AssertionError only when it stopped growing for STALL seconds — a loaded machine slows the bot down."""
    loop = asyncio.get_running_loop()
    best, since = progress(), loop.time()
    while (now := progress()) < target:
        if now > best:
            best, since = now, loop.time()
        elif loop.time() - since > STALL:
            raise AssertionError(f"stuck at {now} of {target}")
        await asyncio.sleep(0.05)


def _rooms(fake: FakeTelegram) -> tuple[dict[str, Any], Driver]:
    players = fake.group_chat(GROUP_ID, "Simultané", admins=(DOMINIQUE,))
    fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(ANNE, BRUNO, DOMINIQUE))
    return players, Driver(fake, players, DOMINIQUE)


async def test_a_sigkill_in_the_middle_of_a_burst_loses_and_doubles_no_call(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    database = tmp_path / "arbitre.sqlite3"
    players, dominique = _rooms(fake)
    async with bot_process(fake, database) as child:
        (opened,) = await dominique.send(f"/tournoi ouvrir Banc {DIRECTORS_ID}")
        assert "Tournoi « Banc » ouvert" in opened["text"]
        for table in range(1, CALLS + 1):
            player = FakeTelegram.user(1000 + table, f"Joueur {table}")
            await fake.user_sends(players, player, f"/appel {table} 1 hésitation")
        await _until(lambda: _rows(database, "SELECT COUNT(*) FROM calls")[0][0], 10)
        child.send_signal(signal.SIGKILL)
        await child.wait()
    stored_at_kill = _rows(database, "SELECT COUNT(*) FROM calls")[0][0]
    assert stored_at_kill < CALLS  # killed in the middle of the burst
    # The restarted bot's board: the pages it sends, and those of the killed process it takes back and
    # edits in place (issue 30 T12; under load the first process had posted one before the kill).
    edits_at_restart = {chat: [m["edits"] for m in fake.sent(chat)] for chat in (DIRECTORS_ID, GROUP_ID)}
    every = sorted(f"Table {t}" for t in range(1, CALLS + 1))

    def listed(chat_id: int, head: str) -> list[str]:
        """The tables on the pages the restarted bot drew in this chat."""
        before = edits_at_restart[chat_id]
        text = "\n".join(
            m["text"]
            for i, m in enumerate(fake.sent(chat_id))
            if m["text"].startswith(head) and (i >= len(before) or m["edits"] > before[i])
        )
        return sorted(line.split(" · ")[0] for line in text.splitlines() if line.startswith("Table "))

    def shown() -> list[str]:
        return listed(DIRECTORS_ID, "📋 Appels en cours")

    def told() -> list[str]:
        return listed(GROUP_ID, "🔔")

    async with bot_process(fake, database):
        announced = "SELECT COUNT(*) FROM calls WHERE acked_at IS NOT NULL AND posted_at IS NOT NULL"
        await _until(lambda: _rows(database, announced)[0][0], CALLS)
        await _until(lambda: -len(fake.updates), 0)  # every update confirmed once handled
        # The boards are edited after the calls are stored: wait for their last edit, not for a time.
        with contextlib.suppress(TimeoutError):
            await fake.wait(lambda: shown() == every and told() == every, timeout=15)
    tables = _rows(database, "SELECT json_extract(data, '$.table'), COUNT(*) FROM calls GROUP BY 1")
    assert sorted((int(t), n) for t, n in tables) == [(t, 1) for t in range(1, CALLS + 1)]
    # The restarted bot's board (four pages of the live board) shows every call, once.
    assert shown() == every
    # The callers' answer: the players' board of the restarted bot lists every call, once.
    assert told() == every


async def test_two_bot_processes_on_one_database_take_a_call_once(tmp_path: Path) -> None:
    """Two processes (two Bot API fakes, one database): Anne presses « Je prends » in one, Bruno
    in the other, at once; one wins, the other is told who has it, in French."""
    database = tmp_path / "arbitre.sqlite3"
    first, second = FakeTelegram(), FakeTelegram()
    await first.start()
    await second.start()
    try:
        players, dominique = _rooms(first)
        _rooms(second)
        async with (
            bot_process(first, database, CALL_MESSAGES),
            bot_process(second, database, CALL_MESSAGES),
        ):
            (opened,) = await dominique.send(f"/tournoi ouvrir Banc {DIRECTORS_ID}")
            assert "ouvert" in opened["text"]
            await first.user_sends(players, FakeTelegram.user(1001, "Alice"), "/appel 7 1 renonce")
            (posted,) = [
                m for m in await first.wait_sent(DIRECTORS_ID, 2) if m["text"].startswith("Appel : table 7")
            ]
            # The second process shows the same call (the same button) in its own directors' group.
            twin = await Driver(second, second.chats[DIRECTORS_ID], BRUNO).send("/appels")
            assert "n°1 · table 7" in twin[0]["text"]
            take = data_of(posted, "take")
            queries = await asyncio.gather(
                first.user_presses(posted, ANNE, take), second.user_presses(twin[0], BRUNO, take)
            )
            answers = [await first.wait_answer(queries[0]), await second.wait_answer(queries[1])]
        refused = [a for a in answers if a.get("show_alert")]
        assert len(refused) == 1, answers
        winner = "Bruno" if answers[0] is refused[0] else "Anne"
        assert refused[0]["text"] == f"L'appel de la table 7 est déjà pris par {winner}."
        history = _rows(database, "SELECT kind, actor_name FROM call_events ORDER BY version")
        assert history == [("call", "Alice"), ("take", winner)]
    finally:
        await first.stop()
        await second.stop()


async def test_a_webhook_is_answered_only_once_the_call_is_stored(fake: FakeTelegram, tmp_path: Path) -> None:
    """In webhook mode Telegram sends an update again until its POST is answered: the answer
    comes once the update is handled, so an answered call is a stored call."""
    database = tmp_path / "arbitre.sqlite3"
    players, dominique = _rooms(fake)
    bot = make_bot(fake, database, webhook_url="https://club.example/telegram")
    async with webhook(bot.build(), secret="s3cret") as _:
        (opened,) = await dominique.send(f"/tournoi ouvrir Banc {DIRECTORS_ID}")
        assert "ouvert" in opened["text"]
        for table in (3, 4):
            await fake.user_sends(
                players, FakeTelegram.user(1000 + table, "Joueur"), f"/appel {table} renonce"
            )
            # user_sends returns when the webhook's POST is answered: the call is stored by then.
            stored = _rows(database, "SELECT json_extract(data, '$.table') FROM calls ORDER BY id")
            assert stored[-1] == (str(table),)
