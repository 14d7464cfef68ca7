"""Issue 12: the reliability trial's storage, export and settings findings, kept as tests.

Each test replays one reproduction of /work/shared/reviews/2026-11-22-reliability.md (F2, F4,
F7, F8, F10, F11, F12, F14, F15, F16, F17 for the incident log) and checks what a director or an
operator sees: a French refusal, the documented exit code, nothing acknowledged and then lost.
"""

from __future__ import annotations

import asyncio
import csv
import errno
import io
import os
import pathlib
import random
import shutil
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.errors import EXIT_CONFIG, EXIT_CORRUPT, EXIT_STORAGE
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.storage import DATABASE_MODE, StorageError, StoreCorrupt, StoreUnavailable
from bot.incidents.store import Store
from tests.bot.conftest import OWNER, path_to_ruling

PATH = path_to_ruling()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def assert_french_refusal(err: str) -> None:
    assert err.startswith("arbitre : ")
    for english in ("erreur inattendue", "Traceback", "Errno", "invalid literal", "Error"):
        assert english not in err, err


def seed(data_dir: Path, owner: Actor = OWNER, notes: tuple[str, ...] = (), ruled: bool = False) -> str:
    """One incident opened through the engine, as a chat would: returns its id."""

    async def work() -> str:
        store = await Store(data_dir / "arbitre.sqlite3").open()
        try:
            engine = Engine(store)
            reply = await engine.open(owner, "telegram:-100", "renonce")
            assert reply.incident is not None
            for text in notes:
                reply = await engine.act(reply.incident.id, owner, inc.note(text))
                assert reply.ok, reply.message
                assert reply.incident is not None
            for question, value in PATH if ruled else ():
                assert reply.incident is not None
                reply = await engine.act(
                    reply.incident.id, owner, inc.answer(question, value, reply.incident.answers_version)
                )
                assert reply.ok, reply.message
            assert reply.incident is not None
            return reply.incident.id
        finally:
            await store.close()

    return asyncio.run(work())


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The launcher's usual umask (a terminal, Docker): the files must be private anyway."""
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


# --- F2: the data directory removed while the program runs ------------------------------------


async def test_f2_deleted_data_directory_refuses_instead_of_confirming(tmp_path: Path) -> None:
    data = tmp_path / "donnees"
    store = await Store(data / "arbitre.sqlite3").open()
    try:
        engine = Engine(store)
        reply = await engine.open(OWNER, "terminal", "renonce")
        assert reply.ok and reply.incident is not None
        shutil.rmtree(data)  # `rm -rf` by a cleanup script while the terminal is open
        question, value = PATH[0]
        reply = await engine.act(
            reply.incident.id, OWNER, inc.answer(question, value, reply.incident.answers_version)
        )
        assert reply.refused
        assert reply.message is not None and "a disparu" in reply.message
        again = await engine.open(OWNER, "terminal", "renonce")
        assert again.refused and again.message is not None and "a disparu" in again.message
    finally:
        await store.close()


async def test_f2_database_file_replaced_while_running_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    store = await Store(database).open()
    try:
        engine = Engine(store)
        reply = await engine.open(OWNER, "terminal", "renonce")
        assert reply.incident is not None
        other = tmp_path / "autre.sqlite3"
        shutil.copyfile(database, other)
        os.replace(other, database)  # another file now answers to the same name
        reply = await engine.act(reply.incident.id, OWNER, inc.note("Table 3."))
        assert reply.refused and reply.message is not None and "remplacé" in reply.message
    finally:
        await store.close()


# --- F4, F14: exports a spreadsheet or a Markdown viewer reads --------------------------------


def test_f4_csv_export_neutralises_formulas_from_notes_and_display_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    attacker = Actor("telegram:66", '=HYPERLINK("http://evil.example","Voir")')
    seed(tmp_path, attacker, notes=("@SUM(1+1)*cmd|' /C calc'!A0", "+33 6"))
    seed(tmp_path, Actor("discord:7", "-2+3"), notes=("\tcachée",))
    seed(tmp_path, Actor("discord:8", "\r=1+1"), notes=("=1+1",))
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "export", "--format", "csv")
    assert code == 0
    rows = list(csv.reader(io.StringIO(out.removeprefix("\ufeff")), delimiter=";"))
    assert len(rows) == 4
    for row in rows[1:]:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), row
    by_owner = {row[2]: row for row in rows[1:]}
    assert '\'=HYPERLINK("http://evil.example","Voir")' in by_owner
    facts = rows[0].index("Faits notés")
    assert by_owner['\'=HYPERLINK("http://evil.example","Voir")'][facts].startswith("'@SUM")
    assert "'-2+3" in by_owner


