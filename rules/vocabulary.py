"""The finder's words (issue 31): French as people type it, each topic's vocabulary, and the facts a
description already states.

Pure: reads the data files in `rules/data/vocabulary/` (one per topic, plus `_commun.toml`) and
computes; no chat, no storage. A director reads and extends those files without touching code:

- `code` and `table`: the Code's terms and what players and directors say at the table, used by
  the search (bot/finder) to rank the topics;
- `[[fait]]`: a fact a description can state (« le mort a renoncé »), as the answer it gives to
  one of the topic's questions. Patterns are words, compared once folded and stemmed: `*` stands
  for up to three words, `penalis*` for every word it begins, `[couleur]` for a word of that class in
  `_commun.toml`, `{1-11}` for a
  number in that range (« 5e », « cinquième » and « 5 » are the same number); in any list of a fact, `@abandon`
  stands for every pattern of that list of `[listes]` in `_commun.toml`. `sauf` lists the
  patterns that cancel the fact (« pas consommée » against « consommée »), `sauf_affirme` those that cancel it
  only when not denied (« le mort a étalé », not « le mort n'est pas étalé »); `aussi` lists patterns one of
  which must be stated too, in any clause (a moment said apart from the act: « avant l'entame, … »);
  `aussi_dans` lists the other topics that ask the same question (the fact is written once).

How a pattern is found in the words (clauses, negations, questions, allegations, the director's own
words) is `rules/words_matching.py`; the readings by the sentence's shape, `rules/vocabulary_readings.py`;
the revoke's facts read from the whole description, `rules/revoke_in_words.py`; each topic's own readings
of the whole description, `rules/topics_in_words.py`.

The facts are answers like any other: the engine applies them as answers, shown to the director
(« Compris : … — r pour corriger »), so one key takes any of them back.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, cached_property, lru_cache

from rules import vocabulary_readings as readings
from rules.asked_in_words import (
    DIRECTORS_JUDGEMENT,
    choice_withdrawn,
    player_writes,
    taken_back,
    without_polled_doubt,
)
from rules.cased_words import cased
from rules.choices_made_in_words import not_chosen, without_changed_mind
from rules.doubted_in_words import WITHDRAWN_CHOICES
from rules.elsewhere_in_words import at_another_table
from rules.files import DATA
from rules.folding import SUIT_SYMBOLS as SUIT_SYMBOLS  # re-exported: French as typed lives there
from rules.folding import common as common
from rules.folding import fold as fold
from rules.folding import fold_accents as fold_accents
from rules.folding import stem as stem
from rules.folding import stems as stems
from rules.folding import words as words
from rules.hedged_in_words import without_hedged_sentences
from rules.names_in_words import named_seats
from rules.onlookers_in_words import seen_acting
from rules.other_irregularity_in_words import in_another_irregularitys_sentence, of_another_irregularity
from rules.relations_in_words import in_typed_words, related, rewritten_words
from rules.seats_in_words import SEATS as SEATS  # re-exported: the seats and roles live there
from rules.seats_in_words import declarer_seat as declarer_seat
from rules.seats_in_words import defender_seats as defender_seats
from rules.seats_in_words import roles
from rules.seats_in_words import with_roles as with_roles
from rules.shorthand_in_words import as_typed_in_full, seats_in_full, without_denied_marks
from rules.taken_back_values import MISTAKEN_BELIEF, excepted
from rules.topics_in_words import ONE_LEADER as ONE_LEADER
from rules.topics_in_words import as_typed as as_typed
from rules.topics_in_words import by_topic
from rules.topics_in_words import doubted_by_the_whole as doubted_by_the_whole
from rules.words_matching import BREAK as BREAK  # re-exported: the reading of the words lives there
from rules.words_matching import (
    CLAUSE,
    Text,
    doubts,
    found_at,
    needed,
    positions,
    said_clauses,
    spoken,
)
from rules.words_matching import NEGATIONS as NEGATIONS
from rules.words_matching import NOTHING as NOTHING
from rules.words_matching import clauses as clauses
from rules.words_matching import find as find
from rules.words_matching import quoted as quoted
from rules.words_matching import read as read
from rules.words_matching import says as says

# --- the data ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fact:
    """A fact a description states, as the answer it gives to one of the topic's questions."""

    question: str
    value: str
    when: tuple[tuple[str, ...], ...]  # stemmed patterns; any one states the fact
    unless: tuple[tuple[str, ...], ...] = ()
    # `sauf_affirme`: cancels only when stated, not denied (« le mort a étalé » cancels, « le mort n'est pas étalé »
    # does not), where `sauf` cancels even denied (« pas consommée »).
    unless_stated: tuple[tuple[str, ...], ...] = ()
    allegation: bool = False  # the fact is who claims or denies what: read in claims too (`read`)
    also: tuple[tuple[str, ...], ...] = ()  # `aussi`: one of these must be stated too, in any clause


