"""Session 43's readings of stated facts (issue 37 §1), each with the words that must not give it.

- Whose turn it was when a call was made out of rotation (28-32): « sans attendre que son partenaire Ouest ait parlé »
  (his partner's, 31B); a comma before « alors que c'était à Nord » (« Est ouvre alors 1♠, alors que c'était à Nord »);
  a relative clause between the seat and his call (« Est, qui avait ouvert 1♦, dit 2♦ avant que Sud ait parlé »), whose
  negation denies nothing of the call, nor whose « encore » makes the call a second one.
- Unauthorised information (16B): the partner's bid after an opponent's pass by « misé » or « répondu » (« Ouest a passé,
  puis Nord a misé 4♥ »: the hesitator's partner called, not only his opponents, 73D1 against 16B); the director called
  back with his name between (« ont rappelé l'arbitre en fin de donne ») or a pair by its two seats (« Est-Ouest ont
  rappelé l'arbitre »); the duration of the hesitation disputed in so many words (85A1: the facts not agreed).
- A defective trick said by its count (« à la levée 9 il n'y a que trois cartes »: 67).
- An insufficient bid in rotation (27A): a supposition told after the sentence of the bids (« S'il l'avait acceptée, Sud
  aurait pu… », « Sud ne sait pas encore s'il veut l'accepter ») no longer hides it, one told before or in it still
  does; « intervient », « vient de dire »; a relative clause between the seat and his call (« et Nord, qui n'a pas vu
  l'intervention, dit 2♣ »).
- Whose lead it was (53-56) said at the start of a sentence (« C'est Ouest qui avait pris la levée, mais Est a
  attaqué »: the capital was not read), and another's word in another sentence about something else (« … et dit qu'il
  refuse cette attaque ») no longer hides it; a claim about whose lead it was, anywhere, still does."""

from __future__ import annotations

import pytest

from rules.turns_in_words import turn_relation
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Sud ouvre 1♥ et Est contre, sans attendre que son partenaire Ouest ait parlé.", "partner"),
        ("Nord ouvre 1♦, puis Sud dit 1♠ sans attendre qu'Est ait parlé.", "rho"),
        ("Ouest, donneur, passe. Est ouvre alors 1♠, alors que c'était à Nord.", "rho"),
        ("Est, qui avait ouvert 1♦, dit 2♦ avant que Sud ait parlé.", "lho_later"),
    ],
)
def test_whose_turn_it_was(text: str, turn: str | None) -> None:
    assert engine_facts("declaration_hors_tour", text).get("turn") == turn


def test_a_relative_clause_is_not_the_call_denied() -> None:
    """« qui n'avait pas encore parlé » says he had not called: his call is his first (lho_first), not a second."""
    found = turn_relation("Nord est donneur. Ouest, qui n'avait pas encore parlé, ouvre 1♥ avant Nord.")
    assert found is not None and found[0] == "lho_first"
    # the call itself denied stays no statement
    assert turn_relation("Nord est donneur. Ouest n'a pas ouvert avant Nord.") is None


def test_a_comma_then_the_next_turn_is_not_the_offenders() -> None:
    """Without « alors que », « Nord a ouvert 1♠, c'était à Est de parler » tells whose turn came next."""
    assert (
        engine_facts("declaration_hors_tour", "Nord a ouvert 1♠, c'était à Est de parler.").get("turn")
        is None
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sud a hésité avant de passer, Ouest a passé, puis Nord a misé 4♥. À la fin du coup, Est-Ouest ont rappelé"
            " l'arbitre.",
            {"situation": "partner_after", "called_back": "yes"},
        ),
        (
            "Sur 4♠, Sud a passé après une longue réflexion, Nord a contré. Est-Ouest ont rappelé l'arbitre en fin de donne.",
            {"situation": "partner_after", "called_back": "yes"},
        ),
        # only the opponents called after the tempo: theirs to use at their own risk (73D1), no UI from partner
        (
            "Sud a hésité avant de passer, Ouest a passé, puis Est a misé 4♥. À la fin du coup, Nord-Sud ont rappelé l'arbitre.",
            {},
        ),
    ],
)
def test_the_partner_acted_and_the_director_was_called_back(text: str, expected: dict[str, str]) -> None:
    facts = engine_facts("information_non_autorisee", text)
    assert {
        question: facts.get(question) for question in ("situation", "called_back") if question in facts
    } == expected


@pytest.mark.parametrize(
    ("text", "agreed"),
    [
        (
            "Nord a hésité avant de passer, Sud a contré. Les deux camps ne s'accordent pas sur la durée.",
            "no",
        ),
        (
            "Sur 4♠, Sud a passé après une réflexion dont la durée est contestée ; Nord a ensuite contré.",
            "no",
        ),
        ("Nord a hésité avant de passer, Sud a contré. Tout le monde est d'accord sur la durée.", "yes"),
    ],
)
def test_the_duration_of_a_hesitation_disputed(text: str, agreed: str) -> None:
    facts = engine_facts("information_non_autorisee", text)
    assert facts.get("facts_agreed") == agreed
    assert (facts.get("ui_exists") == "disputed") == (agreed == "no")


def test_a_trick_of_three_cards_said_by_its_count() -> None:
    text = (
        "À la fin du coup, il reste une carte à Ouest. À la levée 9 il n'y a que trois cartes : Ouest, en défense,"
        " n'avait rien posé."
    )
    facts = engine_facts("renonce", text)
    assert (facts.get("situation"), facts.get("defect_kind")) == ("defective_trick", "missing")


