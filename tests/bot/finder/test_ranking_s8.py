"""Issue 37 §4, round 5 session 8: the act a description tells outranks the topics its words only name.
Each rule has its fix and a neighbour that must keep its topic (sentences written for these tests)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def first(text: str) -> str:
    return finder.search(text)[0].id


def top(text: str, count: int = 3) -> list[str]:
    return [topic.id for topic in finder.search(text)[:count]]


# A board not played is a question of its score (12C2: the artificial adjusted score), whatever kept it
# from being played (a late pair is also a procedural penalty, 90B1: proposed next). At teams a board
# not played is replaced (86), and online the time run out is the online rule (80B2).
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("l'étui 4 n'a pas été joué à la table 7, NS sont arrivés avec un quart d'heure de retard", "marque_ajustee"),
        ("la donne 21 n'a pas pu être jouée parce que EO étaient en retard", "marque_ajustee"),
        ("une donne non jouée, les deux paires ont bavardé", "marque_ajustee"),
        # neighbours
        ("EO arrivent encore en retard au début de la séance, je veux les pénaliser", "suites_decision"),
        ("sur BBO la donne 12 n'est pas finie, la pendule a coupé, NS jouaient lentement", "en_ligne_retard"),
        ("la carte pénalisée de Nord n'a pas été jouée à la levée suivante", "cartes_penalisees"),
    ],
)  # fmt: skip
def test_a_board_not_played_is_its_score(text: str, topic: str) -> None:
    assert first(text) == topic


# Online, play too slow and a board cut off by the clock are the online delay (80B2), not the club's
# procedural penalty (90B2); a long think before a call is the online hesitation, a dropped connection
# the disconnection.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("tournoi RealBridge : EO jouent très lentement, la donne 3 n'est pas finie, déjà un avertissement", "en_ligne_retard"),
        ("sur BBO NS traînent à chaque donne, le temps est écoulé", "en_ligne_retard"),
        # neighbours
        ("au club NS jouent très lentement, ils ont déjà été avertis deux fois", "suites_decision"),
        ("sur BBO Nord a mis deux minutes pour passer sur 2♠", "en_ligne_hesitation"),
        ("sur BBO Ouest s'est déconnecté et la donne n'est pas finie", "en_ligne_deconnexion"),
        ("en ligne j'ai cliqué le mauvais atout, la levée n'est pas finie", "en_ligne_clic"),
    ],
)  # fmt: skip
def test_online_slow_play_is_the_online_delay(text: str, topic: str) -> None:
    assert first(text) == topic


# The declarer's cards are never penalty cards (48A): a card that fell from his hand is played or not
# (45C2). Said penalised, or the dummy's, or a defender's, it keeps its topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("le déclarant a laissé tomber l'as de trèfle face visible en remettant ses cartes en ordre", "carte_jouee"),
        ("le decla a fait tomber une petite carte de sa main, tout le monde l'a vue", "carte_jouee"),
        # neighbours
        ("Ouest a laissé tomber le roi de trèfle face visible en remettant ses cartes en ordre", "cartes_penalisees"),
        ("le déclarant a laissé tomber la dame de pique, Ouest dit qu'elle est pénalisée", "cartes_penalisees"),
    ],
)  # fmt: skip
def test_the_declarers_dropped_card(text: str, topic: str) -> None:
    assert first(text) == topic


# A defender who shows his cards conceding, his partner objecting at once: no concession, and the cards
# shown are the question (68B2; « Carte pénalisée » has that case, « Revendication » next). The
# declarer's claim contested stays a claim.
@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("Sud pose ses cartes en disant « vous faites le reste », Nord proteste aussitôt", ["cartes_penalisees", "revendication"]),
        # neighbours
        ("le déclarant étale ses cartes en disant « le reste est pour moi », Ouest proteste", ["revendication"]),
        ("Est étale ses cartes en disant « je vous donne le reste », tout le monde est d'accord", ["revendication"]),
    ],
)  # fmt: skip
def test_a_defenders_concession_objected_to(text: str, topics: list[str]) -> None:
    assert top(text, len(topics)) == topics


# « a-t-il entamé, ou seulement montré sa carte ? »: was the opening lead made (41A). A card shown in
# the play, without a lead, stays what it is.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Ouest a entamé ou il a seulement montré la dame de cœur ?", "entame"),
        ("on ne sait pas si Nord a entamé ou s'il a juste sorti sa carte", "entame"),
        # neighbours
        ("Est a montré sa dame de cœur à la 5e levée, son partenaire l'a vue", "cartes_penalisees"),
    ],
)  # fmt: skip
def test_a_lead_or_a_card_shown(text: str, topic: str) -> None:
    assert first(text) == topic


# Two cards left in one trick make a defective trick (67, under « Renonce »); two cards played at once
# are simultaneous plays (58, under « Jeu prématuré »).
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Nord (défense) a mis deux cartes à la même levée, on s'en aperçoit à la levée suivante", "renonce"),
        ("à la 7e levée le mort a fourni deux cartes l'une sur l'autre", "renonce"),
        # neighbours
        ("un défenseur a joué deux cartes en même temps, les deux visibles", "jeu_premature"),
        ("Est a renoncé à la même levée que son partenaire", "renonce"),
    ],
)  # fmt: skip
def test_two_cards_in_one_trick(text: str, topic: str) -> None:
    assert first(text) == topic


# A signal agreed between partners (a gesture, a code) is the gravest breach of conduct (73B2). The
# dummy who draws attention to an irregularity keeps its topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Ouest accuse NS d'échanger des signaux avec leurs crayons", "tempo_comportement"),
        ("Sud fait un signe à son partenaire en se grattant l'oreille à chaque enchère", "tempo_comportement"),
        # neighbour
        ("le mort a signalé la renonce du déclarant", "procedure"),
    ],
)  # fmt: skip
def test_signals_between_partners(text: str, topic: str) -> None:
    assert first(text) == topic


# A power cut, a player who left the game: said of online play only (« quitté la partie »), they make
# the disconnection possible first; a player who left the table at the club is no such thing.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("coupure de courant chez Est en plein milieu de la donne", "en_ligne_deconnexion"),
        ("Nord a quitté la partie à la 6e levée et n'est pas revenu", "en_ligne_deconnexion"),
    ],
)  # fmt: skip
def test_online_words_of_a_player_gone(text: str, topic: str) -> None:
    assert first(text) == topic
