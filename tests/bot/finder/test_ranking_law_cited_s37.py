"""Issue 37 §4: a law a player cites for the incident never outranks what the words tell happened.

A law cited that the words agree with stays first (« Loi 27 : 1♥ sur 1♠ »); a law cited wrongly (the words rank
its topics at less than half the score of another) comes second, in view, after the incident the words tell
(bot/finder/topics.py `not_the_law_s`)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


@pytest.mark.parametrize(
    ("text", "first", "law_topic"),
    [
        # 40 is the explanations' law; the words tell a revoke (61, 64)
        (
            "Selon mon adversaire c'est la Loi 40 : mon partenaire n'a pas fourni à carreau alors qu'il en avait",
            "renonce",
            "explication_erronee",
        ),
        # 25 is a change of call; a double of partner's bid is 19A1 (an inadmissible double)
        (
            "Il paraît que la loi 25 s'applique : Ouest a contré son propre partenaire",
            "declaration_inadmissible",
            "changement_declaration",
        ),
        # the same law noted as directors note it, without « loi » (a ruling never depends on the route)
        ("Le déclarant a attaqué de sa main alors qu'il était au mort, 64A je crois ?", "attaque", "renonce"),
        ("Est a contré son propre partenaire, 25B ?", "declaration_inadmissible", "changement_declaration"),
    ],
)
def test_a_law_cited_wrongly_comes_after_the_incident_the_words_tell(
    text: str, first: str, law_topic: str
) -> None:
    found = _ids(text)
    assert found[0] == first
    assert law_topic in found[:3]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Loi 27 : 1♥ sur 1♠, l'auteur veut corriger", "enchere_insuffisante"),
        ("Loi 64B : renonce à la douzième levée", "renonce"),
        (
            "Loi 16B : longue hésitation avant le contre, le partenaire enchérit 4♠",
            "information_non_autorisee",
        ),
        # 9 (who may draw attention) is the law of what the words tell, though they name a revoke too
        ("Loi 9 : le mort a signalé une renonce pendant le jeu", "procedure"),
        ("Loi 45 je crois : le mort a pris une carte tout seul et l'a jouée", "carte_du_mort"),
        ("loi 64", "renonce"),
        ("renonce consommée, 64A", "renonce"),
        ("EI 1♥ sur 1♠, 27B1", "enchere_insuffisante"),
    ],
)
def test_a_law_the_words_agree_with_stays_first(text: str, first: str) -> None:
    assert _ids(text)[0] == first
