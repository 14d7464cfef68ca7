"""Tester24 P11: during a long claim count (10 cards a hand or more) a director at the keyboard need not wait. A line
he types stops the count (the solver's process is killed, nothing recorded) and is then read as typed: `q` quits at
once, a number answers the question (his own count, Law 10A). The notice says the real bound on the clock. A script
piped in still waits for the count (its next line is no answer typed during it)."""

from __future__ import annotations

import asyncio
import io
import threading
import time
from pathlib import Path

import pytest

import rules.deals.count
from bot.adapters.terminal.session import Terminal
from bot.incidents import incident as inc
from bot.incidents.claim_count import CLAIM_STOPPED
from bot.incidents.engine import Engine
from bot.incidents.solver import Stopped, Worker
from bot.incidents.store import Store
from rules.deals.count import LONG_SECONDS, counting_notice, read_claim
from tests.bot.solver_tasks import count_refused, hang, slow_count
from tests.bot.test_claim_position import DIRECTOR
from tests.bot.test_solver import PLAYER

TEN = "rev=S atout=SA main=S cartes=N:.KQJT98765.A. ..KQJT98765.A AKQJT9876.A.. 5...KQJT98765"


async def test_a_stopped_call_kills_the_work_and_the_next_call_runs() -> None:
    worker = Worker("arbitre-test-stop", waiting=2)
    stop = threading.Event()
    try:
        call = asyncio.ensure_future(worker.run(hang, 60.0, limit=60.0, stop=stop))
        await asyncio.sleep(0.5)
        started = time.monotonic()
        stop.set()
        with pytest.raises(Stopped):
            await call
        assert time.monotonic() - started < 10  # not the 60 s of the call, nor its limit
        assert await worker.run(max, 2, 3, limit=30.0) == 3  # a new process takes the next call
        with pytest.raises(Stopped):  # stopped before its turn: never sent
            await worker.run(max, 2, 3, limit=30.0, stop=stop)
    finally:
        worker.close()


async def _terminal(tmp_path: Path, script: str, live: bool) -> tuple[str, float]:
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    started = time.monotonic()
    try:
        terminal = Terminal(Engine(store), DIRECTOR, io.StringIO(script), out, live=live)
        assert await terminal.run() == 0
        [incident] = await store.list()
        assert incident.claim is None  # the count was abandoned: no position recorded
    finally:
        await store.close()
    return out.getvalue(), time.monotonic() - started


@pytest.mark.parametrize("typed", ["q", "7"])
async def test_a_line_typed_during_a_long_count_stops_it_and_is_read_as_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed: str
) -> None:
    monkeypatch.setattr(rules.deals.count, "count_claim", slow_count)  # 120 s in the solver's process
    script = f"Revendication ou concession\n1\np {TEN}\n{typed}\nq\n"
    out, seconds = await _terminal(tmp_path, script, live=True)
    assert seconds < 30, out  # not the 120 s of the stand-in
    notice = out.split("Comptage en cours (10 cartes par main)", 1)[1]
    assert notice.startswith(" : jusqu'à 2 minutes de calcul (8 minutes au plus si la machine est chargée).")
    assert "Pour ne pas attendre, tapez votre réponse à la question (ou q pour quitter)" in notice
    assert "Comptage abandonné : la position n'est pas enregistrée." in notice
    after = notice.split("Comptage abandonné", 1)[1]
    assert f"> {typed}\n" in after  # then read as typed at the question
    if typed == "q":
        assert "reste ouvert" in after.split(f"> {typed}\n", 1)[1]


async def test_a_script_piped_in_waits_for_the_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not live: the next line of a script is read once the count is over (here, its stand-in refused)."""
    monkeypatch.setattr(rules.deals.count, "count_claim", count_refused)
    store = await Store(tmp_path / "db.sqlite3").open()
    out = io.StringIO()
    try:
        script = f"Revendication ou concession\n1\np {TEN}\nq\n"
        assert await Terminal(Engine(store), DIRECTOR, io.StringIO(script), out, live=False).run() == 0
    finally:
        await store.close()
    text = out.getvalue()
    assert "Pour ne pas attendre" not in text and "Comptage abandonné" not in text
    assert text.index("Comptage en cours") < text.index("Compté après une seconde.") < text.index("> q")


def test_the_notice_says_the_bound_on_the_clock() -> None:
    claim = read_claim(TEN)
    said = counting_notice(claim, LONG_SECONDS, 4 * LONG_SECONDS)
    assert (
        said is not None
        and "jusqu'à 2 minutes de calcul (8 minutes au plus si la machine est chargée)" in said
    )
    assert "au plus" not in (counting_notice(claim, LONG_SECONDS) or "")


async def test_the_director_s_own_answer_during_a_count_abandons_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Telegram and Discord take a director's answers while a count runs (tester24 P11): the count then gives way,
    never recorded after his answers (10A); a player's answer (a fact) leaves it running."""
    monkeypatch.setattr(rules.deals.count, "count_claim", slow_count)
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    try:
        opened = await engine.open(
            PLAYER, "telegram:-1", "revendication"
        )  # a player calls; the director counts
        assert opened.incident is not None
        claim = opened.incident.id
        await engine.act(claim, PLAYER, inc.answer("situation", "contested", opened.incident.answers_version))
        noticed = asyncio.Event()

        async def notice(said: str) -> None:
            noticed.set()

        counting = asyncio.ensure_future(engine.claim_position(claim, DIRECTOR, TEN, notice))
        await asyncio.wait_for(noticed.wait(), 30)
        shown = (await engine.show(claim)).incident
        assert shown is not None
        taken = await engine.act(claim, PLAYER, inc.answer("trump_out", "no", shown.answers_version))
        assert taken.ok and taken.incident is not None and taken.incident.answers_dict()["trump_out"] == "no"
        assert not engine._count_stops[claim].is_set()  # a player's fact: the count goes on
        await engine.act(claim, DIRECTOR, inc.back())
        started = time.monotonic()
        stopped = await asyncio.wait_for(counting, 30)
        assert time.monotonic() - started < 20
        assert stopped.refused and stopped.message == CLAIM_STOPPED
        stored = await store.get(claim)
        assert stored is not None and stored.claim is None
    finally:
        await store.close()
