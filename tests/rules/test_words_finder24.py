"""Session 16 (finder24): facts the tuning sets state and the readers missed, each with its traps."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # 68D2b: a claim contested, then the play went on without everyone's agreement, or with it
        (
            "revendication",
            "Revendication contestée, Sud a continué à jouer alors qu'Ouest voulait attendre l'arbitre",
            "situation",
            "continued_not_all",
        ),
        (
            "revendication",
            "revendication contestée, et le jeu a repris alors que Nord n'était pas d'accord pour reprendre.",
            "situation",
            "continued_not_all",
        ),
        (
            "revendication",
            "revendication contestée, puis on a rejoué les 4 dernières cartes, tout le monde etait d'accord pour "
            "continuer",
            "situation",
            "continued_by_all",
        ),
        # 68B2: a defender concedes, his partner objects at once
        (
            "revendication",
            "Est (défense) concède les deux dernières, son partenaire proteste aussitôt",  # his side said (tester22 P7)
            "situation",
            "defender_objected",
        ),
        # 71: a trick conceded, asked for now
        (
            "revendication",
            "Ouest a concédé une levée qu'il réclame maintenant",
            "situation",
            "cancel_concession",
        ),
        # 41A, 54: the declarer's right-hand opponent led face up; another clause denies something else
        (
            "entame",
            "Donne 4 table 10 : Sud joue 4♥, c'est Est qui a entamé le roi de pique, face visible. Ouest n'a "
            "rien posé.",
            "situation",
            "wrong_defender_faced",
        ),
        # 16D2: heard before the first call, the moment said in another clause
        (
            "information_non_autorisee",
            "Avant toute enchère, Nord a entendu le résultat de la donne annoncé à voix haute à la table voisine",
            "situation",
            "other_before_calls",
        ),
        # 16B: the director called at the end, the contest said in another clause
        (
            "information_non_autorisee",
            "hésitation N avant passe sur 4♥, S réveille 4♠, EO contestent à la fin",
            "situation",
            "partner_after",
        ),
        # 55, 56: who led out of turn, the trick before won by another, said in other words
        (
            "attaque",
            "Sud, déclarant, attaque de sa main alors que la défense venait de faire la levée avec l'As",
            "who_led",
            "declarer_defender_turn",
        ),
        (
            "attaque",
            "le déclarant attaque de sa main alors qu'il venait de gagner au mort, levée 5",
            "who_led",
            "declarer_wrong_hand",
        ),
        (
            "attaque",
            "la def attaque alors que c'est le mort qui avait la main",
            "who_led",
            "defender_declarer_turn",
        ),
    ],
)
def test_a_fact_stated_is_taken(topic: str, text: str, question: str, value: str) -> None:
    assert vocab.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "revendication",
            "revendication contestée ; est-ce que Sud a continué à jouer alors qu'Ouest voulait attendre l'arbitre ?",
            "situation",
        ),
        (
            "revendication",
            "Sud a continué à jouer alors qu'Ouest voulait attendre l'arbitre, mais personne n'a contesté",
            "situation",
        ),
        # the declarer's concession: his partner, the dummy, objects to nothing (68B2 is the defenders')
        ("revendication", "Le décla concède une levée, son partenaire proteste", "situation"),
        ("entame", "Sud joue 4♥, ce n'est pas Est qui a entamé, c'est Ouest", "situation"),
        ("entame", "Sud joue 4♥, Est a entamé le roi de pique face cachée", "situation"),
        ("information_non_autorisee", "Avant toute enchère, Nord n'a rien entendu", "situation"),
        # the hand that won the trick led (44G): in turn
        ("attaque", "le mort a attaqué alors que c'est le mort qui avait la main", "situation"),
        ("attaque", "le déclarant allait attaquer de sa main alors que le mort avait gagné", "who_led"),
        ("information_non_autorisee", "Sud a hésité, EO contestent-ils à la fin ?", "situation"),
        ("information_non_autorisee", "à la fin des enchères Sud a hésité, EO contestent", "situation"),
        (
            "information_non_autorisee",
            "Sud a hésité avant de passer, Nord a dit 4♠, à la fin personne ne conteste",
            "situation",
        ),
    ],
)
def test_a_fact_not_stated_is_asked(topic: str, text: str, question: str) -> None:
    assert vocab.facts(topic, text).get(question) in (None, "wrong_defender_face_down")
