"""A message whose first clause has no word (« ». Est a renoncé », « 😡. Il a … », « — . ») crashed every reading
with StopIteration (rules/words_matching.stated_clauses took the first clause's reading for it); found by finder64,
session 29. Such a clause is no clause the reading breaks at: the facts are those of the words after it."""

import pytest

from bot.finder import topics
from rules import vocabulary
from rules.words_matching import stated_clauses


@pytest.mark.parametrize("lead", ["». ", "😡. ", "— . ", "« ». ", "»; "])
def test_a_leading_clause_of_no_word_reads_as_the_words_after_it(lead: str) -> None:
    text = "Est a renoncé à cœur, il avait encore du cœur. Ouest n'a rien dit."
    assert vocabulary.evidence("renonce", lead + text) == vocabulary.evidence("renonce", text)
    assert topics.search(lead + text)[0].id == "renonce"


def test_a_denied_clause_after_it_stays_denied() -> None:
    assert "renoncé" not in stated_clauses("». Est n'a pas renoncé ; Ouest a entamé.").split(";")[0]
