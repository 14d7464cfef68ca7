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
    "S": HERE / "published_claims_s20.toml",  # collected blind in session 20, spent the same session
    "T": HERE / "published_claims_s21.toml",  # collected blind in session 21, spent the same session
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


def counted(case: Case) -> bool:
    """A ruling counted in the agreement figures: not a second collection of a ruling the corpus
    already holds (`same_ruling` names it, e.g. "H11"). Such a case is still tested, as another
    typing of the same ruling (other reconstructed cards, a statement typed), but one ruling weighs
    once in the figures (session 20: 12 of claims29's 14 cases were rulings already here)."""
    return "same_ruling" not in case


def key(tag: str, i: int) -> str:
    """A case's name in the suite and the benches: its file's letter and number (« H11 »)."""
    return f"{tag}{i + 1:02d}"


def repeats_a_position(case: Case) -> bool:
    """A ruling collected twice with the very same position as its first collection: nothing more to
    count (the suite and the benches count the first one only; its explanation stays in the file)."""
    if "same_ruling" not in case:
        return False
    name = str(case["same_ruling"])
    first = cases(FILES[name[0]])[int(name[1:]) - 1]
    return bool(first["position"] == case["position"])


def agrees(case: Case, count: ClaimCount) -> bool:
    """A claim: the tricks of the reading the ruling rests on (70C aware or not) are the published ones.
    A concession (71B): the conceded trick could not be lost by any normal play exactly when every
    normal line gives the conceding side more than it kept."""
    if case.get("kind") == "concession":
        return (count.unaware.tricks > int(case["kept"])) is case["cannot_lose"]
    return count.line(bool(case.get("aware"))).tricks == case["published"]
