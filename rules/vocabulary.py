"""The finder's words (issue 31): French as people type it, each topic's vocabulary, and the facts a
description already states.

Pure: reads the data files in `rules/data/vocabulary/` (one per topic, plus `_commun.toml`) and
computes; no chat, no storage. A director reads and extends those files without touching code:

- `code` and `table`: the Code's terms and what players and directors say at the table, used by
  the search (bot/finder) to rank the topics;
- `[[fait]]`: a fact a description can state (« le mort a renoncé »), as the answer it gives to
  one of the topic's questions. Patterns are words, compared once folded and stemmed: `*` stands
  for up to three words, `[couleur]` for a word of that class in `_commun.toml`, `{1-11}` for a
  number in that range (« 5e », « cinquième » and « 5 » are the same number). `sauf` lists the
  patterns that cancel the fact (« pas consommée » against « consommée »).

The facts are answers like any other: the engine applies them as answers, shown to the director
(« Compris : … — r pour corriger »), so one key takes any of them back.
"""

from __future__ import annotations

import re
import threading
import tomllib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

SUIT_SYMBOLS = {
    "♠": " pique ",
    "♥": " coeur ",
    "♡": " coeur ",
    "♦": " carreau ",
    "♢": " carreau ",
    "♣": " trefle ",
}
GAP = 3  # words a `*` may stand for


@cache
def common() -> dict[str, Any]:
    """`_commun.toml`: small words, word classes, number words, online and moment markers."""
    path = resources.files("rules") / "data" / "vocabulary" / "_commun.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


@cache
def _numbers() -> dict[str, str]:
    """Number words and ordinals, folded, to their digits: « douzieme » → « 12 »."""
    data = common()["nombres"]
    return {fold_accents(word): str(value) for word, value in data.items()}


_ORDINAL = re.compile(r"^([0-9]{1,2})(?:e|eme|ieme|er|ere|em|è|ème|°)$")


def fold_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return (
        "".join(c for c in decomposed if not unicodedata.combining(c)).replace("œ", "oe").replace("æ", "ae")
    )


def fold(text: str) -> str:
    """Lower case, no accents, no punctuation; suit symbols as words (« 4♠ » → « 4 pique »)."""
    for symbol, word in SUIT_SYMBOLS.items():
        text = text.replace(symbol, word)
    letters = fold_accents(text)
    return " ".join(re.sub(r"[^\w]+", " ", letters).replace("_", " ").split())


@lru_cache(maxsize=8192)
def words(text: str) -> tuple[str, ...]:
    """The folded words, numbers as digits (« 12e », « douzième » → « 12 »), « sans atout » and « 3SA »
    as « sansatout »."""
    numbers = _numbers()
    out: list[str] = []
    for word in fold(text).split():
        ordinal = _ORDINAL.match(word)
        if ordinal:
            out.append(str(int(ordinal[1])))
            continue
        glued = re.fullmatch(r"([1-7])(sa|p|c|k|t)", word)
        if glued:  # « 4p », « 3sa »
            out.extend((glued[1], _STRAIN.get(glued[2], glued[2])))
            continue
        out.append(numbers.get(word, word))
    joined = re.sub(r"\bsans atouts?\b", "sansatout", " ".join(out))
    joined = re.sub(r"\b([1-9]) sa\b", r"\1 sansatout", joined)  # « 3 SA »; a lone « sa » is « his »
    return tuple(joined.split())


_STRAIN = {"p": "pique", "c": "coeur", "k": "carreau", "t": "trefle", "sa": "sansatout"}


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """The French Snowball stem of a folded word (« renoncé », « renoncer » → « renonc »); digits as they are."""
    if word.isdigit() or len(word) <= 2:
        return word
    # A Snowball stemmer is not thread-safe: the finder's index is built in a thread (issue 37 §5).
    with _STEMMING:
        return _stemmer().stemWord(word)


_STEMMING = threading.RLock()


@cache
def _stemmer() -> Any:
    import Stemmer  # PyStemmer, the Snowball project's own binding; lazily: a terminal that never searches never loads it

    return Stemmer.Stemmer("french")


def stems(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in words(text))


# --- the data ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fact:
    """A fact a description states, as the answer it gives to one of the topic's questions."""

    question: str
    value: str
    when: tuple[tuple[str, ...], ...]  # stemmed patterns; any one states the fact
    unless: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Vocabulary:
    topic: str
    code: tuple[str, ...]  # the Code's terms (FFB 2017)
    table: tuple[str, ...]  # what players and directors say
    facts: tuple[Fact, ...]
    said: tuple[
        str, ...
    ] = ()  # expressions that count only said whole, in their order (« il montre ses cartes »)

    @property
    def phrases(self) -> tuple[str, ...]:
        return (*self.code, *self.table)


def _pattern(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for token in text.split():
        if token == "*" or re.fullmatch(r"\[[^\]]+\]|\{[0-9]+-[0-9]+\}", token):
            out.append(token)
        elif token.startswith("="):
            out.extend(f"={w}" for w in words(token[1:]))
        else:
            out.extend(stem(w) for w in words(token))
    return tuple(out)


@cache
def vocabularies() -> dict[str, Vocabulary]:
    """Every topic's vocabulary, by topic id (files named after the topic)."""
    folder = resources.files("rules") / "data" / "vocabulary"
    found: dict[str, Vocabulary] = {}
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".toml") or path.name.startswith("_"):
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        topic = str(data.get("theme", path.name.removesuffix(".toml")))
        facts = tuple(
            Fact(
                question=str(item["question"]),
                value=str(item["reponse"]),
                when=tuple(_pattern(p) for p in item["si"]),
                unless=tuple(_pattern(p) for p in item.get("sauf", ())),
            )
            for item in data.get("fait", ())
        )
        found[topic] = Vocabulary(
            topic,
            tuple(data.get("code", ())),
            tuple(data.get("table", ())),
            facts,
            tuple(data.get("expressions", ())),
        )
    return found


