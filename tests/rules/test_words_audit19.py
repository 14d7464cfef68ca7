"""Round 5 session 17: the wrong pre-fills auditor19 found on the seventeenth blind set, in other words.

- A card found again among a hand's quitted tricks, its owner having played with 12 cards, is a missing card
  (14B; found in a played trick, 67 then applies): not a revoke because the card's name follows « retrouvé ».
- A revoke alleged against one player, denied, and then found to be his partner's (« en fait c'est Ouest qui… »)
  is no longer a disputed revoke: the denial was settled by the facts (63, 64 apply to the real offender).
"""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "on a retrouvé le 8 de carreau dans les levées de Nord, il a joué toute la donne avec 12 cartes",
        "Sud jouait avec 12 cartes sans le savoir : on a retrouvé sa dame de pique sous une levée",
        "en comptant, Est n'avait que 12 cartes ; on a retrouvé le valet de cœur dans l'étui",
    ],
)
def test_a_card_found_again_with_a_hand_of_12_is_a_missing_card(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "missing_card"


@pytest.mark.parametrize(
    "text",
    [
        # The card named after « retrouve » is the revoke card still in hand: a revoke.
        "Ouest a renoncé à pique, il retrouve le 5 de pique dans sa main à la levée suivante",
    ],
)
def test_the_revoke_card_found_in_hand_is_still_a_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Nord croit que Sud a renoncé, Sud dit que non, et en fait c'est Est qui n'avait pas fourni à cœur",
        "le décla accuse Ouest d'avoir renoncé, Ouest dit que non ; en réalité c'est Est qui n'a pas fourni",
    ],
)
def test_a_denial_settled_by_the_facts_is_not_a_disputed_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "disputed"


def test_a_denial_left_open_is_still_disputed() -> None:
    assert (
        vocabulary.facts("renonce", "Sud dit qu'Est a renoncé à carreau, Est dit que non").get("situation")
        == "disputed"
    )
