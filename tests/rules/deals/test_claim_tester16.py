"""tester16's T10 (session 15): a stated discard « défausse♣ sur ♦R » is made on the trick of that
card (68C, 70D1: the statement binds). The card named is played to that trick — led by its hand
when that hand is on lead — and is neither discarded nor spent on another trick before it; held by
the hand not on lead, the discard waits for its trick. « défausse♣ sur ♦ » cashes the ♦ winners
first. A plain « atouts ♦3 défausse♣ défausse♣ » (session 16) is read in the statement's order:
the discards come after the ♦3, so the dummy's clubs thrown on the trumps before it do not spend
them (68C, 70D1) — 8, like the two other forms. Whose clubs is not guessed (taking them as the
claimer's broke B20, « ♥A ♥R en défaussant le pique du mort », where the dummy discards on the ♥R,
once the line has reached the discard).

T10: hearts trump, South on lead, 8 cards left. North ♠4-3-2 ♦A-R-D ♣6-5, East ♠D-V ♥V-10 ♦2
♣A-R-D, South ♠A-R ♥A-R-D ♦3 ♣3-2, West ♠10-9-8 ♦V-10-9 ♣V-10. « Je tire deux atouts, je passe au
mort au carreau et je défausse mes deux trèfles sur le roi et la dame de carreau »: 8 (double
dummy 8). Before: 6 — the dummy, on lead after the ♦A, played a spade and later threw the ♦R
itself."""

from __future__ import annotations

import pytest

from rules.deals.count import count_claim, read_claim

T10 = "rev=S atout=♥ main=S cartes=N:432..AKQ.65 QJ.JT.2.AKQ AK.AKQ.3.32 T98..JT9.JT"
NORTH, SOUTH = 0, 2
DIAMOND_ACE, DIAMOND_KING, DIAMOND_QUEEN = 38, 37, 36  # suit * 13 + rank (2 = 0 … A = 12)
CLUBS = range(39, 52)


def _trick_with(play: tuple, card: int):  # type: ignore[type-arg]
    return next(t for t in play if card in t.cards)


@pytest.mark.parametrize(
    "line",
    [
        "♥A ♥R ♦3 défausse♣ sur ♦R défausse♣ sur ♦D",
        "♥A ♥R ♦3 défausse♣ sur ♦",
        "♥A ♥R ♦3 ♦A ♦R ♦D défausse♣ sur ♦R défausse♣ sur ♦D",  # 8 before too
    ],
)
def test_t10_the_stated_discards_are_made_on_the_diamonds(line: str) -> None:
    count = count_claim(read_claim(f"{T10} ligne={line}"))
    assert count.double_dummy == 8
    for aware in (False, True):
        assert count.line(aware).tricks == 8


@pytest.mark.parametrize("line", ["atouts ♦3 défausse♣ défausse♣", "♥A ♥R ♦3 défausse♣ défausse♣"])
def test_t10_a_plain_stated_discard_waits_for_its_place_in_the_line(line: str) -> None:
    # « … je passe au mort au carreau et je défausse mes deux trèfles »: the discards are said after
    # the ♦3. The dummy's clubs thrown on the trumps come before it and do not spend them; after the
    # ♦3 the dummy, on lead, cashes the diamonds South is void in, South throws his clubs (6 before).
    count = count_claim(read_claim(f"{T10} ligne={line}"))
    assert count.double_dummy == 8
    for aware in (False, True):
        play = count.line(aware).play
        assert count.line(aware).tricks == 8
        for card in (DIAMOND_KING, DIAMOND_QUEEN):
            trick = _trick_with(play, card)
            assert trick.leader == NORTH and trick.cards[(SOUTH - trick.leader) % 4] in CLUBS


def test_t10_the_king_named_is_led_by_the_dummy_and_carries_the_club() -> None:
    count = count_claim(read_claim(f"{T10} ligne=♥A ♥R ♦3 défausse♣ sur ♦R défausse♣ sur ♦D"))
    for aware in (False, True):
        play = count.line(aware).play
        third = play[2]
        assert third.cards[(NORTH - third.leader) % 4] == DIAMOND_ACE  # the ♦R kept for its trick
        for card in (DIAMOND_KING, DIAMOND_QUEEN):
            trick = _trick_with(play, card)
            assert trick.leader == NORTH and trick.cards[0] == card  # led, never discarded
            assert trick.cards[(SOUTH - trick.leader) % 4] in CLUBS


def test_documented_discard_on_the_ace_keeps_the_ace_for_its_trick() -> None:
    # docs/deals-and-claims.md: « défausse♣ sur ♦A », « je défausse mon trèfle sur l'as de
    # carreau ». South's ♦3 goes to an equal diamond of the dummy; the ♦A is led, South throws a club.
    count = count_claim(read_claim(f"{T10} ligne=♥A ♥R ♦3 défausse♣ sur ♦A défausse♣ sur ♦R"))
    assert count.line(True).tricks == 8
    play = count.line(True).play
    assert play[2].cards[(NORTH - play[2].leader) % 4] == DIAMOND_QUEEN
    ace = _trick_with(play, DIAMOND_ACE)
    assert ace.leader == NORTH and ace.cards[(SOUTH - NORTH) % 4] in CLUBS


def test_the_discard_waits_while_the_hand_on_lead_does_not_hold_the_card_named() -> None:
    # Said before the ♦3: South is on lead, the ♦R is the dummy's. South does not lead it away nor
    # throw a club early; the dummy takes the ♦3 with another diamond and leads the ♦R, South
    # throws his club on it (the second club, not stated, is the claimer's to lose: 7).
    count = count_claim(read_claim(f"{T10} ligne=♥A ♥R défausse♣ sur ♦R ♦3"))
    for aware in (False, True):
        play = count.line(aware).play
        king = _trick_with(play, DIAMOND_KING)
        assert king.leader == NORTH and king.cards[0] == DIAMOND_KING
        assert king.cards[(SOUTH - NORTH) % 4] in CLUBS
        before = play[: play.index(king)]
        assert not any(
            t.cards[(SOUTH - t.leader) % 4] in CLUBS for t in before
        )  # no club of South before the ♦R's trick


def test_the_named_card_is_never_discarded_by_its_own_side() -> None:
    # North holds the ♦R for the discard but cannot reach it before South's trumps: on South's
    # hearts he throws clubs, never the ♦R.
    count = count_claim(read_claim(f"{T10} ligne=atouts ♥D ♦3 défausse♣ sur ♦R"))
    for aware in (False, True):
        for trick in count.line(aware).play:
            if DIAMOND_KING in trick.cards:
                assert trick.cards[0] // 13 == 2  # played to a diamond trick
