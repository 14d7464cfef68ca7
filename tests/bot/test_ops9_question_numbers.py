"""Tester7 T21-3 (tester6 T8): on resuming, « Réponses déjà données » numbered every answer, those
given ahead of their question too (a linked incident's contract), so the list read « 6. … 7. … » and
the next question was « Question 7 ». The answers the flow went through are numbered, the next
question follows the last of them; the others are listed apart, unnumbered."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.store import Store
from tests.bot.test_tester4_scores import DIRECTOR


async def test_answers_given_ahead_are_not_numbered_and_the_next_question_follows_the_list(
    tmp_path: Path,
) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    opened = await engine.open(DIRECTOR, "terminal", "renonce")
    assert opened.incident is not None
    await engine.act(opened.incident.id, DIRECTOR, inc.answer("situation", "not_followed"))
    reply = await engine.show(opened.incident.id)
    await store.close()
    assert reply.incident is not None and reply.step is not None and reply.step.question is not None
    # The contract, known ahead of its question (as a linked incident's facts are).
    ahead = replace(reply.incident, answers=(*reply.incident.answers, ("contract_level", "4")))
    step = ahead.step()
    assert step is not None and step.question is not None and step.number == 2
    out = io.StringIO()
    terminal = Terminal(engine, DIRECTOR, io.StringIO(""), out)
    terminal.show_answers(ahead)
    shown = out.getvalue()
    assert "  1. " in shown and "  2. " not in shown
    assert "Déjà répondu, pour une question à venir :\n  • Palier du contrat" in shown
    assert terminal.question_number(step) == 2
