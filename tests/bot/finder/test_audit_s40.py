"""Session 40: auditor42's two wrong pre-fills on blind set s40 (bench/finder_blind_audit.toml), and the ranking the tuning
set s39 showed.

- « Donneur Nord ; avant que Nord ouvre, Est dit « passe » »: the verb of whose turn it was (« ouvre ») is the rightful
  caller's, not the call out of turn; Est's call is no bid (30A, a pass).
- « Ouest ne fournit pas à ♣ à la levée 3 … À la levée 6, rebelote, il défausse encore sur ♣ alors qu'il a toujours son
  ♣7 »: the same player's second revoke said by « encore » with the card he kept is two revokes (64B2), never one.
- A result entered wrong on the Bridgemate or on the wrong side (79C), and an opponent's play mocked (74A2)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "call"),
    [
        # session 41 reads the call in the clause after the marker that opens the sentence: Est's pass (30A)
        ("Donneur Nord ; avant que Nord ouvre, Est dit « passe ».", "pass"),
        (
            "l'adversaire de droite du donneur a passé avant que celui-ci ouvre ; personne n'a rien dit d'autre.",
            "pass",
        ),
        ("Contre hors tour, avant que l'adversaire de droite ait ouvert.", "double"),
    ],
)
def test_the_rightful_callers_verb_is_not_the_call_out_of_turn(text: str, call: str | None) -> None:
    assert engine_facts("declaration_hors_tour", text).get("call") == call


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Ouest ne fournit pas à ♣ à la levée 3, il défausse un ♥. À la levée 6, rebelote, il défausse encore sur ♣"
            " alors qu'il a toujours son ♣7. On découvre les deux à la fin du coup.",
            "two_revokes",
        ),
        # « encore » with no card kept: asked; another board's revoke: this board's one
        (
            "Ouest défausse un ♥ sur ♣ alors qu'il avait le ♣7. Puis il défausse encore sur ♣, il n'en avait plus.",
            None,
        ),
        (
            "sur la donne d'avant Ouest avait déjà renoncé, et là rebelote : en défense il défausse un cœur sur le pique"
            " en ayant un pique",
            "not_followed",
        ),
    ],
)
def test_the_same_players_second_revoke_said_by_encore(text: str, situation: str | None) -> None:
    assert engine_facts("renonce", text).get("situation") == situation


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "Table 1, étui 2 : 4♥ +1 pour NS saisi sur le Bridgemate alors que tout le monde était d'accord à la table"
            " sur 4♥ tout juste. EO l'ont signalé un quart d'heure après l'affichage des résultats.",
            "levees",
        ),
        (
            "mon adversaire n'arrête pas de commenter mon jeu il dit que je joue comme un débutant",
            "tempo_comportement",
        ),
    ],
)
def test_a_score_entered_wrong_and_a_play_mocked(text: str, topic: str) -> None:
    assert topic in [found.id for found in finder.search(text)[:3]]
