"""Session 43: what the tuning set s42 (written blind, measured blind in sessions 42 and 43) showed the ranking.

A board whose cards were taken « par erreur » from another board is what happened (15A), its number kept for the search.
Hands counted one against the others (« Sud en compte 14 et Ouest 12 », « cinq cartes alors que les trois autres en ont
quatre »): the wrong number of cards (13, 14; 67 once the play began, the topic's own question). A board whose cards no
one can put back as dealt (« reconstituer la donne d'origine »): a fouled board or a replacement (6D1, 86A, 87). A
defender's card let slip, his role said between his seat and his verb: exposed (49, 50), not several cards at once
(58B). The declarer's previous trick won in one hand and a lead from the other: a lead from the wrong hand (55B2). Tricks
counted apart when the words say no claim or revoke happened (79A); a bid only believed made is no bid (27 needs one)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.bids_told import told_bids
from rules.vocabulary import words
from rules.where import without_board


def test_the_cards_of_another_board_taken_by_mistake() -> None:
    text = "Ouest a pris par erreur les cartes de l'étui 8 et a ouvert 1♥ ; Nord n'a pas encore parlé."
    assert "étui 8" in without_board(text)
    assert finder.search(text)[0].id == "mauvais_etui"
    # the board said as where the incident happened is still taken out
    assert "étui 8" not in without_board("Étui 8, table 3 : Ouest a renoncé à cœur par erreur.")


@pytest.mark.parametrize(
    "text",
    [
        "En sortant les cartes, Nord en compte 14 et Est 12 ; personne n'a parlé.",
        "À la levée 6, Ouest a encore huit cartes en main alors que les trois autres joueurs en ont sept.",
        "Levée 9 : Sud a cinq cartes alors que les autres en ont quatre.",
    ],
)
def test_hands_counted_one_against_the_others(text: str) -> None:
    assert finder.search(text)[0].id == "nombre_de_cartes"


def test_a_board_no_one_can_put_back_as_dealt() -> None:
    text = "L'étui 4 est tombé avant qu'on le joue, impossible de reconstituer la donne d'origine."
    assert "donne_faussee" in [topic.id for topic in finder.search(text)[:3]]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "À la levée 5, Nord, en défense, laisse glisser le roi de pique face visible. Le déclarant demande quoi faire.",
            "cartes_penalisees",
        ),
        (
            "Est, en défense, a laissé tomber la dame de cœur sur le tapis ; le déclarant veut une carte pénalisée.",
            "cartes_penalisees",
        ),
        # several cards at once: played together (58B), not one let fall
        ("Ouest en défense a lâché deux cartes d'un coup, toutes les deux face visible.", "jeu_premature"),
    ],
)
def test_a_defenders_card_let_slip(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant Sud avait fait la dixième au mort, mais il attaque le roi de trèfle de sa main.",
        "Nord, déclarant, a pris la levée dans sa main puis attaque le valet du mort.",
    ],
)
def test_a_trick_won_in_one_hand_then_a_lead_from_the_other(text: str) -> None:
    assert finder.search(text)[0].id == "attaque"


def test_a_lead_from_the_hand_that_won_is_no_wrong_hand() -> None:
    text = (
        "Le déclarant a fait la levée au mort et attaque ensuite le valet du mort ; Est a renoncé à carreau."
    )
    assert finder.search(text)[0].id != "attaque"


@pytest.mark.parametrize(
    "text",
    [
        "Fin du coup : Nord compte 10 levées, Est dit 9. Il n'y a eu ni revendication ni concession.",
        "Le déclarant dit 8 levées, la défense compte 7 ; il n'y a pas eu de renonce, on a joué jusqu'au bout.",
    ],
)
def test_tricks_counted_apart_when_no_claim_nor_revoke_happened(text: str) -> None:
    """79A: the count disputed, the words saying the claim or the revoke that would decide it did not happen."""
    assert finder.search(text)[0].id == "levees"


def test_a_claim_named_still_decides_the_count() -> None:
    text = "Nord a revendiqué à la levée 9 ; il compte 10 levées, Est dit 9."
    assert finder.search(text)[0].id == "revendication"


def test_a_bid_only_believed_made_is_no_bid_of_the_auction() -> None:
    """« croyait que … avait ouvert 1♥ alors que c'était 1♦ »: 2♥ was bid over 1♦, sufficient (no 27)."""
    believed = "Sud croyait que son partenaire avait ouvert 1♥ alors que c'était 1♦ ; il a dit 2♥ en pensant soutenir."
    assert told_bids(words(believed)) == [(1, 1), (2, 2)]
    assert finder.search(believed)[0].id != "enchere_insuffisante"
    # the same bids told as made: 1♦ over 1♥ is insufficient
    assert told_bids(words("Nord a ouvert 1♥ et Est a dit 1♦.")) == [(1, 2), (1, 1)]


