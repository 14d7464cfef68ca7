"""`as_typed` finds the director's own words for folded ones without folding every stretch of the description
(issue 37 §5): a stretch is folded only from a word whose folded form may open the target, which holds because
`words` changes a first word only by reading it with the next one (`JOINED_FIRST`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.folding import JOINED_FIRST, words
from rules.topics_in_words import as_typed

DESCRIPTIONS = Path(__file__).resolve().parents[1] / "bot" / "finder" / "descriptions.txt"
JOINED = (
    "il a corrigé en 3 sans atout",
    "3 sans-atouts joué par Sud",
    "Est a dit à haute voix qu'il avait 18 points",
    "il a dit tout haut son contrat",
    "haut voix",
)


def _reference(description: str, folded: str) -> str:
    """Every stretch folded, as `as_typed` did before it skipped any."""
    target = tuple(folded.split())
    tokens = list(re.finditer(r"\S+", description[:600]))
    for i, first in enumerate(tokens):
        for last in tokens[i : i + len(target) + 3]:
            said = description[first.start() : last.end()]
            if words(said) == target:
                return said.strip(" .,;:!?")
    return folded


def _descriptions() -> list[str]:
    lines = DESCRIPTIONS.read_text(encoding="utf-8").splitlines()
    return [line.split("|", 2)[2].strip() for line in lines if "|" in line and not line.startswith("#")]


def test_a_first_word_changes_only_as_joined_first_says() -> None:
    for description in (*JOINED, *_descriptions()):
        tokens = description.split()
        for i in range(len(tokens)):
            opening = words(tokens[i])[:1]
            if not opening:
                continue
            for j in range(i + 1, min(len(tokens), i + 8) + 1):
                folded = words(" ".join(tokens[i:j]))
                assert folded[:1] == opening or folded[0] in JOINED_FIRST.get(opening[0], ()), tokens[i:j]


def test_a_first_word_read_with_the_next_one_is_in_joined_first() -> None:
    assert words("sans atout")[0] in JOINED_FIRST["sans"]
    assert words("haute voix")[0] in JOINED_FIRST["haute"]


@pytest.mark.parametrize(
    ("description", "folded", "said"),
    [
        ("Nord a corrigé en 3 sans atout.", "corrige en 3 sansatout", "corrigé en 3 sans atout"),
        ("il a dit sans atout, puis 4♠", "sansatout", "sans atout"),
        ("Sud a remplacé par 2♠ aussitôt", "remplace par 2 pique", "remplacé par 2♠"),
        ("Est a dit à haute voix 2♥", "avoixhaute voix 2 coeur", "haute voix 2♥"),
        ("rien de tel ici", "corrige en 3 pique", "corrige en 3 pique"),
    ],
)
def test_the_words_as_typed(description: str, folded: str, said: str) -> None:
    assert as_typed(description, folded) == said == _reference(description, folded)


def test_as_typed_finds_what_every_stretch_folded_finds() -> None:
    for description in (*JOINED, *_descriptions()):
        tokens = description.split()
        for start in range(0, len(tokens), 3):
            for size in (1, 2, 3, 4):
                folded = " ".join(words(" ".join(tokens[start : start + size])))
                if folded:
                    assert as_typed(description, folded) == _reference(description, folded)
