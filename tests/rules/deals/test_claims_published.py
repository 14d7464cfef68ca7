"""The claim count (rules/deals/claim/) against published claim rulings whose cards are given
(tests/rules/deals/published_claims.toml): each case says its source, the 2017 check and the
reading of « jeu normal » it needs; Arbitre must give the published count. A case where Arbitre's
reading differs says why in its `disagreement` field (and the ruling's « Interprétation retenue »
points to this file): it is expected to differ, and the test fails the day it agrees, so that the
explanation is removed."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from rules.deals.count import count_claim, read_claim

CASES = tomllib.loads((Path(__file__).parent / "published_claims.toml").read_text(encoding="utf-8"))["case"]


def _source_id(i: int, case: dict[str, object]) -> str:
    """The test's name: the case's number and its source, without the address."""
    source = re.split(r" — |https?://", str(case["source"]))[0].strip(" ,;—")
    return f"{i + 1:02d} {source[:70]}"


def test_there_are_at_least_twenty_published_cases_each_with_its_source_and_reading() -> None:
    assert len(CASES) >= 20
    for case in CASES:
        assert case["source"] and case["reading"] and case["cards"], case["name"]
        assert "disagreement" not in case or str(case["disagreement"]).strip(), case["name"]


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=str(c["disagreement"])))
        if "disagreement" in c
        else c
        for c in CASES
    ],
    ids=[_source_id(i, c) for i, c in enumerate(CASES)],
)
def test_arbitre_counts_what_the_published_ruling_gave(case: dict[str, object]) -> None:
    count = count_claim(read_claim(str(case["position"])))
    if case.get("kind") == "concession":
        # 71B: the conceded trick could not be lost by any normal play when every normal line
        # gives the conceding side more than it kept.
        assert (count.unaware.tricks > int(case["kept"])) is case["cannot_lose"]  # type: ignore[call-overload]
    else:
        assert count.line(bool(case.get("aware"))).tricks == case["published"]
    if "dd" in case:
        assert count.double_dummy == case["dd"]
    assert count.double_dummy is None or count.unaware.tricks <= count.double_dummy
