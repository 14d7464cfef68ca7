"""reviewer31's findings on the words (issue 37 §1), checked against the 2017 Laws."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    ("topic", "question", "text"),
    [
        ("renonce", "offender", "Le déclarant a vu Ouest renoncer à pique."),
        ("renonce", "offender", "Le mort a vu Est renoncer à carreau, il l'a signalé à la fin."),
        ("cartes_penalisees", "owner", "Le mort a vu Ouest laisser tomber une carte."),
        ("cartes_penalisees", "owner", "Le déclarant a vu Ouest montrer une carte à son partenaire."),
        ("entame", "situation", "Le déclarant a vu Ouest entamer hors tour."),
        ("jeu_premature", "several_cards_player", "Le déclarant a vu Est jouer deux cartes à la fois."),
    ],
)
def test_v34_who_saw_is_not_who_did(topic: str, question: str, text: str) -> None:
    """V-34: « Le déclarant a vu Ouest renoncer »: the onlooker is no offender (61, 64), no owner of a penalty card
    (50), no leader (54): the player after the verb acted, and who he is is asked, not taken from the onlooker."""
    assert question not in vocab.facts(topic, text)


@pytest.mark.parametrize(
    ("topic", "question", "value", "text"),
    [
        ("renonce", "offender", "declarer", "Le déclarant a renoncé à pique ; Ouest l'a vu."),
        ("renonce", "offender", "declarer", "Le déclarant a renoncé à cœur, le mort l'a vu tout de suite."),
        ("renonce", "offender", "declarer", "Le mort a vu que le déclarant n'avait pas fourni à trèfle."),
        (
            "declaration_hors_tour",
            "call",
            "bid",
            "Le caddie a vu Sud dire 1♣ alors que c'était à Nord de parler.",
        ),
    ],
)
def test_v34_the_doer_seen_stays_read(topic: str, question: str, value: str, text: str) -> None:
    """The doer named as such keeps his role; the act seen (a bid said) stays read whoever saw it."""
    assert vocab.facts(topic, text).get(question) == value
