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
once, « partially initialized module 'rapidfuzz.process' »). Every reading works on the message's
first READ characters (bot/finder/head.py): a 100 KB message costs what a description does.
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
from bot.finder.acts import acts, not_told, step_acts
from bot.finder.calls import out_of_turn, signals
from bot.finder.frame import NEXT_ACT, THEN, context_words, frame_words, framed, small_words, unnoted
from bot.finder.head import clipped
from bot.finder.moments import moments, online
from bot.finder.steps import settled_last
from bot.finder.weights import act_first, facts_first
from rules import vocabulary as vocab
from rules.bids_told import STRAINS
from rules.topic import Phase, Topic

K1 = 1.2
B = 0.3  # topics with many questions are long documents: length matters little
TYPO = 0.8  # a misspelt word counts this much of the word it stands for
TYPO_CUTOFF = 80  # rapidfuzz ratio, 0-100
SURE_TYPO = 90  # this close, a word is a typo even when its stem is known (« troper » is not « trop »)
PAIR = 1.5  # a pair of neighbouring words, on top of its two words
PHRASE = 1.5  # per word of a topic's phrase said as it is, words in their order
WHOLE = 1.0  # every word of one of the topic's phrases said (« il a étalé son jeu »): breaks near-ties
PHASE_BOOST = 1.4  # « pendant les enchères » favours the auction's topics
SPREAD = 0.3  # as bot/finder/topics.py: below this share of the best score, a topic is not proposed
CLEAR = 1.5  # a part of a description names its own irregularity when its topic leads by this much
OWN = 2  # a word at most this many topics are described with is that topic's own (`_an_act`)
FADE = 0.03  # each later term of a description weighs this much less than the one before it…
LATE = 0.7  # …down to this: the first words name the incident, the last often what followed
OTHER_PHASE = 0.7  # and puts those of other moments only behind them
NOT_YET = 0.55  # « pendant les enchères »: the play has not begun, its topics fall further behind
FOLLOW_UP = "suites_decision"  # bot.incidents.linked.FOLLOW_UP_TOPIC: the director's error, an appeal
OFFLINE = 0.3  # an online-only topic, when the words say nothing of playing online
ONLINE = 1.5  # the same topic online: the event's online rules come first (80B2)


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


def clauses(text: str) -> list[str]:
    """The description cut where a second irregularity begins (« renonce puis attaque hors tour »)."""
    # « 2♣ puis non 2♦ » takes a call back (25): « puis non » starts no second irregularity
    folded = THEN.sub(
        " puis ", " ".join(vocab.words(NEXT_ACT.sub(" puis ", text))).replace(" puis non ", " non ")
    )
    for marker in sorted(vocab.common()["cadre"]["suite"], key=len, reverse=True):
        key = " ".join(vocab.words(marker))
        folded = f" {folded} ".replace(f" {key} ", " | ").strip()
    return [part.strip() for part in folded.split("|") if part.strip()]


