"""Cold start: from launching `arbitre` to its first screen (« Quand l'incident a-t-il eu lieu ? »).

Runs the real console script in a fresh process each time, with a fresh data folder, and stops
the clock when the first screen's title appears (the terminal adapter's FIRST_SCREEN, so that a
reworded screen moves the marker with it). A run that shows no first screen within DEADLINE
seconds stops the bench with what the screen did show, instead of waiting forever. Prints the
median and the spread; it is a measurement, not a test.

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.adapters.terminal.session import FIRST_SCREEN

MARKER = FIRST_SCREEN.encode()
DEADLINE = 20.0  # seconds: ten times a slow start


class NoFirstScreen(RuntimeError):
    pass


def arbitre_command() -> list[str]:
    script = Path(sys.executable).with_name("arbitre")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def _environment(data: str, tty: bool) -> dict[str, str]:
    env = {**os.environ, "ARBITRE_DATA_DIR": data, "PYTHONUNBUFFERED": "1"}
    if tty:
        env.update({"TERM": "xterm-256color", "COLUMNS": "100"})
        env.pop("NO_COLOR", None)
    # A director's second launch reads the bytecode the first one wrote (pip install writes it too):
    # with PYTHONDONTWRITEBYTECODE=1 inherited from the shell (as on the machine of sessions 10-12),
    # every run compiled bot/ and rules/ again, 0.17 s of the 0.60 s measured then.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("TELEGRAM_TOKEN", None)
    env.pop("DISCORD_TOKEN", None)
    return env


def _wait_for_marker(fd: int, process: subprocess.Popen[bytes], answer_cursor: bool) -> None:
    """Read fd until the first screen shows; NoFirstScreen if the process ends or the deadline passes."""
    seen = b""
    deadline = time.monotonic() + DEADLINE
    while MARKER not in seen:
        left = deadline - time.monotonic()
        ready = select.select([fd], [], [], max(left, 0))[0] if left > 0 else []
        if not ready:
            raise NoFirstScreen(
                f"no « {FIRST_SCREEN} » within {DEADLINE:.0f} s; the screen showed:\n"
                + seen.decode(errors="replace")[-2000:]
            )
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the pseudo-terminal closes when the process ends
            chunk = b""
        if not chunk:
            raise NoFirstScreen(
                f"arbitre ended (status {process.poll()}) before « {FIRST_SCREEN} »; it showed:\n"
                + seen.decode(errors="replace")[-2000:]
            )
        seen += chunk
        if answer_cursor and b"\x1b[6n" in seen:  # prompt_toolkit asks where the cursor is
            seen = seen.replace(b"\x1b[6n", b"")
            os.write(fd, b"\x1b[1;1R")


def one_run(tty: bool = False) -> tuple[float, float]:
    """(wall clock, CPU time) from launch to the first screen. The CPU time (user + system of the
    process, stopped as soon as the screen shows) is what a loaded machine does not inflate."""
    data = tempfile.mkdtemp(prefix="arbitre-bench-")
    env = _environment(data, tty)
    master = slave = -1
    if tty:
        master, slave = pty.openpty()
        streams: dict = {"stdin": slave, "stdout": slave, "close_fds": True}
    else:
        streams = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE}
    start = time.perf_counter()
    process = subprocess.Popen(arbitre_command(), stderr=subprocess.DEVNULL, env=env, **streams)
    try:
        if tty:
            os.close(slave)
            _wait_for_marker(master, process, answer_cursor=True)
        else:
            assert process.stdout is not None
            _wait_for_marker(process.stdout.fileno(), process, answer_cursor=False)
        elapsed = time.perf_counter() - start
        process.kill()
        _, _, usage = os.wait4(process.pid, 0)
        process.returncode = -9
        return elapsed, usage.ru_utime + usage.ru_stime
    finally:
        if process.returncode is None:
            process.kill()
            process.wait()
        if tty:
            os.close(master)
        shutil.rmtree(data, ignore_errors=True)


def measure(runs: int, tty: bool = False) -> dict[str, float]:
    one_run(tty)  # warm the file cache and write the bytecode, as a director's second launch finds them
    runs_done = [one_run(tty) for _ in range(runs)]
    samples = sorted(wall for wall, _ in runs_done)
    return {
        "median_s": statistics.median(samples),
        "min_s": samples[0],
        "max_s": samples[-1],
        "cpu_median_s": statistics.median(cpu for _, cpu in runs_done),
        "runs": runs,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--tty", action="store_true", help="through a pseudo-terminal")
    args = parser.parse_args()
    try:
        figures = measure(args.runs, args.tty)
    except NoFirstScreen as error:
        print(f"cold start: FAILED — {error}", file=sys.stderr)
        sys.exit(1)
    print(
        f"cold start{' (tty)' if args.tty else ''} (arbitre → first screen): median {figures['median_s'] * 1000:.0f} ms, "
        f"min {figures['min_s'] * 1000:.0f} ms, max {figures['max_s'] * 1000:.0f} ms over {args.runs} runs; "
        f"CPU time to the first screen (user + system, which a busy machine does not inflate): median "
        f"{figures['cpu_median_s'] * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
