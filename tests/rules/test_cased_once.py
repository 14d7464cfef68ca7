"""What the capitals pass costs (issue 37 §5, finder49): a description is cased once for every topic whose facts
a search weighs, and the « est » read as the seat is found where it was before its pattern was written « est »
first (rules/cased_words.py `_EST_SEAT`)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.cased_words import cased

TEXT = "SUD JOUE 4♠, EST A RENONCÉ À CŒUR, OUEST A ENTAMÉ HORS TOUR"


def test_one_description_is_cased_once_for_every_topic(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    def counted(description: str) -> str:
        seen.append(description)
        return cased(description)

    monkeypatch.setattr(vocabulary, "cased", counted)
    vocabulary._read_facts.cache_clear()
    vocabulary._as_said.cache_clear()
    found = {topic: vocabulary.evidence(topic, TEXT) for topic in ("renonce", "entame", "carte_jouee")}
    assert seen == [TEXT]
    assert found["renonce"]["offender"].value == "defender"  # read as « Est a renoncé »: the capitals lowered
    vocabulary._read_facts.cache_clear()
    vocabulary._as_said.cache_clear()


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("est a renoncé", "Est a renoncé"),  # the seat at the very start: nothing before it
        ("est n'a pas fourni", "Est n'a pas fourni"),
        ("4♠ par est", "4♠ par Est"),  # the preposition, then the end of the text
        ("selon est, avec est", "selon Est, avec Est"),
        ("sur l'est, pour l’est, et l'est", "sur l'Est, pour l’Est, et l'Est"),
        ("la faute d’est", "la faute d’Est"),
        ("le zest a joué", "le zest a joué"),  # letters of a longer word
        ("l'ouest-est a joué", "l'ouest-est a joué"),  # after a hyphen
        # after « qu' », an auxiliary then: the seat (session 44: « avant qu'est ait parlé », « ce qu'est a joué »)
        ("qu'est a joué", "qu'Est a joué"),
        ("s'est a joué", "s'est a joué"),  # after another apostrophe: never
        ("par est-ce", "par est-ce"),  # « est-ce »: the verb
        ("ce est a jouer, cela est a dire, ça est a voir", "ce est a jouer, cela est a dire, ça est a voir"),
        ("on est a passé, qui est a joué", "on est a passé, qui est a joué"),
    ],
)
def test_est_as_the_seat_at_the_edges(typed: str, read: str) -> None:
    assert cased(typed) == read
