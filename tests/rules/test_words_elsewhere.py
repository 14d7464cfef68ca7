"""finder82 (reviewer31 V-38, V-43; issue 37 §1): another table's contract, result or play is not this table's."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab
from rules.elsewhere_in_words import other_tables


@pytest.mark.parametrize(
    ("topic", "questions", "text"),
    [
        (
            "renonce",
            ("tricks_taken",),
            "Nord joue 3SA, Est a renoncé ; Nord a fait 10 levées à l'autre table, ici 8",
        ),
        (
            "renonce",
            ("tricks_taken",),
            "Nord joue 3SA, Est a renoncé ; Nord a fait 9 levées à l'autre table, 8 ici",
        ),
        (
            "renonce",
            ("tricks_taken",),
            "Sud joue 4♠, Ouest a renoncé ; en salle fermée le déclarant a fait 11 levées, ici 10",
        ),
        (
            "renonce",
            ("tricks_taken",),
            "Sud joue 4♠, Ouest a renoncé ; la table voisine a fait 11 levées, nous 10",
        ),
        (
            "renonce",
            ("tricks_taken", "contract_level", "contract_strain", "declarer_side", "offender"),
            "Est a renoncé ; résultat de la table voisine : 4♠ N +1",
        ),
        (
            "renonce",
            ("contract_level", "declarer_side", "offender"),
            "Ouest a renoncé ; à l'autre table 4♠ par Sud +1",
        ),
        (
            "mauvais_etui",
            ("played_before",),
            "Table 4 : mauvais étui joué ; une autre table l'avait déjà joué avant",
        ),
        (
            "mauvais_etui",
            ("played_before",),
            "Mauvais étui à la table 3, l'étui a déjà été joué par les autres tables",
        ),
    ],
)
def test_another_tables_result_is_not_this_tables(topic: str, questions: tuple[str, ...], text: str) -> None:
    """64A transfers tricks from this table's result (and its score is corrected from it); 15B/15C ask whether one of
    this table's players played the board before — another table having played it is the normal course."""
    facts = vocab.facts(topic, text)
    assert not set(questions) & facts.keys(), facts


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        (
            "renonce",
            "tricks_taken",
            "10",
            "Sud joue 4♠, Ouest a renoncé ; Sud a fait 10 levées ; à l'autre table, 11",
        ),
        ("renonce", "tricks_taken", "10", "Sud joue 4♠, Ouest a renoncé ; Sud a fait 10 levées"),
        (
            "renonce",
            "contract_level",
            "6",
            "Notre équipe EO joue 6 carreaux en salle fermée. Leur Nord renonce à pique",
        ),
        (
            "mauvais_etui",
            "played_before",
            "yes",
            "Mauvais étui ; Nord-Sud avaient déjà joué cet étui au tour précédent",
        ),
    ],
)
def test_this_tables_result_stays_read(topic: str, question: str, value: str, text: str) -> None:
    """The table's own result next to another's, or a room named with no « ici » against it, stays read."""
    assert vocab.facts(topic, text).get(question) == value


def test_a_clause_that_only_says_where_goes_on() -> None:
    text = "à l'autre table, Nord a fait 10 levées ; ici 9"
    assert [text[a:b].strip() for a, b in other_tables(text)] == ["à l'autre table, Nord a fait 10 levées"]
