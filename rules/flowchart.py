"""A topic drawn as a diagram, generated from the topic's own procedure.

The diagram is built by walking the procedure, so it cannot disagree with the bot. Each
question is drawn once and each distinct ruling is one leaf. Where the same answer to a
question leads to different places depending on an earlier answer, each of its arrows says
which earlier answer it follows (« si Q3 : Oui »). The optional follow-up after a ruling (the
corrected score) is left out: it is arithmetic, not a ruling.
"""

from __future__ import annotations

import textwrap
from collections import defaultdict
from dataclasses import dataclass, field

from rules.model import Question, Ruling
from rules.regulations import Regulation
from rules.topic import Topic

Answers = tuple[tuple[str, str], ...]


@dataclass
class Graph:
    questions: dict[str, str] = field(default_factory=dict)  # node id -> prompt
    rulings: dict[str, Ruling] = field(default_factory=dict)  # node id -> ruling
    edges: list[tuple[str, str, str]] = field(default_factory=list)  # (from, to, label)
    root: str = ""
    # (from, answer value, to, earlier answers required): how a walk follows the arrows; an empty
    # requirement is the arrow taken when no other arrow of that answer applies (« sinon »).
    routes: list[tuple[str, str, str, tuple[tuple[str, str], ...]]] = field(default_factory=list)


@dataclass(frozen=True)
class _Hop:
    """One answer on one path: from `question`, answered `value`, the walk went to `target`."""

    context: frozenset[tuple[str, str]]  # the answers given before this one
    target: str  # « q:<question id> » or « r:<ruling id> »


# The walk of each (topic, regulation), made once a process: a diagram split into pages draws each page
# from the same walk (the revoke's 9 pages walked its 20,000 steps 11 times). The topic is kept in the
# value, so that an id reused by another object is never taken for it.
_WALKS: dict[tuple[int, Regulation], tuple[Topic, tuple[tuple[Answers, str, int], ...]]] = {}


def _walk(topic: Topic, regulation: Regulation) -> tuple[tuple[Answers, str, int], ...]:
    """Every path of the topic, in the order of its questions' values (see `_paths`)."""
    known = _WALKS.get((id(topic), regulation))
    if known is not None and known[0] is topic:
        return known[1]
    out: list[tuple[Answers, str, int]] = []
    stack: list[Answers] = [()]
    while stack:
        answers = stack.pop()
        step = topic.step(dict(answers), regulation)
        if step.ruling is not None:
            out.append((answers, step.ruling.id, 0))
            continue
        question = step.question
        assert question is not None
        values = question.values() if question.branching else question.values()[:1]
        stack.extend((*answers, (question.id, value)) for value in reversed(values))
    _WALKS[(id(topic), regulation)] = (topic, tuple(out))
    return tuple(out)


def _paths(
    topic: Topic, regulation: Regulation, start: str | None, first: str | None = None
) -> list[tuple[Answers, str, int]]:
    """Every path as (answers in order, ruling id, index of the first answer drawn); data-entry
    questions take their first value. With `start`, only the paths that reach that question, drawn
    from there on (the earlier answers still decide which arrow a path follows). With `first`, only
    the paths that give that answer to the first question drawn (one page per first answer)."""
    out = list(_walk(topic, regulation))
    if start is not None:
        out = [(answers, ruling, i) for answers, ruling, _ in out for i in _index_of(answers, start)]
        if not out:
            raise ValueError(start)
    if first is not None:
        out = [path for path in out if len(path[0]) > path[2] and path[0][path[2]][1] == first]
        if not out:
            raise ValueError(first)
    return out


def first_answers(topic: Topic, regulation: Regulation, start: str | None = None) -> list[tuple[str, str]]:
    """(value, label) of each answer to the first question drawn, in the question's order: the
    pages of a diagram split by first answer. Empty when the topic rules without asking."""
    paths = _paths(topic, regulation, start)
    given = {answers[i][1] for answers, _, i in paths if len(answers) > i}
    if not given:
        return []
    question = topic.questions[paths[0][0][paths[0][2]][0]]
    out = []
    for value in question.values():
        if value in given:
            option = question.option(value)
            out.append((value, option.label if option else value))
    return out


