"""tester15's ranking findings fixed in session 15 (finder23): V12 (the vulnerability said with the deal is the
score's frame, never a fouled board), V11 (the dummy's gesture « quand le décla a joué » is no lead out of
turn), V5 (a claim whose statement names cards is a claim), V16's neighbour (a card dropped face up during
the play is no opening lead). Each beside its traps: the words that do name the other topic."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _found(words: str) -> list[str]:
    return [topic.id for topic in finder.search(words)]


# --- V12: the vulnerability places the score (77); a fouled board needs copies that differ (86-87) -----------


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠ vulnérable ; Ouest a renoncé",
        "Sud joue 4♠, EO vulnérables ; Ouest a renoncé à carreau, consommée",
        "Sud joue 4♠, NS vulnérables ; Ouest a renoncé",
        "Sud joue 4♠, personne vulnérable ; Ouest a renoncé",
        "Sud joue 4♠, Est-Ouest non vulnérables ; Ouest a renoncé",
        "Sud joue 4♠, rouge contre vert ; Ouest a renoncé",
        "Sud joue 4♠ contré, tous vulnérables. Ouest a renoncé à carreau",
    ],
)
def test_the_vulnerability_said_is_no_fouled_board(words: str) -> None:
    found = _found(words)
    assert found[0] == "renonce", found
    assert "donne_faussee" not in found, found


@pytest.mark.parametrize(
    "words",
    [
        "vulnérabilité différente entre les deux copies",
        "l'étui indique NS vulnérables mais à l'autre table la copie dit EO vulnérables",
    ],
)
def test_a_vulnerability_that_differs_between_copies_is_a_fouled_board(words: str) -> None:
    assert _found(words)[0] == "donne_faussee"


# --- V11: « quand le décla a joué » says when, not what (43A1c: the dummy's gesture) --------------------------


@pytest.mark.parametrize(
    "words",
    [
        "le mort a fait une grimace quand le décla a joué le ♠R",
        "le mort a soupiré quand le déclarant a joué",
        "Est a soupiré quand son partenaire a joué",
        "le mort a fait une grimace lorsque le déclarant a joué sa dame",
    ],
)
def test_a_gesture_when_someone_played_is_unauthorised_information(words: str) -> None:
    assert _found(words)[0] == "information_non_autorisee"


@pytest.mark.parametrize(
    ("words", "topic"),
    [
        # The act itself, with the same moment: its own topic.
        ("Est a renoncé quand le déclarant a joué atout", "renonce"),
        ("le mort a montré une carte quand le déclarant a joué", "carte_du_mort"),
        ("Ouest a entamé hors tour quand le déclarant a joué", "entame"),
    ],
)
def test_the_act_told_beside_the_moment_keeps_its_topic(words: str, topic: str) -> None:
    assert _found(words)[0] == topic


# --- V5: the claimer's statement names his cards (68C, 70), no card named by a defender (49) ---------------------


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠, à la 9e levée il revendique le reste : « mes cœurs sont maîtres et j'ai l'as de carreau au "
        "mort », il n'a rien dit du valet d'atout d'Est ; Est conteste",
        "le décla revendique en montrant ses cartes : « j'ai le roi de pique et l'as de trèfle au mort »",
        "Sud revendique : j'ai l'as de trèfle et tout est maître",
    ],
)
def test_a_claim_whose_statement_names_cards_is_a_claim(words: str) -> None:
    assert _found(words)[0] == "revendication"


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠, Ouest dit « j'ai l'as de pique » pendant le jeu",
        "Sud joue 4♠. Est, en défense, dit : j'ai le roi de cœur, à la 5e levée",
    ],
)
def test_a_defender_naming_his_card_is_still_a_penalty_card(words: str) -> None:
    assert _found(words)[0] == "cartes_penalisees"


# --- V16's neighbour: a card dropped during the play, face up or down, is no opening lead (49, 50; 48A) ---------


@pytest.mark.parametrize(
    "words",
    [
        "Sud joue 4♠. Ouest a fait tomber le ♠2 face visible",
        "Ouest a fait tomber le ♠2 face visible pendant le jeu",
        "Sud joue 4♠. Ouest a fait tomber le ♠R face cachée pendant le jeu, personne ne l'a vu",
    ],
)
def test_a_defenders_dropped_card_is_no_opening_lead(words: str) -> None:
    assert _found(words)[0] == "cartes_penalisees"


@pytest.mark.parametrize(
    ("words", "topic"),
    [
        # The declarer's own card: never a penalty card (48A).
        ("Sud joue 4♠. Sud a fait tomber le ♠2 face visible", "carte_jouee"),
        # During the auction: 24.
        ("Ouest a fait tomber le ♠2 face visible pendant les enchères", "carte_exposee_encheres"),
        # A lead said: the opening lead.
        ("Ouest a fait tomber sa carte d'entame face visible", "entame"),
        # A call out of turn told first: the auction's topic leads.
        (
            "contre hors tour de Sud au tour de son partenaire, et pendant qu'on s'agite Nord laisse tomber "
            "l'As de pique face visible",
            "declaration_hors_tour",
        ),
    ],
)
def test_a_dropped_card_told_otherwise_keeps_its_topic(words: str, topic: str) -> None:
    assert _found(words)[0] == topic


# --- another irregularity of the same board said in passing, after the incident (s14's misses) -------------------


@pytest.mark.parametrize(
    ("words", "first", "second"),
    [
        (
            "Renonce d'Est à pique, il a défaussé un trèfle, et il a rejoué à la levée suivante, et au passage c'est "
            "lui qui avait entamé hors tour au début du coup",
            "renonce",
            "entame",
        ),
        (
            "4♥ en Nord, il revendique alors qu'Est a encore un atout, il n'en a pas parlé ; sur la même donne, Ouest "
            "avait exposé une carte pendant les enchères",
            "revendication",
            "carte_exposee_encheres",
        ),
    ],
)
def test_an_irregularity_said_in_passing_comes_second(words: str, first: str, second: str) -> None:
    found = _found(words)
    assert found[:2] == [first, second], found
