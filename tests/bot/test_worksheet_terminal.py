"""Issue 25 on the terminal: each incident of a session ends with a stored score (hesitation, revoke,
contested claim, board not finished in time), recorded with the keys shown under the ruling."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

import rules
from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from rules.model import Ruling
from tests.bot.test_worksheet import late_neither_at_fault, path_where

DIRECTOR = Actor("terminal:test", "Test", is_director=True)


def typed(topic: str, wanted: Callable[[Ruling], bool]) -> str:
    """The lines a director types to reach the ruling: the topic, then each answer."""
    lines, answers = [rules.get_topic(topic).title], {}
    for question_id, value in path_where(topic, wanted):
        question = rules.get_topic(topic).questions[question_id]
        numeric = any(o.value.isdigit() for o in question.options) and all(
            o.label == o.value for o in question.options if o.value.isdigit()
        )
        index = [o.value for o in question.options].index(value)
        lines.append(value if numeric and value.isdigit() else str(index + 1))
        answers[question_id] = value
    return "\n".join(lines) + "\n"


CASES = [
    (
        "information_non_autorisee",
        lambda r: r.adjusted_score is not None,
        "m NS 4♠=:60,NS 4♠-1:40",
        "+332 points",
    ),  # board 5: N-S vulnerable (F1)
    ("renonce", lambda r: r.score is not None, "me", "Marque enregistrée : Nord-Sud"),
    ("revendication", lambda r: r.tricks_awarded == 9, "m EO 3SA=", "Nord-Sud -400 points"),
    ("en_ligne_retard", late_neither_at_fault, "m 60/60", "Nord-Sud 60 % ; Est-Ouest 60 %"),
]


@pytest.mark.parametrize(("topic", "wanted", "command", "shown"), CASES, ids=[c[0] for c in CASES])
async def test_each_incident_ends_with_a_stored_score(
    tmp_path: Path, topic: str, wanted: Callable[[Ruling], bool], command: str, shown: str
) -> None:
    # Issue 38 §3 (G2): for the revoke, the board now fixes the vulnerability: the side that played is
    # asked (Est-Ouest, 2), then the tricks again; `mn` would name the other side and is refused.
    after = "2\n2\nmn\n" if topic == "renonce" else ""
    script = typed(topic, wanted) + "d 5 table=2 ns=7 eo=12\n" + after + command + "\n\nq\n"
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    text = out.getvalue()
    assert "m <ligne> : enregistrer la marque" in text and shown in text
    if topic == "renonce":
        assert "Quel camp a joué le contrat ? (selon la donne 5, donneur Nord : Nord-Sud vulnérables)" in text
        assert "Le contrat a été joué par Est-Ouest" in text and "tapez me. Rien n'est enregistré." in text
        assert "1♣, non vulnérable (selon la donne 5, donneur Nord)" in text
    if topic == "en_ligne_retard":
        assert "m 60/60 : enregistrer la marque de la décision" in text
    [incident] = await store.list()
    assert incident.score is not None and incident.deal is not None
    assert incident.deal.text == "donne 5, table 2, Nord-Sud paire 7, Est-Ouest paire 12"
    await store.close()


async def test_a_bad_line_is_explained_and_suites_opens_the_linked_follow_up(tmp_path: Path) -> None:
    script = (
        typed("en_ligne_retard", lambda r: r.adjusted_score is not None) + "m 60/45\nsuites\n1\n1\n1\n\nq\n"
    )
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out).run() == 0
    assert "suit la responsabilité (Loi 12C2a)" in out.getvalue()
    follow, source = await store.list()
    assert source.scores == () and follow.follows == source.id and follow.topic == "suites_decision"
    await store.close()
