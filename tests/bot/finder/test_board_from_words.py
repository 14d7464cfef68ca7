"""Issue 37 §2 (newcomer G7, G11): the board and the table named in the words are recorded as `d` does,
said (« Compris : donne 5, table 12 »), and the description is kept in the dossier (its first note,
printed by `incidents show` and the export)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.incidents.engine import Engine
from rules.where import board_and_table
from tests.bot.conftest import DIRECTOR, OWNER
from tests.bot.test_cli import run, run_piped
from tests.bot.test_terminal import session


@pytest.mark.parametrize(
    ("text", "board", "table"),
    [
        ("donne 5 table 12 : le mort a renoncé", "5", "12"),
        ("t12 d5 le mort a renoncé", "5", "12"),
        ("ils contestent ma décision sur la 18", "18", None),
        ("étui 7, Nord a passé hors tour", "7", None),
        ("table 5 donne 6 : Est ouvre 1SA, Sud dit 1♠", "6", "5"),
    ],
)
def test_the_words_name_the_board_and_table(text: str, board: str, table: str | None) -> None:
    where = board_and_table(text)
    assert where is not None and (where.board, where.table) == (board, table)


@pytest.mark.parametrize(
    "text",
    [
        "il donne 5 levées à la défense",  # the verb
        "Nord a renoncé à la 5e levée",  # a trick
        "sur la 5e levée il a renoncé",
        "ils ont joué l'étui 12 au lieu du 14",  # two boards: which is the incident's?
        "la donne est faussée",
    ],
)
def test_a_count_or_two_boards_name_no_board(text: str) -> None:
    where = board_and_table(text)
    assert where is None or where.board is None


async def test_the_engine_records_the_board_and_keeps_the_words(engine: Engine) -> None:
    reply = await engine.open(
        DIRECTOR, "salle", "renonce", description="donne 5 table 12 : le mort n'a pas fourni"
    )
    assert reply.ok and reply.incident is not None
    assert reply.incident.deal is not None
    assert (reply.incident.deal.board, reply.incident.deal.table) == ("5", "12")
    assert reply.incident.notes[0].text == "Description : donne 5 table 12 : le mort n'a pas fourni"
    assert reply.message is not None
    assert "Compris : donne 5, table 12 (« donne 5 table 12 »)" in reply.message
    assert dict(reply.incident.answers)["offender"] == "dummy"


async def test_a_player_describing_keeps_the_words_but_records_no_board(engine: Engine) -> None:
    # Only a director records the board (81C), as with `d`.
    reply = await engine.open(
        OWNER, "salle", "renonce", description="donne 5 table 12 : le mort n'a pas fourni"
    )
    assert reply.incident is not None and reply.incident.deal is None
    assert reply.incident.notes[0].text.startswith("Description : donne 5")


async def test_words_with_no_board_record_none_and_a_second_description_adds_nothing(engine: Engine) -> None:
    reply = await engine.open(DIRECTOR, "salle", None, description="le mort a renoncé")
    assert reply.incident is not None and reply.incident.deal is None
    said = await engine.describe(reply.incident.id, DIRECTOR, "donne 9, le mort a renoncé")
    assert said == []  # already described: no board from the second words
    shown = await engine.show(reply.incident.id)
    assert shown.incident is not None and shown.incident.deal is None
    # Tester23 P13: the words typed again are kept beside the first (they may have chosen the topic).
    assert [n.text for n in shown.incident.notes] == [
        "Description : le mort a renoncé",
        "Description reprise : donne 9, le mort a renoncé",
    ]


async def test_the_terminal_says_the_board_and_shows_the_words(tmp_path: Path) -> None:
    _, out, store = await session(tmp_path, "t12 d5 le mort a renoncé\n\n")
    assert "Compris : donne 5, table 12 (« t12 d5 »)" in out  # as typed (tester24 P10b)
    [incident] = await store.list()
    assert incident.deal is not None and incident.deal.board == "5"
    assert incident.notes[0].text == "Description : t12 d5 le mort a renoncé"
    await store.close()


def test_piped_description_records_the_board_and_incidents_show_prints_the_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`arbitre < script.txt`: the description arrives at once, at the first prompt."""
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp_path))
    script = "donne 13 table 1 : le mort a renoncé, il n'a pas fourni à la 9e levée\n\n"
    _, out, err = run_piped(monkeypatch, capsys, script)
    assert "Traceback" not in out + err
    assert "Compris : donne 13, table 1" in out
    assert "Compris : Que s'est-il passé ? → Un joueur n'a pas fourni" in out
    assert "(« n'a pas fourni »)" in out
    _, shown, _ = run(capsys, "incidents", "show", "1")
    assert "Description : donne 13 table 1 : le mort a renoncé, il n'a pas fourni à la 9e levée" in shown
