"""The wrong pre-fills still known at session 12's start (the lead's brief, 1a–1d), in other words than the
sets': each now asks, or takes the right fact; the traps pre-fill nothing."""

from __future__ import annotations

import pytest

from bot.finder import index, parts


def facts(text: str, topic: str) -> dict[str, str]:
    return {question: stated.value for question, stated in parts.evidence(text, topic).items()}


# 1a: the player who sees the revoke is its witness; the declarer's discard on a suit is his own revoke; the
# trick of another irregularity's clause is not the revoke's.
@pytest.mark.parametrize(
    "text",
    [
        "Nord joue 2♠, c'est Ouest qui relève la renonce, il croit qu'elle vient de son partenaire",
        "Sud joue 3SA, Est voit une renonce à la fin du coup",
        "Ouest joue 4♥, Nord remarque la renonce, Sud n'est pas d'accord",
    ],
)
def test_the_seat_that_sees_the_revoke_is_not_its_offender(text: str) -> None:
    assert "offender" not in facts(text, "renonce")


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        (
            "Est joue 4♠, Est déclarant coupe sur carreau, c'est Sud qui relève la renonce à la fin",
            "declarer",
        ),
        ("Nord joue 3SA, le décla a jeté un trèfle sur le pique, Ouest voit la renonce", "declarer"),
        ("Sud joue 5♦, le mort a défaussé un cœur sur trèfle, la renonce est vue par Est", "dummy"),
    ],
)
def test_the_one_discard_on_a_suit_is_the_revoke(text: str, offender: str) -> None:
    assert facts(text, "renonce").get("offender") == offender


@pytest.mark.parametrize(
    "text",
    [
        # he had none left: no revoke
        "Nord joue 3SA, le décla a jeté un trèfle sur le pique, il n'en avait plus, Ouest parle d'une renonce",
        # denied
        "Nord joue 3SA, le décla n'a pas défaussé sur pique, la renonce est ailleurs",
        # two discards: which one is asked
        "Nord joue 3SA, Est défausse sur pique, Ouest coupe sur cœur, la renonce est l'une des deux",
        # a question
        "le décla a défaussé sur cœur, est-ce une renonce ?",
        # one player's word only
        "Sud joue 4♠, le mort a défaussé sur trèfle, Est dit que c'est une renonce",
    ],
)
def test_no_offender_from_a_discard_in_doubt(text: str) -> None:
    assert "offender" not in facts(text, "renonce")


def test_the_trick_of_another_act_s_clause_is_not_the_revoke_s() -> None:
    text = "Nord déclarant défausse sur trèfle, Ouest relève la renonce ; et Ouest avait attaqué hors tour à la levée 9"
    assert "trick_twelve" not in facts(text, "renonce")
    assert (
        facts("Ouest a renoncé à la levée 9, on le voit à la fin", "renonce")["trick_twelve"] == "before_12"
    )


# 1c: after a contested claim, the four players playing on is the claim's sequel (68D2b), not another irregularity.
@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique les dernières levées, Est refuse, puis les quatre joueurs ont décidé de continuer à jouer",
        "revendication contestée par Sud ; ensuite tout le monde a continué la donne jusqu'au bout",
    ],
)
def test_playing_on_after_a_contested_claim_is_the_claim_s(text: str) -> None:
    assert index.irregular_parts(text) == []
    assert facts(text, "revendication").get("situation") == "continued_by_all"


@pytest.mark.parametrize(
    "text",
    [
        "Nord revendique, Est refuse, et ils ont continué malgré le refus d'Ouest",
        "Nord revendique, Est refuse, les trois autres ont continué mais pas Ouest",
    ],
)
def test_playing_on_without_all_is_not_all(text: str) -> None:
    assert facts(text, "revendication").get("situation") != "continued_by_all"


# 1d: the last card put down at trick 13 not in turn: a lead (53) or a card played before its turn (57), asked.
@pytest.mark.parametrize(
    "text",
    [
        "à la treizième levée, Ouest a posé sa dernière carte alors que ce n'était pas à lui",
        "Nord a joué sa dernière carte hors tour, à la 13e levée",
        "Est pose sa carte alors que ce n'était pas à lui",
    ],
)
def test_the_last_card_not_in_turn_is_asked(text: str) -> None:
    assert "situation" not in facts(text, "attaque")


def test_a_lead_out_of_turn_at_trick_13_said_as_such_is_taken() -> None:
    assert facts("à la 13e levée, Ouest a attaqué hors tour", "attaque")["situation"] == "lead_out_of_turn"