def terms(text: str, kept: Sequence[str | None] | None = None) -> list[str]:
    """Unigrams (stems of the words that name something) and pairs of neighbours (« hor_tour »).
    A None in `kept` is a gap: no pair is made across it."""
    context = context_words() | frame_words()["liens"] | frame_words()["constat"]
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
    # a vocabulary phrase's words (2 or more) and its document, by the least of its words (a query looks up its own)
    phrases: dict[str, tuple[tuple[frozenset[str], int], ...]] = dataclasses.field(default_factory=dict)
    said: dict[str, tuple[tuple[tuple[str, ...], int], ...]] | None = (
        None  # first stem → phrases said as they are
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
            _spelt_from.cache_clear()
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
    spelt = tuple(sorted(w for w in known if len(w) >= 4 and not w.isdigit()))
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
        spelt,
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


def phrase_key(text: str) -> tuple[str, ...]:
    """A phrase as it is said, without the words that only fill it in (« n'a pas été alerté » →
    pas alert), negations and « arbitre » kept: « erreur de l'arbitre » is one thing. A card or a bid
    (« le 4♥ ») is the phrase's object, not one of its words: « entamé le 4♥ hors tour » says
    « entame hors tour »."""
    filler = _filler()
    folded = vocab.words(text)
    card = _cards(folded)
    return tuple(
        stem(w) for at, w in enumerate(folded) if w not in filler and not w.isdigit() and at not in card
    )


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


def said_bonus(built: Index, text: str) -> dict[int, float]:
    """Per document, PHRASE per word of the longest of its phrases said as it is (« erreur de
    l'arbitre », « pas alerté »): a phrase a director uses weighs more than its words apart."""
    key = phrase_key(text)
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


@lru_cache(maxsize=64)
def _spelt_from(initial: str) -> tuple[str, ...]:
    """The known words that start with this letter: a typo keeps the first one (« hestation » is
    « hesitation »; « fallait » is not « allait », nor « pose » « ose »)."""
    return tuple(w for w in index().spelt if w[0] == initial)


def query_terms(text: str) -> list[tuple[str, float]]:
    """The query's terms with their weight: known ones as they are, misspelt ones as the word they
    stand for (a little less), unknown ones not at all."""
    built = index()
    kept: list[str | None] = []
    fixed: set[str] = set()
    for word in framed(text):
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
            weight *= max(
                LATE, 1.0 - FADE * rank
            )  # the first words name the incident, the last often its sequel
            out[term] = max(out.get(term, 0.0), weight)
    return list(out.items())


def ranked(text: str, online_event: bool = False) -> list[tuple[float, Topic]]:
    """Every topic the words point to, best first, with its score (> 0). A description of two
    irregularities (« renonce puis attaque hors tour ») has each one's topic first, in its order."""
    with _LOCK:
        text = clipped(text)
        whole = _ranked(text, online_event=online_event)
        parts = clauses(text) if len(clauses(text)) >= 2 else f" {' '.join(vocab.words(text))} ".split(" et ")
        lead = settled_last(parts, _named_at(text, whole))  # a settled irregularity is the next one's context
        if not whole or not lead:
            return whole
        best = whole[0][0]
        led = {topic.id for topic in lead}
        return [(best, topic) for topic in lead] + [item for item in whole if item[1].id not in led]


def irregularities(text: str) -> list[Topic]:
    """The topic of each irregularity the description names one after the other, in its order
    (« il a renoncé puis il a entamé hors tour » → Renonce, Entame hors tour): a part of the
    description counts when its words point to one topic clearly ahead of the others. Empty when it
    names one irregularity only."""
    with _LOCK:
        return _irregularities(clipped(text))


def _irregularities(text: str) -> list[Topic]:
    found = _named(text)
    return found if len(found) >= 2 else []


def irregular_parts(text: str) -> list[tuple[int, Topic]]:
    """Tester11 X9: for a description naming two irregularities or more, the part (its rank among
    `clauses`, or the two sides of « et ») where each is named, in order, a topic named twice twice;
    empty otherwise."""
    with _LOCK:
        found = _named_at(clipped(text))
        return found if len(_distinct(topic for _, topic in found)) >= 2 else []


def _named(text: str, whole: list[tuple[float, Topic]] | None = None) -> list[Topic]:
    return _distinct(topic for _, topic in _named_at(text, whole))


def _named_at(text: str, whole: list[tuple[float, Topic]] | None = None) -> list[tuple[int, Topic]]:
    """The topic each part of a description told in steps names clearly, in its order (empty when it
    is told in one step, or its first step names nothing clearly). Each part must point clearly to
    its topic, which must also be among what the whole description points to (« en a joué une
    autre » alone names nothing). One topic: the first step named the incident, the next ones what
    followed (« il a hésité puis son partenaire a dit 4♠ »)."""
    parts = clauses(text)
    # a leading sentence that names nothing (« Sud joue 3SA. Est a entamé hors tour… », W18): context
    start = int(len(parts) > 2 and not _ranked(parts[0]))
    if len(parts) < 2:
        return _joined(text, whole)
    first = _ranked(parts[start])
    if not _clear(first):
        return []
    whole = _ranked(text) if whole is None else whole  # `ranked` has it already
    kept = {topic.id for value, topic in whole if value >= whole[0][0] * SPREAD} if whole else set()
    # A later step's topic need only be among what the whole points to: one short word (« renoncé »)
    # falls below the spread beside another step's pairs (« attaqué hors tour »).
    named = {topic.id for _, topic in whole}
    told = set(acts(out_of_turn(unnoted(text)))) - {
        t
        for part in parts[start + 1 :]
        for t in step_acts(out_of_turn(f"puis {part}"))  # the step as told: « puis a … »
    }
    if (
        told
        and first[0][1].id not in told
        and first[0][1].id not in step_acts(out_of_turn(unnoted(parts[start])))
    ):
        # (not when the first step's own grammar tells its act: « a entamé hors tour ; ensuite … 4e levée », Z8)
        return []  # the whole tells another act (« a demandé la signification de 2♣ puis a passé, … entame »)
    found = [(start, first[0][1])]
    for at, part in enumerate(parts[start + 1 :], start + 1):
        if (
            _SEQUEL.match(part)
            or (found[0][1].id == _CLAIM and _PLAY_ON.search(part))
            or (found[0][1].id == _UI and _PARTNERS_TURN.search(part) and not _IRREGULAR.search(part))
        ):
            # « … puis a corrigé tout de suite »: the first irregularity put right; « puis son partenaire a
            # entamé trèfle » after a question or a hesitation: the use of what he knew (16B), not a second one
            continue
        scored = _ranked(part)
        # an act its grammar tells names it clearly (« puis S a entamé ♠ hors tour »: entame, not attaque)
        told = step_acts(out_of_turn(part))
        if told and scored and scored[0][1].id not in told:
            continue  # the step's grammar tells another act (« a sorti un 2e trèfle en même temps »: 58B)
        its_act = bool(told) and bool(scored)
        if ((_clear(scored) and _an_act(part, scored[0][1])) or its_act) and scored[0][1].id in named:
            found.append((at, scored[0][1]))
    if FOLLOW_UP in {topic.id for _, topic in found}:
        return []  # a ruling followed up and its incident are one story, not two irregularities (82, 92)
    return found if len({t.id for _, t in found}) >= 2 or found[0][1].id in kept else []


_UI = "information_non_autorisee"
# After a claim, « ils ont continué à jouer » is the claim's own sequel (68D2b), not a second irregularity.
_CLAIM, _PLAY_ON = "revendication", re.compile(r"\b(?:continu|rejou|repris le jeu|reprendre le jeu)\w*")
_PARTNERS_TURN = re.compile(
    r"\b(?:son|sa|le) partenaire\b|\b(?:entam|attaqu|dit|passe|contr|rejou|enchér)\w*"
)
_IRREGULAR = re.compile(
    r"\b(?:hors tour|insuffis\w*|renon\w*|expos\w*|tomb\w*|inadmissible|avant son tour)\b"
)


def _an_act(part: str, topic: Topic) -> bool:
    """Do these words name the topic's act, not only words of its context (« Est vient de prendre la
    main », « demande que je la revoie »)? A pair of its words or a word of its own (at most OWN topics
    know it: « insuffisant »), one of its phrases said as it is, an act the grammar tells, or what the
    bids say (« 1♥ après 1♠ »)."""
    built = index()
    doc = built.position[topic.id]
    worded = out_of_turn(unnoted(part))
    named = ((term, built.postings[term]) for term, _ in query_terms(worded))
    return (
        any(doc in postings and ("_" in term or len(postings) <= OWN) for term, postings in named)
        or doc in said_bonus(built, worded)
        or topic.id in step_acts(worded)
        or topic.id in signals(part)
    )


# A later step that puts the first irregularity right (« puis a corrigé », « puis s'est corrigé avant que
# … », « puis l'a reprise ») tells what followed it (62A, 47), never a second irregularity.
_SEQUEL = re.compile(
    r"^(?:(?:il|elle|[nseo]|nord|sud|est|ouest|le declarant|le mort) )?(?:a |ont |s est |s en est |s en |se |l a |les a |l )?"
    r"(?:corrig|rectifi|repris|reprend|rattrap|remis|apercu|apercoit|rendu compte|rend compte)\w*\b"
)  # « puis s'est aperçu qu'il en avait »: the first irregularity found, what followed it


def _joined(text: str, whole: list[tuple[float, Topic]] | None) -> list[tuple[int, Topic]]:
    """Two irregularities joined by « et » (« Ouest a renoncé à cœur et Est a entamé hors tour »): each
    part must name its own irregularity clearly, the two differ, and one of them is what the whole
    description points to first, which stays first; the other comes second (a word as short as
    « renoncé » would fall behind the other part's pairs, « entamé hors tour »)."""
    words = vocab.words(text)
    if "et" not in words:
        return []
    folded = " ".join(words)
    parts = [part.strip() for part in f" {folded} ".split(" et ") if part.strip()]
    if len(parts) != 2 or _SEQUEL.match(parts[1]) or (_PLAY_ON.search(parts[1]) and "revendi" in parts[0]):
        return []
    named: list[Topic] = []
    for part in parts:
        part = _MOMENT_SAID.sub(" ", part).strip()  # « les enchères sont finies »: when, not what (W15)
        scored = _ranked(part, facts=False)  # its words name it: the facts cost, and decide nothing here
        if not _clear(scored) or not _an_act(part, scored[0][1]):
            return []
        named.append(scored[0][1])
    told = acts(out_of_turn(unnoted(text)))
    if told and told[0] != named[0].id:
        return []  # the sentence tells one act (« a attaqué hors tour et Est a joué dessus avant que j'arrive »)
    whole = _ranked(text) if whole is None else whole
    if named[0].id == named[1].id or not whole or whole[0][1].id not in {t.id for t in named}:
        return []
    if FOLLOW_UP in {t.id for t in named}:
        return []  # a ruling followed up and its incident: one story (« conteste la décision et demande … »)
    if (
        named[0].id == _OPENING_LEAD
        and named[1].id == _CLAIM
        and _SPREADS.search(parts[1])
        and not _CLAIMS.search(parts[1])
    ):
        return []  # the declarer who spreads his hand after an opening lead out of turn: 54A, no claim (W8)
    if not set(phases(named[0])) & set(phases(named[1])):
        return []  # a bid read in a trick (« le 5♠ derrière »): two moments, not two irregularities
    # The whole's first stays first: « et » joins what followed as often as a second irregularity.
    return sorted(enumerate(named), key=lambda at: at[1].id != whole[0][1].id)


# A clause that only says when (tester14 W15), and the declarer's hand spread after the opening lead (W8).
_MOMENT_SAID = re.compile(
    r"\b(?:les )?encheres (?:sont |etaient |etant )?(?:finies|terminees|closes)\b|\bfin des encheres\b"
)
_OPENING_LEAD = "entame"
_SPREADS = re.compile(r"\b(?:etal|abat)\w*")
_CLAIMS = re.compile(
    r"\b(?:revendi|conced|concession|le reste|toutes les levees|tout est|pour moi|pour nous)\w*"
)


def _clear(scored: list[tuple[float, Topic]]) -> bool:
    """Do these words name one irregularity, their topic CLEAR times ahead of the next? Each part
    must (« … puis a joué petit », « puis l'a reprise dans sa main » tell what followed, not a
    second irregularity)."""
    return bool(scored) and (len(scored) == 1 or scored[0][0] >= CLEAR * scored[1][0])


def _distinct(topics: Iterable[Topic]) -> list[Topic]:
    out: list[Topic] = []
    for topic in topics:
        if all(topic.id != seen.id for seen in out):
            out.append(topic)
    return out


def _ranked(text: str, facts: bool = True, online_event: bool = False) -> list[tuple[float, Topic]]:
    """`online_event`: the incident comes from an online event (its call, its regulation), so the words
    need not say « en ligne » (tester7 T9: « il a hésité » there is the online hesitation, 85A1)."""
    built = index()
    worded = out_of_turn(unnoted(text))  # the facts and the moments read the words as they are
    asked = query_terms(worded)
    scores = built.score(asked)
    said = {term for term, _ in asked}
    for doc in {doc for term in said for words, doc in built.phrases.get(term, ()) if words <= said}:
        if scores[doc] > 0:
            scores[doc] += WHOLE
    for doc, bonus in said_bonus(built, worded).items():
        scores[doc] += bonus
    for topic_id, bonus in signals(text).items():
        if topic_id in built.position:
            scores[built.position[topic_id]] += bonus
    if facts:
        facts_first(built.topics, text, scores)
    is_online = online_event or online(text)
    hinted = moments(text)
    out: list[tuple[float, int, Topic]] = []
    for doc, (value, topic) in enumerate(zip(scores, built.topics, strict=True)):
        if value <= 0:
            continue
        online_only = bool(topic.phases) and set(topic.phases) == {Phase.ONLINE}
        if hinted and hinted & set(topic.phases or ()):
            value *= PHASE_BOOST
        elif hinted and topic.phases and not (online_only and is_online) and topic.id != FOLLOW_UP:
            # « pendant les enchères »: not a topic of the play only (online: any moment); a follow-up comes
            # after whatever moment its first incident had (« je me suis trompé sur l'entame hors tour »)
            value *= NOT_YET if hinted == {Phase.AUCTION} and set(topic.phases) <= _PLAYED else OTHER_PHASE
        if online_only:
            value *= ONLINE if is_online else OFFLINE
        out.append((value, doc, topic))
    act_first(
        built.topics, built.position, acts(worded, is_online, Phase.AUCTION in hinted), not_told(worded), out
    )
    out.sort(key=lambda item: (-item[0], item[1]))
    if not is_online:
        # A club incident never gets an online-only topic first: they follow every club topic found.
        club = [item for item in out if set(item[2].phases or ()) != {Phase.ONLINE}]
        out = club + [item for item in out if item not in club]
    elif online_event and out:
        # An online event's incident (its call): the online topics its words point to come first, the
        # online variant of a club topic being the one that applies there (80B2; tester7 T9).
        best = out[0][0]
        ahead = [
            item for item in out if set(item[2].phases or ()) == {Phase.ONLINE} and item[0] >= best * SPREAD
        ]
        out = ahead + [item for item in out if item not in ahead]
    return [(value, topic) for value, _, topic in out]


_PLAYED = frozenset({Phase.PLAY, Phase.AFTER_PLAY})


def phases(topic: Topic) -> tuple[Phase, ...]:
    return topic.phases or tuple(Phase)
