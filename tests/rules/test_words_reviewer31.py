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


@pytest.mark.parametrize(
    "text",
    [
        "Est a attaqué hors tour à la 13e levée... non, à la 11e",
        "À la 13e levée, non, à la 12e, Ouest a attaqué hors tour",
    ],
)
def test_v35_the_last_trick_corrected_is_asked(text: str) -> None:
    """V-35: the 13th trick said, then corrected: the 53/56 options exist at trick 11 or 12, so « trick_thirteen »
    (every card forced) is no evidence."""
    assert vocab.facts("attaque", text).get("who_led") != "trick_thirteen"


def test_v35_the_last_trick_said_stays_read() -> None:
    assert (
        vocab.facts("attaque", "Ouest a attaqué hors tour à la 13e levée.").get("who_led") == "trick_thirteen"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ouest a une carte pénalisée ; c'est à Ouest de jouer, pardon, à Est d'attaquer",
        "Est a une carte pénalisée ; c'est à lui d'attaquer... non, à Ouest",
    ],
)
def test_v57_whose_turn_corrected_is_asked(text: str) -> None:
    """V-57: whose lead it is decides 50D1 (the owner must play the card) against 50D2 (the declarer's option on his
    partner's lead); corrected in the same breath, it is asked."""
    assert "situation" not in vocab.facts("cartes_penalisees", text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Est a une carte pénalisée ; c'est à lui d'attaquer.", "owner_to_play"),
        ("Ouest a une carte pénalisée, et c'est à son partenaire Est d'attaquer.", "partner_to_lead"),
    ],
)
def test_v57_whose_turn_said_once_stays_read(text: str, value: str) -> None:
    assert vocab.facts("cartes_penalisees", text).get("situation") == value
