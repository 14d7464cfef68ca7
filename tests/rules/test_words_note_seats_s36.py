"""A director's note: an abbreviation's dot before a seat's capital (« ren. E ♥ », « Décl. N interdit ») is the
abbreviation's, not a sentence's end, so the revoke and its seat are read together (issue 37 §1, finder96; 64A)."""

from __future__ import annotations

import pytest

from rules import vocabulary
from rules.shorthand_in_words import as_typed_in_full


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("ren. E ♥", "renonce E ♥"),
        ("T3 D7 ren. O ♣, lev. gagnée", "T3 D7 renonce O ♣, levée gagnée"),
        # a sentence ending with a word that is no abbreviation keeps its dot
        ("Il a renoncé. E a joué ensuite.", "Il a renoncé. E a joué ensuite."),
    ],
)
def test_the_dot_of_an_abbreviation_before_a_seat(typed: str, read: str) -> None:
    assert as_typed_in_full(typed) == read


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        ("renonce", "T7 D18 ren. E ♥, consommée, découverte fin du jeu.", "situation", "not_followed"),
        ("renonce", "T3 D7 ren. O ♣, lev. gagnée par décl.", "situation", "not_followed"),
        (
            "entame",
            "T9 D17 EHT E ♦D. Décl. N interdit carreau. Carte reprise.",
            "declarer_choice",
            "forbid_suit",
        ),
    ],
)
def test_a_note_gives_its_facts(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("topic", "text", "question", "value"),
    [
        # the role instead of the seat in a note (64A)
        ("renonce", "T12 D1 ren. décl. ♦, lev. gagnée par le mort.", "situation", "not_followed"),
        ("renonce", "ren. déf. ♠ lev 4, consommée", "situation", "not_followed"),
        # « déf. » the defence, its dot its own (57A: a defender's premature play)
        (
            "jeu_premature",
            "« Déf. O joue 2 cartes à la fois, 2 faces visibles, lev. 3. »",
            "several_cards_player",
            "defender",
        ),
        ("cartes_penalisees", "O fait tomber le 3 de T, face vis, en déf", "owner", "defender"),
    ],
)
def test_a_note_names_the_role(topic: str, text: str, question: str, value: str) -> None:
    assert vocabulary.facts(topic, text).get(question) == value


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("renonce décl S ♥ lev 6 il coupe, vu lev 8, 4♠ N-S, étui 11", "declarer"),
        ("T12 D1 ren. décl. ♦, lev. gagnée par le mort.", "declarer"),
        ("ren. mort ♣ lev 4", "dummy"),  # 64B3
        ("ren. déf. ♠ lev 4, consommée", "defender"),
    ],
)
def test_a_note_names_who_revoked_by_his_role(text: str, offender: str) -> None:
    assert vocabulary.facts("renonce", text).get("offender") == offender


def test_a_note_with_a_seat_and_no_contract_names_no_role() -> None:
    assert "offender" not in vocabulary.facts("renonce", "renonce O ♣ lev 5, vu lev 7")


def test_a_correction_before_the_lead_in_a_note() -> None:
    # 20F5b: the declarer's partner corrects before the opening lead; the article left out in a note
    text = "expl erronée : 2♣ pas Stayman, décl corrige avant entame d22 t5"
    assert vocabulary.facts("explication_erronee", text).get("situation") == "before_lead"