def test_f14_markdown_export_keeps_one_row_per_incident_whatever_the_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed(tmp_path, notes=("ligne 1\rligne 2 | colonne\nfin",))
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "export", "--format", "md")
    assert code == 0
    assert "\r" not in out
    # One section per incident (issue 30 F23), the note on one line of its own whatever it holds.
    assert out.count("\n## Incident #1 — ") == 1
    [noted] = [line for line in out.split("\n") if line.startswith("- **Faits notés** :")]
    assert "ligne 1 ligne 2 / colonne fin" in noted


# --- F8: private files whatever the umask -----------------------------------------------------


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.usefixtures("umask_022")
def test_f8_database_wal_shm_and_backups_are_private(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "donnees"
    database = data / "arbitre.sqlite3"

    async def write_and_look() -> dict[str, int]:
        store = await Store(database).open()
        try:
            reply = await Engine(store).open(OWNER, "terminal", "renonce")
            assert reply.ok
            return {p.name: _mode(p) for p in data.iterdir()}
        finally:
            await store.close()

    modes = asyncio.run(write_and_look())
    assert _mode(data) == 0o700
    assert modes["arbitre.sqlite3"] == DATABASE_MODE == 0o600
    assert modes["arbitre.sqlite3-wal"] == 0o600
    assert modes["arbitre.sqlite3-shm"] == 0o600
    code, out, _ = run(capsys, "--data-dir", str(data), "backup")
    assert code == 0, out
    backups = data / "sauvegardes"
    assert _mode(backups) == 0o700
    assert [_mode(p) for p in backups.iterdir()] == [0o600]
    elsewhere = tmp_path / "cle-usb" / "copie.sqlite3"
    code, _, _ = run(capsys, "--data-dir", str(data), "backup", "--output", str(elsewhere))
    assert code == 0 and _mode(elsewhere) == 0o600


@pytest.mark.usefixtures("umask_022")
def test_f8_an_old_world_readable_database_is_made_private_at_start(tmp_path: Path) -> None:
    seed(tmp_path)
    database = tmp_path / "arbitre.sqlite3"
    database.chmod(0o644)
    seed(tmp_path)
    assert _mode(database) == 0o600


# --- F10: a corrupted database is refused, and never backed up --------------------------------


def corrupt(database: Path, seed_value: int = 7, at: float = 0.5) -> None:
    """4 kB of random bytes in the middle of the file (or at the fraction `at`), as in the trial."""
    size = database.stat().st_size
    with open(database, "r+b") as handle:
        handle.seek(int(size * at) // 4096 * 4096)
        handle.write(random.Random(seed_value).randbytes(4096))


def _damaged(database: Path) -> bool:
    conn = sqlite3.connect(database)
    try:
        return bool(conn.execute("PRAGMA quick_check").fetchone()[0] != "ok")
    except sqlite3.DatabaseError:
        return True  # « database disk image is malformed »: damaged too
    finally:
        conn.close()


def damaged_database(data: Path) -> Path:
    for _ in range(3):
        seed(data, notes=tuple(f"note {i} " + "x" * 1500 for i in range(12)))
    database = data / "arbitre.sqlite3"
    # The middle page may be a free one (the schema's size moves it): the next pages then.
    for at in (0.5, 0.4, 0.6, 0.3):
        corrupt(database, at=at)
        if _damaged(database):
            return database
    raise AssertionError("the file could not be damaged")


def test_f10_corrupted_database_is_refused_at_start(tmp_path: Path) -> None:
    database = damaged_database(tmp_path)
    with pytest.raises(StoreCorrupt) as refused:
        Store(database).open_sync()
    assert "endommagée" in str(refused.value) and "sauvegarde" in str(refused.value)


@pytest.mark.parametrize(
    "argv", [("terminal",), ("incidents",), ("incidents", "show", "1"), ("incidents", "export")]
)
def test_f10_every_command_refuses_a_corrupted_database_with_its_exit_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    damaged_database(tmp_path)
    code, _, err = run(capsys, "--data-dir", str(tmp_path), *argv)
    assert code == EXIT_CORRUPT
    assert "endommagée" in err
    assert_french_refusal(err)


def test_f10_backup_refuses_to_copy_a_corrupted_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged_database(tmp_path)
    code, out, err = run(capsys, "--data-dir", str(tmp_path), "backup")
    assert code == EXIT_CORRUPT
    assert "Sauvegarde écrite" not in out
    assert "endommagée" in err
    assert_french_refusal(err)
    assert not (tmp_path / "sauvegardes").exists() or not any((tmp_path / "sauvegardes").iterdir())


def damage_an_index(database: Path) -> None:
    """The trial's « two bits flipped near the end »: an index entry no longer matches its row.
    SQLite's quick_check still says ok; only the full integrity check sees it."""
    with closing(sqlite3.connect(database)) as conn:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'incidents_state'").fetchone()[0]
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(database.read_bytes())
    start = (root - 1) * page_size
    where = data.rfind(b"asking", start, start + page_size)
    assert where > 0
    data[where + 5] = ord("f")  # « asking » becomes « askinf » in the index only
    database.write_bytes(bytes(data))
    with closing(sqlite3.connect(database)) as conn:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"


def test_f10_damaged_index_is_refused_before_anything_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed(tmp_path)
    seed(tmp_path)
    database = tmp_path / "arbitre.sqlite3"
    damage_an_index(database)
    before = database.read_bytes()
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "terminal")
    assert code == EXIT_CORRUPT and "missing from index" in err
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "backup")
    assert code == EXIT_CORRUPT and "Sauvegarde écrite" not in out
    assert database.read_bytes() == before


