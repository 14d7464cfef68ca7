"""`arbitre tournoi liste|export`: every call of an event, for the organiser, in Excel or Markdown."""

from __future__ import annotations

import asyncio
import csv
import io
from pathlib import Path

import pytest

from bot.cli import main
from bot.events.desk import CallDesk
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from tests.bot.conftest import Clock

ANNE = Actor("telegram:1", "Anne", is_director=True)
PLAYER = Actor("telegram:9", '=HYPERLINK("http://x")')  # a hostile display name
EVENT = "telegram:-100555"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def _event(tmp_path: Path) -> None:
    async def fill() -> None:
        store = await Store(tmp_path / "arbitre.sqlite3").open()
        clock = Clock(1_795_000_000.0)
        desk, engine = CallDesk(store, clock=clock), Engine(store, clock=clock)
        await desk.open_tournament(ANNE, EVENT, "Simultané en ligne")
        first = (await desk.call(PLAYER, EVENT, "12", "5", "renonce ; table=lente")).call
        second = (await desk.call(PLAYER, EVENT, "3", None, "-hésitation")).call
        assert first and second
        clock.advance(95)
        await desk.take(first.id, ANNE)
        opened = await engine.open(ANNE, EVENT, "renonce")
        assert opened.incident is not None
        incident_id = opened.incident.id
        for question, value in (("situation", "could_not_comply"),):
            await engine.act(incident_id, ANNE, inc.answer(question, value))
        await desk.link(first.id, ANNE, incident_id)
        await desk.close(first.id, ANNE)
        await store.close()

    asyncio.run(fill())


def test_export_csv_for_french_excel(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _event(tmp_path)
    target = tmp_path / "appels.csv"
    code, _, err = run(
        capsys,
        "--data-dir",
        str(tmp_path),
        "tournoi",
        "export",
        "1",
        "--format",
        "csv",
        "--resultats-officiels",
        "22/11/2026 23:00",
        "--output",
        str(target),
    )
    assert code == 0, err
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 BOM: Excel reads the accents right
    text = raw.decode("utf-8-sig")
    lines = text.splitlines()
    assert lines[0].split(";")[:4] == ["Appel", "Appelé le", "Table", "Donne"]
    assert len(lines) == 3
    first = lines[1].split(";")
    assert first[2] == "12" and first[3] == "5" and "1 min 35 s" in lines[1] and "Anne" in lines[1]
    assert "22/11/2026 23:30 (Loi 92B)" in lines[1]  # the appeal deadline, 30 min after the results
    assert "Pas de renonce" in lines[1] or "renonce" in lines[1].lower()
    cells = [cell for row in csv.reader(io.StringIO(text), delimiter=";") for cell in row]
    assert '\'=HYPERLINK("http://x")' in cells and "'-hésitation" in cells  # formulas neutralised
    assert not [cell for cell in cells if cell.startswith(("=", "+", "-", "@"))]


def test_export_markdown_and_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _event(tmp_path)
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "tournoi", "liste")
    assert code == 0 and "Simultané en ligne" in out and "2 appel(s)" in out
    code, out, _ = run(capsys, "--data-dir", str(tmp_path), "tournoi", "export", "1")
    assert code == 0 and out.startswith("# Appels à l'arbitre — Simultané en ligne")
    assert "| 12 | 5 |" in out and "en attente" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("tournoi", "export", "99"), "aucun tournoi"),
        (("tournoi", "export", "abc"), "invalide"),
        (("tournoi", "export", "1", "--resultats-officiels", "demain"), "date invalide"),
    ],
)
def test_export_errors_in_french(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], words: str
) -> None:
    _event(tmp_path)
    code, _, err = run(capsys, "--data-dir", str(tmp_path), *argv)
    assert code == 2 and words in err
