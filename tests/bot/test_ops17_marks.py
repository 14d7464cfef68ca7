"""ops17 (session 13), tester13 Z11 second half: a revoke's own mark scores the contract its incident states,
as a claim's does (one check, bot.incidents.mark_contract): its level, strain and double, and, without a
recorded board, the vulnerability its answers give."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.incidents import incident as inc
from bot.incidents.engine import Engine
from bot.incidents.reply import Reply
from bot.incidents.store import Store
from tests.bot.test_ops16_claim_revoke import _walk
from tests.bot.test_terminal import DIRECTOR

WORDS = (
    "Sud joue 4♥ contré, Est a renoncé à trèfle à la 3e levée, Est a gagné la levée de la renonce, "
    "découvert à la fin du coup"
)
# One trick transferred (64A1); 11 at the table: 4♥X+2 vulnerable, +1190 (Law 77: 240 + 2×200 + 50 + 500).
ANSWERS = {
    "transfer_tricks": "offender_only",
    "score_wanted": "yes",
    "vulnerable": "yes",
    "tricks_taken": "11",
}


async def _revoke(engine: Engine, words: str = WORDS, **answers: str) -> Reply:
    reply = await engine.open(DIRECTOR, "c", "renonce", description=words)
    reply = await _walk(engine, reply, {**ANSWERS, **answers})
    assert reply.incident is not None and reply.incident.ruling_id is not None
    return reply


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("4♥+2", "« 4♥+2 » est non contré ; ses réponses disent « 4♥ contré »."),
        ("4♥XX+2", "« 4♥XX+2 » est surcontré ; ses réponses disent « 4♥ contré »."),
        ("3♥X+3", "« 3♥X+3 » n'est pas le contrat de l'incident : ses réponses disent « 4♥ contré »."),
        (
            "4♥X+2 vul=personne",
            "compte Nord-Sud non vulnérable ; ses réponses disent le camp du déclarant vulnérable",
        ),
    ],
)
async def test_a_revoke_s_mark_against_its_contract_is_refused(tmp_path: Path, line: str, said: str) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    revoke = await _revoke(engine)
    assert revoke.incident is not None
    refused = await engine.act(revoke.incident.id, DIRECTOR, inc.score(line))
    assert refused.refused and said in (refused.message or ""), refused.message
    assert "Rien n'est enregistré" in (refused.message or "") or "Écrivez ce contrat" in (
        refused.message or ""
    )
    stored = await store.get(revoke.incident.id)
    assert stored is not None and stored.score is None
    await store.close()


async def test_a_revoke_s_mark_takes_the_double_and_the_vulnerability_it_states(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    revoke = await _revoke(engine)
    assert revoke.incident is not None
    taken = await engine.act(revoke.incident.id, DIRECTOR, inc.score("4♥X+2"))
    assert not taken.refused, taken.message
    assert taken.incident is not None and taken.incident.score is not None
    # The corrected result's own figure, not +790 (nobody vulnerable by default).
    assert taken.incident.score.ns == "+1190 points" and taken.incident.score.line == "4♥X+2 vul=ns"
    await store.close()


async def test_the_answer_states_the_double_the_words_leave_open(tmp_path: Path) -> None:
    """The words name no double, the director answered « Non contré »: a doubled mark contradicts him."""
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    reply = await engine.open(DIRECTOR, "c", "renonce", description=WORDS.replace(" contré", ""))
    reply = await _walk(engine, reply, {**ANSWERS, "vulnerable": "no", "doubling": "none"})
    assert reply.incident is not None
    assert not (await engine.act(reply.incident.id, DIRECTOR, inc.score("4♥+2"))).refused
    refused = await engine.act(reply.incident.id, DIRECTOR, inc.score("4♥X+2"))
    assert refused.refused and "« 4♥X+2 » est contré ; ses réponses disent « 4♥ non contré »" in (
        refused.message or ""
    )
    await store.close()


async def test_a_revoke_without_the_corrected_result_checks_the_words(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    revoke = await _revoke(engine, score_wanted="no")
    assert revoke.incident is not None
    refused = await engine.act(revoke.incident.id, DIRECTOR, inc.score("4♥+2 vul=ns"))
    assert refused.refused and (refused.message or "").startswith(
        "« 4♥+2 » est non contré ; la description dit « Sud joue 4♥ contré » (contré). "
    ), refused.message
    taken = await engine.act(revoke.incident.id, DIRECTOR, inc.score("4♥X+2 vul=ns"))
    assert not taken.refused, taken.message
    await store.close()
