"""reviewer22 #3 and #9 (/work/reports/reviewer22.md), the review's sentences as tests that must not fill, beside
what still fills.

- #3: « le déclarant exige / interdit l'attaque » makes the exposed card a defender's (only a defender's penalty card
  gives him that option, 50D2) — not when the words say the card was the declarer's or dummy's: those are no
  penalty cards (48A), whatever option he claims.
- #9: « mauvais clic sur 4 » is a call only with its strain (« sur 3SA », « sur 2♥ »): a number alone may be a
  card's rank (« il voulait jouer le 4 de pique »), 25A against 45/47's online forms."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a exigé l'attaque pique alors que la carte exposée était la sienne.",
        "Le déclarant a exigé l'attaque pique ; l'arbitre constate que la carte était celle du déclarant.",
        "Le déclarant voudrait exiger l'attaque pique, mais la carte tombée est celle de Nord, le mort.",
        "Le déclarant interdit l'attaque carreau, or la carte pénalisée est celle du mort.",
    ],
)
def test_a_card_the_words_give_to_the_declarer_or_dummy_is_not_a_defender_s(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") != "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a fait tomber la dame de pique, le déclarant a exigé l'attaque pique, la carte pénalisée reste",
        "Le déclarant a exigé l'attaque pique, la carte pénalisée d'Ouest est reprise",
    ],
)
def test_the_declarer_s_option_on_a_defender_s_card_still_reads_the_defender(text: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("owner") == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "En ligne, Nord a fait un mauvais clic sur 4, il voulait jouer le 4 de pique, pas le 4 de cœur.",
        "En ligne, Nord a fait un mauvais clic sur 4, il voulait jouer le 4 de pique.",
        "mauvais clic sur 2, il voulait fournir le 2 de trèfle",
        "misclick sur 4, il voulait dire passe",
    ],
)
def test_a_misclick_on_a_bare_number_is_no_call(text: str) -> None:
    assert vocabulary.facts("en_ligne_clic", text).get("what") != "call"


@pytest.mark.parametrize(
    "text",
    [
        "misclick sur 3SA",
        "misclic sur 2 coeurs",
        "clic erroné sur le 3SA",
        "misclick sur ma dernière enchère",
    ],
)
def test_a_misclick_on_a_level_and_its_strain_is_a_call(text: str) -> None:
    assert vocabulary.facts("en_ligne_clic", text).get("what") == "call"