@dataclass(frozen=True)
class Vocabulary:
    topic: str
    code: tuple[str, ...]  # the Code's terms (FFB 2017)
    table: tuple[str, ...]  # what players and directors say
    facts: tuple[Fact, ...]
    said: tuple[
        str, ...
    ] = ()  # expressions that count only said whole, in their order (« il montre ses cartes »)

    # Where each fact's patterns can start to count: `_FactIndex` (built once, beside the vocabulary).
    index: _FactIndex | None = field(default=None, compare=False, repr=False)

    @property
    def phrases(self) -> tuple[str, ...]:
        return (*self.code, *self.table)

    @cached_property
    def allegations(self) -> tuple[bool, ...]:
        """The ways its facts are read (`Fact.allegation`), each once."""
        return tuple(dict.fromkeys(fact.allegation for fact in self.facts))

    def live(self, keys: Collection[str]) -> dict[int, list[tuple[str, ...]]]:
        """The facts (by their number) some pattern of which has every plain word in `keys` (the
        text's `positions`), with those patterns in their order: the only ones worth trying."""
        index = self.index if self.index is not None else _FactIndex.of(self.facts)
        return index.live(keys)


@dataclass(frozen=True)
class _FactIndex:
    """The `when` patterns of a vocabulary's facts, each filed under its rarest plain word: a text is
    matched only against the patterns whose words it holds (a search tries six topics' facts, some
    hundred patterns each, and a text holds few of their words)."""

    by_word: Mapping[str, tuple[tuple[int, int, frozenset[str]], ...]]
    always: tuple[tuple[int, int], ...]  # patterns with no plain word (« [carte] * »): always tried
    patterns: tuple[tuple[tuple[str, ...], ...], ...]  # each fact's `when`

    @staticmethod
    def of(facts: tuple[Fact, ...], counts: Mapping[str, int] | None = None) -> _FactIndex:
        by_word: dict[str, list[tuple[int, int, frozenset[str]]]] = {}
        always: list[tuple[int, int]] = []
        for number, fact in enumerate(facts):
            for order, pattern in enumerate(fact.when):
                words_needed = needed(pattern)
                if not words_needed:
                    always.append((number, order))
                    continue
                rarest = min(sorted(words_needed), key=lambda w: (counts or {}).get(w, 0))
                by_word.setdefault(rarest, []).append((number, order, words_needed))
        return _FactIndex(
            {word: tuple(entries) for word, entries in by_word.items()},
            tuple(always),
            tuple(fact.when for fact in facts),
        )

    def live(self, keys: Collection[str]) -> dict[int, list[tuple[str, ...]]]:
        found = list(self.always)
        for word in self.by_word.keys() & keys:  # (sorted below: the order found does not matter)
            for number, order, words_needed in self.by_word[word]:
                if words_needed <= keys:
                    found.append((number, order))
        out: dict[int, list[tuple[str, ...]]] = {}
        for number, order in sorted(found):
            out.setdefault(number, []).append(self.patterns[number][order])
        return out


_KEPT_TOKEN = re.compile(r"\[[^\]]+\]|\{[0-9]+-[0-9]+\}")  # « [seat] », « {0-3} »: kept as written


