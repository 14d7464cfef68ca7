"""Deals (issue 32): import of a 36-board PBN, a double-dummy table, the event loop while a table
is solved, and what endplay costs at start-up and on disk. Prints figures; it never fails a build.

    python bench/deals.py [--runs 20]

- import: reading and checking tests/data/session36.pbn (36 boards with their results), then
  storing it in a fresh database, as `arbitre donnes importer` does;
- DD table: the table and par of each of the 36 boards, solved afresh (the cache bypassed);
- loop: the longest pause of a 10 ms ticker on the event loop while the 36 tables are solved off
  it (bot/scores/double_dummy.solve, the solver process), as a chat waits on them;
- start-up: whether the terminal's modules import endplay (they must not), and what importing
  endplay costs the first deal that needs it.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.incidents.deals import DealBook  # noqa: E402
from bot.incidents.incident import Actor  # noqa: E402
from bot.incidents.store import Store  # noqa: E402
from rules.deals import read_file  # noqa: E402

SESSION = ROOT / "tests" / "data" / "session36.pbn"
ACTOR = Actor("bench", "Bench", is_director=True)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def bench_import(runs: int) -> None:
    data = SESSION.read_bytes()
    parse, total = [], []
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "bench.sqlite3").open_sync()
        book = DealBook(store)
        try:
            for _ in range(runs):
                start = time.perf_counter()
                record = read_file(data)
                parsed = time.perf_counter()
                book.save_sync("terminal", record, "fichier", "session36.pbn", ACTOR)
                parse.append(parsed - start)
                total.append(time.perf_counter() - start)
        finally:
            store.close_sync()
    print(
        f"import of a 36-board PBN ({len(data) // 1000} kB): read and checked median {ms(statistics.median(parse))}, "
        f"stored too median {ms(statistics.median(total))}, max {ms(max(total))} ({runs} runs; target: none)"
    )


def bench_dd() -> None:
    from rules.deals import double_dummy

    start = time.perf_counter()
    import endplay.dds  # noqa: F401

    print(f"endplay imported by the first solve: {ms(time.perf_counter() - start)} (once per process)")
    boards = read_file(SESSION.read_bytes()).boards
    times = []
    for board in boards:
        start = time.perf_counter()
        double_dummy.analyse.__wrapped__(board.deal)  # bypass the cache: a fresh solve each time
        times.append(time.perf_counter() - start)
    print(
        f"DD table and par, 36 boards: median {ms(statistics.median(times))}, max {ms(max(times))} "
        f"(target: < 500 ms)"
    )


def fresh(deal: object) -> object:
    """A fresh solve in the solver process (its cache bypassed)."""
    from rules.deals import double_dummy

    return double_dummy.analyse.__wrapped__(deal)  # type: ignore[attr-defined]


async def bench_loop() -> None:
    from bot.scores.double_dummy import solve

    boards = read_file(SESSION.read_bytes()).boards
    worst = 0.0
    done = False

    async def ticker() -> None:
        nonlocal worst
        while not done:
            before = time.perf_counter()
            await asyncio.sleep(0.01)
            worst = max(worst, time.perf_counter() - before - 0.01)

    task = asyncio.create_task(ticker())
    for board in boards:
        await solve(fresh, board.deal)
    done = True
    await task
    print(f"event loop while 36 tables are solved off it: longest extra pause {ms(worst)} (target: < 100 ms)")


def bench_start() -> None:
    probe = (
        "import sys, time; t = time.perf_counter(); import bot.cli, bot.adapters.terminal.session; "
        "print('endplay' in sys.modules, round((time.perf_counter() - t) * 1000))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    loaded, took = done.stdout.split()
    print(
        f"start-up: the terminal's modules import endplay: {'yes' if loaded == 'True' else 'no'} "
        f"({took} ms for bot.cli and the terminal; target: no endplay before a deal is used)"
    )


def install_size() -> None:
    """What endplay brings to the install: itself and the packages it requires, recursively."""
    seen: set[str] = set()
    todo = ["endplay"]
    size = 0
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue
        size += sum(
            (
                Path(str(dist.locate_file(f))).stat().st_size
                for f in dist.files or ()
                if Path(str(dist.locate_file(f))).exists()
            ),
            0,
        )
        for requirement in dist.requires or ():
            if "extra ==" in requirement:
                continue
            name_match = re.match(r"[A-Za-z0-9_.-]+", requirement)
            if name_match:
                todo.append(name_match.group(0))
    print(f"install: endplay and its requirements take {size / 1_000_000:.0f} MB ({', '.join(sorted(seen))})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    bench_start()
    bench_import(args.runs)
    try:
        bench_dd()
        asyncio.run(bench_loop())
        install_size()
    except ImportError:
        print("endplay absent (Python 3.14?): no double-dummy figures")


if __name__ == "__main__":
    main()
