"""reviewer28 R-5 (finder59): a contract written again with its result (« fait 4♠ +1 », « 4♥ -1 », « 3SA= ») is the
score's notation, never a bid over a bid (27); an auction told with dashes (« 1♠ - 1♥ ») stays one. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from bot.finder import index
from bot.finder import topics as finder
from bot.finder.calls import signals


def first(text: str) -> str:
    return finder.search(text)[0].id


@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 4♥ et fait 4♥ +1 ; Ouest a renoncé à la levée 5, consommée.",
        "Le contrat est 4♠ par Est, il a fait 4♠ -2 ; Sud a renoncé à cœur (consommée).",
        "Ouest joue 3SA et fait 3SA= ; Nord a renoncé à la levée 2.",
    ],
)
def test_a_contract_with_its_result_is_no_second_bid(text: str) -> None:
    assert first(text) == "renonce"
    assert "enchere_insuffisante" not in signals(text)
    assert all("enchere_insuffisante" not in signals(part) for part in index.clauses(text))


@pytest.mark.parametrize(
    "text",
    [
        "Enchères : 1♠ - 1♥, le 1♥ de Sud.",
        "Nord a ouvert 2♥, Est a dit 2♦ derrière.",
        "Sur le 4♠-1 de la donne précédente, rien ; ici Est dit 1♥ sur le 1♠ de Nord.",
    ],
)
def test_bids_told_with_dashes_stay_bids(text: str) -> None:
    assert "enchere_insuffisante" in signals(text)
