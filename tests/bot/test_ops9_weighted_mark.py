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
