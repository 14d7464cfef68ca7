"""Law 77 arithmetic, checked twice: against scores worked out by hand from the scoring table,
and against endplay, a maintained bridge library (each case must agree with both)."""

from __future__ import annotations

import pytest

from rules.scores.duplicate import Contract, Doubling, Strain, score

endplay_types = pytest.importorskip("endplay.types")

# (level, strain, doubling, vulnerable, tricks made by declarer, score worked out by hand)
HAND_CHECKED = [
    (1, "C", "none", False, 7, 70),  # 20 + 50 part-score
    (1, "NT", "none", False, 7, 90),  # 40 + 50
    (2, "H", "none", True, 8, 110),  # 60 + 50
    (3, "NT", "none", False, 9, 400),  # 100 + 300 game
    (3, "NT", "none", True, 9, 600),  # 100 + 500 game
    (3, "NT", "none", True, 10, 630),  # + one overtrick 30
    (4, "S", "none", False, 10, 420),  # 120 + 300
    (4, "H", "none", True, 11, 650),  # 120 + 500 + 30
    (5, "D", "none", False, 11, 400),  # 100 + 300
    (5, "C", "none", True, 12, 620),  # 100 + 500 + 20
    (6, "S", "none", False, 12, 980),  # 180 + 300 + 500 small slam
    (6, "NT", "none", True, 12, 1440),  # 190 + 500 + 750
    (7, "NT", "none", True, 13, 2220),  # 220 + 500 + 1500
    (7, "C", "none", False, 13, 1440),  # 140 + 300 + 1000
    (2, "S", "doubled", False, 8, 470),  # 120 (game) + 300 + 50 insult
    (2, "S", "doubled", True, 9, 870),  # 120 + 500 + 50 + 200 overtrick
    (1, "NT", "doubled", False, 7, 180),  # 80 + 50 + 50 insult
    (1, "H", "redoubled", False, 7, 520),  # 1♥XX = 120, a game: 120 + 300 + 100 insult
    (1, "H", "redoubled", True, 8, 1120),  # 120 + 500 (game) + 100 + 400 overtrick
    (3, "NT", "doubled", False, 9, 550),  # 200 + 300 + 50
    (4, "S", "doubled", True, 10, 790),  # 240 + 500 + 50
    (4, "S", "none", False, 9, -50),
    (4, "S", "none", True, 8, -200),
    (4, "S", "doubled", False, 9, -100),
    (4, "S", "doubled", False, 7, -500),  # 100 + 200 + 200
    (4, "S", "doubled", False, 6, -800),  # + 300 from the fourth undertrick
    (4, "S", "doubled", True, 9, -200),
    (4, "S", "doubled", True, 7, -800),  # 200 + 300 + 300
    (3, "NT", "redoubled", False, 6, -1000),  # down 3: 200 + 400 + 400
    (6, "H", "doubled", True, 7, -1400),  # 200 + 4×300
    (7, "NT", "redoubled", True, 0, -7600),  # 400 + 12×600
    (1, "C", "none", False, 0, -350),  # 7 × 50
]


def _endplay(level: int, strain: str, doubling: str, vulnerable: bool, tricks: int) -> int:
    types = endplay_types
    denom = {
        "C": types.Denom.clubs,
        "D": types.Denom.diamonds,
        "H": types.Denom.hearts,
        "S": types.Denom.spades,
        "NT": types.Denom.nt,
    }[strain]
    penalty = {
        "none": types.Penalty.passed,
        "doubled": types.Penalty.doubled,
        "redoubled": types.Penalty.redoubled,
    }[doubling]
    contract = types.Contract(
        level=level, denom=denom, declarer=types.Player.north, penalty=penalty, result=tricks - 6 - level
    )
    return int(contract.score(types.Vul.ns if vulnerable else types.Vul.none))


@pytest.mark.parametrize(("level", "strain", "doubling", "vulnerable", "tricks", "expected"), HAND_CHECKED)
def test_duplicate_score_agrees_with_hand_and_endplay(
    level: int, strain: str, doubling: str, vulnerable: bool, tricks: int, expected: int
) -> None:
    ours = score(Contract(level, Strain(strain), Doubling(doubling), vulnerable), tricks)
    assert ours == expected
    assert _endplay(level, strain, doubling, vulnerable, tricks) == expected


def test_every_contract_and_result_agrees_with_endplay() -> None:
    """Beyond the hand-checked table: all 35 contracts × 3 doublings × 2 vulnerabilities × 14 results."""
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for doubling in ("none", "doubled", "redoubled"):
                for vulnerable in (False, True):
                    contract = Contract(level, Strain(strain), Doubling(doubling), vulnerable)
                    for tricks in range(14):
                        assert score(contract, tricks) == _endplay(
                            level, strain, doubling, vulnerable, tricks
                        ), (
                            contract,
                            tricks,
                        )
