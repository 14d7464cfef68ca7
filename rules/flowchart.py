"""A topic drawn as a diagram, generated from the topic's own procedure.

The diagram is built by walking the procedure, so it cannot disagree with the bot. Identical
sub-flows are drawn once (a shared node), and each distinct ruling is one leaf. The optional
follow-up after a ruling (the corrected score) is left out: it is arithmetic, not a ruling.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.model import Ruling
from rules.regulations import Regulation
from rules.topic import Topic


@dataclass
class Graph:
    questions: dict[str, str] = field(default_factory=dict)  # node id -> prompt
    rulings: dict[str, Ruling] = field(default_factory=dict)  # node id -> ruling
    edges: list[tuple[str, str, str]] = field(default_factory=list)  # (from, to, option label)
    root: str = ""


def build(topic: Topic, regulation: Regulation) -> Graph:
    graph = Graph()
    by_signature: dict[tuple[object, ...], str] = {}

    def visit(answers: tuple[tuple[str, str], ...]) -> tuple[str, tuple[object, ...]]:
        step = topic.step(dict(answers), regulation)
        if step.ruling is not None:
            signature: tuple[object, ...] = ("R", step.ruling.id)
            node = by_signature.get(signature)
            if node is None:
                node = by_signature[signature] = f"r{len(graph.rulings) + 1}"
                graph.rulings[node] = step.ruling
            return node, signature
        question = step.question
        assert question is not None
        children = []
        values = question.values()
        if not question.branching and len(values) > 2:
            values = (values[0],)  # data entry: every value leads down the same branch
        for value in values:
            child, child_signature = visit((*answers, (question.id, value)))
            label = question.option(value).label if question.branching else "valeur saisie"  # type: ignore[union-attr]
            children.append((label, child, child_signature))
        signature = ("Q", question.id, tuple((label, sig) for label, _, sig in children))
        node = by_signature.get(signature)
        if node is None:
            node = by_signature[signature] = f"q{len(graph.questions) + 1}"
            graph.questions[node] = question.prompt
            graph.edges.extend((node, child, label) for label, child, _ in children)
        return node, signature

    graph.root, _ = visit(())
    return graph


def _quote(text: str) -> str:
    return text.replace('"', "#quot;")


def mermaid(topic: Topic, regulation: Regulation) -> str:
    graph = build(topic, regulation)
    lines = [
        "flowchart TD",
        f"    %% {topic.title} — généré depuis les règles d'Arbitre ({regulation.label})",
    ]
    for node, prompt in graph.questions.items():
        lines.append(f'    {node}{{"{_quote(prompt)}"}}')
    for node, ruling in graph.rulings.items():
        lines.append(f'    {node}(["{_quote(ruling.title)}<br/>{", ".join(ruling.laws)}"])')
    for source, target, label in graph.edges:
        lines.append(f'    {source} -->|"{_quote(label)}"| {target}')
    return "\n".join(lines) + "\n"


def dot(topic: Topic, regulation: Regulation) -> str:
    graph = build(topic, regulation)

    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace('"', '\\"')

    lines = [
        "digraph arbitre {",
        f'    label="{esc(topic.title)} — généré depuis les règles d\'Arbitre"; labelloc=t;',
        '    node [fontname="Helvetica", fontsize=10]; edge [fontname="Helvetica", fontsize=9];',
    ]
    for node, prompt in graph.questions.items():
        lines.append(f'    {node} [shape=box, style=rounded, label="{esc(prompt)}"];')
    for node, ruling in graph.rulings.items():
        label = esc(f"{ruling.title}\\n{', '.join(ruling.laws)}")
        lines.append(f'    {node} [shape=note, style=filled, fillcolor="#eef5ff", label="{label}"];')
    for source, target, label in graph.edges:
        lines.append(f'    {source} -> {target} [label="{esc(label)}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
