"""The appeal's dossier holds every incident of the appealed board and table, linked or not (round 5,
session 9, ops11; tester7 T14's second half): a committee weighs a revoke's transfer and a claim's tricks
together (64A, 69-71), and the director who opened them apart had a dossier with the appeal's family only.
Through the engine and the store, then `arbitre incidents dossier N` end to end."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from bot.reports.dossier import dossier_text, family
from tests.bot.conftest import DIRECTOR, path_to_ruling
from tests.bot.test_dossier import appealed
from tests.bot.test_second_irregularity import opened


async def apart(engine: Engine, board: str, table: str) -> str:
    """A lead out of turn ruled at `board`, `table`, opened apart (no link), with its mark."""
    other = await opened(engine, "entame", path_to_ruling("entame"), DIRECTOR)
    assert (await engine.act(other.id, DIRECTOR, inc.deal(board, table))).ok
    assert (await engine.act(other.id, DIRECTOR, inc.score("4P-1"))).ok
    return other.id


async def test_the_dossier_lists_the_other_incidents_of_the_board_and_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    engine = Engine(store)
    wrong, appeal = await appealed(engine)  # a revoke at board 7, table 3, appealed
    same = await apart(engine, "7", "3")
    other_room = await apart(engine, "7", "4")  # tester25 P12: the other table of the board is in it
    elsewhere = [await apart(engine, "8", "3")]

    async def listing(chat: str, since: float) -> list[inc.Incident]:
        return await store.list(chat=chat, since=since, limit=200)

    found = await family(store.get, appeal, listing)
    await store.close()
    assert [i.id for i in found] == [wrong, appeal, same, other_room]
    text = dossier_text(appeal, found, {}, 0.0)
    assert f"#{same} · Entame hors tour" in text and "même donne et même table, sans lien avec lui" in text
    assert f"#{other_room} · Entame hors tour : " in text and "même donne, autre table (table 4)" in text
    assert text.count("sans lien") == 1  # the revoke is the appeal's own
    main_text = text.split("=" * 72, 3)[3]
    assert f"Incident #{same} — Entame hors tour" in main_text and "Marque enregistrée" in main_text
    with pytest.raises(SystemExit) as code:  # the same through the command line
        main(["--data-dir", str(tmp_path), "incidents", "dossier", appeal])
    assert code.value.code == 0
    printed = capsys.readouterr().out
    assert f"Incident #{same} — Entame hors tour" in printed and f"Incident #{other_room} —" in printed
    assert not any(f"Incident #{other} —" in printed for other in elsewhere)
