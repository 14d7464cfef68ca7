"""tests/shared_caches.py: the caches one xdist worker fills are the ones pytest, Python's import and hypothesis read
back — so the other workers skip that work instead of doing it again (ops30)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from bot.incidents import solver
from rules import regex_start
from tests import shared_caches

FAILING_TEST = "def test_f():\n    x = 1\n    assert x == 2\n"


def worker(workerid: str, workercount: int) -> Any:
    return SimpleNamespace(workerinput={"workerid": workerid, "workercount": workercount})


def test_only_a_worker_beside_others_shares() -> None:
    assert shared_caches.share(worker("gw1", 2)) == (1, 2)
    assert shared_caches.share(worker("gw0", 3)) == (0, 3)
    assert shared_caches.share(worker("gw0", 1)) is None  # alone: it fills every cache itself, as before
    assert shared_caches.share(SimpleNamespace()) is None  # no xdist, or its controller


def test_each_worker_starts_at_its_own_share_and_goes_round() -> None:
    items = list(range(10))
    assert shared_caches.round_from(items, 0, 2) == items
    assert shared_caches.round_from(items, 1, 2) == [5, 6, 7, 8, 9, 0, 1, 2, 3, 4]
    assert shared_caches.round_from(items, 2, 3) == [6, 7, 8, 9, 0, 1, 2, 3, 4, 5]


def test_the_modules_pytest_rewrites_under_the_session_paths(tmp_path: Path) -> None:
    folder = tmp_path / "tests" / "a"
    (folder / "__pycache__").mkdir(parents=True)
    for name in ("test_x.py", "helper.py", "conftest.py", "__pycache__/test_y.py", "test_z.py"):
        (folder / name).write_text("")
    config = SimpleNamespace(
        getini=lambda name: ["test_*.py", "*_test.py"],
        args=["tests/a"],
        invocation_params=SimpleNamespace(dir=tmp_path),
    )
    assert shared_caches.modules_to_rewrite(config) == [  # type: ignore[arg-type]
        folder / "conftest.py",
        folder / "test_x.py",
        folder / "test_z.py",
    ]
    config.args = ["tests/a/test_z.py::test_k"]
    assert shared_caches.modules_to_rewrite(config) == [folder / "test_z.py"]  # type: ignore[arg-type]


def test_the_rewritten_module_is_the_one_pytest_imports(
    tmp_path: Path, pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    if pytestconfig.getoption("assertmode") != "rewrite":
        pytest.skip("assertions are not rewritten in this run (--assert=plain)")
    from _pytest.assertion import rewrite

    module = tmp_path / "test_warm.py"
    module.write_text(FAILING_TEST)
    assert shared_caches.rewrite_assertions(pytestconfig, [module], 0, 2) == [module]
    assert (
        shared_caches.rewrite_assertions(pytestconfig, [module], 1, 2) == []
    )  # the other worker: found fresh

    def rewrite_again(*args: object) -> None:
        raise AssertionError("pytest rewrote the module again instead of reading the cache")

    monkeypatch.setattr(rewrite, "_rewrite_test", rewrite_again)
    hook = rewrite.AssertionRewritingHook(pytestconfig)
    spec = importlib.util.spec_from_file_location("test_warm", module, loader=hook)
    assert spec is not None
    loaded = importlib.util.module_from_spec(spec)
    hook.exec_module(loaded)  # pytest's own import of a test module
    with pytest.raises(AssertionError) as failed:
        loaded.test_f()
    assert "assert 1 == 2" in str(failed.value)  # pytest's explanation: the assertion was rewritten
    monkeypatch.undo()

    module.write_text(FAILING_TEST + "\n\n# changed\n")  # another size: the cache is stale
    assert shared_caches.rewrite_assertions(pytestconfig, [module], 1, 2) == [module]


def test_the_compiled_module_is_the_one_import_reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "deep").mkdir()
    source = tmp_path / "deep" / "warm_source.py"
    source.write_text("VALUE = 41 + 1\n")
    package = ModuleType("warm_package")
    package.__path__ = [str(tmp_path)]
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert shared_caches.compile_sources([package], 0, 2) == [source]
    assert shared_caches.compile_sources([package], 1, 2) == []

    loader = importlib.machinery.SourceFileLoader("warm_source", str(source))

    def compile_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the import compiled the source again instead of reading the cache")

    monkeypatch.setattr(loader, "source_to_code", compile_again)
    namespace: dict[str, Any] = {}
    exec(loader.get_code("warm_source"), namespace)
    assert namespace["VALUE"] == 42

    source.write_text("VALUE = 41 + 2\n\n")
    assert shared_caches.compile_sources([package], 1, 2) == [source]


def test_hypothesis_finds_the_constants_of_every_local_module_already_scanned() -> None:
    from hypothesis.internal.constants_ast import constants_from_module

    scanned = shared_caches.scan_constants(1, 2)
    assert regex_start in scanned and solver in scanned
    assert all(Path(m.__file__ or "").parts[-2:] != ("tests", "conftest.py") for m in scanned)
    misses = constants_from_module.cache_info().misses
    for module in scanned:
        constants_from_module(module)  # hypothesis's own call, in its own scan
    assert constants_from_module.cache_info().misses == misses
