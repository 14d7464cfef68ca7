"""The reliability trial's terminal fuzz, kept in the suite (issue 12): random input, fixed seed.

Each run feeds a random script (numbers in and out of range, odd Unicode digits, thousands of
digits, first letters of labels, the letter commands, notes, control characters, bytes that are
not UTF-8) through a strict UTF-8 stdin into the real Terminal and engine, sharing one database
for a batch of runs so the resume menu is attacked too. Every run must end with exit 0, print
no traceback and no escape sequence, and leave every incident replayable from its events.

A few hundred runs take a few seconds; ARBITRE_FUZZ_RUNS=3000 runs the trial's size.
"""

from __future__ import annotations

import io
import os
import random
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from bot.incidents.transition import replay

DIRECTOR = Actor("terminal:fuzz", "Fuzz", is_director=True)
RUNS = int(os.environ.get("ARBITRE_FUZZ_RUNS", "300"))
SEED = 20261122
BATCH = 25  # runs sharing one database

WORDS = ["oui", "non", "ren", "renonce", "en", "en ligne", "le d", "un joueur", "pendant", "après", "?", ""]
ODD = ["²", "³", "①", "١", "５", "٣", "1.5", "-1", "+2", " 1", "1e3", "0x1", "Ⅳ", "½"]
CONTROL = ["\x1b[2J", "\x1b]0;pwned\x07", "\x1b[31m", "\x00", "\x08", "\r", "\x7f", "\x9b"]


def random_line(rng: random.Random) -> bytes:
    kind = rng.random()
    if kind < 0.45:
        text = str(rng.randint(0, 16))
    elif kind < 0.55:
        text = rng.choice(["r", "a", "q", "R", "A"]) if rng.random() < 0.5 else rng.choice(["", "?"])
    elif kind < 0.63:
        text = "n " + "".join(rng.choice("abcdé♠♥ 12|;=\t") for _ in range(rng.randint(0, 30)))
    elif kind < 0.73:
        text = rng.choice(WORDS)
    elif kind < 0.82:
        text = rng.choice(ODD)
    elif kind < 0.86:
        text = "1" * rng.choice([7, 4301, 5000])
    elif kind < 0.93:
        text = rng.choice(CONTROL) + rng.choice(["1", "n x", "q", ""]) + rng.choice(CONTROL)
    else:
        raw = bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 6)))
        return raw.replace(b"\n", b"") + b"\n"
    return text.encode() + b"\n"


async def one_batch(folder: Path, rng: random.Random, runs: int) -> None:
    store = await Store(folder / "db.sqlite3").open()
    try:
        engine = Engine(store)
        for _ in range(runs):
            script = b"".join(random_line(rng) for _ in range(rng.randint(1, 40)))
            stdin = io.TextIOWrapper(io.BytesIO(script), encoding="utf-8", errors="strict")
            out = io.StringIO()
            code = await Terminal(engine, DIRECTOR, stdin, out).run()
            shown = out.getvalue()
            assert code == 0, script
            assert "Traceback" not in shown and "erreur inattendue" not in shown, script
            assert "\x1b" not in shown and "\x07" not in shown, script
            assert shown.rstrip().endswith("Au revoir."), script
        for incident in await store.list():
            events = await store.events(incident.id)
            assert replay([(e.actor, e.action, e.at) for e in events], incident.id) == incident
    finally:
        await store.close()


async def test_terminal_fuzz(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    done = 0
    while done < RUNS:
        runs = min(BATCH, RUNS - done)
        folder = tmp_path / f"batch{done}"
        folder.mkdir()
        await one_batch(folder, rng, runs)
        done += runs
