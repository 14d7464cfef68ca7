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
# shown are no penalty cards (68B2): « Revendication » first, « Carte pénalisée » (which has that case too)
# next (tester14 W6). The declarer's claim contested stays a claim.
@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("Sud pose ses cartes en disant « vous faites le reste », Nord proteste aussitôt", ["revendication", "cartes_penalisees"]),
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


# Online, a missing alert is the player's own self-alert (the online alert topic); at the club, with no
# online word, the misexplanation keeps it.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("sur RealBridge le 3♣ de Sud n'était pas alerté, c'était un transfert, on le voit à la fin", "en_ligne_alerte"),
        ("BBO : en plein jeu Ouest découvre que le 2♥ non alerté était un bicolore", "en_ligne_alerte"),
        # neighbours
        ("au club le 3♣ de Sud n'était pas alerté, c'était un transfert, on le voit à la fin", "explication_erronee"),
        ("sur BBO Nord a mis une minute à passer sur 3♠", "en_ligne_hesitation"),
    ],
)  # fmt: skip
def test_an_online_alert_is_the_online_alert(text: str, topic: str) -> None:
    assert first(text) == topic


# A card played before the declarer's lead from the right hand, once his lead from the wrong hand was
# taken back, is played after an irregularity (60); before another player's card, without a lead
# taken back, it is played too early (57). A card played on a lead out of turn before the director came
# is played after an irregularity (60A).
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("le déclarant a attaqué de la mauvaise main, il reprend, mais Ouest a fourni avant que Sud attaque du mort",
         "jeu_apres_irregularite"),
        ("le mort a joué sur l'attaque hors tour d'Est avant l'arrivée de l'arbitre", "jeu_apres_irregularite"),
        # neighbours
        ("Est a posé sa carte avant que le déclarant joue du mort", "jeu_premature"),
        ("le déclarant a attaqué de la mauvaise main, il doit reprendre", "attaque"),
    ],
)  # fmt: skip
def test_a_card_played_after_a_lead_taken_back(text: str, topic: str) -> None:
    assert first(text) == topic


# What a call means, as a player told it, is the misexplanation's act (20F, 21, 75), and a call changed
# after the explanation was put right too (21B1); a call changed by a change of mind is Law 25's.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Sud a répondu à Ouest que le 2♠ de Nord était forcing, Nord dit que non", "explication_erronee"),
        ("Est voudrait changer son contre, l'explication de Sud vient d'être corrigée", "explication_erronee"),
        ("Ouest a dit 1♠ et maintenant il préférerait dire 2♠", "changement_declaration"),
        # neighbours
        ("Ouest a dit 1♠ puis non, 2♠ tout de suite", "changement_declaration"),
        ("Nord a longuement hésité avant de passer, Sud a dit 4♠", "information_non_autorisee"),
    ],
)  # fmt: skip
def test_an_explanation_told_or_put_right(text: str, topic: str) -> None:
    assert first(text) == topic


# tester8 T18, T13: a card at a trick after the first is never the opening lead (41), whatever its word
# (« entamé », « face cachée »): a lead out of turn there is Law 53-56's (« Attaque hors tour »), a card
# turned the wrong way the tricks' (65B3). The opening lead named as such keeps its topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("3SA par Sud, à la 4e levée Est a entamé ♦ alors que c'était à Ouest", "attaque"),
        ("3SA N, O a attaqué face cachée à la 4e levée alors que c'était à E", "attaque"),  # tester8's words
        ("4♠ par O, Est a retourné sa carte face cachée dans le mauvais sens à la 6e levée, la levée était à NS",
         "levees"),
        # neighbours
        ("Est a entamé alors que c'était à Ouest", "entame"),
        ("à la 3e levée on s'aperçoit que l'entame était hors tour", "entame"),
    ],
)  # fmt: skip
def test_a_card_at_a_later_trick_is_no_opening_lead(text: str, topic: str) -> None:
    assert first(text) == topic


# tester8 T8, T14, T28: a player's explanation (« Nord explique transfert cœur », « E dit naturel »), an
# alert not made, a psychic suspected of an undisclosed agreement are the misexplanation's (20F, 21B,
# 40B, 40C1, 75), whatever convention they name; tricks transferred stay the revoke's, and a card played
# because of an explanation keeps its own topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("d 14 t2 Nord ouvre 1SA, Sud dit 2♦, Nord explique transfert cœur, Sud a des carreaux", "explication_erronee"),
        ("t2 d6 S ouvre 1SA, O dit 2♣ (Landy) E ne l'alerte pas, S demande et E dit naturel", "explication_erronee"),
        ("Ouest dit 2♥ bicolore, Est explique que c'est faible, il avait un fort", "explication_erronee"),
        ("N a ouvert 1♠ avec 3 points (psychique), S a passé malgré 14 points, EO pensent que c'est un accord caché",
         "explication_erronee"),
        # neighbours
        ("le déclarant a renoncé, on transfère deux levées", "renonce"),
        ("enchère insuffisante refusée, le fautif attend que je lui explique ses choix", "enchere_insuffisante"),
    ],
)  # fmt: skip
def test_an_explanation_or_an_alert_named_by_its_convention(text: str, topic: str) -> None:
    assert first(text) == topic


# tester8 T19, T17: a played card taken back to play another is the card played's (45C, 47), not a lead
# out of turn; the dummy's « pas de carreau ? » to a declarer who did not follow is his right (42B1),
# the revoke's question (61B1, 62), ahead of the dummy's limits (procedure next).
@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("4♠ S, O a joué le ♥R puis l'a repris pour jouer le ♥2, E n'a pas encore joué", ["carte_jouee"]),
        ("Est a posé le valet de pique puis l'a retiré pour mettre le 3", ["carte_jouee"]),
        ("3SA par E, à la 8e le mort a dit au décla t'as pas de carreau ? le décla n'avait pas fourni",
         ["renonce", "procedure"]),
        # neighbour
        ("le mort a signalé au déclarant que c'était à Est d'attaquer", ["procedure"]),
    ],
)  # fmt: skip
def test_a_card_taken_back_and_the_dummys_question(text: str, topics: list[str]) -> None:
    assert top(text, len(topics)) == topics
