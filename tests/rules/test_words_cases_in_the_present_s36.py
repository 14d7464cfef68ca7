"""A case put in the present for the question (« Lorsque le mort renonce à trèfle, que faire ? »): the rule asked,
no fact of this board (issue 37 §1, finder94). The director answers the questions himself (85A). The same words in
the past, or in a sentence that does not ask, tell what happened and keep their facts."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("renonce", "Lorsque le mort renonce à trèfle, que faire ?", "offender"),
        ("renonce", "Lorsque le mort renonce à trèfle, que faire ?", "situation"),
        ("declaration_hors_tour", "Quand un joueur passe avant son tour, que faire ?", "call"),
        (
            "enchere_insuffisante",
            "Quand Sud fait une EI et que Ouest l'accepte, que se passe-t-il ?",
            "lho_accepts",
        ),
        (
            "enchere_insuffisante",
            "Quand Sud fait une EI, et que Ouest l'accepte, que se passe-t-il ?",
            "lho_accepts",
        ),
        ("revendication", "Quand le déclarant revendique et que Est refuse, que faire ?", "situation"),
        ("revendication", "Lorsqu'un défenseur conteste la revendication, qui décide ?", "situation"),
    ],
)
def test_a_case_put_in_the_present_states_nothing(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # the past: what happened at this table
        ("renonce", "Quand le mort a renoncé à trèfle, que faire ?", "offender", "dummy"),
        # no question in its sentence: a story told in the present
        ("renonce", "Lorsque le mort renonce à trèfle. Que faire ?", "offender", "dummy"),
        ("renonce", "Lorsque le mort renonce à trèfle, personne ne dit rien.", "offender", "dummy"),
        # the case clause is only the time; the main clause states the fact
        (
            "revendication",
            "Quand j'arrive à la table, Est refuse la revendication de Sud, que faire ?",
            "situation",
            "contested",
        ),
    ],
)
def test_what_happened_keeps_its_facts(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


def test_a_second_case_clause_after_a_case_states_nothing_either() -> None:
    text = "Quand Sud fait une EI, lorsque Ouest l'accepte, que se passe-t-il ?"
    assert "lho_accepts" not in vocabulary.facts("enchere_insuffisante", text)
