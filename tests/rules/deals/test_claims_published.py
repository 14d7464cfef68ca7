"""The claim count (rules/deals/claim/) against published claim rulings whose cards are given
(tests/rules/deals/published_claims.toml): each case says its source and the reading of « jeu
normal » it needs; Arbitre must give the published count under that reading."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from rules.deals.count import count_claim, read_claim

CASES = tomllib.loads((Path(__file__).parent / "published_claims.toml").read_text(encoding="utf-8"))["case"]


def test_there_are_at_least_twenty_published_cases_each_with_its_source_and_reading() -> None:
    assert len(CASES) >= 20
    for case in CASES:
        assert case["source"] and case["reading"] and case["cards"], case["name"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"][:60] for c in CASES])
def test_arbitre_counts_what_the_published_ruling_gave(case: dict[str, object]) -> None:
    count = count_claim(read_claim(str(case["position"])))
    if case.get("kind") == "concession":
        # 71B: the conceded trick could not be lost by any normal play when every normal line
        # gives the conceding side more than it kept.
        assert (count.unaware.tricks > int(case["kept"])) is case["cannot_lose"]  # type: ignore[call-overload]
    else:
        assert count.line(bool(case.get("aware"))).tricks == case["published"]
    assert count.double_dummy == case["dd"]
    assert count.unaware.tricks <= count.double_dummy  # a normal line never beats best play
