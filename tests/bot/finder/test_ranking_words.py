"""Issue 37 §4, round 5 session 4: the incident's own words rank the topics, not what surrounds them.
Each rule has its fix and a neighbour that must keep its topic (sentences written for these tests)."""

from __future__ import annotations

import pytest

from bot.finder import calls, weights
from bot.finder import index as finder_index
from bot.finder import topics as finder
from rules.topic import Phase
from rules.where import without_board


def first(text: str) -> str:
    return finder.search(text)[0].id


# A card named after a play verb (« montré le 8♠ », « joue le 7♦ puis le 2♦ », « entame du 5♠ ») is
# not a bid: it never reads as an inadmissible or an insufficient bid.
@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("après l'ouverture 1♥ de Nord, Est a montré le 8♠ à son partenaire", [(1, 2)]),
        ("Ouest joue le 7♦ puis le 2♦, il avait pourtant du pique", []),
        ("Sud joue 4♠, Ouest entame du 5♠ hors tour", [(4, 3)]),
        ("le déclarant joue le 9♣ du mort, Est fournit le 3♣", []),
        # neighbours: bids stay bids
        ("il a enchéri 8 coeur", [(8, 2)]),
        ("O dit 1♥ sur le 1SA de son adversaire", [(1, 4), (1, 2)]),
        ("il a sorti 8♣ par erreur, le carton était à côté du 7♣", [(8, 0), (7, 0)]),
    ],
)
def test_a_card_is_not_a_bid(text: str, named: list[tuple[int, int]]) -> None:
    assert calls.bids(text) == named


def test_a_card_makes_no_signal_and_a_bid_still_does() -> None:
    assert calls.signals("Est a montré le 8♠ à son partenaire") == {}
    assert calls.signals("Ouest joue le 7♦ puis le 2♦") == {}
    assert calls.signals("il a enchéri 8 coeur") == {"declaration_inadmissible": 2 * calls.SIGNAL}
    assert calls.signals("Ouest a dit 1♦ puis 1♣") == {"enchere_insuffisante": calls.SIGNAL}


def test_a_card_leaves_its_verb_next_to_the_words_that_follow() -> None:
    assert finder_index.framed("Est a entamé le 4♥ hors tour") == ["entame", "hors", "tour"]
    assert finder_index.framed("Sud joue 4♠, à la 5e levée il a renoncé")[:2] == ["sud", None]  # a bid: a gap


# Whose turn it was (« alors que c'était à Ouest ») says « hors tour ».
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Nord joue 2♠, Est a entamé le 4♥ alors que c'était à Ouest", "entame"),
        ("Nord a dit 2♣ alors que c'était à Est", "declaration_hors_tour"),
        ("le déclarant a rejoué de sa main alors que c'était au mort", "attaque"),
    ],
)
def test_whose_turn_it_was_says_out_of_turn(text: str, topic: str) -> None:
    assert first(text) == topic


def test_a_card_in_place_of_another_is_not_out_of_turn() -> None:
    assert "hors tour" not in calls.out_of_turn("il a joué le roi à la place de la dame")
    assert "hors tour" in calls.out_of_turn("il a entamé à la place de son partenaire")


# A typo keeps its first letter: « fallait » is not « allait », « hestation » is « hésitation ».
def test_a_typo_keeps_its_first_letter() -> None:
    assert "allait" not in dict(finder_index.query_terms("il fallait transférer une levée"))
    assert first("hestation pendant les enchères") == "information_non_autorisee"


# A description told in steps: each later step must name its own irregularity clearly to be a
# second one; otherwise the first step named the incident and leads.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("il a posé une carte puis l'a reprise dans sa main", "carte_jouee"),
        (
            "Sud joue 3SA, Est défausse un pique sur carreau puis rejoue carreau deux levées plus tard",
            "renonce",
        ),
        ("il a demandé le 2 au mort, puis après réflexion il change pour le valet", "carte_du_mort"),
    ],
)
def test_the_first_step_names_the_incident(text: str, topic: str) -> None:
    assert finder_index.irregularities(text) == []
    assert first(text) == topic


def test_a_clear_second_step_is_still_a_second_irregularity() -> None:
    found = finder_index.irregularities(
        "Nord a fait une enchère insuffisante puis son partenaire a passé hors tour"
    )
    assert [t.id for t in found] == ["enchere_insuffisante", "declaration_hors_tour"]


# « laissé voir une carte »: the moment says which card it is (Law 24 in the auction, 49 in the play).
def test_the_moment_tells_which_exposed_card() -> None:
    ranked = finder_index.ranked("pendant les annonces Ouest a laissé voir une carte")
    assert ranked[0][1].id == "carte_exposee_encheres"
    assert ranked[0][0] >= 1.2 * ranked[1][0]  # not a near-tie with the opening lead
    assert first("Ouest a laissé voir une carte pendant le jeu") == "cartes_penalisees"
    assert first("Nord joue 4♠, Est a laissé tomber le 8♠ pendant le jeu") == "cartes_penalisees"


