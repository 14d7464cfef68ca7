"""tester11 X17, at the terminal: the board the director gives first — `d 9` at the first menu, or in the
description (« donne 5 table 3 … ») — shows its cards at once, as `d 9` at a question does; and « table 5 : … »
alone notes the table, taken again with the board recorded next (the director called to a table knows it
before the board)."""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from rules.deals import read_file
from tests.bot.test_deals import DIRECTOR, SESSION

NORTH_9 = "Donne 9 — donneur Nord, Est-Ouest vulnérables\n          Nord\n          ♠ V 7 6 4 3"
NORTH_5 = "Donne 5 — donneur Nord, Nord-Sud vulnérables\n          Nord\n          ♠ V 9 8 4 3 2"


async def _run(tmp_path: Path, script: str) -> tuple[str, Store]:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SESSION.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    return out.getvalue(), store


async def test_the_board_typed_at_the_first_menu_shows_its_cards_before_question_1(tmp_path: Path) -> None:
    out, store = await _run(tmp_path, "d 9\nrenonce\nq\n")
    opened = out.split("Incident #1 ouvert : Renonce.", 1)[1]
    assert NORTH_9 in opened.split("Question 1 —", 1)[0]
    (incident,) = await store.list(limit=None)
    assert incident.deal is not None and incident.deal.board == "9" and incident.deal.cards is not None
    await store.close()


async def test_the_board_in_the_words_shows_its_cards_before_the_first_question(tmp_path: Path) -> None:
    out, store = await _run(
        tmp_path, "donne 5 table 3 Sud joue 4♥, Ouest a renoncé à pique à la 5e levée\n\nq\n"
    )
    opened = out.split("Incident #1 ouvert : Renonce.", 1)[1]
    assert "Compris : donne 5, table 3 (« donne 5 table 3 »)." in opened
    assert NORTH_5 in opened.split("Question 3 —", 1)[0]
    assert out.count(NORTH_5) == 1  # once, not again at the first question
    await store.close()


async def test_a_table_named_alone_is_kept_for_the_board_recorded_next(tmp_path: Path) -> None:
    """« table 5 : … » is said understood; `d 12` then records board 12 at table 5, said, with a way to
    clear it; a board typed with its own table keeps that one."""
    out, store = await _run(tmp_path, "table 5 : Est a hésité avant de passer\n\nd 12\nq\n")
    assert (
        "Compris : table 5 (« table 5 ») ; notez la donne (d <donne>, /donne <donne>) : la table sera reprise."
        in out
    )
    assert "Feuille : donne 12, table 5." in out
    assert "Table 5 reprise de la description (pour l'effacer : donne 12 table=)." in out
    (incident,) = await store.list(limit=None)
    assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("12", "5")
    await store.close()


async def test_a_board_typed_with_its_own_table_keeps_it(tmp_path: Path) -> None:
    out, store = await _run(tmp_path, "table 5 : Est a hésité avant de passer\n\nd 12 table=6\nq\n")
    assert "reprise de la description" not in out
    (incident,) = await store.list(limit=None)
    assert incident.deal is not None and incident.deal.table == "6"
    await store.close()
