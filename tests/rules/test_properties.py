"""Cross-cutting properties of every topic (issue 11 §3, §5): dead questions, order-independence."""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.incidents import incident as engine
from bot.incidents import transition
from bot.incidents.render import ruling_sections
from rules import topics
from rules.explore import DeadQuestion, dead_questions, outcome
from rules.explore import Path as WalkPath
from rules.model import Option, Question, Ruling
from rules.regulations import available, load
from rules.topic import Facts, Topic, questions
from tests.walks import WALKS, memo, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

HERE = Path(__file__).resolve().parent
KNOWN_DEAD = HERE / "known_dead_questions.toml"
TOPIC_IDS = [t.id for t in topics()]


def _topic(topic_id: str) -> Topic:
    return next(t for t in topics() if t.id == topic_id)


def _known_dead() -> dict[tuple[str, str], str]:
    data = tomllib.loads(KNOWN_DEAD.read_text(encoding="utf-8"))
    known: dict[tuple[str, str], str] = {}
    for entry in data.get("dead", []):
        key = (entry["topic"], entry["question"])
        assert key not in known, f"entrée en double : {key}"
        assert entry["reason"].strip(), f"{key} : la raison (en français) manque"
        known[key] = entry["reason"]
    return known


def _findings() -> dict[tuple[str, str], list[DeadQuestion]]:
    found: dict[tuple[str, str], list[DeadQuestion]] = {}
    for regulation_id in available():
        regulation = load(regulation_id)
        for topic in topics():
            for dead in dead_questions(memo(topic.id, regulation_id), regulation):  # type: ignore[arg-type]
                found.setdefault((dead.topic, dead.question), []).append(dead)
    return found


def test_no_new_dead_question_and_the_known_list_only_shrinks() -> None:
    found = _findings()
    known = _known_dead()
    new = {key: found[key][0].path for key in found if key not in known}
    gone = sorted(key for key in known if key not in found)
    assert not new, f"questions mortes nouvelles (thème, question) -> un chemin : {new}"
    assert not gone, f"plus mortes, à retirer de {KNOWN_DEAD.name} : {gone}"


def _toy_topic() -> Topic:
    """A topic whose second question cannot change the ruling once the first says "no"."""

    def procedure(facts: Facts) -> Ruling:
        if facts.is_("a", "no"):
            facts.ask("b")  # asked, but both answers lead to the same ruling: dead
            return Ruling(id="toy.no", title="t", laws=("64A1",), now=("n",), script=("s",))
        if facts.is_("b", "yes"):
            return Ruling(id="toy.yes.yes", title="t", laws=("64A1",), now=("n",), script=("s",))
        return Ruling(id="toy.yes.no", title="t", laws=("64A1",), now=("n",), script=("s",))

    def yes_no(question_id: str) -> Question:
        return Question(question_id, f"{question_id} ?", (Option("yes", "Oui"), Option("no", "Non")), "aide")

    return Topic(
        id="toy",
        title="Jouet",
        summary="jouet",
        laws=("64",),
        questions=questions(yes_no("a"), yes_no("b")),
        procedure=procedure,
    )


def test_the_dead_question_check_can_fail() -> None:
    found = dead_questions(_toy_topic(), load("ffb"))
    assert {(d.question, d.path) for d in found} == {
        ("b", (("a", "no"), ("b", "yes"))),
        ("b", (("a", "no"), ("b", "no"))),
    }


@cache
def _paths(topic_id: str) -> tuple[WalkPath, ...]:
    return paths(topic_id, "ffb")


@st.composite
def _path_and_order(draw: st.DrawFn) -> tuple[str, WalkPath, list[int], int]:
    topic_id = draw(st.sampled_from(TOPIC_IDS))
    paths = _paths(topic_id)
    path = paths[draw(st.integers(0, len(paths) - 1))]
    order = draw(st.permutations(range(len(path.answers))))
    back_at = draw(st.integers(0, len(path.answers)))
    return topic_id, path, list(order), back_at


@settings(max_examples=300, deadline=None)
@given(_path_and_order())
def test_any_order_gives_the_same_ruling(case: tuple[str, WalkPath, list[int], int]) -> None:
    """Issue 11 §3: the path's answers, as one dict, fed in any order, or through the incident
    engine with a « retour » and a re-answer, reach the same ruling and structured outcome."""
    topic_id, path, order, back_at = case
    topic = _topic(topic_id)
    regulation = load("ffb")
    wanted = outcome(path.ruling)

    whole = topic.step(dict(path.answers), regulation)
    assert whole.ruling is not None and outcome(whole.ruling) == wanted

    given_so_far: dict[str, str] = {}
    for index in order:  # the director gives the facts in another order: each step is valid
        question_id, value = path.answers[index]
        given_so_far[question_id] = value
        topic.step(given_so_far, regulation)
    last = topic.step(given_so_far, regulation)
    assert last.ruling is not None and outcome(last.ruling) == wanted, order

    actor = engine.Actor("1", "Arbitre", is_director=True)  # the judgements are his (81C)
    state = transition.create("t", actor, engine.start("chat", topic=topic_id), 0.0)
    for i, (question_id, value) in enumerate(path.answers):
        if i == back_at and i > 0:  # go back one question and answer it again
            state = transition.apply(state, actor, engine.back(), 0.0)
            previous_id, previous_value = path.answers[i - 1]
            state = transition.apply(state, actor, engine.answer(previous_id, previous_value), 0.0)
        state = transition.apply(state, actor, engine.answer(question_id, value), 0.0)
    step = state.step()
    assert step is not None and step.ruling is not None
    assert outcome(step.ruling) == wanted


