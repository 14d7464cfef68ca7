"""Session 40: what the tuning set s39 (written blind, measured blind in sessions 39 and 40) showed the ranking.

The writer correcting his own story after a call (« avant son passe... non pardon, de mon adversaire de droite », « Sud
a dit 4♠... non, je relis mes notes : Sud a contré ») is no player changing his call (25): another call must follow the
« non » at once, the writer's notes never between. And a hesitation before a call said as a noun (« une hésitation avant
son passe ») is partner's information (16B), as « avant de passer » was."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from bot.finder.calls import taken_back


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        (
            "Hésitation de mon adversaire de gauche avant son passe... non pardon, de mon adversaire de droite",
            False,
        ),
        ("Sud a dit 4♠... non, je relis mes notes : Sud a contré.", False),
        # a player's own change of call: another call at once
        ('il a dit passe puis "non en fait je dis 3SA"', True),
        ("Nord dit 2♠, puis non, 3♠.", True),
        ("3♥ euh 4♥", True),
    ],
)
def test_a_call_taken_back_needs_another_call_at_once(text: str, changed: bool) -> None:
    assert taken_back(text) is changed


@pytest.mark.parametrize(
    "text",
    [
        "Hésitation de mon adversaire de gauche avant son passe... non pardon, de mon adversaire de droite, Est ; ensuite"
        " son partenaire Ouest a dit 4♠. Eux ne sont pas d'accord qu'il y a eu une hésitation. On vous rappellera à la fin"
        " du coup.",
        "Étui 7, table 2 : après une longue hésitation de Nord avant de passer sur le 3♠ adverse, Sud a dit 4♠... non, je"
        " relis mes notes : Sud a contré. EO m'ont appelé à la fin du coup pour contester ce contre.",
    ],
)
def test_a_hesitation_before_a_call_with_the_writers_correction(text: str) -> None:
    assert finder.search(text)[0].id == "information_non_autorisee"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a pause or a think time said otherwise (16B; online, the platform's record establishes it, 85A1)
        (
            "BBO, après la donne : pause de 30 s de Nord avant de passer 4♠, Sud a contré ; j'ai sondé 6 joueurs.",
            "en_ligne_hesitation",
        ),
        (
            "Après la fin du coup, EO me signalent que le relevé indique 50 secondes de réflexion de Sud avant son passe,"
            " et que Nord a ensuite reparlé.",
            "en_ligne_hesitation",
        ),
        (
            "[chat] Nord: TD mon adversaire a mis une éternité avant de passer, puis son partenaire a enchéri 4♠",
            "en_ligne_hesitation",
        ),
        (
            "Au club : une longue pause de Nord avant de passer, puis Sud a reparlé 4♠.",
            "information_non_autorisee",
        ),
        # the time glued to its unit, or said for the call (« 1min », « 35 s pour le passe »)
        (
            "slt TD sur bbo le part a mis 1min avant de passer, puis l autre a dit 4pi, on conteste",
            "en_ligne_hesitation",
        ),
        (
            "Funbridge : 35 s pour le passe de Sud selon l'historique, Nord réveille, EO appellent.",
            "en_ligne_hesitation",
        ),
    ],
)
def test_a_pause_before_a_call(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # a claim contested or refused is the claim's (68, 69, 71), unless a revoke came before it (64B3)
        (
            "On a contesté la revendication seulement après avoir joué la donne suivante. Trop tard ?",
            "revendication",
        ),
        ("Nord conteste la revendication, mais le décla continue à jouer quand même", "revendication"),
        ("le déclarant renonce à pique, puis revendique et la défense conteste la revendication.", "renonce"),
        # a trick more than what is written (79C)
        (
            "Après la fin du tour, EO reviennent : ils pensent avoir fait une levée de plus que ce qui est inscrit.",
            "levees",
        ),
    ],
)
def test_a_claim_contested_and_a_trick_more_than_written(text: str, topic: str) -> None:
    assert finder.search(text)[0].id == topic


@pytest.mark.parametrize(
    "text",
    [
        "Est avait une carte pénalisée (le roi de pique) sur la table, pique attaqué, il a fourni un autre pique au lieu du roi.",
        "Est avait une carte pénalisée, la Dame de pique, sur la table. Au pique suivant, il a fourni le 3 au lieu de la Dame.",
        "la Dame de ♦ d'Ouest était pénalisée sur la table, sur l'attaque ♦ du mort il fournit le 7♦ et laisse la dame sur la table",
    ],
)
def test_a_penalty_card_not_played_when_required_is_a_revoke(text: str) -> None:
    """50D1, 61A: another card of the suit played instead of the penalty card is a revoke, the revoke's topic first."""
    assert finder.search(text)[0].id == "renonce"


def test_an_insufficient_bid_over_its_right_hand_opponents_ranks_first() -> None:
    """27: the finder's signal reads the same words as the fact (`rules.bids_in_words.over_right_hand_opponent`)."""
    assert (
        finder.search("Sur 1SA de son adversaire de droite, Sud annonce 1♥ à son tour.")[0].id
        == "enchere_insuffisante"
    )
