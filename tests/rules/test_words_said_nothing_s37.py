"""« sans rien dire » is what a claimer said of the trumps only when the words tell a claim (70C1; session 37): said of a
call (« j'ai dit 2♥ par-dessus sans rien dire »: an insufficient bid accepted, 27A1) it is no claim's fact, and no
longer ranks the claims first."""

from __future__ import annotations

import pytest

from bot.finder import topics as finder
from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "il a revendiqué sans rien dire, il restait un atout",
        "Sud a étalé ses cartes sans rien dire",
        "4♥, Est a encore un atout et le décla n'en a rien dit en revendiquant, Est conteste",
        "Le déclarant n'a rien dit de l'atout restant ; la défense conteste.",
    ],
)
def test_a_claim_said_nothing_of_the_trumps(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") == "nothing"


def test_a_call_made_without_a_word_is_no_claim() -> None:
    text = "Nord a dit 1SA sur 1♠, et moi (à sa gauche) j'ai dit 2♥ par-dessus sans rien dire, c'est bon ?"
    assert "trump_said" not in engine_facts("revendication", text)
    found = [topic.id for topic in finder.search(text)]
    assert found.index("enchere_insuffisante") < found.index("revendication")
