"""tester14 W11: `mn` typed under a revoke's ruling whose corrected result is offered just below (« Calculer le
résultat corrigé et sa marque ? ») says how to get it, instead of « Cette décision ne donne pas de résultat
corrigé », and records nothing; once computed, `mn` records it."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_ops15_claim_revoke import BOARD, REVOKE_WORDS
from tests.bot.test_terminal import session


async def test_mn_before_the_corrected_result_is_computed_says_how_to_get_it(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{BOARD}Sud joue 4♥, {REVOKE_WORDS}\n\n4\n1\nmn\nq\n")
    assert code == 0, out
    assert (
        "Le résultat corrigé n'est pas encore calculé : répondez « Oui » à « Calculer le résultat corrigé"
        in out
    )
    assert "ne donne pas de résultat corrigé" not in out
    revoke = await store.get("1")
    assert revoke is not None and revoke.score is None
    await store.close()
