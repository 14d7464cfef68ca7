"""Tester8 T7: the director chose « Un seul résultat (12C1b) » under an unauthorised-information ruling,
then recorded a weighted mark (12C1c): the sheet said 12C1c, the ruling and the appeal file 12C1b. The
mark is refused until the answer says a weighted score; the weighted mark then stands (-920 × 60 % +
-420 × 40 %, matchpointed against board 12's field, 70 % / 30 %: checked by hand by tester8)."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_tester4_scores import session

WORDS = "donne 12 table 6 ns=6 eo=13, Ouest a hésité longuement avant de dire 5♣, Est a dit 6♣, 12 levées"
WEIGHTED = "m E 6♣=:60,E 5♣+1:40\n"


async def test_a_weighted_mark_under_a_one_result_ruling_is_refused_then_taken_once_the_answer_says_so(
    tmp_path: Path,
) -> None:
    text, [incident] = await session(
        tmp_path, f"{WORDS}\n\n2\n1\n1\n1\n1\n1\n{WEIGHTED}r\n2\n{WEIGHTED}\nq\n"
    )
    assert "La décision retient un seul résultat, le plus probable (12C1b) ; cette ligne en pondère" in text
    assert text.count("Rien n'est enregistré.") == 1
    assert incident.score is not None and len(incident.scores) == 1
    assert incident.score.line == "E 6♣=:60,E 5♣+1:40" and incident.score.ns == "70 %"


async def test_12c1e_in_an_incident_says_which_figure_the_session_keeps(tmp_path: Path) -> None:
    """Tester8 T12: « Nord-Sud -790 points » and « Nord-Sud 66,67 % » for one mark, where -790 ranks
    83,33 % against board 12's field: the matchpoint figure is the session's (the cost taken off in
    percent: 100 - (83,33 - 50)), and the points figure is not to be ranked."""
    line = "m fautif=eo obtenu=-920 sans-erreur=-550 E 5♣+1:100\n"
    text, [incident] = await session(tmp_path, f"{WORDS}\n\n2\n1\n1\n1\n1\n4\n{line}\nq\n")
    assert "En % : Est-Ouest 0 % ; Nord-Sud 66,67 % (coût de son erreur : 33,33 %)." in text
    assert "La marque de la séance est en points de match : Nord-Sud 66,67 %" in text
    assert "Ne classez pas -790 points contre le terrain" in text
    assert incident.score is not None and incident.score.ns == "66,67 %"
