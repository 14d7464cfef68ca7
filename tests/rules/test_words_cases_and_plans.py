"""A case put for the question, a witness's account, a gesture only planned, another session: no fact of this
incident (issue 37 §1, reviewer34 H-63..H-67, H-80, H-81, H-100, H-103; s32 line 542). The director asks; what
happened is his finding (85A). Real time clauses and a stated intention (25A) keep their facts."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Mettons qu'Est renonce à pique à la 5e levée, que se passe-t-il ?",
        "Admettons que le déclarant renonce, la renonce est-elle consommée ?",
        "Disons qu'Ouest n'a pas fourni à cœur, et qu'il rejoue ensuite.",
        "En cas de renonce du mort, que faire ?",
        "Nord dit avoir vu Est renoncer à pique.",
        "Il est possible qu'Est ait renoncé à pique à la levée 4.",
        "Sud se souvient qu'Est avait renoncé à pique.",
        "Le mois dernier, Est avait renoncé à pique.",
        "L'an passé, au même tournoi, Ouest n'avait pas fourni à trèfle.",
    ],
)
def test_no_revoke_is_stated(text: str) -> None:
    facts = vocabulary.facts("renonce", text)
    assert "situation" not in facts and "offender" not in facts


@pytest.mark.parametrize(
    "text",
    [
        "Est voulait passer avant son tour, il avait le carton Passe dans la main, mais il ne l'a pas sorti.",
        "Est s'apprêtait à passer avant son tour mais Sud l'a arrêté.",
        "Est était sur le point d'ouvrir 1♠ alors que c'était à Sud.",
        "Ouest songe à contrer hors tour, il demande s'il peut.",
    ],
)
def test_a_call_only_planned_is_no_call_out_of_turn(text: str) -> None:
    assert "call" not in vocabulary.facts("declaration_hors_tour", text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # a real time clause tells what happened
        (
            "renonce",
            "Quand Est a renoncé à la 5e levée, Sud a appelé l'arbitre.",
            "situation",
            "not_followed",
        ),
        ("declaration_hors_tour", "Ouest a passé alors que c'était à Sud.", "call", "pass"),
        # the intention is the very fact 25A weighs
        (
            "changement_declaration",
            "Ouest a passé en dernier, c'était un lapsus, il voulait contrer, l'entame n'est pas faite",
            "intent",
            "slip",
        ),
        # the online player's own claim of a misclick is the incident
        (
            "en_ligne_clic",
            "Tournoi en ligne : Est dit avoir mal cliqué son 2♦ (il voulait 2♥), mais Ouest a déjà enchéri 3♦ depuis.",
            "what",
            "call",
        ),
    ],
)
def test_what_happened_keeps_its_fact(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    "text",
    [
        "Sud a effleuré le carton 1♥ dans sa boîte avant son tour, sans le sortir vraiment, aucune intention apparente.",
        "Ouest a touché le carton 2♣ avant son tour, sans le sortir.",
        "Est avait le carton Passe dans la main, mais il ne l'a pas sorti de la boîte.",
    ],
)
def test_a_card_never_taken_out_is_no_bid(text: str) -> None:
    """s32 L543: a bidding card brushed or kept in the box is no call (25A, the FFB's bidding-box rule: a call
    is made when the card is taken out with apparent intent): « bid » is never read; « not made » may be."""
    assert vocabulary.facts("declaration_hors_tour", text).get("call") in (None, "not_made")


def test_a_card_taken_out_is_still_a_bid() -> None:
    text = "Sud a sorti le carton 1♥ avant son tour et l'a posé sur la table."
    assert vocabulary.facts("declaration_hors_tour", text).get("call") == "bid"


@pytest.mark.parametrize(
    "text",
    [
        "On a vérifié : impossible de trancher, et chacun maintient sa version sur la renonce d'Ouest.",
        "Nord dit que Sud a renoncé à trèfle ; Sud affirme qu'il n'avait plus de trèfle. Les deux camps maintiennent "
        "leur version.",
        "Renonce d'Est à pique selon Nord ; deux versions contradictoires.",
    ],
)
def test_two_versions_are_no_established_revoke(text: str) -> None:
    """s32 L529, L530: two versions nothing settles are a disputed revoke (85A, 85B), never a revoke stated."""
    assert vocabulary.facts("renonce", text).get("situation") in (None, "disputed")


def test_versions_that_agree_keep_the_revoke() -> None:
    text = "Est a renoncé à pique, il le reconnaît ; les deux versions concordent."
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"
