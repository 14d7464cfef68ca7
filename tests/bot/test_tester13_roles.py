"""tester13 Z3: after 54A (the presumed declarer spread his hand, his partner plays the contract), the
claim of the new declarer is counted: a position naming him declarer is not refused because the words
first said « Sud joue 3SA ». Without words saying the roles changed, the partner is still refused."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_newcomer_round5 import session as terminal

POSITION = "p rev=N atout=♥ main=N declarant=N cartes=N:..432. 5.2..9 AK.A.. ...KQJ\n"


async def test_the_partner_who_became_declarer_under_54a_can_have_his_claim_counted(tmp_path: Path) -> None:
    words = (
        "Sud joue 4♥, Est a entamé hors tour, Sud a étalé son jeu et devient le mort ; Nord, devenu déclarant, "
        "revendique les 3 dernières levées, EO contestent\n2\n"
    )
    said = await terminal(tmp_path, words + POSITION)
    assert "La position fait de Nord le déclarant" not in said
    assert "Position enregistrée" in said


async def test_without_words_of_54a_the_partner_as_declarer_is_still_refused(tmp_path: Path) -> None:
    words = "Sud joue 4♥, Nord revendique les 3 dernières levées, EO contestent\n\n"
    said = await terminal(tmp_path, words + POSITION)
    assert "La position fait de Nord le déclarant" in said and "Rien n'a été compté." in said
