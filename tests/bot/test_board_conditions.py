"""Issue 30 F1, T7, T14: a recorded board fixes the vulnerability of every score computed on the
incident (Law 2), and the deal's fields are numbers."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.sheet import make_deal
from bot.incidents.store import Store
from bot.reports import scorer_sheet
from bot.scores.offer import parse_deal
from rules.scores.boards import conditions
from rules.scores.line import Board, compute
from rules.scores.line_syntax import WorksheetError
from tests.bot.test_worksheet import ruled
from tests.bot.test_worksheet_terminal import typed

DIRECTOR = Actor("terminal:test", "Test", is_director=True)
HESITATION = ("information_non_autorisee", lambda r: r.adjusted_score is not None)


@pytest.mark.parametrize(
    ("number", "dealer", "vulnerability"),
    [(1, "Nord", "personne"), (2, "Est", "ns"), (3, "Sud", "eo"), (4, "Ouest", "tous"), (7, "Sud", "tous"),
     (8, "Ouest", "personne"), (9, "Nord", "eo"), (13, "Nord", "tous"), (16, "Ouest", "eo"),
     (17, "Nord", "personne"), (18, "Est", "ns"), (32, "Ouest", "eo")],
)  # fmt: skip
def test_law_2_board_number_gives_dealer_and_vulnerability(
    number: int, dealer: str, vulnerability: str
) -> None:
    found = conditions(number)
    assert (found.dealer, found.vulnerability) == (dealer, vulnerability)


def test_the_line_says_which_vulnerability_it_took() -> None:
    assert "personne vulnérable, par défaut" in compute("4P=:60,4P-1:40").text
    on_board = compute("4P=:60,4P-1:40", Board.numbered("ffb", 18))
    assert on_board.ns == "+332 points" and "Nord-Sud vulnérables (donne 18, donneur Est)" in on_board.text
    assert "Vulnérabilité" not in compute("420:60,-50:40").text  # points typed: no vulnerability involved
    with pytest.raises(WorksheetError, match="vul=personne contredit la donne 18"):
        compute("vul=personne 4P=:60,4P-1:40", Board.numbered("ffb", 18))
    assert compute("vul=ns 4P=:60,4P-1:40", Board.numbered("ffb", 18)).ns == "+332 points"


async def test_board_18_in_the_terminal_scores_ns_vulnerable_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The newcomer's incident 4: `d 18 …` then the on-screen form `m 4P=:60,4P-1:40`."""
    script = (
        typed(*HESITATION)
        + "d 18 table=4 ns=7 eo=3\nm NS 4P=:60,NS 4P-1:40\nm vul=personne NS 4P=:100\n\nq\n"
    )
    store = await Store(tmp_path / "arbitre.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    assert "+332 points" in out.getvalue() and "vul=personne contredit la donne 18" in out.getvalue()
    [incident] = await store.list()
    assert incident.score is not None and incident.score.ns == "+332 points" and len(incident.scores) == 1
    [row] = [r for r in scorer_sheet.rows([incident]) if r["apres_ns"]]
    # F6: the scorer gets each result with its weight, to rank separately, and the total only as a note.
    assert row["apres_ns"] == "+620 × 60 % ; -100 × 40 %" and row["apres_eo"] == "-620 × 60 % ; +100 × 40 %"
    assert "total : +332 points" in row["detail"] and "à ne pas reporter telle quelle" in row["detail"]
    assert row["donne"] == "18"
    assert "à ne pas reporter telle quelle" in out.getvalue()  # the terminal's confirmation says it too
    await store.close()
    from bot.cli import main

    with pytest.raises(SystemExit):
        main(["--data-dir", str(tmp_path), "incidents", "show", incident.id])
    assert "+332 points" in capsys.readouterr().out


async def test_a_board_recorded_after_the_score_computes_it_again(engine: Engine) -> None:
    incident = await ruled(engine, *HESITATION)
    director = Actor("test:d", "Dominique", is_director=True)
    assert (await engine.act(incident.id, director, inc.score("NS 4P=:60,NS 4P-1:40"))).ok
    reply = await engine.act(incident.id, director, inc.deal("18", "4", "7", "3"))
    assert reply.ok and reply.incident is not None and reply.incident.score is not None
    assert reply.incident.score.ns == "+332 points"
    # Another board (tester3 H3): the mark made on board 18 is set aside, never computed again on 1.
    moved = await engine.act(incident.id, director, inc.deal("1"))
    assert moved.ok and moved.incident is not None and moved.incident.score is None
    assert moved.incident.scores[-1].ns == "+332 points"  # kept in the history as it was
    assert "marque enregistrée sur la donne 18, pas sur la donne 1" in (moved.incident.set_aside or "")
    assert "mise de côté" in moved.incident.notes[-1].text
    # A line recorded before any board whose own vul= contradicts the board: refused, nothing changes.
    other = await ruled(engine, *HESITATION)
    assert (await engine.act(other.id, director, inc.score("vul=ns NS 4P=:100"))).ok
    refused = await engine.act(other.id, director, inc.deal("1"))
    assert refused.refused and "contredit la donne 1" in refused.message
    stored = await engine.store.get(other.id)
    assert stored is not None and stored.deal is None


@pytest.mark.parametrize("board", ["0", "-1", "٣", "abc", "１２", "1000", "12a"])
def test_a_board_is_a_number_from_1_to_999(board: str) -> None:
    with pytest.raises(WorksheetError, match="Numéro de donne invalide"):
        make_deal({"board": board})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12 ns=Dupont eo=Martin", "paire Nord-Sud invalide"),
        ("12 table=3 ns=PaireMartin", "paire Nord-Sud invalide"),
        ("12 table=3 bis", "paire Nord-Sud invalide"),
        ("12 table=B", "table invalide"),
    ],
)
def test_pairs_and_tables_are_numbers_never_names(text: str, expected: str) -> None:
    with pytest.raises(WorksheetError, match=expected):
        make_deal(parse_deal(text))


def test_a_field_given_twice_is_refused() -> None:
    with pytest.raises(WorksheetError, match="donné deux fois"):
        parse_deal("donne=12 donne=13")
    assert make_deal(parse_deal("012 table=03 ns=4 eo=11")).text == (
        "donne 12, table 3, Nord-Sud paire 4, Est-Ouest paire 11"
    )
