"""The finder's patterns are compiled once, at import or at warm-up (issue 37 §5): a process's first messages
never pay a regular expression's compilation. The project has more patterns than re's own cache keeps (512),
so a pattern written inline (`re.search(r"…", text)`) was compiled again on its first use, up to several
milliseconds each; such a pattern is now a module constant, or compiled by `warm_up`."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest

from bot.finder import parts
from bot.finder import topics as finder
from bot.finder.head import clipped

DESCRIPTIONS = Path(__file__).with_name("descriptions.txt")
# Words that reach the readers of tricks taken, revokes, claims, seats and calls (besides the development set).
MORE = (
    "Sud joue 4♠ contré. NS ont fait 9 levées, EO disent 8 : on n'est pas d'accord sur la dernière levée",
    "3SA par Ouest, chute de 2. Nord a renoncé à cœur à la 5e levée, puis Est a entamé hors tour",
    "Ouest a défaussé un trèfle du mort alors qu'il restait un carreau au mort, le déclarant a renoncé",
    "Nord a dit 1♥ insuffisant sur 1♠, Est a refusé puis Nord a dit 2♥, non 3♥",
    "Est a changé son 2♥ en 2♠ et Sud a contré derrière, Ouest n'avait pas encore parlé",
    "Sud a posé deux cartes pénalisées, le roi et la dame de pique ; son partenaire doit entamer",
)


def _texts() -> list[str]:
    lines = DESCRIPTIONS.read_text(encoding="utf-8").splitlines()
    return [
        line.split("|", 2)[2].strip() for line in lines if "|" in line and not line.startswith("#")
    ] + list(MORE)


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The patterns re compiles from now on in this test's thread (not another test's), its cache emptied as in a
    process that has overflowed it."""
    seen: list[str] = []
    here = threading.get_ident()
    original = re._compiler.compile  # type: ignore[attr-defined]

    def counted(pattern: str, flags: int = 0) -> re.Pattern[str]:
        if threading.get_ident() == here:
            seen.append(str(pattern))
        return original(pattern, flags)  # type: ignore[no-any-return]

    monkeypatch.setattr(re._compiler, "compile", counted)  # type: ignore[attr-defined]
    re.purge()
    return seen


def test_a_search_after_the_warm_up_compiles_no_pattern(compiled: list[str]) -> None:
    finder.warm_up()  # what warm-up compiles is its job: not counted, and re's cache emptied again after it
    compiled.clear()
    re.purge()
    finder.forget()
    for text in _texts():
        found = finder.search(text)
        finder.irregularities(text)
        for topic in found[:3]:
            parts.evidence(clipped(text), topic.id)
    assert compiled == []


def test_the_count_sees_a_pattern_written_inline(compiled: list[str]) -> None:
    re.search(r"\bpas encore compilé\b", "il n'a pas encore compilé")
    assert compiled == [r"\bpas encore compilé\b"]