@pytest.mark.parametrize(
    ("text", "rotation"),
    [
        (
            "Nord ouvre 1♥, Est annonce 1♦. S'il l'avait acceptée, Sud aurait pu continuer, mais il refuse.",
            "yes",
        ),
        (
            "« Arbitre ! » Est vient de dire 1♥ sur le 1♠ de Nord. Sud ne sait pas encore s'il veut l'accepter.",
            "yes",
        ),
        ("Sud ouvre 1SA, Ouest intervient 1♠ sans avoir vu le SA. Nord refuse.", "yes"),
        (
            "Sud ouvre 1SA, Ouest intervient 2♣, et Nord, qui n'a pas vu l'intervention, dit 2♣. Est refuse.",
            "yes",
        ),
        # a supposition in the sentence of the bids, or before it: the auction is not told as made
        ("Si Nord ouvre 1♥ et qu'Est dit 1♦, Sud peut-il refuser ?", None),
        ("D'après Sud, Nord a ouvert 1♥ et Est a dit 1♦.", None),
        ("Nord ouvre 1♥, Est annonce 1♦ selon Ouest.", None),
    ],
)
def test_an_insufficient_bid_in_rotation(text: str, rotation: str | None) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == rotation


@pytest.mark.parametrize(
    ("text", "who_led"),
    [
        (
            "C'est Ouest qui avait pris la levée, mais Est a attaqué le 4 de trèfle. Le déclarant Nord n'a rien joué"
            " dessus et dit qu'il refuse cette attaque.",
            "defender_partner_turn",
        ),
        (
            "C'est Est qui a fait la levée, mais Ouest attaque le ♠6 ; le déclarant refuse l'attaque.",
            "defender_partner_turn",
        ),
        # whose lead it was is what another claims: asked (85A)
        ("Est a attaqué le 4 de trèfle. Ouest dit que c'était à lui, il avait pris la levée.", None),
    ],
)
def test_whose_lead_it_was(text: str, who_led: str | None) -> None:
    assert engine_facts("attaque", text).get("who_led") == who_led


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Ouest a trois cartes pénalisées sur la table. C'est à lui d'attaquer. Lesquelles peut-il jouer ?",
            "owner_to_play",
        ),
        (
            "Ouest a trois cartes pénalisées sur la table. c'est à lui d'attaquer. Lesquelles peut-il jouer ?",
            "owner_to_play",
        ),
    ],
)
def test_the_penalty_cards_owner_to_play_said_with_a_capital(text: str, situation: str) -> None:
    assert engine_facts("cartes_penalisees", text).get("situation") == situation


@pytest.mark.parametrize(
    ("topic", "text"),
    [
        (
            "declaration_hors_tour",
            "Passe hors tour de Sud au tour de son adversaire de droite ; Ouest l'a accepté en déclarant par-dessus.",
        ),
        (
            "entame",
            "Entame hors tour face visible d'Est. Sud (déclarant) a fourni une carte de sa main dessus.",
        ),
        ("cartes_penalisees", "Ouest a deux cartes pénalisées sur la table. C'est à lui de jouer."),
    ],
)
def test_a_capital_at_the_start_of_a_sentence_reads_as_lower_case(topic: str, text: str) -> None:
    lowered = ". ".join(part[:1].lower() + part[1:] for part in text.split(". "))
    assert engine_facts(topic, text) == engine_facts(topic, lowered) != {}


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Nord a sorti le carton 2♦ au lieu du 2♥ juste à côté ; Sud n'a pas encore parlé.", "slip"),
        ("Sud a pris le carton passe au lieu du carton contre, posés côte à côte.", "slip"),
        (
            "Nord a dit « passe », puis « non, finalement 3♥, j'ai recompté mes points ». Est n'a pas encore parlé.",
            "change_of_mind",
        ),
        ("Il a sorti le 5♣ au lieu du 5♦, il dit que c'était un accident.", None),
    ],
)
def test_why_a_call_was_changed(text: str, intent: str | None) -> None:
    assert engine_facts("changement_declaration", text).get("intent") == intent


@pytest.mark.parametrize(
    ("text", "case"),
    [
        (
            "Sud a retourné sa carte face cachée avant qu'Ouest ait joué à la levée ; Ouest proteste.",
            "turned_early",
        ),
        (
            "Est tenait sa carte face tournée vers son partenaire, assez pour qu'Ouest la voie.",
            "defender_shown",
        ),
        (
            "Levée 8 : les quatre cartes sont déjà sur la table quand Ouest pose en plus son valet de trèfle.",
            "fifth_card",
        ),
        (
            "Est pose le 2 de cœur, puis le reprend aussitôt pour mettre le 9. Personne n'a joué après lui.",
            "retract",
        ),
        # the declarer's card held so: his hand's (45C2), not a defender's
        ("Le déclarant tenait sa carte face tournée vers son partenaire.", "declarer_hand"),
    ],
)
def test_a_played_card_by_its_case(text: str, case: str | None) -> None:
    assert engine_facts("carte_jouee", text).get("case") == case


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("Nord a pris par erreur les cartes de l'étui 12 et a ouvert 1♠. Sud n'a pas encore parlé.", "ns"),
        (
            "Match par quatre : Ouest avait ouvert 1♥ avec les cartes du mauvais étui, Est avait répondu 1♠.",
            "eo",
        ),
        ("Est a enchéri avec les cartes de l'étui voisin, Ouest avait déjà répondu.", "eo"),
        # the seat that did not take them
        ("Nord n'a pas pris les cartes de l'étui 12, c'est Est qui les a prises.", None),
    ],
)
def test_the_side_that_used_another_boards_cards(text: str, side: str | None) -> None:
    assert engine_facts("mauvais_etui", text).get("offending_side") == side
