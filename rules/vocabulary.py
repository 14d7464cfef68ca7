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
  number in that range (« 5e », « cinquième » and « 5 » are the same number). `sauf` lists the
  patterns that cancel the fact (« pas consommée » against « consommée »); `aussi` lists patterns one of
  which must be stated too, in any clause (a moment said apart from the act: « avant l'entame, … »).

The facts are answers like any other: the engine applies them as answers, shown to the director
(« Compris : … — r pour corriger »), so one key takes any of them back.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

from rules import vocabulary_readings as readings
from rules.asked_in_words import ALTERNATIVE, UNSURE, attribution, elsewhere, stated_part
from rules.bids_in_words import replacement
from rules.files import DATA
from rules.folding import SUIT_SYMBOLS as SUIT_SYMBOLS  # re-exported: French as typed lives there
from rules.folding import common as common
from rules.folding import fold as fold
from rules.folding import fold_accents as fold_accents
from rules.folding import stem as stem
from rules.folding import stems as stems
from rules.folding import words as words
from rules.penalty_in_words import penalty_situation
from rules.seats_in_words import SEATS as SEATS  # re-exported: the seats and roles live there
from rules.seats_in_words import (
    bid_in_rotation,
    call_out_of_turn,
    choice_not_by_lho,
    named_leader_not_rho,
    played_before_turn,
    rho_faced_lead,
    roles,
    turn_relation,
)
from rules.seats_in_words import declarer_seat as declarer_seat
from rules.seats_in_words import defender_seats as defender_seats
from rules.seats_in_words import with_roles as with_roles

GAP = 3  # words a `*` may stand for


# --- the data ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fact:
    """A fact a description states, as the answer it gives to one of the topic's questions."""

    question: str
    value: str
    when: tuple[tuple[str, ...], ...]  # stemmed patterns; any one states the fact
    unless: tuple[tuple[str, ...], ...] = ()
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
        elif token.endswith("*"):  # « penalis* »: every word it begins (a stem can be cut elsewhere)
            out.append("^" + fold(token[:-1]))
        else:
            out.extend(stem(w) for w in words(token))
    return tuple(out)


@cache
def vocabularies() -> dict[str, Vocabulary]:
    """Every topic's vocabulary, by topic id (files named after the topic)."""
    folder = DATA / "vocabulary"
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
                allegation=bool(item.get("allegation", False)),
                also=tuple(_pattern(p) for p in item.get("aussi", ())),
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
    if token.startswith("^"):
        return word[0].startswith(token[1:])
    return token == word[1]


Text = tuple[tuple[str, str], ...]  # (folded word, stem) for each word of a description
BREAK = ("|", "|")  # between two clauses (« , ; . : ! ? ( ) »): a `*` never skips it
# A fact whose words follow one of these (within NEGATION_REACH words, same clause), or whose `*`
# skipped one, is denied, not stated: « ce n'était pas un honneur », « elle n'a pas encore été
# avertie », « le défenseur n'a pas renoncé ». Words a pattern spells itself (« pas fourni ») are
# the fact.
NEGATIONS = frozenset(
    {"pas", "plus", "jamais", "ni", "sans", "non", "aucun", "aucune", "rien", "personne", "nullement"}
)
NEGATION_REACH = 3


def _spans(
    pattern: tuple[str, ...], text: Text, at: int, skipped: tuple[int, ...]
) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Each way the pattern matches from word `at`: (the word after it, the words a `*` skipped)."""
    if not pattern:
        yield at, skipped
        return
    head, rest = pattern[0], pattern[1:]
    if head == "*":
        for skip in range(GAP + 1):
            if at + skip > len(text) or (skip and text[at + skip - 1] == BREAK):
                return
            yield from _spans(rest, text, at + skip, skipped + tuple(range(at, at + skip)))
        return
    if at < len(text) and text[at] != BREAK and _token_matches(head, text[at]):
        yield from _spans(rest, text, at + 1, skipped)


# Between a negation and the words it denies, only these may stand (« pas encore été avertie », « pas
# un honneur »); a word with a meaning of its own ends the negation's reach (« n'a pas fourni à la 9e
# levée » denies « fourni », not the trick).
_LIGHT = frozenset(
    (
        "un une le la les l d de du des encore ete eu etre vraiment tout a en y ce c etait est ete fait du tout n ne "
        "son sa ses mon ma mes leur leurs dit faite faits faites"
    ).split()
)


_PRONOUNS = frozenset("la le les l lui leur y en me m te t se s".split())

# A negation governs a participle and its direct complement: « n'a pas entamé face cachée », « ne l'a
# pas posée face cachée » deny the face-down lead (not so a circumstance after a preposition: « n'a pas
# fourni à la 9e levée »). Folded participles end so (« entamé », « posée », « fourni », « vu »).
_PARTICIPLE = re.compile(r"\w{2,}(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues)")
# Between a negation and the moment it denies: « ce n'est pas après la fin du jeu ».
_MOMENT_LINKS = frozenset({"apres", "pendant", "durant", "lors"})
# « avant la fin du jeu » is the opposite of the moment it names.
_BEFORE = frozenset({"avant"})
_ARTICLES = frozenset("la le les l du de d".split())


def _governed(between: list[str], near: bool) -> bool:
    """Do the words between a negation and a match leave the match under it: light words only (within
    NEGATION_REACH), or a participle and its direct object just before it (« pas posé sa carte »)?"""
    content = [n for n, w in enumerate(between) if w not in _LIGHT and w not in _MOMENT_LINKS]
    if not content:
        return near
    verb = content[0]
    if not _PARTICIPLE.fullmatch(between[verb]) or content[-1] != len(between) - 1 or len(content) > 2:
        return False
    if len(content) == 1:
        return True  # « pas entamé face cachée »
    linking = between[verb + 1 : -1]  # « pas posé sa carte face cachée »: an article or a possessive
    return bool(linking) and all(w in _DETERMINERS for w in linking)


_DETERMINERS = frozenset("la le les l un une son sa ses mon ma mes leur leurs ce cette".split())


def _denied(text: Text, start: int, skipped: tuple[int, ...], end: int) -> bool:
    """Is the match from `start` to `end` (with these words skipped by `*`) under a negation? Also
    « ne VERBE pas »: « ils ne contestent pas », « le mort ne renonce pas »."""
    inside = [text[index][0] for index in range(start, end)]
    before = start - 1
    while before >= 0 and text[before][0] in _PRONOUNS:  # « ils ne la contestent pas »
        before -= 1
    if (
        end < len(text)
        and text[end][0] in NEGATIONS
        and ("ne" in inside or "n" in inside or (before >= 0 and text[before][0] in ("ne", "n")))
        and not NEGATIONS & set(inside)
    ):
        return True
    for index in range(start - 1, max(start - NEGATION_REACH - 4, 0) - 1, -1):
        if text[index] == BREAK:
            break
        between = [text[j][0] for j in range(index + 1, start)]
        if between[:2] == ["d", "autre"]:  # « personne d'autre n'en a 14 », « rien d'autre »
            between = between[2:]
        near = len(between) < NEGATION_REACH
        if text[index][0] in NEGATIONS and _governed(between, near=near):
            return True
        if text[index][0] in _BEFORE and all(w in _ARTICLES for w in between):
            return True
    for index in skipped:
        if text[index][0] in NEGATIONS:
            return True  # « Ouest n'a pas attaqué alors que… »: a `*` never skips a denial
    return False


@lru_cache(maxsize=64)
def _positions(text: Text) -> dict[str, tuple[int, ...]]:
    """Where each stem stands in the text, in order, and each word as a pattern's `=word`."""
    found: dict[str, list[int]] = {}
    for at, (word, stemmed) in enumerate(text):
        found.setdefault(stemmed, []).append(at)
        found.setdefault(f"={word}", []).append(at)
    return {key: tuple(at) for key, at in found.items()}


@lru_cache(maxsize=4096)
def _needed(pattern: tuple[str, ...]) -> frozenset[str]:
    """The pattern's plain stems and `=words`: a text without one of them cannot state it."""
    return frozenset(t for t in pattern if t != "*" and not t.startswith(("[", "{", "^")))


def find(pattern: tuple[str, ...], text: Text, negation: bool = True) -> tuple[int, int] | None:
    """Where the stemmed text states the pattern (its first and past-last word), or None; with
    `negation`, a denied match does not count."""
    at = _positions(text)
    if not _needed(pattern) <= at.keys():
        return None  # a word of the pattern is missing: no need to try every start
    return _found(pattern, text, at, negation)


def _found(
    pattern: tuple[str, ...], text: Text, at: Mapping[str, tuple[int, ...]], negation: bool = True
) -> tuple[int, int] | None:
    """`find`, once the text is known to hold every plain word of the pattern (`at`: `_positions`)."""
    head = pattern[0] if pattern else "*"
    # A plain first word (or `=word`): only where it stands can the pattern start (as `_spans` would find).
    starts = at[head] if head in _needed(pattern) else range(len(text))
    for start in starts:
        for end, skipped in _spans(pattern, text, start, ()):
            if not negation or not _denied(text, start, skipped, end):
                return start, end
    return None


def says(pattern: tuple[str, ...], text: Text) -> bool:
    """Does the stemmed text state the pattern (not denied)?"""
    return find(pattern, text) is not None


_CLAUSE = re.compile(r"[,;.!?:()\n]+")


def clauses(description: str) -> list[str]:
    return [part for part in _CLAUSE.split(description) if part.strip()]


def _ends(description: str) -> list[str]:
    """Each clause's closing punctuation (« ? » makes it a question), in the order of `clauses`."""
    out: list[str] = []
    at = 0
    for match in _CLAUSE.finditer(description):
        if description[at : match.start()].strip():
            out.append(match[0])
        at = match.end()
    if description[at:].strip():
        out.append("")
    return out


NOTHING = ("", "")  # a word kept in place (the spans still map to the typed words) that states nothing


@lru_cache(maxsize=256)
def read(description: str, stated_only: bool = False, allegations: bool = False) -> Text:
    """The description as (folded word, stem), clause breaks marked. With `stated_only`, the words of a
    question (« la renonce est-elle consommée ? ») or a supposition (« s'il avait fourni », « Est
    prétend que… ») are kept as NOTHING: a fact is never read from them. A clause that only introduces
    a claim (« selon Est, ») doubts the next one too. With `allegations` too, only questions and « if »
    are left out: what a player claims or denies is kept (the facts of a disputed revoke)."""
    out: list[tuple[str, str]] = []
    doubt_next = False
    for part, end in zip(clauses(description), _ends(description), strict=True):
        if out:
            out.append(BREAK)
        folded = words(part)
        keep = len(folded) if not stated_only else _stated(part, folded, "?" in end, allegations)
        if stated_only and doubt_next:
            keep = 0
        if stated_only and (alternative := _alternative(part)) is not None:
            keep = 0  # « il a entamé ou il a seulement montré la carte »: neither is stated
            if not part[:alternative].strip() and out:
                _doubt_last_clause(out)  # « il a entamé, ou il a seulement montré la carte »
        # « selon Est, … », « d'après le mort, … », « à la donne précédente, … »: a short clause that only
        # frames the next one (an article does not count: the roles make « Nord » « le mort »)
        claimed = [w for w in folded[keep:] if w not in _ARTICLES]
        doubt_next = (
            stated_only
            and not allegations
            and keep < len(folded)
            and (len(claimed) <= 3 or (keep == 0 and len(folded) <= 6 and elsewhere(folded)))
            and "?" not in end
        )
        if stated_only and not allegations and out and attribution(folded):
            _doubt_last_clause(out)  # « …, enfin c'est ce que dit Est »
        out.extend(_stemmed(folded)[:keep])
        out.extend([NOTHING] * (len(folded) - keep))
    return tuple(out)


@lru_cache(maxsize=256)
def _doubts(description: str) -> Text:
    """Every word but another deal's: what cancels a fact counts even asked or claimed (« est-il artificiel ? »)."""
    out: list[tuple[str, str]] = []
    for part in clauses(description):
        folded = words(part)
        out.extend(
            [
                *([BREAK] if out else []),
                *(_stemmed(folded) if not elsewhere(folded) else [NOTHING] * len(folded)),
            ]
        )
    return tuple(out)


# A question quoted at the end of a clause (« Est lui demande "plus de trèfle ?" »): only the quoted
# words ask; what the clause tells before the quote is stated.
_QUOTE = re.compile(r"[«\"“]")


def _stated(part: str, folded: tuple[str, ...], question: bool, allegations: bool) -> int:
    """`stated_part`, the words before a quoted question read as a statement."""
    quote = None if not question else next((m for m in reversed(list(_QUOTE.finditer(part)))), None)
    if quote is None:
        return stated_part(folded, question, allegations)
    before = len(words(part[: quote.start()]))
    return stated_part(folded[:before], False, allegations) if before else 0


@lru_cache(maxsize=1024)
def _stemmed(folded: tuple[str, ...]) -> Text:
    """A clause's words with their stems (once per clause, whichever way it is read)."""
    return tuple((w, stem(w)) for w in folded)


@lru_cache(maxsize=1024)
def _alternative(part: str) -> int | None:
    """Where « X ou Y » begins in the clause (`ALTERNATIVE`), once per clause."""
    found = ALTERNATIVE.search(part)
    return None if found is None else found.start()


def _doubt_last_clause(out: list[tuple[str, str]]) -> None:
    """Blank the words of the clause before the break `out` ends with."""
    at = len(out) - 2
    while at >= 0 and out[at] != BREAK:
        out[at] = NOTHING
        at -= 1


_AUXILIARIES = frozenset({"n", "a", "est", "etait", "avait", "ai", "as", "ont", "sont", "ne"})
_PIECE = re.compile(r"[,;.!?:()\n]+|[^\s,;.!?:()\n]+")


@lru_cache(maxsize=256)
def _typed(text: str) -> tuple[tuple[tuple[int, str], ...], frozenset[int]]:
    """The typed tokens of `text` aligned on the words of `read(text)`: (position in `text`, token) per
    word (« » for the later words of one token, « | » between clauses), and the indexes of those later
    words (« l'accepte » → l, accepte)."""
    typed: list[tuple[int, str]] = []
    inner: set[int] = set()
    for piece in _PIECE.finditer(text):
        token = piece[0]
        if _CLAUSE.fullmatch(token):
            if typed and typed[-1][1] != "|":
                typed.append((piece.start(), "|"))
            continue
        count = len(words(token))
        if count:
            inner.update(range(len(typed) + 1, len(typed) + count))
            typed.extend([(piece.start(), token)] + [(piece.start(), "")] * (count - 1))
    while typed and typed[-1][1] == "|":
        typed.pop()
    return tuple(typed), frozenset(inner)


def quoted(text: str, span: tuple[int, int], typed_as: Mapping[int, str] | None = None) -> str:
    """The director's own words for the span of `read(text)`: the typed tokens when they map one to
    one (`typed_as`: a seat the roles replaced, by its position in `text`), the folded words otherwise."""
    pieces, inner = _typed(text)
    typed = [(typed_as or {}).get(at, token) if token not in ("", "|") else token for at, token in pieces]
    folded = read(text)
    start = span[0]
    while (
        start
        and start > span[0] - 3
        and folded[start - 1][0] in _AUXILIARIES
        and folded[span[0]][0] in NEGATIONS
    ):
        start -= 1  # « n'a pas fourni », not « pas fourni »
    span = (start, span[1])
    if len(typed) != len(folded):
        return " ".join(w for w, _ in folded[span[0] : span[1]])
    while span[0] in inner:  # « pas » read in « ne l'accepte pas »: show the whole token
        span = (span[0] - 1, span[1])
    return " ".join(t for t in typed[span[0] : span[1]] if t).strip(" «»\"'")


@dataclass(frozen=True)
class Stated:
    """A fact the words state: the answer, and the words it was read from (shown to the director)."""

    value: str
    words: str


def evidence(topic: str, description: str) -> dict[str, Stated]:
    """`_evidence`, as a dict of its own (the caller may take facts out of it)."""
    return dict(_evidence(topic, description))


@lru_cache(maxsize=1024)
def _evidence(topic: str, description: str) -> tuple[tuple[str, Stated], ...]:
    """The answers this description states for the topic's questions, each with its words.

    A fact is taken only when the words state it without doubt: seats are roles only once the final
    contract's declarer is named (`with_roles`); a denied fact (« pas », « jamais »… just before its
    words, `NEGATIONS`) is not stated; a pattern of `sauf` cancels it; a question stated two
    contradictory ways gets no answer (the director is asked)."""
    vocabulary = vocabularies().get(topic)
    if vocabulary is None or UNSURE.search(" ".join(description.split())):
        return ()
    roles_text, typed_as = roles(description)
    found: dict[str, dict[str, str]] = {}
    read_as: dict[bool, tuple[Text, Mapping[str, tuple[int, ...]]]] = {}  # once per text, not per pattern
    whole = _doubts(roles_text)
    every = _positions(whole)
    for fact in vocabulary.facts:
        if fact.allegation not in read_as:
            text = read(roles_text, stated_only=True, allegations=fact.allegation)
            read_as[fact.allegation] = text, _positions(text)
        text, at = read_as[fact.allegation]
        span = next(
            (s for s in (_found(p, text, at) for p in fact.when if _needed(p) <= at.keys()) if s is not None),
            None,
        )
        if span is None or any(
            _found(p, whole, every, False) for p in fact.unless if _needed(p) <= every.keys()
        ):
            continue  # a cancelling word counts even in a claim (« son partenaire dit que c'est un relais »)
        if fact.also and not any(find(p, text) for p in fact.also):
            continue  # « avant l'entame, Nord a fait tomber sa dame »: the moment in another clause
        values = found.setdefault(fact.question, {})
        if fact.value not in values:
            values[fact.value] = quoted(roles_text, span, typed_as)
    if topic in readings.BY_SHAPE:
        _by_shape(topic, description, roles_text, typed_as, found)
    if topic == "renonce" and (won := _revoke_trick(roles_text, found.get("offender", {}))) is not None:
        found.setdefault("revoke_trick", {}).setdefault(won[0], quoted(roles_text, won[1], typed_as))
        if won[0] == "partner":  # at the end of the play, the same answer (64A2: the partner's trick)
            found.setdefault("transfer_tricks", {}).setdefault("partner", found["revoke_trick"]["partner"])
    if topic == "renonce" and found.get("trick_twelve", {}).keys() == {"twelfth"}:
        for question in ("revoke_trick", "transfer_tricks"):  # their « à la 12e levée » case (64B2)
            found.setdefault(question, {}).setdefault("twelfth", found["trick_twelve"]["twelfth"])
    if topic == "renonce" and _claimed(roles_text):
        # « Ouest n'a pas fourni à cœur, Nord pense qu'il avait du cœur »: that he had the suit is only
        # alleged; the revoke is the director's call (or « disputed » when the words say so).
        found.get("situation", {}).pop("not_followed", None)
    if topic == "enchere_insuffisante" and choice_not_by_lho(description):
        found.pop("lho_accepts", None)  # « Est dit 1♠, Ouest a déjà dit 2♠ par-dessus »: his partner (27A1)
    if topic == "entame" and _plain(description) and (faced := rho_faced_lead(description)) is not None:
        found.setdefault("situation", {}).setdefault(
            "wrong_defender_faced", faced
        )  # « Sud joue 4♠, Est entame »
    if topic == "entame" and named_leader_not_rho(description):
        for value in ("wrong_defender_faced", "wrong_defender_face_down"):  # « Sud joue 4♠, Ouest a entamé »
            found.get("situation", {}).pop(value, None)
    if topic == "cartes_penalisees" and (case := penalty_situation(description)) is not None:
        found.setdefault("situation", {}).setdefault(*case)
    if topic == "declaration_hors_tour" and (turn := _turn(description)) is not None:
        found.setdefault("turn", {}).setdefault(*turn)
    if topic == "enchere_insuffisante" and (rotation := bid_in_rotation(description)):
        found.setdefault("in_rotation", {}).setdefault(*rotation)
    if topic == "jeu_premature" and _plain(description) and (early := played_before_turn(description)):
        found.setdefault("situation", {}).setdefault(*early)
    if topic == "declaration_hors_tour" and _plain(description) and (call := call_out_of_turn(description)):
        found.setdefault("call", {}).setdefault(*call)
    if topic == "enchere_insuffisante":
        plain = " | ".join(
            " ".join(word for word, _ in said) for said in _said_clauses(description) if said is not None
        )
        if (replaced := replacement(" ".join(words(description)), plain)) is not None:
            found.setdefault("replacement", {}).setdefault(*replaced)
    return tuple(
        (question, Stated(*next(iter(values.items()))))
        for question, values in found.items()
        if len(values) == 1
    )


def _revoke_trick(roles_text: str, offenders: Mapping[str, str]) -> tuple[str, tuple[int, int]] | None:
    """Who won the revoke's trick (`readings.revoke_trick`), the revoker's role known when one only is read."""
    offender = next(iter(offenders)) if len(offenders) == 1 else None
    return readings.revoke_trick(read(roles_text, stated_only=True), offender)


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
        end = _CLAUSE.search(told, told.index(" contrat ") + 9)  # read up to the contract's clause only
        told = told[: end.end() if end else len(told)]
        return _said_clauses(told)[-1] is not None

    text = read(roles_text, stated_only=True)
    for question, value, at in readings.by_shape(topic, description, text, read(roles_text), plain):
        said = at if isinstance(at, str) else quoted(roles_text, at, typed_as)
        found.setdefault(question, {}).setdefault(value, said)


def _claimed(description: str) -> bool:
    """Do the words report someone's claim (« Nord pense que… », « selon Est »), beyond a question or
    an « if »?"""
    return read(description, stated_only=True) != read(description, stated_only=True, allegations=True)


def _said_clauses(description: str) -> list[Text | None]:
    """Each clause as read, or None when it is not plainly stated (a question, a supposition, a claim,
    a framing clause before it, a denial)."""
    out: list[Text | None] = []
    current: list[tuple[str, str]] = []
    for word in (*read(description, stated_only=True), BREAK):
        if word != BREAK:
            current.append(word)
            continue
        plain = all(w != NOTHING and w[0] not in NEGATIONS for w in current)
        out.append(tuple(current) if plain else None)
        current = []
    return out


def _plain(description: str) -> bool:
    """Words that state everything they say: no question, no supposition, no denial (for the facts
    computed from the whole description: whose turn, the replacement of an insufficient bid)."""
    return "?" not in description and not any(
        word == NOTHING or word[0] in NEGATIONS for word in read(description, stated_only=True)
    )


def _turn(description: str) -> tuple[str, str] | None:
    """Whose turn it was (`turn_relation`), only from words that state it plainly."""
    return turn_relation(description) if _plain(description) else None


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
    return problems
