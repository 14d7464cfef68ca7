"""Issue 37, round 5 session 3: what the words state, and what they must not be read as. Each case is
a sentence written for the rule it tests."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Arbitre svp table 6 : 3SA de Nord, Est a défaussé un trèfle", "nord"),
        ("bjr, t9 étui 22, 4♠ de S, il reste 5 cartes", "sud"),
        ("4♥X vulnérable joué par Ouest, 9 levées à la table", "ouest"),
        ("4♠X joué par Ouest", "ouest"),
        ("Contrat de 4♠ joué par Sud, Ouest a renoncé", "sud"),
        # an auction, not the contract: another bid, a word of the auction, a bid inside a clause
        ("1♥ de Nord, contre d'Est, Sud a renoncé", None),
        ("3SA de Nord, 2♣ de Sud", None),
        ("table 6 : 3SA de Nord. ouverture 1♥ de Sud", None),
        ("le 2♣ de Nord sur le 1SA d'Est n'a pas été alerté", None),
        ("Sud a 3SA de Nord", None),
        ("4♠X par Ouest", None),  # Ouest doubled
        ("4♠ contré par Ouest, Sud a renoncé", None),
    ],
)
def test_the_contract_said_alone_names_its_declarer(text: str, seat: str | None) -> None:
    assert vocabulary.declarer_seat(text) == seat


def test_the_seat_is_a_role_once_the_bare_contract_names_the_declarer() -> None:
    assert vocabulary.facts("renonce", "3SA de Nord, Est n'a pas fourni à carreau")["offender"] == "defender"


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # another player's holding is not the offender's
        ("renonce", "Ouest a coupé alors que son partenaire avait encore du coeur", "situation"),
        ("renonce", "Est a défaussé alors que Sud avait encore du pique", "situation"),
        (
            "renonce",
            "Sud joue 4♠, le déclarant a coupé de sa main alors que le mort avait de la couleur",
            "offender",
        ),
        # the director says it is no revoke
        (
            "renonce",
            "le mort n'a pas fourni à pique mais ce n'est pas une renonce, il a corrigé",
            "situation",
        ),
        ("renonce", "le mort n'a pas fourni à pique mais ce n'est pas une renonce, il a corrigé", "offender"),
        # another deal
        (
            "renonce",
            "renonce à la 5e levée de la donne précédente, maintenant Nord a renoncé",
            "trick_twelve",
        ),
        ("attaque", "Est a attaqué hors tour à la donne précédente, cette fois c'est Ouest", "situation"),
        # his turn: no irregularity read
        ("attaque", "Ouest a attaqué alors que c'était à lui, pas hors tour", "situation"),
        ("entame", "Ouest a entamé face visible, c'était bien son tour", "situation"),
        # another card than the lead; a denied face-down lead
        ("entame", "le déclarant a posé ses cartes face visible après l'entame", "situation"),
        ("entame", "l'entame d'Est n'a pas été faite face cachée", "situation"),
        # hands put back in the board are no missing card found there
        ("renonce", "les cartes ont pas encore été remises dans l'étui, Nord a renoncé", "card_found"),
    ],
)
def test_words_about_something_else_state_nothing(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


def test_the_fault_said_with_his_own_holding_is_still_read() -> None:
    assert (
        vocabulary.facts("renonce", "il a coupé alors qu'il avait encore du coeur")["situation"]
        == "not_followed"
    )
    facts = vocabulary.evidence("renonce", "Sud joue 4♠, renonce de N à la levée 5")
    assert (
        facts["offender"].value == "dummy" and "N" in facts["offender"].words
    )  # « de le mort » reads « du mort »
    assert (
        vocabulary.facts("renonce", "Sud joue 4♠, la renonce d'Ouest à la 3e levée")["offender"] == "defender"
    )
