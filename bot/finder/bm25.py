"""The index behind the finder's search: BM25 over each topic's words (issue 31 §1); the ranking that
uses it is bot/finder/index.py.

Each topic is one document made of its vocabulary (rules/data/vocabulary/<topic>.toml: the Code's
terms and what people say at the table), its title and summary, the prompts and answers of its
questions, and the titles of the laws it cites, each field with its weight. Words are folded
(no case, no accents), numbers written as digits, and reduced to their French Snowball stem, so
that « renoncé », « renonce » and « renoncer » are one word; pairs of neighbouring words count
too (« hors tour », « carte mort »), so that « entame hors tour » and « attaque hors tour » part.

A word the index does not know scores nothing, and never lowers the score of the words it knows:
that is what BM25 does, and why a sentence full of context (seat, suit, trick number) finds the
topic its one known word names. A word a letter or two away from a known one (a typo) counts as
that word (rapidfuzz), a little less.

Heavy parts (the stemmer, rapidfuzz, the index itself) are loaded the first time a search runs, or
in a thread while the first menu is read (`warm_up`): both go through one lock, so that the build and
the first search are safe in any order (issue 37 §5: a piped start used to import rapidfuzz twice at
once, « partially initialized module 'rapidfuzz.process' »).
"""

from __future__ import annotations

import dataclasses
import math
import re
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from types import ModuleType

import rules
from bot.finder.frame import context_words, frame_words, framed, small_words
from rules import vocabulary as vocab
from rules.bids_told import STRAINS
from rules.topic import Topic
from rules.words_matching import (  # the facts' own negation guard: the search denies words as they do
    LIGHT,
    NEGATION_REACH,
    NEGATIONS,
    governed,
)

K1 = 1.2
B = 0.3  # topics with many questions are long documents: length matters little
TYPO = 0.8  # a misspelt word counts this much of the word it stands for
TYPO_CUTOFF = 80  # rapidfuzz ratio, 0-100
SURE_TYPO = 90  # this close, a word is a typo even when its stem is known (« troper » is not « trop »)
PAIR = 1.5  # a pair of neighbouring words, on top of its two words
PHRASE = 1.5  # per word of a topic's phrase said as it is, words in their order
FADE = 0.03  # each later term of a description weighs this much less than the one before it…
LATE = 0.7  # …down to this: the first words name the incident, the last often what followed


# Field weights: the vocabulary is written for the search; the questions and answers, for the table.
FIELDS = {"vocabulary": 3.0, "keywords": 3.0, "title": 3.0, "summary": 1.0, "questions": 0.5, "laws": 1.0}


# Two words the stemmer makes one: « coupé » (ruffed, a revoke's word) is not « coup » (the deal, « fin
# du coup »). Search only: the facts read their own patterns.
_OWN_STEMS = {w: "coupe" for w in ("coupe", "coupee", "coupes", "coupees", "couper", "coupait", "coupant")}


def stem(word: str) -> str:
    return _OWN_STEMS.get(word) or vocab.stem(word)


def kept_words(text: str) -> list[str]:
    small = small_words()
    return [w for w in vocab.words(text) if w not in small]


@cache
def _context() -> frozenset[str]:
    """The words that place the incident or link the story (`terms`), joined once."""
    return context_words() | frame_words()["liens"] | frame_words()["constat"]


PERSON = 0.3


@cache
def _persons() -> frozenset[str]:
    """The stems of the words that name who is at the table without what he did (« adversaire », « voisine »)."""
    return frozenset(stem(word) for word in frame_words()["personnes"])


def terms(text: str, kept: Sequence[str | None] | None = None) -> list[str]:
    """Unigrams (stems of the words that name something) and pairs of neighbours (« hor_tour »).
    A None in `kept` is a gap: no pair is made across it."""
    context = _context()
    kept = kept_words(text) if kept is None else kept
    out: list[str] = []
    previous: str | None = None
    previous_context = False
    for word in kept:
        if word is None:
            previous, previous_context = None, False
            continue
        token = stem(word)
        if not (word.isdigit() or word in context):
            out.append(token)
        is_context = word in context and not word.isdigit()
        if previous is not None and not (previous_context and is_context):
            out.append(f"{previous}_{token}")  # two context words (« adversaire gauche ») name nothing
        previous, previous_context = token, is_context
    return out