def _index_of(answers: Answers, question_id: str) -> list[int]:
    return [i for i, (qid, _) in enumerate(answers) if qid == question_id][:1]


def build(topic: Topic, regulation: Regulation, start: str | None = None, first: str | None = None) -> Graph:
    """The graph of `topic`, or of the branch that begins at question `start`; with `first`, only
    what follows that answer to the first question."""
    paths = _paths(topic, regulation, start, first)
    hops: dict[tuple[str, str], list[_Hop]] = defaultdict(list)
    order: list[str] = []  # question ids in the order a walk meets them
    rulings: dict[str, Ruling] = {}
    for answers, ruling_id, first in paths:
        for i in range(first, len(answers)):
            qid, value = answers[i]
            if qid not in order:
                order.append(qid)
            target = f"q:{answers[i + 1][0]}" if i + 1 < len(answers) else f"r:{ruling_id}"
            hops[(qid, value)].append(_Hop(frozenset(answers[:i]), target))
        if ruling_id not in rulings:
            step = topic.step(dict(answers), regulation)
            assert step.ruling is not None
            rulings[ruling_id] = step.ruling

    graph = Graph()
    node_of: dict[str, str] = {}
    for index, qid in enumerate(order, start=1):
        node_of[f"q:{qid}"] = f"q{index}"
        graph.questions[f"q{index}"] = topic.questions[qid].prompt
    for index, (ruling_id, ruling) in enumerate(rulings.items(), start=1):
        node_of[f"r:{ruling_id}"] = f"r{index}"
        graph.rulings[f"r{index}"] = ruling
    if len(paths[0][0]) == paths[0][2]:  # a topic that rules without asking anything
        graph.root = node_of[f"r:{paths[0][1]}"]
        return graph
    graph.root = node_of[f"q:{order[0]}"]

    seen: set[tuple[str, str, str]] = set()
    for qid in order:
        question = topic.questions[qid]
        for value in question.values() if question.branching else question.values()[:1]:
            taken = hops.get((qid, value))
            if not taken:
                continue
            label = question.option(value).label if question.branching else "valeur saisie"  # type: ignore[union-attr]
            for target, condition, guard in _conditions(taken, topic, node_of):
                edge = (
                    node_of[f"q:{qid}"],
                    node_of[target],
                    f"{label} — {condition}" if condition else label,
                )
                graph.routes.append((edge[0], value, edge[1], guard))
                if edge not in seen:
                    seen.add(edge)
                    graph.edges.append(edge)
    return graph


def _conditions(
    taken: list[_Hop], topic: Topic, node_of: dict[str, str]
) -> list[tuple[str, str | None, tuple[tuple[str, str], ...]]]:
    """For one answer: each target it leads to, the words of its condition, and the earlier
    answers that send the walk there (empty for the « sinon » arrow).

    A target's condition is a small set of earlier answers that every path to it has and that no
    path to another target has all of; a target reached in several ways gets one arrow per way. At
    most one target cannot be told apart that way (it is reached when some question was *not*
    asked): it takes the « sinon » arrow."""
    by_target: dict[str, list[frozenset[tuple[str, str]]]] = defaultdict(list)
    for hop in taken:
        by_target[hop.target].append(hop.context)
    if len(by_target) == 1:
        return [(next(iter(by_target)), None, ())]
    guards: dict[str, list[tuple[tuple[str, str], ...]]] = {}
    default: list[str] = []
    for target, contexts in by_target.items():
        others = [c for t, cs in by_target.items() if t != target for c in cs]
        found: list[tuple[tuple[str, str], ...]] = []
        for context in contexts:
            guard = _minimal_guard(context, others)
            if guard is None:
                default.append(target)
                break
            if guard not in found:
                found.append(guard)
        else:
            guards[target] = found
    if len(default) > 1:
        raise AssertionError(f"flowchart: cannot tell {default} apart")
    fallback = default[0] if default else max(guards, key=lambda t: (len(by_target[t]), t))
    guards.pop(fallback, None)
    out: list[tuple[str, str | None, tuple[tuple[str, str], ...]]] = []
    for target, found in guards.items():
        for guard in found:
            words = " et ".join(_describe(answer, topic, node_of) for answer in guard)
            out.append((target, "si " + words, guard))
    out.append((fallback, "sinon", ()))
    return out


