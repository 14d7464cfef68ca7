"""Issue 35 §1 (reliability trial 2026-11-29, U1 and U3): every DDS call and every claim count goes
through the one solver process; concurrent requests from two chats give the serial run's tricks;
the permission check comes before any count; one count per chat; a full queue is refused in
French; a time limit kills the work."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from bot.incidents import incident as inc
from bot.incidents import solver
from bot.incidents.claim_count import CLAIM_COUNTING
from bot.incidents.engine import Engine
from bot.incidents.incident import Actor
from bot.incidents.solver import Busy, TooSlow, Worker
from bot.incidents.store import Store
from bot.scores import double_dummy as dd
from rules.deals import double_dummy as pure_dd
from rules.deals import read_file
from rules.deals.count import count_claim, read_claim
from tests.bot.solver_tasks import fail, hang, loaded, nap, pid, spin
from tests.bot.test_claim_position import POSITION

SESSION = Path(__file__).parents[1] / "data" / "session36.pbn"
DIRECTOR = Actor("telegram:1", "Dominique", is_director=True)
PLAYER = Actor("telegram:2", "Jean")
# The same four cards in no trump: another count for the second chat.
POSITION_NT = POSITION.replace("atout=♠", "atout=SA")


async def _claim(engine: Engine, chat: str) -> str:
    opened = await engine.open(DIRECTOR, chat, "revendication")
    assert opened.incident is not None
    await engine.act(opened.incident.id, DIRECTOR, inc.answer("situation", "contested"))
    return opened.incident.id


def _figures(count: object) -> tuple[int, int | None, int | None]:
    unaware = count.unaware.tricks  # type: ignore[attr-defined]
    aware = count.aware.tricks if count.aware is not None else None  # type: ignore[attr-defined]
    return unaware, aware, count.double_dummy  # type: ignore[attr-defined]


async def test_concurrent_dd_and_counts_from_two_chats_match_the_serial_run(tmp_path: Path) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    await engine.deals.save("telegram:-2", read_file(SESSION.read_bytes()), "fichier", "s.pbn", DIRECTOR)
    first, second = await _claim(engine, "telegram:-1"), await _claim(engine, "telegram:-2")
    opened = await engine.open(DIRECTOR, "telegram:-2", "renonce")
    assert opened.incident is not None
    with_deal = await engine.act(opened.incident.id, DIRECTOR, inc.deal("5"))
    assert with_deal.incident is not None
    board = with_deal.incident
    replies = await asyncio.gather(
        engine.claim_position(first, DIRECTOR, POSITION),
        dd.double_dummy(board, "S 4♠"),
        engine.claim_position(second, DIRECTOR, POSITION_NT),
        dd.double_dummy(board),
    )
    counted_first, table_a, counted_second, table_b = replies
    assert counted_first.ok and counted_second.ok, (counted_first.message, counted_second.message)
    assert not isinstance(table_a, str) and not isinstance(table_b, str)
    # The serial run, in this process, one call after the other.
    serial_first = count_claim(read_claim(POSITION))
    serial_second = count_claim(read_claim(POSITION_NT))
    stored_first, stored_second = await store.get(first), await store.get(second)
    assert stored_first is not None and stored_first.claim_count is not None
    assert stored_second is not None and stored_second.claim_count is not None
    assert _figures(stored_first.claim_count) == _figures(serial_first)
    assert _figures(stored_second.claim_count) == _figures(serial_second)
    assert with_deal.incident.deal is not None and with_deal.incident.deal.cards is not None
    table, par = pure_dd.analyse(with_deal.incident.deal.cards)
    assert table_a.block == table_b.block == f"{table.text()}\n{par.text()}"
    await store.close()


async def test_a_players_position_on_a_directors_incident_is_refused_before_any_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await _claim(engine, "telegram:-1")
    calls: list[object] = []

    async def counted(*args: object, **kwargs: object) -> object:
        calls.append(args)
        raise AssertionError("no count for a player")

    monkeypatch.setattr(solver.SOLVER, "run", counted)
    refused = await engine.claim_position(claim, PLAYER, POSITION)
    assert (
        refused.refused
        and "Seul un arbitre peut faire compter une revendication sur les cartes de l'incident #1"
        in (refused.message or "")
    )
    assert "Rien n'a été compté" in (refused.message or "") and calls == []
    stored = await store.get(claim)
    assert stored is not None and stored.claim is None
    await store.close()


async def test_one_count_at_a_time_in_a_chat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    claim = await _claim(engine, "telegram:-1")
    release = asyncio.Event()

    async def slow(fn: object, *args: object, limit: float, stop: object = None) -> object:
        await release.wait()
        return count_claim(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(solver.SOLVER, "run", slow)
    first = asyncio.create_task(engine.claim_position(claim, DIRECTOR, POSITION))
    while "telegram:-1" not in engine._counting:
        await asyncio.sleep(0)
    second = await engine.claim_position(claim, DIRECTOR, POSITION)
    assert second.refused and second.message == CLAIM_COUNTING
    release.set()
    assert (await first).ok
    assert "telegram:-1" not in engine._counting  # the next count is accepted again
    await store.close()


async def test_the_time_limit_kills_the_work_and_a_new_process_takes_the_next_call() -> None:
    worker = Worker("arbitre-test", waiting=2)
    try:
        before = await worker.run(pid, limit=30)
        with pytest.raises(TooSlow):
            await worker.run(hang, 30.0, limit=0.2)
        after = await worker.run(pid, limit=30)
        assert after != before and worker.started == 2
        with pytest.raises(ValueError, match="mauvais"):  # the function's own error comes back
            await worker.run(fail, "mauvais", limit=30)
        assert worker.pending == 0
    finally:
        worker.close()


async def test_the_limit_is_the_workers_cpu_time_so_load_alone_never_stops_a_count() -> None:
    # tester13 Z6: under load a 10-card claim was refused at 30 s of wall time. A call that waits for
    # a core (here: does no work at all) past its limit is answered, within WALL_FACTOR times it; a
    # call that works past its limit is stopped, and one that never answers stops at the wall cap.
    worker = Worker("arbitre-test", waiting=2)
    try:
        await worker.run(pid, limit=30)  # the process started
        assert await worker.run(nap, 0.6, limit=0.3) == "réveillé"
        start = time.monotonic()
        with pytest.raises(TooSlow):
            await worker.run(spin, 30.0, limit=0.3)
        assert time.monotonic() - start < 0.3 * solver.WALL_FACTOR + 5  # not the 30 s of work
        start = time.monotonic()
        with pytest.raises(TooSlow):
            await worker.run(hang, 30.0, limit=0.3)
        assert time.monotonic() - start < 0.3 * solver.WALL_FACTOR + 5
        assert worker.pending == 0
    finally:
        worker.close()


async def test_a_full_queue_is_refused_in_french_at_once() -> None:
    worker = Worker("arbitre-test", waiting=1, busy="Arbitre compte déjà … réessayez dans un instant.")
    try:
        running = asyncio.ensure_future(worker.run(hang, 30.0, limit=0.5))
        await asyncio.sleep(0)  # the first call is queued
        with pytest.raises(Busy, match="réessayez dans un instant"):
            await worker.run(pid, limit=30)
        with pytest.raises(TooSlow):
            await running
        assert isinstance(await worker.run(pid, limit=30), int)
    finally:
        worker.close()


async def test_the_solver_process_solves_without_loading_endplays_deal_generator() -> None:
    """endplay's random-deal generator pulls in matplotlib (1.3 s at each start of the process): the
    worker solves a board with endplay.dds and never loads it."""
    deal = read_file(SESSION.read_bytes()).boards[0].deal
    worker = Worker("arbitre-test", waiting=2)
    try:
        table, par = await worker.run(pure_dd.analyse, deal, limit=60)
        assert (table.text(), par.text()) == tuple(x.text() for x in pure_dd.analyse(deal))
        assert not await worker.run(loaded, "matplotlib", limit=30)
        assert await worker.run(loaded, "endplay.dds", limit=30)
    finally:
        worker.close()


async def test_warming_starts_the_process_with_the_claim_search_loaded_and_the_count_reuses_it() -> None:
    worker = Worker("arbitre-test", waiting=2)
    try:
        assert worker.warm(solver.load_claim_search)
        assert not worker.warm(solver.load_claim_search)  # already warming: nothing more
        assert await worker.run(loaded, "rules.deals.count", limit=60)
        assert await worker.run(loaded, "endplay.dds", limit=30)
        assert worker.started == 1 and worker.pending == 0
        assert not worker.warm(solver.load_claim_search)  # a live process is left alone
    finally:
        worker.close()


async def test_a_directors_claim_warms_the_solver_a_players_or_another_topic_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warmed: list[object] = []
    monkeypatch.setattr(solver.SOLVER, "warm", lambda fn, limit=60.0: warmed.append(fn) or True)
    store = await Store(tmp_path / "db.sqlite3").open()
    engine = Engine(store)
    engine.warm_solver = True
    try:
        await engine.open(DIRECTOR, "telegram:-1", "renonce")
        await engine.open(PLAYER, "telegram:-1", "revendication")  # a player's own: no CPU (U3)
        assert warmed == []
        await engine.open(DIRECTOR, "telegram:-1", "revendication")
        assert warmed == [solver.load_claim_search]
        chosen_later = await engine.open(DIRECTOR, "telegram:-1", None)
        assert chosen_later.incident is not None
        version = chosen_later.incident.version
        await engine.act(chosen_later.incident.id, DIRECTOR, inc.choose_topic("revendication", version))
        assert len(warmed) == 2
        engine.warm_solver = False  # as in tests and benches: no process started
        await engine.open(DIRECTOR, "telegram:-1", "revendication")
        assert len(warmed) == 2
    finally:
        await store.close()


async def test_a_call_stopped_at_its_limit_logs_no_warning_on_the_terminal(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # tester4's F5: the terminal printed « arbitre-dds : calcul arrêté… » between the prompts; the
    # caller's French refusal says it, the log keeps it at INFO.
    worker = Worker("arbitre-test", waiting=2)
    try:
        with caplog.at_level("INFO", logger="arbitre.solver"), pytest.raises(TooSlow):
            await worker.run(hang, 30.0, limit=0.2)
        assert [r.levelname for r in caplog.records if "calcul arrêté" in r.getMessage()] == ["INFO"]
    finally:
        worker.close()
