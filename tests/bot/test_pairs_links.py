"""Issue 38 D3 and D19 through the engine (shared by the three front ends): a second revoke tells the first
that its transfer gives way to « Deux renonces »; a first incident ruled again with other facts flags the
second irregularity whose received facts no longer hold; a note-only hand-over (a claim after an
established revoke) is said under the second ruling."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.render import see_also
from bot.incidents.store import Store

DIRECTOR = inc.Actor("d1", "Arbitre", is_director=True)


async def walk(engine: Engine, incident_id: str, answers: dict[str, str]) -> None:
    shown = await engine.show(incident_id)
    while shown.step is not None and shown.step.question is not None and shown.step.question.id in answers:
        shown = await engine.act(
            incident_id, DIRECTOR, inc.answer(shown.step.question.id, answers[shown.step.question.id])
        )
        assert shown.ok, shown.message


REVOKE = {"situation": "not_followed", "offender": "defender", "when": "played", "revoke_trick": "partner"}


async def test_a_second_revoke_is_ruled_with_the_first(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    first = await engine.open(DIRECTOR, "chat", "renonce")
    assert first.incident is not None
    await walk(engine, first.incident.id, REVOKE)
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    assert second.ok and second.incident is not None
    assert ("situation", "two_revokes") in second.incident.answers
    assert "Fait repris de l'incident #1" in (second.message or "")
    source = await store.get(first.incident.id)
    assert source is not None
    assert any(
        "sous « Deux renonces » de l'incident #2" in n.text and "(64A)" in n.text for n in source.notes
    )
    await store.close()


@pytest.mark.parametrize("change", ["abandon", "other_situation"])
async def test_the_note_on_the_first_revoke_is_flagged_when_the_second_lapses(
    tmp_path: Path, change: str
) -> None:
    """Tester M4: the second revoke abandoned, or answered into another situation (« r », then « not
    followed »): the « Deuxième renonce » note on #1 no longer holds, and #1 is told so; while the second
    still rules two revokes, nothing is flagged."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    first = await engine.open(DIRECTOR, "chat", "renonce")
    assert first.incident is not None
    await walk(engine, first.incident.id, REVOKE)
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    assert second.incident is not None
    assert (await engine.act(second.incident.id, DIRECTOR, inc.answer("offender", "defender"))).ok
    kept = await store.get(first.incident.id)
    assert kept is not None and not any(n.text.startswith("Ne vaut plus") for n in kept.notes)
    if change == "abandon":
        done = await engine.act(second.incident.id, DIRECTOR, inc.abandon())
    else:
        while (await store.get(second.incident.id)).answers:  # type: ignore[union-attr]
            assert (await engine.act(second.incident.id, DIRECTOR, inc.back())).ok
        done = await engine.act(second.incident.id, DIRECTOR, inc.answer("situation", "not_followed"))
    assert done.ok and "Noté sur l'incident #1 : Ne vaut plus" in (done.message or "")
    source = await store.get(first.incident.id)
    assert source is not None
    flags = [n.text for n in source.notes if n.text.startswith("Ne vaut plus")]
    assert len(flags) == 1 and "Deuxième renonce sur cette donne (incident #2)" in flags[0]
    await store.close()


