"""Tester6's claim marks on the scorer's sheet, through the terminal (the tester's scripts, board 9 of
docs/exemple-seance.pbn: dealer N, Est-Ouest vulnerable), each expected score checked by hand.

T28: the tricks already won unknown, the mark still goes to the side that declared (« Est joue 6♥ »).
T24: `r` changes the tricks a claim ruling awards: the mark recorded before is « MARQUE À REFAIRE ».
T38: a contract other than the one the description names is refused (« Sud joue 4♥ » → « 3SA= »).
T22: a claim ruled gives the board a result: no artificial mark (12C2), typed or offered as a button.
"""

from __future__ import annotations

from pathlib import Path

from bot.incidents import transition
from bot.reports import scorer_sheet
from bot.scores.offer import quick_choices
from tests.bot.test_tester4_scores import session

BOARD_9 = "donne 9 table 2 ns=2 eo=13, Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n"


async def test_a_claim_whose_tricks_won_are_unknown_is_scored_for_the_declaring_side(tmp_path: Path) -> None:
    """6♥ by E, one down: +50 for Nord-Sud, not -50; « NS 6♥-1 » contradicts the words."""
    script = "Est joue 6♥, il revendique les 5 dernières levées, Sud conteste\n\n2\n1\nje ne sais pas\n4\n"
    text, [incident] = await session(tmp_path, script + "m NS 6♥-1\nm 6♥-1\n\nq\n")
    assert "d'après l'incident, il est joué par Est-Ouest" in text
    assert incident.score is not None and (incident.score.ns, incident.score.ew) == (
        "+50 points",
        "-50 points",
    )


async def test_a_claim_mark_no_longer_stands_when_r_changes_the_tricks(tmp_path: Path) -> None:
    """11 tricks (7 + 4): « EO 6♥-1 », +100 for Nord-Sud; `r` to 5 of the rest → 12 tricks: to redo."""
    await session(tmp_path, BOARD_9 + "2\n1\n7\n4\nm 6♥-1\n\nq\n")
    text, [incident] = await session(tmp_path, "v 1\nr\n5\n\nq\n")
    assert "12 au total" in text
    assert incident.set_aside is not None and "levées attribuées alors : 11 au total" in incident.set_aside
    [row] = scorer_sheet.rows([incident])
    assert row["quoi"].startswith("Marque à refaire") and not row.get("apres_ns")


async def test_a_claim_mark_of_another_contract_than_the_words_is_refused(tmp_path: Path) -> None:
    script = "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n2\n1\n6\n3\n"
    text, [incident] = await session(tmp_path, script + "m 3SA=\nm 4♥-1\n\nq\n")
    assert "« 3SA= » n'est pas le contrat de l'incident : la description dit « Sud joue 4♥ »" in text
    assert incident.score is not None and incident.score.ns == "-50 points"
    assert len(incident.scores) == 1


async def test_a_claim_ruled_takes_no_artificial_mark(tmp_path: Path) -> None:
    script = "Sud joue 4♥ et revendique les 3 dernières levées, EO contestent\n\n2\n1\n6\n3\n"
    text, [incident] = await session(tmp_path, script + "m +3/-3\nm 60/40\n\nq\n")
    assert text.count("Une marque artificielle (12C2) ne sert que pour une donne") == 2
    assert incident.scores == ()
    step, _ = transition.safe_step(incident)
    assert step is not None and step.ruling is not None and quick_choices(step.ruling) == ()
