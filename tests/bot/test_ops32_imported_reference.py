"""Ops32 (ops29's « left alone »): the ref= suggested after a weighted mark came only from another table's incident;
a board whose results were imported from the session's file (a team match: the board at two tables) had none. The
import's other row is now the reference proposed, and a ref= that is not it is said (the import may be the wrong one:
the mark is recorded as typed). A field of several tables (a pairs Mitchell) proposes nothing.

Board 5 of docs/exemple-seance.pbn, kept at tables 1 and 2 only: Nord-Sud 1 / Est-Ouest 15 +110, Nord-Sud 2 / Est-Ouest
16 +140. IMP checked by hand on the 2017 scale: Nord-Sud vulnerable, 60 % 4♠= (+620) and 40 % 4♠-1 (-100); against
+140: +480 → +10 IMP and -240 → -6 IMP, so 0.6 × 10 + 0.4 × (-6) = +3,6 IMP for Nord-Sud."""

from __future__ import annotations

import io
import re
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import other_table
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Incident
from bot.incidents.store import Store
from rules.deals import read_file
from tests.bot.test_ops27_other_table import RULED, WEIGHTED
from tests.bot.test_tester5_ops5 import DIRECTOR, SAMPLE

HINT = (
    "La donne 5 a un résultat importé à l'autre table (Nord-Sud paire 2 contre Est-Ouest paire 16 : +140 points pour "
    "Nord-Sud). Si c'est un match par équipes, les IMP de cette table se comptent contre lui : m S 4♠=:60,S 4♠-1:40 "
    "obtenu=170 ref=+140 (12C1, 86B)"
)


def two_tables() -> bytes:
    """The sample session with board 5 played at tables 1 and 2 only (its other rows dropped)."""
    text = SAMPLE.read_text(encoding="utf-8")
    start = text.index('[Board "5"]')
    end = text.index('[Board "6"]')
    board = re.sub(r"\n  [3-7] 1[1-7] [^\n]*", "", text[start:end])
    return (text[:start] + board + text[end:]).encode("utf-8")


async def _run(tmp_path: Path, data: bytes, *scripts: str) -> tuple[str, list[Incident]]:
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    await DealBook(store).save("terminal", read_file(data), "fichier", "seance.pbn", DIRECTOR)
    out = io.StringIO()
    for script in scripts:
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    found = sorted(await store.list(), key=lambda i: int(i.id))
    await store.close()
    return out.getvalue(), found


async def test_the_imported_other_table_is_the_reference_proposed(tmp_path: Path) -> None:
    out, [incident] = await _run(tmp_path, two_tables(), f"d 5 table=1 ns=1 eo=15\n{RULED}{WEIGHTED}\n\n")
    assert HINT in out, out[-1500:]
    assert other_table.imported_other(incident) is not None


async def test_a_ref_that_is_not_the_imported_result_is_said_and_recorded(tmp_path: Path) -> None:
    out, [incident] = await _run(
        tmp_path, two_tables(), f"d 5 table=1 ns=1 eo=15\n{RULED}{WEIGHTED} ref=620\n\n"
    )
    assert (
        "À vérifier : ref=+620 n'est pas le résultat importé de la donne 5 à l'autre table (Nord-Sud paire 2 contre "
        "Est-Ouest paire 16 : +140 points pour Nord-Sud)" in out
    )
    assert incident.score is not None and incident.score.line.endswith("ref=620")  # as typed
    out, [incident] = await _run(
        tmp_path / "b", two_tables(), f"d 5 table=1 ns=1 eo=15\n{RULED}{WEIGHTED} ref=140\n\n"
    )
    assert "résultat importé" not in out
    assert incident.score is not None and incident.score.ns == "+3,6 IMP"


async def test_a_field_of_several_tables_or_unknown_pairs_propose_nothing(tmp_path: Path) -> None:
    out, _ = await _run(tmp_path, SAMPLE.read_bytes(), f"d 5 table=1 ns=1 eo=15\n{RULED}{WEIGHTED}\n\n")
    assert "résultat importé" not in out and "Si c'est un match par équipes" not in out
    out, _ = await _run(tmp_path / "b", two_tables(), f"d 5 table=1\n{RULED}{WEIGHTED}\n\n")
    assert "résultat importé" not in out
