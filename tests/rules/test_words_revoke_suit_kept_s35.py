"""A revoke said by the suit the offender kept, in words the lists lacked (issue 37 §1, « take what is stated »; the
s30–s32 tuning sets): 61A, failing to follow suit when able. Negation, doubt, dispute and supposition keep it asked."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Fiche : « E défausse ♠ sur ♥, lev. 5, alors qu'il en a ; la lev. est gagnée par son partenaire O. »",
        "Madame L., en Ouest, a défaussé un trèfle sur une attaque carreau, nonobstant la présence d'un carreau dans son jeu.",
        "Monsieur K., en Est, a coupé une attaque cœur alors qu'il conservait un cœur.",
        "L'adversaire de droite a mis un cœur alors que le déclarant jouait trèfle, et il avait un trèfle !",
        "Il a mis un pique alors qu'on jouait cœur et elle avait du cœur.",
    ],
)
def test_the_suit_kept_states_the_revoke(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") == "not_followed"


@pytest.mark.parametrize(
    "text",
    [
        "Est a défaussé un pique sur carreau alors qu'il n'en avait plus.",
        "Est a défaussé, alors qu'il en a peut-être encore ?",
        "Est a défaussé un pique ; son partenaire dit qu'il en avait ; Est nie.",
        "Si Est défausse alors qu'il en a, que faire ?",
    ],
)
def test_no_revoke_stated(text: str) -> None:
    assert vocabulary.facts("renonce", text).get("situation") != "not_followed"
