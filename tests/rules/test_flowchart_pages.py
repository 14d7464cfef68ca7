"""A whole topic too wide for a screen is drawn one page per answer to the first question
(issue 23, F11): nothing is lost between the pages, each is narrower, and --depuis is offered."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands import flowchart as command
from rules import topics
from rules.flowchart import build, first_answers
from rules.regulations import load

TOPIC_IDS = [t.id for t in topics()]


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_the_pages_together_hold_every_ruling_of_the_topic(topic_id: str) -> None:
    topic = next(t for t in topics() if t.id == topic_id)
    regulation = load("ffb")
    whole = {r.id for r in build(topic, regulation).rulings.values()}
    pages = first_answers(topic, regulation)
    if not pages:  # a topic that rules without asking: one picture
        return
    first_question = next(iter(topic.questions.values()))
    assert [value for value, _ in pages] == [v for v in first_question.values() if v in dict(pages)]
    found: set[str] = set()
    for value, _ in pages:
        graph = build(topic, regulation, first=value)
        assert graph.root == "q1" and {label for s, _, label in graph.edges if s == "q1"}
        found |= {r.id for r in graph.rulings.values()}
    assert found == whole


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    out, err = capsys.readouterr()
    return int(done.value.code or 0), out, err


def test_a_wide_topic_is_split_and_points_to_depuis(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without Graphviz: the width is measured by counting the leaves, the pages are recorded."""
    written: dict[str, str] = {}

    def size(_: str, text: str) -> tuple[int, int]:
        return (200 * text.count("shape=note"), 600)

    monkeypatch.setattr(command.shutil, "which", lambda _: "/usr/bin/dot")
    monkeypatch.setattr(command, "_size", size)
    monkeypatch.setattr(command, "_render", lambda _p, _f, text, output: written.__setitem__(output, text))
    code, out, _ = _run(
        capsys, "flowchart", "renonce", "--format", "png", "--output", str(tmp_path / "r.png")
    )
    assert code == 0 and "découpé en 9 page(s)" in out and "--depuis" in out  # one per situation
    assert sorted(Path(p).name for p in written)[0] == "r-1-not_followed.png" and len(written) == 9
    whole = size("", command.dot(command.rules.get_topic("renonce"), load("ffb")))[0]
    assert all(size("", text)[0] < whole for text in written.values())
    written.clear()
    code, out, _ = _run(
        capsys, "flowchart", "renonce", "--format", "png", "--output", str(tmp_path / "r.png"), "--entier"
    )
    assert code == 0 and list(written) == [str(tmp_path / "r.png")]
    written.clear()
    regulation = load("ffb")
    narrow = min(topics(), key=lambda t: len(build(t, regulation).rulings))  # a topic drawn whole
    code, out, _ = _run(
        capsys, "flowchart", narrow.id, "--format", "png", "--output", str(tmp_path / "c.png")
    )
    assert code == 0 and list(written) == [str(tmp_path / "c.png")] and "découpé" not in out


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz (dot) absent")
def test_with_graphviz_every_revoke_page_is_far_narrower_than_the_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(
        capsys, "flowchart", "renonce", "--format", "svg", "--output", str(tmp_path / "r.svg")
    )
    assert code == 0
    whole = int(re.search(r"ferait ([\d\u202f]+) ×", out)[1].replace("\u202f", ""))  # type: ignore[index]
    pages = sorted(tmp_path.glob("r-*.svg"))
    assert len(pages) == 7
    widths = [float(re.search(r'width="([\d.]+)pt"', p.read_text())[1]) for p in pages]  # type: ignore[index]
    assert whole > 10_000 and max(widths) < whole / 2