async def test_a_correction_of_the_first_flags_the_second(tmp_path: Path) -> None:
    """D19: the lead out of turn was in fact accepted: the penalty card the second received is gone."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    lead = {
        "situation": "lead_out_of_turn",
        "who_led": "declarer_wrong_hand",
        "followed_wrong_hand": "lho",
    }
    first = await engine.open(DIRECTOR, "chat", "attaque")
    assert first.incident is not None
    await walk(engine, first.incident.id, lead)
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    assert second.incident is not None and second.incident.received
    back = await engine.act(first.incident.id, DIRECTOR, inc.back())
    assert back.ok
    again = await engine.act(first.incident.id, DIRECTOR, inc.answer("followed_wrong_hand", "no"))
    while again.ok and again.step is not None and again.step.question is not None:  # ruled again
        question = again.step.question
        again = await engine.act(first.incident.id, DIRECTOR, inc.answer(question.id, question.values()[0]))
    assert again.ok and again.incident is not None and again.incident.ruling_id is not None
    assert "ses faits repris de #1 ne valent plus" in (again.message or "")
    flagged = await store.get(second.incident.id)
    assert flagged is not None
    assert any("ne correspondent plus" in n.text for n in flagged.notes)
    await store.close()


async def test_a_claim_after_an_established_revoke_says_so_under_its_ruling(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    first = await engine.open(DIRECTOR, "chat", "renonce")
    assert first.incident is not None
    await walk(engine, first.incident.id, REVOKE)
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "revendication")
    assert second.incident is not None
    lines = see_also(second.incident)
    assert any(
        "Incident #1 sur la même donne : La renonce de l'incident #1 est consommée (63A)" in line
        for line in lines
    )
    await store.close()


async def test_a_correction_of_the_first_flags_an_offered_fact(tmp_path: Path) -> None:
    """D19 on a fact offered, not answered (28A after 31A2b): the replacement was in fact comparable, so
    nobody had to pass: the turn offered to the second call no longer holds, and the second is told."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    first = await engine.open(DIRECTOR, "chat", "declaration_hors_tour")
    assert first.incident is not None
    await walk(
        engine,
        first.incident.id,
        {"call": "bid", "turn": "rho", "rho_action": "rho_calls", "comparable": "not_comparable"},
    )
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "declaration_hors_tour")
    assert second.incident is not None
    assert [(f.question, f.value) for f in second.incident.received] == [("turn", "rho_must_pass")]
    assert (await engine.act(first.incident.id, DIRECTOR, inc.back())).ok
    again = await engine.act(first.incident.id, DIRECTOR, inc.answer("comparable", "same_meaning"))
    assert (
        again.ok
        and again.incident is not None
        and again.incident.ruling_id == "rotation.bid_31A2a_comparable"
    )
    assert "ses faits repris de #1 ne valent plus" in (again.message or "")
    flagged = await store.get(second.incident.id)
    assert flagged is not None and any("ne correspondent plus" in n.text for n in flagged.notes)
    await store.close()


async def test_a_revoke_after_a_foreign_card_played_says_13C_under_its_ruling(tmp_path: Path) -> None:
    """13C then a revoke: nothing answered, one line under the revoke's ruling (no revoke at that trick)."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    first = await engine.open(DIRECTOR, "chat", "nombre_de_cartes")
    assert first.incident is not None
    await walk(engine, first.incident.id, {"problem": "surplus", "played_to_trick": "yes"})
    second = await engine.second_irregularity(first.incident.id, DIRECTOR, "renonce")
    assert second.incident is not None and not [f for f in second.incident.received if f.question]
    lines = see_also(second.incident)
    assert any(
        "la carte étrangère de l'incident #1 a été jouée, ce n'en est pas une" in line for line in lines
    )
    await store.close()


async def test_a_claim_ruled_first_is_told_which_incident_its_revoke_became(tmp_path: Path) -> None:
    """Issue 36 §5: a claim ruled first (its ruling: « if the revoke is not already an incident, open
    it with + »), then its revoke opened with `+`: the claim records which incident the revoke is, and
    that the transfer applies to the tricks it awarded; nothing else of its ruling changes."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await engine.open(DIRECTOR, "chat", "revendication")
    assert claim.incident is not None
    answers = {
        "situation": "contested",
        "trump_out": "no",
        "line_needed": "no",
        "claim_trick": "9",
        "tricks_before": "7",
    }
    await walk(engine, claim.incident.id, answers | {"claimed": "5"})
    ruled = await store.get(claim.incident.id)
    assert ruled is not None and ruled.ruling_id is not None
    second = await engine.second_irregularity(claim.incident.id, DIRECTOR, "renonce")
    assert second.ok and second.incident is not None
    source = await store.get(claim.incident.id)
    assert source is not None and source.ruling_id == ruled.ruling_id
    assert any("incident #2, lié à celui-ci" in n.text and "(64A)" in n.text for n in source.notes)
    await store.close()
