"""French as people type it, and the vocabulary files a director reads and extends (issue 31)."""

from __future__ import annotations

import rules
from rules import vocabulary


def test_numbers_ordinals_suits_and_accents() -> None:
    assert vocabulary.words("Douzième levée, la 12e, 1er tour, quatorze cartes") == (
        "12",
        "levee",
        "la",
        "12",
        "1",
        "tour",
        "14",
        "cartes",
    )
    assert vocabulary.words("4♠ contré, 3SA, 2 sans atout, ♥") == (
        "4",
        "pique",
        "contre",
        "3",
        "sansatout",
        "2",
        "sansatout",
        "coeur",
    )
    assert vocabulary.words("il a joué sa dame de cœur") == ("il", "a", "joue", "sa", "dame", "de", "coeur")
    assert vocabulary.stem("renoncé") == vocabulary.stem("renoncer") == vocabulary.stem("renonce")


def test_every_vocabulary_names_a_topic_and_every_fact_an_answer() -> None:
    known = {t.id: {q.id: q.values() for q in t.questions.values()} for t in rules.topics()}
    assert vocabulary.check(known) == []
    assert set(vocabulary.vocabularies()) == set(known)  # every topic has its words


def test_facts_stated_in_the_issue() -> None:
    assert vocabulary.facts("renonce", "le mort a renoncé")["offender"] == "dummy"
    assert vocabulary.facts("renonce", "deux renonces")["situation"] == "two_revokes"
    assert (
        vocabulary.facts("entame", "entame hors tour face cachée")["situation"] == "wrong_defender_face_down"
    )
    assert vocabulary.facts("nombre_de_cartes", "14 cartes après les enchères") == {
        "problem": "too_many",
        "when_13": "after_call",
    }


def test_a_fact_needs_its_words_and_yields_to_its_exceptions() -> None:
    assert vocabulary.facts("renonce", "renonce non consommée")["when"] == "not_established"
    assert "when" not in vocabulary.facts("renonce", "la renonce est consommée")
    assert vocabulary.facts("renonce", "renonce à la 5e levée")["trick_twelve"] == "before_12"
    assert vocabulary.facts("renonce", "renonce à la douzième levée")["trick_twelve"] == "twelfth"
    assert vocabulary.facts("declaration_inadmissible", "il a dit 8 SA")["kind"] == "above_seven"
    assert vocabulary.facts("declaration_inadmissible", "il a dit 7 SA") == {}
    assert vocabulary.facts("suites_decision", "il a fait appel") == {"case": "appeal"}
    assert vocabulary.facts("suites_decision", "il a lancé un appel à l'arbitre") == {}


def test_seats_are_roles_once_the_declarer_is_named() -> None:
    assert vocabulary.declarer_seat("Sud joue 4♠ contré") == "sud"
    assert vocabulary.declarer_seat("3SA par Ouest") == "ouest"
    assert vocabulary.declarer_seat("déclarant Est, entame ♥") == "est"
    assert vocabulary.declarer_seat("la table est en retard") is None  # « est » the verb
    assert vocabulary.with_roles("Sud joue 4♠, Ouest n'a pas fourni, Nord-Sud vulnérables") == (
        "le déclarant joue 4♠, le défenseur n'a pas fourni, Nord-Sud vulnérables"
    )
    assert vocabulary.facts("renonce", "Sud joue 4♠, Ouest n'a pas fourni à cœur")["offender"] == "defender"
    assert vocabulary.facts("renonce", "3SA par Ouest, Est a renoncé")["offender"] == "dummy"
    assert "offender" not in vocabulary.facts("renonce", "Ouest n'a pas fourni à cœur")  # no declarer named
    assert "offender" not in vocabulary.facts(
        "renonce", "le mort a renoncé, non c'est le déclarant qui a renoncé"
    )
