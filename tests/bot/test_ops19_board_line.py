"""Tester15 V8 (4th point): the board line in its compact forms — « d5 » (no space), « d 5 t3 ns3 eo14 » — was
« Réponse non comprise » or taken for a description at a question, while « d 5 t=3 » and « d 5 table 3 NS=3
EO=14 » worked. One reading (`bot.scores.offer.deal_tokens`) serves `d` at every prompt, the first menu and
/donne; words after the board still make a description (tester3 M2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.terminal.menu import deal_line, described_board
from bot.scores.offer import parse_deal
from rules.scores.line_syntax import WorksheetError
from tests.bot.test_terminal import session

FULL = {"board": "5", "table": "3", "ns": "3", "ew": "14"}


@pytest.mark.parametrize(
    ("line", "fields"),
    [
        ("d5", {"board": "5"}),
        ("donne5", {"board": "5"}),
        ("d 5 t3 ns3 eo14", FULL),
        ("d5 t3 ns3 eo14", FULL),
        ("D 5 T3 NS3 EO14", FULL),
        ("d 5 t=3 ns=3 eo=14", FULL),
        ("d 5 table 3 NS=3 EO=14", FULL),
        ("d 5 tab 3 ns 3 eo 14", FULL),
        ("d 5, t3, ns3, ew14", FULL),
        ("d t4", {"table": "4"}),
    ],
)
def test_every_form_of_the_board_line_reads_the_same_fields(line: str, fields: dict[str, str]) -> None:
    found = deal_line(line)
    assert found is not None, line
    assert parse_deal(found) == fields
    assert not described_board(line)


@pytest.mark.parametrize(
    "line", ["dd", "d", "de 5 choses", "donne 5 table 3 le mort a renoncé", "d 5 t3 il a renoncé"]
)
def test_words_or_other_keys_are_no_board_line(line: str) -> None:
    assert deal_line(line) is None


def test_slash_donne_reads_the_compact_forms_and_still_refuses_the_wrong_ones() -> None:
    assert parse_deal("5 t3 ns3 eo14") == FULL  # /donne on Telegram and Discord: the same reading
    with pytest.raises(WorksheetError, match="donné deux fois"):
        parse_deal("5 t3 table=4")
    with pytest.raises(WorksheetError, match="Réglage inconnu"):
        parse_deal("5 x=3")


async def test_at_a_question_under_the_ruling_and_at_the_first_menu(tmp_path: Path) -> None:
    # The first menu (« d5 t2 »: for the incident opened next), a question (« d5 », then the full compact
    # line), under the ruling (« d 6 t3 ns3 eo14 »); nothing « non compris », nothing taken for words.
    script = "d5 t2\nrenonce\nd5\nd 5 t3 ns3 eo14\n1\n3\n3\n2\nd 6 t4 ns3 eo14\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    assert "Noté : donne 5, table 2, pour l'incident que vous allez ouvrir" in out
    assert "Feuille : donne 5, table 3, Nord-Sud paire 3, Est-Ouest paire 14." in out
    assert "Feuille : donne 6, table 4, Nord-Sud paire 3, Est-Ouest paire 14." in out
    assert "Réponse non comprise" not in out and "décrit un incident" not in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.deal is not None
    assert (revoke.deal.board, revoke.deal.table, revoke.deal.ns, revoke.deal.ew) == ("6", "4", "3", "14")
    await store.close()
