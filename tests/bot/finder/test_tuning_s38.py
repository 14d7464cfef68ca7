"""Session 39: what the tuning set s38 (written blind, measured blind in sessions 38 and 39) showed.

Its one real wrong pre-fill (auditor40): two revokes each told by the card played and the card kept (« S défausse un ♠
sur ♣ alors qu'il avait le ♣9 … O défausse sur ♦ en ayant encore le ♦4 ») were read as one (64A for one revoke where
64B7 applies to two)."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "second"),
    [
        (
            "Donne 22 t5, 4♥ S. Lev 3 : S défausse un ♠ sur ♣ alors qu'il avait le ♣9, consommée. "
            "Lev 9 : O défausse sur ♦ en ayant encore le ♦4, consommée aussi. Tout découvert à la fin du coup.",
            "other_side",
        ),
        (
            "Est a renoncé à cœur à la 4e levée ; à la 8e, Ouest a défaussé un pique alors qu'il avait encore du trèfle.",
            "partner",
        ),
    ],
)
def test_two_revokes_told_by_the_card_kept(text: str, second: str) -> None:
    facts = engine_facts("renonce", text)
    assert facts["situation"] == "two_revokes"
    assert facts["second_revoke"] == second


@pytest.mark.parametrize(
    "text",
    [
        # one revoke: the card kept of one player only (64A)
        "Sud défausse un cœur sur carreau alors qu'il avait encore un carreau, renonce consommée.",
        # trumps kept are no card of the suit led (finder50): no second revoke
        "Sud a coupé le trèfle alors qu'il avait encore un trèfle, et Ouest a coupé alors qu'il avait encore de l'atout.",
    ],
)
def test_a_card_kept_by_one_player_is_one_revoke(text: str) -> None:
    assert engine_facts("renonce", text).get("situation") != "two_revokes"
