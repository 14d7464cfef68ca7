"""« Keep the trial » (issue 12): the reliability trial's storage and export attacks, seeded.

Short by default (CI); ARBITRE_TRIAL_RUNS=N runs N rounds of each campaign instead, e.g.
ARBITRE_TRIAL_RUNS=2000 .venv/bin/python -m pytest -q tests/bot/test_reliability_trial.py
"""

from __future__ import annotations

import asyncio
import csv
import io
import os
import random
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.commands.backup import DamagedSource, backup
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.storage import StorageError, StoreCorrupt
from bot.incidents.store import Store
from tests.bot.conftest import OWNER, path_to_ruling
from tests.bot.test_reliability import run

RUNS = int(os.environ.get("ARBITRE_TRIAL_RUNS", "0") or 0)
PATH = path_to_ruling()


def rounds(default: int) -> int:
    return RUNS or default


async def fill(database: Path, count: int, rng: random.Random) -> None:
    store = await Store(database).open()
    try:
        engine = Engine(store)
        for number in range(count):
            reply = await engine.open(Actor(f"t:{number}", f"Joueur {number}"), "salle", "renonce")
            assert reply.incident is not None
            for _ in range(rng.randrange(4)):
                reply = await engine.act(reply.incident.id, OWNER, inc.note("x" * rng.randrange(1, 900)))
                assert reply.incident is not None
            for question, value in PATH[: rng.randrange(len(PATH) + 1)]:
                assert reply.incident is not None
                reply = await engine.act(
                    reply.incident.id, OWNER, inc.answer(question, value, reply.incident.answers_version)
                )
    finally:
        await store.close()


