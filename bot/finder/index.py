"""The search behind the finder: BM25 over each topic's words (issue 31 §1).

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
once, « partially initialized module 'rapidfuzz.process' »). A message is read up to READ
characters (a description is a sentence or two), `nearest` up to NEAREST: a 100 KB message costs what
a long description does (reliability review U4).
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from types import ModuleType

import rules
from rules import vocabulary as vocab
from rules.topic import Phase, Topic

K1 = 1.2
B = 0.3  # topics with many questions are long documents: length matters little
TYPO = 0.8  # a misspelt word counts this much of the word it stands for
TYPO_CUTOFF = 80  # rapidfuzz ratio, 0-100
SURE_TYPO = 90  # this close, a word is a typo even when its stem is known (« troper » is not « trop »)
PAIR = 1.5  # a pair of neighbouring words, on top of its two words
WHOLE = 1.0  # every word of one of the topic's phrases said (« il a étalé son jeu »): breaks near-ties
PHASE_BOOST = 1.25  # « pendant les enchères » favours the auction's topics
OFFLINE = 0.3
ONLINE = 1.5  # the same topic online: the event's online rules come first (80B2)
SIGNAL = 4.0  # what bids say by themselves (« 2♦ sur 2♥ »): about two well-chosen words  # an online-only topic, when the words say nothing of playing online

READ = 600  # characters of a message the search reads
NEAREST = 200  # characters `nearest` compares by spelling (rapidfuzz's cost grows with their square)

# Field weights: the vocabulary is written for the search; the questions and answers, for the table.
FIELDS = {"vocabulary": 3.0, "keywords": 3.0, "title": 3.0, "summary": 1.0, "questions": 0.5, "laws": 1.0}


@cache
def _small_words() -> frozenset[str]:
    return frozenset(vocab.fold(vocab.common()["mots_vides"]).split())


@cache
def _context_words() -> frozenset[str]:
    """Seats, suits, honours: they place the incident but name no topic."""
    found: set[str] = set()
    for members in vocab.common()["classes"].values():
        for item in members:
            found.update(vocab.words(item))
    return frozenset(found)


def kept_words(text: str) -> list[str]:
    small = _small_words()
    return [w for w in vocab.words(text) if w not in small]


def terms(text: str, kept: list[str] | None = None) -> list[str]:
    """Unigrams (stems of the words that name something) and pairs of neighbours (« hor_tour »)."""
    context = _context_words()
    kept = kept_words(text) if kept is None else kept
    out: list[str] = []
    previous: str | None = None
    previous_context = False
    for word in kept:
        token = vocab.stem(word)
        if not (word.isdigit() or word in context):
            out.append(token)
        is_context = word in context and not word.isdigit()
        if previous is not None and not (previous_context and is_context):
            out.append(f"{previous}_{token}")  # two context words (« adversaire gauche ») name nothing
        previous, previous_context = token, is_context
    return out


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
        entry = catalogue.get(int(re.match(r"[0-9]+", law)[0]))  # type: ignore[index]
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
    spelt: tuple[str, ...]  # the same, for typos
    position: dict[str, int]  # topic id → its document
    phrases: tuple[
        tuple[frozenset[str], int], ...
    ] = ()  # a vocabulary phrase's words (2 or more), its document

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
            _spellings.cache_clear()
        return _built


@cache
def _rapidfuzz() -> tuple[ModuleType, ModuleType]:
    """rapidfuzz's `fuzz` and `process`, imported once under the lock (lazily: start-up speed)."""
    with _LOCK:
        from rapidfuzz import fuzz, process

        return fuzz, process


def warm_up() -> None:
    """Build the index and load rapidfuzz now, e.g. in a thread while the first menu is read."""
    with _LOCK:
        index()
        _rapidfuzz()


