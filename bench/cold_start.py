"""Cold start: from launching `arbitre` to its first question on the screen.

Runs the real console script in a fresh process each time, with a fresh data folder, feeds
« 1 » (Renonce) and stops the clock when « Question 1 » appears. Prints the median and the
spread; it is a measurement, not a test.

By default through pipes (scripts, the plain numbered input); with --tty through a
pseudo-terminal, as a director at a laptop (prompt_toolkit's arrow-key menu is then loaded).

    python bench/cold_start.py [--runs 15] [--tty]
"""

from __future__ import annotations

import argparse
import os
import pty
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MARKER = "Question 1 —"


def arbitre_command() -> list[str]:
    script = Path(sys.executable).with_name("arbitre")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def one_run() -> float:
    data = tempfile.mkdtemp(prefix="arbitre-bench-")
    env = {**os.environ, "ARBITRE_DATA_DIR": data, "PYTHONUNBUFFERED": "1"}
    env.pop("TELEGRAM_TOKEN", None)
    env.pop("DISCORD_TOKEN", None)
    start = time.perf_counter()
    process = subprocess.Popen(
        arbitre_command(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("1\n")
    process.stdin.flush()
    seen = ""
    while MARKER not in seen:
        char = process.stdout.read(1)
        if not char:
            raise RuntimeError(f"arbitre ended before its first question:\n{seen}")
        seen += char
    elapsed = time.perf_counter() - start
    process.kill()
    process.wait()
    shutil.rmtree(data, ignore_errors=True)
    return elapsed


def one_run_tty() -> float:
    """The same through a pseudo-terminal: « 1 » and Enter typed once the menu is up."""
    data = tempfile.mkdtemp(prefix="arbitre-bench-")
    env = {**os.environ, "ARBITRE_DATA_DIR": data, "TERM": "xterm-256color", "COLUMNS": "100"}
    env.pop("TELEGRAM_TOKEN", None)
    env.pop("DISCORD_TOKEN", None)
    env.pop("NO_COLOR", None)
    master, slave = pty.openpty()
    start = time.perf_counter()
    process = subprocess.Popen(
        arbitre_command(), stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=env, close_fds=True
    )
    os.close(slave)
    seen, typed = b"", False
    try:
        while MARKER.encode() not in seen:
            ready, _, _ = select.select([master], [], [], 10)
            if not ready:
                raise RuntimeError(f"arbitre shows no first question:\n{seen.decode(errors='replace')}")
            seen += os.read(master, 65536)
            if b"\x1b[6n" in seen:  # prompt_toolkit asks where the cursor is: answer as a terminal does
                seen = seen.replace(b"\x1b[6n", b"")
                os.write(master, b"\x1b[1;1R")
            if not typed and b"Quitter" in seen:
                os.write(master, b"1\r")
                typed = True
        elapsed = time.perf_counter() - start
    finally:
        process.kill()
        process.wait()
        os.close(master)
        shutil.rmtree(data, ignore_errors=True)
    return elapsed


def measure(runs: int, tty: bool = False) -> dict[str, float]:
    run = one_run_tty if tty else one_run
    run()  # warm the file cache, as a director's second launch would
    samples = sorted(run() for _ in range(runs))
    return {
        "median_s": statistics.median(samples),
        "min_s": samples[0],
        "max_s": samples[-1],
        "runs": runs,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--tty", action="store_true", help="through a pseudo-terminal")
    args = parser.parse_args()
    figures = measure(args.runs, args.tty)
    print(
        f"cold start{' (tty)' if args.tty else ''} (arbitre → first question): median {figures['median_s'] * 1000:.0f} ms, "
        f"min {figures['min_s'] * 1000:.0f} ms, max {figures['max_s'] * 1000:.0f} ms over {args.runs} runs"
    )


if __name__ == "__main__":
    main()
