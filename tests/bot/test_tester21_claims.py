"""Tester21 P15 (session 20): a claim told « les 3 dernières levées » whose position has 9 tricks left, and a
claim of fewer tricks than every normal line makes. Board 1 of the example session, East plays 4♠; after the
four tricks given, the claimer's side makes at least 6 of the 9 left on every normal line (its count)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cards_against_deal import _imported
from tests.bot.test_newcomer_round5 import session

POSITION = "p rev=E atout=♠ main=S levees=♥A ♥2 ♥4 ♥5 ♥3 ♥8 ♥6 ♥R ♠3 ♠5 ♠R ♠6 ♠D ♠10 ♠7 ♠V\n"


async def test_the_tricks_left_the_words_give_against_the_position_are_said_and_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _imported(tmp_path, monkeypatch)
    text = "donne 1 table 4 ns=4 eo=14 Est joue 4♠ et revendique les 3 dernières levées, Sud conteste\n"
    out = await session(tmp_path, text + "1\n" + POSITION + "q\n")
    assert (
        out.count("À vérifier : les mots disent « revendique les 3 dernières levées » (3 levées à jouer)")
        == 1
    )
    assert "la position donnée en compte 9" in out
    assert (
        "Compris : Combien de levées, parmi celles qui restaient" not in out
    )  # asked, not taken from the words


async def test_a_claim_of_fewer_tricks_than_no_normal_play_could_lose_gets_them_back_71B(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """He claims 3 of the 9 left, conceding 6; every normal line gives his side 6: the 3 conceded tricks no normal
    play could lose are his (71B, within the correction period 79C). Arbitre proposes 6, not 3."""
    _imported(tmp_path, monkeypatch)
    text = "donne 1 table 4 ns=4 eo=14 Est joue 4♠ et revendique, Sud conteste\n"
    out = await session(tmp_path, text + "1\n" + POSITION + "3\n6\n\nq\n")
    assert "Arbitre propose : 6 (compté par Arbitre)" in out
    ruling = out.split("DÉCISION — ", 1)[1]
    assert (
        "Il en réclamait 3 : il concédait donc les autres, dont 3 levées qu'aucun jeu normal ne pouvait perdre"
        in ruling
    )
    assert "71B" in ruling and "79C" in ruling
    assert "Levées attribuées au camp du revendiquant : 9 au total (3 déjà gagnées + 6" in ruling
