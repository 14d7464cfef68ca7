"""The rule named beside each card of the losing line says what decided that card (tester7 T21-4):
« maître d'abord » only beside a master, and a discard in second seat says partner takes it last."""

from __future__ import annotations

import pytest

from rules.deals.claim.line import CHOICE
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import card


def _first_trick(line: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
    trick = count_claim(read_claim(line)).unaware.play[0]
    return trick.cards, trick.reasons


def test_an_honour_led_from_a_suit_without_master_is_not_called_master_first() -> None:
    # Sud (SA) : ♠A-2 et ♥D ; Est a ♥R-V-3. Le ♠2 ne part pas avant l'♠A (maître d'abord), la ♥D
    # reste permise (un honneur qu'il peut croire bon) : c'est la pire, Est fait les trois levées.
    cards, reasons = _first_trick("rev=S atout=SA main=S cartes=N:...543 .KJ3.. A2.Q.. KQ.2..")
    assert cards[0] == card(1, 12) and reasons[0] == "honneur qu'il peut croire maître"  # ♥D
    # The ace led first keeps its name.
    cards, reasons = _first_trick("rev=S atout=SA main=S cartes=N:...543 .K43.. A2.5.. KQ.2..")
    assert cards[0] == card(0, 14) and reasons[0] == "maître d'abord"  # ♠A


def test_a_small_card_of_a_suit_without_master_is_a_free_choice() -> None:
    count = count_claim(read_claim("rev=S atout=SA main=S cartes=N:...543 .K43.. A2.5.. KQ.2.."))
    play = count.unaware.play
    # ♥5 led after the ♠A: a free choice. The line takes the double dummy's tricks, so no choice on it cost
    # one: « au choix », not « négligent » (claims34 Q7, session 23).
    assert count.unaware.tricks == count.double_dummy
    assert play[1].cards[0] == card(1, 5) and play[1].reasons[0] == CHOICE


@pytest.mark.parametrize(
    ("trump", "said"),
    [
        ("♠", "ne coupe pas : le partenaire, dernier, prend la levée"),
        ("SA", "défausse : le partenaire, dernier, prend la levée"),
    ],
)
def test_a_discard_in_second_seat_says_partner_takes_it_last(trump: str, said: str) -> None:
    # Ouest entame le ♦D ; Nord, sans carreau, défausse : Sud, dernier, prend de l'♦A.
    cards, reasons = _first_trick(f"rev=S atout={trump} main=O jouees=♦D cartes=N:2...3 ..3.4 ..A.A ..5.")
    assert cards[1] == card(3, 3) and reasons[1] == said  # ♣3, not « ne coupe pas le partenaire »


def test_a_stated_discard_on_a_run_of_stated_cards_says_so() -> None:
    # claims34 Q5 (P14): hearts trumps, North on lead with ♦ARD ♠3, South ♦2 ♣2 ♠2 ♥A; « ♦A ♦R ♦D, je défausse
    # un trèfle et un pique ». South follows to the ♦A, then throws the ♣2 on the ♦R: the statement's
    # discard, on the diamonds as said (68C, 70D1), not « ne coupe pas le partenaire » — the director checks
    # that the statement was honoured. Count unchanged: 4.
    count = count_claim(
        read_claim(
            "rev=S atout=♥ main=N cartes=N:3..AKQ. AK...AK 2.A.2.2 QJ...QJ ligne=♦A ♦R ♦D défausse♣ défausse♠"
        )
    )
    assert count.unaware.tricks == 4
    second, third = count.unaware.play[1], count.unaware.play[2]
    assert (second.cards[2], second.reasons[2]) == (card(3, 2), "défausse annoncée")  # S ♣2 on the ♦R
    assert (third.cards[2], third.reasons[2]) == (card(0, 2), "défausse annoncée")  # S ♠2 on the ♦D
