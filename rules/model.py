"""The vocabulary of the ruling core: questions, options, rulings, citations.

Everything here is a small frozen dataclass so a topic can declare its questions once,
at import time, and every adapter can render them without knowing any bridge.
Identifiers are English; every string a user reads is French.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from rules.errors import InvalidAnswer, RulesError, UnknownQuestion, UnknownTopic
from rules.laws import covered, named_in, require

__all__ = ["InvalidAnswer", "RulesError", "UnknownQuestion", "UnknownTopic"]

# The two sides, as every ruling, sheet and front end names them (one definition: bot/ reads it here).
SIDE_NAMES = {"NS": "Nord-Sud", "EO": "Est-Ouest"}


def side_name(side: str) -> str:
    """« Nord-Sud » or « Est-Ouest » for a side written NS or EO (EW too), in any case."""
    return SIDE_NAMES[side.upper().replace("EW", "EO")]


@dataclass(frozen=True)
class Option:
    """One answer to a question: a stable value for programs, a French label for people."""

    value: str
    label: str


@dataclass(frozen=True)
class Question:
    """A question a director asks at the table.

    `id` and the option values are stable: they are stored with incidents and sent in
    buttons, so renaming one breaks old incidents. `help` explains the term in one line.
    """

    id: str
    prompt: str
    options: tuple[Option, ...]
    help: str
    # False for data entry (contract level, tricks made): every value leads down the same
    # branch, so tools that walk every path try only the first and last values.
    branching: bool = True
    # Values no longer offered but still accepted, so stored incidents keep resolving.
    legacy: tuple[Option, ...] = ()
    # An optional question (Step.optional) answered once the hand is over: the ruling given at the
    # table waits for it (« en attente : fin du coup »), and the end-of-hand call continues it.
    end_of_hand: bool = False
    # A judgement the Laws leave to the director (81C, 85A1, 12A, 16B1, 70): a logical alternative, a
    # damage, the tricks a contested claim gets. A player who opened the incident states the facts;
    # only a director answers this one (bot/incidents/transition.py).
    director_only: bool = False

    def option(self, value: str) -> Option | None:
        return self._by_value.get(value)

    @cached_property
    def _by_value(self) -> dict[str, Option]:
        """The options, then the legacy ones, by value (the first of a value wins, as a scan would): looked
        up at every answer of every step, 60,000 times in the revoke's walk."""
        found: dict[str, Option] = {}
        for o in (*self.options, *self.legacy):
            found.setdefault(o.value, o)
        return found

    def values(self) -> tuple[str, ...]:
        return tuple(o.value for o in self.options)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "prompt": self.prompt,
            "help": self.help,
            "options": [{"value": o.value, "label": o.label} for o in self.options],
        }


class PenaltyKind(StrEnum):
    """Law 50B: the two kinds of penalty card, in FFB words."""

    MAJOR = "principale"
    MINOR = "secondaire"


@dataclass(frozen=True)
class PenaltyCard:
    """A defender's card that stays face up on the table (Laws 49-50)."""

    owner: str  # who holds it, in French (« le joueur de la défense fautif »)
    kind: PenaltyKind
    card: str  # which card, in French (« la carte de la renonce »)

    def to_dict(self) -> dict[str, str]:
        return {"owner": self.owner, "kind": self.kind.value, "card": self.card}


class ChooserRole(StrEnum):
    """Who picks among a ruling's options, for programs (the French wording stays in `chooser`)."""

    DECLARER = "declarer"
    DEFENDERS = "defenders"
    NEXT_DEFENDER = "next_defender"  # 55A: the defenders disagree, the next one in rotation decides
    EACH_NON_OFFENDER = "each_non_offender"
    # 45D1 (review P12): each defender who played after dummy's card, then declarer if his RHO changed his.
    DEFENDERS_THEN_DECLARER = "defenders_then_declarer"
    LHO = "lho"  # the offender's left-hand opponent (auction: 27A, 29A, 31 ...)
    DIRECTOR = "director"
    NONE = "none"


