"""reviewer30 T-21: « personne n'a joué …, sauf X » — a universal negative with its exception said next states nobody
nothing: whether the offending side played to the next trick (63A1), whether the wrong lead was played to (53A, 55A),
whether declarer played since touching dummy's card (45C) is asked; without the exception the words are read."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("topic", "text", "question"),
    [
        (
            "renonce",
            "Est a renoncé ; personne n'a joué à la levée suivante, sauf son partenaire qui a attaqué.",
            "established",
        ),
        (
            "renonce",
            "Est a renoncé ; personne n'avait encore joué à la levée suivante, à part Ouest.",
            "established",
        ),
        (
            "renonce",
            "Est a renoncé. Personne n'a rejoué, enfin si, Ouest a attaqué la levée suivante.",
            "established",
        ),
        (
            "attaque",
            "Le déclarant a attaqué du mort au lieu de sa main ; personne n'a encore joué dessus, sauf Est qui a fourni.",
            "followed_defender_turn",
        ),
        (
            "carte_du_mort",
            "Le déclarant a touché la dame du mort sans le vouloir ; il n'a rien joué depuis, sauf le petit de sa main.",
            "next_play",
        ),
    ],
)
def test_a_universal_negative_with_its_exception_is_asked(topic: str, text: str, question: str) -> None:
    assert question not in engine_facts(topic, text)


def test_without_the_exception_nobody_played() -> None:
    facts = engine_facts("renonce", "Est a renoncé ; personne n'a joué à la levée suivante.")
    assert facts["established"] == "no"
