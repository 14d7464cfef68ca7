"""finder80 (session 31, issue 37 §1: the blind set s31's wrong pre-fills, reviewer31 V-n): each in general words.

- The Laws' rectification judged too severe or too lenient (« bien trop sévère par rapport au dommage réel ») is no
  damage to redress: 12B2 forbids an adjusted score for that reason alone (`rectification_seems_unfair`), not 12C1.
- A revoke the others allege in a player's broken French (« ils disent moi renonce ») is their word: asked (61, 85A).
- A claim objected to, then play resumed (« ils reprennent le jeu ») is 68D2, not a claim to adjudicate (70): all
  four agreeing said → `continued_by_all` (68D2b), otherwise asked; a count argued after play (« après le jeu, on
  n'est pas d'accord ») may be 69/79 or 70: asked.
Each with its plain case, which still reads."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Le joueur trouve la rectification de la renonce beaucoup trop sévère par rapport au dommage réel.",
        "Ils estiment que la rectification est trop douce : le camp fautif s'en sort bien, le dommage réel est plus grand.",
        "La pénalité pour l'enchère insuffisante est trop dure, ils n'ont subi aucun dommage réel.",
        "Le transfert de deux levées est excessif, ils n'ont perdu qu'une levée sur la renonce.",
    ],
)
def test_a_rectification_judged_too_severe_or_too_lenient_is_12b2(text: str) -> None:
    assert engine_facts("marque_ajustee", text).get("situation") == "rectification_seems_unfair"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        # the damage itself, no rectification judged (12C1)
        (
            "L'infraction a lésé Est-Ouest : le dommage réel est d'une levée, je veux ajuster le score.",
            "damage",
        ),
        # « pas trop sévère »: neither the complaint nor, read with it, the damage
        (
            "La rectification n'est pas trop sévère : l'infraction a lésé Nord-Sud, le dommage réel est de deux levées.",
            None,
        ),
        # the director « trop sévère », no rectification named
        ("L'arbitre a été trop sévère avec moi, il m'a mis un avertissement.", None),
    ],
)
def test_damage_and_other_severity(text: str, situation: str | None) -> None:
    assert engine_facts("marque_ajustee", text).get("situation") == situation


@pytest.mark.parametrize(
    "text",
    [
        "Ils disent moi renonce à carreau, mais regardez : j'ai fourni le valet de carreau à la levée 3.",
        "Il dit moi renonce à cœur, mais j'ai fourni le valet de cœur à la 3e levée.",
        "Ils disent toi renonce à trèfle ? Non, mon 8 de trèfle est à la levée 2.",
    ],
)
def test_a_revoke_the_others_say_in_broken_french_is_asked(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") is None


@pytest.mark.parametrize(
    "text",
    ["Moi renonce à pique, j'avais encore le 3 de pique, pardon.", "Ouest a renoncé à pique à la levée 4."],
)
def test_a_revoke_said_plainly_still_reads(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    ("text", "situation"),
    [
        (
            "Sud revendique, Ouest conteste, ils reprennent le jeu tous les quatre d'accord.",
            "continued_by_all",
        ),
        ("Nord revendique, Est conteste ; ils reprennent la partie tous d'accord.", "continued_by_all"),
        ("Est revendique, Sud conteste, le jeu reprend avec l'accord des quatre.", "continued_by_all"),
        # resumed, whether all four agreed not said: asked (68D2a or b)
        ("Sud revendique, Ouest conteste, ils reprennent le jeu.", None),
        (
            "Sud revendique, Ouest conteste, ils ne sont pas tous d'accord pour reprendre le jeu, j'arrive.",
            None,
        ),
        # the count argued after play: a claim contested then (70) or a later disagreement (69, 79)
        ("Après le jeu, on n'est pas d'accord sur la revendication : ils disent 9 levées, nous 10.", None),
        ("Le jeu terminé, Ouest n'est pas d'accord avec la revendication de Sud.", None),
        # the plain contest still reads
        ("Sud revendique, Ouest conteste, on m'appelle.", "contested"),
        ("Nord revendique à la levée 9, Est n'est pas d'accord, on m'appelle tout de suite.", "contested"),
    ],
)
def test_a_claim_contested_then_play_resumed(text: str, situation: str | None) -> None:
    assert engine_facts("revendication", text).get("situation") == situation
