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

How a pattern is found in the words (clauses, negations, questions, allegations, the director's own
words) is `rules/words_matching.py`; the readings by the sentence's shape, `rules/vocabulary_readings.py`.

The facts are answers like any other: the engine applies them as answers, shown to the director
(« Compris : … — r pour corriger »), so one key takes any of them back.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
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
from rules.leads_in_words import defender_led_out_of_turn, lead_turn, opening_lead_turn
from rules.penalty_in_words import defender_owner, penalty_situation, sheet_card_honour
from rules.players_in_words import (
    REPORTS,
    defenders_only,
    disconnected_seats,
    next_board_call,
    next_not_played,
    offending_side_played_next,
    reported_revoke,
    revoking_seats,
    shown_by_a_later_card,
    two_leaders,
)
from rules.seats_in_words import SEATS as SEATS  # re-exported: the seats and roles live there
from rules.seats_in_words import (
    bid_in_rotation,
    call_out_of_turn,
    choice_not_by_lho,
    final_contract,
    named_leader_not_rho,
    partner_of,
    played_before_turn,
    rho_faced_lead,
    roles,
    turn_relation,
)
from rules.seats_in_words import declarer_seat as declarer_seat
from rules.seats_in_words import defender_seats as defender_seats
from rules.seats_in_words import with_roles as with_roles
from rules.words_matching import BREAK as BREAK  # re-exported: the reading of the words lives there
from rules.words_matching import CLAUSE, Text, doubts, found_at, needed, positions
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
    for fact in (fact for vocabulary in found.values() for fact in vocabulary.facts):  # the index build loads
        for pattern in (*fact.when, *fact.unless, *fact.also):  # this: a first search no longer pays for it
            needed(pattern)
    return found


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
    whole = doubts(roles_text)
    every = positions(whole)
    for fact in vocabulary.facts:
        if fact.allegation not in read_as:
            text = read(roles_text, stated_only=True, allegations=fact.allegation)
            read_as[fact.allegation] = text, positions(text)
        text, at = read_as[fact.allegation]
        span = next(
            (
                s
                for s in (found_at(p, text, at) for p in fact.when if needed(p) <= at.keys())
                if s is not None
            ),
            None,
        )
        if span is None or any(
            found_at(p, whole, every, False) for p in fact.unless if needed(p) <= every.keys()
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
    if (
        topic == "renonce"
        and "?" not in description
        and found.get("situation", {}).keys() & _REVOKES  # a revoke stated: the count is its moment
        and (left := _CARDS_LEFT.search(_stated_clauses(description)))
    ):
        if 3 <= _COUNT.get(left[1], int(left[1]) if left[1].isdigit() else 0) <= 12:
            # « il restait 3 cartes à chacun quand Sud a défaussé… »: every trick while each holds 3 cards or
            # more is the 11th or earlier (a count, never read as the trick's number).
            found.setdefault("trick_twelve", {}).setdefault("before_12", left[0])
    if topic == "renonce" and found.get("trick_twelve", {}).keys() == {"twelfth"}:
        for question in ("revoke_trick", "transfer_tricks"):  # their « à la 12e levée » case (64B2)
            found.setdefault(question, {}).setdefault("twelfth", found["trick_twelve"]["twelfth"])
    if topic == "renonce" and not found.get("situation") and (later := shown_by_a_later_card(description)):
        found["situation"] = {"not_followed": later}  # 61A: the suit he did not follow, played later by him
        found.setdefault("established", {}).setdefault("yes", later)  # 63A1: he played to a later trick
    if topic == "renonce" and (next_play := offending_side_played_next(description)) is not None:
        # 63A1: « O a fourni à la suivante » establishes it; when the director was called, it does not say
        found.setdefault("established", {}).setdefault("yes", next_play)
    if topic == "renonce" and (called := next_board_call(description)) is not None:
        found.setdefault("when", {}).setdefault("after_next_call", called)  # 64B4
    if topic == "renonce":
        _established_by_play(found, description)
        _revoke_stage(found)
        _defender_revoked(description, roles_text, found)
    if (
        topic == "renonce"
        and "?" not in description
        and len(revokers := revoking_seats(_stated_clauses(description))) > 1
    ):
        # « Est a renoncé à cœur, puis Ouest a renoncé à trèfle » (tester7 T4): two revokes, never one; the
        # offender stays only when both are defenders of the contract the words name.
        declarer = declarer_seat(description)
        both_defend = declarer is not None and not revokers.keys() & {declarer, partner_of(declarer)}
        for question in (
            ("revoke_trick", "transfer_tricks")
            if both_defend
            else ("offender", "revoke_trick", "transfer_tricks")
        ):
            found.pop(question, None)
        found["situation"] = {"two_revokes": " … ".join(revokers.values())}
    if topic == "en_ligne_deconnexion" and "?" not in description and "se sont" not in description:
        # The seat, never « s'est » read as Est (tester7 T19's reading): from the seats typed.
        seats = disconnected_seats(_stated_clauses(description))
        if len({_SIDES[seat] for seat in seats}) == 1:
            seat, said = next(iter(seats.items()))
            found["disconnected_side"] = {_SIDES[seat]: said}
    if (
        topic == "en_ligne_clic"
        and "?" not in description
        and not _claimed(description)  # « n'a pas encore joué » is the fact itself: no clause emptied here
        and (waiting := next_not_played(description)) is not None
    ):
        # « Sud a cliqué le ♠2 au lieu du ♠A, Ouest n'a pas encore joué » (tester7 T26): said of the next seat.
        found.setdefault("card_timing", {}).setdefault("next_not_played", waiting)
    if topic == "renonce":
        _reported(description, found)
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
    if topic == "entame" and (
        opening := opening_lead_turn(description) or defender_led_out_of_turn(description)
    ):
        found.setdefault("situation", {}).setdefault(*opening)  # « Est a entamé alors que c'était à Ouest »
    if topic == "entame" and two_leaders(description):
        for value in (
            "wrong_defender_faced",
            "wrong_defender_face_down",
        ):  # « Ouest a entamé, puis Est a posé… »
            found.get("situation", {}).pop(value, None)
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
    if topic == "revendication" and (contested := claim_contested(description)) is not None:
        found.setdefault("situation", {}).setdefault("contested", contested)  # « la défense refuse » (68B)
    if topic == "cartes_penalisees" and (case := penalty_situation(description)) is not None:
        found.setdefault("situation", {}).setdefault(*case)
    if topic == "cartes_penalisees" and (owner := defender_owner(description)):
        found.setdefault("owner", {}).setdefault("defender", owner)  # « Nord (défense) a dit "j'ai l'as" »
    if topic == "cartes_penalisees" and "honour" not in found and (card := sheet_card_honour(description)):
        found["honour"] = {card[0]: card[1]}  # « le ♥3 », « le R♠ » (tester9 T10)
    if topic == "declaration_hors_tour" and (turn := _turn(description)) is not None:
        found.setdefault("turn", {}).setdefault(*turn)
    if topic == "enchere_insuffisante" and (rotation := bid_in_rotation(description)):
        found.setdefault("in_rotation", {}).setdefault(*rotation)
    if (
        topic == "jeu_premature"
        and "?" not in description
        and (early := played_before_turn(_stated_clauses(description)))
    ):
        found.setdefault("situation", {}).setdefault(*early)
    if (
        topic == "declaration_hors_tour"
        and "?" not in description
        and (call := call_out_of_turn(_stated_clauses(description)))
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
        said = " ".join(words(_stated_clauses(description)))
        if "?" not in description and all(pattern.search(said) for pattern in _CLOSED_BY_PASSES):
            found["call"] = {"three_passes": _PASSED_OUT.search(" ".join(words(description)))[0]}
    if topic == "enchere_insuffisante":
        plain = " | ".join(
            " ".join(word for word, _ in said) for said in _said_clauses(description) if said is not None
        )
        if (replaced := replacement(" ".join(words(description)), plain)) is not None:
            found.setdefault("replacement", {}).setdefault(replaced[0], as_typed(description, replaced[1]))
        first = replaced_before_refusal(" ".join(words(description)))
        if first and _plain_sentence(description) and not choice_not_by_lho(description):
            found["lho_accepts"] = {"refuses_already_replaced": as_typed(description, first)}  # 27A
    return tuple(
        (question, Stated(*next(iter(values.items()))))
        for question, values in found.items()
        if len(values) == 1
    )


# The revoke's three questions on the stage of the play (`when`, `established`, `discovered`) are one
# fact seen three ways (63A, 64B): a stage the words state answers the others that it decides. « joué à
# la levée suivante » (`when` = played) does not say whether a card was played or only named, so it
# decides where the play was, not how the revoke was established.
_STAGE_GIVES = {
    "when": {
        "not_established": (("established", "no"), ("discovered", "during_play")),
        "played": (("discovered", "during_play"),),
        "after_play": (("discovered", "after_play"),),
        "after_round": (("discovered", "after_round"),),
        "after_next_call": (("discovered", "after_next_call"),),
        "claim": (("established", "claim"),),
    },
    "established": {"no": (("when", "not_established"),), "claim": (("when", "claim"),)},
    "discovered": {
        "after_play": (("when", "after_play"),),
        "after_round": (("when", "after_round"),),
        "after_next_call": (("when", "after_next_call"),),
    },
}


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
_CARDS_LEFT = re.compile(
    r"\b(?:il|lui|leur)?\s*(?:en\s+)?rest(?:ait|e|aient|ent)\s+(?:encore\s+)?(?:que\s+)?([0-9]{1,2}|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)"
    r"\s+(?:cartes|levées|levees|plis)\b",
    re.IGNORECASE,
)
_COUNT = {
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
}
_PLAYED = re.compile(r"\b(?:jou|rejou|attaqu|entam|fourni|coup|d[ée]fauss)", re.IGNORECASE)
_NAMED = re.compile(r"\b(?:appel|nomm|d[ée]sign|demand)", re.IGNORECASE)
_CLAIM = re.compile(r"\b(?:revendi|conc[ée]d|concession|accept)", re.IGNORECASE)


def _established_by_play(found: dict[str, dict[str, str]], description: str) -> None:
    """The revoke established by a play (63A1), when the words say it: the offender's side has played a card
    to the next trick (« son partenaire a déjà attaqué la levée suivante »: `when` = played, said with a play,
    not a card named), or the play went on to its end after a revoke before the twelfth trick (every player
    played to the next trick), with no claim or concession said (63A3, another answer)."""
    if "?" in description or _CLAIM.search(description):
        return
    played = found.get("when", {}).get("played")
    if (
        played is not None
        and _PLAYED.search(played)
        and not _NAMED.search(played)
        and not re.search(r"[0-9]", played)
    ):
        found.setdefault("established", {}).setdefault("yes", played)
    ended = next(
        (found["when"][value] for value in ("after_play", "after_round") if value in found.get("when", {})),
        None,
    )
    if ended is not None and found.get("trick_twelve", {}).keys() == {"before_12"}:
        found.setdefault("established", {}).setdefault("yes", ended)


def _revoke_stage(found: dict[str, dict[str, str]]) -> None:
    """Add to `found` the stage's answers that one stated answer decides (`_STAGE_GIVES`); when two
    stated answers disagree, none of the three questions is answered."""
    given = [
        (question, value, said)
        for question in _STAGE_GIVES
        for value, said in found.get(question, {}).items()
        if value in _STAGE_GIVES[question]
    ]
    for question, value, said in given:
        if value == "played" and re.search(r"[0-9]", said):
            continue  # « découverte 2 levées après » may be the last trick: during the play or after it
        for other, answer in _STAGE_GIVES[question][value]:
            found.setdefault(other, {}).setdefault(answer, said)
    if any(len(found.get(question, {})) > 1 for question in _STAGE_GIVES):
        for question in _STAGE_GIVES:  # two stages stated: the words contradict themselves, ask
            found.pop(question, None)


_REVOKES = frozenset(("not_followed", "requirement_ignored", "penalty_card_not_played", "defective_trick"))


def _defender_revoked(description: str, roles_text: str, found: dict[str, dict[str, str]]) -> None:
    """« Ouest (défense) a défaussé sur le carreau … alors qu'il en avait », « en défense Sud a défaussé
    avec un carreau en main »: a revoke stated, and every seat named defends (`defenders_only`): the
    offender is a defender, unless the words tie the declarer or the dummy to a revoke."""
    if "offender" in found or not found.get("situation", {}).keys() & _REVOKES:
        return
    if readings.named_with_a_revoke(read(roles_text)) - {"defender"}:
        return
    contract = final_contract(description)  # « Nord joue 3SA »: the declarer named as such is not a revoker
    told = description.replace(contract.words, " ", 1) if contract is not None else description
    if (said := defenders_only(told, defender_seats(description), declarer_seat(description))) is not None:
        found["offender"] = {"defender": said}


def _reported(description: str, found: dict[str, dict[str, str]]) -> None:
    """A revoke one player only reports (« le déclarant signale que Ouest a renoncé », « Nord dit : attendez,
    Est a renoncé ! ») is alleged, not found: whether he revoked is asked (or « disputed » when the words
    say the other denies it). The player who reports is never the offender (« le mort signale une renonce
    d'Est »)."""
    if any(REPORTS.search(said) for said in found.get("offender", {}).values()):
        found.pop("offender")
    if reported_revoke(description) is not None:
        found.get("situation", {}).pop("not_followed", None)


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


def _revoke_trick(roles_text: str, offenders: Mapping[str, str]) -> tuple[str, tuple[int, int]] | None:
    """Who won the revoke's trick (`readings.revoke_trick`), the revoker's role known when one only is read."""
    offender = next(iter(offenders)) if len(offenders) == 1 else None
    return readings.revoke_trick(read(roles_text, stated_only=True), offender)


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


def _plain_sentence(description: str) -> bool:
    """No question, no supposition (a denial may be the fact: « il ne veut pas du 1♣ »)."""
    return "?" not in description and NOTHING not in read(description, stated_only=True)


def _plain(description: str) -> bool:
    """Words that state everything they say: no question, no supposition, no denial (for the facts
    computed from the whole description: whose turn, the replacement of an insufficient bid)."""
    return "?" not in description and not any(
        word == NOTHING or word[0] in NEGATIONS for word in read(description, stated_only=True)
    )


@lru_cache(maxsize=256)  # asked by several readings of one description
def _stated_clauses(description: str) -> str:
    """The description with each clause that is not plainly stated (a question, a supposition, a claim,
    a denial: `_said_clauses`) emptied, its punctuation kept: « Sud donneur, Est a dit 1♠, Sud avait
    encore rien dit » keeps what it states and leaves out what it denies."""
    parts = CLAUSE.split(description)
    said = iter(_said_clauses(description))
    kept = [part if not part.strip() or next(said) is not None else "" for part in parts]
    marks = CLAUSE.findall(description)
    return "".join(part + (marks[i] if i < len(marks) else "") for i, part in enumerate(kept))


def _turn(description: str) -> tuple[str, str] | None:
    """Whose turn it was (`turn_relation`), only from the clauses that state it plainly, and never
    from a question."""
    return turn_relation(_stated_clauses(description)) if "?" not in description else None


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
