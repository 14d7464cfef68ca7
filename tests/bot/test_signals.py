"""SIGTERM during a session: the process stops cleanly and nothing acknowledged is lost."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from bot.incidents.incident import Action, Actor, Kind
from bot.incidents.transition import replay


def read_until(process: subprocess.Popen[str], marker: str, timeout: float = 30.0) -> str:
    assert process.stdout is not None
    seen = ""
    deadline = time.monotonic() + timeout
    while marker not in seen:
        assert time.monotonic() < deadline, f"« {marker} » never appeared in:\n{seen}"
        char = process.stdout.read(1)
        assert char, f"process ended before « {marker} »:\n{seen}"
        seen += char
    return seen


def test_sigterm_during_an_answer_loses_nothing(tmp_path: Path) -> None:
    env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "terminal"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdin is not None
    process.stdin.write("renonce\n1\n3\n")
    process.stdin.flush()
    read_until(process, "Question 3 —")  # two answers acknowledged
    process.stdin.write("1\n")  # a third answer, and SIGTERM right behind it
    process.stdin.flush()
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert "Traceback" not in out + err

    conn = sqlite3.connect(tmp_path / "arbitre.sqlite3")
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    version, data = conn.execute("SELECT version, data FROM incidents WHERE id = '1'").fetchone()
    rows = conn.execute(
        "SELECT actor_id, actor_name, actor_is_director, kind, payload, expected_version, at FROM events "
        "WHERE incident_id = '1' ORDER BY version"
    ).fetchall()
    conn.close()
    assert len(rows) == version  # one event per accepted action, none half-written
    import json

    events = [(Actor(a, n, bool(d)), Action(Kind(k), json.loads(p), e), at) for a, n, d, k, p, e, at in rows]
    rebuilt = replay(events, "1")
    stored = json.loads(data)
    assert [list(a) for a in rebuilt.answers] == stored["answers"]
    assert stored["answers"][:2] == [["situation", "not_followed"], ["offender", "defender"]]


def test_a_stop_landing_during_the_close_still_closes_the_store() -> None:
    """Session 46 (a suite run failed once): SIGTERM arriving as the piped input ended cancelled the store's close
    itself, and the terminal exited 1 with a traceback. Two stop requests during the close: it still finishes."""
    import asyncio

    from bot.cli import _close_despite_stops

    closed: list[str] = []

    async def slow_close() -> None:
        await asyncio.sleep(0.05)
        closed.append("closed")

    async def main() -> str:
        stopping = asyncio.create_task(_close_despite_stops(slow_close()))
        await asyncio.sleep(0.01)
        stopping.cancel()
        await asyncio.sleep(0.01)
        stopping.cancel()
        await stopping
        return "returned"

    assert asyncio.run(main()) == "returned"
    assert closed == ["closed"]