# --- F11, F12: storage failures at start-up, and doctor -------------------------------------


def test_f11_data_directory_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "donnees"
    data.write_text("pas un dossier")
    for argv in (("terminal",), ("incidents",), ("incidents", "export")):
        code, _, err = run(capsys, "--data-dir", str(data), *argv)
        assert code == EXIT_STORAGE, (argv, err)
        assert "n'est pas un dossier" in err
        assert_french_refusal(err)


def test_f11_data_directory_that_cannot_be_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "fichier").write_text("x")
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "fichier" / "donnees"), "terminal")
    assert code == EXIT_STORAGE
    assert "impossible de créer le dossier des données" in err
    assert_french_refusal(err)


def test_f11_permission_denied_gives_the_fix_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: Path, *args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(pathlib.Path, "mkdir", refuse)
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "neuf"), "terminal")
    assert code == EXIT_STORAGE
    assert "droits" in err
    assert_french_refusal(err)


def test_f11_database_path_that_is_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "arbitre.sqlite3").mkdir()
    for argv in (("terminal",), ("backup",)):
        code, _, err = run(capsys, "--data-dir", str(tmp_path), *argv)
        assert code == EXIT_STORAGE
        assert "est un dossier" in err and "Action non enregistrée" not in err
        assert_french_refusal(err)
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "doctor")
    assert code == 1 and "est un dossier" in out


def test_f11_database_locked_exclusively_at_start(tmp_path: Path) -> None:
    seed(tmp_path)
    holder = sqlite3.connect(tmp_path / "arbitre.sqlite3", isolation_level=None)
    try:
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(StoreUnavailable) as refused:
            Store(tmp_path / "arbitre.sqlite3", busy_timeout_ms=50).open_sync()
    finally:
        holder.close()
    assert "verrouillée" in str(refused.value)
    assert "Action non enregistrée" not in str(refused.value)


def test_f11_disk_full_for_a_new_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = os.open

    def full(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith("arbitre.sqlite3"):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", full)
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "neuf"), "terminal")
    assert code == EXIT_STORAGE
    assert "disque des données est plein" in err
    assert_french_refusal(err)


def test_f12_doctor_flags_a_data_path_that_is_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "donnees"
    data.write_text("pas un dossier")
    code, out, _ = run(capsys, "--data-dir", str(data), "doctor")
    assert code == 1
    assert "Tout est en ordre" not in out
    assert "n'est pas un dossier" in out


def test_f11_doctor_survives_an_unreadable_data_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "secret" / "donnees"
    real_stat = os.stat

    def deny(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith(str(tmp_path / "secret")):
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", deny)
    code, out, _ = run(capsys, "--data-dir", str(data), "doctor")
    assert code == 1
    assert "illisible" in out or "droits" in out


def test_f10_doctor_reports_a_corrupted_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damaged_database(tmp_path)
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "doctor")
    assert code == 1 and "✘" in out


# --- F7, F15, F16: options and settings, bounded, in French -----------------------------------


@pytest.fixture
def ruled(tmp_path: Path) -> Path:
    seed(tmp_path, ruled=True)
    return tmp_path


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("incidents", "export", "--resultats-officiels", "9999-12-31 23:59"), "trop"),
        (("incidents", "--limite", "99999999999999999999999"), "--limite"),
        (("incidents", "--limite", "-1"), "--limite"),
        (("incidents", "--limite", "0"), "--limite"),
        (("incidents", "export", "--output", "/nonexistent/dir/r.csv"), "dossier"),
        (("incidents", "export", "--since", "0001-01-01"), "trop ancienne"),
        (("incidents", "show", "9" * 5000), "aucun incident"),
    ],
)
def test_f7_f16_odd_options_get_a_french_usage_error(
    ruled: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], expected: str
) -> None:
    code, _, err = run(capsys, "--data-dir", str(ruled), *argv)
    assert code == 2, err
    assert expected in err
    assert_french_refusal(err)


