"""`incidents show` reads the incidents of the same board and table, linked or not (tester7 T14, from
ops7's branch): a claim and a revoke on one table weigh on each other's mark (64A) even when each
was opened on its own, and the sheet already says so; `show` must say the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import DATABASE_NAME
from tests.bot.test_tester4_scores import session
from tests.bot.test_tester6_imports import cli

CLAIM = (
    "donne 17 table 6, Nord joue 3♥, Nord revendique, Est conteste\n\n2\n2\nje ne sais pas\n2\n6\nm 3♥-1\n\n"
)
REVOKE = "donne 17 table 6, Nord joue 3♥, Est n'a pas fourni à carreau à la 4e levée\n\n3\n3\n1\n1\n1\n8\nmn\n\nq\n"


async def test_show_names_the_revoke_of_the_same_table_under_the_claims_mark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, [claim, revoke] = await session(tmp_path, CLAIM + REVOKE)
    assert not claim.links and not revoke.links  # opened apart: only the board and table join them
    (tmp_path / "db.sqlite3").rename(tmp_path / DATABASE_NAME)
    code, shown, _ = cli(capsys, "--data-dir", str(tmp_path), "incidents", "show", "1")
    assert code == 0
    mark = shown.index("Marque enregistrée")
    assert "\nAVANT TRANSFERT, voir #2 : « 3♥-1 »" in shown[mark:]
