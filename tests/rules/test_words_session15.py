"""Issue 37 §1, session 15 (finder23): what the words state, each reading beside the traps that must not fire.
Sentences written for the rule they test; the answers checked against the 2017 Laws (70C: the claimer's
statement about the trumps, and whether a trump was in fact still out, are two questions)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.words_matching import spoken

# --- the claimer's words after a colon are his statement, never the director's fact (70C; tester14 W17) -------


@pytest.mark.parametrize(
    "text",
    [
        "il étale en disant : plus d'atout dehors",
        "il étale en disant : « plus d'atout dehors »",
        'Sud étale en disant : "plus d\'atout dehors"',
        "Sud étale en disant: plus d'atout dehors",
        "le décla revendique, il dit : plus d'atout dehors",
        "Sud revendique et annonce : « plus d'atout dehors »",
        "il annonce : plus d'atout dehors",
        "Sud revendique : plus d'atout dehors",
        "il étale : « plus d'atout dehors »",
        "il étale en disant : il n'y a plus d'atout dehors",
        "il étale en disant : tous les atouts sont tombés",
        "Sud revendique en disant : il ne reste plus d'atout",
    ],
)
def test_the_claimers_words_after_a_colon_are_what_he_said(text: str) -> None:
    facts = vocabulary.facts("revendication", text)
    assert facts.get("trump_out") is None  # whether a trump was out: asked
    assert facts.get("trump_said") == "said_none_left"  # what he said of the trumps: his words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The director's own words, after the claimer's: the fact (the quoted form, session 8).
        ("il étale en disant : plus d'atout dehors ; il n'y a effectivement plus d'atout dehors", "no"),
        # A trump an opponent still held, said by his seat.
        ("il étale en disant : plus d'atout dehors, mais Ouest a encore le 9 d'atout", "yes"),
        # No speaker's verb before the colon: the director tells the hands.
        ("Sud revendique ; tous les atouts sont tombés", "no"),
        # A question: nothing.
        ("Sud revendique en disant : plus d'atout dehors ; Ouest a encore un atout ?", None),
    ],
)
def test_the_directors_own_words_stay_the_fact(text: str, expected: str | None) -> None:
    assert vocabulary.facts("revendication", text).get("trump_out") == expected


def test_a_colon_after_a_speakers_verb_keeps_his_words_in_his_clause() -> None:
    assert spoken("il étale en disant : plus d'atout dehors") == "il étale en disant « plus d'atout dehors"
    assert spoken("il dit : « j'ai l'as »") == "il dit « j'ai l'as »"  # his own quote kept, not doubled
    # Not a speaker's verb: the colon stays (« le déclarant : » is the declarer, « donne 5 : » a board).
    for text in ("Sud, le déclarant : il revendique", "donne 5 : Sud revendique", "table 3 : plus d'atout"):
        assert spoken(text) == text


@pytest.mark.parametrize(
    ("topic", "text", "question", "expected"),
    [
        # A report after « dit : » stays a report (66C, 85A1: one player's word).
        ("renonce", "Sud joue 4♠, Nord dit : attendez, Est a renoncé à trèfle !", "situation", None),
        # A call said after a colon is the call (« dit : 1♠ » as « dit 1♠ »).
        ("enchere_insuffisante", "Nord ouvre 1SA, Est dit : 1♠, Sud refuse", "lho_accepts", "refuses"),
        # A defender's words naming a card: his card (49), as when quoted without the colon.
        ("cartes_penalisees", "Sud joue 4♠, Ouest dit : j'ai l'as de cœur", "owner", "defender"),
    ],
)
def test_other_topics_read_the_colon_form_as_the_quoted_one(
    topic: str, text: str, question: str, expected: str | None
) -> None:
    assert vocabulary.facts(topic, text).get(question) == expected
    quoted = text.replace(" : ", " « ", 1)
    assert vocabulary.facts(topic, quoted).get(question) == expected
