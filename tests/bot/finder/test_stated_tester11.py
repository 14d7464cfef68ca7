"""Tester11 X3, X5, X7, X10, X13: facts the words state without doubt, pre-filled (in other words than the
tester's too), and the traps that must pre-fill nothing: a negation, another seat, another trick, a
question, an allegation someone denies, « il paraît que »."""

from __future__ import annotations

import pytest

import rules
from rules import vocabulary


def _facts(topic: str, text: str) -> dict[str, str]:
    return vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "expected"),
    [
        # X5: found tricks later during the play (63A1: established), who won the revoke's trick (64A)
        (
            "renonce",
            "Sud joue 4♥, Ouest a renoncé à pique à la 5e levée, c'est découvert à la 8e levée, "
            "Ouest a gagné la levée de la renonce",
            {"when": "played", "established": "yes", "revoke_trick": "offender"},
        ),
        (
            "renonce",
            "3SA par Nord, Est n'a pas fourni à cœur à la levée 3, on s'en aperçoit à la 7e levée",
            {"when": "played", "established": "yes"},
        ),
        (
            "renonce",
            "Sud joue 4♥, Ouest a renoncé à pique à la 5e levée, Est a gagné la levée de la renonce",
            {"revoke_trick": "partner"},
        ),
        (
            "renonce",
            "Sud joue 4♥, Ouest a renoncé à pique à la 5e levée, Nord a remporté la levée de la renonce",
            {"revoke_trick": "non_offenders"},
        ),
        # X13: « a renoncé » without the suit: not following suit (61A)
        ("renonce", "le mort a renoncé", {"situation": "not_followed", "offender": "dummy"}),
        ("renonce", "Ouest, le déclarant, a renoncé", {"situation": "not_followed", "offender": "declarer"}),
        ("renonce", "renonce du décla à ♦", {"situation": "not_followed"}),
        (
            "renonce",
            "les mains sont rangées, Est avoue qu'il avait un carreau quand il a coupé",
            {"situation": "not_followed"},
        ),
        # X10: the revoke one says and the other denies
        ("renonce", "E dit que S a renoncé, S nie, 4♠ Nord", {"situation": "disputed"}),
        ("renonce", "Nord dit qu'Ouest a renoncé à carreau, Ouest le nie", {"situation": "disputed"}),
        # X7: whose turn it was, said with « mais », or as the dealer's partner
        (
            "declaration_hors_tour",
            "Sud a ouvert 1SA mais c'était à Ouest de parler",
            {"turn": "lho_first", "call": "bid"},
        ),
        (
            "declaration_hors_tour",
            "le partenaire du donneur a ouvert 1♥ alors que le donneur n'avait pas parlé",
            {"turn": "partner", "call": "bid"},
        ),
        # X10: « joué hors tour » when the lead was the dummy's
        (
            "attaque",
            "Ouest a joué hors tour à la 6e levée alors que la main était au mort, S joue 2♥",
            {"who_led": "defender_declarer_turn"},
        ),
        # X3, X10: what the claimer said of the trumps (70C), and the trump that was left
        (
            "revendication",
            "Sud joue 6♠, il revendique le reste à la 5e levée en disant qu'il tire l'atout et défausse ses trèfles",
            {"trump_said": "mentioned"},
        ),
        (
            "revendication",
            "le décla a revendiqué en disant qu'il n'y a plus d'atout dehors alors que Ouest avait le valet",
            {"trump_out": "yes", "trump_said": "said_none_left"},
        ),
    ],
)
def test_stated_facts_are_taken(topic: str, text: str, expected: dict[str, str]) -> None:
    given = _facts(topic, text)
    assert {question: given.get(question) for question in expected} == expected
    questions = rules.get_topic(topic).questions
    for question, value in given.items():  # a fact is always a legal answer of its question
        assert questions[question].option(value) is not None


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        # one trick later: the offender may not have played to it yet
        (
            "renonce",
            "Sud joue 4♥, Ouest a renoncé à pique à la 5e levée, on s'en est aperçu à la 6e levée",
            "when",
        ),
        # not found before the 8th trick is no finding at the 8th
        ("renonce", "Ouest a renoncé à pique à la 5e levée, ce n'est pas découvert à la 8e levée", "when"),
        # a claim at the later trick: another stage (63A3)
        (
            "renonce",
            "Ouest a renoncé à pique à la 5e levée, Sud a revendiqué à la 9e levée, découvert à la 9e levée",
            "when",
        ),
        # a question, a denial
        ("renonce", "Ouest a renoncé à pique à la 5e levée, découvert à la 8e levée ?", "when"),
        (
            "renonce",
            "Sud joue 4♥, Ouest a renoncé à pique, Nord n'a pas gagné la levée de la renonce",
            "revoke_trick",
        ),
        (
            "renonce",
            "Est a renoncé, puis Ouest a renoncé, Est a gagné la levée de la renonce",
            "revoke_trick",
        ),
        ("renonce", "Ouest n'a pas renoncé", "situation"),
        ("renonce", "Ouest a renoncé ?", "situation"),
        ("renonce", "il paraît qu'Ouest a renoncé", "situation"),
        ("renonce", "Ouest a renoncé à l'impasse", "situation"),
        ("renonce", "les NS viennent me dire qu'Ouest a renoncé sur l'étui 5", "situation"),
        ("renonce", "E dit que S a renoncé, S ne nie pas", "situation"),
        # showing out is no revoke: the dummy asks (42B1)
        (
            "renonce",
            "le mort a demandé au déclarant qui ne fournissait pas : « plus de carreau ? »",
            "situation",
        ),
        ("declaration_hors_tour", "Sud a ouvert 1SA mais c'était à Ouest de parler ?", "turn"),
        ("declaration_hors_tour", "le partenaire du donneur n'a pas ouvert 1♥ avant le donneur", "turn"),
        # « c'était au mort » may be a card played to a trick before its turn (57): who had the lead is asked
        ("attaque", "Ouest a joué hors tour à la 6e levée alors que c'était au mort, S joue 2♥", "who_led"),
        ("revendication", "Sud joue 4♥, il revendique sans tirer les atouts", "trump_said"),
        (
            "revendication",
            "d'après Ouest, le decla avait dit \"plus d'atout\" en revendiquant ; le decla dit qu'il a juste dit "
            '"c\'est bon pour moi"',
            "trump_said",
        ),
        ("revendication", "le décla a revendiqué en disant qu'il n'y a plus d'atout dehors", "trump_out"),
    ],
)
def test_traps_fill_nothing(topic: str, text: str, question: str) -> None:
    assert question not in _facts(topic, text)


