"""Ops35 (the brief: « the worst bugs lived between two features each tested alone »), through the terminal."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.store import Store
from tests.bot.test_ops32_between import _incident, _run

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