_LAW_NUMBER = re.compile(r"[0-9]+")


def _fields(topic: Topic) -> dict[str, list[str]]:
    words = vocab.vocabularies().get(topic.id)
    phrases = words.phrases if words else ()
    questions: list[str] = []
    for question in topic.questions.values():
        if question.id in topic.legacy or not question.branching:
            continue
        questions.append(question.prompt)
        questions.extend(o.label for o in question.options)
    laws: list[str] = []
    catalogue = rules.laws.catalogue()
    for law in topic.laws:
        entry = catalogue.get(int(_LAW_NUMBER.match(law)[0]))  # type: ignore[index]
        if entry is not None:
            laws.append(entry.title)
    return {
        "vocabulary": list(phrases),
        "keywords": list(topic.keywords),
        "title": [topic.title],
        "summary": [topic.summary],
        "questions": questions,
        "laws": laws,
    }


@dataclass
class Index:
    topics: tuple[Topic, ...]
    postings: dict[str, dict[int, float]]
    idf: dict[str, float]
    norms: list[float]  # K1 * (1 - B + B * length / average), per topic
    known: frozenset[str]  # every word the topics are described with, folded
    spelt: dict[str, tuple[str, ...]]  # the same (4 letters or more), by their first letter, for typos
    position: dict[str, int]  # topic id → its document
    # a vocabulary phrase's words (2 or more) and its document, by the least of its words (a query looks up its own)
    phrases: dict[str, tuple[tuple[frozenset[str], int], ...]] = dataclasses.field(default_factory=dict)
    said: dict[str, tuple[tuple[tuple[str, ...], int], ...]] | None = (
        None  # first stem → phrases said as they are
    )
    # What bot/finder/index.py read of a text with this index (its rankings, its parts): one message is asked
    # for its topics, its irregularities and their parts, and is read once (a new index starts empty).
    readings: dict[tuple[object, ...], object] = dataclasses.field(
        default_factory=dict, compare=False, repr=False
    )

    def score(self, query_terms: Iterable[tuple[str, float]]) -> list[float]:
        scores = [0.0] * len(self.topics)
        for term, weight in query_terms:
            postings = self.postings.get(term)
            if not postings:
                continue
            idf = self.idf[term] * weight
            for doc, tf in postings.items():
                scores[doc] += idf * tf * (K1 + 1) / (tf + self.norms[doc])
        return scores


_built: Index | None = None
_LOCK = threading.RLock()  # the index, its caches and rapidfuzz's import: one thread at a time


def index() -> Index:
    """The index of today's topics, built the first time (and again if the list of topics changes)."""
    global _built
    with _LOCK:
        topics = rules.topics()
        if _built is None or (_built.topics is not topics and _built.topics != tuple(topics)):
            _built = _build(tuple(topics))
            _typo.cache_clear()
        return _built


@cache
def _rapidfuzz() -> tuple[ModuleType, ModuleType]:
    """rapidfuzz's `fuzz` and `process`, imported once under the lock (lazily: start-up speed)."""
    with _LOCK:
        from rapidfuzz import fuzz, process

        return fuzz, process


def warm_up() -> None:
    """Build the index and load rapidfuzz now, e.g. in a thread while the first menu is read (bot/finder/
    nearest.py's `warm_up` folds its spellings too)."""
    with _LOCK:
        index()
        _rapidfuzz()


