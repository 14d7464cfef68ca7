"""Whose turn it was when a call was made out of rotation (rules/turns_in_words.py, the topic « Déclaration
hors tour », question `turn`). Seats clockwise N → E → S → O: the turn of the player on one's right is the
right-hand opponent's (« rho »), never the partner's. A wrong seat is a wrong ruling (29-32 differ)."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab

SEATS = ("Nord", "Est", "Sud", "Ouest")
TOPIC = "declaration_hors_tour"


def _of(text: str) -> str:
    """« de Est » as a director types it: « d'Est »."""
    return text.replace("de Est", "d'Est").replace("de Ouest", "d'Ouest")


def _pairs(step: int) -> list[tuple[str, str]]:
    """(offender, whose turn it was) for each seat, the turn `step` seats after the offender's."""
    return [(seat, SEATS[(at + step) % 4]) for at, seat in enumerate(SEATS)]


@pytest.mark.parametrize(("offender", "turn"), _pairs(-1))
@pytest.mark.parametrize(
    "form",
    [
        "ouverture hors tour de {x} au tour de {y}",
        "Donneur {d}. Ouverture hors tour de {x} au tour de {y}, personne n'accepte",
        "donneur {d}, {x} a ouvert 1♠ hors tour, c'était au tour de {y}",
        "contre hors tour de {x}, c'était au tour de {y}",
    ],
)
def test_the_right_hand_opponents_turn_is_rho_whatever_the_dealer(
    offender: str, turn: str, form: str
) -> None:
    for dealer in SEATS:
        text = _of(form.format(x=offender, y=turn, d=dealer))
        assert vocab.facts(TOPIC, text).get("turn") == "rho", text


@pytest.mark.parametrize(("offender", "turn"), _pairs(2))
def test_the_partners_turn_is_the_partners(offender: str, turn: str) -> None:
    text = _of(f"ouverture hors tour de {offender} au tour de {turn}")
    assert vocab.facts(TOPIC, text).get("turn") == "partner"
    # said first, then the call of the one who was not to speak: his partner's turn too
    text = _of(f"Sud a ouvert 1♠, c'était à {turn} de parler, et {offender} a contré")
    if "Sud" not in (offender, turn):
        assert vocab.facts(TOPIC, text).get("turn") == "partner", text


@pytest.mark.parametrize(("offender", "turn"), _pairs(1))
def test_an_opening_at_the_left_hand_opponents_turn(offender: str, turn: str) -> None:
    text = _of(f"ouverture hors tour de {offender} au tour de {turn}")
    assert vocab.facts(TOPIC, text).get("turn") == "lho_first"


@pytest.mark.parametrize(
    "text",
    [
        # the next turn after a call in turn, not the offender's (no « hors tour »)
        "Nord a ouvert 1♠, c'était à Est de parler",
        "Sud a ouvert 1♥, c'était ensuite au tour d'Ouest",
        # a question, a denial
        "ouverture hors tour de Sud au tour d'Est ?",
        "ce n'est pas une ouverture hors tour de Sud au tour d'Est",
    ],
)
def test_no_turn_is_read_from_the_next_turn_a_question_or_a_denial(text: str) -> None:
    assert "turn" not in vocab.facts(TOPIC, text)