class PartnerMustPass(StrEnum):
    """After an auction irregularity: must the offender's partner pass (Laws 23, 26-32)?"""

    THROUGHOUT = "throughout"  # whenever it is his turn until the end of the auction
    ONCE = "once"  # at his next turn only
    NONE = "none"


class AdjustedKind(StrEnum):
    ARTIFICIAL = "artificial"  # 12C2: no result can be obtained
    ASSIGNED = "assigned"  # 12C1b/12C1d: one result assigned
    WEIGHTED = "weighted"  # 12C1c: several results, each with its weight
    SPLIT = "split"  # 12C1b, 12C1e: each side gets a different score


@dataclass(frozen=True)
class AdjustedScore:
    """An adjusted score awarded or foreseen by a ruling (Law 12), for programs.

    `figures` maps a side (« NS », « EO », « camp fautif », « camp non fautif ») to its figure in
    `unit` (« % », « IMP » or « points »); empty while the director still has to compute it."""

    kind: AdjustedKind
    laws: tuple[str, ...]
    unit: str = ""
    figures: tuple[tuple[str, float], ...] = ()
    foreseen: bool = False  # True: not computed yet (its form or figures are the director's to give)
    # True: the ruling awards it (« vous attribuez une marque ajustée »: 21B3 with damage, 82C, 86A…);
    # False with `foreseen`: the Law says one may follow, if the director finds it due (64C, 12A1…).
    ordered: bool = False
    # 12C2a: each side's responsibility (« NS »/« EO » → Responsibility's value) where the ruling
    # decided it, so that an artificial mark typed on the sheet can be checked against it (tester6 T17)
    responsibilities: tuple[tuple[str, str], ...] = ()

    @property
    def awarded(self) -> bool:
        """The ruling awards this adjusted score: computed, or ordered and still to compute."""
        return self.ordered or not self.foreseen

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "laws": list(self.laws),
            "unit": self.unit,
            "figures": {side: value for side, value in self.figures},
            "foreseen": self.foreseen,
            "awarded": self.awarded,
            "responsibilities": {side: value for side, value in self.responsibilities},
        }


@dataclass(frozen=True)
class ProceduralPenalty:
    """A procedural penalty (Law 90), recorded apart from any adjusted score (90A: « in addition »).

    `warning` True: the regulation's scale starts with a warning, no points are taken. Otherwise
    the figure is given in both forms, a fraction of a top (pairs) and IMPs (teams), from the
    regulation's scale; the director keeps the one of his event."""

    laws: tuple[str, ...]
    offence: str  # French, « retard à l'heure de début (90B1) »
    warning: bool
    percent_of_top: float = 0.0
    imps: float = 0.0
    scale: str = ""  # where the figures come from, in French
    side: str = ""  # the penalised side, « NS » or « EO » (90A: the offender only); "" when not asked
    form: str = ""  # the event's form (ScoringForm value): which one figure applies; "" when not asked

    @property
    def unit(self) -> str:
        """« % » (pairs, individual) or « IMP » (teams, knockout); "" when the form is unknown."""
        if not self.form:
            return ""
        return "IMP" if self.form in ("imp", "knockout") else "%"

    def to_dict(self) -> dict[str, Any]:
        return {
            "laws": list(self.laws),
            "offence": self.offence,
            "warning": self.warning,
            "percent_of_top": self.percent_of_top,
            "imps": self.imps,
            "scale": self.scale,
            "side": self.side,
            "form": self.form,
            "unit": self.unit,
        }


@dataclass(frozen=True)
class Choice:
    """One option offered to a side after an irregularity (Law 10C1: all are explained)."""

    label: str
    laws: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "laws": list(self.laws)}


@dataclass(frozen=True)
class BoardFacts:
    """What a recorded board fixes for every score question of an incident (issue 38 §3, newcomer G2):
    its vulnerability (« personne », « ns », « eo », « tous ») and dealer; the topics read it from
    `Facts.board` instead of asking."""

    vulnerability: str
    dealer: str | None = None
    number: int | None = None

    def vulnerable(self, side: str) -> bool:
        """Is this side (« ns », « eo ») vulnerable on the board?"""
        return self.vulnerability in ("tous", side)

    @property
    def text(self) -> str:
        where = f"la donne {self.number}" if self.number is not None else "la donne enregistrée"
        return where + (f", donneur {self.dealer}" if self.dealer else "")


