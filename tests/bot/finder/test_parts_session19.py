"""Round 5 session 19 (tester20 P10, P11, P14): what the words tell after the first irregularity.

- Declarer spreading his hand after an opening lead out of turn makes his choice under 54A: Law 68A says in
  so many words that it is no claim (48B1 too). No second irregularity.
- A call or play made « sans attendre l'arbitre » over the first irregularity is its acceptance or the
  forfeiture of its rectification (11A, 27A, 29A, 53A), ruled by the first topic. No second irregularity.
- A lead told after a revoke, or at a trick past the first, is a lead during the play (53, 55, 56: « Attaque
  hors tour »), never the opening lead (54), whatever verb the player used.
"""

from __future__ import annotations

import pytest

from bot.finder import index


def parts(text: str) -> list[str]:
    return [topic.id for _, topic in index.irregular_parts(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠, Est a entamé face visible alors que c'était à Ouest, puis Sud a étalé son jeu",
        "Ouest a entamé hors tour le roi de cœur, ensuite le déclarant a étalé ses cartes",
    ],
)
def test_declarer_spreading_after_a_lead_out_of_turn_is_no_claim(text: str) -> None:
    assert "revendication" not in parts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Est a passé hors tour alors que c'était à Nord, puis Sud a ouvert de 1♥ sans attendre l'arbitre",
        "enchère insuffisante de Nord, puis Est a contré sans attendre l'arbitre",
    ],
)
def test_a_call_over_the_irregularity_before_the_director_comes_is_no_second_one(text: str) -> None:
    assert len(parts(text)) < 2


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♥, Est a renoncé à pique à la 3e levée, puis à la levée suivante il a entamé hors tour",
        "Ouest a renoncé à cœur, puis Est a entamé hors tour",
        "Nord a joué avant son tour à la 6e levée, puis à la 8e levée Est a entamé hors tour",
    ],
)
def test_a_lead_out_of_turn_during_the_play_is_attaque(text: str) -> None:
    found = parts(text)
    assert "attaque" in found and "entame" not in found


def test_an_opening_lead_after_another_irregularity_before_the_play_stays_entame() -> None:
    text = "Sud joue 4♥, Est a entamé hors tour, le décla a accepté l'entame, puis Ouest a renoncé à pique à la 4e levée"
    assert parts(text) == ["entame", "renonce"]


def test_a_lead_dated_to_the_start_told_after_the_revoke_stays_entame() -> None:
    text = (
        "Renonce d'Est à pique, il a défaussé un trèfle, et il a rejoué à la levée suivante, et au passage "
        "c'est lui qui avait entamé hors tour au début du coup"
    )
    assert "attaque" not in parts(text)


def test_a_spread_later_in_the_play_after_the_lead_was_accepted_is_a_claim() -> None:
    """reviewer19's 4: 68A excludes only the spread right after an opening lead out of turn (54A)."""
    text = (
        "Est a entamé hors tour, le déclarant a accepté ; plus tard, le déclarant a étalé ses cartes en disant "
        "le reste est à moi"
    )
    assert parts(text) == ["entame", "revendication"]
