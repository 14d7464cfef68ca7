"""Tester6's claim marks on the scorer's sheet, through the terminal (the tester's scripts), each
expected score checked by hand.

(T28 and T24, the declaring side and the tricks behind a claim's mark: tests/bot/test_ops6.py.)
T38: a contract other than the one the description names is refused (« Sud joue 4♥ » → « 3SA= »).
T22: a claim ruled gives the board a result: no artificial mark (12C2), typed or offered as a button.
"""

from __future__ import annotations

from pathlib import Path

from bot.incidents import transition
from bot.scores.offer import quick_choices
from tests.bot.test_tester4_scores import session

BOARD_9 = "donne 9 table 2 ns=2 eo=13, Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n"


async def test_a_claim_mark_of_another_contract_than_the_words_is_refused(tmp_path: Path) -> None:
    script = "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n2\n1\nje ne sais pas\n6\n3\n"
    text, [incident] = await session(tmp_path, script + "m 3SA=\nm 4♥-1\n\nq\n")
    assert "« 3SA= » n'est pas le contrat de l'incident : la description dit « Sud joue 4♥ »" in text
    assert incident.score is not None and incident.score.ns == "-50 points"
    assert len(incident.scores) == 1


async def test_a_claim_ruled_takes_no_artificial_mark(tmp_path: Path) -> None:
    script = "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n2\n1\nje ne sais pas\n6\n3\n"
    text, [incident] = await session(tmp_path, script + "m +3/-3\nm 60/40\n\nq\n")
    assert text.count("Une marque artificielle (12C2) ne sert que pour une donne") == 2
    assert incident.scores == ()
    step, _ = transition.safe_step(incident)
    assert step is not None and step.ruling is not None and quick_choices(step.ruling) == ()
