"""The warning on a count that chains careless choices (tester7 T8): each careless card is normal
alone (note to Laws 70-71), a long chain far below the double dummy is the director's judgement."""

from __future__ import annotations

from rules.deals.claim.careless import CHAIN, careless_choices, careless_note
from rules.deals.claim.normal import FREE
from rules.deals.claim.search import Line, Trick
from rules.deals.count import count_claim, read_claim
from rules.deals.layout import card

# Sud ♣RD, Nord ♣A73 : le compte suit des cartes laissées au choix (Nord surprend la ♣D, puis sort
# un carreau) et finit deux levées sous le double mort.
CHAINED = "rev=S atout=SA main=S cartes=N:..94.A73 .6.Q72.8 98.J..KQ 5.982..4"
# White Book 8.70.5 : A-R-5 en face de 4-2, le valet sec dehors : trois levées, aucun choix en cause.
PLAIN = "rev=S atout=SA main=S cartes=N:42..2. ...AKQ AK5... J.KQ.."


def test_a_chain_of_careless_choices_far_below_double_dummy_is_pointed_out() -> None:
    count = count_claim(read_claim(CHAINED))
    line = count.line(False)
    assert count.double_dummy is not None and count.double_dummy - line.tricks >= 2
    assert careless_choices(line) >= CHAIN
    note = careless_note(line, count.double_dummy)
    assert note is not None and "70A" in note and "jugez" in note


def test_a_count_without_such_a_chain_carries_no_warning() -> None:
    count = count_claim(read_claim(PLAIN))
    assert careless_note(count.line(False), count.double_dummy) is None


def test_a_discard_chosen_among_masters_is_no_careless_choice() -> None:
    # Trèfle entamé par Sud (au choix), Nord défausse un pique au choix : seule l'entame compte.
    trick = Trick(2, (card(3, 13), card(3, 4), card(0, 5), card(3, 7)), 2, (FREE, "", FREE, ""))
    line = Line(1, (trick,) * 3)
    assert careless_choices(line) == 3
    assert careless_note(line, 3) is not None and careless_note(line, 2) is None