def test_f7_export_to_a_directory_is_refused_in_french(
    ruled: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--data-dir", str(ruled), "incidents", "export", "--output", str(ruled))
    assert code == 2
    assert "est un dossier" in err
    assert_french_refusal(err)


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("ARBITRE_APPEAL_MINUTES", "99999999999999", "ARBITRE_APPEAL_MINUTES"),
        ("ARBITRE_APPEAL_MINUTES", "-5", "ARBITRE_APPEAL_MINUTES"),
        ("ARBITRE_APPEAL_MINUTES", "0", "ARBITRE_APPEAL_MINUTES"),
        ("ARBITRE_APPEAL_MINUTES", "abc", "nombre entier de minutes"),
        ("ARBITRE_EXPIRY_HOURS", "nan", "ARBITRE_EXPIRY_HOURS"),
        ("ARBITRE_EXPIRY_HOURS", "inf", "ARBITRE_EXPIRY_HOURS"),
        ("ARBITRE_EXPIRY_HOURS", "0", "ARBITRE_EXPIRY_HOURS"),
        ("ARBITRE_EXPIRY_HOURS", "-1", "ARBITRE_EXPIRY_HOURS"),
        ("ARBITRE_EXPIRY_HOURS", "1e400", "ARBITRE_EXPIRY_HOURS"),
        ("ARBITRE_EXPIRY_HOURS", "douze", "nombre d'heures"),
    ],
)
def test_f15_f16_settings_out_of_range_stop_every_program_in_french(
    ruled: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    variable: str,
    value: str,
    expected: str,
) -> None:
    monkeypatch.setenv(variable, value)
    for argv in (("terminal",), ("incidents", "export", "--resultats-officiels", "2026-11-21 23:00")):
        code, out, err = run(capsys, "--data-dir", str(ruled), *argv)
        assert code == EXIT_CONFIG, (argv, out, err)
        assert expected in err
        assert_french_refusal(err)
    code, out, _ = run(capsys, "--data-dir", str(ruled), "doctor")
    assert code == 1 and variable in out and "Tout est en ordre" not in out


def test_f15_decimal_comma_and_sane_values_are_accepted(ruled: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bot import config

    monkeypatch.setenv("ARBITRE_EXPIRY_HOURS", "1,5")
    monkeypatch.setenv("ARBITRE_APPEAL_MINUTES", "45")
    loaded = config.load(str(ruled))
    assert loaded.idle_expiry_hours == 1.5 and loaded.appeal_minutes == 45


# --- F17: what comes from outside is printed without its control characters ------------------

ESCAPES = "Bob\x1b[2J\x1b]0;pwned\x07\x1b[31mROUGE\u202e"


def test_f17_incident_log_strips_escape_sequences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seed(tmp_path, Actor("telegram:77", ESCAPES), notes=("note\x1b[2J\rfausse ligne\x9b31m",))
    for argv in (("incidents",), ("incidents", "show", "1")):
        code, out, _ = run(capsys, "--data-dir", str(tmp_path), *argv)
        assert code == 0
        assert "Bob" in out and "ROUGE" in out
        for control in ("\x1b", "\x07", "\r", "\x9b", "\u202e"):
            assert control not in out, (argv, out)


# --- helpers the tests rely on ----------------------------------------------------------------


def test_storage_errors_at_start_are_storage_errors() -> None:
    # The engine and the chat adapters catch StorageError: the new refusals must stay inside it.
    assert issubclass(StoreCorrupt, StorageError)


@pytest.mark.parametrize("argv", [("--help",), ("incidents", "export", "--help"), ("backup", "--help")])
def test_f16_help_is_french(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, _ = run(capsys, *argv)
    assert code == 0
    assert "affiche cette aide et quitte" in out and "show this help" not in out
    assert out.startswith("utilisation : arbitre") and "\noptions :\n" in out


def test_f11_incident_log_on_an_unreadable_data_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_stat = os.stat

    def deny(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith(str(tmp_path / "secret")):
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", deny)
    for argv in (("incidents",), ("incidents", "show", "1"), ("incidents", "export")):
        code, _, err = run(capsys, "--data-dir", str(tmp_path / "secret"), *argv)
        assert code == EXIT_STORAGE, (argv, err)
        assert "droits insuffisants" in err
        assert_french_refusal(err)
