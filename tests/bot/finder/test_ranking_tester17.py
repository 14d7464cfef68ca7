"""Tester17's findings on the ranking (/work/tester17_report.md).

S2: a defender who faced his whole hand without meaning to claim (« il ne voulait pas revendiquer ») made no
claim (68A: « unless he demonstrably did not intend to claim »): his cards are exposed, penalty cards (49,
50B: several, all major), so « Carte pénalisée » comes first, never « Carte jouée » (whose path rules « la
carte est considérée comme jouée », 45C1). The declarer's faced cards are never penalty cards (48A), and a
hand faced with words that claim stays a claim (68A)."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


def found(text: str) -> list[str]:
    return [t.id for t in finder.search(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. À la 6e levée, Est a posé son jeu face visible sur la table par maladresse, il ne voulait pas"
        " revendiquer",
        "Sud joue 4♠. Est a étalé son jeu : il a cru que la donne était finie, il ne revendiquait rien",
        "3SA par Nord. Un défenseur a étalé ses cartes sans vouloir revendiquer",
        "4♥ joué par Nord, Ouest a abattu sa main par erreur, il n'avait pas l'intention de revendiquer",
    ],
)
def test_a_defenders_hand_faced_without_a_claim_is_a_penalty_card(text: str) -> None:
    assert found(text)[0] == "cartes_penalisees"


def test_the_penalty_card_path_knows_the_defender() -> None:
    text = "Sud joue 4♠. Est a étalé son jeu : il a cru que la donne était finie, il ne revendiquait rien"
    assert engine_facts("cartes_penalisees", text).get("owner") == "defender"


@pytest.mark.parametrize(
    "text",
    [
        "Sud joue 4♠. Est a étalé son jeu en disant « le reste est à nous »",  # a concession said: 68B
        "Sud joue 4♠. Est a étalé son jeu et revendique le reste",
    ],
)
def test_a_hand_faced_with_words_that_claim_stays_a_claim(text: str) -> None:
    assert found(text)[0] == "revendication"


def test_the_declarers_hand_faced_is_no_penalty_card() -> None:
    """48A: the declarer's cards are never penalty cards, whatever he meant."""
    assert found("Sud joue 4♠. Sud a étalé son jeu par maladresse, il ne voulait pas revendiquer")[0] != (
        "cartes_penalisees"
    )
