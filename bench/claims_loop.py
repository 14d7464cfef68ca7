"""The event loop while a claim is counted, as the bot counts it (issue 36 §3):
`python bench/claims_loop.py 'rev=S atout=♠ main=N cartes=N:…'` (bench/claims.py runs it).

A fresh process that loads only what the bot loads, so that the first `p` pays what a bot just started
pays. Two measures of a 10 ms ticker's worst lateness on the loop:
- the engine's `p` line (the line read and checked, the count in the solver process, the incident stored):
  what the terminal, Telegram and Discord all do, the first count of the process;
- the solver process's count alone, as a second count.
The solver process is warmed first, as the bot warms it when a claim is opened. Before session 16 this
bench counted in a thread of its own process, which holds the GIL and which the bot never does (252 ms
printed for a delay the bot did not have); the bot's own first `p` then compiled the words' patterns on the
loop (0.2-1.3 s), fixed in bot/incidents/claim_count.py. The machine's load shows as lateness too: the
first line says it. It measures; it never fails a build.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LIMIT = 30.0  # the chats' limit of the solver's CPU seconds for a count (bot.incidents.claim_count)


async def ticking(work: Callable[[], Awaitable[object]]) -> tuple[float, float]:
    """The worst lateness of a 10 ms ticker on the event loop while `work` runs, and the work's time."""
    worst = 0.0

    async def tick() -> None:
        nonlocal worst
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.01)
            worst = max(worst, time.perf_counter() - before - 0.01)

    ticker = asyncio.create_task(tick())
    start = time.perf_counter()
    await work()
    spent = time.perf_counter() - start
    ticker.cancel()
    return worst, spent


async def measure(line: str) -> list[tuple[str, float, float]]:
    from bot.incidents.engine import Engine
    from bot.incidents.incident import Actor
    from bot.incidents.solver import SOLVER, load_claim_search
    from bot.incidents.store import Store

    await SOLVER.run(load_claim_search, limit=60.0)  # the warm-up the bot starts when a claim is opened
    measured = []
    with tempfile.TemporaryDirectory() as folder:
        store = await Store(Path(folder) / "bench.sqlite3").open()
        engine = Engine(store)
        engine.warm_solver = False  # warmed above
        director = Actor("bench", "Banc d'essai", is_director=True)
        opened = await engine.open(director, "bench", "revendication")
        assert opened.incident is not None
        incident_id = opened.incident.id
        worst, spent = await ticking(lambda: engine.claim_position(incident_id, director, line))
        measured.append(("the engine's first `p` line (read, count, stored)", worst, spent))
        await store.close()
    from rules.deals.count import count_claim, read_claim

    claim = read_claim(line)
    worst, spent = await ticking(lambda: SOLVER.run(count_claim, claim, limit=LIMIT))
    measured.append(("the solver process's count alone", worst, spent))
    SOLVER.close()
    return measured


def main() -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for what, worst, spent in asyncio.run(measure(sys.argv[1])):
        print(
            f"event loop while an 8-card claim is counted, {what} ({spent:.2f} s): worst delay "
            f"{worst * 1000:.0f} ms (target < 100 ms)",
            flush=True,
        )


if __name__ == "__main__":
    main()