def _minimal_guard(
    context: frozenset[tuple[str, str]], others: list[frozenset[tuple[str, str]]]
) -> tuple[tuple[str, str], ...] | None:
    """A smallest-found subset of `context` that no other context contains whole, or None."""

    def tells(answers: frozenset[tuple[str, str]]) -> bool:
        return not any(answers <= other for other in others)

    if not tells(context):
        return None
    for answer in sorted(context):  # a single telling answer reads best
        if tells(frozenset({answer})):
            return (answer,)
    guard = set(context)
    for answer in sorted(context):
        if tells(frozenset(guard - {answer})):
            guard.discard(answer)
    return tuple(sorted(guard))


def _describe(answer: tuple[str, str], topic: Topic, node_of: dict[str, str]) -> str:
    qid, value = answer
    question: Question = topic.questions[qid]
    option = question.option(value)
    shown = option.label if option else value
    node = node_of.get(f"q:{qid}")
    # A question drawn in this picture is named by its number; one asked before the branch by its words.
    where = node.upper() if node else f"« {_short(question.prompt, 40)} »"
    return f"{where} : {_short(shown, 40)}"


def _short(text: str, width: int) -> str:
    return textwrap.shorten(text, width=width, placeholder=" …")


def _quote(text: str) -> str:
    return text.replace('"', "#quot;")


def _numbered(node: str, prompt: str) -> str:
    return f"{node.upper()}. {prompt}"


def mermaid(topic: Topic, regulation: Regulation, start: str | None = None, first: str | None = None) -> str:
    graph = build(topic, regulation, start, first)
    lines = [
        "flowchart TD",
        f"    %% {topic.title} — généré depuis les règles d'Arbitre ({regulation.label})",
    ]
    for node, prompt in graph.questions.items():
        lines.append(f'    {node}{{"{_quote(_numbered(node, prompt))}"}}')
    for node, ruling in graph.rulings.items():
        lines.append(f'    {node}(["{_quote(ruling.title)}<br/>{", ".join(ruling.laws)}"])')
    for source, target, label in graph.edges:
        lines.append(f'    {source} -->|"{_quote(label)}"| {target}')
    return "\n".join(lines) + "\n"


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width=width, break_long_words=False) or [""]


def dot(topic: Topic, regulation: Regulation, start: str | None = None, first: str | None = None) -> str:
    """Graphviz text, top to bottom, with labels wrapped so the picture stays narrow."""
    graph = build(topic, regulation, start, first)

    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace('"', '\\"')

    def label(*parts: str, width: int) -> str:
        # DOT's own line break is the two characters \n inside the quoted label.
        return "\\n".join(esc(line) for part in parts for line in _wrap(part, width))

    lines = [
        "digraph arbitre {",
        f'    label="{esc(topic.title)} — généré depuis les règles d\'Arbitre"; labelloc=t;',
        "    rankdir=TB; nodesep=0.25; ranksep=0.35; newrank=true;",
        '    node [fontname="Helvetica", fontsize=11, margin="0.12,0.06"];',
        '    edge [fontname="Helvetica", fontsize=9];',
    ]
    for node, prompt in graph.questions.items():
        lines.append(
            f'    {node} [shape=box, style=rounded, label="{label(_numbered(node, prompt), width=34)}"];'
        )
    for node, ruling in graph.rulings.items():
        text = label(ruling.title, ", ".join(ruling.laws), width=30)
        lines.append(f'    {node} [shape=note, style=filled, fillcolor="#eef5ff", label="{text}"];')
    for source, target, edge_label in graph.edges:
        lines.append(f'    {source} -> {target} [label="{label(edge_label, width=26)}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
