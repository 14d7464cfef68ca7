"""Tester25 P16: the incidents' export (Markdown and CSV) names the regulation each incident was ruled under,
the online one (`--reglement ffb_en_ligne`) or the ordinary FFB one, as `incidents show` does: the online
conditions decide rulings (a misclick, 25A; the undo) and an appeal must know them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cli import run, run_piped

SCRIPT = "renonce\n1\n3\n1\n1\n\nq\n"


def test_the_export_names_each_incident_s_regulation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    assert run_piped(monkeypatch, capsys, SCRIPT, "--reglement", "ffb_en_ligne", "terminal")[0] == 0
    assert run_piped(monkeypatch, capsys, SCRIPT, "terminal")[0] == 0
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "export", "--format", "csv")
    assert code == 0
    header, *rows = out.removeprefix("\ufeff").strip().splitlines()
    assert header.startswith("Incident;Ouvert le;Par;Lieu;Règlement;Thème;")
    by_id = {row.split(";", 1)[0]: row.split(";")[4] for row in rows}
    assert by_id["1"].startswith("FFB en ligne") and not by_id["2"].startswith("FFB en ligne")
    assert by_id["2"].startswith("FFB (Fédération Française de Bridge)")
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "incidents", "export")
    assert code == 0 and out.count("FFB en ligne") == 1 and "Règlement" in out
