"""Tester9 T5 (HIGH): « je coupe un carreau au mort, puis je tire les atouts », typed
`ligne=coupe♦ puis atouts`, was counted with the trumps drawn first (4 of 5: a line the claimer never
stated, 70D1), because « coupe♦ » takes no rank in the order. Such a line is refused with how to
write the order; a ruff after the ordered items keeps its standing meaning."""

from __future__ import annotations

import pytest

from rules.deals.claim.reading import parse_statement
from rules.deals.layout import PositionError

SPADES = 0


@pytest.mark.parametrize("line", ["coupe♦ puis atouts", "coupe♦ atouts", "coupe carreau ♥A", "coupe♦ ♣"])
def test_a_ruff_said_before_the_rest_of_the_line_is_refused_with_how_to_write_it(line: str) -> None:
    with pytest.raises(PositionError, match=r"ne prend pas de rang dans l'ordre.*écrivez-la avec ses cartes"):
        parse_statement(line, SPADES)


@pytest.mark.parametrize(
    ("line", "items"),
    [
        ("atouts coupe♦", (("trumps", -1), ("ruff", 2))),
        ("coupe♦ défausse♣", (("ruff", 2), ("discard", 3))),
        ("♦2 ♠3 atouts", (("card", 0), ("card", 0), ("trumps", -1))),
    ],
)
def test_a_ruff_after_the_ordered_items_or_beside_a_discard_keeps_its_meaning(
    line: str, items: tuple[tuple[str, int], ...]
) -> None:
    found = parse_statement(line, SPADES)
    assert [kind for kind, _ in found] == [kind for kind, _ in items]
