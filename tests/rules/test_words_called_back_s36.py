"""The director called back at the end of the board by the other side (« NS m'ont rappelé à la fin »): the partner's
information, the action contested after the play (16B3; issue 37 §1, take what is stated). Only foreseen (« ils me
rappelleront à la fin ») it is not."""

from __future__ import annotations

import pytest

from rules import vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "Donne 17 : Ouest a hésité avant de contrer 4♠. NS m'ont rappelé à la fin.",
        "Nord a réfléchi longtemps (admis par tous), Sud a ensuite dit 4♠, EO m'ont rappelé à la fin.",
        "Est a hésité avant de passer, Ouest a réveillé ; les adversaires nous ont rappelés à la fin.",
    ],
)
def test_called_back_at_the_end_is_partner_after(text: str) -> None:
    assert vocabulary.facts("information_non_autorisee", text).get("situation") == "partner_after"


def test_a_call_back_only_foreseen_is_not_read() -> None:
    text = "Nord a hésité avant de passer, Sud a dit 4♠ ; EO me rappelleront à la fin."
    assert vocabulary.facts("information_non_autorisee", text).get("situation") != "partner_after"
