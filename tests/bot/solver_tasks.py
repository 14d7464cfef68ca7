"""Functions the solver's worker process runs in tests: importable by name, as the worker needs."""

from __future__ import annotations

import os
import threading
import time


def hang(seconds: float) -> None:
    """Never answers within a short limit (the worker is killed before)."""
    threading.Event().wait(seconds)


def nap(seconds: float) -> str:
    """Waits without working (a worker starved of a core, as under load), then answers."""
    threading.Event().wait(seconds)
    return "réveillé"


def spin(seconds: float) -> None:
    """Works (CPU) for `seconds` of wall time: past a short limit, the worker is killed before."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def missing(deal: object, contracts: str) -> object:
    raise ImportError("endplay")


def pid() -> int:
    return os.getpid()


def fail(text: str) -> None:
    raise ValueError(text)


def loaded(module: str) -> bool:
    import sys

    return module in sys.modules


def slow_count(claim: object, **limits: float) -> None:
    """A claim count that does not end within a test (tester24 P11: 6 minutes on a loaded machine)."""
    threading.Event().wait(120)


def count_refused(claim: object, **limits: float) -> None:
    """A claim count that ends (refused) after a second: what a script piped in waits for."""
    from rules.model import RulesError

    threading.Event().wait(1.0)
    raise RulesError("Compté après une seconde.")
