"""Reviewer26 P-5: a board or table said with a doubt or taken back is recorded from nothing (rules/where.py): the
director is told and notes it (`d`, /donne). A board stated plainly, with a doubt elsewhere in the words, stays."""

from __future__ import annotations

import pytest

from rules.where import board_and_table, doubted

NO_BOARD = {
    "Donne 17, enfin non 18. Est a renoncé à cœur.": "Donne 17, enfin non 18",
    "Donne 17, pardon, 18. Est a renoncé à cœur.": "Donne 17, pardon, 18",
    "Donne dix-sept ou dix-huit, je ne sais plus. Est a renoncé.": "Donne dix-sept ou dix-huit",
    "Donne 17 ou 18, je ne sais plus. Est a renoncé.": "Donne 17 ou 18",
    "Donne 17 (ou peut-être 18), Est a renoncé.": "Donne 17 (ou peut-être 18)",
    "Donne 17 je crois, Est a renoncé.": "Donne 17 je crois",
    "Donne 17 ? Est a renoncé.": "Donne 17 ?",
    "Je ne sais plus si c'était la donne 17. Est a renoncé.": "Je ne sais plus si c'était la donne 17",
    "Donne 17 selon Nord, 18 selon Est. Est a renoncé.": "Donne 17 selon Nord",
    "c'est l'étui 10 ou le 11 qu'on a joué ? les deux étaient sur la table": "étui 10 ou le 11",
    # reviewer26 P-5b
    "Donne 17 ; non, c'est la 18. Est a renoncé.": "Donne 17 ; non, c'est la 18",
    "Donne 17, je me suis trompé, c'est la 18. Est a renoncé.": "Donne 17, je me suis trompé, c'est la 18",
    "Donne 17... ah non, 18. Est a renoncé.": "Donne 17... ah non, 18",
    "Donne 17 (18 ?), Est a renoncé.": "Donne 17 (18 ?)",
    "Donne 17, ou était-ce la 18 ? Est a renoncé.": "Donne 17, ou était-ce la 18",
    "Donne 17 normalement, Est a renoncé.": "Donne 17 normalement",
    "Donne 17 sauf erreur, Est a renoncé.": "Donne 17 sauf erreur",
    "Probablement la donne 17, Est a renoncé.": "Probablement la donne 17",
    "Donne 17 je pense. Est a renoncé.": "Donne 17 je pense",
    "Donne 17 (pas sûr), Est a renoncé.": "Donne 17 (pas sûr)",
}
NO_TABLE = {
    "Table 4 ou 5, Est a renoncé à cœur.": "Table 4 ou 5",
    "Table 4, en fait 5, Est a renoncé à cœur.": "Table 4, en fait 5",
    "la table numéro 7 je crois, Est a renoncé": "table numéro 7 je crois",
}


@pytest.mark.parametrize("text", NO_BOARD)
def test_a_board_said_with_a_doubt_is_no_board(text: str) -> None:
    where = board_and_table(text)
    assert where is None or where.board is None, where
    assert doubted(text) == NO_BOARD[text]


@pytest.mark.parametrize("text", NO_TABLE)
def test_a_table_said_with_a_doubt_is_no_table(text: str) -> None:
    where = board_and_table(text)
    assert where is None or where.table is None, where
    assert doubted(text) == NO_TABLE[text]


@pytest.mark.parametrize(
    ("text", "board", "table"),
    [
        ("Donne 17, Est a renoncé.", "17", None),
        ("Donne 5 table 12 : Est a renoncé je crois à la 5e levée", "5", "12"),
        ("Quelle décision pour la donne 17 ?", "17", None),  # a question asked, not a doubt on the board
        ("Donne 5, en fait table 12, Est a renoncé", "5", "12"),  # « en fait » before another kind of number
        (
            "1SA - (2P) - 2C sur la 5, je crois qu'il voulait dire 3C",
            "5",
            None,
        ),  # the doubt is on what he meant
        ("Je crois que l'arbitre s'est trompé sur la 8", "8", None),
        ("Est a passé hors tour ? on ne sait plus qui était donneur sur la 23", "23", None),
        ("Donne 17, Est a renoncé, table 4 ou 5", "17", None),  # the board stays, the doubted table is asked
        ("Table 4 : donne 17, enfin non 18", None, "4"),
        ("Donne 17. Non, 2 levées de chute.", "17", None),  # a count after « non », not another board
        ("Donne 17, je pense que Sud a renoncé", "17", None),  # the doubt is on what follows
    ],
)
def test_a_doubt_elsewhere_leaves_the_board_stated(text: str, board: str | None, table: str | None) -> None:
    where = board_and_table(text)
    assert where is not None and (where.board, where.table) == (board, table), where
