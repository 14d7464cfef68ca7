"""Tester24 P18: a revoke's mark against the table's score and the ruling's transfer (64A), in points checked by
hand (Law 77, all vulnerable). 4♥ by N-S: 620 is 4♥= (10 tricks); a defender's revoke transferring 2 gives 12,
4♥+2, +680. 3SA by E-W: -600 for N-S is 3SA= (9); E-W's declarer revoking, 1 trick transferred gives 8, 3SA-1,
+100 for N-S. A mark giving the offenders more is refused (64C only redresses the non-offenders, 12B1); one
giving the non-offenders more may be a 64C1 adjusted score: said."""

from __future__ import annotations

import pytest

from rules.scores.line import Board
from rules.scores.transfer_mark import transfer_mismatch

ALL = Board(vulnerability="tous")


@pytest.mark.parametrize(
    ("line", "transferred", "declarer_offended", "favoured", "typed"),
    [
        ("NS 4♥+2 obtenu=620", 2, False, None, None),
        ("NS 4♥+3 obtenu=620", 2, False, False, "« m NS 4♥+2 obtenu=620 »"),  # 13: maybe 64C1
        ("NS 4♥+1 obtenu=620", 2, False, True, "« m NS 4♥+2 obtenu=620 »"),  # 11: the offenders keep one
        ("NS 4♥+2 obtenu=4♥=", 2, False, None, None),  # the table's result typed as a contract
        ("EO 3SA-1 obtenu=-600", 1, True, None, None),
        (
            "EO 3SA= obtenu=-600",
            1,
            True,
            True,
            "« m EO 3SA-1 obtenu=-600 »",
        ),  # no transfer: the offender's gain
        ("EO 3SA-2 obtenu=-600", 1, True, False, "« m EO 3SA-1 obtenu=-600 »"),
        ("NS 4♥+3", 2, False, None, None),  # no table's score: nothing to compare
        ("NS 4♥=:60,NS 4♥+1:40 obtenu=620", 2, False, None, None),  # weighted: a 64C score (12C1c)
        ("NS 3SA+1 obtenu=620", 2, False, None, None),  # 620 is no 3SA result: another contract
    ],
)
def test_the_mark_against_the_table_and_the_transfer(
    line: str, transferred: int, declarer_offended: bool, favoured: bool | None, typed: str | None
) -> None:
    found = transfer_mismatch(line, ALL, transferred, declarer_offended)
    if favoured is None:
        assert found is None
        return
    assert found is not None and found.offenders_favoured is favoured
    assert typed is not None and f"apez {typed}" in found.text
    assert found.text.startswith("Marque refusée" if favoured else "À vérifier")


def test_the_arithmetic_is_said() -> None:
    found = transfer_mismatch("NS 4♥+3 obtenu=620", ALL, 2, False)
    assert found is not None
    assert (
        "le résultat de la table (obtenu=620) est 4♥= par Nord-Sud, 10 levées ; avec le transfert de 2 levées de la "
        "décision (64A), le déclarant en a 12 : 4♥+2, +680 pour Nord-Sud. Cette marque en compte 13 (4♥+3)"
    ) in found.text
