"""Tester3 M6: the tricks transferred for a revoke were won by the offending side (64A1, 64A2), so the
declarer's count offered (and accepted) leaves them that many: never « 1 levée transférée » on 13."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import rules
from bot.adapters.terminal.session import Terminal
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from rules.model import InvalidAnswer

BASE = {
    "situation": "not_followed",
    "when": "played",
    "revoke_trick": "non_offenders",
    "later_tricks": "yes",
    "score_wanted": "yes",
    "contract_level": "4",
    "contract_strain": "H",
    "doubling": "none",
    "vulnerable": "yes",
}


@pytest.mark.parametrize(
    ("offender", "impossible", "low", "high"), [("defender", "13", 0, 12), ("declarer", "0", 1, 13)]
)
def test_the_count_offered_leaves_the_offenders_their_transferred_trick(
    offender: str, impossible: str, low: int, high: int
) -> None:
    answers = BASE | {"offender": offender}
    step = rules.next_step("renonce", answers)
    assert step.question is not None and step.question.id == "tricks_taken"
    offered = [int(o.value) for o in step.question.options]
    assert (min(offered), max(offered)) == (low, high)
    assert "Le camp fautif a gagné au moins 1 levée" in step.question.help
    with pytest.raises(InvalidAnswer, match=f"Réponse {impossible} impossible.*entre {low} et {high}"):
        rules.next_step("renonce", answers | {"tricks_taken": impossible})
    edge = str(high if offender == "defender" else low)
    ruling = rules.next_step("renonce", answers | {"tricks_taken": edge}).ruling
    assert ruling is not None and ruling.score is not None
    assert abs(ruling.score.tricks_after - ruling.score.tricks_at_table) == 1  # the transfer applies


async def test_the_terminal_refuses_the_impossible_count_and_changes_nothing(tmp_path: Path) -> None:
    """The tester's keys (declarer given 13 after the offenders won a later trick), then 12."""
    script = "Sud joue 4 cœurs, Ouest n'a pas fourni à carreau à la 5e levée\n\n3\n3\n1\n1\n1\n1\n13\n12\n\n"
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    director = Actor("terminal:test", "Test", is_director=True)
    assert await Terminal(Engine(store), director, io.StringIO(script), out).run() == 0
    text = out.getvalue()
    assert "de 0 à 12" in text and "12 levées à la table, 13 après transfert" in text
    assert "13 levées à la table" not in text
    [incident] = await store.list()
    assert ("tricks_taken", "12") in incident.answers
    await store.close()
