"""Issue 37 §1, round 5 session 16: facts said plainly for « Carte du mort » (45C3 touching to arrange or by
accident is no play; 45C4b a slip of the tongue until declarer plays again; 46B incomplete designations) and
« Mauvais étui » (15A a call with another board's cards; 15B a wrong board, whether anyone had played it; 15C
the same call later on that board). Sentences written for the rules; answers checked against the 2017 text."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        ("le décla a touché le 4 de cœur du mort pour ranger les cartes", "touch_purpose", "arrange"),
        ("il a touché la dame du mort en voulant prendre le 2 qui était dessous", "touch_purpose", "arrange"),
        ("le déclarant a frôlé le 6 de trèfle du mort avec sa manche", "touch_purpose", "accident"),
        ("le déclarant a frôlé le 6 de trèfle du mort avec sa manche", "case", "touched"),
        ("le décla a dit « roi de cœur » puis « non, roi de carreau », un lapsus", "slip", "yes"),
        ("il a nommé la dame du mort puis le roi, rien n'a été joué depuis", "next_play", "no"),
        ("il a nommé la dame du mort puis le roi, rien n'a été joué depuis", "case", "changed"),
        ("le mort a touché une carte sans instruction du déclarant", "case", "dummy_indicates"),
        ("le décla a juste dit « trèfle », le mort a le roi et le 4", "designation", "suit_only"),
    ],
)
def test_dummy_card_facts(text: str, question: str, expected: str) -> None:
    assert vocabulary.facts("carte_du_mort", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # Each side's version: the director finds the fact (45C3), the words do not.
        ("le décla dit qu'il l'a juste frôlée pour ranger, Est dit qu'il l'a prise", "touch_purpose"),
        (
            "le decla a touché la carte ou il l'a juste frôlée ? Ouest dit touché, le decla dit frôlé",
            "touch_purpose",
        ),
        ("le déclarant a touché le roi du mort ; il parle d'un lapsus, Est n'y croit pas", "slip"),
        ("le mort a touché le roi pour ranger ses cartes", "touch_purpose"),
        ("il a nommé la dame du mort, puis il a joué de sa main", "next_play"),
    ],
)
def test_dummy_card_traps(text: str, question: str) -> None:
    assert question not in vocabulary.facts("carte_du_mort", text)


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        ("Nord a ouvert 1♥ avec les cartes de l'étui 6 alors qu'on joue l'étui 5", "case", "wrong_cards"),
        ("la table 5 joue l'étui 14, qui n'est pas celui de ce tour", "case", "wrong_board"),
        (
            "on joue maintenant l'étui dont il avait pris les cartes, il refait la même ouverture",
            "case",
            "wrong_cards_later",
        ),
        (
            "on joue maintenant l'étui dont il avait pris les cartes, il refait la même ouverture",
            "repeated",
            "same",
        ),
        (
            "Est a ouvert avec les cartes d'un autre étui, son partenaire n'a pas encore parlé",
            "partner_called",
            "no",
        ),
        ("aucun des quatre joueurs n'avait déjà joué cet étui 17", "played_before", "no"),
    ],
)
def test_wrong_board_facts(text: str, question: str, expected: str) -> None:
    assert vocabulary.facts("mauvais_etui", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # The cards of another board (15A) are not a wrong board (15B), and the reverse.
        ("Sud a ouvert 1♠ avec les cartes de l'étui 8 au lieu du 7", "case"),
        (
            "plus tard on joue l'étui dont il avait pris les cartes ; il ne refait pas la même ouverture",
            "repeated",
        ),
        ("personne ne sait si l'un des quatre avait déjà joué cet étui", "played_before"),
    ],
)
def test_wrong_board_traps(text: str, question: str) -> None:
    got = vocabulary.facts("mauvais_etui", text).get(question)
    assert got != {"case": "wrong_board", "repeated": "same", "played_before": "yes"}[question]


# --- Levées (65B3 a card pointed wrong, 66 inspecting a trick, 79A the count at the end) -------------------


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        (
            "Est a retourné sa carte dans le mauvais sens, il le signale avant de jouer à la levée suivante",
            "pointed_when",
            "in_time",
        ),
        (
            "la carte mal orientée était à la levée 3 ; on le signale seulement maintenant, à la levée 9",
            "pointed_when",
            "late",
        ),
        (
            "Ouest veut revoir la levée, il n'a pas encore retourné sa carte",
            "inspect_stage",
            "own_not_turned",
        ),
        (
            "Sud veut revoir une levée déjà retournée parce qu'il soupçonne une renonce",
            "inspect_stage",
            "revoke_check",
        ),
        ("le mort demande à revoir la dernière levée", "inspect_stage", "dummy"),
        ("fin du coup, NS disent 10 levées, EO disent 9, pas de revendication", "claim_made", "no"),
        (
            "à la fin, les deux camps ont mélangé leurs cartes jouées avant d'être d'accord",
            "mixed_by",
            "both",
        ),
    ],
)
def test_trick_facts(text: str, question: str, expected: str) -> None:
    assert vocabulary.facts("levees", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("Est veut revoir la levée : a-t-il déjà retourné sa carte ? je ne sais pas", "inspect_stage"),
        (
            "la carte de Nord était mal orientée ; on ne sait pas si son camp avait déjà rejoué",
            "pointed_when",
        ),
        ("ce n'est pas le mort qui demande à revoir la levée, c'est le déclarant", "inspect_stage"),
        (
            "Ouest veut revoir la levée 3 ; Sud a peut-être renoncé, ou alors il veut compter les atouts",
            "inspect_stage",
        ),
        ("fin du coup : y a-t-il eu une revendication ? NS disent 10 levées, EO 9", "claim_made"),
    ],
)
def test_trick_traps(text: str, question: str) -> None:
    assert question not in vocabulary.facts("levees", text)


# --- Marque ajustée (12B1, 12C1b, 12C1c, 12C1e, 12C2a): what the director states ----------------------------


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        (
            "l'étui 16 n'a pas été joué à la table 3, EO sont arrivés 20 minutes en retard",
            "situation",
            "no_result",
        ),
        ("l'étui 16 n'a pas été joué à la table 3, EO sont arrivés 20 minutes en retard", "fault_side", "ew"),
        (
            "j'ai mal rectifié l'entame hors tour de la table 3 tout à l'heure",
            "situation",
            "wrong_rectification",
        ),
        (
            "après l'infraction ils ont tenté 7SA en comptant sur l'arbitre pour annuler",
            "self_inflicted",
            "gambling",
        ),
        ("4♠ juste fait ou une de chute, je pondère ?", "assigned_possible", "several"),
        ("donne non jouée, personne n'est en faute", "fault", "none"),
    ],
)
def test_adjusted_score_facts(text: str, question: str, expected: str) -> None:
    assert vocabulary.facts("marque_ajustee", text).get(question) == expected


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # One side's accusation, denied by the other (12C2a: the director decides who is at fault).
        ("donne non jouée ; NS disent que c'est EO qui ont traîné, EO disent le contraire", "fault_side"),
        ("EO disent qu'ils ont été lésés par l'infraction", "situation"),
        ("ils n'ont pas tenté le grand chelem en comptant sur l'arbitre", "self_inflicted"),
    ],
)
def test_adjusted_score_traps(text: str, question: str) -> None:
    assert question not in vocabulary.facts("marque_ajustee", text)
