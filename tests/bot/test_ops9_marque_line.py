"""Tester8 T11: `arbitre marque "LIGNE" --forme imp --reference 420` printed points, the options beside
the line ignored without a word. They are refused in French, naming the line's own keys; the line
with those keys gives the IMPs (12C1e: 620 against the 420 expected, +200 → 5 IMP for E-W's cost;
N-S's own error costs them 6 IMP: -1 IMP)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_tester6_imports import cli

LINE = "fautif=eo obtenu=170 sans-erreur=420 620:100"


def test_an_option_beside_the_line_is_refused_and_the_line_keys_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ("--data-dir", str(tmp_path))
    code, out, err = cli(capsys, *data, "marque", LINE, "--forme", "imp", "--reference", "420")
    assert code == 2 and not out
    assert "--forme → forme=, --reference → ref=" in err and err.rstrip().endswith("Rien n'a été calculé.")
    code, out, _ = cli(capsys, *data, "marque", f"ref=420 forme=imp {LINE}")
    assert code == 0 and out.rstrip().endswith("Nord-Sud : -1 IMP ; Est-Ouest : -5 IMP.")
