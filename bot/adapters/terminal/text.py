"""What the terminal reads and prints, made safe: numbers, labels, control characters.

Pure functions, no I/O, so the fuzz test can hit them directly and the adapter stays short.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

# ASCII digits only, and few of them: `str.isdigit()` accepts « ² » or « ① » that `int()` then
# refuses, and `int()` refuses more than 4,300 digits (reliability report, F1).
_NUMBER = re.compile(r"[0-9]{1,6}", re.ASCII)

# C0 and C1 controls (ESC, BEL, CSI …) and DEL; the escape sequences of a display name would
# otherwise clear the screen or retitle the window (F17). Tab and newline are kept where asked.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CONTROLS_AND_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f]")


# The characters of a typed line the terminal keeps: a Telegram message's size. Nothing longer can be read —
# a note holds 2,000 characters, a mark line 500, the finder reads a description's first 300 (bot/finder/
# head.py) and its note keeps 1,500 — so a pasted 100 KB line costs what a 4 KB one does (issue 37 §5).
LINE_MAX = 4096


def line(raw: str) -> str:
    """A line as typed, its first LINE_MAX characters, without control characters nor line breaks."""
    return clean(raw[:LINE_MAX], keep_newlines=False)


def clean(text: str, *, keep_newlines: bool = True) -> str:
    """Text from outside (names, notes, typed lines) without control characters."""
    pattern = _CONTROLS if keep_newlines else _CONTROLS_AND_BREAKS
    return pattern.sub("", text)


def number(text: str) -> int | None:
    """A typed number made of ASCII digits, or None (« ² », « ١ », 5,000 digits, « 1.5 »)."""
    stripped = text.strip()
    if not _NUMBER.fullmatch(stripped):
        return None
    return int(stripped)


# Tester12 Y12: a count typed as the director says it: « 8 levées », « huit », « huit levées ».
_NUMBER_WORDS = (
    "zero",
    "une",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
)


def count(text: str) -> int | None:
    """A number of tricks at a count question: ASCII digits (`number`), with or without « levées », or a
    small number in words (zéro to treize, « un » or « une »); None otherwise (« ② » stays refused)."""
    head, _, unit = text.strip().partition(" ")
    if _fold(unit) not in ("", "levee", "levees"):
        return None
    if (found := number(head)) is not None:
        return found
    word = _fold(head)
    if word == "un":
        return 1
    return _NUMBER_WORDS.index(word) if word in _NUMBER_WORDS else None


def choice(text: str, count: int, *, first: int = 1) -> int | None:
    """The index (0-based) of the option numbered `text` in first..first+count-1, or None."""
    value = number(text)
    if value is None or not first <= value < first + count:
        return None
    return value - first


SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


def _fold(text: str) -> str:
    """Lower case without accents or punctuation: « Renonce » and « renoncé » both give « renonce »."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w]+", " ", letters).split())


@lru_cache(maxsize=1024)
def _label(label: str) -> str:
    """`_fold` of a label, once: the same few menus' labels (the thirty topics' titles) are matched against every
    typed line, and folding them again cost more than the line itself (0.2 ms a line)."""
    return _fold(label)


def _folded(text: str, size: int) -> str:
    """`_fold(text)`, or the fold of a start of it once that is longer than `size`: the fold of a text's
    start is the start of its fold (each character folds alone, spaces close up the same way), so what is
    longer than every label matches none of them, and a 100 KB line folds no more than a short one
    (issue 37 §5)."""
    end = 2 * size + 64
    while end < len(text):
        folded = _fold(text[:end])
        if len(folded) > size:
            return folded
        end *= 4
    return _fold(text)


def by_label(text: str, labels: Sequence[str]) -> int | None:
    """The index of the one label that starts with what was typed (« oui », « ren »), or None.

    An exact label wins over a longer one (« non » against « non, plus tard »); one letter is
    too little (it would clash with the commands r, a, n, q) and an ambiguous prefix gives None.
    """
    if (symbol := text.strip()) in SUIT_SYMBOLS:  # tester9 T18: « ♠ » for « ♠ Pique »
        shown = [i for i, label in enumerate(labels) if label.lstrip().startswith(symbol)]
        return shown[0] if len(shown) == 1 else None
    folded = [_label(label) for label in labels]
    typed = _folded(text, max(map(len, folded), default=0))
    if len(typed) < 2 or not any(c.isalpha() for c in typed):
        return None  # « 12 » is a number out of range, never the start of « 12e levée »
    exact = [i for i, label in enumerate(folded) if label == typed]
    if len(exact) == 1:
        return exact[0]
    starting = [i for i, label in enumerate(folded) if label.startswith(typed)]
    return starting[0] if len(starting) == 1 else None


def ambiguous(text: str, labels: Sequence[str], what: str) -> str | None:
    """« Plusieurs thèmes commencent par « ca » : 5. Carte jouée… · 6. Carte du mort. Tapez le numéro. »
    when several labels start with what was typed (tester3 L11: the generic « non comprise » hid why)."""
    folded = _folded(text, max((len(_label(label)) for label in labels), default=0))
    if len(folded) < 2 or not any(c.isalpha() for c in folded):
        return None
    starting = [i for i, label in enumerate(labels) if _label(label).startswith(folded)]
    if len(starting) < 2:
        return None
    shown = " · ".join(f"{i + 1}. {labels[i]}" for i in starting)
    return f"Plusieurs {what} commencent par « {clean(text, keep_newlines=False)[:30]} » : {shown}. Tapez le numéro."


def answer_matches(text: str, labels: Sequence[str]) -> list[int]:
    """The answers a typed word can mean (F16), most precise first: the label's start (by_label), then
    the start of a word inside it (« déf » for « Un joueur de la défense »), then a word one typo
    away (« piqe » for « Pique »). Several: the answer is ambiguous and the caller says which ones."""
    found = by_label(text, labels)
    if found is not None:
        return [found]
    # Twice the longest label: no label starts with longer words, and none is one typo away (ratio < 0.8).
    longest = max((len(_label(label)) for label in labels), default=0)
    typed = _folded(text, 2 * longest)
    if len(typed) > 2 * longest:
        return []
    if len(typed) < 3 or not any(c.isalpha() for c in typed) or " " in typed:
        starting = (
            [i for i, label in enumerate(labels) if _label(label).startswith(typed)]
            if len(typed) >= 2
            else []
        )
        return starting if len(starting) > 1 else []
    folded = [_label(label).split() for label in labels]
    starting = [i for i, words in enumerate(folded) if " ".join(words).startswith(typed)]
    if starting:
        return starting
    inside = [i for i, words in enumerate(folded) if any(w.startswith(typed) for w in words)]
    if inside:
        return inside
    if len(typed) < 4:
        return []
    from difflib import SequenceMatcher  # only for a typo, after every exact reading failed

    return [
        i
        for i, words in enumerate(folded)
        if any(len(w) >= 4 and SequenceMatcher(None, typed, w).ratio() >= 0.8 for w in words)
    ]


def range_hint(count: int, *, first: int = 1) -> str:
    """« un numéro entre 1 et 14 » for the numbers actually on the screen."""
    last = first + count - 1
    if count == 1:
        return f"le numéro {first}"
    return f"un numéro entre {first} et {last}"
