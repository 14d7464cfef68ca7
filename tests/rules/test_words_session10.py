"""Issue 37 §1, session 10: the revoke's kind and offender read in the words (rules/revoke_in_words.py), and a
player the words deny before naming another (« c'est pas le décla qui a touché …, c'est le mort »), each
reading beside the traps that must pre-fill nothing. Sentences written for the rule they test; the answers
checked against the 2017 Laws: 61A (a revoke is also a penalty card not played as Law 50 requires, and a
lead or play penalty not complied with), 50C-50D (a minor penalty card may give way to an honour, never to
a small card), 59 (a card that cannot be played), 49-50 (only a defender's card is a penalty card)."""

from __future__ import annotations

import pytest

from rules import get_topic, vocabulary


def _legal(topic: str, facts: dict[str, str]) -> None:
    """Every fact pre-filled is one of its question's answers (a question never offers a value it refuses)."""
    questions = get_topic(topic).questions
    for question, value in facts.items():
        assert value in {option.value for option in questions[question].options}, (question, value)


# --- a penalty card not played: a revoke (61A, 50D1), and its owner a defender (49-50) ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "Le roi de trèfle de Sud était pénalisé sur la table, sur l'attaque trèfle du déclarant il met le 4 de sa main",
        "la Dame de ♦ d'Ouest était pénalisée sur la table, sur l'attaque ♦ du mort il fournit le 7♦ de sa main",
        "le 6 de trèfle d'Ouest, tombé par mégarde, était pénalisé ; sur l'attaque trèfle Ouest fournit le 9 de sa main",
        "la dame de trèfle pénalisée d'Est était sur la table et sur l'attaque trèfle il fournit le 2 de sa main",
    ],
)
def test_a_small_card_of_the_suit_played_instead_of_the_penalty_card_is_a_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "penalty_card_not_played"
    assert facts["offender"] == "defender"
    _legal("renonce", facts)
    said = vocabulary.evidence("renonce", text)["situation"].words
    assert "pénalisé" in said and "de sa main" in said  # « Compris : » shows both halves of the words


@pytest.mark.parametrize(
    "text",
    [
        # An honour instead of a minor penalty card is allowed (50C): no revoke stated.
        "le 6 de trèfle d'Ouest était pénalisé ; sur l'attaque trèfle il fournit le roi de sa main",
        # The trick is in another suit: the penalty card could not be played to it (a different question).
        "le roi de trèfle d'Est était pénalisé ; sur l'attaque cœur il fournit le 4 de sa main",
        # Denied, asked, or only reported.
        "la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ il n'a pas fourni le 7 de sa main",
        "la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ a-t-il fourni le 7 de sa main ?",
        "il paraît que la dame de ♦ d'Ouest était pénalisée ; sur l'attaque ♦ il fournit le 7 de sa main",
    ],
)
def test_a_penalty_card_not_played_is_not_read_where_the_words_do_not_say_it(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "penalty_card_not_played"


# --- a requirement ignored (61A) or impossible (59) ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "suite à l'entame hors tour le décla a interdit cœur à Ouest, et Ouest entame quand même le roi de cœur",
        "après la carte pénalisée de Nord le déclarant a interdit pique à Sud, et Sud attaque pique quand même",
        "j'ai interdit le carreau à Nord (je suis déclarant), il a quand même attaqué carreau",
        "le décla a exigé la plus forte carte à trèfle d'Ouest, et Ouest a mis le 5 en gardant le roi",
        "le décla a exigé l'attaque carreau et Ouest a attaqué cœur alors qu'il avait du carreau",
    ],
)
def test_a_suit_required_or_forbidden_then_played_against_is_a_defenders_revoke(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "requirement_ignored"
    assert facts["offender"] == "defender"
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le décla lui a exigé l'attaque pique mais il a plus un seul pique, il fait quoi ?",
        "on a interdit trèfle à Nord mais il lui restait que des trèfles",
        "le déclarant a exigé l'attaque carreau, Est n'a plus aucun carreau",
    ],
)
def test_a_requirement_that_cannot_be_obeyed_is_said_so(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["situation"] == "could_not_comply"
    assert "offender" not in facts  # nobody revoked (59)
    _legal("renonce", facts)


@pytest.mark.parametrize(
    "text",
    [
        "le décla n'a pas interdit pique à Sud, et Sud attaque pique quand même",  # nothing was forbidden
        "le décla a-t-il interdit pique ? Sud attaque pique quand même",  # the requirement only asked
        "il paraît que le décla a interdit pique à Sud, et Sud attaque pique quand même",
        "le décla a interdit pique à Sud, et Sud n'a pas attaqué pique quand même",
        "le décla a interdit pique à Sud, Sud a attaqué cœur",  # obeyed
    ],
)
def test_a_requirement_ignored_is_not_read_from_words_that_do_not_state_it(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("situation") != "requirement_ignored"


# --- « c'est pas X qui …, c'est Y »: the act is Y's ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("c'est pas le décla qui a renoncé, c'est Est (en défense)", "defender"),
        ("c pas le déclarant qui a renoncé c le mort, il restait un petit pique sous les cœurs", "dummy"),
        ("ce n'est pas le déclarant qui a renoncé, c'est un des deux défenseurs", "defender"),
        ("4♠ par Sud : ce n'est pas le mort qui a renoncé, c'est le déclarant", "declarer"),
    ],
)
def test_the_player_named_instead_of_the_one_denied_is_the_offender(text: str, offender: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts["offender"] == offender
    _legal("renonce", facts)
    assert "c'est" in vocabulary.evidence("renonce", text)["offender"].words or text.startswith("c pas")


@pytest.mark.parametrize(
    "text",
    [
        "c'est pas le décla qui a renoncé ?",  # a question
        "c'est pas le décla qui a renoncé, c'est le déclarant",  # the same player: nothing said
        "est-ce que c'est pas le décla qui a renoncé, c'est le mort ?",
        "c'est pas le décla qui a renoncé",  # nobody named instead
    ],
)
def test_a_denial_without_another_player_names_no_offender(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert facts.get("offender") != "declarer"
    assert "offender" not in facts


def test_the_act_denied_of_one_player_is_not_read_as_his() -> None:
    # The finder pre-filled « the declarer touched the dummy's card » (a wrong kind seen in session 9).
    text = "c'est pas le décla qui a touché la carte du mort : c'est le mort lui-même qui l'a posée sans instruction"
    assert vocabulary.facts("carte_du_mort", text).get("case") != "touched"
    # The same words said plainly still state it.
    assert vocabulary.facts("carte_du_mort", "le décla a touché la carte du mort")["case"] == "touched"
