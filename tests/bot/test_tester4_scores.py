"""Tester4's wrong scores on the scorer's sheet, through the terminal (the tester's own scripts on
docs/exemple-seance.pbn), each expected score checked by hand against the Laws and the scoring table.

F2: a table result (64A's corrected result, a claim's tricks 69-71) is a score in points, the
numeric columns the scorer enters; the session's field only informs it (no 12C1c: nothing weighted).
F15: a claim's mark is scored for the side that played the contract, with the tricks just ruled.
"""

from __future__ import annotations

import io
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents.deals import DealBook
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor, Incident
from bot.incidents.store import Store
from bot.reports import scorer_sheet
from rules.deals import read_file

SAMPLE = Path(__file__).parents[2] / "docs" / "exemple-seance.pbn"
DIRECTOR = Actor("terminal:test", "Test", is_director=True)
# Board 17 (dealer N, nobody vulnerable): S plays 4♥, W revokes; 9 tricks at the table, 1 transferred.
REVOKE = (
    "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\nd 17 table=1 ns=1 eo=13\n"
    "3\n3\n1\n1\n1\n9\nmn\n\nq\n"
)
# Board 1 (nobody vulnerable): E plays 4♠ and claims; ruled 1 trick won + 4 of the remaining = 5.
CLAIM = "donne 1 table 1, Est joue 4♠, Est revendique, Sud conteste\n\n2\n2\n1\n4\n"


async def session(tmp_path: Path, script: str) -> tuple[str, list[Incident]]:
    store = await Store(tmp_path / "db.sqlite3").open()
    await DealBook(store).save("terminal", read_file(SAMPLE.read_bytes()), "fichier", "seance.pbn", DIRECTOR)
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    found = sorted(await store.list(), key=lambda i: int(i.id))
    await store.close()
    return out.getvalue(), found


async def test_a_revoke_transfer_goes_to_the_sheet_as_its_score_not_a_percentage(tmp_path: Path) -> None:
    """F2: 4♥ by S, 9 tricks + 1 transferred (64A2) = 10 tricks, 4♥= nv +420; table -50 (4♥-1)."""
    text, [incident] = await session(tmp_path, REVOKE)
    recorded = text.split("> mn", 1)[1].split("> ", 1)[0]
    assert "Marque : +420 pour Nord-Sud" in recorded and "12C1c" not in recorded
    assert "Nord-Sud 83,33 %" in recorded and "À titre d'information" in recorded  # 4 wins + 2 ties of 6
    assert incident.score is not None and (incident.score.ns, incident.score.ew) == (
        "+420 points",
        "-420 points",
    )
    [row] = scorer_sheet.rows([incident])
    assert (row["avant_ns"], row["apres_ns"], row["apres_eo"]) == ("-50 points", "+420 points", "-420 points")
    assert (row["ns_nombre"], row["eo_nombre"], row["unite"]) == ("420", "-420", "points")
    assert "12C1c" not in row["lois"]


async def test_a_claim_mark_is_scored_for_the_declaring_side_with_the_ruled_tricks(tmp_path: Path) -> None:
    """F15: E declarer, 5 tricks ruled: 4♠= (10 tricks) is refused; 4♠-5 is E-W's, NS +250 (nv)."""
    text, [incident] = await session(tmp_path, CLAIM + "m 4♠=\nm NS 4♠-5\nm 4♠-5\n\nq\n")
    assert "« 4♠= » donne 10 levées au déclarant : la décision attribue 5 levées" in text
    assert (
        "« NS 4♠-5 » fait jouer le contrat par Nord-Sud ; d'après l'incident, il est joué par Est-Ouest"
        in text
    )
    assert "4♠ -5 par Est-Ouest : +250, vu de Nord-Sud." in text
    assert len(incident.scores) == 1 and incident.score is not None
    assert (incident.score.line, incident.score.ns) == ("EO 4♠-5", "+250 points")
    [row] = scorer_sheet.rows([incident])
    assert (row["apres_ns"], row["ns_nombre"], row["unite"]) == ("+250 points", "250", "points")
