"""The one reading of the bids a description tells in order (rules.bids_told), shared by the facts
(rules.bids_in_words) and the finder's ranking (bot.finder.calls)."""

from rules.bids_told import not_higher, told_bids
from rules.vocabulary import words


def test_bids_in_the_order_made_cards_left_out() -> None:
    assert told_bids(words("Nord ouvre 1SA, Est dit 1♥")) == [(1, 4), (1, 2)]
    assert told_bids(words("2♦ sur 2♥")) == [(2, 2), (2, 1)]  # « X sur Y »: Y came first
    assert told_bids(words("Ouest joue le 7♦ puis le 2♦")) == []  # cards, not bids


def test_not_higher_names_each_bid_below_the_one_before() -> None:
    assert not_higher([(1, 4), (1, 2), (2, 2)]) == [((1, 2), (1, 4))]
    assert not_higher([(1, 0), (1, 2)]) == []