def _build(topics: tuple[Topic, ...]) -> Index:
    postings: dict[str, dict[int, float]] = defaultdict(dict)
    phrases: set[tuple[frozenset[str], int]] = set()
    lengths: list[float] = []
    known: set[str] = set(context_words())
    for doc, topic in enumerate(topics):
        counts: Counter[str] = Counter()
        for field, texts in _fields(topic).items():
            weight = FIELDS[field]
            for text in texts:
                kept = kept_words(text)
                known.update(kept)
                found = terms(text, kept)
                for term in found:
                    counts[term] += weight
                words = frozenset(t for t in found if "_" not in t)
                if field == "vocabulary" and len(words) >= 2:
                    phrases.add((words, doc))
        lengths.append(sum(counts.values()))
        for term, tf in counts.items():
            postings[term][doc] = tf
    average = sum(lengths) / len(lengths)
    total = len(topics)
    # A word said once in a question's answers is not a topic's word as much as one of its vocabulary:
    # each topic counts in a word's document frequency up to one vocabulary mention (soft df).
    full = FIELDS["vocabulary"]
    df = {t: sum(min(1.0, tf / full) for tf in p.values()) for t, p in postings.items()}
    idf = {t: math.log(1 + (total - n + 0.5) / (n + 0.5)) for t, n in df.items()}
    norms = [K1 * (1 - B + B * length / average) for length in lengths]
    spelt: dict[str, list[str]] = defaultdict(list)
    for word in sorted(w for w in known if len(w) >= 4 and not w.isdigit()):
        spelt[word[0]].append(word)
    said: dict[str, set[tuple[tuple[str, ...], int]]] = defaultdict(set)
    for doc, topic in enumerate(topics):
        words = vocab.vocabularies().get(topic.id)
        for phrase in (topic.title, *topic.keywords, *(words.phrases + words.said if words else ())):
            key = phrase_key(phrase)
            if len(key) >= 2:
                said[key[0]].add((key, doc))
    return Index(
        topics,
        dict(postings),
        idf,
        norms,
        frozenset(known),
        {initial: tuple(words) for initial, words in spelt.items()},
        {t.id: n for n, t in enumerate(topics)},
        _by_least(phrases),
        {first: tuple(sorted(found)) for first, found in said.items()},
    )


def _by_least(phrases: set[tuple[frozenset[str], int]]) -> dict[str, tuple[tuple[frozenset[str], int], ...]]:
    found: dict[str, list[tuple[frozenset[str], int]]] = defaultdict(list)
    for words, doc in sorted(phrases, key=lambda item: (item[1], sorted(item[0]))):
        found[min(words)].append((words, doc))
    return {least: tuple(items) for least, items in found.items()}


@cache
def _filler() -> frozenset[str]:
    return frozenset(vocab.fold(vocab.common()["cadre"]["remplissage"]).split())


