"""Ops32 (the brief: « the worst bugs lived between two features each tested alone »), through the terminal: two
features one after the other on one incident, each in the order a director may use them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Incident
from bot.incidents.store import Store
from rules.deals import read_file
from tests.bot.test_ops27_other_table import RULED
from tests.bot.test_tester5_ops5 import DIRECTOR, SAMPLE

# tester23 P8's warning, said whichever came first: the mark or the board's import (pairs 1 and 15 played board 5)
PLAYED = (
    "À vérifier : la séance importée a un résultat sur la donne 5 pour Nord-Sud paire 1 et Est-Ouest paire 15 "
    "(Nord-Sud 1 contre Est-Ouest 15 : +110 pour Nord-Sud). Une marque artificielle (12C2) est celle d'une donne sans "
    "résultat"
)
AGAIN = "Incidents déjà notés sur ces donnes avant cet import : "


async def _run(store: Store, *scripts: str) -> str:
    out = io.StringIO()
    for script in scripts:
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue()


async def _incident(store: Store) -> Incident:
    [incident] = await store.list()
    return incident


async def test_a_note_mid_question_then_back(tmp_path: Path) -> None:
    """A note between two answers, then « r »: the answer is taken back, the note stays, the same ruling follows."""
    store = await Store(tmp_path / "db.sqlite3").open()
    said = "Nord dit que le contre était d'appel"
    await _run(store, f"explication erronée du contre\n\n6\nn {said}\nr\n6\n1\n1\n2\n\nq\n")
    incident = await _incident(store)
    assert incident.ruling_id == "mi.adjust.weighted" and said in [n.text for n in incident.notes]
    assert len(incident.answers) == 4
    await store.close()


async def test_a_score_then_the_deal_imported_says_what_the_import_shows(tmp_path: Path) -> None:
    """An artificial mark recorded, then the session imported and the board recorded again: the import shows these
    pairs with a result on the board, said as when the import came first (it was said only when the mark came last)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    out = await _run(store, f"d 5 table=1 ns=1 eo=15\n{RULED}m 60/40\n\nq\n")
    assert PLAYED not in out
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    out = await _run(store, "v 1\nd 5 table=1 ns=1 eo=15\n\nq\n")
    assert PLAYED in out
    incident = await _incident(store)
    assert incident.score is not None and incident.score.line == "60/40"  # nothing changed: said only
    assert incident.deal is not None and incident.deal.cards is not None
    out = await _run(store, "v 1\nd 5 table=1 ns=1 eo=15\n\nq\n")  # the same board again: nothing new to say
    assert PLAYED not in out
    await store.close()


async def test_the_import_first_then_the_score_says_the_same(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    assert PLAYED in await _run(store, f"d 5 table=1 ns=1 eo=15\n{RULED}m 60/40\n\nq\n")
    await store.close()


async def test_a_claim_counted_then_the_board_re_imported(tmp_path: Path) -> None:
    """A claim counted on the imported board 1, then a corrected file re-imported with North's ♦D at East: the board
    recorded again is refused with why (the count no longer fits those cards, tester6 T46), nothing changes."""
    from tests.bot.test_claim_trick4 import CLAIM, DEAL_FILE

    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR)
    claim = ["Revendication ou concession", "d 1 table=1", "1", f"p {CLAIM}", "10", "2", "1", "9", "", "q"]
    await _run(store, "\n".join(claim) + "\n")
    counted = await _incident(store)
    assert counted.claim_count is not None and counted.ruling_id is not None
    fixed = DEAL_FILE.read_text(encoding="utf-8").replace(
        "N:T98.JT9.QJT98.T9 7654.8765.765.76", "N:T98.JT9.JT987.T9 7654.8765.Q65.76"
    )
    imported = await DealBook(store).save(
        "terminal", read_file(fixed.encode()), "fichier", "t4b.pbn", DIRECTOR
    )
    assert imported.replaced  # the board's cards changed: said by the import
    out = await _run(store, "v 1\nd 1 table=1\n\nq\n")
    assert (
        "Donne non notée : la position de la revendication, déjà comptée, ne tient pas sur la donne 1, table 1 — La "
        "carte ♦D est à Est sur cette donne, pas à Nord." in out
    )
    after = await _incident(store)
    assert after.deal == counted.deal and after.claim_count == counted.claim_count
    assert after.ruling_id == counted.ruling_id
    await store.close()


async def test_the_import_names_the_incidents_whose_board_was_recorded_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A mark recorded on board 5, then `arbitre donnes importer`: the incident keeps the board as recorded (no
    cards) until it is recorded again, so the import names it (Telegram's and Discord's twins: their
    test_ops32_between.py)."""
    from bot.cli import main
    from tests.bot.test_newcomer_round5 import session

    await session(tmp_path, f"d 5 table=1 ns=1 eo=15\n{RULED}m 60/40\n\nq\n")
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as imported:
        main(["donnes", "importer", str(SAMPLE)])
    assert imported.value.code == 0
    said = capsys.readouterr().out
    assert AGAIN in said and "#1 (donne 5, table 1, Nord-Sud paire 1, Est-Ouest paire 15)" in said, said
    assert PLAYED in await session(tmp_path, "v 1\nd 5 table=1 ns=1 eo=15\n\nq\n")
    with pytest.raises(SystemExit):
        main(["donnes", "importer", str(SAMPLE)])  # the same file again: nothing to say, its cards are taken
    assert AGAIN not in capsys.readouterr().out
