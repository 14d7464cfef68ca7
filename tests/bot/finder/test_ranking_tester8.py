"""Tester8's findings on the finder's ranking (round 5, session 9) and the auditor's ranking doubts, each
with a neighbour that keeps its topic.

T4, T5: a second irregularity is offered only when a step of the words names a second ACT (a pair or a
word of its own topic, one of its phrases, an act the grammar tells, what the bids say), never from
words of the context (« Est vient de prendre la main », « le mort avait déjà joué à la levée d'après »,
the revoke found: « s'est aperçu qu'il en avait »). T5: a second card « en même temps » is cards played
simultaneously (58B); « petit trèfle » is a card, not the instruction « petit » to the dummy. T23: the
dummy who takes a card before the declarer names one (45D, 45F) is the incident, whatever the lead.
T29: a spectator's remark, the travelling score sheet read before playing: information from elsewhere
(16D1, 76). Auditor: cards put back in the wrong pocket (90B6; a fouled board once played so, 87A) and
scores compared (90B4; 16D1 for a table that has still to play the board) offer both topics, the one
the words say first; a ruling contested and its incident are one story, not two irregularities.
"""

import pytest

from bot.finder.topics import irregularities, search


def ids(topics) -> list[str]:
    return [topic.id for topic in topics]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # T4 and its complement: the context after the irregularity names no second one
        ("4♥ par S, Ouest a une carte pénalisée, le ♠R, et Est vient de prendre la main", []),
        (
            "4♥ N, S a coupé à ♠ puis s'est aperçu qu'il en avait, le mort avait déjà joué à la levée d'après",
            [],
        ),
        # T5
        ("3SA par E, S a fourni petit trèfle puis a sorti un 2e trèfle en même temps", []),
        # a ruling contested, then a request to look at it again: one story
        ("Ouest conteste la décision que j'ai donnée et demande que je la revoie", []),
        # Neighbours: a second act told is still offered
        ("Ouest a une carte pénalisée puis Est a entamé hors tour", ["cartes_penalisees", "entame"]),
        (
            "c'était pas son tour de parler et en plus son 1♣ est insuffisant",
            ["declaration_hors_tour", "enchere_insuffisante"],
        ),
    ],
)
def test_a_second_irregularity_is_a_second_act(text: str, named: list[str]) -> None:
    assert ids(irregularities(text)) == named


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "4♥ par S, Ouest a une carte pénalisée, le ♠R, et Est vient de prendre la main",
            "cartes_penalisees",
        ),
        # T5, and its neighbour written calmly
        ("3SA par E, S a fourni petit trèfle puis a sorti un 2e trèfle en même temps", "jeu_premature"),
        ("Sud a joué deux cartes en même temps sur la levée", "jeu_premature"),
        # two cards led together at the first trick stay the opening lead's
        ("Ouest a entamé deux cartes collées, le 7♦ et le 3♣, les deux face visible", "entame"),
        # « petit » said to the dummy is still the dummy's card
        ("le déclarant a dit petit et le mort a mis le roi", "carte_du_mort"),
        # T23, and its neighbour: a lead out of turn told as such
        (
            "1SA S, O entame le ♣5 face visible, c'était bien à lui, mais le mort a pris une carte avant que S "
            "dise quoi jouer",
            "carte_du_mort",
        ),
        ("1SA S, E entame le ♣5 face visible alors que c'était à O", "entame"),
        # T29, and their neighbours
        (
            "un spectateur a dit « belle impasse » à voix haute pendant le jeu à la table 3",
            "information_etrangere",
        ),
        ("Ouest a regardé la feuille ambulante avant de jouer la donne", "information_etrangere"),
        ("c'est un spectateur qui veut faire appel de la décision", "suites_decision"),
        ("le téléphone d'un spectateur a sonné pendant le jeu", "tempo_comportement"),
    ],
)
def test_the_act_comes_first(text: str, first: str) -> None:
    assert search(text)[0].id == first


@pytest.mark.parametrize(
    ("text", "first_two"),
    [
        # the wrong pocket: the procedural penalty (90B6), the fouled board once another table played it (87A)
        ("Est a remis ses cartes dans la poche de Nord de l'étui", ["suites_decision", "donne_faussee"]),
        (
            "la paire NS a rangé les mains dans les mauvaises cases de l'étui, la table d'après a joué la donne "
            "comme ça",
            ["donne_faussee", "suites_decision"],
        ),
        # scores compared (90B4), a table that may have heard them (16D1)
        ("ils comparent leurs marques pendant le tournoi", ["suites_decision", "information_etrangere"]),
        (
            "à la table 2 ils ont comparé leurs marques avec la table voisine",
            ["information_etrangere", "suites_decision"],
        ),
        (  # a pair already warned: the penalty first (90B4)
            "je les avais déjà avertis : ils comparent encore leurs marques avec la table voisine",
            ["suites_decision", "information_etrangere"],
        ),
    ],
)
def test_both_readings_are_offered_the_words_first(text: str, first_two: list[str]) -> None:
    assert ids(search(text))[:2] == first_two
