"""The live board's core (bot/events/board.py), platform-free: what is on which page, unchanged
pages left alone, the chat's budget respected by coalescing, a failed page drawn again."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.events.board import Bucket, LiveBoard, board_line, players_line
from bot.events.desk import CallDesk
from bot.incidents.incident import Actor
from bot.incidents.store import Store
from tests.bot.conftest import Clock

ANNE = Actor("discord:1", "Anne", is_director=True)
PLAYER = Actor("discord:9", "Paul")
PLAYERS, DIRECTORS = "discord:100:200", "discord:100:300"


class Sink:
    """A chat recording the pages; `fail` sends refused before one goes through."""

    per_page = 3

    def __init__(self, budget: tuple[float, float] = (100.0, 0.01), fail: int = 0) -> None:
        self.budget = budget
        self.fail = fail
        self.pages: list[str] = []
        self.writes = 0

    def draw(self, page: Any) -> str:
        return "\n".join([f"page {page.number}/{page.total}", *(c.table for c in page.calls)])

    async def send(self, chat: str, drawn: Any) -> int | None:
        if self.fail:
            self.fail -= 1
            return None
        self.writes += 1
        self.pages.append(drawn)
        return len(self.pages) - 1

    async def edit(self, chat: str, ref: Any, drawn: Any) -> int | None:
        self.writes += 1
        self.pages[ref] = drawn
        return int(ref)


@pytest.fixture
async def desk(store: Store, clock: Clock) -> CallDesk:
    desk = CallDesk(store, clock=clock)
    opened = await desk.open_tournament(ANNE, PLAYERS, "Banc", directors_chat=DIRECTORS, directors_actor=ANNE)
    assert not opened.refused
    return desk


async def _calls(desk: CallDesk, *tables: str) -> list[str]:
    ids = []
    for table in tables:
        result = await desk.call(PLAYER, PLAYERS, table, "2", "hésitation en Nord")
        assert result.call is not None
        ids.append(result.call.id)
    return ids


def test_a_bucket_lets_a_burst_through_then_one_per_period() -> None:
    bucket = Bucket(2, 10.0)
    assert bucket.wait_for(2) == 0
    bucket.spend()
    bucket.spend()
    assert 9.0 < bucket.wait_for(1) <= 10.0
    assert bucket.wait_for(5) > bucket.wait_for(1)  # never more than a burst is waited for


async def test_pages_hold_the_open_calls_oldest_first_and_unchanged_pages_stay(desk: CallDesk) -> None:
    sink = Sink()
    board = LiveBoard(desk, sink, coalesce=0)
    ids = await _calls(desk, "1", "2", "3", "4")
    assert await board.redraw("1") == 0
    assert sink.pages == ["page 1/2\n1\n2\n3", "page 2/2\n4"]
    assert [c.id for _, c, _, shown in await desk.unannounced() if shown] == ids  # shown: posted
    writes = sink.writes
    await _calls(desk, "5")
    await board.redraw("1")
    assert sink.writes == writes + 1 and sink.pages[1] == "page 2/2\n4\n5"  # page 1 left alone
    await desk.take(ids[0], ANNE)
    await desk.close(ids[0], ANNE)
    await board.redraw("1")
    assert sink.pages == ["page 1/2\n2\n3\n4", "page 2/2\n5"]


async def test_over_the_budget_the_board_waits_and_coalesces(desk: CallDesk) -> None:
    sink = Sink(budget=(1.0, 0.2))
    board = LiveBoard(desk, sink, coalesce=0.01)
    await _calls(desk, "1")
    board.touch("1")
    await asyncio.sleep(0.05)
    assert sink.pages == ["page 1/1\n1"] and sink.writes == 1  # the burst's one message
    for table in ("2", "3", "4", "5", "6"):  # five changes while the budget refills
        await _calls(desk, table)
        board.touch("1")
        await asyncio.sleep(0.01)
    for _ in range(100):
        if sink.pages[-1].endswith("6"):
            break
        await asyncio.sleep(0.02)
    assert sink.pages == ["page 1/2\n1\n2\n3", "page 2/2\n4\n5\n6"]
    assert sink.writes <= 4  # five changes, two pages: coalesced, one message per period
    await board.stop()


async def test_a_burst_longer_than_the_coalescing_is_drawn_once_it_settles(desk: CallDesk) -> None:
    """200 tables calling at once take the bot longer than COALESCE_SECONDS to store: drawn in the
    middle, the board spent the chat's budget on pages the next redraw edited again, and the last
    page waited a whole period (queue_bench, Telegram: p99 5.5 s)."""
    sink = Sink(budget=(4.0, 3600.0))  # four messages, then none for an hour
    board = LiveBoard(desk, sink, coalesce=0.4, settle=10.0)
    for table in range(1, 13):  # 12 calls over 0.7 s, each well within the coalescing of the last
        await _calls(desk, str(table))
        board.touch("1")
        await asyncio.sleep(0.06)
    for _ in range(200):
        if len(sink.pages) == 4:
            break
        await asyncio.sleep(0.02)
    assert sink.pages == [f"page {n}/4\n{3 * n - 2}\n{3 * n - 1}\n{3 * n}" for n in range(1, 5)]
    assert sink.writes == 4  # each page once: the budget covered the whole burst
    await board.stop()


async def test_changes_that_never_stop_are_drawn_within_the_settling_time(desk: CallDesk) -> None:
    sink = Sink()
    board = LiveBoard(desk, sink, coalesce=0.05, settle=0.3)
    await _calls(desk, "1")
    board.touch("1")
    loop = asyncio.get_running_loop()
    start = loop.time()
    while not sink.pages and loop.time() - start < 5:  # a change every 0.02 s: never quiet
        board.touch("1")
        await asyncio.sleep(0.02)
    assert sink.pages and loop.time() - start < 2.0  # 0.3 s, and room for a loaded machine
    await board.stop()


async def test_a_page_refused_is_drawn_again(desk: CallDesk) -> None:
    sink = Sink(fail=2)
    board = LiveBoard(desk, sink, coalesce=0.01)
    await _calls(desk, "7")
    board.touch("1")
    for _ in range(100):
        if sink.pages:
            break
        await asyncio.sleep(0.02)
    assert sink.pages == ["page 1/1\n7"]
    assert [shown for *_, shown in await desk.unannounced()] == [True]  # posted; the caller not told yet
    await board.stop()


def test_the_lines_say_what_a_director_and_a_player_need() -> None:
    from bot.events.model import Call, CallState

    call = Call("1", "1", "12", 5, "x" * 60, "discord:9", "Paul", PLAYERS, created_at=0.0)
    line = board_line(call, now=4 * 60, reminder_minutes=3)
    assert line.startswith("Table 12 · donne 5 · " + "x" * 23 + "…") and line.endswith(
        "⏰ attend depuis 4 min"
    )
    taken = Call(**{**call.__dict__, "state": CallState.TAKEN, "taken_by": "Anne"})
    assert board_line(taken, now=0, reminder_minutes=3).endswith("pris par Anne")
    assert players_line(taken) == "Table 12 · donne 5 · Anne arrive"
    assert "x" not in players_line(call)  # no reason where every player reads


async def test_a_new_call_goes_before_the_minutes_when_the_budget_is_short(
    desk: CallDesk, clock: Clock
) -> None:
    class TimedSink(Sink):
        def draw(self, page: Any) -> str:
            return "\n".join(board_line(c, page.now, 3) for c in page.calls) or "vide"

    sink = TimedSink(budget=(1.0, 3600.0))  # one message, then none for an hour
    board = LiveBoard(desk, sink, coalesce=0, clock=clock)
    await _calls(desk, "1", "2", "3")
    assert await board.redraw("1") == 0 and sink.writes == 1  # page 1, the only message allowed
    clock.advance(120)  # the minutes move on page 1…
    await _calls(desk, "4")  # …and a call opens page 2
    board._buckets[DIRECTORS].tokens = 1  # the budget gives one more message
    assert await board.redraw("1") > 0  # the minutes of page 1 wait
    assert sink.writes == 2 and sink.pages[1].startswith("Table 4 ·")  # the new call went first
    assert "attend depuis 0 min" in sink.pages[0]
    assert [shown for *_, shown in await desk.unannounced()] == [True] * 4  # every call shown
