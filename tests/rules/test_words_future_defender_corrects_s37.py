"""The future defender who corrects his partner's explanation before the opening lead: too early (20F5b; session 37,
issue 37 §1). « futur défenseur », in brackets or not, dates it after the last pass and before the play; a correction
said at the end of the play, or not made, is not this fact."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "après la dernière passe, mon partenaire (futur défenseur) a corrigé à voix haute l'explication que j'avais donnée",
        "Après le dernier passe, le futur défenseur a dit « non, c'est un Texas » avant l'entame.",
        "Après la dernière passe, mon partenaire de défense a corrigé mon explication, avant l'entame.",
    ],
)
def test_a_future_defender_corrects_before_the_lead(text: str) -> None:
    assert engine_facts("explication_erronee", text).get("situation") == "before_lead_defender"


@pytest.mark.parametrize(
    "text",
    [
        "mon partenaire (futur défenseur) n'a pas corrigé mon explication ; il l'a fait à la fin du coup",
        "le futur défenseur a demandé une explication du 2♣ avant l'entame",  # a question, no correction
    ],
)
def test_no_early_correction(text: str) -> None:
    assert engine_facts("explication_erronee", text).get("situation") != "before_lead_defender"