@dataclass(frozen=True)
class ScoreLine:
    """A corrected table result and its duplicate score, for the declaring side."""

    contract: str  # « 4♠ X »
    vulnerable: bool
    tricks_at_table: int
    tricks_after: int
    result: str  # « 4♠ X -1 »
    score: int  # for the declaring side; negative when down
    board: str = ""  # issue 38 §3: « la donne 3 » when the vulnerability came from the recorded board
    side: str = ""  # « ns » / « eo »: the declaring side, when asked (a recorded board), else unknown

    def to_dict(self) -> dict[str, Any]:
        return {
            "contract": self.contract,
            "vulnerable": self.vulnerable,
            "tricks_at_table": self.tricks_at_table,
            "tricks_after": self.tricks_after,
            "result": self.result,
            "score": self.score,
        }


@dataclass(frozen=True)
class Ruling:
    """What the director reads and does.

    The French text is split the way a director works: what happens now, the options and
    who chooses, what happens at the end of play. The structured fields let a program (or
    a test) check the outcome without reading French.
    """

    id: str  # stable, one per distinct ruling of a topic (used by logs and flowcharts)
    title: str
    laws: tuple[str, ...]
    now: tuple[str, ...]
    end_of_play: tuple[str, ...] = ()
    chooser: str | None = None  # who picks among `choices`, in French
    choices: tuple[Choice, ...] = ()
    tricks_transferred: int | None = (
        None  # 0: nothing transferred (a corrected revoke too); None: not a revoke, or counted at the end of play
    )
    penalty_cards: tuple[PenaltyCard, ...] = ()
    lead_restrictions: tuple[str, ...] = ()
    equity_may_apply: bool = False  # an adjusted score may still follow (64C, 12, 16 ...)
    notes: tuple[str, ...] = ()  # « interprétation retenue », cautions, procedure advice
    script: tuple[str, ...] = ()  # lines to read out at the table
    regulation: str = ""
    score: ScoreLine | None = None
    chooser_role: ChooserRole | None = None  # set whenever `chooser` is; NONE when nobody chooses
    corrected: bool | None = None  # revokes: is the revoke corrected (62)? None when not a revoke
    adjusted_score: AdjustedScore | None = None
    # Auction irregularities (Laws 23-39) and what follows them:
    partner_must_pass: PartnerMustPass | None = None
    # Who accepted the irregular call, which stands by his acceptance (« lho » ...); None when nobody
    # did (refused, cancelled, never acceptable), or while the choice is open (see `chooser_role`).
    accepted_by: str | None = None
    unauthorised_for: tuple[str, ...] = ()  # information unauthorised to these sides/players (16C)
    tricks_awarded: int | None = None  # claims (69-71): the claimer's side's total of tricks
    procedural_penalty: ProceduralPenalty | None = None  # Law 90, apart from the adjusted score
    # A follow-up that overturns the ruling it follows (an appeal « décision modifiée », 93; the
    # director's error corrected, 82B-C): why, in French. The table result recorded under the
    # overturned ruling no longer stands. None: the ruling followed stands (82 too late, a penalty).
    overturns: str | None = None

    def operative_texts(self) -> tuple[str, ...]:
        """What the ruling tells the director to do and read out; its notes (interpretations, cautions,
        pointers to other topics) are references, not citations."""
        return (self.title, *self.now, *self.end_of_play, *(c.label for c in self.choices), *self.script)

    def all_citations(self) -> tuple[str, ...]:
        """The ruling's laws with those of its options, adjusted score and procedural penalty."""
        return (
            *self.laws,
            *(law for c in self.choices for law in c.laws),
            *(self.adjusted_score.laws if self.adjusted_score else ()),
            *(self.procedural_penalty.laws if self.procedural_penalty else ()),
        )

    def uncited_laws(self) -> tuple[str, ...]:
        """Issue 29 §3: the laws its text relies on (names, other than to say they do not apply) that
        its citations do not cover. Empty for a well-cited ruling."""
        cited = self.all_citations()
        return tuple(
            law for law in named_in(*self.operative_texts(), applied_only=True) if not covered(law, cited)
        )

    def __post_init__(self) -> None:
        # Every citation must be explainable by `arbitre loi`; checked when the ruling is built.
        if not self.laws:
            raise AssertionError(f"ruling {self.id} cites no law")
        require(*self.laws)
        for choice in self.choices:
            require(*choice.laws)
        if self.adjusted_score is not None:
            require(*self.adjusted_score.laws)
        if self.procedural_penalty is not None:
            require(*self.procedural_penalty.laws)

    def with_regulation(self, label: str) -> Ruling:
        """This ruling under `label`'s regulation: `dataclasses.replace` without running `__post_init__`
        again (its checks are on the laws, which do not change), once per step of every walk."""
        ruled = object.__new__(type(self))  # what `copy` does, without its generic protocol (≈ 5 µs)
        ruled.__dict__.update(self.__dict__)
        object.__setattr__(ruled, "regulation", label)
        return ruled

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "laws": list(self.laws),
            "now": list(self.now),
            "chooser": self.chooser,
            "choices": [c.to_dict() for c in self.choices],
            "end_of_play": list(self.end_of_play),
            "tricks_transferred": self.tricks_transferred,
            "penalty_cards": [p.to_dict() for p in self.penalty_cards],
            "lead_restrictions": list(self.lead_restrictions),
            "equity_may_apply": self.equity_may_apply,
            "notes": list(self.notes),
            "script": list(self.script),
            "regulation": self.regulation,
            "score": self.score.to_dict() if self.score else None,
            "chooser_role": (self.chooser_role or (ChooserRole.NONE if not self.choices else None)),
            "corrected": self.corrected,
            "adjusted_score": self.adjusted_score.to_dict() if self.adjusted_score else None,
            "partner_must_pass": self.partner_must_pass,
            "accepted_by": self.accepted_by,
            "unauthorised_for": list(self.unauthorised_for),
            "tricks_awarded": self.tricks_awarded,
            "procedural_penalty": self.procedural_penalty.to_dict() if self.procedural_penalty else None,
            "overturns": self.overturns,
        }


