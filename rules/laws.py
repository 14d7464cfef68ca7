"""Law number → French title and a short summary in our own words, with the official link.

The catalogue lives in `rules/data/laws/*.toml`, one file per family of laws. Every
citation a ruling makes is checked against it (`require`), so the bot can never cite a
sub-paragraph it cannot explain with `arbitre loi`.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache

from rules.errors import RulesError
from rules.files import DATA

_CITATION = re.compile(
    r"^(?P<law>[1-9][0-9]?)(?P<rest>[A-H]?(?:[1-9][0-9]?)?(?:[a-f])?(?:\((?:i|ii|iii|iv|v)\))?)$"
)


@cache
def parse_citation(text: str) -> tuple[int, str]:
    """Split « 64A1 » into (64, "A1"); raise ValueError on anything else."""
    match = _CITATION.match(text)
    if not match:
        raise ValueError(f"citation de loi mal formée : {text!r}")
    return int(match["law"]), match["rest"]


# The FFB's French text of the 2017 Code, one page per law, as put online by a third-party site
# (not the FFB's own): every link to it is labelled with that site's name, never « officiel ».
FFB_TEXT_URL = "https://bridgecode2017.ecolebridgetoulon.fr/LOI{number:02d}.html"
FFB_TEXT_LABEL = "Code 2017 en français (site de l'École de bridge de Toulon)"
# The WBF's English text of the 2017 Laws.
WBF_TEXT_URL = "https://www.worldbridge.org/rules-regulations/"


@dataclass(frozen=True)
class LawEntry:
    number: int
    title: str
    summary: str
    sub: dict[str, str]

    @property
    def url(self) -> str:
        return FFB_TEXT_URL.format(number=self.number)


@dataclass(frozen=True)
class Citation:
    """What `arbitre loi 64A1` shows: the law, the sub-paragraph and their summaries."""

    text: str
    law: LawEntry
    sub: str
    sub_summary: str | None

    @property
    def outline(self) -> str | None:
        """For a whole law (« 64 »), its summarised paragraphs and how to ask for one (F22)."""
        if self.sub or not self.law.sub:
            return None
        number = self.law.number
        sections = sorted(dict.fromkeys(key[0] for key in self.law.sub))
        listed = ", ".join(f"{number}{key}" for key in sorted(self.law.sub))
        ask = " ou ".join(f"« {number}{letter} »" for letter in sections[:3])
        return f"Paragraphes résumés : {listed}. Précisez, par exemple {ask}, pour leur résumé."


@cache
def catalogue() -> dict[int, LawEntry]:
    """Merge every family file. A law may appear in several files (each family adds the
    sub-paragraphs it cites); its title and summary come from the first file that gives them,
    and a sub-paragraph described twice is an error."""
    folder = DATA / "laws"
    entries: dict[int, LawEntry] = {}
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".toml"):
            continue
        for key, data in tomllib.loads(path.read_text(encoding="utf-8")).items():
            number = int(key)
            sub = dict(data.get("sub", {}))
            known = entries.get(number)
            if known is None:
                entries[number] = LawEntry(number, data.get("title", ""), data.get("summary", ""), sub)
                continue
            twice = sorted(set(known.sub) & set(sub))
            if twice:
                raise ValueError(f"law {number}: {twice} described twice (again in {path.name})")
            entries[number] = LawEntry(
                number,
                known.title or data.get("title", ""),
                known.summary or data.get("summary", ""),
                {**known.sub, **sub},
            )
    missing = sorted(n for n, e in entries.items() if not e.title or not e.summary)
    if missing:
        raise ValueError(f"laws without a title or summary: {missing}")
    return entries


def lookup(text: str) -> Citation:
    """Resolve « 64 », « 64A1 » or « 12C2a »; a French RulesError when it is unknown."""
    cleaned = text.strip().replace(" ", "")
    try:
        number, sub = parse_citation(cleaned)
    except ValueError:
        raise RulesError(f"« {text} » n'est pas un numéro de loi. Exemples : 64, 64A1, 12C2a.") from None
    entry = catalogue().get(number)
    if entry is None:
        raise RulesError(
            f"La Loi {number} n'est pas (encore) résumée par Arbitre. "
            f"{FFB_TEXT_LABEL} : {FFB_TEXT_URL.format(number=number)}"
        )
    if sub and sub not in entry.sub:
        # A parent paragraph (« 64B ») is known if one of its children is.
        children = sorted(s for s in entry.sub if s.startswith(sub))
        if not children:
            raise RulesError(
                f"Le paragraphe {number}{sub} n'est pas résumé par Arbitre. "
                f"Paragraphes résumés de la Loi {number} : {', '.join(sorted(entry.sub)) or 'aucun'}."
            )
        joined = " ".join(f"{number}{c} : {entry.sub[c]}" for c in children)
        return Citation(cleaned, entry, sub, joined)
    return Citation(cleaned, entry, sub, entry.sub.get(sub) if sub else None)


@cache
def known(text: str) -> bool:
    """Is this citation explained by `arbitre loi`: the law, a summarised sub-paragraph, or a parent
    paragraph one of whose sub-paragraphs is summarised (« 64B »)?"""
    try:
        number, sub = parse_citation(text)
    except ValueError:
        return False
    entry = catalogue().get(number)
    if entry is None:
        return False
    return not sub or sub in entry.sub or any(s.startswith(sub) for s in entry.sub)


def require(*citations: str) -> tuple[str, ...]:
    """Check citations at the moment a ruling is built; programming errors, not user errors."""
    for text in citations:
        parse_citation(text)
        if not known(text):
            raise AssertionError(f"citation {text} is not in the law catalogue (rules/data/laws)")
    return citations


# A law named in a French text: a sub-paragraph (« 64A1 », « 12C1e(i) », « 80B2f ») anywhere, or a bare
# number after « Loi » / « Lois » (« la Loi 90 »). Cards (« 4♠ ») and figures (« 60 % ») are not laws.
_NAMED_SUB = re.compile(
    r"(?<![\w♠♥♦♣/.,:+-])([1-9][0-9]?[A-H](?:[1-9][0-9]?)?[a-f]?)(?:\((?:i|ii|iii|iv|v)\))?(?![\w♠♥♦♣%])"
)
_NAMED_BARE = re.compile(r"\bLois? ([1-9][0-9]?)(?![\w,.][0-9])\b")


# A law named to say that it does not apply (« 26B ne s'applique pas », « sans 26B ni 72C », « la Loi 75A
# ne joue pas ici ») is not one the ruling relies on.
_NOT_APPLIED_AFTER = re.compile(r"^(?:\([^)]*\))?\)?\s*(?:ne s'applique (?:pas|plus)|ne joue (?:pas|plus))")
_NOT_APPLIED_BEFORE = re.compile(
    r"(?:\bsans|\bni|\bpas de|\baucune|\bdistinct de|\bhors)\b[^.;:()]{0,30}$", re.IGNORECASE
)


@cache
def _named_one(text: str, applied_only: bool) -> tuple[str, ...]:
    if not any(ch.isdigit() for ch in text):
        return ()
    hits = [(m.start(), m.end(), m.group(1)) for m in _NAMED_SUB.finditer(text)]
    hits += [(m.start(), m.end(), m.group(1)) for m in _NAMED_BARE.finditer(text)]
    found = []
    for start, end, law in sorted(hits):
        if not known(law):
            continue
        if applied_only and (
            _NOT_APPLIED_AFTER.match(text[end:]) or _NOT_APPLIED_BEFORE.search(text[:start])
        ):
            continue
        found.append(law)
    return tuple(dict.fromkeys(found))


def named_in(*texts: str, applied_only: bool = False) -> tuple[str, ...]:
    """The laws a French text names, in order, once each, that the catalogue explains; with
    `applied_only`, without those it names to say that they do not apply."""
    return tuple(dict.fromkeys(law for text in texts for law in _named_one(text, applied_only)))


@cache
def covered(law: str, cited: tuple[str, ...]) -> bool:
    """Is a law named in a text covered by a citation list: the same, a parent (« 64B » covers
    « 64B3 »), or a child (« 71A » covers « Loi 71 »)?"""
    number, sub = parse_citation(law)
    for citation in cited:
        other_number, other_sub = parse_citation(citation)
        if other_number == number and (sub.startswith(other_sub) or other_sub.startswith(sub)):
            return True
    return False
