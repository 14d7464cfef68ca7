"""Issue 37 §4 (finder51, s25): two orders the words give. A law quoted « loi N » puts its topics first, but what
the words tell follows them (a law quoted wrongly never hides the incident); the irregularity the director says he
rules first (« je commence par … », « … d'abord ») is proposed first. My own sentences."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder


def _ids(text: str) -> list[str]:
    return [topic.id for topic in finder.search(text)]


def test_a_law_quoted_wrongly_keeps_the_incident_the_words_tell_in_view() -> None:
    # a lead from the wrong hand by declarer is 55 (attaque); law 64 (the revoke's) is quoted by mistake
    # (session 37: the words' incident first, issue 37 §4; the law quoted next, in view)
    found = _ids("Le déclarant a attaqué de sa main alors qu'il était au mort, loi 64 je crois ?")
    assert found[0] == "attaque"
    assert "renonce" in found[:3]


def test_a_law_quoted_alone_gives_its_topics() -> None:
    assert _ids("loi 64")[:1] == ["renonce"]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # 50 (cards dropped: penalty cards) then 56 (a defender's lead out of turn): the director takes the cards first
        (
            "À la 4e levée, deux cartes glissent de la main de Sud (défense), le 3♣ et le R♥. Puis Nord attaque hors "
            "tour à la levée d'après. Je note d'abord les cartes tombées.",
            "cartes_penalisees",
        ),
        # 47E (a lead after a wrong explanation) then 45F (dummy taking a card alone): the lead first
        (
            "Deux soucis à la table 3 : entame faite après une explication fausse du 2♣, puis le mort a joué une "
            "carte sans qu'on la lui nomme. Je commence par l'entame.",
            "entame",
        ),
        # 45F then 61 (a revoke): the revoke first
        (
            "Deux problèmes : le mort a pris une carte de son jeu sans qu'on la lui demande, puis Est a renoncé à "
            "pique. Je traite d'abord la renonce.",
            "renonce",
        ),
    ],
)
def test_the_irregularity_the_director_rules_first_is_proposed_first(text: str, first: str) -> None:
    assert _ids(text)[0] == first


@pytest.mark.parametrize(
    "text",
    [
        "Deux problèmes : le mort a pris une carte de son jeu sans qu'on la lui demande, puis Est a renoncé à "
        "pique. On règle quoi d'abord ?",
        "Deux problèmes : le mort a pris une carte de son jeu sans qu'on la lui demande, puis Est a renoncé à "
        "pique. Je prends laquelle d'abord ?",
    ],
)
def test_a_question_of_order_chooses_nothing(text: str) -> None:
    without = text.rsplit(".", 1)[0] + "."
    assert _ids(text)[:1] == _ids(without)[:1]


def test_a_question_of_order_with_est_ce_chooses_nothing() -> None:
    text = (
        "Deux problèmes : le mort a pris une carte de son jeu sans qu'on la lui demande, puis Est a renoncé à "
        "pique. Qu'est-ce qu'on règle d'abord ?"
    )
    assert _ids(text)[:1] == _ids(text.rsplit(".", 1)[0] + ".")[:1]
