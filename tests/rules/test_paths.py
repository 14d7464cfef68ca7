"""Every path of every topic, enumerated: each ends in a ruling that cites a law."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rules import topics
from rules.explore import walk
from rules.laws import lookup
from rules.regulations import available, load
from tests.walks import WALKS, memo, paths

pytestmark = WALKS

TOPIC_IDS = [t.id for t in topics()]

# Rulings of the revoke topic whose texts name a law their list does not cite yet: left to the helper that
# owns those files this round (issue 29 §3), listed so that no new one can appear; the list only shrinks
# (tests/rules/test_cited_laws.py).
KNOWN_UNCITED = {
    (line.split()[0], line.split()[1])
    for line in (Path(__file__).parent / "known_uncited_laws.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
}


# Issue 38: asked only with a recorded board (its vulnerability), or read from a first incident of the
# board without being asked (54D: a penalty card already on the table).
NOT_ON_A_PLAIN_WALK = {
    ("renonce", "declarer_side"),
    ("entame", "already_penalty_card"),
    ("revendication", "revoke_linked"),  # received from the revoke it is opened from, never asked
    ("revendication", "revoke_transfer"),  # tester11 X16: received from the linked revoke, never asked
    ("revendication", "revoke_side"),
}


@pytest.mark.parametrize("regulation_id", available())
@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_every_path_ends_in_a_cited_ruling(topic_id: str, regulation_id: str) -> None:
    regulation = load(regulation_id)
    walked = paths(topic_id, regulation_id)  # raises on a question asked twice or a loop
    assert walked, "no path at all"
    explained: set[str] = set()  # each law looked up once: the revoke's 22,000 paths cite a few dozen
    for path in walked:
        ruling = path.ruling
        assert ruling.laws, f"{ruling.id} cites no law"
        assert ruling.script, f"{ruling.id} has nothing to read out at the table"
        assert ruling.now, f"{ruling.id} says nothing about what happens now"
        assert ruling.regulation == regulation.label
        for law in ruling.laws:
            if law not in explained:
                assert lookup(law).law.title  # every citation is explained by `arbitre loi`
                explained.add(law)
        # Issue 29 §3: the law list names every law the text relies on (45C4a, 50E1, 14B4, 12C1b…).
        uncited = {law for law in ruling.uncited_laws() if (ruling.id, law) not in KNOWN_UNCITED}
        assert not uncited, f"{ruling.id} relies on {sorted(uncited)} in its text but does not cite them"
        if ruling.choices:
            assert ruling.chooser, f"{ruling.id} offers options but does not say who chooses"


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_every_question_and_option_is_reachable(topic_id: str) -> None:
    """No dead question: each declared question is asked on some path, with each option."""
    topic = next(t for t in topics() if t.id == topic_id)
    used: dict[str, set[str]] = {}
    walks = [paths(topic_id, regulation_id) for regulation_id in available()]
    # A choice no shipped regulation makes today, but a regulating authority could (issue 11 1k):
    # defenders' « plus de … ? » treated as establishing the revoke. Walked without the optional
    # follow-ups (the score questions): the walks above follow them under every shipped regulation,
    # and following them here took 5 s for nothing (the revoke topic's 1,030 paths became 23,080).
    walks.append(
        tuple(walk(topic, replace(load("ffb"), defenders_may_ask_each_other=False), follow_optional=False))
    )
    for walked in walks:
        for path in walked:
            for qid, value in path.answers:
                used.setdefault(qid, set()).add(value)
    for question in topic.questions.values():
        if question.id in topic.legacy:
            # Kept for incidents stored under an older flow; the current flow must not ask it.
            assert question.id not in used, f"legacy question {question.id} is still asked"
            continue
        if question.id in topic.with_cards:
            assert question.id not in used, f"{question.id} is asked without the cards"
            continue
        if (topic.id, question.id) in NOT_ON_A_PLAIN_WALK:
            continue
        assert question.id in used, f"question {question.id} is never asked"
        if question.branching:
            assert used[question.id] == set(question.values()), f"{question.id}: options never reached"


@pytest.mark.parametrize("topic_id", TOPIC_IDS)
def test_questions_are_french_and_explained(topic_id: str) -> None:
    topic = next(t for t in topics() if t.id == topic_id)
    for question in topic.questions.values():
        assert question.prompt.endswith("?"), question.id
        assert question.help, question.id
        assert all(o.label for o in question.options), question.id


def test_no_topic_offers_a_value_its_next_step_refuses() -> None:
    """Issue 29 §4: every walked path ends in a question or a ruling, never in a refusal of the
    core (rules.explore.refused_paths; the claims topic had 144 of 602 before its counts were
    asked in the order they bound each other)."""
    from rules.explore import refused_paths

    regulation = load("ffb")
    assert {t.id: refused for t in topics() if (refused := refused_paths(memo(t.id), regulation))} == {}  # type: ignore[arg-type]