@dataclass(frozen=True)
class Step:
    """The answer of the core to « where are we? »: a question to ask, or the ruling."""

    question: Question | None = None
    ruling: Ruling | None = None
    asked: tuple[str, ...] = field(default=())  # ids of the questions answered so far, in order
    optional: Question | None = None  # with a ruling: a follow-up the director may take up
    offers_taken: int = 0  # how many of `asked` answered an optional follow-up (not numbered questions)
    offers: tuple[str, ...] = ()  # which of `asked` they are (tester18 R8: a recap numbers the others only)
    # Where the walk read what Arbitre counted from the cards (a claim's position), among `asked`: the
    # position takes a number, as the answer it stands for would have; None when the walk did not read it.
    evidence_at: int | None = None

    @property
    def number(self) -> int:
        """The question's number as every front end shows it: the questions answered so far + 1,
        those understood from the words included, the position counted on the cards when the walk read
        it, the follow-ups offered under a ruling not (tester3 L7: the same question keeps its number
        across a restart, a `d`, a bad line; tester7 T21-3: the position typed at « Question 2 » answered
        it, the next question is the 3rd)."""
        return len(self.asked) - self.offers_taken + 1 + (self.evidence_at is not None)

    @property
    def done(self) -> bool:
        return self.ruling is not None

    def to_dict(self) -> dict[str, Any]:
        if self.ruling is not None:
            return {
                "kind": "ruling",
                "asked": list(self.asked),
                "ruling": self.ruling.to_dict(),
                "optional_question": self.optional.to_dict() if self.optional else None,
            }
        assert self.question is not None
        return {"kind": "question", "asked": list(self.asked), "question": self.question.to_dict()}
