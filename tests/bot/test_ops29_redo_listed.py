"""ops25's and ops27's leftover: a mark the board's other incidents set aside (« MARQUE À REFAIRE »: here an IMP
mark whose other table's recorded result changed, tester25 P12) is a ruling that still waits (docs/terminal.md):
after a restart it is listed in « Incidents non terminés » with why, read from the stored incidents (not from the
session that saw the change), and resuming it says the mark to redo; once redone, it is listed no more.

The IMP figures are tests/bot/test_ops27_other_table.py's, checked by hand there."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_ops27_other_table import TABLE_2, TABLE_4, WEIGHTED
from tests.bot.test_tester5_ops5 import sessions

LISTED = "en attente : MARQUE À REFAIRE, ref=+620 n'est pas le résultat enregistré de la donne 5 à la table 2"
SAID = (
    "MARQUE À REFAIRE : « S 4♠=:60,S 4♠-1:40 obtenu=170 ref=620 » ne vaut plus : ref=+620 n'est pas le résultat "
    "enregistré de la donne 5 à la table 2 (incident #1 : +650 points pour Nord-Sud)"
)


async def test_a_mark_to_redo_is_listed_after_a_restart_and_said_when_resumed(tmp_path: Path) -> None:
    database = tmp_path / "arbitre.sqlite3"
    await sessions(database, TABLE_2, TABLE_4, "v 1\nm 650\n\n")
    out, _ = await sessions(database, "1\nq\n")  # a fresh start: the list, then « 1 » resumes #2
    listed = out.split("Incidents non terminés :", 1)[1].split("\n> ", 1)[0]
    assert "Reprendre l'incident #2" in listed and LISTED in listed, listed
    assert "Reprendre l'incident #1" not in listed  # the other table's own mark stands
    assert SAID in out.split("\n> 1\n", 1)[1]
    out, _ = await sessions(database, f"1\n{WEIGHTED} ref=650\n\n", "q\n")  # redone: listed no more
    assert out.count("Incidents non terminés :") == 1 and "-5,8 IMP" in out
