"""Session 40's readings of stated facts (issue 37 §1), each with the words that must not give it.

- A revoker named by a name or a noun and tagged « en défense » is a defender (61A): the tag is the subject's, so a
  question he asks, another player named before the revoke, or the writer's own side « en défense » gives nothing.
- An insufficient bid said over its bidder's right-hand opponent's, the seats named from a chair (« mon adversaire de
  gauche a dit 1♥ sur mon 1SA », « … sur le 2♥ de son adversaire de droite »), or over « le 1♠ d'ouverture de Nord »,
  was made in turn (27A: `in_rotation`); never when the words say whose turn it was, ask, or name a bid that is not
  insufficient."""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "Tournoi des collèges : un cadet en défense a coupé un cœur alors qu'il en avait encore un.",
            "defender",
        ),
        (
            "Gilles, en défense, a mis un pique sur le trèfle alors qu'il avait encore le 4 de trèfle.",
            "defender",
        ),
        (
            "Marcel en défense il a fait le fada, il a défaussé un trèfle sur le cœur alors qu'il avait encore la dame",
            "defender",
        ),
        (
            "Reprenons : c'est toi, en défense, qui n'as pas fourni cœur ; la levée a été gagnée par le déclarant.",
            "defender",
        ),
        # a question the tagged player asks, another player before the revoke, the writer's side
        ("Mon partenaire, en défense, m'a demandé plus de cœur ? alors que j'avais encore un cœur", None),
        ("Marie en défense avec moi, Sud a défaussé un pique alors qu'il avait encore un pique.", None),
        ("Nous étions en défense, le mort a défaussé un pique alors qu'il avait encore un pique.", None),
        # another role tied to a revoke too: whose revoke it is, the director asks
        ("Paul en défense a coupé alors qu'il avait du cœur, le mort aussi.", None),
    ],
)
def test_a_revoker_tagged_in_defence_is_a_defender(text: str, offender: str | None) -> None:
    assert engine_facts("renonce", text).get("offender") == offender


@pytest.mark.parametrize(
    ("text", "in_rotation"),
    [
        ("ench insuffisante adv de g a dit 2c sur mon 2p et mon partenaire a contre direct", "yes"),
        ("Mon adversaire de gauche a dit 1♥ sur mon 1SA.", "yes"),
        ("Sur mon 1SA, mon adversaire de gauche dit 1♠.", "yes"),
        (
            "Thomas a dit 1♠ sur le 2♥ de son adversaire de droite ; l'adversaire de gauche de Thomas refuse.",
            "yes",
        ),
        ("Sur le 1♠ d'ouverture de Nord, Est a dit 1♥. Sud refuse.", "yes"),
        ("Après l'ouverture 1♠ de Nord, Est a dit 1♥.", "yes"),
        # not insufficient, asked, whose turn said, not the right-hand opponent's bid
        ("Mon adversaire de gauche a dit 2♥ sur mon 1SA.", None),
        ("Est-ce que mon adversaire de gauche peut dire 1♥ sur mon 1SA ?", None),
        ("Mon adversaire de gauche a dit 1♥ sur mon 1SA alors que c'était à mon partenaire.", None),
        ("Après l'ouverture 1♠ de Nord, Sud a dit 1♥.", None),
    ],
)
def test_a_bid_over_its_right_hand_opponents_was_in_turn(text: str, in_rotation: str | None) -> None:
    assert engine_facts("enchere_insuffisante", text).get("in_rotation") == in_rotation
