"""One worker process for the heavy pure work: DDS, claim counts, deal files (issue 35 §1–§2).

The DD solver is not thread-safe (reliability trial 2026-11-29, U1: two calls at once crash the
interpreter or return wrong tricks), a claim count can take seconds of CPU (U3) and a hostile
deal file tens of seconds (U2). So every such call goes through a `Worker` here:

- one process per worker, long-lived (the DDS tables and endplay are loaded once), so two solves
  never run at once in the process that holds DDS, and the bot's event loop and GIL stay free;
- a bounded queue: past `waiting` calls queued or running, the caller gets `Busy` at once (a
  French refusal) instead of joining an ever longer line;
- a time limit that really stops the work: past it, the process is killed and a new one started
  for the next call (a thread cannot be stopped; a process can). The limit is the worker's CPU
  time for the call (Linux /proc), so that the machine's load alone never stops a count (tester13
  Z6: a 10-card claim refused at 30 s of wall time while other programs shared the two cores); a
  call that does no work (blocked, or starved of a core) still stops at WALL_FACTOR times its
  limit of wall time. Where /proc is missing, the limit is wall time.

    from bot.incidents.solver import SOLVER, READER
    count = await SOLVER.run(count_claim, claim, limit=30.0)   # TooSlow / Busy (French)

The functions run must be importable by name (a module's top-level function) and their
arguments and results picklable: rules/ stays pure and knows nothing of this.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import threading
import time
import types
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

T = TypeVar("T")

log = logging.getLogger("arbitre.solver")


class Busy(Exception):
    """Too many calls already queued; the message is French."""


class TooSlow(Exception):
    """The call passed its time limit and was stopped; the message is French."""


class Stopped(Exception):
    """The caller stopped the call (`run`'s `stop`): the process was killed; the message is French."""


class WorkerDied(Exception):
    """The worker process ended during the call (killed from outside, a crash in DDS)."""


def _without_endplay_dealer() -> None:
    """endplay's package imports its random-deal generator, which imports matplotlib: 1.3 s at each
    start of this process (the first solve, and the next after a call killed at its time limit), for
    code Arbitre never runs — it uses endplay.dds and endplay.types only. An empty module stands in
    for the generator in this process; `from endplay.dealer import *` then brings nothing."""
    if "endplay.dealer" not in sys.modules:
        absent = types.ModuleType("endplay.dealer", "Not loaded in Arbitre's solver process.")
        absent.__all__ = []  # type: ignore[attr-defined]
        sys.modules["endplay.dealer"] = absent


def _serve(conn: Connection) -> None:
    """The worker process: one call at a time, each answered by ("ok", result) or ("error", exc)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's; it stops us itself
    _without_endplay_dealer()
    while True:
        try:
            fn, args = conn.recv()
        except (EOFError, OSError):  # the parent is gone
            return
        try:
            answer: tuple[str, Any] = ("ok", fn(*args))
        except Exception as error:
            answer = ("error", error)
        try:
            conn.send(answer)
        except Exception as error:  # an answer that does not pickle: say so, in one line
            conn.send(("error", RuntimeError(f"{type(error).__name__}: {error}"[:300])))


STOPPED = "Calcul abandonné."
WALL_FACTOR = 4  # a call stops at this many times its limit of wall time, whatever its CPU time
POLL = 0.05  # seconds between two readings of the worker's CPU time while a call runs


def _cpu_seconds(pid: int) -> float | None:
    """The process's CPU seconds so far (user + system, /proc/<pid>/stat), None where it cannot
    be read (no /proc, the process gone): the caller then measures wall time."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()  # the name, in parentheses, may hold spaces
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Worker:
    """A single worker process, started on first use, fed by one thread of the parent (which
    serialises the calls and waits on the pipe with the time limit)."""

    def __init__(self, name: str, waiting: int = 4, busy: str = "") -> None:
        self.name = name
        self.waiting = waiting
        self.busy = busy or (
            "Arbitre compte déjà d'autres positions ou donnes : réessayez dans un instant. "
            "Rien n'a été modifié."
        )
        self._feeder: ThreadPoolExecutor | None = None
        self._guard = threading.Lock()
        self._pending = 0
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self.started = 0  # processes started so far (a killed one is replaced on the next call)

    @property
    def pending(self) -> int:
        return self._pending

    async def run(
        self, fn: Callable[..., T], *args: Any, limit: float, stop: threading.Event | None = None
    ) -> T:
        """`fn(*args)` in the worker process. Busy when `waiting` calls are already queued or
        running; TooSlow (and the process killed) past `limit` seconds of the worker's CPU time
        (or WALL_FACTOR times that of wall time: see the module's docstring); Stopped (the process
        killed, or the call dropped before it starts) once `stop` is set (tester24 P11: the director
        answered himself); the function's own exception otherwise re-raised here."""
        with self._guard:
            if self._pending >= self.waiting:
                raise Busy(self.busy)
            self._pending += 1
            if self._feeder is None:
                self._feeder = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
            feeder = self._feeder
        future: Future[T] = feeder.submit(self._call, fn, args, limit, stop)
        future.add_done_callback(self._done)  # counted until the work ends, even if the caller left
        return await asyncio.wrap_future(future)

    def warm(self, fn: Callable[[], object], limit: float = 60.0) -> bool:
        """Start the process and run `fn` (imports) in it, without waiting, when nothing is running
        or queued: the director who opened a claim is typing the position meanwhile, so his first
        count does not pay the start (1.5-2 s). A busy or started worker is left alone; a warm-up
        that fails is only logged — the count will start the process itself."""
        with self._guard:
            if self._pending or (self._process is not None and self._process.is_alive()):
                return False
            self._pending += 1
            if self._feeder is None:
                self._feeder = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
            feeder = self._feeder
        future = feeder.submit(self._call, fn, (), limit)
        future.add_done_callback(self._warmed)
        return True

    def _warmed(self, future: Future[Any]) -> None:
        self._done(future)
        if future.exception() is not None:
            log.debug("%s: warm-up failed: %s", self.name, future.exception())

    def _done(self, _: Future[Any]) -> None:
        with self._guard:
            self._pending -= 1

    def _start(self) -> Connection:
        if self._process is not None and self._process.is_alive() and self._conn is not None:
            return self._conn
        self._stop()
        import multiprocessing  # on the first solve only: start-up does not pay for it

        context = multiprocessing.get_context("spawn")  # never fork a process that runs threads
        parent, child = context.Pipe()
        process = context.Process(target=_serve, args=(child,), name=self.name, daemon=True)
        process.start()
        child.close()
        self._process, self._conn = process, parent
        self.started += 1
        return parent

    def _stop(self) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            conn.close()
        if process is not None:
            if process.is_alive():
                process.kill()
            process.join(5)

    def _call(
        self, fn: Callable[..., T], args: tuple[Any, ...], limit: float, stop: threading.Event | None = None
    ) -> T:
        """On the feeder thread: send, wait at most `limit` (or until `stop`), kill on overrun."""
        if stop is not None and stop.is_set():  # stopped while it waited its turn: never started
            raise Stopped(STOPPED)
        conn = self._start()
        try:
            conn.send((fn, args))
        except (BrokenPipeError, EOFError, OSError):  # the process died between two calls
            self._stop()
            conn = self._start()
            conn.send((fn, args))
        if not self._answered(conn, limit, stop):
            if stop is not None and stop.is_set():
                log.info("%s : calcul abandonné par l'utilisateur", self.name)
                self._stop()
                raise Stopped(STOPPED)
            # INFO, not WARNING: the caller tells the user in French; at WARNING this line reached
            # the director's terminal between the prompts (tester4's F5).
            log.info("%s : calcul arrêté après %.1f s (trop long)", self.name, limit)
            self._stop()
            raise TooSlow(f"Calcul arrêté après {limit:g} s.")
        try:
            status, value = conn.recv()
        except (EOFError, OSError):
            log.warning("%s: the worker process ended during a call", self.name)
            self._stop()
            raise WorkerDied("Le calcul s'est interrompu (processus de calcul arrêté).") from None
        if status == "ok":
            return value  # type: ignore[no-any-return]
        raise value

    def _answered(self, conn: Connection, limit: float, stop: threading.Event | None = None) -> bool:
        """Wait for the answer while the worker has spent less than `limit` seconds of CPU on the
        call and less than WALL_FACTOR times that of wall time, and `stop` is not set; False past
        either (not answered)."""
        pid = self._process.pid if self._process is not None else None
        start = time.monotonic()
        before = _cpu_seconds(pid) if pid is not None else None
        while True:
            wall = time.monotonic() - start
            if stop is not None and stop.is_set():
                return conn.poll(0)
            if before is None:  # no CPU time to read: the limit is wall time (polled, for `stop`)
                if conn.poll(max(0.0, min(POLL, limit - wall))):
                    return True
                if time.monotonic() - start >= limit:
                    return conn.poll(0)
                continue
            if conn.poll(max(0.0, min(POLL, limit * WALL_FACTOR - wall))):
                return True
            now = _cpu_seconds(pid) if pid is not None else None
            spent = now - before if now is not None else time.monotonic() - start
            if spent >= limit or time.monotonic() - start >= limit * WALL_FACTOR:
                return conn.poll(0)

    def close(self) -> None:
        """Stop the process (the next call starts another)."""
        with self._guard:
            self._stop()


def load_claim_search() -> None:
    """Run in the solver process to warm it: what the first claim count and DD solve import
    (DDS through endplay, the normal-play search)."""
    import endplay.dds  # noqa: F401

    import rules.deals.count  # noqa: F401


# DDS and claim counts: one process, so never two solves at once (U1); a few callers may wait.
SOLVER = Worker(
    "arbitre-dds",
    waiting=4,
    busy="Arbitre compte déjà d'autres donnes ou revendications : réessayez dans un instant. "
    "Rien n'a été modifié.",
)
# Deal files, links and pasted LIN: read apart from the solver so that an import does not wait
# behind a count, and off the event loop (U2).
READER = Worker(
    "arbitre-files",
    waiting=4,
    busy="Arbitre lit déjà d'autres fichiers de donnes : réessayez dans un instant. Rien n'a été enregistré.",
)
