"""Session 41's readings of stated facts (issue 37 §1), each with the words that must not give it.

- A call out of turn whose out-of-turn marker is a clause of its own: its call is in the clause before it, or after it
  when the marker opens the sentence or follows a conjunction (« Donneur Nord ; avant que Nord ouvre, Est dit
  « passe » »: a pass, 30A; « Nord a ouvert et, avant qu'Est ait parlé, Ouest a passé »); or said just after the marker by
  a verb of speech (« Nord a parlé avant lui et dit 3♦ »: a bid, 31). A card dropped in another sentence no longer hides
  the call (a card slid out of the box in the call's own sentence still does: maybe no call at all, 25A).
- Whose turn it was, said first in a clause of its own (« avant que Nord ouvre, Est dit … »: Nord's turn, Est's right-hand
  opponent, 31A) or at the start of a sentence (« C'était à Ouest de parler, Nord a dit 1SA »).
- An insufficient bid said over its right-hand opponent's is made in turn (27A) though another sentence asks a question
  (« La loi 72, c'est pour ça ? ») or says when the director came (« avant que j'arrive »); never when its own sentence
  asks.
- Facts said in other words: the declarer leading from his hand « alors qu'il venait de faire la levée au mort » (the
  wrong hand, 55B2), a defender leading « à la place du mort » (the declarer's turn, 55A), « Ouest n'en veut pas » (the
  insufficient bid refused, 27B), the dummy who « pose lui-même » a card (45F; « il n'a rien montré d'autre » denies a
  card shown, so it no longer cancels).
- A claim agreed, then its count disputed (« on n'est plus d'accord sur le nombre de levées »: 79, 69); play continued
  though one player « n'a jamais été d'accord pour poursuivre » (68D2b); a trick conceded that « il ne pouvait pas la
  perdre » (71)."""

from __future__ import annotations

import pytest

from rules.calls_by_verb_in_words import call_by_its_verb
from rules.rotation_in_words import bid_in_rotation
from rules.turns_in_words import turn_relation
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Donneur Nord ; avant que Nord ouvre, Est dit « passe ».", "pass"),
        ("Avant que Nord ouvre 1♥, Est passe.", "pass"),
        ("Est a dit 1♥, avant que Nord ait ouvert.", "bid"),
        (
            "Bonsoir. Nord donneur a ouvert d'un trèfle et, avant qu'Est ait dit quoi que ce soit, Ouest a passé.",
            "pass",
        ),
        ("Ouest était condamné à passer ; à son tour, Nord a parlé avant lui et dit 3♦.", "bid"),
        (
            "Donneur Est. Nord, qui n'avait pas encore parlé, annonce 2♥ avant Est. Et dans la confusion Sud laisse tomber"
            " son As de ♠ face visible.",
            "bid",
        ),
        # the rightful caller's own verb is never the call out of turn
        ("Donneur Nord ; avant que Nord ouvre, Est s'agite.", None),
        # a card slid out in the call's own sentence: maybe no call (25A), asked
        ("Avant que Nord ouvre, le carton 1♥ d'Est est tombé de la boîte.", None),
        ("Avant que Nord ouvre, Est n'a pas passé.", None),
    ],
)
def test_the_call_beside_its_out_of_turn_clause(text: str, call: str | None) -> None:
    found = call_by_its_verb(text)
    assert (found[0] if found else None) == call


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "On s'était mis d'accord sur la revendication du déclarant, mais en remplissant la feuille on n'est plus"
            " d'accord sur le nombre de levées : 9 pour eux, 10 pour nous.",
            "tricks_disagreement",
        ),
        (
            "Sud a revendiqué, Est a dit « on continue » et a posé une carte, mais Ouest voulait appeler l'arbitre et n'a"
            " jamais été d'accord pour poursuivre.",
            "continued_not_all",
        ),
        (
            "En défense, Est a concédé une levée au déclarant alors que son As d'atout était le dernier atout en jeu :"
            " cette levée-là, il ne pouvait pas la perdre.",
            "cancel_concession",
        ),
        # a trick the declarer could not lose, nobody conceding: the claim's line, not a concession
        ("Sud revendique ; cette levée, il ne pouvait pas la perdre, dit-il.", None),
    ],
)
def test_the_claims_sequel_in_its_words(text: str, situation: str | None) -> None:
    assert engine_facts("revendication", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Donneur Nord ; avant que Nord ouvre, Est dit « passe ».", "rho"),
        ("Nord a ouvert 1♣ et, avant qu'Est ait dit quoi que ce soit, Ouest a passé.", "partner"),
        ("C'était à Ouest de parler, Nord a dit 1SA hors tour.", "rho"),
        ("Au tour de Sud, Ouest a ouvert 1♠.", "rho"),
        # the rightful caller's turn and no seat's call after it
        ("Avant que Nord ouvre, tout le monde attendait.", None),
    ],
)
def test_whose_turn_said_first(text: str, turn: str | None) -> None:
    found = turn_relation(text)
    assert (found[0] if found else None) == turn


@pytest.mark.parametrize(
    ("text", "in_turn"),
    [
        ("Sud avait dit 1♥ sur le 1♠ d'Est ; Ouest n'en veut pas. La loi 72, c'est pour ça ?", "yes"),
        ("Sud a dit 1♣ sur le 1♦ d'Est puis « non, 2♣ », avant que j'arrive à la table.", "yes"),
        ("Est-ce que Sud a dit 1♥ sur le 1♠ d'Est ?", None),
        ("Sud a dit 1♥ sur le 1♠ d'Est avant que Nord ait parlé.", None),
    ],
)
def test_a_bid_over_its_right_hand_opponents_beside_a_question(text: str, in_turn: str | None) -> None:
    found = bid_in_rotation(text)
    assert (found[0] if found else None) == in_turn


@pytest.mark.parametrize(
    ("topic", "text", "question", "answer"),
    [
        (
            "attaque",
            "Le déclarant a attaqué de sa main alors qu'il venait de faire la levée au mort ; aucun défenseur n'a encore"
            " joué.",
            "who_led",
            "declarer_wrong_hand",
        ),
        (
            "attaque",
            "N (le mort) fait la levée. E attaque ♣4 à la place du mort. S fournit ♣R de sa main.",
            "who_led",
            "defender_declarer_turn",
        ),
        (
            "enchere_insuffisante",
            "Sud avait dit 1♥ sur le 1♠ d'Est ; Ouest n'en veut pas.",
            "lho_accepts",
            "refuses",
        ),
        ("carte_du_mort", "Le mort pose lui-même le ♦3 sans qu'on le lui demande.", "case", "dummy_placed"),
        (
            "carte_du_mort",
            "Le mort a joué de lui-même le ♠V. Il n'a rien montré d'autre.",
            "case",
            "dummy_placed",
        ),
        # a card dummy showed is another case (asked)
        ("carte_du_mort", "Le mort a joué de lui-même le ♠V et a montré le ♠R.", "case", None),
        # the declarer's partner refusing is no left-hand opponent's choice
        (
            "enchere_insuffisante",
            "Sud a dit 1♥ sur le 1♠ d'Est ; son partenaire n'en veut pas.",
            "lho_accepts",
            None,
        ),
    ],
)
def test_facts_said_in_other_words(topic: str, text: str, question: str, answer: str | None) -> None:
    assert engine_facts(topic, text).get(question) == answer
