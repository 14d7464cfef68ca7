"""The README's promises that a test can hold: it stays short, .ci/run runs exactly its test command,
the sample session it imports is a real club evening, and the reference it points to (docs/) is the
one the rules draw today."""

from __future__ import annotations

import re
from pathlib import Path

import rules
from rules.deals.pbn import read_pbn
from rules.flowchart import mermaid

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TOPICS = ROOT / "docs" / "topics.md"
SAMPLE = ROOT / "docs" / "exemple-seance.pbn"


def readme_flowchart(text: str, topic: str) -> str:
    match = re.search(rf"<!-- flowchart:{topic} -->\n```mermaid\n(.*?)```\n<!-- /flowchart -->", text, re.S)
    assert match, f"no generated flowchart for {topic} in docs/topics.md (run: python -m tests.test_readme)"
    return match.group(1)


def test_readme_flowchart_is_generated_from_the_rules() -> None:
    expected = mermaid(rules.get_topic("attaque"), rules.load_regulation("ffb"))
    assert readme_flowchart(TOPICS.read_text(encoding="utf-8"), "attaque") == expected


def test_ci_runs_the_readme_test_command() -> None:
    readme = README.read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line.strip() for line in ci.splitlines() if line.startswith("python3 -m venv"))
    assert f"    {command}\n" in readme
    assert " -n auto" in command  # the suite on every core: the README's « moins de cinq minutes »


def test_the_reference_lists_every_topic() -> None:
    text = TOPICS.read_text(encoding="utf-8")
    missing = [topic.id for topic in rules.topics() if f"| `{topic.id}` |" not in text]
    assert not missing, f"thèmes absents du tableau de docs/topics.md : {missing}"


def test_the_readme_is_read_in_five_minutes_and_every_link_leads_somewhere() -> None:
    readme = README.read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    for page in [README, *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if not target.startswith("http"):
                assert (page.parent / target).exists(), f"{page.name}: lien mort {target}"


def test_the_quick_start_imports_a_club_evening() -> None:
    readme = README.read_text(encoding="utf-8")
    assert "arbitre donnes importer docs/exemple-seance.pbn" in readme
    record = read_pbn(SAMPLE.read_text(encoding="utf-8"))
    assert 24 <= len(record.boards) <= 28
    # Law 2: the dealer turns with the board number, the vulnerability runs in cycles of 16.
    vulnerability = ["personne", "ns", "eo", "tous", "ns", "eo", "tous", "personne"]
    vulnerability += ["eo", "tous", "personne", "ns", "tous", "personne", "ns", "eo"]
    assert [board.number for board in record.boards] == list(range(1, len(record.boards) + 1))
    for board in record.boards:
        assert board.deal.dealer.value == "NESW"[(board.number - 1) % 4]
        assert board.deal.vulnerability == vulnerability[(board.number - 1) % 16]
        assert len(board.results) >= 6  # a realistic ScoreTable: every table's result
        assert all(r.ns_pair.isdigit() and r.ew_pair.isdigit() for r in board.results)  # no names


if __name__ == "__main__":  # regenerate docs/topics.md's flowchart
    text = TOPICS.read_text(encoding="utf-8")
    block = "```mermaid\n" + mermaid(rules.get_topic("attaque"), rules.load_regulation("ffb")) + "```\n"
    text = re.sub(
        r"(<!-- flowchart:attaque -->\n)(?:```mermaid\n.*?```\n)?(<!-- /flowchart -->)",
        lambda m: m.group(1) + block + m.group(2),
        text,
        flags=re.S,
    )
    TOPICS.write_text(text, encoding="utf-8")
