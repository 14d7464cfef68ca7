"""Questions a director answers to reach a ruling, per topic: `python bench/questions.py`.

Counted over the scenario files (tests/scenarios/*.toml: the cases a director meets) and over
every path of each topic (rules/explore.py). Only the questions the ruling needs count; the
optional follow-up offered with a ruling (« calculer la marque ? ») and its answers do not.
Target: a median of 4 questions or fewer for every topic. It measures; it never fails a build.
"""

from __future__ import annotations

import statistics
import sys
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from rules.explore import walk  # noqa: E402
from rules.regulations import load  # noqa: E402

TARGET = 4


def needed(topic_id: str, answers: dict[str, str], regulation: str) -> int:
    """The questions asked before the ruling, without the optional follow-up."""
    topic = rules.get_topic(topic_id)
    # A scenario kept in a retired question's form (a stored incident's answers) answers it up front,
    # as the stored incident does; each such answer counts as the question it was.
    given: dict[str, str] = topic.legacy_answers(answers)
    count = len(given)
    step = topic.step(given, load(regulation))
    while step.ruling is None:
        assert step.question is not None
        question = step.question.id
        if question not in answers:
            # A scenario kept in an older flow's form (« tricks_of_remaining » before « claimed », claims10's
            # T1) reaches its ruling with all its answers at once, as a stored incident does: its answers count.
            if topic.step(dict(answers), load(regulation)).ruling is not None:
                return len(answers)
            raise ValueError(f"{topic_id}: scenario stops before a ruling, at {question}")
        given[question] = answers[question]
        count += 1
        step = topic.step(given, load(regulation))
    return count


def scenario_counts() -> dict[str, list[int]]:
    counts: dict[str, list[int]] = defaultdict(list)
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for case in data.get("case", []):
            topic = case.get("topic", data.get("topic"))
            regulation = case.get("regulation", data.get("regulation", "ffb"))
            counts[topic].append(needed(topic, case["answers"], regulation))
    return counts


def path_counts(topic: rules.Topic) -> list[int]:
    return [
        needed(topic.id, dict(path.answers), "ffb")
        for path in walk(topic, load("ffb"), follow_optional=False)
    ]


def main() -> None:
    scenarios = scenario_counts()
    print("| thème | cas | médiane (cas) | max (cas) | chemins | médiane (chemins) | max (chemins) |")
    print("|---|---|---|---|---|---|---|")
    worst = 0.0
    for topic in rules.topics():
        cases = scenarios.get(topic.id, [])
        paths = path_counts(topic)
        median_cases = statistics.median(cases) if cases else float("nan")
        worst = max(worst, median_cases if cases else 0)
        print(
            f"| {topic.id} | {len(cases)} | {median_cases:g} | {max(cases) if cases else '—'} | "
            f"{len(paths)} | {statistics.median(paths):g} | {max(paths)} |"
        )
    verdict = "PASS" if worst <= TARGET else "MISS"
    print(
        f"questions to a ruling: worst topic median over the scenarios {worst:g} (target <= {TARGET}) {verdict}"
    )


if __name__ == "__main__":
    main()
