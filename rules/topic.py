"""How a topic is written, and the one function that walks it.

A topic is a decision procedure written the way a director thinks (« qui a fait la
renonce ? », « est-elle consommée ? » ...). The procedure reads answers through
`Facts.ask`; when an answer is missing, the walk stops and that question is the next one
to put to the director. So a question is asked only when the procedure actually needs it
to reach the ruling, in the order the procedure needs it, and never twice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TypeVar, cast

from rules.model import BoardFacts, InvalidAnswer, Option, Question, Ruling, Step, UnknownQuestion
from rules.regulations import Regulation
from rules.replays import Decision, Pending, Undeferred, replays_of

T = TypeVar("T")


class _Missing(Exception):
    """Internal: the procedure needs an answer it does not have yet."""

    def __init__(self, question: Question) -> None:
        self.question = question


class Facts:
    """The answers so far, as the procedure sees them."""

    def __init__(
        self,
        topic: Topic,
        answers: Mapping[str, str],
        regulation: Regulation,
        evidence: object = None,
        board: BoardFacts | None = None,
        defer: bool = False,
    ) -> None:
        self._topic = topic
        self._answers = answers
        self.regulation = regulation
        # Issue 38 §3: the recorded board fixes vulnerability and dealer; score questions read it here.
        self.board = board
        # What Arbitre computed from the cards for this incident (a claim's count, rules/deals):
        # the procedure proposes it, the director confirms or overrides it.
        self._evidence = evidence
        # Where the walk first read it, among the answers (`Step.evidence_at`, the questions' numbers).
        self.evidence_at: int | None = None
        self.asked: list[str] = []
        self.taken_up: list[str] = []  # the offers answered (they are in `asked` too)
        self.offered: Question | None = None
        # rules/replays.py: with `defer`, the answers read (None: not answered), in the order first read, and
        # the final score asked for, computed by the step once the procedure has returned.
        self.reads: dict[str, str | None] | None = {} if defer else None
        self.pending: Pending | None = None

    def _read(self, question_id: str) -> None:
        """Every reading of an answer goes through here first."""
        if self.pending is not None:
            raise Undeferred
        if self.reads is not None and question_id not in self.reads:
            self.reads[question_id] = self._answers.get(question_id)

    @property
    def evidence(self) -> object:
        """What Arbitre computed from the cards; the walk's first read of it takes its place among the
        answers, as the answer it stands for would have (tester7 T21-3: the position typed at « Question
        2 » answered it, and the next question was « Question 2 » again)."""
        if self._evidence is not None and self.evidence_at is None:
            self.evidence_at = len(self.asked)
        return self._evidence

    def ask(self, question_id: str, prompt: str = "") -> str:
        """The answer to `question_id`; missing, the walk stops there (asked with `prompt` instead of
        the question's own, when the facts so far say more: « … (donne 3 : Est-Ouest vulnérables) »)."""
        self._read(question_id)
        question = self._topic.questions[question_id]
        if question_id not in self._answers:
            raise _Missing(replace(question, prompt=prompt) if prompt else question)
        if question_id not in self.asked:
            self.asked.append(question_id)
        return self._answers[question_id]

    def ask_figure(
        self, question_id: str, low: int, high: int, suggested: int | str | None = None, why: str = ""
    ) -> str:
        """A data-entry question offered only with the values the facts so far allow (from `low`
        to `high`, plus any option that is not a figure, such as « je ne sais pas »), so that no
        value offered is refused at the next step; `suggested` is marked as Arbitre's count
        (« 9 (compté par Arbitre) »), and `why` is added to the help."""
        self._read(question_id)
        question = self._topic.questions[question_id]
        if question_id in self._answers:
            value = self._answers[question_id]
            if value.isdigit() and not low <= int(value) <= high:
                raise InvalidAnswer(
                    f"Réponse {value} impossible à « {question.prompt} » : entre {low} et {high} ici."
                )
            return self.ask(question_id)
        raise _Missing(_figures(question, low, high, str(suggested), why))

    def ask_among(self, question_id: str, allowed: frozenset[str], why: str = "") -> str:
        """A question offered only with the options the facts so far allow (tester7 T5: a count the
        earlier answers exclude is not offered, and refused if given); `why` is added to the help."""
        self._read(question_id)
        question = self._topic.questions[question_id]
        if question_id in self._answers:
            value = self._answers[question_id]
            if value not in allowed:
                option = question.option(value)
                raise InvalidAnswer(
                    f"Réponse « {option.label if option else value} » impossible à « {question.prompt} » : {why}"
                )
            return self.ask(question_id)
        options = tuple(o for o in question.options if o.value in allowed)
        raise _Missing(replace(question, options=options, help=f"{question.help} {why}".strip()))

    def propose(self, question_id: str, suggested: str | None, why: str = "") -> str:
        """A question whose answer Arbitre computed (from the cards): offered first and marked,
        the director confirms it or chooses another."""
        return self.ask_figure(question_id, 0, 13, suggested, why)

    def offer(self, question_id: str) -> str | None:
        """An optional question: its answer if given, else None without stopping the walk.

        The ruling is complete without it; the first question offered is returned with the
        ruling (Step.optional) so the adapter can propose it (« calculer la marque ? »)."""
        self._read(question_id)
        question = self._topic.questions[question_id]
        if question_id not in self._answers:
            if self.offered is None:
                self.offered = question
            return None
        if question_id not in self.asked:
            self.asked.append(question_id)
            self.taken_up.append(question_id)
        return self._answers[question_id]

    def answered(self, question_id: str) -> str | None:
        """An answer already given, without asking for it when it is missing.

        For questions a newer flow no longer asks (`Topic.legacy`): an incident stored under the
        older flow keeps its answers and is ruled from them."""
        self._read(question_id)
        if question_id not in self._answers:
            return None
        if question_id not in self.asked:
            self.asked.append(question_id)
        return self._answers[question_id]

    def given(self, question_id: str) -> bool:
        """Whether the question is already answered, without using the answer: a filter of its options
        applies only while it is still to be asked, so that an incident answered before the filter existed
        is still ruled from its answers (tester21 P7)."""
        self._read(question_id)
        return question_id in self._answers

    def final_score(self, compute: Callable[..., T], *args: object) -> T:
        """The corrected score, the last thing a procedure asks (« calculer la marque ? » and its figures):
        `compute(self, *args)`, now or, when the step defers it (rules/replays.py), once the procedure has
        returned: until then the procedure puts the placeholder returned here in its ruling's `score`."""
        if self.reads is None:
            return compute(self, *args)
        if self.pending is not None:
            raise Undeferred
        self.pending = Pending(compute, args)
        return cast(T, self.pending)

    def known_questions(self) -> frozenset[str]:
        """The ids of the questions this topic can ask (a procedure shared by two topics checks it)."""
        return frozenset(self._topic.questions)

    def is_(self, question_id: str, value: str) -> bool:
        """Shorthand for the common yes/no test; `value` must be one of the options."""
        if self._topic.questions[question_id].option(value) is None:
            raise KeyError(f"{question_id} has no option {value!r}")
        return self.ask(question_id) == value


# The figures offered, by question (its identity, kept with it), bounds, count and help: each answer to a
# later question of the same walk offered them again (the revoke's score, ≈ 10 µs each time).
_FIGURES: dict[tuple[int, int, int, str, str], tuple[Question, Question]] = {}


def _figures(question: Question, low: int, high: int, suggested: str, why: str) -> Question:
    key = (id(question), low, high, suggested, why)
    kept = _FIGURES.get(key)
    if kept is not None and kept[0] is question:
        return kept[1]
    options = tuple(
        Option(o.value, f"{o.label} (compté par Arbitre)" if o.value == suggested else o.label)
        for o in question.options
        if not o.value.isdigit() or low <= int(o.value) <= high
    )
    offered = replace(question, options=options, help=f"{question.help} {why}".strip())
    if len(_FIGURES) >= 4096:
        _FIGURES.clear()
    _FIGURES[key] = (question, offered)
    return offered


Procedure = Callable[[Facts], Ruling]


class Phase(StrEnum):
    """When the incident happened: the first question of the director's menu (issue 24 §2).
    Each topic declares the phases it belongs to; the values are stable (used in buttons)."""

    BEFORE_AUCTION = "avant"
    AUCTION = "encheres"
    PLAY = "jeu"
    AFTER_PLAY = "apres"
    ONLINE = "en_ligne"

    @property
    def label(self) -> str:
        return {
            "avant": "Avant les enchères",
            "encheres": "Pendant les enchères",
            "jeu": "Pendant le jeu",
            "apres": "Après le jeu, à la marque",
            "en_ligne": "En ligne",
        }[self.value]


@dataclass(frozen=True)
class HandOver:
    """The same incident entered through another topic (« ouvrez le thème … »), or, with `second`,
    a second irregularity on the same board that needs facts of the first.

    Without `second`, `answers` given to this topic and `target_answers` given to topic `target`
    describe the same facts; both routes must reach the same ruling (tests/rules/test_handovers.py)."""

    name: str  # French, the incident in one line
    answers: Mapping[str, str]
    target: str
    target_answers: Mapping[str, str]
    # Issue 29 §2: a second irregularity on the same board, not the same incident. `answers` are
    # facts of the first; `target_answers` are the facts they establish for the second topic (a
    # penalty card already on the table, a revoke established by the next lead), which the second
    # incident receives pre-answered and shows to the director. The rulings differ, by design.
    second: bool = False
    # Issue 38 D4: when the first incident cannot tell whether the fact holds for the second (the same
    # defender? his card still on the table? the revoke by the claimer's side?), the second topic asks
    # the question, the first incident's answer offered and marked, instead of answering it.
    ask: bool = False
    # Issue 38 D15: what the first incident changes in the second's ruling when no question carries it
    # (a claim after an established revoke): one line said under the second ruling.
    note: str = ""
    # Issue 38 D3: what the second changes in the first (its transfer superseded): a note recorded on
    # the first incident when the second is opened (« #{second} » is replaced by its number).
    first_note: str = ""
    # Review 3 (55/63A1): with `ask`, the fact is offered only once the second incident has answered
    # this question with one of these values (the revoke's offender on the side that led out of turn).
    only_if: tuple[str, tuple[str, ...]] | None = None
    # Tester9 T17, T23: the second incident's ruling rules the first irregularity with its own (two
    # revokes, 64B2/64B7/64C2): once it is ruled, the first's result is no longer the table's.
    rules_both: bool = False
    # Tester17 S10: the source's ruling only sends the director to the target for this very irregularity, under
    # the law that rules it (27A2: an insufficient bid out of rotation is Law 31's; 67 from the card count).
    # `o1` carries `target_answers` as answers; the rulings differ by design (the source only points), so
    # tests/rules/test_handovers.py does not compare them; `+`, another irregularity, takes nothing from it.
    same: bool = False
    # Ops22 (note17): with `same`, the values a target question may still take once these facts hold (27A2: the
    # insufficient bid was not made at its turn, so « À qui était-ce le tour ? » never offers a turn that would
    # make it in rotation, 28A or 33). The new incident offers only those and refuses any other.
    only: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Topic:
    """One family of irregularities (« Renonce », « Entame hors tour » ...)."""

    id: str
    title: str  # French, shown in menus
    summary: str  # French, one line
    laws: tuple[str, ...]  # the laws this topic covers, e.g. ("61", "62", "63", "64")
    questions: Mapping[str, Question]
    procedure: Procedure
    # Questions kept only so that incidents stored under an older flow still read and rule:
    # a new flow never asks them (rule: a new meaning gets a new id).
    legacy: frozenset[str] = frozenset()
    # Questions asked only when Arbitre counted from the cards (`evidence`, rules/deals): a walk
    # without cards never meets them; their tests give the cards.
    with_cards: frozenset[str] = frozenset()
    # Incidents that another topic also rules: the same facts must give the same ruling.
    handovers: tuple[HandOver, ...] = ()
    # When it happens (the first menu): Phase members or their values (« jeu », « encheres »…).
    # A topic that declares none is listed under every phase, so that it is never out of reach.
    phases: tuple[Phase | str, ...] = ()
    # The words that find it live in rules/data/vocabulary/<id>.toml, as data a director reads and
    # extends (issue 31). Phrases given here are searched too, with the same weight.
    keywords: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # A misspelt phase fails at import, in the module that declares it.
        object.__setattr__(self, "phases", tuple(Phase(p) for p in self.phases))

    def validate(self, answers: Mapping[str, str]) -> None:
        """Refuse unknown question ids and values that are not options, in French."""
        for question_id, value in answers.items():
            question = self.questions.get(question_id)
            if question is None:
                known = ", ".join(sorted(self.questions))
                raise UnknownQuestion(
                    f"Question inconnue pour le thème « {self.title} » : {question_id!r}. "
                    f"Questions possibles : {known}."
                )
            if question.option(value) is None:
                allowed = ", ".join(question.values())
                raise InvalidAnswer(
                    f"Réponse invalide {value!r} à la question {question_id!r} "
                    f"(« {question.prompt} »). Réponses possibles : {allowed}."
                )

    def legacy_answers(self, answers: Mapping[str, str]) -> dict[str, str]:
        """The answers given under a question id or an option value kept only for stored incidents.

        A stored incident resumes with them; a new walk (`arbitre decide`) must not: read through
        `Facts.answered`, they would take the path of the older flow (issue 21 §2)."""
        old: dict[str, str] = {}
        for question_id, value in answers.items():
            question = self.questions.get(question_id)
            if question_id in self.legacy or (
                question is not None and value not in question.values() and question.option(value) is not None
            ):
                old[question_id] = value
        return old

    def step(
        self,
        answers: Mapping[str, str],
        regulation: Regulation,
        evidence: object = None,
        board: BoardFacts | None = None,
    ) -> Step:
        """The next question to ask, or the ruling when nothing is missing; `evidence` is what
        Arbitre computed from the cards (a claim's count), for the procedures that use it."""
        self.validate(answers)
        kept = replays_of(self).decisions(regulation, board) if evidence is None else None
        if kept is None:
            return self._step(Facts(self, answers, regulation, evidence, board))
        decision = kept.find(answers)
        if decision is not None:
            return self._scored(decision, Facts(self, answers, regulation, evidence, board))
        facts = Facts(self, answers, regulation, evidence, board, defer=True)
        try:
            ruling = self.procedure(facts)
        except _Missing as missing:
            return self._asking(facts, missing)  # nothing pending: a read after it is Undeferred
        except Undeferred:
            return self._step(Facts(self, answers, regulation, evidence, board))
        except Exception:
            if facts.pending is None:
                raise
            return self._step(Facts(self, answers, regulation, evidence, board))
        if facts.pending is None:
            return self._ruled(facts, ruling)
        if ruling.score is not facts.pending:
            return self._step(Facts(self, answers, regulation, evidence, board))
        assert facts.reads is not None
        decision = Decision(ruling, tuple(facts.asked), tuple(facts.taken_up), facts.offered, facts.pending)
        kept.keep(facts.reads, decision)
        return self._scored(decision, Facts(self, answers, regulation, evidence, board))

    def _step(self, facts: Facts) -> Step:
        """The step computed in one run of the procedure (its score, if any, where it asks for it)."""
        try:
            ruling = self.procedure(facts)
        except _Missing as missing:
            return self._asking(facts, missing)
        return self._ruled(facts, ruling)

    def _scored(self, decision: Decision, facts: Facts) -> Step:
        """The step of a decision whose score was left pending: the facts as the procedure left them when it
        asked for the score, then the score computed on them, as the procedure would have at that point."""
        facts.asked = list(decision.asked)
        facts.taken_up = list(decision.taken_up)
        facts.offered = decision.offered
        try:
            score = decision.pending.compute(facts, *decision.pending.args)
        except _Missing as missing:
            return self._asking(facts, missing)
        ruled = decision.ruling.with_regulation(facts.regulation.label)
        object.__setattr__(ruled, "score", score)  # on its own copy (`with_regulation`), as `replace` would
        return self._ruling(facts, ruled)

    @staticmethod
    def _asking(facts: Facts, missing: _Missing) -> Step:
        return Step(
            question=missing.question,
            asked=tuple(facts.asked),
            offers_taken=len(facts.taken_up),
            offers=tuple(facts.taken_up),
            evidence_at=facts.evidence_at,
        )

    def _ruled(self, facts: Facts, ruling: Ruling) -> Step:
        return self._ruling(facts, ruling.with_regulation(facts.regulation.label))

    @staticmethod
    def _ruling(facts: Facts, ruling: Ruling) -> Step:
        return Step(
            ruling=ruling,
            asked=tuple(facts.asked),
            optional=facts.offered,
            offers_taken=len(facts.taken_up),
            offers=tuple(facts.taken_up),
            evidence_at=facts.evidence_at,
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "summary": self.summary,
            "laws": list(self.laws),
            # Issue 29 §4: a question kept only for stored incidents is marked, and never offered to a new walk.
            "questions": [
                {
                    **q.to_dict(),
                    "retired": q.id in self.legacy,
                    # Values still accepted for stored incidents, never offered (`arbitre decide` refuses them).
                    "retired_options": [{"value": o.value, "label": o.label} for o in q.legacy],
                }
                for q in self.questions.values()
            ],
        }


def questions(*items: Question) -> dict[str, Question]:
    """Index questions by id, refusing duplicates (ids are stored with incidents)."""
    index: dict[str, Question] = {}
    for question in items:
        if question.id in index:
            raise ValueError(f"duplicate question id {question.id}")
        values = question.values()
        if len(set(values)) != len(values) or not values:
            raise ValueError(f"question {question.id}: option values must be unique and present")
        index[question.id] = question
    return index
