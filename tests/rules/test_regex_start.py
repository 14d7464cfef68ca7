"""rules/regex_start.py: a pattern told the characters its matches start with finds what it found before.

For every pattern of the words' readings written with `starting_with`, the characters a match can start
with are worked out from the pattern itself (its parse tree), and must all be among those it was told: a
new alternative that starts with another character would otherwise never match, silently."""

from __future__ import annotations

import importlib
import pkgutil
import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]

import pytest

import bot.finder
import rules
from rules.regex_start import starting_with

_TOLD = re.compile(r"\(\?=\[((?:\\.|[^\]\\])+)\]\)\(\?:(.*)\)", re.DOTALL)
Firsts = tuple[
    frozenset[str] | None, bool
]  # the first characters (None: any), and whether it may match empty


def _sequence(items: list[tuple[object, object]]) -> Firsts:
    found: set[str] = set()
    for op, value in items:
        first, empty = _item(op, value)
        if first is None:
            return None, False
        found |= first
        if not empty:
            return frozenset(found), False
    return frozenset(found), True


def _item(op: object, value: object) -> Firsts:
    if op is sre.LITERAL:
        return frozenset({chr(value)}), False  # type: ignore[arg-type]
    if op is sre.IN:
        chars: set[str] = set()
        for kind, item in value:  # type: ignore[attr-defined]
            if kind is sre.LITERAL:
                chars.add(chr(item))
            elif kind is sre.RANGE and item[1] - item[0] < 300:
                chars |= {chr(c) for c in range(item[0], item[1] + 1)}
            else:
                return None, False  # a negated class, \w, \d: any character, for this check
        return frozenset(chars), False
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return frozenset(), True  # zero-width: what follows starts the match
    if op is sre.BRANCH:
        alternatives = [_sequence(list(branch)) for branch in value[1]]  # type: ignore[index]
        if any(first is None for first, _ in alternatives):
            return None, False
        return frozenset().union(*(first for first, _ in alternatives)), any(e for _, e in alternatives)  # type: ignore[arg-type]
    if op is sre.SUBPATTERN:
        _, added, removed, inner = value  # type: ignore[misc]
        if (added | removed) & re.IGNORECASE:
            return None, False
        return _sequence(list(inner))
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _, inner = value  # type: ignore[misc]
        first, empty = _sequence(list(inner))
        return first, empty or low == 0
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(value))  # type: ignore[arg-type]
    return None, False  # any character (.), a back reference


def firsts(pattern: str, flags: int) -> frozenset[str] | None:
    """The characters a match can start with (as written: under IGNORECASE the look-ahead is read so too),
    None when any character may start one or the match may be empty."""
    first, empty = _sequence(list(parser.parse(pattern, flags)))
    return None if empty else first


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found: dict[int, tuple[str, re.Pattern[str]]] = {}
    for package in (rules, bot.finder):
        for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            loaded = importlib.import_module(module.name)
            for name, value in vars(loaded).items():
                for at, item in enumerate(value if isinstance(value, tuple) else (value,)):
                    if isinstance(item, re.Pattern) and isinstance(item.pattern, str):
                        found.setdefault(id(item), (f"{module.name}.{name}[{at}]", item))
    return list(found.values())


TOLD = [(name, pattern) for name, pattern in _patterns() if _TOLD.fullmatch(pattern.pattern)]


def test_the_costly_readings_are_told_how_their_matches_start() -> None:
    assert len(TOLD) >= 50  # the contract's and the seats' patterns, the acts' and the facts' (finder45)


@pytest.mark.parametrize(("name", "pattern"), TOLD, ids=[name for name, _ in TOLD])
def test_no_match_starts_with_a_character_it_was_not_told(name: str, pattern: re.Pattern[str]) -> None:
    told = _TOLD.fullmatch(pattern.pattern)
    assert told is not None
    chars = {c for c in re.sub(r"\\(.)", r"\1", told[1])}
    first = firsts(told[2], pattern.flags)
    assert first is not None, f"{name}: its matches may start with any character"
    assert first <= chars, f"{name}: a match may start with {sorted(first - chars)}"


def test_the_check_sees_an_alternative_that_starts_otherwise() -> None:
    assert firsts(r"\b(?:renonc\w*|revoke)", 0) == {"r"}
    assert firsts(r"(?<![-\w])(?:Nord|Sud)\s|\ble\b", 0) == {"N", "S", "l"}
    assert firsts(r"(?:x{0,2})a|b", 0) == {"x", "a", "b"}
    assert firsts(r"\w+|a", 0) is None and firsts(r"a?", 0) is None
    wrong = starting_with("r", r"\b(?:renonc\w*|fourni)")
    told = _TOLD.fullmatch(wrong)
    assert told is not None and not firsts(told[2], 0) <= set(told[1])  # type: ignore[operator]
    assert re.search(starting_with("-]^", r"[-\]^]x"), "a ]x") is not None  # a class's own characters escaped
