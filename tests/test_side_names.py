"""The two sides' names are defined once, in rules/model.py, and every module reads them there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.model import SIDE_NAMES, side_name

ROOT = Path(__file__).resolve().parents[1]


def test_a_side_is_named_the_same_way_however_it_is_written() -> None:
    assert [side_name(s) for s in ("NS", "ns", "EO", "eo", "EW", "ew")] == [
        "Nord-Sud",
        "Nord-Sud",
        "Est-Ouest",
        "Est-Ouest",
        "Est-Ouest",
        "Est-Ouest",
    ]
    assert SIDE_NAMES == {"NS": "Nord-Sud", "EO": "Est-Ouest"}
    with pytest.raises(KeyError):
        side_name("N")


def test_no_module_defines_the_sides_names_again() -> None:
    copy = re.compile(r"""["'](?:NS|EO|ns|eo)["']\s*:\s*["'](?:Nord-Sud|Est-Ouest)["']""")
    found = [
        str(p.relative_to(ROOT))
        for package in ("bot", "rules")
        for p in sorted((ROOT / package).rglob("*.py"))
        if copy.search(p.read_text(encoding="utf-8"))
    ]
    assert found == ["rules/model.py"]