def _pattern(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for token in text.split():
        if token == "*" or _KEPT_TOKEN.fullmatch(token):
            out.append(token)
        elif token.startswith("="):
            out.extend(f"={w}" for w in words(token[1:]))
        elif token.endswith("*"):  # « penalis* »: every word it begins (a stem can be cut elsewhere)
            out.append("^" + fold(token[:-1]))
        else:
            out.extend(stem(w) for w in words(token))
    return tuple(out)


def _patterns(items: Collection[str]) -> tuple[tuple[str, ...], ...]:
    """A fact's list of patterns, `@name` standing for the patterns of `[listes] name` in _commun.toml (written
    once for every fact that needs them: « renoncer à sa demande » cancels a revoke wherever it is read)."""
    named = common().get("listes", {})
    out: list[tuple[str, ...]] = []
    for item in items:
        if not item.startswith("@"):
            out.append(_pattern(item))
        elif item[1:] in named:
            out.extend(_pattern(p) for p in named[item[1:]])
        else:
            raise ValueError(f"vocabulaire : la liste « {item} » n'est pas dans [listes] de _commun.toml")
    return tuple(out)


@cache
def vocabularies() -> dict[str, Vocabulary]:
    """Every topic's vocabulary, by topic id (files named after the topic)."""
    folder = DATA / "vocabulary"
    found: dict[str, Vocabulary] = {}
    # A fact of a question two topics share (one Question object in rules/topics) is written once, in one
    # topic's file, with `aussi_dans` naming the others.
    shared: dict[str, list[Fact]] = {}
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(".toml") or path.name.startswith("_"):
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        topic = str(data.get("theme", path.name.removesuffix(".toml")))
        facts = []
        for item in data.get("fait", ()):
            fact = Fact(
                question=str(item["question"]),
                value=str(item["reponse"]),
                when=_patterns(item["si"]),
                unless=_patterns(item.get("sauf", ())),
                unless_stated=_patterns(item.get("sauf_affirme", ())),
                allegation=bool(item.get("allegation", False)),
                also=_patterns(item.get("aussi", ())),
            )
            facts.append(fact)
            for other in item.get("aussi_dans", ()):
                shared.setdefault(str(other), []).append(fact)
        found[topic] = Vocabulary(
            topic,
            tuple(data.get("code", ())),
            tuple(data.get("table", ())),
            tuple(facts),
            tuple(data.get("expressions", ())),
        )
    for topic, facts in shared.items():
        if topic not in found:
            raise ValueError(f"vocabulaire : « aussi_dans » nomme « {topic} », qui n'a pas de fichier")
        found[topic] = replace(found[topic], facts=(*found[topic].facts, *facts))
    for fact in (fact for vocabulary in found.values() for fact in vocabulary.facts):  # the index build loads
        for pattern in (
            *fact.when,
            *fact.unless,
            *fact.unless_stated,
            *fact.also,
        ):  # this: a first search no longer pays for it
            needed(pattern)
    counts = Counter(
        word
        for vocabulary in found.values()
        for fact in vocabulary.facts
        for pattern in fact.when
        for word in needed(pattern)
    )
    return {
        topic: replace(vocabulary, index=_FactIndex.of(vocabulary.facts, counts))
        for topic, vocabulary in found.items()
    }


@dataclass(frozen=True)
class Stated:
    """A fact the words state: the answer, and the words it was read from (shown to the director)."""

    value: str
    words: str


def evidence(topic: str, description: str) -> dict[str, Stated]:
    """`_evidence`, as a dict of its own (the caller may take facts out of it)."""
    return dict(_evidence(topic, description))


def _evidence(topic: str, description: str) -> tuple[tuple[str, Stated], ...]:
    """The answers this description states for the topic's questions, each with its words.

    A fact is taken only when the words state it without doubt: seats are roles only once the final
    contract's declarer is named (`with_roles`); a denied fact (« pas », « jamais »… just before its
    words, `NEGATIONS`) is not stated; a pattern of `sauf` cancels it; a question stated two
    contradictory ways gets no answer (the director is asked)."""
    return _read_facts(topic, description)[0]


@lru_cache(maxsize=1024)
def _read_facts(
    topic: str, description: str
) -> tuple[tuple[tuple[str, Stated], ...], frozenset[tuple[str, str]]]:
    """`_evidence`, and the answers whose words the description has but a `sauf` of theirs cancels (read in the
    same pass: `cancelled_by_the_whole`)."""
    vocabulary = vocabularies().get(topic)
    # `typed`: what `related` read, for the quotes (`in_typed_words`)
    description, typed = _as_said(description)
    if vocabulary is not None and _polled(topic):
        description = without_polled_doubt(description)  # the doubt his poll answers (16B1b)
    if vocabulary is None or (description := _unhedged(description)) is None:
        return (), frozenset()
    roles_text, typed_as = roles(description)
    found: dict[str, dict[str, str]] = {}
    cancelled: set[tuple[str, str]] = set()
    read_as: dict[bool, tuple[Text, Mapping[str, tuple[int, ...]]]] = {}  # once per text, not per pattern
    whole = doubts(roles_text)
    every = positions(whole)
    live: dict[bool, dict[int, list[tuple[str, ...]]]] = {}
    for allegation in vocabulary.allegations:
        text = read(roles_text, stated_only=True, allegations=allegation)
        read_as[allegation] = text, positions(text)
        live[allegation] = vocabulary.live(read_as[allegation][1].keys())
    # Only the facts a pattern of which has every plain word in the text (the others cannot be stated), in
    # their order: the first words found for an answer are the ones quoted.
    for number in sorted(
        n for allegation, facts in live.items() for n in facts if vocabulary.facts[n].allegation == allegation
    ):
        fact = vocabulary.facts[number]
        text, at = read_as[fact.allegation]
        span = next(
            (s for s in (found_at(p, text, at) for p in live[fact.allegation][number]) if s is not None),
            None,
        )
        if span is None:
            continue
        if _cancelled(fact, whole, every):
            cancelled.add((fact.question, fact.value))
            continue  # a cancelling word counts even in a claim (« son partenaire dit que c'est un relais »)
        if fact.also and not any(
            find(p, text, cleft=False) for p in fact.also
        ):  # « c'est pas X qui … »: done
            continue  # « avant l'entame, Nord a fait tomber sa dame »: the moment in another clause
        values = found.setdefault(fact.question, {})
        if fact.value not in values:
            values[fact.value] = quoted(roles_text, span, typed_as)
    if topic in readings.BY_SHAPE:
        _by_shape(topic, description, roles_text, typed_as, found)
    by_topic(topic, description, roles_text, typed_as, found)
    # reviewer28 R-9: a choice taken back as not made yet, also what the topic's own readings took after its doubts
    if choice_withdrawn(description):
        for question, value in WITHDRAWN_CHOICES:
            found.get(question, {}).pop(value, None)
    for question in _asked(description).intersection(found):
        if found[question].keys() != {"poll"}:  # the director's « je vais sonder » stays his
            del found[question]
    if denied := _denied(description):  # auditor31 (s27): « remplacée par contre... non pas contre, par 3♣ »
        for question, values in list(found.items()):
            for value in [v for v, said in values.items() if denied.intersection(stems(said))]:
                del values[value]
            if not values:
                del found[question]
    # reviewer30 T-21: « personne n'a joué …, sauf X »; reviewer31 V-34: « Le déclarant a vu Ouest renoncer »; V-58, V-30,
    # V-50, V-27, V-29: « acceptera », « refuse de choisir », « a renoncé à exiger », « exige » with no suit
    # V-38, V-43: « Nord a fait 10 levées à l'autre table »
    for question, values in list(found.items()):
        for value in [
            v
            for v, said in values.items()
            if excepted(description, said)
            or seen_acting(v, said)
            or not_chosen(question, v, said, description)
            or at_another_table(question, said, description)
            or of_another_irregularity(topic, question, v, said, description)
            or in_another_irregularitys_sentence(topic, said, description)
        ]:
            del values[value]
        if not values:
            del found[question]
    relations = bool(rewritten_words(typed))  # reviewer25: quotes in the director's own words
    stated = tuple(
        (question, Stated(value, in_typed_words(typed, words) if relations else words))
        for question, values in found.items()
        if len(values) == 1
        for value, words in values.items()
    )
    return stated, frozenset(cancelled)


def _cancelled(fact: Fact, whole: Text, every: Mapping[str, tuple[int, ...]]) -> bool:
    """A pattern of the fact's `sauf` in the description (even denied or alleged), or of its `sauf_affirme` stated."""
    return any(found_at(p, whole, every, False) for p in fact.unless if needed(p) <= every.keys()) or any(
        found_at(p, whole, every) for p in fact.unless_stated if needed(p) <= every.keys()
    )


def cancelled_by_the_whole(topic: str, description: str) -> frozenset[tuple[str, str]]:
    """The answers whose words the description has but a `sauf` of theirs cancels (s37 L187: « revendication
    acceptée par tout le monde, mais ensuite désaccord sur le total »): a part of the words cut at « mais »,
    « puis » never states them alone, the rest of the description having put them in doubt."""
    return _read_facts(topic, description)[1]


def _asked(said: str) -> frozenset[str]:
    """The questions the words leave to the director whatever they state: a value taken back, offered as another or
    said by a player (reviewer26 P-10, reviewer27 R-3, R-11: « 4♠ contré, enfin non », « à la 7e, ou à la 8e », « le
    roi, non, le 2 »), and his own findings when a player of the board writes (reviewer27 R-1: « j'ai mis 4♠ ; aucune
    alternative », 85A1)."""
    return taken_back(said) | (DIRECTORS_JUDGEMENT if player_writes(said) else frozenset())


# « non pas X » corrects what was said before: the fact read in words with X is no evidence (« remplacée par contre…
# non pas contre, par 3♣ »). The first word after the article or preposition is the one denied.
_NOT_BUT = re.compile(
    r"\bnon\s+pas\s+(?:(?:un|une|le|la|les|l['’]|de|du|d['’]|des|à|a|au|en|par)\s*)*([^\W\d_][\w-]*)",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _denied(said: str) -> frozenset[str]:
    """The stems of the words « non pas » denies (`_NOT_BUT`)."""
    return frozenset(stem(word) for match in _NOT_BUT.finditer(said) for word in words(match[1]))


def asked_by_the_whole(description: str) -> frozenset[str]:
    """`_asked` of the whole description: a part of it read alone (bot/finder/parts.py) never answers them."""
    return _asked(_as_said(description)[0])


@lru_cache(maxsize=256)
def _as_said(description: str) -> tuple[str, str]:
    """The description cased as the readers expect it (rules/cased_words.py), a speaker's words after a colon as
    if quoted (« en disant : … », tester14 W17), a player named through another as the one the relation fixes
    (« l'adversaire de gauche du mort »: a defender, finder48): once per description, not once per topic weighed
    (a search reads six topics' facts of one description, issue 37 §5)."""
    # and the cased words themselves, read by the quotes (reviewer25); abbreviations and dictated bids in full
    typed = as_typed_in_full(cased(without_denied_marks(description)))
    # W-2: « voulait refuser mais a finalement accepté » read as the final act alone
    # finder95: « Mme Durand (Ouest) », « mario (E) » read as the seat
    return spoken(related(_tricks_as_levees(seats_in_full(named_seats(without_changed_mind(typed)))))), typed


# reviewer28 R-11: « pli » (Belgium, Switzerland, many players) is « levée » — every reading of a trick's rank, of the next
# trick, of the tricks claimed is written with « levée »: the words read as if typed so, articles and agreements with them.
_PLI = (
    (re.compile(r"\b(?:[Aa]u|[Ss]ur\s+le)\s+pli\b"), "à la levée"),
    (re.compile(r"\b[Aa]u\s+(\S+)\s+pli\b"), r"à la \1 levée"),  # « au huitième pli », « au 10e pli »
    (re.compile(r"\b[Tt]ous\s+les\s+plis\b"), "toutes les levées"),
    (
        re.compile(r"\b(?:[Ll]e|[Uu]n|[Cc]e|[Dd]u)\s+pli\b"),
        lambda m: _FEMININE[m[0].split()[0].lower()] + " levée",
    ),
    (
        re.compile(r"\bpremiers?\s+plis?\b"),
        lambda m: "premières levées" if m[0].endswith("s") else "première levée",
    ),
    (
        re.compile(r"\bderniers?\s+plis?\b"),
        lambda m: "dernières levées" if m[0].endswith("s") else "dernière levée",
    ),
    (re.compile(r"\bplis\s+(restants|jou[ée]s|gagn[ée]s|perdus)\b"), r"levées \1"),
    (re.compile(r"\bplis\b"), "levées"),
    (re.compile(r"\bpli\b"), "levée"),
)
_FEMININE = {"le": "la", "un": "une", "ce": "cette", "du": "de la"}
_AGREED = re.compile(r"\blevée(s?)\s+(restant|jou[ée]|gagn[ée]|perdu|suivant|pr[ée]c[ée]dent)(s?)\b")


def _tricks_as_levees(typed: str) -> str:
    """`typed` with « pli », « plis » as « levée », « levées » (`_PLI`); unchanged without them (the cheap test first)."""
    if "pli" not in typed:
        return typed
    for pattern, replacement in _PLI:
        typed = pattern.sub(replacement, typed)
    return _AGREED.sub(lambda m: f"levée{m[1]} {m[2]}e{m[3]}", typed)


@cache
def _polled(topic: str) -> bool:
    """Does the topic ask what a poll answers (`logical_alternative`, 16B1b)?"""
    return "logical_alternative" in {fact.question for fact in vocabularies()[topic].facts}


@lru_cache(maxsize=256)
def _unhedged(description: str) -> str | None:
    """The words without the sentences they doubt (`without_hedged_sentences`); None when they tell a belief they then
    contradict (`MISTAKEN_BELIEF`) or a hedge may doubt every sentence. Once per description, not per topic."""
    if MISTAKEN_BELIEF.search(" ".join(description.split())) is not None:
        return None
    return without_hedged_sentences(description)


_FAR_AFTER = re.compile(r"(?:\s*\S+){5}")  # the words of a clause that still tell the contract: its next five
CONTEXT = readings.CONTEXT  # the deal's context, not the incident: the search does not rank by it


def _by_shape(
    topic: str,
    description: str,
    roles_text: str,
    typed_as: Mapping[int, str],
    found: dict[str, dict[str, str]],
) -> None:
    """Add to `found` what the general readings (rules/vocabulary_readings.py) take from the words."""

    def plain(said: str) -> bool:  # the clause that says the contract, its own words aside (« non contré »)
        if said not in description:
            return False
        told = description.replace(said, " contrat ", 1)
        start = told.index(" contrat ") + 9
        end = CLAUSE.search(told, start)  # read up to the contract's clause only
        # s45: words dictated with no punctuation are one clause; what comes far after the contract is another's
        # (« quatre cœurs contré joué par est le déclarant … avant que personne ne joue à la levée suivante »)
        far = _FAR_AFTER.match(told, start)
        told = told[: min(end.end() if end else len(told), far.end() if far else len(told))]
        return said_clauses(told)[-1] is not None

    text = read(roles_text, stated_only=True)
    for question, value, at in readings.by_shape(topic, description, text, read(roles_text), plain):
        said = at if isinstance(at, str) else quoted(roles_text, at, typed_as)
        found.setdefault(question, {}).setdefault(value, said)


def facts(topic: str, description: str) -> dict[str, str]:
    """The answers this description gives to the topic's questions: {question id: option value}
    (`evidence` without the words)."""
    return {question: stated.value for question, stated in evidence(topic, description).items()}


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
            # « "?" » has no word: a pattern without one would match every description.
            if not all((*fact.when, *fact.unless, *fact.unless_stated, *fact.also)):
                problems.append(f"vocabulaire « {topic} » : un motif sans mot pour « {fact.question} »")
    return problems