def phrase_key(text: str, gaps: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """A phrase as it is said, without the words that only fill it in (« n'a pas été alerté » →
    pas alert), negations and « arbitre » kept: « erreur de l'arbitre » is one thing. A card or a bid
    (« le 4♥ ») is the phrase's object, not one of its words: « entamé le 4♥ hors tour » says
    « entame hors tour »."""
    filler = _filler()
    folded = vocab.words(text)
    card = _cards(folded)
    return tuple(
        _GAP if at in gaps else stem(w)
        for at, w in enumerate(folded)
        if at in gaps or (w not in filler and not w.isdigit() and at not in card)
    )


_GAP = "|"  # a word a negation denies, in a phrase's key: no phrase goes across it


def denied(text: str, raw: str | None = None) -> frozenset[int]:
    """The positions of the words a negation denies (« ce n'est pas une attaque hors tour, c'est … »): the
    facts' guard (rules/words_matching.py: a negation, then light words only, or a participle and its
    object), read forward. A negation that begins one of the topics' phrases (« pas fourni », « sans
    alerte », « plus d'atout dehors ») is that phrase, the incident's own words: it denies nothing.
    « pas son tour » says out of turn: « tour » stays, unless a denied pair goes on to it (« hors tour »)."""
    folded = vocab.words(text)
    if not NEGATIONS.intersection(folded):
        return frozenset()
    quoted = _quoted(text) if raw is None else _quoted_as(raw, folded)
    colon = _colon_corrected(raw, folded) if raw is not None else set()
    built = index()
    said = built.said or {}
    out: set[int] = set()
    for at, word in enumerate(folded):
        if word not in NEGATIONS or at in quoted or not (at in colon or _corrected(folded, at)):
            continue
        key = phrase_key(" ".join(folded[at : at + 8]))
        if key and any(key[: len(phrase)] == phrase for phrase, _ in said.get(key[0], ())):
            continue
        last = 0
        for end in range(at + 1, min(len(folded), at + NEGATION_REACH + 5)):
            if folded[end] in NEGATIONS:
                break
            between = list(folded[at + 1 : end])
            if (
                folded[end] not in LIGHT
                and folded[end] != "tour"
                and governed(between, len(between) < NEGATION_REACH)
            ):
                out.add(end)
                last = end
        # the denied words go on as long as the index knows them as a pair (« une attaque hors tour »)
        while (
            last
            and last + 1 < len(folded)
            and f"{stem(folded[last])}_{stem(folded[last + 1])}" in built.postings
        ):
            last += 1
            out.add(last)
    return frozenset(out)


# « ce n'est pas », « c'est pas », « ce n'était pas », « il ne s'agit pas »: not « la carte n'est pas tombée »
_CLEFTS = (("ce", "n", "est"), ("c", "est"), ("ce", "n", "etait"), ("c", "etait"), ("s", "agit"))
_CORRECTION = frozenset({"c", "mais", "juste", "seulement", "simplement"})  # « …, c'est … », « mais … »


def _corrected(folded: Sequence[str], at: int) -> bool:
    """Is the negation at `at` the director's correction of the incident's name (« ce n'est pas une attaque
    hors tour, c'est … », « il ne s'agit pas d'un changement d'avis : … mais … »): a cleft before it, a
    correction after? Other negations tell the incident itself (« il n'a pas hésité » is what is disputed,
    « n'a pas encore décidé » what is still to choose) and deny no topic."""
    if not any(tuple(folded[max(0, at - len(cleft)) : at]) == cleft for cleft in _CLEFTS):
        return False
    for end in range(at + 2, min(len(folded), at + 14)):
        if folded[end] in _WHO:
            return False  # « ce n'est pas le téléphone de Nord qui a sonné »: who, not what
        if folded[end] in _CORRECTION:
            # « …, c'est celui d'un spectateur », « c'était celui d'après »: the same thing, another's
            return not _SAME.intersection(folded[end + 1 : end + 4])
    return False


# « Ce n'est pas une enchère insuffisante : il a posé 1♦ au lieu de 1♥ » — the colon says what it was instead,
# as « c'est … » does (s17: the folded words have lost it).
_CLEFT_COLON = re.compile(
    r"\b(?:ce\s+n['’]\s*(?:est|était|etait)|c['’]\s*(?:est|était|etait)|il\s+ne\s+s['’]\s*agit)\s+pas\b[^:;.!?«»\"]{1,80}?:",
    re.IGNORECASE,
)


_MANNER = re.compile(
    r"\b(?:par (?:accident|hasard|inadvertance|erreur|megarde|mégarde)|expr[eè]s|volontairement)\b", re.I
)


def _colon_corrected(raw: str, folded: Sequence[str]) -> set[int]:
    """The negations of `folded` (the words once rewritten) that a cleft begins and a colon follows in `raw`
    (as typed): the n-th negation is the n-th, when both have as many."""
    if ":" not in raw:
        return set()
    said = vocab.words(raw)
    there = [at for at, word in enumerate(said) if word in NEGATIONS]
    here = [at for at, word in enumerate(folded) if word in NEGATIONS]
    if len(there) != len(here):
        return set()
    out: set[int] = set()
    for found in _CLEFT_COLON.finditer(raw):
        between = set(vocab.words(found[0]))
        if between & _WHO or _MANNER.search(found[0]):
            continue  # who (« ce n'est pas l'explicateur qui … : »), or how (« pas tombé par accident : »)
        before = sum(word in NEGATIONS for word in vocab.words(raw[: found.start()]))
        if before < len(here):
            out.add(here[before])
    return out


_QUOTES = re.compile(r"«[^»]*»|\"[^\"]*\"|“[^”]*”")


def _quoted(text: str) -> set[int]:
    """The positions of the folded words said between quotes: a player's words (« « ce n'est pas insuffisant »
    dit Nord ») are what he claims, never the director's correction."""
    out: set[int] = set()
    for found in _QUOTES.finditer(text):
        start = len(vocab.words(text[: found.start()]))
        out.update(range(start, start + len(vocab.words(found.group()))))
    return out


def _quoted_as(raw: str, folded: Sequence[str]) -> set[int]:
    """The quoted negations of `raw` (as typed) among `folded` (the same words once rewritten, bot/finder/calls.py
    `out_of_turn`): the n-th negation is the n-th, when both have as many."""
    said = vocab.words(raw)
    inside = _quoted(raw)
    there = [at for at, word in enumerate(said) if word in NEGATIONS]
    here = [at for at, word in enumerate(folded) if word in NEGATIONS]
    if len(there) != len(here):
        return set(here) if inside else set()  # not to be matched: a quoted negation denies nothing
    return {at for at, was in zip(here, there, strict=True) if was in inside}


_WHO = frozenset({"qui", "que", "qu"})
_SAME = frozenset({"celui", "celle", "ceux", "celles", "meme"})


_RANKS = frozenset({"as", "roi", "dame", "valet"})


def _cards(folded: Sequence[str]) -> set[int]:
    """The positions of the words that name a card or a bid (« 4 coeur », « 10 de pique », « roi de
    pique »), its rank and its suit."""
    found: set[int] = set()
    for at, word in enumerate(folded):
        if word.rstrip("sx") not in STRAINS:
            continue
        rank = at - 2 if at >= 2 and folded[at - 1] in ("de", "d") else at - 1
        if rank >= 0 and (folded[rank].isdigit() or folded[rank] in _RANKS):
            found.update(range(rank, at + 1))
        elif at + 1 < len(folded) and (folded[at + 1].isdigit() or folded[at + 1] in _RANKS):
            found.update((at, at + 1))  # « ♠2 », « ♥R »: the suit typed first
    return found


def said_bonus(built: Index, text: str, gaps: frozenset[int] | None = None) -> dict[int, float]:
    """Per document, PHRASE per word of the longest of its phrases said as it is (« erreur de
    l'arbitre », « pas alerté »): a phrase a director uses weighs more than its words apart. A phrase
    a negation denies (« ce n'est pas une attaque hors tour ») is not said."""
    key = phrase_key(text, denied(text) if gaps is None else gaps)
    out: dict[int, float] = {}
    for at, first in enumerate(key):
        for phrase, doc in (built.said or {}).get(first, ()):
            if key[at : at + len(phrase)] == phrase:
                out[doc] = max(out.get(doc, 0.0), PHRASE * len(phrase))
    return out


@lru_cache(maxsize=4096)
def _typo(word: str) -> tuple[str, float] | None:
    """The known word this unknown one is a typo of (« hestation » → « hesitation »), and how close."""
    fuzz, process = _rapidfuzz()
    found = process.extractOne(word, _spelt_from(word[0]), scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
    return (found[0], found[1]) if found else None


def _spelt_from(initial: str) -> tuple[str, ...]:
    """The known words that start with this letter: a typo keeps the first one (« hestation » is
    « hesitation »; « fallait » is not « allait », nor « pose » « ose »). Filed by the index build, once:
    not per message (issue 37 §5)."""
    return index().spelt.get(initial, ())


def query_terms(text: str, gaps: frozenset[int] | None = None) -> list[tuple[str, float]]:
    """The query's terms with their weight: known ones as they are, misspelt ones as the word they
    stand for (a little less), unknown ones not at all."""
    built = index()
    kept: list[str | None] = []
    fixed: set[str] = set()
    for word in framed(text, denied(text) if gaps is None else gaps):
        if word is None:
            kept.append(None)
            continue
        # a frame word (« rendu compte », « aperçu ») is no typo of a topic's word (« rendu » is not « répondu »)
        if (
            word not in built.known
            and len(word) >= 4
            and not word.isdigit()
            and word not in frame_words()["constat"]
        ):
            typo = _typo(word)
            # Another form of a known word (« renonçait ») stays itself, unless a typo is far likelier.
            if typo is not None and (typo[1] >= SURE_TYPO or stem(word) not in built.postings):
                fixed.add(stem(typo[0]))
                word = typo[0]
        kept.append(word)
    out: dict[str, float] = {}
    found = terms(text, kept)
    for rank, term in enumerate(found):
        if term in built.postings:
            weight = PAIR if "_" in term else TYPO if term in fixed else 1.0
            if term.split("_", 1)[0] in _persons():
                weight *= (
                    PERSON  # « l'adversaire (de droite) » places a seat, as « Nord » does: not the incident
                )
            weight *= max(
                LATE, 1.0 - FADE * rank
            )  # the first words name the incident, the last often its sequel
            out[term] = max(out.get(term, 0.0), weight)
    return list(out.items())
