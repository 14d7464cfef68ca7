"""Cold start: from launching `arbitre` to its first question on the screen.

Runs the real console script in a fresh process each time, with a fresh data folder, feeds
« 1 » (Renonce) and stops the clock when « Question 1 » appears. Prints the median and the
spread; it is a measurement, not a test.

    python bench/cold_start.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
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


def measure(runs: int) -> dict[str, float]:
    one_run()  # warm the file cache, as a director's second launch would
    samples = sorted(one_run() for _ in range(runs))
    return {
        "median_s": statistics.median(samples),
        "min_s": samples[0],
        "max_s": samples[-1],
        "runs": runs,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    figures = measure(args.runs)
    print(
        f"cold start (arbitre → first question): median {figures['median_s'] * 1000:.0f} ms, "
        f"min {figures['min_s'] * 1000:.0f} ms, max {figures['max_s'] * 1000:.0f} ms over {args.runs} runs"
    )


if __name__ == "__main__":
    main()
