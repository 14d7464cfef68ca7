"""Issue 37 §2, ops29: a description that names two tables. The incident's table is the one it happened at, said at
the head of the words (« table 5 donne 8 : … », « donne 8 à la table 5, … »); another table named as context — a
player or a remark from it, the next table, a table denied — is not the incident's, and its words stay in the text the
search reads (rules.where.without_board took « table 3 » out with the incident's own). Two tables with no head, or a
second one that is not context (« table 3 ou table 5 », « … est venu à la table 5 »), leave the table asked, and
both stay in the search's words as what happened. The terminal says the table it took."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.where import board_and_table, without_board
from tests.bot.test_terminal import session


@pytest.mark.parametrize(
    ("text", "board", "table", "kept"),
    [
        (
            "table 5 donne 8 : Est a entendu un joueur de la table 3 commenter la donne",
            "8",
            "5",
            ": Est a entendu un joueur de la table 3 commenter la donne",
        ),
        (
            "donne 8 à la table 5, un joueur de la table 3 a parlé fort de cette donne",
            "8",
            "5",
            "à la , un joueur de la table 3 a parlé fort de cette donne",
        ),
        (
            "t5 d8 remarque entendue de la table voisine (table 6)",
            "8",
            "5",
            "remarque entendue de la table voisine (table 6)",
        ),
        (
            "donne 4, table 2 (pas la table 3) : le mort a renoncé",
            "4",
            "2",
            ", (pas la table 3) : le mort a renoncé",
        ),
        (
            "à la table 5 Nord a entamé hors tour, ce n'était pas à la table 3",
            None,
            "5",
            "à la Nord a entamé hors tour, ce n'était pas à la table 3",
        ),
        (
            "table 5 : les joueurs venant de la table 2 ont dit le contrat",
            None,
            "5",
            ": les joueurs venant de la table 2 ont dit le contrat",
        ),
    ],
)
def test_the_head_table_is_the_incident_s_and_the_other_stays_in_the_words(
    text: str, board: str | None, table: str, kept: str
) -> None:
    where = board_and_table(text)
    assert where is not None and (where.board, where.table) == (board, table)
    assert without_board(text) == kept


@pytest.mark.parametrize(
    "text",
    [
        "table 3 ou table 5, je ne sais plus : renonce du mort",  # either
        "Sud de la table 3 est venu à la table 5 dire que 4♠ chutait",  # no head
        "table 5 : puis ils sont partis à la table 3 et le mort a renoncé",  # not context
        "ce n'était pas la table 3 mais la table 5 : renonce du mort",  # a denial first
        # reviewer24 #8: the head's own table denied later
        "table 5 donne 8 : ce sont les joueurs de la table 3 qui ont renoncé, pas ceux de la table 5",
    ],
)
def test_two_tables_with_no_sure_head_leave_it_asked_and_both_in_the_words(text: str) -> None:
    where = board_and_table(text)
    assert where is None or where.table is None
    assert without_board(text).count("table") == text.count("table")


def test_one_table_named_twice_or_alone_is_taken_out_as_before() -> None:
    assert without_board("donne 5 table 12 : le mort a renoncé, à la table 12") == ": le mort a renoncé, à la"
    assert without_board("table 5 : renonce") == ": renonce"


async def test_the_terminal_records_the_head_table(tmp_path: Path) -> None:
    code, out, store = await session(
        tmp_path, "table 5 donne 8 : Est a entendu un joueur de la table 3 commenter la donne\n\nq\n"
    )
    assert code == 0
    assert "Compris : donne 8, table 5 (« table 5 donne 8 »)" in out
    [incident] = await store.list()
    assert incident.deal is not None and (incident.deal.board, incident.deal.table) == ("8", "5")
    await store.close()