def clipped(text: str, limit: int = READ) -> str:
    """The message's first `limit` characters, cut after a whole word."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = head.rfind(" ")
    return head[:cut] if cut > limit // 2 else head


def _build(topics: tuple[Topic, ...]) -> Index:
    postings: dict[str, dict[int, float]] = defaultdict(dict)
    phrases: set[tuple[frozenset[str], int]] = set()
    lengths: list[float] = []
    known: set[str] = set(_context_words())
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
    spelt = tuple(sorted(w for w in known if len(w) >= 4 and not w.isdigit()))
    return Index(
        topics,
        dict(postings),
        idf,
        norms,
        frozenset(known),
        spelt,
        {t.id: n for n, t in enumerate(topics)},
        tuple(sorted(phrases, key=lambda item: (item[1], sorted(item[0])))),
    )


@lru_cache(maxsize=4096)
def _typo(word: str) -> tuple[str, float] | None:
    """The known word this unknown one is a typo of (« hestation » → « hesitation »), and how close."""
    fuzz, process = _rapidfuzz()
    found = process.extractOne(word, index().spelt, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
    return (found[0], found[1]) if found else None


def query_terms(text: str) -> list[tuple[str, float]]:
    """The query's terms with their weight: known ones as they are, misspelt ones as the word they
    stand for (a little less), unknown ones not at all."""
    built = index()
    kept: list[str] = []
    fixed: set[str] = set()
    for word in kept_words(text):
        if word not in built.known and len(word) >= 4 and not word.isdigit():
            typo = _typo(word)
            # Another form of a known word (« renonçait ») stays itself, unless a typo is far likelier.
            if typo is not None and (typo[1] >= SURE_TYPO or vocab.stem(word) not in built.postings):
                fixed.add(vocab.stem(typo[0]))
                word = typo[0]
        kept.append(word)
    out: dict[str, float] = {}
    for term in terms(text, kept):
        if term in built.postings:
            weight = PAIR if "_" in term else TYPO if term in fixed else 1.0
            out[term] = max(out.get(term, 0.0), weight)
    return list(out.items())


def _has_any(folded: str, phrases: Sequence[str]) -> bool:
    padded = f" {folded} "
    return any(f" {p} " in padded for p in phrases)


@cache
def _online_markers() -> tuple[str, ...]:
    return tuple(" ".join(vocab.words(p)) for p in vocab.common()["en_ligne"])


@cache
def _moment_markers() -> dict[Phase, tuple[str, ...]]:
    return {
        Phase(key): tuple(" ".join(vocab.words(p)) for p in phrases)
        for key, phrases in vocab.common()["moments"].items()
    }


def online(text: str) -> bool:
    """Do the words say the game is played online (« en ligne », BBO, RealBridge, clic…)?"""
    return _has_any(" ".join(vocab.words(text)), _online_markers())


def moments(text: str) -> set[Phase]:
    folded = " ".join(vocab.words(text))
    return {phase for phase, markers in _moment_markers().items() if _has_any(folded, markers)}


STRAINS = ("trefle", "carreau", "coeur", "pique", "sansatout")
_BID = re.compile(r"\b([1-9]|1[0-5]) (trefle|carreau|coeur|pique|sansatout)[sx]?\b")


def bids(text: str) -> list[tuple[int, int]]:
    """The bids the words name, in the order they were made, as (level, strain rank). « X sur Y »
    and « X après Y » name the later bid first: « 2♦ sur 2♥ » → [(2, 2), (2, 1)]."""
    folded = " ".join(vocab.words(text))
    found = list(_BID.finditer(folded))
    made = [(int(m[1]), STRAINS.index(m[2])) for m in found]
    for n in range(len(found) - 1):
        between = folded[found[n].end() : found[n + 1].start()].split()
        if between in (["sur"], ["apres"], ["au", "dessus", "de"]):
            made[n], made[n + 1] = made[n + 1], made[n]
    return made


def signals(text: str) -> dict[str, float]:
    """What the bids say by themselves: one not higher than the bid before it (« 1♥ après 1♠ ») is
    an insufficient bid (27); a level above seven is inadmissible (38)."""
    named = bids(text)
    found: dict[str, float] = {}
    if any(level > 7 for level, _ in named):
        found["declaration_inadmissible"] = SIGNAL
    elif any(later <= earlier for earlier, later in pairwise(named)):
        found["enchere_insuffisante"] = SIGNAL
    return found


def ranked(text: str) -> list[tuple[float, Topic]]:
    """Every topic the words point to, best first, with its score (> 0)."""
    with _LOCK:
        return _ranked(clipped(text))


def _ranked(text: str) -> list[tuple[float, Topic]]:
    built = index()
    asked = query_terms(text)
    scores = built.score(asked)
    said = {term for term, _ in asked}
    for doc in {doc for words, doc in built.phrases if words <= said}:
        if scores[doc] > 0:
            scores[doc] += WHOLE
    for topic_id, bonus in signals(text).items():
        if topic_id in built.position:
            scores[built.position[topic_id]] += bonus
    is_online = online(text)
    hinted = moments(text)
    out: list[tuple[float, int, Topic]] = []
    for doc, (value, topic) in enumerate(zip(scores, built.topics, strict=True)):
        if value <= 0:
            continue
        if hinted and hinted & set(topic.phases or ()):
            value *= PHASE_BOOST
        online_only = bool(topic.phases) and set(topic.phases) == {Phase.ONLINE}
        if online_only:
            value *= ONLINE if is_online else OFFLINE
        out.append((value, doc, topic))
    out.sort(key=lambda item: (-item[0], item[1]))
    if not is_online:
        # A club incident never gets an online-only topic first: they follow every club topic found.
        club = [item for item in out if set(item[2].phases or ()) != {Phase.ONLINE}]
        out = club + [item for item in out if item not in club]
    return [(value, topic) for value, _, topic in out]


@cache
def _spellings() -> tuple[tuple[str, int], ...]:
    """Every phrase a topic is known by (title, vocabulary), folded, with its topic's document."""
    built = index()
    out: list[tuple[str, int]] = []
    for doc, topic in enumerate(built.topics):
        words = vocab.vocabularies().get(topic.id)
        for phrase in (topic.title, *topic.keywords, *(words.phrases if words else ())):
            out.append((" ".join(vocab.words(phrase)), doc))
    return tuple(out)


def nearest(text: str, count: int = 3) -> list[Topic]:
    """The topics whose words are spelt closest to these (for words that match nothing): never
    empty, club topics first unless the words say the game is online. Reads the first NEAREST
    characters only."""
    with _LOCK:
        return _nearest(clipped(text, NEAREST), count)


def _nearest(text: str, count: int) -> list[Topic]:
    fuzz, process = _rapidfuzz()
    built = index()
    spellings = _spellings()
    folded = " ".join(vocab.words(text)) or text
    best: dict[int, float] = {}
    for _, score, position in process.extract(
        folded, [s for s, _ in spellings], scorer=fuzz.WRatio, limit=len(spellings)
    ):
        doc = spellings[position][1]
        best[doc] = max(best.get(doc, 0.0), score)
    is_online = online(text)
    order = sorted(
        best,
        key=lambda doc: (
            not is_online and set(built.topics[doc].phases or ()) == {Phase.ONLINE},
            -best[doc],
            doc,
        ),
    )
    return [built.topics[doc] for doc in order[:count]]
