"""`arbitre doctor` and `arbitre backup`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.bot.test_cli import run, run_piped

GOOD_TELEGRAM = "123456789:" + "A" * 35
GOOD_DISCORD = "M" * 26 + "." + "G" * 6 + "." + "x" * 38


def make_incident(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    """One incident opened at the terminal (plain `arbitre`, the revoke's first answer, then the end of input)."""
    with monkeypatch.context() as scoped:
        scoped.setenv("ARBITRE_DATA_DIR", str(data_dir))
        code, _, err = run_piped(scoped, capsys, "renonce\n4\n\n")
    assert code == 0, err


def test_doctor_on_a_good_configuration(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    make_incident(monkeypatch, capsys, tmp_path)
    monkeypatch.setenv("TELEGRAM_TOKEN", GOOD_TELEGRAM)
    monkeypatch.setenv("DISCORD_TOKEN", GOOD_DISCORD)
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "doctor")
    assert code == 0, out
    assert "Tout est en ordre." in out
    # Offline, doctor knows a token's shape, not whether Telegram or Discord accepts it.
    assert "forme vérifiée ; leur validité sera vérifiée au démarrage" in out
    assert "intégrité vérifiée (1 incident(s))" in out and "schéma à jour" in out
    assert GOOD_TELEGRAM not in out and GOOD_DISCORD not in out  # never print a token
    assert "TELEGRAM_TOKEN présent, forme valide" in out


def test_doctor_on_a_broken_configuration(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "arbitre.sqlite3").write_bytes(b"ceci n'est pas une base SQLite" * 100)
    monkeypatch.setenv("TELEGRAM_TOKEN", "mauvais-jeton")
    monkeypatch.setenv("ARBITRE_REGULATION", "inconnu")
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "doctor")
    assert code == 1
    assert "Règlement inconnu" in out
    assert "TELEGRAM_TOKEN présent mais sa forme" in out and "mauvais-jeton" not in out
    assert "base illisible" in out and "restaurez" in out
    assert "3 problème(s) à corriger." in out


def test_backup_makes_a_consistent_copy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    make_incident(monkeypatch, capsys, tmp_path)
    # A second connection holds a write transaction open while the backup runs.
    writer = sqlite3.connect(tmp_path / "arbitre.sqlite3")
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE incidents SET owner_name = 'en cours'")
    try:
        code, out, _ = run(
            capsys, "--data-dir", str(tmp_path), "backup", "--output", str(tmp_path / "copie.sqlite3")
        )
    finally:
        writer.rollback()
        writer.close()
    assert code == 0 and "1 incident(s)" in out
    copy = sqlite3.connect(tmp_path / "copie.sqlite3")
    assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert copy.execute("SELECT owner_name FROM incidents").fetchone()[0] != "en cours"  # only committed data
    copy.close()
    code, _, err = run(
        capsys, "--data-dir", str(tmp_path), "backup", "--output", str(tmp_path / "copie.sqlite3")
    )
    assert code == 2 and "existe déjà" in err


def test_backup_without_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--data-dir", str(tmp_path), "backup")
    assert code == 2 and "aucune base" in err


# --- issue 23, F17: the terminal at 60 columns ------------------------------------------------------


def test_at_60_columns_no_line_starts_with_a_colon_and_key_legends_stay_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import io

    from bot.adapters.terminal import display as display_module
    from bot.adapters.terminal.display import Display

    monkeypatch.setattr(Display, "width", lambda self: 60)
    out = io.StringIO()
    screen = Display(out, tty=True, fancy=False)
    screen.say("DÉCISION — Renonce non consommée d'un joueur de la défense : carte pénalisée principale")
    screen.say("Entrée : terminer   r : modifier la dernière réponse   n <texte> : note   q : quitter")
    screen.say("  (r : retour   a : annuler l'incident   ? : aide   n <texte> : note   q : quitter)")
    lines = out.getvalue().splitlines()
    assert all(len(line) <= 60 for line in lines)
    assert not [line for line in lines if line.lstrip().startswith((":", ";", "?", "»"))]
    assert not [line for line in lines if line.rstrip().endswith((" n", "«"))]  # « n <texte> » whole
    assert display_module._GLUE not in out.getvalue()

    rich_out = io.StringIO()
    fancy = Display(rich_out, tty=True, fancy=True)
    monkeypatch.setenv("COLUMNS", "60")
    from rules.model import Ruling

    ruling = Ruling(
        id="x",
        title="Renonce non consommée d'un joueur de la défense : carte pénalisée principale",
        laws=("62A",),
        now=("Remplacez la carte.",),
    )
    fancy.ruling(ruling)
    assert not [line for line in rich_out.getvalue().splitlines() if line.strip().startswith(":")]
