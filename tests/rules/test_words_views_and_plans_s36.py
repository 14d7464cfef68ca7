"""A player's view that opens the sentence (« Pour Est, Sud a renoncé ») and a refusal only announced (« Est va
contesté ») state no fact (issue 37 §1, finder95): the director asks (85A; 68B: a claim is contested once an opponent
disagrees, not before). « une levée pour Est », « Pour le mort, le déclarant a dit « pique » » keep theirs."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        ("renonce", "Pour Est, Sud a renoncé à cœur à la 3e levée.", "situation"),
        ("renonce", "Pour Est, c'est une renonce consommée.", "established"),
        ("renonce", "Pour Ouest la renonce est consommée.", "established"),
        ("declaration_hors_tour", "Pour Est, Ouest a dit 1♥ alors que c'était à Sud.", "turn"),
        ("revendication", "Sud revendique le reste, Est va contesté.", "situation"),
        ("revendication", "Sud revendique le reste, Est va refuser je pense.", "situation"),
        ("revendication", "Admettons que Sud revendique et qu'Est conteste, que faire ?", "situation"),
    ],
)
def test_a_view_or_a_plan_states_nothing(topic: str, text: str, question: str) -> None:
    assert question not in vocabulary.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("renonce", "Sud a fait une levée pour Est, puis Est a renoncé à cœur.", "situation", "not_followed"),
        ("revendication", "Sud revendique le reste, Est conteste.", "situation", "contested"),
        (
            "revendication",
            "Sud revendique, Est conteste, il va appeler son capitaine.",
            "situation",
            "contested",
        ),
    ],
)
def test_the_fact_said_outside_a_view_is_kept(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 27A1: Sud is Est's left-hand opponent; his acceptance said in the past
        ("Nord ouvre 1♠, Est dit 1♥, enchère insuffisante. Sud a accepté.", "accepts"),
        ("Nord ouvre 1♠, Est dit 1♥, enchère insuffisante. Sud l'a acceptée.", "accepts"),
        ("Nord ouvre 1♠, Est dit 1♥, enchère insuffisante. Sud a refusé.", "refuses"),
    ],
)
def test_the_left_hand_opponents_choice_said_in_the_past_is_read(text: str, value: str) -> None:
    assert vocabulary.facts("enchere_insuffisante", text).get("lho_accepts") == value


@pytest.mark.parametrize(
    "text",
    [
        "Nord ouvre 1♠, Est dit 1♥, enchère insuffisante. Ouest a accepté.",  # the partner accepts nothing (27A1)
        "Nord ouvre 1♠, Est dit 1♥, enchère insuffisante. Sud va accepter.",
    ],
)
def test_an_acceptance_by_another_or_to_come_is_not_read(text: str) -> None:
    assert "lho_accepts" not in vocabulary.facts("enchere_insuffisante", text)


@pytest.mark.parametrize(
    "text",
    [
        # 68A: a claim said by showing the cards or by « le reste est pour moi »; 68B: an opponent disagrees
        "À la neuvième levée le déclarant a montré toutes ses cartes en disant que le reste était pour lui, mon "
        "partenaire n'était pas d'accord.",
        "Au dixième pli, la déclarante a dit « le reste est pour moi » et a posé ses cartes. Mon partenaire a dit non.",
    ],
)
def test_a_claim_said_in_other_words_and_refused_is_contested(text: str) -> None:
    assert vocabulary.facts("revendication", text).get("situation") == "contested"
