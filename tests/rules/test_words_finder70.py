"""Session 30, finder70: reviewer29's HIGH leftovers (issue 37 §1).

- S-36: the director called « maintenant » once the play is told over by its last card or trick (« après la dernière
  carte, on m'appelle maintenant pour contester ») is called after the play (16B3), never « sur le moment » (16B2).
- S-12: a silence in a clause opened by « et » shares the subject of the clause before (« le déclarant avait encore un
  atout et n'a rien dit »): when that player is not the claimer, nothing of what the claimer said of the trump (70C1)
  is told.
"""

from __future__ import annotations

import pytest

from tests.bot.finder.descriptions import engine_facts

_HESITATION = "Nord a hésité avant de passer et Sud a dit 4♠ ; "


@pytest.mark.parametrize(
    "text",
    [
        _HESITATION + "après la dernière carte, on m'appelle maintenant pour contester le 4♠.",
        _HESITATION + "une fois la dernière levée jouée, EO m'appellent maintenant.",
        _HESITATION + "le coup joué, on m'appelle maintenant.",
    ],
)
def test_a_call_after_the_last_card_is_not_on_the_spot(text: str) -> None:
    assert engine_facts("information_non_autorisee", text).get("situation") != "partner_now"


def test_a_call_during_the_auction_is_still_on_the_spot() -> None:
    text = _HESITATION + "on m'appelle maintenant, les enchères continuent."
    assert engine_facts("information_non_autorisee", text).get("situation") == "partner_now"


@pytest.mark.parametrize(
    "text",
    [
        "Est a revendiqué les 2 dernières levées ; le déclarant avait encore un atout et n'a rien dit.",
        "Sud a revendiqué ; Ouest avait encore un atout et n'a rien dit de l'atout.",
        "Sud a revendiqué le reste ; Est a rangé ses cartes et n'a rien dit.",
    ],
)
def test_a_silence_after_et_is_its_clause_subjects(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") != "nothing"


@pytest.mark.parametrize(
    "text",
    [
        "Sud a revendiqué le reste et n'a rien dit de l'atout d'Ouest.",
        "Sud a revendiqué contre Ouest et n'a rien dit de l'atout.",
        "Nord revendique le reste ; Est a encore un atout, Nord n'a rien dit de l'atout.",
    ],
)
def test_the_claimers_own_silence_after_et_is_still_read(text: str) -> None:
    assert engine_facts("revendication", text).get("trump_said") == "nothing"
