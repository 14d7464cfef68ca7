"""tester14 W12: a revoke and a claim of one board linked with `+`, no board or table typed (`d`): the
claim's mark counts its tricks before the revoke's transfer, so the scorer's sheet must not list it as the
table's result (« Résultat retenu ») — as it already did when the board and table were recorded."""

from __future__ import annotations

from pathlib import Path

from bot.reports.scorer_sheet import rows
from tests.bot.test_ops15_claim_revoke import CLAIM_ANSWERS, CLAIM_WORDS, REVOKE_WORDS
from tests.bot.test_terminal import session


async def test_without_a_board_typed_the_claim_s_mark_waits_for_the_linked_revoke(tmp_path: Path) -> None:
    script = f"Sud joue 4♥, {REVOKE_WORDS}\n\n4\n1\n\n+\n{CLAIM_WORDS}\n{CLAIM_ANSWERS}m 4♥-1\n\nq\n"
    code, out, store = await session(tmp_path, script)
    assert code == 0, out
    revoke, claim = await store.get("1"), await store.get("2")
    assert revoke is not None and claim is not None and claim.score is not None
    assert claim.second_of == "1" and revoke.deal is None and claim.deal is None
    listed = [row for row in rows([revoke, claim]) if row["quoi"].endswith("Revendication ou concession")]
    assert listed, rows([revoke, claim])
    assert not any(row["quoi"].startswith("Résultat retenu") for row in listed), listed
    assert any("transfert" in (row.get("detail", "") + row["quoi"]) for row in listed), listed
    await store.close()