def damage(path: Path, rng: random.Random) -> str:
    """One of the trial's corruptions, at a random place."""
    data = bytearray(path.read_bytes())
    how = rng.choice(("block", "bits", "truncate", "header", "page"))
    if how == "block":
        start = rng.randrange(len(data))
        block = rng.randbytes(rng.choice((16, 512, 4096)))
        data[start : start + len(block)] = block[: len(data) - start]
    elif how == "bits":
        for _ in range(rng.randrange(1, 4)):
            where = rng.randrange(100, len(data))
            data[where] ^= 1 << rng.randrange(8)
    elif how == "truncate":
        del data[rng.randrange(1, len(data)) :]
    elif how == "header":
        data[: rng.choice((16, 100))] = bytes(rng.choice((16, 100)))
    else:
        page = 4096 * rng.randrange(1, max(2, len(data) // 4096))
        data[page : page + 4096] = bytes(min(4096, max(0, len(data) - page)))
    path.write_bytes(bytes(data))
    return how


def sound(path: Path) -> bool:
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            conn.text_factory = bytes  # the report may quote damaged, non-UTF-8 bytes
            return conn.execute("PRAGMA integrity_check").fetchone()[0] == b"ok"
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        return False


def test_corrupted_databases_are_refused_or_sound_never_used_damaged(tmp_path: Path) -> None:
    """The trial's §5 corruption cases, randomised: a damaged file is refused by the store and
    by the backup, in French; a file SQLite still finds sound opens and reads in full."""
    rng = random.Random(12)
    pristine = tmp_path / "propre.sqlite3"
    asyncio.run(fill(pristine, 40, rng))
    refused = opened = damaged_rows = 0
    for number in range(rounds(25)):
        folder = tmp_path / f"r{number}"
        folder.mkdir()
        database = folder / "arbitre.sqlite3"
        shutil.copyfile(pristine, database)
        how = damage(database, rng)
        was_sound = sound(database)
        before = database.read_bytes()
        try:
            store = Store(database).open_sync()
        except StorageError as error:
            # A file SQLite finds sound may still have a damaged schema text: refused as damaged.
            assert not was_sound or isinstance(error, StoreCorrupt), (how, error)
            assert "endommagée" in str(error) or "impossible" in str(error), (how, error)
            assert database.read_bytes() == before  # refused before anything was written
            refused += 1
            with pytest.raises(DamagedSource):
                backup(database, folder / "copie.sqlite3")
            assert not (folder / "copie.sqlite3").exists()
            continue
        try:
            assert was_sound or database.stat().st_size == 0, how
            # Bytes changed inside a record leave a file SQLite finds sound: reading that record
            # must then be a French refusal too, never a crash nor a wrong incident shown.
            try:
                for found in store.list_sync(limit=None):
                    store.events_sync(found.id)
                opened += 1
            except StorageError as error:
                assert str(error).startswith("Action non enregistrée : "), (how, error)
                damaged_rows += 1
        finally:
            store.close_sync()
        backup(database, folder / "copie.sqlite3")
        assert sound(folder / "copie.sqlite3")
    assert refused > 0
    print(
        f"\ncorruptions : {refused} refusées, {damaged_rows} lignes abîmées refusées, {opened} saines ouvertes"
    )


def test_no_acknowledged_answer_after_the_data_directory_is_deleted(tmp_path: Path) -> None:
    """The trial's F2, under load: 16 tasks act while the folder is removed; every reply that
    comes after the removal is a refusal, so nothing is confirmed and then lost."""

    async def scenario() -> tuple[int, int]:
        data = tmp_path / "donnees"
        store = await Store(data / "arbitre.sqlite3").open()
        engine = Engine(store)
        removed = asyncio.Event()
        late_ok = late_refused = 0

        async def director(number: int) -> None:
            nonlocal late_ok, late_refused
            actor = Actor(f"t:{number}", f"Arbitre {number}", is_director=True)
            for _ in range(rounds(30)):
                if late_ok + late_refused >= 64:
                    return  # enough presses after the removal
                gone = removed.is_set()
                reply = await engine.open(actor, "salle", "renonce")
                if gone:
                    late_ok += int(reply.ok)
                    late_refused += int(reply.refused)
                while reply.incident is not None and reply.step is not None and reply.step.question:
                    gone = removed.is_set()
                    question = reply.step.question
                    reply = await engine.act(
                        reply.incident.id,
                        actor,
                        inc.answer(question.id, question.options[0].value, reply.incident.answers_version),
                    )
                    if gone:
                        late_ok += int(reply.ok)
                        late_refused += int(reply.refused)
                    if reply.refused:
                        break
                await asyncio.sleep(0)

        async def remover() -> None:
            await asyncio.sleep(0.02)
            shutil.rmtree(data)
            removed.set()

        try:
            await asyncio.gather(remover(), *(director(n) for n in range(16)))
        finally:
            await store.close()
        return late_ok, late_refused

    late_ok, late_refused = asyncio.run(scenario())
    assert late_ok == 0
    assert late_refused > 0
    print(f"\ndossier supprimé : {late_refused} actions refusées après la suppression, {late_ok} confirmées")


DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
PIECES = [
    "=",
    "+",
    "-",
    "@",
    "\t",
    "\r",
    "\n",
    "|",
    ";",
    ",",
    '"',
    "'",
    "\x1b[2J",
    "\x00",
    "é",
    "A1",
    " ",
    "cmd",
]


def test_csv_export_never_starts_a_cell_with_a_formula(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The trial's F4, fuzzed: random display names and notes built from formula starters,
    separators, quotes and controls; no exported cell starts a formula, one row per incident."""
    rng = random.Random(4)
    count = rounds(40)

    async def fill_names() -> None:
        store = await Store(tmp_path / "arbitre.sqlite3").open()
        try:
            engine = Engine(store)
            for number in range(count):
                name = "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 6))) or "="
                reply = await engine.open(Actor(f"discord:{number}", name), "salle", "renonce")
                assert reply.incident is not None
                note = "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 8))).strip() or "@"
                await engine.act(reply.incident.id, OWNER, inc.note(note))
        finally:
            await store.close()

    asyncio.run(fill_names())
    code, out, _ = run(
        capsys, "--data-dir", str(tmp_path), "incidents", "--limite", "1000000", "export", "--format", "csv"
    )
    assert code == 0
    rows = list(csv.reader(io.StringIO(out.removeprefix("\ufeff")), delimiter=";"))
    assert len(rows) == count + 1
    for row in rows:
        assert len(row) == len(rows[0])
        for cell in row:
            assert not cell.startswith(DANGEROUS), row
            assert "\x1b" not in cell and "\x00" not in cell
    print(f"\nCSV : {count} incidents, {count * len(rows[0])} cellules, aucune formule")
