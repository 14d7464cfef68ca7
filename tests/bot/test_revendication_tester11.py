"""`arbitre revendication` on tester11's X8 (session 10): South ♠A-R-D-2 ♥A « le reste est à moi »,
East's ♠V forgotten. A director gives 3 of 5: the spades from the top, the ♠2 included, East
takes it and cashes the ♦A (70A: doubt against the claimer); with « ligne=♠ » the same 3."""

from __future__ import annotations

import pytest

from bot.cli import main

X8 = "rev=S atout=SA main=S cartes=N:543.2.2. JT98..A. AKQ2.A.. .KQJT.K."


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_:
        main(["revendication", *argv])
    out, err = capsys.readouterr()
    assert int(exit_.value.code or 0) == 0 and not err
    return out


@pytest.mark.parametrize("line", [X8, X8 + " ligne=♠"])
def test_x8_a_forgotten_spade_gives_three(capsys: pytest.CaptureFixture[str], line: str) -> None:
    out = _run(capsys, line)
    assert "Arbitre propose : 3 levée(s) sur les 5" in out
    assert "Double mort, pour information : 4." in out