KNOWN_MISSING_ROLE = HERE / "known_missing_chooser_role.toml"


@cache  # two tests read it, neither changes it (1 s of CPU to build)
def _every_ruling() -> dict[tuple[str, str], Ruling]:
    rulings: dict[tuple[str, str], Ruling] = {}
    for regulation_id in available():
        for topic in topics():
            for path in paths(topic.id, regulation_id):
                # keyed by regulation too (reviewer25 P-17): the same answers end in another regulation's ruling
                # (its notes, the online texts, the procedural penalty), which must be read as well
                rulings.setdefault(
                    (topic.id, f"{regulation_id}|{path.ruling.id}|{path.answers!r}"), path.ruling
                )
    return rulings


def test_every_chooser_has_a_chooser_role_and_the_known_list_only_shrinks() -> None:
    data = tomllib.loads(KNOWN_MISSING_ROLE.read_text(encoding="utf-8"))
    known = {(e["topic"], e["ruling"]) for e in data.get("missing", []) if e["reason"].strip()}
    found = {
        (topic_id, ruling.id)
        for (topic_id, _), ruling in _every_ruling().items()
        if ruling.chooser and ruling.chooser_role is None
    }
    assert not found - known, f"décisions sans chooser_role : {sorted(found - known)}"
    assert not known - found, f"corrigées, à retirer de {KNOWN_MISSING_ROLE.name} : {sorted(known - found)}"


PLACEHOLDER = re.compile(r"[{}]|\bNone\b|\(\s*\)|:\s*$|:\s*\(|«\s*»")


def reading_faults(ruling: Ruling) -> list[str]:
    """Lines of the rendered ruling a director should never read: empty, placeholders, doubles."""
    faults = []
    for section in ruling_sections(ruling):
        if section.heading.count("sans consulter") > 1:
            faults.append(f"titre doublé : {section.heading}")
        for line in section.lines:
            fault = _line_fault(line)
            if fault == "empty":
                faults.append(f"{section.heading or 'pied'} : ligne vide")
            elif fault == "placeholder":
                faults.append(f"{section.heading or 'pied'} : {line}")
            elif fault == "doubled":
                faults.append(f"{section.heading} : parenthèse doublée : {line}")
    return faults


@cache
def _line_fault(line: str) -> str:
    """What is wrong with one line, read alone: the same lines recur in thousands of rulings (the revoke's
    score follow-ups), and the placeholder search was most of the reading (ops33)."""
    if not line.strip():
        return "empty"
    if PLACEHOLDER.search(line):
        return "placeholder"
    if line.count("(sans consulter son partenaire)") > 1:
        return "doubled"
    return ""


def test_no_ruling_prints_an_empty_or_placeholder_line() -> None:
    """Issue 11 1i: over every ruling of every path of every regulation, every section reads as French sentences.
    Rulings are frozen and `reading_faults` reads only the ruling: each distinct one is read once."""
    distinct = {(topic_id, ruling) for (topic_id, _), ruling in _every_ruling().items()}
    faults = {
        f"{topic_id} {ruling.id}": fault for topic_id, ruling in distinct for fault in reading_faults(ruling)
    }
    assert not faults, faults


def test_the_reading_check_can_fail() -> None:
    ruling = Ruling(
        id="toy",
        title="t",
        laws=("64A1",),
        now=("", "Carte : None", "x (sans consulter son partenaire) (sans consulter son partenaire)"),
        script=("s",),
    )
    assert len(reading_faults(ruling)) == 3


def test_no_walk_offers_a_retired_question_or_value() -> None:
    """Issue 29 §4: a question or a value kept only for stored incidents (`Topic.legacy`, `Question.legacy`)
    is refused by `arbitre decide`; no path of any topic may therefore ask it or offer it."""
    offered = set()
    for topic_id in TOPIC_IDS:
        topic = _topic(topic_id)
        # each (question, value) of a topic's paths once: the revoke's 22,000 paths repeat a few hundred
        answered = {answer for path in _paths(topic_id) for answer in path.answers}
        offered |= {
            (topic_id, question_id, value)
            for question_id, value in answered
            if question_id in topic.legacy or value not in topic.questions[question_id].values()
        }
    assert not offered, offered


def _refused_paths(topic: Topic) -> list[tuple[tuple[str, str], ...]]:
    """Answer sequences a walk builds from offered values only, that `Topic.step` then refuses."""
    from rules.model import InvalidAnswer

    regulation = load("ffb")
    refused: list[tuple[tuple[str, str], ...]] = []
    stack: list[tuple[tuple[str, str], ...]] = [()]
    while stack:
        answered = stack.pop()
        try:
            step = topic.step(dict(answered), regulation)
        except InvalidAnswer:
            refused.append(answered)
            continue
        question = step.question if step.ruling is None else step.optional
        if question is None:
            continue
        values = question.values()
        if not question.branching and len(values) > 2:
            values = (values[0], values[-1])
        stack.extend((*answered, (question.id, value)) for value in values)
    return refused


def test_decide_never_asks_a_question_whose_answer_it_then_refuses() -> None:
    """Issue 29 §4: every value a question offers leads on to a question or a ruling, never to a refusal."""
    refused = {topic.id: found[0] for topic in topics() if (found := _refused_paths(memo(topic.id)))}  # type: ignore[arg-type]
    assert not refused, refused
