"""Tester6 T17: an artificial mark (12C2) is recorded the way round its ruling decided it.

The ruling « Nord-Sud entièrement fautif, Est-Ouest totalement non fautif » (12C2a: 40 % / 60 %) told
the director to type « 60/40 seance-ns=… », and the sheet recorded Nord-Sud 60 % « totalement non
fautif »: the offenders got the moyenne plus on the scorer's sheet. Now the ruling says its own order,
a line the other way round is refused in French before anything is stored, and no button offers it.
"""

from __future__ import annotations

import rules
from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.scores.offer import QUICK_CHOICES, quick_choices, quick_line
from rules.model import Ruling
from rules.scores.adjusted import Responsibility
from rules.scores.line_syntax import artificial_disagreement, artificial_token
from tests.bot.conftest import DIRECTOR, OWNER, answering
from tests.bot.test_worksheet import path_where

NS_AT_FAULT = {"NS": "directly_at_fault", "EO": "not_at_fault"}


def ns_at_fault(ruling: Ruling) -> bool:
    """In pairs (match points), with the session percentages still to come (the tester's case)."""
    adjusted = ruling.adjusted_score
    return adjusted is not None and adjusted.unit == "%" and dict(adjusted.responsibilities) == NS_AT_FAULT


def ns_at_fault_ruling() -> Ruling:
    step = rules.next_step("marque_ajustee", dict(path_where("marque_ajustee", ns_at_fault)))
    assert step.ruling is not None
    return step.ruling


def test_the_ruling_names_its_own_line_for_the_sheet() -> None:
    ruling = ns_at_fault_ruling()
    assert any("« 40/60 seance-ns=" in note for note in ruling.notes), ruling.notes
    assert not any("« 60/40" in note for note in ruling.notes)


def test_the_token_is_the_inverse_of_the_quick_choice() -> None:
    at_fault, not_at_fault = Responsibility.DIRECTLY_AT_FAULT, Responsibility.NOT_AT_FAULT
    assert artificial_token(at_fault, not_at_fault, False) == "40/60"
    assert artificial_token(not_at_fault, at_fault, True) == "+3/-3"
    assert artificial_token(Responsibility.PARTLY_AT_FAULT, not_at_fault, True) == "0/+3"


def test_a_line_the_other_way_round_is_refused_and_the_right_one_passes() -> None:
    decided = tuple(NS_AT_FAULT.items())
    why = artificial_disagreement("60/40 seance-ns=35 seance-eo=62", decided)
    assert why is not None and "Nord-Sud entièrement fautif" in why and "« 40/60 »" in why
    assert artificial_disagreement("40/60 seance-ns=35", decided) is None
    assert artificial_disagreement("-3/+3", decided) is None  # the same responsibilities in IMPs
    assert artificial_disagreement("420:60,-50:40", decided) is None  # not an artificial mark
    assert artificial_disagreement("60/40", ()) is None  # a ruling that decided no responsibility


def test_the_buttons_offer_only_what_the_sheet_accepts() -> None:
    ruling = ns_at_fault_ruling()
    offered = [QUICK_CHOICES[i] for i in quick_choices(ruling)]
    assert "40/60" in offered and "-3/+3" in offered
    assert "60/40" not in offered and "50/50" not in offered and "+3/-3" not in offered
    assert quick_line(QUICK_CHOICES.index("60/40"), ruling) is None  # a stale or forged button
    assert quick_line(QUICK_CHOICES.index("40/60"), ruling) == "40/60"
    assert quick_choices(None) == tuple(range(len(QUICK_CHOICES)))


async def test_the_engine_refuses_the_offenders_moyenne_plus_and_stores_nothing(engine: Engine) -> None:
    reply = await engine.open(OWNER, "test:1", "marque_ajustee")
    assert reply.incident is not None
    for question, value in path_where("marque_ajustee", ns_at_fault):
        who = answering("marque_ajustee", question)
        reply = await engine.act(reply.incident.id, who, inc.answer(question, value))
        assert reply.ok, reply.message
    assert reply.incident is not None
    incident_id, version = reply.incident.id, reply.incident.version
    refused = await engine.act(incident_id, DIRECTOR, inc.score("60/40 seance-ns=35 seance-eo=62"))
    assert refused.refused and "Tapez « 40/60 »" in (refused.message or "")
    stored = await engine.store.get(incident_id)
    assert stored is not None and stored.scores == () and stored.version == version
    recorded = await engine.act(incident_id, DIRECTOR, inc.score("40/60 seance-ns=35 seance-eo=62"))
    assert recorded.ok and recorded.incident is not None and recorded.incident.score is not None
    assert (recorded.incident.score.ns, recorded.incident.score.ew) == ("35 %", "62 %")
