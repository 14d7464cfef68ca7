"""The flowchart is generated from the rules: one leaf per distinct ruling, every edge real."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.cli import main
from rules import topics
from rules.flowchart import build, mermaid
from rules.regulations import load
from tests.walks import WALKS, paths

pytestmark = WALKS  # the topics' walks, shared with the other modules that walk them

TOPIC_IDS = [t.id for t in topics()]


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_one_leaf_per_distinct_ruling(topic_id: str) -> None:
    topic = next(t for t in topics() if t.id == topic_id)
    regulation = load("ffb")
    graph = build(topic, regulation)
    rulings = {path.ruling.id for path in paths(topic_id, "ffb", follow_optional=False)}
    assert len(graph.rulings) == len(rulings)
    assert {r.id for r in graph.rulings.values()} == rulings
    targets = {target for _, target, _ in graph.edges}
    assert set(graph.rulings) <= targets or len(graph.rulings) == 1  # every leaf is reached


def test_mermaid_text_names_questions_rulings_and_laws() -> None:
    text = mermaid(next(t for t in topics() if t.id == "renonce"), load("ffb"))
    assert text.startswith("flowchart TD\n")
    assert "Qui est le joueur fautif ?" in text
    assert "Renonce consommée : transfert de 2 levées<br/>63B, 64A1, 64C1, 12B2" in text


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def test_command_prints_mermaid(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "flowchart", "renonce")
    assert code == 0 and out.startswith("flowchart TD")


def test_svg_without_graphviz_says_what_to_install(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    code, _, err = run(capsys, "flowchart", "renonce", "--format", "svg", "--output", str(tmp_path / "r.svg"))
    assert code == 2 and "Graphviz" in err


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz n'est pas installé sur cette machine")
def test_svg_with_graphviz(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "renonce.svg"
    code, _, _ = run(capsys, "flowchart", "renonce", "--format", "svg", "--output", str(target), "--entier")
    assert code == 0 and target.read_text(encoding="utf-8").lstrip().startswith("<")


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_each_question_is_drawn_once_and_every_path_follows_the_arrows(topic_id: str) -> None:
    topic = next(t for t in topics() if t.id == topic_id)
    regulation = load("ffb")
    graph = build(topic, regulation)
    assert len(set(graph.questions.values())) == len(graph.questions)
    node_of_question = {prompt: node for node, prompt in graph.questions.items()}
    node_of_ruling = {ruling.id: node for node, ruling in graph.rulings.items()}
    for path in paths(topic_id, "ffb", follow_optional=False):
        answers = path.answers
        node = graph.root
        for i, (qid, value) in enumerate(answers):
            if not topic.questions[qid].branching:
                value = topic.questions[qid].values()[0]
            assert node == node_of_question[topic.questions[qid].prompt], (path.answers, i)
            earlier = set(answers[:i])
            routes = [r for r in graph.routes if r[0] == node and r[1] == value]
            guarded = {r[2] for r in routes if r[3] and set(r[3]) <= earlier}
            plain = {r[2] for r in routes if not r[3]}
            chosen = guarded or plain
            assert len(chosen) == 1, (path.answers, i, routes)
            node = chosen.pop()
        assert node == node_of_ruling[path.ruling.id], path.answers


def test_dot_labels_break_lines_instead_of_showing_backslash_n() -> None:
    from rules.flowchart import dot

    text = dot(next(t for t in topics() if t.id == "renonce"), load("ffb"))
    assert "\\\\n" not in text  # an escaped backslash would print « \n » in the picture
    assert "rankdir=TB" in text


def test_a_branch_starts_at_the_question_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "flowchart", "renonce", "--depuis", "when")
    assert code == 0
    first = next(line for line in out.splitlines() if line.strip().startswith("q1{"))
    assert "attention" in first
    code, _, err = run(capsys, "flowchart", "renonce", "--depuis", "pas_une_question")
    assert code == 2 and "question inconnue" in err