def test_two_revokes_stay_two() -> None:
    assert (
        _facts("renonce", "Sud a renoncé deux fois à trèfle sur la même donne").get("situation")
        == "two_revokes"
    )


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # the bid named out of turn (31)
        ("declaration_hors_tour", "Est ouvre 1♣ hors tour, c'était au tour de Nord", "call", "bid"),
        ("declaration_hors_tour", "Enchère 1SA hors tour de Nord, à Ouest de parler", "call", "bid"),
        ("declaration_hors_tour", "S donneur mais c N qui a ouvert 1♦", "call", "bid"),
        (
            "declaration_hors_tour",
            "Nord est donneur, mais c'est Ouest qui ouvre 1♦ avant que quiconque ait parlé",
            "call",
            "bid",
        ),
        # an incomplete or invalid designation of the dummy's card (46B)
        ("carte_du_mort", "« haut » dit le déclarant, le mort a AD de pique", "case", "incomplete"),
        (
            "carte_du_mort",
            "le décla demande le valet de trèfle mais il n'y a pas de valet de trèfle au mort",
            "case",
            "incomplete",
        ),
        ("carte_du_mort", "le décla a dit « la dame » sans couleur", "case", "incomplete"),
        # a penalty card is a defender's (50)
        ("cartes_penalisees", "Carte pénalisée chez Nord, Sud a la main", "owner", "defender"),
        (
            "cartes_penalisees",
            "Ouest devait jouer sa carte pénalisée, le 10 de cœur, sur l'attaque cœur",
            "owner",
            "defender",
        ),
    ],
)
def test_more_stated_facts(topic: str, text: str, question: str, value: str) -> None:
    assert _facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("declaration_hors_tour", "Nord et Est ont ouvert 1♣ en même temps", "call"),
        ("declaration_hors_tour", "Est ouvre 1♣ hors tour ?", "call"),
        ("declaration_hors_tour", "Est n'a pas ouvert 1♣ hors tour", "call"),
        ("carte_du_mort", "le décla demande le valet de trèfle, le mort a le valet de trèfle", "case"),
        ("cartes_penalisees", "pas de carte pénalisée chez Nord", "owner"),
    ],
)
def test_more_traps(topic: str, text: str, question: str) -> None:
    assert question not in _facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # a later seat named after the declarer's own play again does not hide it (63A1)
        (
            "renonce",
            "le decla a coupé de sa main le 2e tour de pique alors qu'il avait encore le valet, puis il a rejoué "
            "atout de sa main, et c'est là qu'Est voit le pique",
            "established",
            "yes",
        ),
        # the last card put down when another was to lead (« pas à lui » alone: 53 or 57, asked; session 12, 1d)
        (
            "attaque",
            "à la 13e levée Est a posé sa dernière carte alors que c'était à Sud d'attaquer",
            "situation",
            "lead_out_of_turn",
        ),
        (
            "attaque",
            "c'est le décla qui a appelé une carte du mort alors que la main était chez lui",
            "situation",
            "lead_out_of_turn",
        ),
        # the director called at once, during the auction (16B)
        (
            "information_non_autorisee",
            "Est a posé des questions sur le 2♦ adverse puis a passé ; Ouest réveille 3♦ et NS m'appellent aussitôt",
            "situation",
            "partner_now",
        ),
    ],
)
def test_stated_facts_third_round(topic: str, text: str, question: str, value: str) -> None:
    assert _facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "renonce",
            "le decla a coupé alors qu'il avait encore le valet, puis il a rejoué atout du mort",
            "established",
        ),
        ("attaque", "à la 13e levée Est a posé sa dernière carte alors que c'était bien à lui", "situation"),
        (
            "information_non_autorisee",
            "Est a posé des questions puis a passé, on m'appelle à la fin du coup",
            "situation",
        ),
    ],
)
def test_third_round_traps(topic: str, text: str, question: str) -> None:
    assert _facts(topic, text).get(question) in (None, "partner_after")  # never « now »
