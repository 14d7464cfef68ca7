"""Ops35 (the brief: « the worst bugs lived between two features each tested alone »), through the terminal."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.incidents.deals import DealBook
from bot.incidents.imported_boards import record_again_text
from bot.incidents.store import Store
from rules.deals import read_file
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


async def test_an_appeal_in_words_with_two_decisions_on_its_board_asks_which_and_suites_n_answers(
    tmp_path: Path,
) -> None:
    """Two decisions on board 5 (tables 1 and 2), then « ils contestent ma décision sur la 5 »: which one is asked, the
    most recent first, never « none » by default; `+` there is said (a follow-up has no second irregularity), and
    `suites 1` attaches it to #1 (the incident's number, not the list's first line, which is #2)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        await _run(store, f"d 5 table=1\n{RULED}\nq\n", f"d 5 table=2\n{RULED}\nq\n")
        said = await _run(store, "ils contestent ma décision sur la 5\n\n+\nsuites 1\nq\n")
        listed = said[said.index("quel incident ? Un appel") :]
        assert listed.index("1. #2 · donne 5, table 2") < listed.index("2. #1 · donne 5, table 1"), listed
        assert "0 : aucun" in listed and "Entrée : le premier (1)" in listed
        assert "L'incident #3 est déjà une suite de décision : dites d'abord laquelle" in said
        assert "Incident #3 rattaché à l'incident #1 (#1 · donne 5, table 1" in said, said
        follow = await store.get("3")
        assert follow is not None and follow.follows == "1"
    finally:
        await store.close()


async def test_suites_and_plus_at_the_topics_found_are_commands(tmp_path: Path) -> None:
    """Issue 37 §3: `suites N` and `+` are commands at every prompt — at the topics a description found too (they were
    « Réponse non comprise »)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        await _run(store, f"d 5 table=1\n{RULED}\nq\n")
        said = await _run(store, "Est a renoncé\nsuites 1\nq\n")
        assert "Réponse non comprise" not in said
        assert "Incident #2 ouvert : suites de la décision de l'incident #1" in said, said
        said = await _run(store, "Sud a entamé hors tour\n+\nq\n")
        assert "Réponse non comprise" not in said and "la deuxième irrégularité s'ouvre depuis" in said, said
    finally:
        await store.close()


async def test_a_board_from_the_words_then_another_typed_takes_its_cards_and_keeps_the_table(
    tmp_path: Path,
) -> None:
    """« t12 d5 … » records board 5 at table 12 (with its imported cards), then `d 7`: board 7 and its cards, table 12
    kept and said; the answers the words gave stand."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        await DealBook(store).save(
            "terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR
        )
        said = await _run(store, "t12 d5 Est a renoncé à cœur\n1\nd 7\nq\n")
        assert "Compris : donne 5, table 12 (« t12 d5 »)." in said, said
        assert "Gardé de la feuille : table 12" in said, said
        incident = await _incident(store)
        assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("7", "12")
        assert incident.deal.cards is not None and len(incident.answers) >= 1
    finally:
        await store.close()


async def test_a_restart_between_an_import_and_a_mark(tmp_path: Path) -> None:
    """The session imported, the board recorded, the terminal quit; after the restart the mark is recorded and the
    import's result for these pairs is said, as without the restart."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        await DealBook(store).save(
            "terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR
        )
        await _run(store, f"d 5 table=1 ns=1 eo=15\n{RULED}q\n")
    finally:
        await store.close()
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        said = await _run(store, "v 1\nm 60/40\n\nq\n")
        assert PLAYED in said, said
        incident = await _incident(store)  # the session's averages taken from the import (12C2, 86)
        assert incident.score is not None and incident.score.line.startswith("60/40 seance-ns=")
        assert incident.deal is not None and incident.deal.cards is not None
    finally:
        await store.close()


async def test_the_compris_quote_shows_the_director_s_own_relation_words(tmp_path: Path) -> None:
    """Reviewer25 LOW, at the terminal: « Compris : Qui est le joueur fautif ? → … (« L'adversaire de gauche du mort n'a
    pas fourni ») », not the relation reader's « Est n'a pas fourni »."""
    store = await Store(tmp_path / "db.sqlite3").open()
    try:
        said = await _run(store, "Sud joue 4♠. L'adversaire de gauche du mort n'a pas fourni à cœur\n1\nq\n")
        assert "(« L'adversaire de gauche du mort n'a pas fourni »)" in said, said
        assert "« Est n'a pas fourni »" not in said
    finally:
        await store.close()
