"""Fresh starts with a description piped at once (issue 37 §5): `python bench/finder_starts.py [--starts 200]`.

Each run launches the real `arbitre` terminal in a fresh process and a fresh data folder, with the
description already on its standard input (`arbitre < script.txt`): the first search then races the
index build that starts in the background with the first menu. Counts the runs that crash (a
traceback, « partially initialized module », a non-zero exit) or propose no topic. Before issue 37,
14 in 209 such starts crashed. It measures; it never fails a build.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PHRASES = (
    "il montre ses deux dernières cartes",
    "Ouest n'a pas fourni à cœur alors qu'il en avait",
    "hésitation pendant le jeu",
    "renonce puis attaque hors tour",
    "hestation",  # a typo: rapidfuzz is imported by the first search
)


def arbitre_command() -> list[str]:
    script = Path(sys.executable).with_name("arbitre")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def one(number: int) -> str | None:
    """None when the run went well, else what went wrong."""
    phrase = PHRASES[number % len(PHRASES)]
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "ARBITRE_DATA_DIR": data}
        env.pop("TELEGRAM_TOKEN", None)
        env.pop("DISCORD_TOKEN", None)
        done = subprocess.run(
            arbitre_command(), input=f"{phrase}\nq\n", text=True, capture_output=True, env=env, timeout=120
        )
    output = done.stdout + done.stderr
    if done.returncode != 0 or "Traceback" in output or "partially initialized" in output:
        return f"exit {done.returncode}: {output.strip().splitlines()[-1:] or ''}"
    if "Thèmes trouvés" not in done.stdout and "Aucun thème" not in done.stdout:
        return "no proposal shown"
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=200)
    parser.add_argument("--workers", type=int, default=4)
    args = parser.parse_args()
    began = time.perf_counter()
    with ThreadPoolExecutor(args.workers) as pool:
        failures = [f for f in pool.map(one, range(args.starts)) if f is not None]
    print(f"{args.starts} fresh starts with a description piped at once: {len(failures)} crashes   target 0")
    for failure in sorted(set(failures))[:5]:
        print(f"  {failure}")
    print(
        f"({time.perf_counter() - began:.0f} s; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
