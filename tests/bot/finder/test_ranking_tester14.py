"""tester14's ranking findings (session 14): the incident's own topic first, what followed it second."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from rules.where import without_board
from tests.bot.finder.descriptions import engine_facts


def test_a_contract_said_first_leaves_the_opening_lead_first_and_the_claim_second() -> None:
    """W18: « Sud joue 3SA. » names nothing; the opening lead out of turn is the incident (54A, the
    declarer spread his hand), the claim at the 9th trick the second irregularity."""
    words = (
        "Sud joue 3SA. Est a entamé hors tour, Sud a étalé son jeu : Nord devient déclarant ; "
        "à la 9e levée Nord revendique le reste, EO contestent"
    )
    found = [t.id for t in finder.search(words)]
    assert found[:2] == ["entame", "revendication"]
    assert [t.id for t in finder.irregularities(words)] == ["entame", "revendication"]
    facts = engine_facts("entame", words)
    assert facts["situation"] == "wrong_defender_faced"  # Est is not Sud's left-hand opponent
    assert "claimed" not in facts and "trick" not in facts


def test_a_context_sentence_alone_before_one_act_changes_nothing() -> None:
    """Only a third part makes the first a context: « Sud joue 4♠. Ouest a renoncé » is one story."""
    assert finder.search("Sud joue 4♠. Ouest n'a pas fourni à cœur alors qu'il en avait")[0].id == "renonce"
    assert finder.irregularities("Sud joue 4♠. Ouest n'a pas fourni à cœur alors qu'il en avait") == []


@pytest.mark.parametrize(
    "words",
    [
        "Pendant les enchères, Nord corrige tout de suite l'explication de son partenaire Sud : ce n'était pas un Texas",
        "Ouest a dit à l'adversaire, pendant les enchères, que son partenaire s'était trompé dans l'explication",
    ],
)
def test_a_partner_putting_the_explanation_right_in_the_auction_is_the_explanation(words: str) -> None:
    """W14: nobody changed a call (25) nor hesitated (73D): the explanation (20F5a, 16B)."""
    assert finder.search(words)[0].id == "explication_erronee"
    assert engine_facts("explication_erronee", words)["situation"] == "auction_partner"


@pytest.mark.parametrize(
    "words",
    [
        "Pendant les enchères, Nord ne corrige pas l'explication de son partenaire Sud",
        "Après la dernière passe, Nord corrige l'explication de son partenaire Sud",
    ],
)
def test_no_partner_correction_in_the_auction_when_denied_or_later(words: str) -> None:
    assert engine_facts("explication_erronee", words).get("situation") != "auction_partner"


@pytest.mark.parametrize(
    "words",
    [
        "la table 4 a joué la donne 12 qui était pour la table 5",
        "la table 4 a joué la donne 12 qui était pour la table 5, en NS les paires 4 et 11",
    ],
)
def test_a_board_meant_for_another_table_is_the_wrong_board(words: str) -> None:
    """W7: the board of another table played (15B), first; the tables are what happened."""
    assert finder.search(words)[0].id == "mauvais_etui"
    assert engine_facts("mauvais_etui", words)["case"] == "wrong_board"
    assert "table 5" in without_board(words)


def test_a_board_and_table_said_as_where_are_still_taken_out() -> None:
    assert without_board("table 4 donne 12 : Est a entamé hors tour") == ": Est a entamé hors tour"
    assert engine_facts("mauvais_etui", "la table 4 n'a pas joué la donne 12 qui était pour la table 5") == {}


@pytest.mark.parametrize(
    "words",
    [
        "Ouest a étalé ses cartes en disant le reste est à nous, Est n'était pas d'accord",
        "Est a montré ses cartes en concédant le reste, et Ouest a protesté aussitôt : « non, attends ».",
        "Est a dit au décla : prenez le reste, mais Ouest a aussitôt protesté, il a l'as d'atout",
    ],
)
def test_cards_shown_conceding_or_claiming_are_the_claim_first(words: str) -> None:
    """W6: a defender's concession his partner objects to is none, and the cards he showed are no penalty
    cards (68B2): the claim's topic first, the penalty cards' (which redirects there) second."""
    assert [t.id for t in finder.search(words)][:2] == ["revendication", "cartes_penalisees"]


@pytest.mark.parametrize(
    ("words", "first"),
    [
        ("Est a entamé alors que c'était à Ouest, le décla accepte l'entame et étale son jeu", "entame"),
        ("Avant l'entame, Sud compte 14 cartes et Nord 12 ; les enchères sont finies", "nombre_de_cartes"),
    ],
)
def test_no_second_irregularity_in_what_followed_or_when(words: str, first: str) -> None:
    """W8: the declarer who spreads his hand after an opening lead out of turn is 54A's case, no claim;
    W15: « les enchères sont finies » says when, not a changed call."""
    assert finder.search(words)[0].id == first
    assert finder.irregularities(words) == []


def test_a_claim_after_an_opening_lead_out_of_turn_is_still_the_second_irregularity() -> None:
    words = (
        "Est a entamé hors tour, le décla accepte l'entame ; ensuite à la 9e levée Sud revendique le reste"
    )
    assert [t.id for t in finder.irregularities(words)] == ["entame", "revendication"]
