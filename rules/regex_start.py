"""A pattern told which characters its matches start with (issue 37 §5: what a search costs).

Python's regular expressions try a pattern at every position of the text; a pattern that opens on a word
boundary, a look-behind or several alternatives pays for all of them at every position. Said first, a
look-ahead of the characters a match can start with stops the attempt after one character everywhere
else: the same matches, in a fraction of the time (the contract's nine look-behinds in
rules/seats_in_words.py: 60 → 8 µs a description).

tests/rules/test_regex_start.py checks every pattern written so: no match of it can start with another
character (a new alternative that starts otherwise fails that test, instead of silently never matching).
"""

from __future__ import annotations

_SPECIAL = frozenset("\\]^-[")  # what a character class reads otherwise


def starting_with(chars: str, pattern: str) -> str:
    """`pattern`, each match of which starts with one of `chars`, with that said first."""
    escaped = "".join(f"\\{c}" if c in _SPECIAL else c for c in chars)
    return f"(?=[{escaped}])(?:{pattern})"
