"""The published claim corpus: its files, and the one rule that says whether Arbitre's count agrees
with a published ruling. Used by the test (test_claims_published.py) and by the benches
(bench/claims.py, claims_corpus.py, claims_heldout.py), so that all of them judge a case alike."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from rules.deals.count import ClaimCount

HERE = Path(__file__).resolve().parent
FILES = {
    "P": HERE / "published_claims.toml",
    "B": HERE / "published_claims_blind.toml",
    "H": HERE / "published_claims_heldout.toml",  # round 5's held-out sets, moved in session 6
}

Case = dict[str, Any]


def cases(path: Path) -> list[Case]:
    return tomllib.loads(path.read_text(encoding="utf-8"))["case"]


def strong(case: Case) -> bool:
    """A strong source: the cards that decide the count are printed (not rebuilt, not chosen by the
    collector) and the published count is a ruling's count of this claim (a director, an appeal, a
    laws commission or a federation's teaching example — not a forum's or a mailing list's opinion,
    not a conditional, not a Law's wording on cards of ours). The 95 % target of issue 36 is over
    these. A case that fails either says why in `weak_source`; the field is the classification."""
    return "weak_source" not in case


def agrees(case: Case, count: ClaimCount) -> bool:
    """A claim: the tricks of the reading the ruling rests on (70C aware or not) are the published ones.
    A concession (71B): the conceded trick could not be lost by any normal play exactly when every
    normal line gives the conceding side more than it kept."""
    if case.get("kind") == "concession":
        return (count.unaware.tricks > int(case["kept"])) is case["cannot_lose"]
    return count.line(bool(case.get("aware"))).tricks == case["published"]