@pytest.mark.parametrize(
    "text",
    [
        "Sur BBO, la pendule a expiré à la levée 7. Nord-Sud avaient mis quatre minutes à enchérir.",
        "Sur RealBridge, le temps a expiré alors qu'il restait deux levées ; Est-Ouest avaient mis très longtemps à chaque carte.",
    ],
)
def test_the_platforms_clock_run_out(text: str) -> None:
    """80B2: the board not finished in time online, whatever think before a call caused it (not 16B)."""
    assert finder.search(text)[0].id == "en_ligne_retard"


def test_a_think_online_without_the_clock_run_out_is_a_hesitation() -> None:
    text = "Sur BBO, Nord a mis deux minutes à enchérir avant de passer, et Sud a ensuite contré."
    assert finder.search(text)[0].id == "en_ligne_hesitation"


def test_a_remark_from_the_next_table_heard_by_a_seat() -> None:
    """16D1: what the hearer may do with it comes first when a seat of the board heard it (« Nord entend … »); the
    talkers' penalty (90B3) first when the words are only that one hears the next table."""
    heard = "Après l'ouverture 1♥ d'Est, Nord entend un joueur de la table d'à côté commenter : « la 6, il y a un chelem »."
    assert finder.search(heard)[0].id == "information_etrangere"
    assert finder.search("On entend les commentaires de la table d'à côté.")[0].id == "suites_decision"


def test_a_card_turned_to_say_who_won() -> None:
    """65B3: a card pointed as a trick won, when the other side won it."""
    text = "À la levée 9, le déclarant fait remarquer qu'Est a orienté sa carte de la levée 3 comme une levée gagnée par Est-Ouest."
    assert finder.search(text)[0].id == "levees"


@pytest.mark.parametrize(
    "text",
    [
        "Est s'aperçoit que son propre partenaire n'a pas fourni tout à l'heure ; est-il obligé de le dire ?",
        "Mon partenaire a fait une enchère insuffisante et personne ne l'a vu. Dois-je le dire ?",
        "Sylvie se demande si elle aurait dû signaler elle-même la renonce de son partenaire.",
        "Est s'aperçoit que son partenaire n'a pas fourni ; est-il obligé de le dire ? Il parle de la loi 72.",
    ],
)
def test_whether_a_player_must_disclose_his_own_sides_irregularity(text: str) -> None:
    """9A5, 72B2: no one must draw attention to his own side's infraction: the director's procedure first."""
    assert finder.search(text)[0].id == "procedure"


def test_a_partners_explanation_to_correct_is_the_misinformations() -> None:
    """20F5: the explanation of one's partner to correct is the misinformation's own question."""
    text = "Je me suis aperçu que ma partenaire avait donné une mauvaise explication. Suis-je obligé de le dire maintenant ?"
    assert finder.search(text)[0].id == "explication_erronee"


@pytest.mark.parametrize(
    "text",
    [
        "Est attaque hors tour le roi de carreau ; le déclarant Sud n'a encore rien fait, mais Ouest, croyant bien faire,"
        " pose déjà son as de carreau dessus.",
        "Est a joué avant son partenaire, et le déclarant a quand même fourni du mort avant que quiconque appelle l'arbitre.",
    ],
)
def test_a_card_played_on_an_irregular_one_before_the_choice(text: str) -> None:
    """60A: play after the irregularity before the director came or the non-offender chose."""
    assert finder.search(text)[0].id == "jeu_apres_irregularite"


def test_a_lead_out_of_turn_the_declarer_has_not_answered_yet() -> None:
    """Nothing played on it: the lead out of turn's own options (55A, 56)."""
    text = "Est attaque hors tour le roi de carreau ; le déclarant Sud n'a encore rien fait."
    assert finder.search(text)[0].id == "attaque"


def test_the_declarer_names_a_rank_alone() -> None:
    """46B3: a rank without its suit, said by the declarer for the dummy's card; never a count of tricks."""
    assert (
        finder.search("Le mort a la main. Le déclarant dit « Dix ». Le mort a le 10♦ et le 10♠.")[0].id
        == "carte_du_mort"
    )
    assert finder.search("Fin du coup : le déclarant dit 10 levées, la défense 9.")[0].id == "levees"


def test_the_same_count_said_for_the_others_is_no_wrong_number() -> None:
    """« cinq cartes alors que les autres en ont cinq »: the same count, no hand of the wrong size (13)."""
    from bot.finder.table_acts import counts_differ

    assert counts_differ("a la levee 9 sud a 5 cartes alors que les 3 autres en ont 4")
    assert not counts_differ("a la levee 9 sud a 5 cartes alors que les 3 autres en ont 5")