@cache
def _classes() -> dict[str, frozenset[str]]:
    return {
        name: frozenset(stem(w) for item in members for w in words(item))
        for name, members in common()["classes"].items()
    }


def _token_matches(token: str, word: tuple[str, str]) -> bool:
    """`word` is (folded word, its stem)."""
    if token.startswith("["):
        return word[1] in _classes().get(token[1:-1], frozenset())
    if token.startswith("{"):
        low, high = (int(x) for x in token[1:-1].split("-"))
        return word[0].isdigit() and low <= int(word[0]) <= high
    if token.startswith("="):
        return token[1:] == word[0]
    return token == word[1]


Text = tuple[tuple[str, str], ...]  # (folded word, stem) for each word of a description


def _match_at(pattern: tuple[str, ...], text: Text, start: int) -> bool:
    if not pattern:
        return True
    head, rest = pattern[0], pattern[1:]
    if head == "*":
        return any(
            _match_at(rest, text, start + skip) for skip in range(GAP + 1) if start + skip <= len(text)
        )
    return start < len(text) and _token_matches(head, text[start]) and _match_at(rest, text, start + 1)


def says(pattern: tuple[str, ...], text: Text) -> bool:
    """Does the stemmed text contain the pattern?"""
    return any(_match_at(pattern, text, start) for start in range(len(text)))


# --- seats: once the declarer is named, a seat is a role -------------------------------------

SEATS = ("Nord", "Est", "Sud", "Ouest")
# « Est » the seat, not « est » the verb: a seat is capitalised, or typed in a bid's company.
_SEAT = r"(?:\b(?:[Nn]ord|[Ss]ud|[Oo]uest|NORD|SUD|OUEST|EST)\b|\bEst\b)"
_CONTRACT = r"(?:[1-7]\s*(?:♠|♥|♦|♣|SA|sa|[Pp]ique|[Cc]oeur|[Cc]œur|[Cc]arreau|[Tt]r[eè]fle|P|C|K|T)s?)"
_DECLARER = (
    re.compile(
        rf"({_SEAT})\s+(?:joue|jouait|a joué|déclarant|declarant|est déclarant|est declarant)\s+(?:à\s+|a\s+|le\s+contrat\s+de\s+)?{_CONTRACT}"
    ),
    re.compile(rf"(?:déclarant|declarant)\s*(?:=|:|en|est)?\s*({_SEAT})"),
    re.compile(rf"{_CONTRACT}\s*(?:contr[ée]s?\s+|surcontr[ée]s?\s+)?(?:par|de|joué par|en)\s+({_SEAT})"),
    re.compile(rf"({_SEAT})\s+(?:est\s+)?(?:le\s+)?(?:déclarant|declarant)"),
)
_PARTNER = {"nord": "sud", "sud": "nord", "est": "ouest", "ouest": "est"}


def declarer_seat(description: str) -> str | None:
    """The declarer's seat when the words name it (« Sud joue 4♠ », « 3SA par Ouest », « déclarant Est »)."""
    for pattern in _DECLARER:
        found = pattern.search(description)
        if found:
            return found[1].casefold()
    return None


def with_roles(description: str) -> str:
    """The description with each seat said as its role, once the declarer is named: with « Sud joue
    4♠ », « Ouest n'a pas fourni » reads « le défenseur n'a pas fourni » and « Nord » « le mort ». A
    side (« Nord-Sud ») stays a side."""
    declarer = declarer_seat(description)
    if declarer is None:
        return description
    roles = {declarer: "le déclarant", _PARTNER[declarer]: "le mort"}

    def role(match: re.Match[str]) -> str:
        seat = match[0].casefold()
        return roles.get(seat, "le défenseur")

    return re.sub(rf"(?<![-\w]){_SEAT}(?![-\w])", role, description)


def facts(topic: str, description: str) -> dict[str, str]:
    """The answers this description gives to the topic's questions: {question id: option value}.

    Seats are read as roles once the declarer is named (`with_roles`). A question stated two
    contradictory ways gets no answer (the director is asked)."""
    vocabulary = vocabularies().get(topic)
    if vocabulary is None:
        return {}
    text = tuple((w, stem(w)) for w in words(with_roles(description)))
    found: dict[str, set[str]] = {}
    for fact in vocabulary.facts:
        if any(says(p, text) for p in fact.when) and not any(says(p, text) for p in fact.unless):
            found.setdefault(fact.question, set()).add(fact.value)
    return {question: values.pop() for question, values in found.items() if len(values) == 1}


def stated(topic: str, description: str) -> bool:
    """Whether any of the topic's facts is stated (a strong sign for the search)."""
    return bool(facts(topic, description))


def check(known: Mapping[str, Mapping[str, tuple[str, ...]]]) -> list[str]:
    """Problems in the data, in French: a vocabulary for no topic, a fact for no question or option.

    `known` maps topic id → question id → option values (the ruling core's, given by the caller)."""
    problems: list[str] = []
    for topic, vocabulary in vocabularies().items():
        questions = known.get(topic)
        if questions is None:
            problems.append(f"vocabulaire « {topic} » : aucun thème de ce nom")
            continue
        for fact in vocabulary.facts:
            values = questions.get(fact.question)
            if values is None:
                problems.append(f"vocabulaire « {topic} » : question inconnue « {fact.question} »")
            elif fact.value not in values:
                problems.append(
                    f"vocabulaire « {topic} » : « {fact.value} » n'est pas une réponse de « {fact.question} »"
                )
    return problems
