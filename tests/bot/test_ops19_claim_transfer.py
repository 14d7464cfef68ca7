"""ops18's leftover: a claim marked with its linked revoke's transfer (the table's result, 70 then 64A), then the
revoke ruled again with another answer. The mark counted the old transfer: it is the table's result no longer,
and it is not « Avant transfert » either (it never counted the claim's tricks alone). It must say « à refaire »
wherever the table's result is read (the message at the revoke's new ruling, the scorer's sheet, `incidents
show`), and the mark recorded again with the new transfer stands.

The board: Sud plays 4♥; Ouest revoked at trick 4 and won that trick; Sud claimed at trick 8 (EO contest), the
claim upheld: 5 tricks won + the 6 left = 11. The revoke first « le fautif seul » (64A1: one trick), so the
table's result is 12 tricks, « 4♥+2 »; then ruled again: the offender won it and his side a later trick (64A1:
two tricks), 13; or the non-offenders won it and the offenders none after (64B1: no transfer), 11."""

from __future__ import annotations

from pathlib import Path

from bot.incidents.table_marks import flags
from bot.reports import scorer_sheet
from tests.bot.test_terminal import session
from tests.bot.test_tester14_w12_pair import CLAIM_FIRST

# Renonce (2nd of the menu), during a claim (4), the offender alone won the revoke trick (2); o1: the claim,
# no trump out (2), the stated line (1), 5 tricks won before; its mark with the transfer.
MARKED = f"{CLAIM_FIRST}\n2\n4\n2\no1\n2\n1\n5\nm 4♥+2\n\n"
REDO = "Sa marque (« 4♥+2 ») comptait l'ancien transfert : MARQUE À REFAIRE, enregistrez à nouveau le résultat de la table."


async def test_the_revoke_re_ruled_with_two_tricks_sets_the_claim_s_mark_to_redo(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{MARKED}v 1\nr\n1\n\nq\n")
    assert code == 0, out
    assert "C'est la marque de la table pour la feuille du marqueur" in out  # as recorded: 11 + 1
    assert (
        "Incident #2 (même donne) : sa décision lit à la table le résultat après le transfert de 2 levées pour la "
        f"renonce (incident #1, 64A). {REDO}" in out
    )
    incidents = await store.list()
    flagged = flags(incidents)
    assert flagged["2"].startswith("MARQUE À REFAIRE, voir #1 : « 4♥+2 » ne vaut plus"), flagged
    assert "Avant transfert" not in flagged["2"]
    rows = {r["incident"]: r for r in scorer_sheet.rows(incidents)}
    assert rows["#2"]["quoi"].startswith("MARQUE À REFAIRE") and not rows["#2"].get("apres_ns")
    await store.close()


async def test_the_mark_recorded_again_with_the_new_transfer_stands(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{MARKED}v 1\nr\n1\n\nv 2\nm 4♥+3\n\nq\n")
    assert code == 0, out
    assert "13 avec le transfert de la renonce liée (incident #1, 64A)" in out
    assert "puis 2 levées transférées pour la renonce (incident #1, 64A) : 13 levées, « 4♥+3 »" in out
    incidents = await store.list()
    assert "2" not in flags(incidents)
    claim = await store.get("2")
    assert claim is not None and claim.score is not None and claim.score.line == "4♥+3"
    await store.close()


async def test_the_revoke_re_ruled_without_transfer_sets_the_claim_s_mark_to_redo(tmp_path: Path) -> None:
    code, out, store = await session(tmp_path, f"{MARKED}v 1\nr\n5\n\nq\n")
    assert code == 0, out
    assert (
        f"ne transfère plus de levée ; sa décision lit à la table les levées de la revendication seules. {REDO}"
        in out
    )
    assert flags(await store.list())["2"].startswith("MARQUE À REFAIRE, voir #1")
    await store.close()


async def test_a_mark_of_the_claim_s_tricks_alone_stays_before_the_transfer(tmp_path: Path) -> None:
    # « 4♥+1 » (11: the claim alone) is « Avant transfert » whatever the revoke transfers: nothing to redo.
    code, out, store = await session(
        tmp_path, f"{CLAIM_FIRST}\n2\n4\n2\no1\n2\n1\n5\nm 4♥+1\n\nv 1\nr\n1\n\nq\n"
    )
    assert code == 0, out
    assert "MARQUE À REFAIRE" not in out
    assert flags(await store.list())["2"].startswith("AVANT TRANSFERT, voir #1")
    await store.close()
