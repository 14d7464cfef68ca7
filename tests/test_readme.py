"""The README's promises that a test can hold: its flowchart is the one the rules draw today,
and .ci/run runs exactly the README's test command."""

from __future__ import annotations

import re
from pathlib import Path

import rules
from rules.flowchart import mermaid

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def readme_flowchart(text: str, topic: str) -> str:
    match = re.search(rf"<!-- flowchart:{topic} -->\n```mermaid\n(.*?)```\n<!-- /flowchart -->", text, re.S)
    assert match, f"no generated flowchart for {topic} in the README (run: python -m tests.test_readme)"
    return match.group(1)


def test_readme_flowchart_is_generated_from_the_rules() -> None:
    expected = mermaid(rules.get_topic("attaque"), rules.load_regulation("ffb"))
    assert readme_flowchart(README.read_text(encoding="utf-8"), "attaque") == expected


def test_ci_runs_the_readme_test_command() -> None:
    readme = README.read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line.strip() for line in ci.splitlines() if line.startswith("python3 -m venv"))
    assert f"    {command}\n" in readme


def test_the_readme_lists_every_topic() -> None:
    readme = README.read_text(encoding="utf-8")
    missing = [topic.id for topic in rules.topics() if f"| `{topic.id}` |" not in readme]
    assert not missing, f"thèmes absents du tableau du README : {missing}"


if __name__ == "__main__":  # regenerate the README's flowchart
    text = README.read_text(encoding="utf-8")
    block = "```mermaid\n" + mermaid(rules.get_topic("attaque"), rules.load_regulation("ffb")) + "```\n"
    text = re.sub(
        r"(<!-- flowchart:attaque -->\n)(?:```mermaid\n.*?```\n)?(<!-- /flowchart -->)",
        lambda m: m.group(1) + block + m.group(2),
        text,
        flags=re.S,
    )
    README.write_text(text, encoding="utf-8")
