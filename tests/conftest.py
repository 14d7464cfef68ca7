"""The whole suite: compiled modules are kept (__pycache__, ignored by git), whatever the shell says.

With PYTHONDONTWRITEBYTECODE=1 in the environment (as on the machine that measures the suite), no
process of a run kept what it compiled: each test that starts `arbitre` or a bot in a child
process compiled bot/ and rules/ again from source (0.1 to 0.5 s of CPU each), and pytest rewrote
every test module's assertions again at each run. Kept, they are read back by the next process
that imports them, checked against the source's time and size as always."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import bot
import rules
from tests import shared_caches

sys.dont_write_bytecode = False  # this process: the test modules and what they import
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # the child processes the tests start

# endplay's package imports its random-deal generator, which imports matplotlib (1.3 s of CPU in each
# test process that imports endplay, at the collection of tests/bot/test_worksheet.py): no test and no
# code of Arbitre uses the generator. The solver process's own stand-in is put in its place here too.
from bot.incidents.solver import _without_endplay_dealer  # noqa: E402

_without_endplay_dealer()


def pytest_configure(config: pytest.Config) -> None:
    """The paths given on the command line, each directory's together (ops26). pytest 9 builds a second node for a
    package the arguments leave and come back to (`tests/bot/telegram/a.py tests/bot/test_x.py
    tests/bot/telegram/b.py`), and the fixtures of that package's conftest.py are not seen from it: the tests of
    b.py then err at setup (« fixture 'fake' not found »), under -n 2 as without it. Sorted by their path's parts,
    the arguments visit each directory once; the tests of one file keep their order (a stable sort)."""
    config.args[:] = sorted(config.args, key=lambda arg: Path(arg.split("::", 1)[0]).absolute().parts)
    if (
        mine := shared_caches.share(config)
    ) is not None:  # an xdist worker beside others: fill the caches in turn
        shared_caches.compile_sources((rules, bot), *mine)
        shared_caches.rewrite_assertions(config, shared_caches.modules_to_rewrite(config), *mine)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Before hypothesis's plugin scans the local modules for constants (its own hook, after this one)."""
    if (mine := shared_caches.share(config)) is None or "hypothesis" not in sys.modules:
        return
    from hypothesis import is_hypothesis_test

    if any(isinstance(item, pytest.Function) and is_hypothesis_test(item.obj) for item in items):
        shared_caches.scan_constants(*mine)
