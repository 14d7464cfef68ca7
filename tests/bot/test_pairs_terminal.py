"""Issue 38 §1 at the terminal: every row of the matrix of pairs (tests/rules/test_pairs.py), typed as a
director types it, in both orders. First order: the first incident, « + » at its ruling, the second topic;
the fact received is said (« Fait repris ») or offered (« d'après l'incident #1 ») and the ruling names
what it took; after it, the first incident resumes at its ruling (G14). Other order: the second
irregularity entered first, its facts answered by the director, then « + » for the other: the same
combined ruling."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from bot.finder import topics as finder
from bot.incidents import links
from bot.incidents.links import Received
from rules.model import BoardFacts
from tests.bot.test_terminal import session
from tests.rules.test_pairs import ROWS, Row, received


def menu(topic: str) -> list[str]:
    """The two menu choices that open `topic`, under its first phase."""
    phase = rules.get_topic(topic).phases[0]
    phases = list(finder.PHASES)
    topics = [t.id for t in finder.topics_in(phase)]
    return [str(phases.index(phase) + 1), str(topics.index(topic) + 1)]


def typed(
    topic: str, answers: dict[str, str], filled: dict[str, str] | None = None, board: BoardFacts | None = None
) -> list[str]:
    """The numbers the director types to walk `topic` to its ruling with `answers`; the `filled`
    questions are answered by the engine (received facts) and not typed. A question the answers leave
    open takes its first option, as tests/rules/test_pairs.py does."""
    filled = filled or {}
    given: dict[str, str] = {}
    out: list[str] = []
    for _ in range(20):
        step = rules.next_step(topic, given, board=board)
        question = step.question
        if step.ruling is not None:
            # An optional question under the ruling is answered when the row gives it (an earlier
            # penalty card under 54D and 57A, issue 38 A6/A15): offered, not asked.
            question = step.optional
            if question is None or (question.id not in answers and question.id not in filled):
                return out
        assert question is not None
        if question.id in filled:
            given[question.id] = filled[question.id]
            continue
        value = answers.get(question.id, question.values()[0])
        given[question.id] = value
        # A figure (tricks 0 to 13) is typed as itself, as the terminal reads it; any other by its number.
        figure = value.isdigit() and all(o.label == o.value for o in question.options if o.value.isdigit())
        out.append(value if figure else str(question.values().index(value) + 1))
    raise AssertionError(f"{topic}: no ruling")


def applied(row: Row) -> dict[str, str]:
    """The facts the second incident receives answered (not offered: those the director confirms)."""
    _, first, first_answers, second, *_ = row
    topic = rules.get_topic(first)
    out: dict[str, str] = {}
    for h in topic.handovers:
        if h.second and h.target == second and h.answers.items() <= first_answers.items() and not h.ask:
            out.update(h.target_answers)
    return out


def said_notes(row: Row) -> list[str]:
    """The lines the second ruling says of the first incident (`HandOver.note`), for its answers."""
    _, first, first_answers, second, second_answers, *_ = row
    out = []
    for h in rules.get_topic(first).handovers:
        if h.second and h.target == second and h.note and h.answers.items() <= first_answers.items():
            if h.only_if is None or second_answers.get(h.only_if[0]) in h.only_if[1]:
                out.append(h.note.replace("{first}", "1"))
    return out


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:40] for r in ROWS])
async def test_each_pair_at_the_terminal_in_both_orders(tmp_path: Path, row: Row) -> None:
    name, first, first_answers, second, second_answers, facts, laws, ruling_id = row
    assert received(first, first_answers, second, second_answers) == facts
    both = {**facts, **second_answers}
    script = [
        *menu(first),
        *typed(first, first_answers),
        "+",
        *menu(second),
        *typed(second, both, applied(row)),
        "",  # the second ruling read and closed: back to the first (G14)
        "",
        "q",
    ]
    code, out, store = await session(tmp_path / "a", "\n".join(script) + "\n")
    assert code == 0, out
    for question, value in facts.items():
        label = rules.get_topic(second).questions[question].option(value)
        assert label is not None
        assert (
            f"Fait repris de l'incident #1 : « {rules.get_topic(second).questions[question].prompt} »" in out
            or f"{label.label} (d'après l'incident #1)" in out
        ), name
    if not facts:  # review 3 (55/63A1): nothing offered is nothing marked (the other side's revoke)
        assert "(d'après l'incident #1)" not in out, name
    for note in said_notes(row):
        assert note in out, name
    assert "Retour à l'incident #1, première irrégularité sur cette donne." in out, name
    second_incident = await store.get("2")
    assert second_incident is not None and second_incident.second_of == "1"
    combined = second_incident.step()
    assert combined is not None and combined.ruling is not None
    assert laws <= set(combined.ruling.laws) and ruling_id in (second_incident.ruling_id or "")
    await store.close()

    # The other order: the second irregularity first, its facts given by the director (54D and 57A offer
    # the earlier penalty card under their ruling, A6/A15), then « + ».
    other = [
        *menu(second),
        *typed(second, both),
        "+",
        *menu(first),
        *typed(first, first_answers),
        "",
        "",
        "q",
    ]
    code, out, store = await session(tmp_path / "b", "\n".join(other) + "\n")
    assert code == 0, out
    alone = await store.get("1")
    assert alone is not None and alone.ruling_id == second_incident.ruling_id, name
    await store.close()


def test_a_fact_for_some_answers_only_is_stored_and_offered_only_after_them() -> None:
    """Review 3 (55/63A1): « played » is offered only once the revoke is known to be the leading side's;
    the condition survives the event log (to_list, received_from)."""
    fact = Received("when", "played", "1", links.PROPOSE, "offender=declarer|dummy")
    assert links.received_from([fact.to_list()]) == (fact,)
    assert fact.holds((("offender", "dummy"),)) and not fact.holds((("offender", "defender"),))
    assert not fact.holds(())
