"""New writers' words the ranking missed (issue 37 §4, round 5 session 21), in other words than the sets'.

- 74: conduct at the table — remarks or approval about partner's cards (74B2, 74C2), play slowed on purpose to
  disconcert (74C7, 74B4), a card detached or held ready before one's turn (74B3); a sigh before partner calls stays
  partner's unauthorised information (16B1a), and play dragged « pour que le temps s'écoule » is the clock's.
- 90B: another player's cards touched (90B5); play too slow by a pair already warned, a board left unplayed: the
  procedural penalty first (90B2), the board's score (12C2) next.
- 15B: a board that is not this round's, or one played instead of another, told with its number.
- A law cited (« loi 16B1 : … »): the topics that cover it in the order the rest of the words rank them; an appeal
  about a ruling under that law is the follow-up's (92, 93).
- tester22 P3 (a board played twice, 15B1), P4 (a failure to follow corrected before it is established, 62A), P5 (a
  card put down out of turn « pendant le jeu » is no opening lead: 57 or 53-56), P6 (an alert not seen, after the
  auction typed whole: the misinformation's, 21B1; « l'alerte de 3♠ » names the 3♠ told, no new bid).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.where import without_board


def found(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Sud critique à voix haute chaque carte que joue sa partenaire, ça devient pénible",
        "pendant tout le coup, Est commente les entames de son partenaire : « nul », « enfin ! »",
        "il a félicité bruyamment son partenaire pour son jeu avant la fin de la levée",
        "Ouest fait durer chaque levée volontairement pour déstabiliser le déclarant",
        "le déclarant prend son temps exprès à chaque carte pour nous agacer",
        "Nord a fait exprès de ralentir le jeu depuis le début",
        "Ouest prépare sa carte bien avant son tour, on voit laquelle",
        "Sud tenait sa carte prête au-dessus de la table avant que ce soit à lui",
    ],
)
def test_conduct_at_the_table_is_the_conduct_topic(text: str) -> None:
    assert found(text)[0] == "tempo_comportement"


@pytest.mark.parametrize(
    "text",
    [
        "Nord a soupiré quand Sud a ouvert 1♥, et Sud a sauté directement à 4♥",
        "Est soupire longuement avant de passer, puis Ouest réveille par un contre",
    ],
)
def test_a_sigh_before_partner_calls_stays_unauthorised_information(text: str) -> None:
    assert found(text)[0] == "information_non_autorisee"


def test_play_dragged_to_run_out_the_clock_is_not_a_tempo_to_disconcert() -> None:
    words = "ils ont fait traîner exprès pour que le temps s'écoule avant la dernière donne du tour"
    assert found(words)[0] != "tempo_comportement"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a manipulé les cartes de son adversaire pour les remettre dans l'étui",
        "au moment de rendre les cartes, Nord a touché les cartes de ses voisins",
    ],
)
def test_another_players_cards_handled_is_a_procedural_penalty(text: str) -> None:
    assert found(text)[0] == "suites_decision"


def test_slow_play_by_a_warned_pair_is_the_penalty_first_then_the_boards_score() -> None:
    words = "NS jouent lentement, averti au premier tour déjà, et la dernière donne n'a pas été jouée"
    assert found(words)[:2] == ["suites_decision", "marque_ajustee"]
    # not warned: the board's score alone comes first (12C2)
    assert found("NS jouent lentement et la dernière donne n'a pas été jouée")[0] == "marque_ajustee"


@pytest.mark.parametrize(
    "text",
    [
        "la table 3 a joué l'étui 20 qui n'était pas de ce tour",
        "on a joué la 9 alors qu'on devait jouer la 11",
        "ils ont joué la 5 au lieu de la 7 sans s'en rendre compte",
    ],
)
def test_a_board_of_another_round_is_the_wrong_board(text: str) -> None:
    assert found(text)[0] == "mauvais_etui"


def test_the_board_of_another_round_keeps_its_words_for_the_search() -> None:
    assert "étui 20" in without_board("la table 3 a joué l'étui 20 qui n'était pas de ce tour")
    assert "étui 20" not in without_board("étui 20 table 3 : il a renoncé")


def test_a_law_cited_keeps_the_order_of_the_words() -> None:
    # every topic covering 16 is offered, the one the words describe first
    words = "loi 16B : Sud a hésité longuement puis Nord a fait le choix que l'hésitation suggérait"
    assert found(words)[0] == "information_non_autorisee"
    assert found("loi 64") == ["renonce"]  # a law alone: its topics


def test_an_appeal_citing_the_law_of_its_ruling_is_the_follow_up() -> None:
    assert found("les EO font appel de ma décision sur la loi 27")[0] == "suites_decision"
    assert "enchere_insuffisante" in found("les EO font appel de ma décision sur la loi 27")


# tester22 P3: a board played twice (15B1: a board one of the players has already played).
@pytest.mark.parametrize(
    "text",
    [
        "la paire 7 a joué la donne 3 deux fois, contre deux adversaires différents",
        "NS ont joué deux fois l'étui 11 dans la séance",
    ],
)
def test_a_board_played_twice_is_the_wrong_board(text: str) -> None:
    assert found(text)[0] == "mauvais_etui"


def test_a_board_named_beside_a_card_played_twice_stays_where() -> None:
    assert found("donne 3 : le déclarant a joué deux fois du mort de suite")[0] != "mauvais_etui"


# tester22 P4: a failure to follow put right before it is established (62A), whatever « pas de renonce » says.
@pytest.mark.parametrize(
    "text",
    [
        "Nord n'a pas fourni, mais ce n'est pas une renonce : il a corrigé avant que son partenaire joue",
        "Ouest renonce à pique, on le lui signale, il corrige aussitôt avec un pique",
        "Est a pas fourni à coeur, pas de renonce car il a rectifié avant que le mort joue",
    ],
)
def test_a_revoke_corrected_is_the_revoke(text: str) -> None:
    assert found(text)[0] == "renonce"


def test_a_card_changed_after_a_revoke_corrected_keeps_its_own_topic_first() -> None:
    # the revoke named as a noun is context: the next player's card taken back is what is asked (47D/62C1)
    words = "le déclarant a corrigé sa renonce ; Ouest, qui avait joué après lui, veut reprendre sa carte"
    assert found(words)[0] == "carte_jouee"


# tester22 P5: a card put down out of turn while the play is under way is no opening lead.
@pytest.mark.parametrize(
    "text",
    [
        "pendant le jeu Ouest a posé le valet de trèfle, ce n'était pas son tour",
        "en plein jeu, Nord a mis une carte sur la table avant son tour",
    ],
)
def test_a_card_put_down_out_of_turn_in_play_is_no_opening_lead(text: str) -> None:
    ranked = found(text)
    assert ranked[0] in {"jeu_premature", "attaque"}
    assert "entame" not in ranked[:3]


# tester22 P6: the auction typed whole, then an alert the opponent did not see.
def test_an_alert_not_seen_after_the_auction_is_the_misinformation() -> None:
    words = "1♠ passe 3♠ passe 4♠ passe passe passe ; à la fin Est dit qu'il n'a pas vu l'alerte de 3♠"
    ranked = found(words)
    assert ranked[0] == "explication_erronee"
    assert "enchere_insuffisante" not in ranked[:3]  # « de 3♠ » names the 3♠ told before, no new bid


def test_a_bid_said_again_over_itself_is_still_insufficient() -> None:
    assert found("Est dit 3♠ sur le 3♠ de Nord")[0] == "enchere_insuffisante"


# The tuning sets' misses in other words: chat shorthand without « ne », first-person turns, a bid taken back.
def test_a_required_suit_the_player_has_none_of_said_without_ne_is_59() -> None:
    assert (
        found("le déclarant impose l'attaque trèfle au partenaire, elle en a pas")[0]
        == "jeu_apres_irregularite"
    )


def test_a_card_played_on_an_irregular_lead_without_waiting_for_the_director_is_60a() -> None:
    words = "Sud a joué de sa main alors que c'était au mort ; Ouest a mis sa carte dessus sans attendre l'arbitre"
    assert found(words)[0] == "jeu_apres_irregularite"


def test_the_defender_who_says_he_won_the_trick_himself_tells_a_lead_out_of_turn() -> None:
    words = "ma partenaire a attaqué pique alors que c'est moi qui avais pris la main"
    assert found(words)[0] == "attaque"


def test_a_bid_put_back_to_another_is_a_change_of_call() -> None:
    assert found("Ouest a posé 2♠, puis il a voulu remettre 1♠ à la place")[0] == "changement_declaration"


def test_the_tricks_total_disputed_is_the_tricks_topic() -> None:
    assert found("ils ne sont pas d'accord sur le total à la fin du coup")[0] == "levees"


def test_a_defender_naming_a_card_he_holds_is_a_penalty_card() -> None:
    assert (
        found("en défense, Sud a dit « j'ai la dame de pique » avant que le déclarant joue")[0]
        == "cartes_penalisees"
    )


@pytest.mark.parametrize(
    "text",
    [
        "il restait 5 cartes à tout le monde, sauf Ouest qui en avait 6",
        "chacun avait 3 cartes mais le mort en a encore 4",
    ],
)
def test_one_hand_holding_another_count_is_the_number_of_cards(text: str) -> None:
    assert found(text)[0] == "nombre_de_cartes"


def test_the_same_count_for_every_hand_is_no_wrong_number() -> None:
    assert found("il restait 4 cartes à chacun, et Sud en a 4 aussi ; il revendique")[0] != "nombre_de_cartes"


def test_no_convention_card_to_prove_the_agreement_is_offered_as_misinformation() -> None:
    assert (
        "explication_erronee"
        in found("pas de fiche de conventions chez eux, on ne sait pas ce qu'était le 2♦")[:3]
    )
    # the travelling score sheet is no convention card
    assert found("la donne ne correspond pas à la fiche ambulante")[0] != "explication_erronee"


# Chat words and the player's own voice: « tanker » (a long think), a bid « sorti » after the final pass, the
# requirement told in the first person, a suit without its article, the turn said after the card, a fifth card.
def test_a_tank_before_a_call_is_partners_information() -> None:
    assert (
        found("Nord a tanké une bonne minute avant de passer, Sud a relancé à 4♥")[0]
        == "information_non_autorisee"
    )


def test_a_bid_taken_out_after_the_final_pass_is_inadmissible() -> None:
    assert found("Ouest a sorti 3♦ après le passe final")[0] == "declaration_inadmissible"


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant exige que j'entame trèfle mais je n'ai plus de trèfle",
        "le déclarant m'impose pique, je n'ai pas de pique, je fais quoi",
    ],
)
def test_a_required_lead_the_player_says_he_cannot_make_is_59(text: str) -> None:
    assert found(text)[0] == "jeu_apres_irregularite"


@pytest.mark.parametrize(
    "text",
    [
        "il a jeté le 3 de coeur sur pique alors qu il avait le roi de pique",
        "Est a défaussé sur trèfle alors qu'il avait le 9 de trèfle, personne n'a rejoué",
    ],
)
def test_a_discard_on_a_suit_named_without_its_article_while_holding_it_is_a_revoke(text: str) -> None:
    assert found(text)[0] == "renonce"


def test_a_card_played_while_partner_had_not_yet_played_is_premature() -> None:
    words = "Ouest a joué la levée d'après alors que sa partenaire n'avait pas encore fourni à celle-ci"
    assert found(words)[0] == "jeu_premature"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a mis par distraction un 7 sur une levée déjà complète, il avait déjà une carte pénalisée",
        "Sud a posé un 4 de pique sur une levée déjà terminée, ce n'est pas une carte pénalisée",
    ],
)
def test_a_fifth_card_on_a_complete_trick_is_the_card_played(text: str) -> None:
    assert found(text)[0] == "carte_jouee"


def test_a_hand_knocked_over_during_the_auction_is_the_auctions_exposed_card() -> None:
    assert (
        found("pendant les annonces Sud a renversé les cartes de son voisin")[0] == "carte_exposee_encheres"
    )


# 90B3 and 16D1: a board discussed loud enough for another table — the talkers' penalty first, unless the words are
# the hearers' (they have the board still to play: what they may do with what they heard).
@pytest.mark.parametrize(
    "text",
    [
        "à la table 5 ils discutent de la donne 12 et les autres tables entendent tout",
        "des commentaires sur la 8 arrivent jusqu'à la table voisine",
    ],
)
def test_a_board_discussed_within_earshot_of_another_table_is_the_procedural_penalty(text: str) -> None:
    assert found(text)[:2] == ["suites_decision", "information_etrangere"]


def test_the_hearers_of_a_remark_at_the_next_table_are_the_information_first() -> None:
    words = "Ouest a entendu les commentaires de la table voisine sur la donne qu'on va jouer"
    assert found(words)[:2] == ["information_etrangere", "suites_decision"]


def test_a_raised_voice_at_the_table_is_the_conduct_topic() -> None:
    assert found("Est a haussé le ton contre son adversaire pendant le coup")[0] == "tempo_comportement"


def test_a_hand_taken_from_the_wrong_board_is_the_wrong_board() -> None:
    assert (
        found("il aurait pris les mauvaises cartes, lui dit que non, ses 13 cartes sont là")[0]
        == "mauvais_etui"
    )


# A score the director gives, told alone (12C1c weighted, 12C1 assigned): the adjusted score's topic, its contracts no
# auction (they brought « Enchère insuffisante », then nothing at all).
@pytest.mark.parametrize(
    "text",
    [
        "j'ai mis 65 % de 4♥ fait et 35 % de 4♥ moins un",
        "au final 40% de 2SA= et 60% de 2SA-1",
        "j'ai attribué 5♣ contré -2 aux deux camps",
    ],
)
def test_a_score_given_in_words_is_the_adjusted_score(text: str) -> None:
    assert found(text)[0] == "marque_ajustee"


def test_a_weighted_score_told_after_the_incident_keeps_the_incident_among_the_first() -> None:
    words = "après l'hésitation de Nord, Sud a dit 4♠ : je donne 50 % de 4♠ fait et 50 % de 4♠-1"
    assert "information_non_autorisee" in found(words)[:2]


# tester23 P1, P2, P4, P12.
def test_a_double_with_only_a_pass_to_double_is_inadmissible() -> None:
    assert (
        found("Ouest a contré alors que Nord avait passé, il n'y avait aucune enchère")[0]
        == "declaration_inadmissible"
    )


def test_a_revoke_made_then_corrected_is_the_revoke() -> None:
    assert (
        found("Sud a fait une renonce à pique et l'a rectifiée avant que son partenaire joue")[0] == "renonce"
    )


def test_a_lead_out_of_turn_denied_in_the_passive_is_no_lead_out_of_turn() -> None:
    assert (
        "attaque"
        not in found("l'attaque n'a pas été jouée hors tour, c'est le mort qui a étalé trop tôt")[:1]
    )


def test_a_call_changed_into_another_reported_by_a_player_is_a_change_of_call() -> None:
    words = "un joueur m'appelle : son adversaire a changé son 3♣ en 3♦ après avoir vu son erreur"
    assert found(words)[0] == "changement_declaration"
    # the first call's acceptance asked: an insufficient bid replaced (27), not a change of call
    assert (
        found("il a changé son 1♠ en 2♠ et l'adversaire n'accepte pas le 1♠")[0] != "changement_declaration"
    )


# tester23 P3: a question asked before one's turn is no call out of turn (20F1); partner's information is the question.
def test_a_question_asked_out_of_turn_is_partners_information() -> None:
    words = "Ouest a demandé ce que voulait dire le 1SA de Nord avant son tour, puis Est a passé"
    assert found(words)[0] == "information_non_autorisee"
