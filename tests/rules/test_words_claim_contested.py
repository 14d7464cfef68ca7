"""A claim contested, said plainly (68B, 68D): « revendication …, contestée », « il réclame les 4 dernières,
Ouest n'est pas d'accord », « je conteste »; never a claim said not contested, nor one whose play went on."""

from __future__ import annotations

import pytest

from rules import vocabulary as vocab


@pytest.mark.parametrize(
    "text",
    [
        "donne 16 table 2 : revendication à la 11e levée, il réclame les 3 dernières, contestée",
        "A la levée 10, le déclarant réclame les 4 dernières, son camp avait déjà 6 levées, Ouest n'est pas d'accord",
        "il reste le valet d'atout dehors et il revendique sans rien dire, je conteste",
    ],
)
def test_a_claim_said_contested(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") == "contested"


@pytest.mark.parametrize(
    "text",
    [
        "revendication pas contestée",
        "la revendication n'a pas été contestée, tout le monde a rangé",
        "revendication non contestée",
        "Revendication contestée, puis les quatre joueurs se sont mis d'accord pour rejouer",
        "les EO réclament une marque ajustée, NS ne sont pas d'accord",  # no claim of tricks
    ],
)
def test_no_contest_read_when_denied_or_another_situation(text: str) -> None:
    assert vocab.facts("revendication", text).get("situation") != "contested"
