"""English bridge words read as a French director writes them, for the ranking only (issue 37 §4).

Directors of online events, and players in international fields, mix English into their French (« Lead out of
turn by East at trick 5 », « Insufficient bid : East bid 2♥ over 2♠ », « Board 7 : North disconnected »). The
vocabulary is French: indexing English single words (card, bid, board, wrong) made them point everywhere
(finder57, session 28). Here a short glossary turns whole English phrases of the laws and the table into the
French words the vocabulary knows, before the ranking reads them; the facts are still read in the words as typed
(what is pre-filled is never read from a translation).

Cost (issue 37 §5): most descriptions are French only; a set of English words that no French description uses
is the gate (one `findall`, ~10 µs on 300 characters), and the phrases are looked up word by word behind it, under
their first word (~0.1 ms): no alternation of a hundred phrases tried at every character.

« lead » is both the opening lead and a later one: « lead out of turn » is the opening lead's (entame, 54) unless a
later trick is named (« at trick 5 »: attaque, 53-56), as French directors say them.
"""

from __future__ import annotations

import re
import tomllib

from rules.files import DATA

# The glossary is data a director can read and complete: rules/data/vocabulary/_anglais.toml (keys matched without regard
# to case, as whole words separated by spaces, the longest phrase first at each word — « opening lead out of turn »
# before « out of turn »; values are the French of rules/data/vocabulary).
GLOSSARY: dict[str, str] = tomllib.loads((DATA / "vocabulary" / "_anglais.toml").read_text(encoding="utf-8"))[
    "glossaire"
]

# A word no French description uses, one of which an English phrase of the glossary always brings (the gate).
# Words of the glossary's phrases that are French words too (« face », « score », « change », « suit »), or French
# directors' jargon already (« UI non, mais alerte oubliée »): never the gate, read only beside other English words.
_FRENCH_TOO = frozenset(
    "a on face concession score final change suit extra plus mobile rang rude tempo information alternative pause long"
    " but box in ui".split()
)
# A word no French description uses, one of which an English description always brings (the gate): the glossary's
# own words, and English grammar words.
_ENGLISH = frozenset(
    {word for key in GLOSSARY for word in key.replace("’", "'").split()} - _FRENCH_TOO
) | frozenset(
    "the of by was were and from his her he she with did didn't not has have had been got said says".split()
)
_WORD = re.compile(r"[\w'’]+")  # « alerté » is one word, not « alert »; « didn't » one too


def _by_first_word() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Each phrase of the glossary under its first word, the longest first (« opening lead out of turn » before
    « opening lead »)."""
    found: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for key, value in GLOSSARY.items():
        words = tuple(key.replace("’", "'").split())
        found.setdefault(words[0], []).append((words, value))
    return {first: tuple(sorted(each, key=lambda item: -len(item[0]))) for first, each in found.items()}


_BY_FIRST = _by_first_word()
# « lead » is the opening lead (entame, 54) and a later lead (attaque, 53-56): a later trick named says which.
_LATER_TRICK = re.compile(r"\btrick (?:[2-9]|1[0-3])\b|\b(?:[2-9]|1[0-3])(?:nd|rd|th) trick\b", re.IGNORECASE)
_AT_A_LATER_TRICK = {"entame hors tour": "attaque hors tour", "a entamé hors tour": "a attaqué hors tour"}


def in_french(text: str) -> str:
    """The words with the glossary's English phrases said in French; French words unchanged (the text itself, when
    no English word is there). A phrase counts said whole, its words separated by spaces only."""
    if _ENGLISH.isdisjoint(_WORD.findall(text.lower().replace("’", "'"))):
        return text  # (most descriptions: a few microseconds)
    spans = [(m.start(), m.end(), m[0].lower().replace("’", "'")) for m in _WORD.finditer(text)]
    later = _LATER_TRICK.search(text) is not None
    out: list[str] = []
    done = at = 0
    while at < len(spans):
        for words, value in _BY_FIRST.get(spans[at][2], ()):
            end = at + len(words)
            if end <= len(spans) and all(
                spans[at + k][2] == word
                and (k == 0 or text[spans[at + k - 1][1] : spans[at + k][0]].isspace())
                for k, word in enumerate(words)
            ):
                out += [text[done : spans[at][0]], _AT_A_LATER_TRICK.get(value, value) if later else value]
                done, at = spans[end - 1][1], end
                break
        else:
            at += 1
    return "".join([*out, text[done:]])
