"""Reviewer25 (LOW): the « Compris » quote showed the words the relation reader wrote instead of the director's
(« Est n'a pas fourni » for « L'adversaire de gauche du mort n'a pas fourni »). The facts are the same; the quote now
shows his own words, unless the words written instead are also his elsewhere (a seat he typed himself)."""

from __future__ import annotations

import pytest

from rules.relations_in_words import in_typed_words
from rules.vocabulary import evidence


@pytest.mark.parametrize(
    ("text", "question", "value", "words"),
    [
        (
            "Sud joue 4♠. L'adversaire de gauche du mort n'a pas fourni à cœur alors qu'il en avait.",
            "offender",
            "defender",
            "L'adversaire de gauche du mort n'a pas fourni",
        ),
        (
            "Sud joue 4♠. Le partenaire du déclarant a renoncé à cœur.",
            "offender",
            "dummy",
            "Le partenaire du déclarant a renoncé",
        ),
        (
            "Sud joue 4♠, la renonce de l'adversaire de gauche du mort à cœur",
            "offender",
            "defender",
            "renonce de l'adversaire de gauche du mort",
        ),
        ("Sud joue 4♠. Est n'a pas fourni à cœur.", "offender", "defender", "Est n'a pas fourni"),  # as typed
        # « Sud » is also his own word (« Sud joue »): the quote keeps it rather than guess which one it is
        ("Sud joue 4♠, le partenaire de Nord a renoncé à pique", "offender", "declarer", "Sud a renoncé"),
    ],
)
def test_the_quote_shows_the_director_s_words(text: str, question: str, value: str, words: str) -> None:
    stated = evidence("renonce", text)[question]
    assert (stated.value, stated.words) == (value, words)


def test_nothing_rewritten_leaves_the_quote() -> None:
    assert in_typed_words("Est a renoncé", "Est a renoncé") == "Est a renoncé"
    assert (
        in_typed_words("Sud joue 4♠. L'adversaire de gauche du mort a renoncé", "Ouest a joué")
        == "Ouest a joué"
    )
