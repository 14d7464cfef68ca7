"""The one reading of the bids a description tells in order (rules.bids_told), shared by the facts
(rules.bids_in_words) and the finder's ranking (bot.finder.calls)."""

import pytest

from rules.bids_told import not_higher, told_bids
from rules.vocabulary import words


def test_bids_in_the_order_made_cards_left_out() -> None:
    assert told_bids(words("Nord ouvre 1SA, Est dit 1♥")) == [(1, 4), (1, 2)]
    assert told_bids(words("2♦ sur 2♥")) == [(2, 2), (2, 1)]  # « X sur Y »: Y came first
    assert told_bids(words("Ouest joue le 7♦ puis le 2♦")) == []  # cards, not bids


def test_not_higher_names_each_bid_below_the_one_before() -> None:
    assert not_higher([(1, 4), (1, 2), (2, 2)]) == [((1, 2), (1, 4))]
    assert not_higher([(1, 0), (1, 2)]) == []


# finder69 (s25-s29): the earlier bid named after « sur » and whose it was (« sur l'ouverture 1♥ de sa partenaire »).
@pytest.mark.parametrize(
    ("text", "bids"),
    [
        ("Ouest a mis 1♦ sur l'ouverture 1♥ de sa partenaire", [(1, 2), (1, 1)]),
        ("il a sorti le carton 2♣ sur notre 2♦", [(2, 1), (2, 0)]),
        ("le 1♠ a été posé par-dessus le 1SA", [(1, 4), (1, 3)]),
        ("Est a dit 2♥ juste après 2♠", [(2, 3), (2, 2)]),
    ],
)
def test_the_bid_named_after_sur_was_made_first(text: str, bids: list[tuple[int, int]]) -> None:
    assert told_bids(words(text)) == bids
    assert not_higher(bids)


@pytest.mark.parametrize(
    ("text", "bids"),
    [
        # named again: the auction told in order keeps its order (one insufficient bid, 2♥ after 2♠)
        (
            "Nord 1SA, Est passe, Sud 2♠, Ouest passe, Nord 2♥ à son tour insuffisant sur 2♠",
            [(1, 4), (2, 3), (2, 2), (2, 3)],
        ),
        # another clause between: no swap
        ("Nord a dit 1♥ et puis Est a réfléchi sur le 1♠", [(1, 2), (1, 3)]),
        # a verb after « après »: no bid of another's
        ("Sud a dit 2♥ après avoir ouvert 1♠", [(2, 2), (1, 3)]),
    ],
)
def test_other_bids_keep_their_order(text: str, bids: list[tuple[int, int]]) -> None:
    assert told_bids(words(text)) == bids


def test_a_bid_named_again_is_still_the_one_insufficient() -> None:
    bids = told_bids(words("Nord 1SA, Est passe, Sud 2♠, Ouest passe, Nord 2♥ à son tour insuffisant sur 2♠"))
    assert not_higher(bids) == [((2, 2), (2, 3))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # s41: the earlier bid told after in the pluperfect
        (
            "Ma partenaire a dit 1 carreau alors que l'adversaire avait dit 1 cœur juste avant",
            [(1, 2), (1, 1)],
        ),
        ("Sud a dit 1♦ alors qu'Ouest avait ouvert d'1♥", [(1, 2), (1, 1)]),
        # not in the pluperfect, or a clause of its own: as told
        ("Sud a dit 1♦ alors qu'Ouest dit 1♥ ensuite", [(1, 1), (1, 2)]),
        ("Sud a dit 1♦, puis Ouest avait dit 1♥", [(1, 1), (1, 2)]),
    ],
)
def test_the_earlier_bid_told_after_in_the_pluperfect(text: str, expected: list[tuple[int, int]]) -> None:
    assert told_bids(words(text)) == expected
