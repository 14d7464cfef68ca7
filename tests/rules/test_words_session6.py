"""Issue 37 §1, round 5 session 6: more of what the words state plainly, each reading beside the traps
that must not fire. Sentences written for the rule they test; the answers checked against the 2017 Laws
(50D1 the owner plays, 50D2 the partner leads, 50E the information, 52 a penalty card not played)."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The owner of the penalty card, and who must lead now: the owner himself, or his partner.
        ("la dame de pique de Nord est pénalisée, c'est à Sud d'attaquer", "partner_to_lead"),
        ("Ouest a le roi de cœur pénalisé et c'est à son partenaire Est d'attaquer", "partner_to_lead"),
        ("c'est Nord qui a la carte pénalisée, pas Sud ; c'est Sud qui prend la main", "partner_to_lead"),
        ("c'est à Est d'attaquer et il a le valet de trèfle pénalisé devant lui", "owner_to_play"),
        ("Ouest a la dame de carreau pénalisée, c'est à Ouest de jouer", "owner_to_play"),
        ("Est a le 8♠ pénalisé, le décla attaque pique", "owner_to_play"),
        # The card taken back after the declarer's choice: what is left is the information (50E).
        ("le déclarant a exigé l'attaque cœur, la carte pénalisée a été reprise en main", "information"),
        ("la carte pénalisée de Sud n'a pas été jouée à la levée suivante", "not_played"),
    ],
)
def test_the_penalty_cards_case_is_read_from_the_seats(text: str, expected: str) -> None:
    assert vocabulary.facts("cartes_penalisees", text).get("situation") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Nord a le roi pénalisé, c'est à Est d'attaquer",  # an opponent: the words contradict the Laws' seats
        "si Nord a une carte pénalisée et que c'est à Sud d'attaquer, que fait-on ?",
        "Nord a la dame pénalisée ; est-ce à Sud d'attaquer ?",
        "Nord a le roi pénalisé, le décla attaque cœur, Nord a laissé le roi sur la table",  # not played: 52
        "Nord a le roi pénalisé et Sud a la dame pénalisée, c'est à Sud d'attaquer",  # two owners
        "Ouest a fait tomber une petite carte pendant le jeu",  # called now or later: the director says
        "Est a le 8♠ pénalisé, c'est à Est d'attaquer ; non, c'est à Ouest d'attaquer",
        "le décla a exigé l'attaque cœur, la carte pénalisée n'a pas été reprise en main",
    ],
)
def test_no_penalty_case_is_read_from_doubtful_words(text: str) -> None:
    assert "situation" not in vocabulary.facts("cartes_penalisees", text)


def test_a_quoted_question_leaves_its_clause_stated() -> None:
    """« Est lui demande "plus de trèfle ?" »: only the quoted words ask; the act before them is told."""
    text = 'Sud (défense) a renoncé à trèfle, Est lui demande "plus de trèfle ?"'
    assert vocabulary.facts("renonce", text).get("offender") == "defender"
    said = vocabulary.read('le mort joue carreau et Est demande "plus de trèfle ?"', stated_only=True)
    assert ("carreau", "carreau") in said and ("trefle", "trefl") not in said
    # a question that is not quoted still asks with its whole clause
    assert set(vocabulary.read("le mort a-t-il joué carreau ?", stated_only=True)) == {vocabulary.NOTHING}
