"""A player's belief or account is his word, not a fact the director states (reviewer33 H-44, session 33).

« À en croire Est », « aux dires d'Est », « Est estime / maintient / certifie / rapporte que », « a l'impression
que », « a cru voir »: what follows is one side's version (85A), so the question is asked; the same act stated by
the writer is still read."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        ("carte_du_mort", "case", "À en croire Est, le déclarant a touché le R♠ du mort."),
        ("carte_du_mort", "case", "Aux dires d'Est, le déclarant a touché le R♠ du mort."),
        ("carte_du_mort", "case", "Est estime que le déclarant a touché le R♠ du mort."),
        ("carte_du_mort", "case", "Ouest a l'impression que le déclarant a touché la D♥ du mort."),
        ("carte_du_mort", "case", "Est a cru voir le déclarant toucher le R♠ du mort."),
        ("carte_du_mort", "case", "Est maintient que le déclarant a touché le R♠ du mort, Sud dit que non."),
        ("carte_du_mort", "case", "Ouest certifie que le déclarant a touché le 3♣ du mort."),
        ("carte_du_mort", "case", "Nord rapporte que le déclarant a touché le R♠ du mort."),
        (
            "attaque",
            "declarer_choice",
            "Est attaque alors que c'était au mort. Aux dires d'Ouest, le déclarant a accepté l'attaque.",
        ),
    ],
)
def test_a_players_belief_or_account_fills_nothing(topic: str, question: str, text: str) -> None:
    assert question not in engine_facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        ("carte_du_mort", "case", "touched", "Le déclarant a touché le R♠ du mort."),
        ("carte_du_mort", "case", "touched", "Le déclarant a touché le R♠ du mort, tout le monde l'a vu."),
        # « rapport » the noun is the director's own report, no player's account
        (
            "carte_du_mort",
            "case",
            "touched",
            "Dans le rapport que j'ai rédigé, le déclarant a touché le R♠ du mort.",
        ),
    ],
)
def test_the_same_act_stated_by_the_writer_is_read(topic: str, question: str, value: str, text: str) -> None:
    assert engine_facts(topic, text).get(question) == value
