"""Session 41: what the tuning set s40 (written blind, measured blind in sessions 40 and 41) showed the ranking.

A card shown « en pleine enchère » is shown during the auction (24); a remark about the deal by a player of another table
passing by, or a webcam showing a hand online, is information from another source (16C); a board made up wrong by whoever
duplicated it is fouled (87A); a board the guide card does not give, or one a player has already played, is the wrong
board (15A, 15B); a call snapped down « comme pour dire … » tells partner something (16B1a, 73C); a side's percentage on
the rest of the session is asked only for an artificial adjusted score (12C2c); a player who closes the tournament's
window has left the online game (80B2); « no hearts ? » is the revoke question (61B). And the four hands spread once the play is over, to check them, are no claim
(68) nor dummy's hand after the opening lead (41): the revoke they find keeps its place."""

from __future__ import annotations

import pytest

from bot.finder import index
from bot.finder import topics as finder
from bot.finder.english import in_french
from bot.finder.moments import Phase, moments, online
from bot.finder.ruled_out import not_told
from rules.session_in_words import session_percentages
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "En pleine enchère, Ouest montre sans le vouloir sa Dame de ♥ à toute la table.",
            "carte_exposee_encheres",
        ),
        (
            "Un joueur de la table 3, en passant, a lâché « attention, c'est un chelem » devant notre table.",
            "information_etrangere",
        ),
        (
            "Le duplicateur s'est trompé en préparant l'étui 25 : la main d'Est contient deux cartes de la main de Nord.",
            "donne_faussee",
        ),
        (
            "L'étui posé sur notre table porte le numéro 17, mais la feuille de route dit qu'on doit jouer le 15.",
            "mauvais_etui",
        ),
        (
            "Match par quatre : on a sorti l'étui 9, qu'Ouest avait déjà joué au tour précédent.",
            "mauvais_etui",
        ),
        (
            "Nord a passé à toute vitesse, en claquant son carton, sur le contre de Sud, comme pour dire « laisse-le ».",
            "information_non_autorisee",
        ),
        ("Ouest a fermé lui-même la fenêtre du tournoi en pleine donne.", "en_ligne_deconnexion"),
        (
            "Ouest ne fournit pas à ♣ à la levée 3, il défausse un ♥. À la levée 6, il défausse encore sur ♣ alors qu'il"
            " a toujours son ♣7. C'est en étalant les cartes à la fin du coup qu'on découvre les deux.",
            "renonce",
        ),
        (
            "Ben dis, arbitre, l'étui posé sur notre table porte le numéro 17, mais la feuille de route dit qu'on doit"
            " jouer le 15. On n'a pas encore sorti les cartes.",
            "mauvais_etui",
        ),
        (
            "Ouest dit « c'est bon, elles sont à vous » en posant ses cartes, mais Est proteste aussitôt : « non non, moi"
            " j'en fais une ! »",
            "revendication",
        ),
        # counter-examples: a claim stays a claim; two cards put down together stay a call out of turn
        ("À la levée 9, le déclarant étale ses cartes : « le reste est pour moi ».", "revendication"),
        ("Sud et Ouest ont posé leur carton en même temps, c'était à Ouest.", "declaration_hors_tour"),
        ("Nord m'a traité d'incompétent devant toute la table.", "tempo_comportement"),
    ],
)
def test_s40_words_name_their_irregularity(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


def test_a_sides_percentage_on_the_session_is_an_adjusted_scores_question() -> None:
    text = (
        "Nord-Sud, seuls fautifs (ils ont mélangé les cartes de l'étui avant de jouer), font 34 % sur le reste de la"
        " séance."
    )
    assert "marque_ajustee" in [topic.id for topic in finder.search(text)][:2]


def test_a_webcam_showing_a_hand_is_no_claim() -> None:
    text = "Tournoi en ligne sur RealBridge : la caméra de Nord montrait son jeu dans un coin de l'écran de son adversaire."
    found = [topic.id for topic in finder.search(text)]
    assert "revendication" not in found[:3]
    assert "information_etrangere" in found[:3]


def test_hands_spread_after_the_play_are_no_second_irregularity() -> None:
    text = (
        "4♥ par Ouest. Nord a coupé le carreau à la 3e levée alors qu'il avait encore un carreau, il a remporté la levée"
        " et son camp a fait une autre levée plus tard. On le découvre à la fin du coup en étalant les mains, avant la"
        " donne suivante."
    )
    assert [topic.id for topic in index.irregularities(text)] == []
    assert finder.search(text)[0].id == "renonce"


def test_en_pleine_enchere_is_the_auction() -> None:
    assert moments("En pleine enchère, Ouest montre sa Dame.") == {Phase.AUCTION}
    assert moments("On est en plein milieu des enchères.") == {Phase.AUCTION}


def test_the_tournament_window_is_online() -> None:
    assert online("Ouest a fermé la fenêtre du tournoi.")
    assert not online("Ouest a fermé l'étui et l'a passé à la table suivante.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nord-Sud, seuls fautifs (ils ont mélangé les cartes de l'étui avant de jouer), font 34 % sur le reste de la"
            " séance.",
            {"ns_session_below_40": "yes", "ns_session_low": "34"},
        ),
        (
            "Est-Ouest, non fautifs, font 62 % sur les autres donnes.",
            {"ew_session_above_60": "yes", "ew_session_high": "62"},
        ),
        # a supposition in the apposition: not a fact
        ("Nord-Sud, s'ils sont fautifs, font 34 % sur le reste de la séance.", {}),
    ],
)
def test_a_sides_percentage_said_after_its_apposition(text: str, expected: dict[str, str]) -> None:
    assert {question: answer for question, answer, _ in session_percentages(text)} == expected


