"""A revoke told by the suit not followed, its « pas » the revoke itself (session 37; issue 37 §1, take what is
stated): « le déclarant n'a pas mis de trèfle alors qu'il en avait un » names the offender as « a défaussé un cœur
alors qu'il avait du trèfle » did. A denial stays one (« n'a pas renoncé »), and a ruff not made is no revoke (61A
binds to follow suit, no law to ruff)."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("le déclarant n'a pas mis de trèfle alors qu'il en avait un", "declarer"),
        ("le mort n'a pas mis de pique alors qu'il en avait un caché sous ses cœurs", "dummy"),
        (
            "Le déclarant n'a pas fourni à pique alors qu'il avait la dame. Ce n'était pas le mort.",
            "declarer",
        ),
    ],
)
def test_a_suit_not_followed_names_its_offender(text: str, offender: str) -> None:
    assert engine_facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        "le déclarant n'a pas renoncé, il n'avait plus de trèfle",
        "le déclarant n'a pas mis d'atout alors qu'il en avait",  # a ruff not made
        "le déclarant n'a pas mis de trèfle, il n'en avait plus",  # no « he had it »
    ],
)
def test_a_denial_or_a_ruff_not_made_names_no_offender(text: str) -> None:
    assert "offender" not in engine_facts("renonce", text)
