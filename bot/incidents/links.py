"""Incidents of one board, linked (issue 29 §2): a second irregularity, and what follows a ruling.

Pure: the dataclasses an incident stores and the small functions `bot.incidents.incident` applies.
Two kinds of link, stored as explicit strings:
- « deuxieme »: a second irregularity on the same board; both incidents carry it, and each ruling
  names the other (« voir aussi l'incident #N »);
- « bonne_decision » / « bonne_decision_de »: the ruling that should have been given (82C), opened
  from the follow-up that rules the director's error, with the answers of the wrong one received;
- « suite » / « suite_de »: a follow-up (penalty, the director's error, an appeal), also after the
  ruled incident is closed; the follow-up carries « suite_de » (and `follows`), the ruled one « suite ».

A second irregularity may receive facts the first established (a penalty card already on the table, a
revoke established by the next lead: `Topic.handovers` with `second`). They are kept apart from the
director's answers and answer their question only when the walk reaches it, each time said on screen;
« retour » over such an answer drops the fact, so the question is then asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from rules.model import Step

SECOND = "deuxieme"
FOLLOW_UP = "suite"
FOLLOWS = "suite_de"
# The director's error (82C): the ruling that should have been given, as its own incident, opened from
# the follow-up that rules the error; it names the incident whose ruling was wrong.
CORRECT = "bonne_decision"
CORRECTS = "bonne_decision_de"
RELATIONS = (SECOND, FOLLOW_UP, FOLLOWS, CORRECT, CORRECTS)


@dataclass(frozen=True)
class Link:
    incident: str
    relation: str

    @property
    def text(self) -> str:
        return {
            SECOND: f"voir aussi l'incident #{self.incident} (autre irrégularité sur la même donne)",
            FOLLOW_UP: f"suites de la décision : incident #{self.incident}",
            FOLLOWS: f"suite de l'incident #{self.incident}",
            CORRECT: f"la décision qui aurait dû être rendue : incident #{self.incident}",
            CORRECTS: f"la décision qui aurait dû être rendue pour l'erreur de l'arbitre de l'incident #{self.incident}",
        }.get(self.relation, f"incident #{self.incident}")


ANSWER, PROPOSE, NOTE, ONLY = "answer", "propose", "note", "only"
# Tester11 X16: what a claim and its linked revoke give each other, kept up to date by
# bot.incidents.claim_revoke in either order of opening: the declarer's tricks at the table (claim → revoke)
# and the revoke's transfer (revoke → claim), the latter read only by the claim's ruling (never asked).
READ_AT_RULING = frozenset({"revoke_transfer", "revoke_side"})
# Tester14 W12: and the claim's « levées déjà gagnées » the revoke trick bounds (revoke → claim, `ONLY`).
BOARD_SYNCED = READ_AT_RULING | {"tricks_taken", "tricks_before"}
# What a linked claim sends that answers the question being asked at once (tester12 Y18).
ANSWERED_NOW = frozenset({"tricks_taken"})


@dataclass(frozen=True)
class Received:
    """A fact established by the incident `source`, pre-answering `question` of this one; with `mode`
    PROPOSE (issue 38 D4), only offered: the question is asked, this answer marked; with NOTE (D15), a
    line said under this incident's ruling (`value`, no question); with ONLY, the values (« v1|v2 ») the
    question may take: it offers those alone, and the transition refuses any other (a question never
    offers a value it then refuses: tester12 Y2)."""

    question: str
    value: str
    source: str
    mode: str = ANSWER
    # Review 3 (55/63A1): « question=v1|v2 », the fact holds only once this incident has so answered that
    # question (a lead by one side establishes only that side's revoke); empty, always.
    only_if: str = ""

    def holds(self, answers: Iterable[tuple[str, str]]) -> bool:
        if not self.only_if:
            return True
        question, _, values = self.only_if.partition("=")
        return dict(answers).get(question) in values.split("|")

    def to_list(self) -> list[str]:
        tail = [self.mode, self.only_if] if self.only_if else [self.mode] if self.mode != ANSWER else []
        return [self.question, self.value, self.source, *tail]


def add_link(links: tuple[Link, ...], link: Link) -> tuple[Link, ...]:
    return links if link in links else (*links, link)


def received_from(payload: object) -> tuple[Received, ...]:
    """The facts an action carries (a list of [question, value, source]); malformed ones are dropped."""
    if not isinstance(payload, list):
        return ()
    return tuple(
        Received(*(str(x) for x in item[:3]), str(item[3]) if len(item) > 3 else ANSWER, *map(str, item[4:]))
        for item in payload
        if isinstance(item, list) and len(item) in (3, 4, 5)
    )


def fill(
    answers: tuple[tuple[str, str], ...],
    received: Iterable[Received],
    step_of: Callable[[tuple[tuple[str, str], ...]], Step],
) -> tuple[tuple[str, str], ...]:
    """The answers, with each received fact given where the walk asks its question."""
    received = tuple(received)
    facts = {fact.question: fact.value for fact in received if fact.mode == ANSWER and not fact.only_if}
    # Tester12 Y2: a fact that holds only after some answers of this incident (« l'autre camp » once its
    # offender is the declarer) answers once they are given.
    waiting = [fact for fact in received if fact.mode == ANSWER and fact.only_if]
    while facts or waiting:
        for fact in [f for f in waiting if f.holds(answers)]:
            facts.setdefault(fact.question, fact.value)
            waiting.remove(fact)
        if not facts:
            return answers
        step = step_of(answers)
        question = step.question
        if question is None and step.ruling is not None:
            # Issue 38: a fact the procedure reads without asking it (`Facts.answered`: an earlier penalty
            # card for 54D and 57A) is given at the ruling, kept only if the ruling reads it.
            given = set(answers)
            rest = tuple((q, v) for q, v in facts.items() if q not in dict(given))
            if rest and set(q for q, _ in rest) & set(step_of((*answers, *rest)).asked):
                read = set(step_of((*answers, *rest)).asked)
                return (*answers, *((q, v) for q, v in rest if q in read))
            return answers
        if question is None or question.id not in facts or question.option(facts[question.id]) is None:
            return answers
        answers = (*answers, (question.id, facts.pop(question.id)))
    return answers


def used(received: Iterable[Received], answers: Iterable[tuple[str, str]]) -> list[Received]:
    """The received facts that stand as answers now."""
    given = set(answers)
    found = [fact for fact in received if fact.mode == ANSWER and (fact.question, fact.value) in given]
    # One line per answer, whatever the number of conditions it was received under (tester12 Y2).
    return list({(f.question, f.value, f.source): f for f in reversed(found)}.values())[::-1]


def to_json(links: tuple[Link, ...], received: tuple[Received, ...]) -> dict[str, object]:
    return {
        "links": [[link.incident, link.relation] for link in links],
        "received": [f.to_list() for f in received],
    }


def from_json(data: dict[str, object]) -> tuple[tuple[Link, ...], tuple[Received, ...]]:
    """Absent from incidents stored before issue 29: none."""
    raw_links = data.get("links") or []
    links = tuple(Link(str(i), str(r)) for i, r in raw_links) if isinstance(raw_links, list) else ()
    return links, received_from(data.get("received") or [])


def offered(step: Step, received: Iterable[Received], answers: Iterable[tuple[str, str]] = ()) -> Step:
    """The question as this incident asks it. Issue 38 D4: the question a fact of the first incident is
    offered for (PROPOSE) is asked with that answer marked, for the director to confirm (same player, card
    still on the table) or not. Tester12 Y2: a question the first incident narrows (ONLY) offers only the
    values it allows, so that none offered is then refused. A fact that holds only for some answers of
    this incident (`only_if`) applies only after them."""
    field = "question" if step.question is not None else "optional"  # an optional one under the ruling too
    question = step.question or step.optional
    if question is None or not received:
        return step
    given = tuple(answers)
    facts = [f for f in received if f.question == question.id and f.holds(given)]
    narrowed = question
    for fact in facts:
        if fact.mode == ONLY:
            allowed = set(fact.value.split("|"))
            kept = tuple(o for o in narrowed.options if o.value in allowed)
            if kept:  # never a question with nothing to answer
                figures = [int(o.value) for o in kept if o.value.isdigit()]
                bound = (  # tester14 W12: a count's bound from the other incident, said where it is asked
                    f" D'après l'incident #{fact.source} (même donne) : de {min(figures)} à {max(figures)}."
                    if figures and len(kept) < len(narrowed.options)
                    else f" D'après l'incident #{fact.source} (même donne), seules les réponses qui s'accordent avec "
                    "ses faits sont proposées."
                    if len(kept) < len(narrowed.options)
                    else ""
                )
                narrowed = replace(narrowed, options=kept, legacy=(), help=f"{narrowed.help}{bound}")
    for fact in facts:
        if fact.mode == PROPOSE and narrowed.option(fact.value) is not None:
            options = tuple(
                replace(o, label=f"{o.label} (d'après l'incident #{fact.source})")
                if o.value == fact.value
                else o
                for o in narrowed.options
            )
            narrowed = replace(narrowed, options=options)
            break
    return step if narrowed is question else replace(step, **{field: narrowed})


def only_one(step: Step | None) -> str | None:
    """The one value the question of `step` offers, if it offers one alone (what the facts settle)."""
    question = step.question if step is not None else None
    return question.options[0].value if question is not None and len(question.options) == 1 else None


def notes(received: Iterable[Received], answers: Iterable[tuple[str, str]] = ()) -> list[str]:
    """Issue 38 D15: what the first incident changes in this ruling, when no question carries it."""
    given = tuple(answers)
    return [fact.value for fact in received if fact.mode == NOTE and fact.holds(given)]
