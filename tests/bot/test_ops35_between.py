"""Ops35 (the brief: « the worst bugs lived between two features each tested alone »), through the terminal."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.incidents.deals import DealBook
from bot.incidents.imported_boards import record_again_text
from bot.incidents.store import Store
from tests.bot.test_ops27_other_table import RULED
from tests.bot.test_ops32_between import AGAIN, PLAYED, _incident, _run
from tests.bot.test_tester5_ops5 import DIRECTOR, SAMPLE


def _exit_code(main: Callable[[list[str]], object], argv: list[str]) -> object:
    try:
        main(argv)
    except SystemExit as done:
        return done.code
    return None


DOUBTED = "Non noté : « Donne 17, enfin non 18 » laisse un doute sur la donne ou la table."


async def test_a_board_taken_back_in_the_words_is_not_recorded_and_said(tmp_path: Path) -> None:
    """Reviewer26 P-5: « Donne 17, enfin non 18 » recorded board 17; now nothing is recorded, the director is told,
    and his `d 18` is taken."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        said = await _run(store, "Donne 17, enfin non 18. Est a renoncé à cœur.\n1\nd 18 table=3\nq\n")
        assert DOUBTED in said and "Compris : donne 17" not in said, said
        incident = await _incident(store)
        assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("18", "3")
    finally:
        await store.close()


async def test_an_import_offers_its_board_to_the_incidents_recorded_before_and_joindre_takes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A mark recorded on board 5, then `arbitre donnes importer`: the import names the incident with what taking the
    board would change, nothing changes; `arbitre donnes joindre` records the board again (its cards, the import's
    result for these pairs said), the mark kept; a second `joindre` has nothing to do."""
    from bot.cli import main
    from tests.bot.test_newcomer_round5 import session

    await session(tmp_path, f"d 5 table=1 ns=1 eo=15\n{RULED}m 60/40\n\nq\n")
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as done:
        main(["donnes", "importer", str(SAMPLE)])
    assert done.value.code == 0
    said = capsys.readouterr().out
    assert AGAIN in said and "rien n'a changé" in said and "arbitre donnes joindre" in said, said
    assert "- #1 (donne 5, table 1, Nord-Sud paire 1, Est-Ouest paire 15) : il prendrait les cartes" in said
    assert "la marque « 60/40 » resterait" in said and "la décision rendue n'est pas recalculée" in said
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        before = await _incident(store)
    finally:
        await store.close()
    assert before.deal is not None and before.deal.cards is None
    assert await asyncio.to_thread(_exit_code, main, ["donnes", "joindre"]) == 0  # its own event loop
    joined = capsys.readouterr().out
    assert "#1 (donne 5, table 1, Nord-Sud paire 1, Est-Ouest paire 15) : donne importée jointe." in joined
    assert PLAYED in joined, joined
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    try:
        after = await _incident(store)
    finally:
        await store.close()
    assert after.deal is not None and after.deal.cards is not None and after.deal.table == "1"
    assert after.score is not None and after.score.line == "60/40" and after.ruling_id == before.ruling_id
    await asyncio.to_thread(_exit_code, main, ["donnes", "joindre"])
    assert "Aucun incident de ce salon n'attend la donne importée" in capsys.readouterr().out


async def test_joindre_leaves_a_counted_claim_the_new_cards_contradict(tmp_path: Path) -> None:
    """A claim counted on board 1, then a corrected file re-imported: the offer says the count would be checked;
    `joindre` refuses that board with why, and nothing changes (the director's count stands, 10A)."""
    from bot.incidents.engine import Engine
    from bot.incidents.imported_boards import join
    from rules.deals import read_file
    from tests.bot.test_claim_trick4 import CLAIM, DEAL_FILE

    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        await DealBook(store).save(
            "terminal", read_file(DEAL_FILE.read_bytes()), "fichier", "t4.pbn", DIRECTOR
        )
        claim = [
            "Revendication ou concession",
            "d 1 table=1",
            "1",
            f"p {CLAIM}",
            "10",
            "2",
            "1",
            "9",
            "",
            "q",
        ]
        await _run(store, "\n".join(claim) + "\n")
        counted = await _incident(store)
        fixed = DEAL_FILE.read_text(encoding="utf-8").replace(
            "N:T98.JT9.QJT98.T9 7654.8765.765.76", "N:T98.JT9.JT987.T9 7654.8765.Q65.76"
        )
        imported = await DealBook(store).save(
            "terminal", read_file(fixed.encode()), "fichier", "b.pbn", DIRECTOR
        )
        offer = record_again_text(imported, await store.list(limit=None))
        assert offer is not None and "les cartes importées remplaceraient les siennes" in offer
        assert "la revendication comptée serait vérifiée sur ces cartes" in offer
        said = await join(Engine(store), "terminal", DIRECTOR)
        assert said.startswith("#1 (donne 1, table 1) : non jointe — Donne non notée"), said
        after = await _incident(store)
        assert after.deal == counted.deal and after.claim_count == counted.claim_count
    finally:
        await store.close()
