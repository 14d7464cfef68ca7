"""Session 39: what the tuning set s38 (written blind, measured blind in sessions 38 and 39) showed.

Its misses: words of an act the finder did not read (a lead before a call still to come, 24; a card put down before
the dummy played, 57A; who dealt and who opened, 28; the director's own error or his assistant's, 82C; a card named by a
defender as in his hand, 49) and words that only looked like another's (an enchère « suffisante », a bidding card, cards
thrown in anger after the board).

Its one real wrong pre-fill (auditor40): two revokes each told by the card played and the card kept (« S défausse un ♠
sur ♣ alors qu'il avait le ♣9 … O défausse sur ♦ en ayant encore le ♦4 ») were read as one (64A for one revoke where
64B7 applies to two)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "second"),
    [
        (
            "Donne 22 t5, 4♥ S. Lev 3 : S défausse un ♠ sur ♣ alors qu'il avait le ♣9, consommée. "
            "Lev 9 : O défausse sur ♦ en ayant encore le ♦4, consommée aussi. Tout découvert à la fin du coup.",
            "other_side",
        ),
        (
            "Est a renoncé à cœur à la 4e levée ; à la 8e, Ouest a défaussé un pique alors qu'il avait encore du trèfle.",
            "partner",
        ),
    ],
)
def test_two_revokes_told_by_the_card_kept(text: str, second: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts["situation"] == "two_revokes"
    assert facts["second_revoke"] == second


@pytest.mark.parametrize(
    "text",
    [
        # one revoke: the card kept of one player only (64A)
        "Sud défausse un cœur sur carreau alors qu'il avait encore un carreau, renonce consommée.",
        # trumps kept are no card of the suit led (finder50): no second revoke
        "Sud a coupé le trèfle alors qu'il avait encore un trèfle, et Ouest a coupé alors qu'il avait encore de l'atout.",
    ],
)
def test_a_card_kept_by_one_player_is_one_revoke(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "two_revokes"


def _first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # 24: a lead before a call still to come, the auction said not over in the present
        ("Ouest entame le ♠5 face visible alors qu'Est n'a pas encore passé.", "carte_exposee_encheres"),
        ("Ouest a entamé alors que les enchères ne sont pas terminées.", "carte_exposee_encheres"),
        # 57A: the turn not come told before the card (the dummy's, or the partner's)
        (
            "Contrat 4♠ Sud. Ouest attaque ♥, le mort n'a pas encore joué, et Est pose déjà son ♥9.",
            "jeu_premature",
        ),
        (
            "Sud attaque pique de sa main et, avant qu'Ouest ait fourni, Est jette déjà le ♠R sur la table.",
            "jeu_premature",
        ),
        # 28-32: whose turn said by who dealt, or by the wait skipped in the auction
        (
            "Sud était donneur, mais c'est Est qui avait ouvert 1♥ ; on s'en aperçoit après l'entame.",
            "declaration_hors_tour",
        ),
        ("Sud ouvre 1♣ et Est, au lieu d'attendre son partenaire Ouest, dit 1♠.", "declaration_hors_tour"),
        # 39: the auction said closed, then a bid said in words (« quatre cœurs », plural)
        (
            "Les enchères étaient closes sur trois sans-atout de Sud lorsque le mort crut bon d'ajouter « quatre cœurs ».",
            "declaration_inadmissible",
        ),
        # 82C: the director's own error, or his assistant's
        (
            "Erreur de ma part : j'ai annoncé le mauvais nombre de levées transférées pour une renonce.",
            "suites_decision",
        ),
        ("Mon adjoint a appliqué la mauvaise règle sur une enchère insuffisante.", "suites_decision"),
        # 91: a suspension considered, whatever the conduct
        (
            "Insultes répétées de Nord ; je pense suspendre le joueur pour la fin de la séance.",
            "suites_decision",
        ),
        # 49: a defender names a card as in his hand (« annonce » a verb of speech there, not a call)
        (
            "Est, en défense, annonce à la table « j'ai encore le Roi de trèfle, partenaire ».",
            "cartes_penalisees",
        ),
        # 61: a revoke in the trump suit (« sur l'atout alors qu'il en avait un »)
        ("Est en défense a mis un carreau sur l'atout alors qu'il en avait un.", "renonce"),
        # 74A: insulting words
        (
            "Je déplore les propos injurieux tenus par mon adversaire de gauche envers ma partenaire.",
            "tempo_comportement",
        ),
        # 25A: a bidding card pulled for the one beside it, not a card played
        ("Il voulait sortir le carton 1♠ et a sorti 1SA, le carton juste à côté.", "changement_declaration"),
        # 6D1, 86A: a board never shuffled
        ("Les cartes de l'étui 6 n'ont pas été battues, les mains sont triées par couleur.", "donne_faussee"),
    ],
)
def test_what_the_words_tell_comes_first(text: str, topic: str) -> None:
    assert _first(text) == topic


@pytest.mark.parametrize(
    ("text", "not_first"),
    [
        # the dealer opened: no call out of turn
        (
            "Sud était donneur, et c'est Sud qui a ouvert 1♥ ; Ouest a hésité avant de passer.",
            "declaration_hors_tour",
        ),
        # a player's own « erreur de ma part » is his irregularity, not the director's error
        ("Erreur de ma part, j'ai renoncé à trèfle.", "suites_decision"),
        # cards thrown in anger once the board is over: conduct, no concession
        ("Après la donne, Est a insulté son adversaire et jeté ses cartes.", "revendication"),
    ],
)
def test_words_that_only_look_like_it(text: str, not_first: str) -> None:
    assert _first(text) != not_first


def test_cards_thrown_down_during_the_play_stay_a_concession() -> None:
    assert _first("Ouest jette ses cartes sur la table à la 10e levée.") == "revendication"


def test_a_bid_said_sufficient_is_no_insufficient_bid_signal() -> None:
    from bot.finder.calls import signals

    assert "enchere_insuffisante" not in signals(
        "Nord dit 2♠, enchère suffisante, après le 2♥ de son partenaire."
    )
    assert "enchere_insuffisante" in signals("Nord dit 2♥ sur le 2♠ de son adversaire.")


def test_the_earlier_bid_named_after_a_few_words_of_whose_it_was() -> None:
    from rules import vocabulary as vocab
    from rules.bids_told import told_bids

    words = vocab.words("notre adversaire a produit une enchère de 2♣ après mon ouverture de 2♦")
    assert told_bids(words) == [(2, 1), (2, 0)]


@pytest.mark.parametrize(
    ("text", "level", "strain", "side"),
    [
        ("Contrat N 2♥. Lev 5 : E défausse un ♦ alors qu'il avait un trèfle.", "2", "H", "ns"),
        ("Léo est en défense (Est) contre 2♥ de Nord et il a renoncé à trèfle.", "2", "H", "ns"),
        ("renonce E ds 3SA de S, E a pas fourni trefle a la lev 4", "3", "NT", "ns"),
        ("Sud, à 5♣, a appelé un pique du mort alors que le mort avait encore le ♦2.", "5", "C", "ns"),
        (
            "Ouest (en défense contre 2♠ d'Est) a défaussé un carreau alors qu'il avait encore un cœur.",
            "2",
            "S",
            "eo",
        ),
    ],
)
def test_the_contract_and_its_declarer_said_other_ways(text: str, level: str, strain: str, side: str) -> None:
    facts = engine_facts("renonce", text)
    assert (facts["contract_level"], facts["contract_strain"], facts["declarer_side"]) == (
        level,
        strain,
        side,
    )


@pytest.mark.parametrize(
    "text",
    [
        # a bid over another's (« sur le 3SA de Sud »), a double (« contre 2♠ de Nord » said alone)
        "Ouest a dit 4♠ sur le 3SA de Sud, puis Est a renoncé à trèfle.",
        "Ouest a dit contre 2♠ de Nord ; plus tard Est a renoncé à trèfle.",
    ],
)
def test_a_bid_over_another_or_a_double_names_no_contract(text: str) -> None:
    assert "contract_level" not in engine_facts("renonce", text)
