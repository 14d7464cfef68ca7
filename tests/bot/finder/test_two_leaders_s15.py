"""auditor17 on the fifteenth blind set (in other words): both defenders put a lead down, the second told
after « puis » (a part the finder reads on its own) or the first told « c'est X qui a entamé ». Law 54 (and
the topic's `both_defenders` answer): never « the one wrong defender faced his card » then."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts

ONE = ("wrong_defender_faced", "wrong_defender_face_down")


@pytest.mark.parametrize(
    "text",
    [
        "donne 7 : Ouest entame alors que c'était à Est, puis Est pose aussi la sienne",
        "Nord joue 3SA et c'est Sud qui a entamé le valet de cœur, et Est a aussi sorti une carte aussitôt",
        "c'est Est qui a entamé hors tour, puis Ouest a posé sa carte lui aussi",
    ],
)
def test_two_leaders_are_never_one_wrong_defender(text: str) -> None:
    assert engine_facts("entame", text).get("situation") not in ONE


@pytest.mark.parametrize(
    "text",
    [
        # the second card is the declaring side's: one defender led (faced: the card is named, 41A, tester21 P10)
        "Sud joue 4♠, Est a entamé hors tour le 5♣, puis le déclarant a posé sa carte",
        "Nord joue 3SA, Ouest a entamé le roi de cœur alors que c'était à Est",
    ],
)
def test_one_leader_stays_one(text: str) -> None:
    assert engine_facts("entame", text).get("situation") == "wrong_defender_faced"


def test_whose_turn_it_was_is_no_second_card() -> None:
    # « c'est X qui entame » says whose turn it was, not a second lead
    text = "Est a posé sa carte d'entame face cachée alors que c'est Ouest qui entame"
    assert engine_facts("entame", text).get("situation") == "wrong_defender_face_down"
