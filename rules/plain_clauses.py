"""The clauses of a description stated plainly, as the readings by the sentence's shape walk them
(rules/vocabulary_readings.py and the readings it calls: the tricks made, the revoke's roles, the lead's, the
exposed card's owner). Pure: the words `rules.vocabulary.read` gives in, clauses and spans out."""

from __future__ import annotations

from collections.abc import Iterator

Clause = tuple[str, ...]  # the folded words of a clause stated plainly
Text = tuple[tuple[str, str], ...]  # `rules.vocabulary.read`: (folded word, stem), clause breaks « | »
Span = tuple[int, int]

# The words a clause opens with before its subject (« et le mort … », « c'est … »), and its article.
OPENERS = frozenset("et mais puis alors donc car ensuite ici enfin bref".split())
ARTICLE = frozenset(("le", "un"))


def every_clause(text: Text) -> Iterator[tuple[int, Clause]]:
    """(index of its first word, its folded words) for each clause of `text` with no word left out (a question,
    a supposition, a claim), denied or not."""
    start = 0
    for at in range(len(text) + 1):
        if at < len(text) and text[at][0] != "|":
            continue
        clause = tuple(word for word, _ in text[start:at])
        if clause and "" not in clause:
            yield start, clause
        start = at + 1


def clauses(text: Text) -> Iterator[tuple[int, Clause]]:
    """`every_clause` stated plainly: a clause with a negation is skipped whole."""
    return ((start, clause) for start, clause in every_clause(text) if not NEGATED & set(clause))


NEGATED = frozenset(
    {"pas", "plus", "jamais", "ni", "sans", "non", "aucun", "aucune", "rien", "personne", "nullement"}
)


def span(clause_start: int, clause: Clause, char_start: int, char_end: int) -> Span:
    """The words of `clause` covering characters `char_start` to `char_end` of `" ".join(clause)`."""
    first = len(" ".join(clause)[:char_start].split())
    last = len(" ".join(clause)[:char_end].split())
    return clause_start + first, clause_start + last
