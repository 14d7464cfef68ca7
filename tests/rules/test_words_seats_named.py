"""Facts the seats named in the words contradict (tester5's H1–H3, the 2017 Laws 27A1, 41A, 44G, 61A).

A seat named doing the act is checked against the seat the law gives that act: the insufficient bid's
acceptance is its bidder's left-hand opponent's (27A1), the opening lead out of turn is the declarer's
right-hand opponent's (41A: his left-hand opponent leads), and winning the last trick is what makes a lead
in turn (44G), not a revoke."""

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        # 27A1: only the bidder's left-hand opponent accepts, by words or by calling.
        ("Nord ouvre 1SA, Est dit 1♠, Sud a déjà dit 2♥ par-dessus", "accepts"),
        ("Nord ouvre 1SA, Est dit 1♠, Sud accepte", "accepts"),
        ("Nord ouvre 1SA, Est dit 1♠, Sud refuse", "refuses"),
        ("Est dit 1♠ sur 1SA, l'adversaire de gauche accepte", "accepts"),
        # His partner or his right-hand opponent calling over it accepts nothing.
        ("Nord ouvre 1SA, Est dit 1♠, Ouest a déjà dit 2♠ par-dessus", None),
        ("Nord ouvre 1SA, Est dit 1♠, Nord a déjà dit 2♠ par-dessus", None),
        ("Nord ouvre 1SA, Est dit 1♠, Ouest refuse", None),
        ("Nord ouvre 1SA, Est dit 1♠, Nord refuse", None),
    ],
)
def test_the_insufficient_bid_is_accepted_only_by_its_left_hand_opponent(description, expected):
    assert vocabulary.facts("enchere_insuffisante", description).get("lho_accepts") == expected


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        # 41A: the declarer's right-hand opponent leading is the lead out of turn.
        ("Sud joue 4♠, Est a entamé face visible", "wrong_defender_faced"),
        ("Est joue 2♥, Nord a entamé hors tour face visible", "wrong_defender_faced"),
        # No contract, no side: Est may be the presumed declarer or dummy (24, 41A), asked (tester21 P1, session 20).
        ("Est a entamé face visible", None),
        # His left-hand opponent leads in turn: nothing is out of turn, whatever else the words say.
        ("Sud joue 4♠, Ouest a entamé face visible", None),
        ("Ouest joue 3SA, Nord a entamé face visible", None),
        ("Est joue 2♥, Sud a entamé hors tour face visible", None),
    ],
)
def test_the_opening_lead_out_of_turn_is_the_declarers_right_hand_opponents(description, expected):
    assert vocabulary.facts("entame", description).get("situation") == expected


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        (
            "Sud joue 4♠, le déclarant a attaqué de sa main alors que le mort avait fait la levée",
            "lead_out_of_turn",
        ),
        # 44G: the hand that won the trick leads the next one.
        ("Sud joue 4♠, le déclarant a attaqué du mort alors que le mort avait fait la levée", None),
    ],
)
def test_a_lead_from_the_hand_that_won_the_trick_is_in_turn(description, expected):
    assert vocabulary.facts("attaque", description).get("situation") == expected


@pytest.mark.parametrize(
    ("description", "situation", "offender"),
    [
        (
            "Sud joue 4♠, Ouest a défaussé un carreau alors qu'il avait encore du cœur",
            "not_followed",
            "defender",
        ),
        ("Est a coupé alors qu'il avait du trèfle", "not_followed", None),
        ("Ouest a défaussé alors qu'il avait le 8♥", "not_followed", None),
        # « alors qu'il avait fait la levée » says why he led, not that he held the suit (61A).
        ("Sud joue 4♠, Ouest a attaqué alors qu'il avait fait la levée précédente", None, None),
        ("Sud joue 4♠, Ouest a attaqué alors qu'il avait pris la main", None, None),
    ],
)
def test_a_revoke_needs_the_suit_he_held(description, situation, offender):
    facts = vocabulary.facts("renonce", description)
    assert (facts.get("situation"), facts.get("offender")) == (situation, offender)
