"""Session 42's readings of stated facts (issue 37 §1), each with the words that must not give it.

- A result entered wrong while both pairs agree on the right one (« saisi 3SA+1 pour Nord alors que c'était 3SA-1, les deux
  paires sont d'accord »): a scoring error (79A, 79C), not a disagreement on the tricks.
- A concession asked back in so many words (« Nord demande qu'on annule la concession », « il veut récupérer la levée
  concédée »): the concession withdrawn (71), not a claim (68)."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    "text",
    [
        "Le déclarant a concédé une levée « à ton as de trèfle » alors que l'as était tombé. Nord demande qu'on annule la"
        " concession.",
        "Ma partenaire a concédé une levée mais l'as de cœur était maître. Je veux annuler la concession.",
        "Il veut récupérer la levée concédée.",
    ],
)
def test_a_concession_asked_back(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") == "cancel_concession"


@pytest.mark.parametrize(
    "text",
    [
        "Sud revendique le reste ; Ouest veut annuler la concession de son partenaire qui avait accepté la revendication.",
        "Est a renoncé, l'arbitre a transféré une levée ; Nord veut récupérer la levée.",
    ],
)
def test_a_claim_or_another_topic_is_no_concession_asked_back(text: str) -> None:
    assert engine_facts("revendication", text).get("situation") != "cancel_concession"


def test_a_result_entered_wrong_both_pairs_agreeing() -> None:
    text = (
        "Le résultat de l'étui 8 a été saisi 3SA+1 pour Nord alors que c'était 3SA-1, les deux paires sont d'accord. On est"
        " encore dans le délai de correction."
    )
    assert engine_facts("levees", text).get("case") == "score_error"
    # counter-examples: the pairs disagree, or agree on a claim
    assert (
        engine_facts("levees", "Saisi 3SA+1 ; les deux paires ne sont pas d'accord sur les levées.").get(
            "case"
        )
        != "score_error"
    )
    agreed_claim = "Revendication à la 9e levée, les deux camps sont d'accord ; saisi 4♠= au Bridgemate."
    assert engine_facts("levees", agreed_claim).get("case") != "score_error"
