"""Run every benchmark and print one table: `python bench/run_all.py [--quick]`.

Each benchmark runs in its own process (so one does not warm the other's caches) and prints
its own figures; this script keeps the lines that carry a target or a final figure and lays
them out as a table. It measures; it never fails a build.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def benchmarks(quick: bool) -> list[tuple[str, list[str]]]:
    python = sys.executable
    return [
        ("moteur", [python, str(HERE / "engine_bench.py"), *(["--quick"] if quick else [])]),
        ("telegram", [python, str(HERE / "telegram_bench.py")]),
        ("file d'appels", [python, str(HERE / "queue_bench.py"), *(["--pace", "burst"] if quick else [])]),
        ("démarrage", [python, str(HERE / "cold_start.py"), "--runs", "5" if quick else "15"]),
        ("questions", [python, str(HERE / "questions.py")]),
        ("chercheur", [python, str(HERE / "finder.py")]),
        ("donnes", [python, str(HERE / "deals.py"), "--runs", "5" if quick else "20"]),
        ("revendications", [python, str(HERE / "claims.py"), *(["--quick"] if quick else [])]),
        ("fichiers et solveur", [python, str(HERE / "import_bench.py"), *(["--quick"] if quick else [])]),
    ]


def keep(line: str) -> bool:
    text = line.strip()
    return bool(text) and ("target" in text or text.startswith("cold start") or text.startswith("CPU time"))


def load() -> str:
    """The machine's load average (1, 5, 15 min): figures taken on a busy machine say so (G13)."""
    try:
        return "charge " + " / ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        return "charge inconnue"


def main() -> None:
    parser = argparse.ArgumentParser(description="Run every benchmark and print one table.")
    parser.add_argument("--quick", action="store_true", help="smaller runs, a few seconds each")
    args = parser.parse_args()
    cpu = (
        next(
            (
                line.split(":", 1)[1].strip()
                for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")
            ),
            platform.processor() or "?",
        )
        if Path("/proc/cpuinfo").exists()
        else platform.processor()
    )
    print(
        f"Machine : {cpu}, {os.cpu_count()} cœurs, Python {platform.python_version()}, {platform.system()} — "
        f"{time.strftime('%Y-%m-%d %H:%M')}, {load()}"
    )
    rows: list[tuple[str, str]] = []
    for name, command in benchmarks(args.quick):
        print(f"\n== {name}: {' '.join(Path(c).name for c in command[1:])}", flush=True)
        done = subprocess.run(command, capture_output=True, text=True)
        sys.stdout.write(done.stdout)
        if done.returncode != 0:
            sys.stdout.write(done.stderr)
            rows.append((name, f"ÉCHEC (code {done.returncode})"))
            continue
        rows.extend((name, " ".join(line.split())) for line in done.stdout.splitlines() if keep(line))
    print(f"\nFin : {time.strftime('%Y-%m-%d %H:%M')}, {load()}")
    print("\n| banc | mesure |\n|---|---|")
    for name, figure in rows:
        print(f"| {name} | {figure} |")


if __name__ == "__main__":
    main()