# Words only an online game has (« misclic », « le log ») say the game is online.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("un misclic de Sud sur la carte du mort", "en_ligne_clic"),
        ("le log montre 40 secondes avant le passe de Nord", "en_ligne_hesitation"),
        # neighbours at the club
        ("le déclarant a appelé le valet du mort puis a dit non la dame", "carte_du_mort"),
        ("il a longuement réfléchi avant de passer", "information_non_autorisee"),
    ],
)
def test_online_words_say_online(text: str, topic: str) -> None:
    assert first(text) == topic


# The revoke said by the card still held (« alors qu'il avait le 8♥ »): a card, and the revoke's words.
def test_a_card_still_held_says_revoke() -> None:
    text = "Est a défaussé un pique sur le coeur du déclarant alors qu'il avait le 8♥"
    assert calls.bids(text) == []
    assert first(text) == "renonce"
    assert first("il a coupé alors qu'il avait encore du coeur") == "renonce"
    assert first("Est a hésité alors qu'il avait un singleton") == "tempo_comportement"  # neighbour


# « coupé » (ruffed) is a revoke's word, « coup » (the deal) is not: the stemmer made them one.
def test_ruffed_is_not_the_deal() -> None:
    assert finder_index.stem("coupé".replace("é", "e")) != finder_index.stem("coup")
    assert first("Est a coupé à la 4e levée, Nord pense qu'il avait du coeur") == "renonce"
    assert first("mon adversaire de gauche n'a pas fourni et a coupé avec un petit atout") == "renonce"
    assert first("donne non jouée faute de temps") == "marque_ajustee"  # neighbour


# A phrase that answers several questions at once (« personne n'a encore joué ») states one fact.
def test_one_phrase_is_one_stated_fact() -> None:
    built = finder_index.index()
    text = "Est a joué le roi, personne a encore joué"  # four questions, one phrase
    scores = [0.0] * len(built.topics)
    attack = built.position["attaque"]
    scores[attack] = 10.0
    weights.facts_first(built.topics, text, scores)
    assert scores[attack] == pytest.approx(10.0 + weights.FACT * 10.0)  # one, not two


# A call taken back at once (« 2♦ puis non, 3♦ ») is a change of call (25); a card or « non alerté » is not.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Ouest a dit 2♦ puis « non, pardon, 3♦ », personne n'a parlé depuis", "changement_declaration"),
        ("Nord a passé puis « non je dis 1SA »", "changement_declaration"),
        ("le déclarant a appelé le valet du mort puis a dit non la dame", "carte_du_mort"),
        ("Nord a ouvert 2♣ non alerté par Sud", "explication_erronee"),
    ],
)
def test_a_call_taken_back_is_a_change_of_call(text: str, topic: str) -> None:
    assert first(text) == topic
    assert calls.taken_back(text) == (topic == "changement_declaration")


# « sur l'attaque ♣ du déclarant » places the incident in the play: the lead of a trick, not a lead out of turn.
def test_on_the_lead_of_a_trick_is_a_moment() -> None:
    text = "sur l'attaque trèfle du déclarant, Ouest a laissé tomber le roi de coeur"
    assert finder_index.moments(text) == {Phase.PLAY}
    assert "attaque" not in finder_index.framed(text)
    assert first(text) == "cartes_penalisees"
    assert first("le déclarant a attaqué de la mauvaise main") == "attaque"  # neighbour: the act itself


# tester4's F18: two different boards named are the incident (a board played with another board's
# cards, Law 15), not its frame; one board named stays the frame and says nothing of the topic.
@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Est dit que la donne 7 table 2 a été jouée avec l'étui 8", "mauvais_etui"),
        ("table 4 ils ont joué la donne 12 avec l'étui 13", "mauvais_etui"),
        # neighbours: one board is the frame only
        ("donne 11 table 1 : le déclarant Sud revendique, Ouest conteste", "revendication"),
        ("donne 7 table 2, Est a renoncé à carreau à la 5e levée", "renonce"),
    ],
)
def test_two_boards_named_are_the_wrong_board_not_the_frame(text: str, topic: str) -> None:
    assert first(text) == topic


def test_the_frame_keeps_two_boards_and_drops_one() -> None:
    assert without_board("donne 7 table 2 : il a renoncé") == ": il a renoncé"
    assert "étui 8" in without_board("la donne 7 table 2 a été jouée avec l'étui 8")
    assert "table 2" not in without_board("la donne 7 table 2 a été jouée avec l'étui 8")