def test_the_cards_still_in_the_board_are_before_the_auction() -> None:
    assert moments("On n'a pas encore sorti les cartes.") == {Phase.BEFORE_AUCTION}


def test_a_trick_turned_with_three_cards_is_a_defective_trick() -> None:
    text = (
        "En comptant ses cartes à la levée 10, Est en a une de plus que les autres : à la levée 6 il n'avait rien posé,"
        " et la levée a été retournée avec trois cartes seulement."
    )
    facts = engine_facts("renonce", text)
    assert (facts["situation"], facts["defect_kind"]) == ("defective_trick", "missing")
    # two cards played to a trick are the other defect
    assert (
        engine_facts("renonce", "À la levée 4, Est a posé deux cartes à la fois.").get("defect_kind")
        == "extra"
    )


def test_the_revoke_question_asked_in_english() -> None:
    assert "« plus de cœur ? »" in in_french("le dummy a demandé à son partner « no hearts ? »")
    assert "plus de pique" in in_french("il a dit no spades, partner?")
    text = (
        "Hello arbitre, small problem : le dummy a demandé à son partner « no hearts ? », le declarer avait bien un cœur"
        " et l'a remplacé avant de jouer à la levée suivante. C'est une revoke quand même ?"
    )
    assert "renonce" in [topic.id for topic in finder.search(text)][:2]


@pytest.mark.parametrize(
    ("folded", "claim_ruled_out"),
    [
        ("c est en etalant les cartes a la fin du coup qu on decouvre les deux renonces", True),
        ("apres le jeu on a retourne les quatre mains et vu le 4 de trefle", True),
        # the claimer's own hand, or his words, or no end of play: still maybe a claim
        ("a la fin du coup le declarant etale ses cartes", False),
        ("a la fin du coup il etale les cartes en disant le reste est pour moi", False),
        ("a la levee 9 il etale les cartes", False),
    ],
)
def test_all_hands_spread_after_the_play(folded: str, claim_ruled_out: bool) -> None:
    assert ("revendication" in not_told(folded)) is claim_ruled_out
