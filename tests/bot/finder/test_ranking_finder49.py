"""Issue 37 §4, the ranking on new writers' words (finder49, the even lines of descriptions_tuning_s24.txt): a card
played before the turn of the player whose turn it was (57A, 57C) is told by the grammar, whatever the words around it
(« la carte était bien de la couleur » is no revoke).

The sentences are my own; each positive case fails on main before the change (bot/finder/trick_acts.py
`_PLAYED_BEFORE`).
"""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.trick_acts import played_early
from rules import vocabulary as vocab


def found(text: str) -> list[str]:
    return [t.id for t in finder.search(text)]


def folded(text: str) -> str:
    return " ".join(vocab.words(text))


@pytest.mark.parametrize(
    "text",
    [
        # the defender whose turn it was named by his role (57C: the declarer's premature play is a played card)
        "Le déclarant a posé sa carte avant le défenseur, et elle était de la couleur demandée.",
        "Sud a joué une carte avant le défenseur en second, il avait bien fourni à la couleur",
        # the partner's turn said first, then the card (57A: a defender playing before his partner)
        "Ma partenaire n'avait pas encore joué et moi j'ai posé ma carte.",
        "Son partenaire n'a pas encore fourni et il a déjà joué sa carte, que fait-on ?",
    ],
)
def test_a_card_played_before_the_turn_is_a_premature_play(text: str) -> None:
    assert played_early(folded(text)) == "jeu_premature"
    assert found(text)[0] == "jeu_premature"


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a posé sa carte après le défenseur, et elle était de la couleur demandée.",  # his turn
        "Mon partenaire n'avait pas encore joué et moi j'ai dit que j'avais la main.",  # no card played
        "Mon partenaire n'avait pas encore joué, il réfléchissait ; ensuite j'ai posé ma carte quand c'était à moi.",
    ],
)
def test_no_premature_play_without_a_card_before_the_turn(text: str) -> None:
    assert played_early(folded(text)) is None
