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


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("cartes_penalisees", "la levée est tombée à Ouest, puis Est a montré le roi", "how_exposed"),
        ("cartes_penalisees", "Est a lâché volontairement le roi sur la table", "how_exposed"),
        ("revendication", "Est et Ouest ne contestent pas la revendication", "situation"),  # « ne … pas »
        ("revendication", "la revendication, ils ne la contestent pas", "situation"),
        ("suites_decision", "je ne pense pas qu'ils fassent appel", "case"),
        ("tempo_comportement", "le téléphone de l'arbitre a sonné, pas celui des joueurs", "conduct_kind"),
        ("tempo_comportement", "Est a reçu un SMS, son téléphone était éteint", "case"),
        ("tempo_comportement", "il a un singleton et n'a pas hésité", "case"),
    ],
)
def test_short_words_need_their_context(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


def test_short_words_still_read_in_their_context() -> None:
    assert (
        vocabulary.facts("cartes_penalisees", "une carte est tombée de sa main")["how_exposed"]
        == "unintentional"
    )
    assert vocabulary.facts("revendication", "Est conteste la revendication")["situation"] == "contested"
    assert vocabulary.facts("tempo_comportement", "le portable de Nord a sonné")["conduct_kind"] == "phone"
    assert vocabulary.facts("tempo_comportement", "Est a hésité avec un singleton")["case"] == "deception"


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # who accepted (27A1, 53A, 55A): said plainly, or by bidding over it
        ("enchere_insuffisante", "Ouest a dit 2♣ sur 2♦, Nord accepte et dit 3♣", "lho_accepts", "accepts"),
        (
            "enchere_insuffisante",
            "enchère insuffisante de Ouest, mais Nord a déjà dit 3♦ par dessus",
            "lho_accepts",
            "accepts",
        ),
        (
            "enchere_insuffisante",
            "O dit 1♥ sur le 1SA de son adversaire, N refuse, O corrige en 2♥",
            "lho_accepts",
            "refuses",
        ),
        ("enchere_insuffisante", "l adversaire l accepte pas, c'est 2♣ après 2♥", "lho_accepts", "refuses"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est ne l'accepte pas", "lho_accepts", "refuses"),
        (
            "attaque",
            "Ouest a attaqué alors que le mort avait fait la levée. le déclarant dit qu'il accepte",
            "declarer_choice",
            "accept",
        ),
        # the seat that led
        (
            "attaque",
            "le déclarant attaque pique alors que c'était à un défenseur",
            "who_led",
            "declarer_defender_turn",
        ),
        (
            "attaque",
            "à la 13e levée Sud a posé sa dernière carte alors que c'était à Ouest",
            "who_led",
            "trick_thirteen",
        ),
    ],
)
def test_stated_choices_and_leaders_are_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text)[question] == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est ne sait pas s'il l'accepte", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est l'accepte ? il hésite", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, Est va peut-être accepter", "lho_accepts"),
        ("enchere_insuffisante", "Nord a dit 1♥ sur 1SA, le fautif refuse de corriger", "lho_accepts"),
        ("enchere_insuffisante", "l'adversaire veut accepter mais son partenaire refuse", "lho_accepts"),
        (
            "enchere_insuffisante",
            "il l'a remplacée tout seul et l'adversaire de gauche refuse",
            "lho_accepts",
        ),
        ("attaque", "le déclarant dit qu'il accepterait si c'était possible", "declarer_choice"),
        ("attaque", "le décla a attaqué hors tour du mort", "who_led"),  # the wrong hand, maybe
        ("attaque", "attaque hors tour du déclarant", "who_led"),  # his turn or the wrong hand
        ("attaque", "le mort avait fait la dernière levée, Ouest a attaqué", "who_led"),  # the trick before
    ],
)
def test_undecided_or_unclear_choices_and_leaders_are_asked(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    "text",
    [
        "renonce contestée",
        "Nord nie avoir renoncé",  # what he denies is the fact here
        "renonce supposée d'Ouest, il dit qu'il n'avait plus de coeur",
        "soupçon de renonce : NS prétendent qu'Est avait encore un trèfle",
        "pas d'accord sur la renonce",
    ],
)
def test_a_disputed_revoke_is_read(text: str) -> None:
    assert vocabulary.facts("renonce", text)["situation"] == "disputed"


@pytest.mark.parametrize(
    "text",
    [
        "la renonce est-elle contestée ?",
        "si Nord nie avoir renoncé, que faire",
        "la renonce n'est pas contestée",
        "Ouest conteste le transfert de levées après la renonce",
        "Nord a renoncé, non contesté",
    ],
)
def test_a_revoke_neither_disputed_nor_asserted_is_asked(text: str) -> None:
    assert "situation" not in vocabulary.facts("renonce", text)
