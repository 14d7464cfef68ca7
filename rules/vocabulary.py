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
  which must be stated too, in any clause (a moment said apart from the act: « avant l'entame, … »);
  `aussi_dans` lists the other topics that ask the same question (the fact is written once).

How a pattern is found in the words (clauses, negations, questions, allegations, the director's own
words) is `rules/words_matching.py`; the readings by the sentence's shape, `rules/vocabulary_readings.py`;
the revoke's facts read from the whole description, `rules/revoke_in_words.py`.

The facts are answers like any other: the engine applies them as answers, shown to the director
(« Compris : … — r pour corriger »), so one key takes any of them back.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

from rules import vocabulary_readings as readings
from rules.asked_in_words import UNKNOWN_TURN, UNSURE
from rules.bids_in_words import replaced_before_refusal, replacement
from rules.choices_in_words import claim_contested, lho_choice
from rules.files import DATA
from rules.folding import SUIT_SYMBOLS as SUIT_SYMBOLS  # re-exported: French as typed lives there
from rules.folding import common as common
from rules.folding import fold as fold
from rules.folding import fold_accents as fold_accents
from rules.folding import stem as stem
from rules.folding import stems as stems
from rules.folding import words as words
from rules.hands_in_words import wrong_hands
from rules.leads_in_words import defender_led_out_of_turn, lead_turn, opening_lead_turn
from rules.penalty_in_words import defender_owner, penalty_situation, sheet_card_honour
from rules.players_in_words import (
    disconnected_seats,
    next_not_played,
    simultaneous_turn,
    two_leaders,
)
from rules.revoke_in_words import revoke_facts
from rules.seats_in_words import (
    SEAT_PATTERN,
    bid_in_rotation,
    choice_not_by_lho,
    insufficient_bidder,
    named_leader_not_rho,
    played_before_turn,
    rho_faced_lead,
    roles,
    seat_name,
)
from rules.seats_in_words import SEATS as SEATS  # re-exported: the seats and roles live there
from rules.seats_in_words import declarer_seat as declarer_seat
from rules.seats_in_words import defender_seats as defender_seats
from rules.seats_in_words import with_roles as with_roles
from rules.turns_in_words import call_out_of_turn, dealers_partner_called, turn_relation
from rules.words_matching import BREAK as BREAK  # re-exported: the reading of the words lives there
from rules.words_matching import (
    CLAUSE,
    Text,
    claimed,
    doubts,
    found_at,
    needed,
    plain_sentence,
    positions,
    said_clauses,
    spoken,
    stated_clauses,
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
                when=tuple(_pattern(p) for p in item["si"]),
                unless=tuple(_pattern(p) for p in item.get("sauf", ())),
                allegation=bool(item.get("allegation", False)),
                also=tuple(_pattern(p) for p in item.get("aussi", ())),
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
        for pattern in (*fact.when, *fact.unless, *fact.also):  # this: a first search no longer pays for it
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


# The answers that say one defender led: never when the words put two leaders' cards down.
ONE_LEADER = ("wrong_defender_faced", "wrong_defender_face_down")


def doubted_by_the_whole(topic: str, description: str) -> frozenset[tuple[str, str]]:
    """The answers a part of the words may state but the whole description puts in doubt (auditor17, s15: « Nord
    entame alors que c'était à Sud, puis Sud pose aussi sa carte »: the first part tells one leader, the whole
    two): a part read alone never answers them."""
    if topic == "entame" and two_leaders(description):
        return frozenset(("situation", value) for value in ONE_LEADER)
    return frozenset()


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
    description = spoken(description)  # « en disant : … »: his words, as if quoted (tester14 W17)
    if vocabulary is None or UNSURE.search(" ".join(description.split())):
        return ()
    roles_text, typed_as = roles(description)
    found: dict[str, dict[str, str]] = {}
    read_as: dict[bool, tuple[Text, Mapping[str, tuple[int, ...]]]] = {}  # once per text, not per pattern
    whole = doubts(roles_text)
    every = positions(whole)
    live: dict[bool, dict[int, list[tuple[str, ...]]]] = {}
    for number, fact in enumerate(vocabulary.facts):
        if fact.allegation not in read_as:
            text = read(roles_text, stated_only=True, allegations=fact.allegation)
            read_as[fact.allegation] = text, positions(text)
            live[fact.allegation] = vocabulary.live(read_as[fact.allegation][1].keys())
        if number not in live[fact.allegation]:
            continue  # a word of each of its patterns is missing from the text
        text, at = read_as[fact.allegation]
        span = next(
            (s for s in (found_at(p, text, at) for p in live[fact.allegation][number]) if s is not None),
            None,
        )
        if span is None or any(
            found_at(p, whole, every, False) for p in fact.unless if needed(p) <= every.keys()
        ):
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
    if topic == "renonce":
        revoke_facts(description, roles_text, typed_as, found)
    if topic == "en_ligne_deconnexion" and "?" not in description and "se sont" not in description:
        # The seat, never « s'est » read as Est (tester7 T19's reading): from the seats typed.
        seats = disconnected_seats(stated_clauses(description))
        if len({_SIDES[seat] for seat in seats}) == 1:
            seat, said = next(iter(seats.items()))
            found["disconnected_side"] = {_SIDES[seat]: said}
    if (
        topic == "en_ligne_clic"
        and "?" not in description
        and not claimed(description)  # « n'a pas encore joué » is the fact itself: no clause emptied here
        and (waiting := next_not_played(description)) is not None
    ):
        # « Sud a cliqué le ♠2 au lieu du ♠A, Ouest n'a pas encore joué » (tester7 T26): said of the next seat.
        found.setdefault("card_timing", {}).setdefault("next_not_played", waiting)
    if topic == "enchere_insuffisante" and choice_not_by_lho(description):
        found.pop("lho_accepts", None)  # « Est dit 1♠, Ouest a déjà dit 2♠ par-dessus »: his partner (27A1)
    if (
        topic == "entame"
        and "?" not in description
        and (faced := rho_faced_lead(stated_clauses(description), description)) is not None
    ):
        found.setdefault("situation", {}).setdefault(
            "wrong_defender_faced", faced
        )  # « Sud joue 4♠, Est entame »
    if topic == "entame" and (
        opening := opening_lead_turn(description) or defender_led_out_of_turn(description)
    ):
        found.setdefault("situation", {}).setdefault(*opening)  # « Est a entamé alors que c'était à Ouest »
    for question, value in doubted_by_the_whole(topic, description):  # « Ouest a entamé, puis Est a posé… »
        found.get(question, {}).pop(value, None)
    if topic == "entame" and named_leader_not_rho(description):
        for value in ("wrong_defender_faced", "wrong_defender_face_down"):  # « Sud joue 4♠, Ouest a entamé »
            found.get("situation", {}).pop(value, None)
    if topic == "attaque" and (turn := lead_turn(description)) is not None:
        found.setdefault("who_led", {}).setdefault(
            *turn
        )  # « Est (défense) a attaqué alors que c'était à Ouest »
        found.setdefault("situation", {}).setdefault("lead_out_of_turn", turn[1])
    if topic == "attaque" and UNKNOWN_TURN.search(description):
        # « Est a attaqué hors tour, personne ne sait qui avait fait la levée » (auditor7): out of turn is
        # what the director must establish first.
        found.get("situation", {}).pop("lead_out_of_turn", None)
        found.pop("who_led", None)
    if topic == "entame" and (_LATER_TRICK.search(description) or _ORIENTED.search(description)):
        # « à la 6e levée », « retournée dans le mauvais sens », « côté gagné » (tester8 T13): not the opening
        # lead (41: the first trick's card), whatever the card's face; a card of a trick turned the wrong way
        # is 65B3's. The topic's own question is asked, or another topic chosen.
        found.pop("situation", None)
    if topic == "nombre_de_cartes" and (hands := wrong_hands(description)) is not None:
        found.setdefault("wrong_hands", {}).setdefault(*hands)  # « Nord a 14 cartes et Sud 12 » (13)
    if topic == "revendication" and (contested := claim_contested(description)) is not None:
        found.setdefault("situation", {}).setdefault("contested", contested)  # « la défense refuse » (68B)
    if topic == "cartes_penalisees" and (case := penalty_situation(description)) is not None:
        found.setdefault("situation", {}).setdefault(*case)
    if topic == "cartes_penalisees" and (owner := defender_owner(description)):
        found.setdefault("owner", {}).setdefault("defender", owner)  # « Nord (défense) a dit "j'ai l'as" »
    if topic == "cartes_penalisees" and "honour" not in found and (card := sheet_card_honour(description)):
        found["honour"] = {card[0]: card[1]}  # « le ♥3 », « le R♠ » (tester9 T10)
    if topic == "declaration_hors_tour" and (
        turn := _turn(description) or dealers_partner_called(description) or simultaneous_turn(description)
    ):
        found.setdefault("turn", {}).setdefault(*turn)
    if (
        topic == "enchere_insuffisante"
        and "no" in found.get("in_rotation", {})
        and _said_of_another(description)
    ):
        found.pop(
            "in_rotation"
        )  # « Nord fait une enchère insuffisante, Est parle avant son tour »: Est's turn
    if topic == "enchere_insuffisante" and (rotation := bid_in_rotation(description)):
        found.setdefault("in_rotation", {}).setdefault(*rotation)
    if (
        topic == "jeu_premature"
        and "?" not in description
        and (early := played_before_turn(stated_clauses(description)))
    ):
        found.setdefault("situation", {}).setdefault(*early)
    if (
        topic == "declaration_hors_tour"
        and "?" not in description
        and (call := call_out_of_turn(stated_clauses(description)))
    ):
        found.setdefault("call", {}).setdefault(*call)
    if topic == "declaration_hors_tour":
        for question, (value, said) in lho_choice(description).items():
            found.setdefault(question, {}).setdefault(
                value, said
            )  # « Nord refuse le contre » (29A, tester8 T6)
    if topic == "declaration_hors_tour" and _PASSED_OUT.search(" ".join(words(description))):
        # « S passe alors que c'était à E, puis O et N passent, E n'a jamais parlé » (tester8 T24): the
        # auction may have ended on three passes with one out of turn (34, 17D3), another answer: asked.
        found.get("call", {}).pop("pass", None)
        said = " ".join(words(stated_clauses(description)))
        if "?" not in description and all(pattern.search(said) for pattern in _CLOSED_BY_PASSES):
            found["call"] = {"three_passes": _PASSED_OUT.search(" ".join(words(description)))[0]}
    if topic == "renonce" and _revoked_in_relative(description):
        found.pop("offender", None)  # « Ouest a coupé la levée du mort, qui avait renoncé » (tester13 Z15)
    if topic == "declaration_inadmissible" and _OBLIGED_IN_RELATIVE.search(description):
        found.get("kind", {}).pop("must_pass", None)  # « au tour de Sud, qui devait passer » (Z14, 28A)
    if topic == "enchere_insuffisante":
        plain = " | ".join(
            " ".join(word for word, _ in said) for said in said_clauses(description) if said is not None
        )
        if (
            replaced := replacement(" ".join(words(description)), plain, insufficient_bidder(description))
        ) is not None:
            found.setdefault("replacement", {}).setdefault(replaced[0], as_typed(description, replaced[1]))
        first = replaced_before_refusal(" ".join(words(description)))
        if first and plain_sentence(description) and not choice_not_by_lho(description):
            found["lho_accepts"] = {"refuses_already_replaced": as_typed(description, first)}  # 27A
    return tuple(
        (question, Stated(*next(iter(values.items()))))
        for question, values in found.items()
        if len(values) == 1
    )


# The others passed after a pass out of turn, or the skipped player never spoke (tester8 T24): perhaps three
# passes with one out of turn (34, 17D3), read on the folded words.
_PASSED_OUT = re.compile(
    r"\bpuis\b(?:\s\S+){0,4}\s(?:passent|passe aussi|passent aussi)\b|\b(?:trois|3) passes\b|\bjamais parle"
)
# « trois passes et les enchères sont finies, mais un des passes était hors tour » (34): the auction closed.
_CLOSED_BY_PASSES = (
    re.compile(r"\b(?:trois|3) passes\b"),
    re.compile(r"\b(?:fini\w*|termin\w*|clos\w*)\b"),
    re.compile(r"\bhors tour\b"),
)
# A trick after the first one named (« à la 6e levée », « levée 4 », « au 3e pli »), or a card of a trick turned
# the wrong way (« dans le mauvais sens », « du mauvais côté », « côté gagné », « l'avaient gagnée »).
_LATER_TRICK = re.compile(
    r"\b(?:(?:à|a|sur)\s+la\s+(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme|ieme)?(?![\w])|lev[ée]e\s+(?:[2-9]|1[0-3])\b|"
    r"(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme|ieme)\s+(?:lev[ée]e|pli|tour)|au\s+(?:[2-9]|1[0-3])\s*(?:e|è|ème|eme)?\s+pli)",
    re.IGNORECASE,
)
_ORIENTED = re.compile(
    r"\bmauvais\s+(?:sens|c[ôo]t[ée])|\bc[ôo]t[ée]\s+gagn|\bavai(?:en)?t\s+gagn[ée]e|\blev[ée]e\s+[ée]tait\s+[àa]\s|\borient",
    re.IGNORECASE,
)


# « hors tour », « avant son tour » said of another seat than the insufficient bid's bidder, in its clause: another
# player's call out of turn (31), nothing of the insufficient bid's turn. Told in a later step (« puis Sud parle
# hors tour »), it is that step's: bot.finder.parts keeps it out of the insufficient bid's facts.
_OUT_OF_TURN_WORDS = re.compile(
    r"\b(?:hors\s+tour|avant\s+son\s+tour|pas\s+(?:a|à)\s+son\s+tour|pas\s+son\s+tour)\b", re.IGNORECASE
)
_SEATED = re.compile(rf"(?<![-\w])({SEAT_PATTERN})(?![-\w])")
# Where the act « hors tour » qualifies begins: a sentence, a dash, or a word that starts another act.
_ACT_START = re.compile(
    r"[;.!?—–]|\b(?:puis|ensuite|avant (?:ça|ca|cela)|pendant ce temps|et du coup|et là|et la|alors que)\b",
    re.IGNORECASE,
)
_OF_SEAT = re.compile(r"(?:\bde|\bdu|\bd['’])\s*$", re.IGNORECASE)  # « le 1♠ de Nord »: not the actor


# A revoke or an obligation told in a relative clause or by a pronoun belongs to the seat just named
# (« la levée du mort, qui avait renoncé », « sur le ♥A du décla, qui avait renoncé », « ce dernier avait
# renoncé », « dont le partenaire avait renoncé »), not to the sentence's subject: who is asked.
_REVOKED_IN_RELATIVE = re.compile(
    r"\b(?:qui|lequel|laquelle|ce dernier|celui-ci|dont\s+\w+\s+\w+)\s+(?:n['’]\s*)?(?:avait\s+|a\s+|venait\s+de\s+)?"
    r"(?:d[ée]j[àa]\s+)?(?:renonc|pas\s+fourni|fourni\s+pas)",
    re.IGNORECASE,
)
_OBLIGED_IN_RELATIVE = re.compile(
    r"\b(?:au\s+tour|[àa]\s+la\s+place)\s+(?:de|d['’]|du)\s*[^,;.]{0,25}?,?\s*(?:qui\s+(?:devait|était|etait)\s+)?"
    r"(?:oblig[ée]\s+de\s+passer|passer)\b"
    r"|\b(?:partenaire|lui|celui-ci)\s*,?\s*(?:qui\s+devait\s+passer|oblig[ée]\s+de\s+passer)",
    re.IGNORECASE,
)


_CLEFT = re.compile(
    r"\bc['’]?\s*(?:est|était|etait|pas)\b|\bce\s+n['’]\s*(?:est|était|etait)\b", re.IGNORECASE
)


def _revoked_in_relative(description: str) -> bool:
    """A revoke told in a relative clause of another seat; « c'est Est qui a renoncé », « ce n'est pas
    le mort qui a renoncé » (a cleft sentence: the seat named is the offender) are not."""
    return any(
        not _CLEFT.search(description[max(0, found.start() - 40) : found.start()])
        for found in _REVOKED_IN_RELATIVE.finditer(description)
    )


def _said_of_another(description: str) -> bool:
    """Is some « hors tour » (« avant son tour », « pas à son tour ») of the description said in an act
    that names a seat other than the insufficient bidder, or a seat when the bidder is not known? Then
    it may be another player's call (tester13 Z2: « avant ça Nord avait ouvert hors tour »; the audit's
    « et pendant ce temps Ouest avait sorti son carton hors tour », « puis Sud, pas à son tour, … »):
    whether the bid was in rotation is asked, never taken from another's act."""
    bidder = insufficient_bidder(description) or _named_bidder(description) or _bid_over_bidder(description)
    for said in _OUT_OF_TURN_WORDS.finditer(description):
        starts = [m.end() for m in _ACT_START.finditer(description, 0, said.start())]
        start = starts[-1] if starts else 0
        end = re.search(r"[,;.!?—–]|$", description[said.end() :])
        window = description[start : said.end() + (end.start() if end else 0)]
        seats = {
            seat_name(m[1]) for m in _SEATED.finditer(window) if not _OF_SEAT.search(window[: m.start()])
        }
        if seats and (bidder is None or seats != {bidder}):
            return True
    return False


# « Nord fait une enchère insuffisante », « enchère insuffisante d'Ouest »: its bidder named, no bid told.
_NAMED_BIDDER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+(?:a\s+)?fai[ts]?\s+une\s+ench[eè]re\s+insuffisante"
    rf"|ench[eè]re\s+insuffisante\s+(?:de\s+|d['’]\s*)({SEAT_PATTERN})(?![-\w])",
    re.IGNORECASE,
)


# « Est a dit 1♦ sur le 1♥ de Nord »: the seat of the first call told over another.
_BID_OVER = re.compile(
    rf"(?<![-\w])({SEAT_PATTERN})\s+[^,;.]{{0,20}}?(?<![\w])[1-7]\s*(?:SA|NT|♣|♦|♥|♠|[TKCPD]\w*)[^,;.]{{0,15}}?\s(?:sur|par-dessus)\s",
    re.IGNORECASE,
)


def _bid_over_bidder(description: str) -> str | None:
    over = _BID_OVER.search(description)
    return seat_name(over[1]) if over else None


def _named_bidder(description: str) -> str | None:
    named = _NAMED_BIDDER.search(description)
    return seat_name(named[1] or named[2]) if named else None


def as_typed(description: str, folded: str) -> str:
    """The director's own words for `folded` (words as `words` folds them: « corrige en 2 pique »), as
    he typed them (« corrige en 2♠ », tester7 T21); `folded` itself when they cannot be found."""
    target = tuple(folded.split())
    tokens = list(re.finditer(r"\S+", description[:600]))
    for i, first in enumerate(tokens):
        for last in tokens[i : i + len(target) + 3]:
            said = description[first.start() : last.end()]
            if words(said) == target:
                return said.rstrip(" .,;:!?")
    return folded


_SIDES = {"nord": "ns", "sud": "ns", "est": "eo", "ouest": "eo"}
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
        end = CLAUSE.search(told, told.index(" contrat ") + 9)  # read up to the contract's clause only
        told = told[: end.end() if end else len(told)]
        return said_clauses(told)[-1] is not None

    text = read(roles_text, stated_only=True)
    for question, value, at in readings.by_shape(topic, description, text, read(roles_text), plain):
        said = at if isinstance(at, str) else quoted(roles_text, at, typed_as)
        found.setdefault(question, {}).setdefault(value, said)


def _turn(description: str) -> tuple[str, str] | None:
    """Whose turn it was (`turn_relation`), only from the clauses that state it plainly, and never
    from a question."""
    return turn_relation(stated_clauses(description), description) if "?" not in description else None


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
            if not all((*fact.when, *fact.unless, *fact.also)):
                problems.append(f"vocabulaire « {topic} » : un motif sans mot pour « {fact.question} »")
    return problems
