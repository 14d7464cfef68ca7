"""A fresh clone under pytest-xdist: the workers share the caches that each of them used to fill alone.

Every worker of `pytest -n N` collects the whole suite. In a fresh clone (CI) each one rewrote the assertions of
every test module (pytest's __pycache__/*-pytest-*.pyc: ≈ 13 s of CPU per worker on this suite), compiled rules/
and bot/ (≈ 1 s) and scanned them for hypothesis's constants (.hypothesis/constants: ≈ 3 s) — the same work N
times, at the same moment, on a machine of N cores (ops28, ops30).

Here worker k of N starts at the k-th N-th of each list and goes round it, skipping every file whose cache on
disk is already fresh: it fills its own share first, then finds the others' shares filled by the other workers
(or fills what they have not reached yet). Each cache file is made by the tool's own function, exactly as the
tool makes it, and read back by the tool with its usual checks (source time and size; the constants by their
source's hash). Without xdist, or with one worker, nothing is done. pytest's and hypothesis's functions used here
are private: if a release moves them, nothing is done and each worker fills the caches itself, as before.
"""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import py_compile
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TypeVar

import pytest

T = TypeVar("T")


def share(config: pytest.Config) -> tuple[int, int] | None:
    """(this worker's index, the number of workers) in an xdist worker beside others, else None."""
    workerinput = getattr(config, "workerinput", None)  # set by xdist in its workers only
    if not isinstance(workerinput, dict):
        return None
    worker, count = str(workerinput.get("workerid", "")), workerinput.get("workercount")
    if not (worker.startswith("gw") and worker[2:].isdigit() and isinstance(count, int)):
        return None
    index = int(worker[2:])
    return (index, count) if count >= 2 and index < count else None


def round_from(items: Sequence[T], index: int, count: int) -> list[T]:
    """The items starting at worker `index`'s share (of `count`), then round to the start."""
    start = index * len(items) // count
    return [*items[start:], *items[:start]]


def fresh(cache: Path, source: os.stat_result) -> bool:
    """The cache file's header (PEP 552's: magic number, no flags, source's time and size) matches the source."""
    try:
        with open(cache, "rb") as file:
            header = file.read(16)
    except OSError:
        return False
    return (
        len(header) == 16
        and header[:4] == importlib.util.MAGIC_NUMBER
        and header[4:8] == bytes(4)
        and int.from_bytes(header[8:12], "little") == int(source.st_mtime) & 0xFFFFFFFF
        and int.from_bytes(header[12:16], "little") == source.st_size & 0xFFFFFFFF
    )


def modules_to_rewrite(config: pytest.Config) -> list[Path]:
    """The test modules and conftest.py files under the session's paths, which pytest rewrites as it collects."""
    patterns = config.getini("python_files")
    if any("/" in pattern or os.sep in pattern for pattern in patterns):
        return []  # a pattern on the path, not the name: not this suite's configuration

    def rewritten(path: Path) -> bool:
        return path.name == "conftest.py" or any(fnmatch.fnmatch(path.name, p) for p in patterns)

    found: set[Path] = set()
    for arg in config.args:
        path = config.invocation_params.dir / arg.split("::", 1)[0]
        if path.is_dir():
            found.update(p for p in path.rglob("*.py") if rewritten(p) and "__pycache__" not in p.parts)
        elif path.suffix == ".py":
            found.add(path)
    return sorted(found)


def rewrite_assertions(config: pytest.Config, modules: Sequence[Path], index: int, count: int) -> list[Path]:
    """Write pytest's rewritten pyc of each module not yet fresh, from this worker's share round; the ones written."""
    try:
        from _pytest.assertion.rewrite import (
            PYC_TAIL,
            _rewrite_test,
            _write_pyc,
            assertstate_key,
            get_cache_dir,
        )

        state = config.stash[assertstate_key]
    except (ImportError, KeyError):  # another pytest, or --assert=plain: pytest rewrites (or not) itself
        return []
    if config.getoption("assertmode") != "rewrite" or sys.dont_write_bytecode:
        return []
    written = []
    for module in round_from(modules, index, count):
        pyc = get_cache_dir(module) / (module.name[:-3] + PYC_TAIL)
        try:
            if fresh(pyc, os.stat(module)):
                continue
            pyc.parent.mkdir(parents=True, exist_ok=True)
            source, code = _rewrite_test(module, config)
        except (OSError, SyntaxError, ValueError):
            continue  # pytest meets the same file as it collects, and says what is wrong with it
        if _write_pyc(state, code, source, pyc):
            written.append(module)
    return written


def compile_sources(packages: Iterable[ModuleType], index: int, count: int) -> list[Path]:
    """Write Python's own pyc of each module of the packages not yet fresh (as `import` writes it); the ones written."""
    if sys.dont_write_bytecode:
        return []
    sources = sorted({p for package in packages for d in package.__path__ for p in Path(d).rglob("*.py")})
    written = []
    for source in round_from(sources, index, count):
        try:
            pyc = Path(importlib.util.cache_from_source(str(source)))
            if fresh(pyc, os.stat(source)):
                continue
            py_compile.compile(
                str(source),
                str(pyc),
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.TIMESTAMP,
            )
        except (OSError, py_compile.PyCompileError):
            continue  # the import meets the same file, and says what is wrong with it
        written.append(source)
    return written


def scan_constants(index: int, count: int) -> list[ModuleType]:
    """hypothesis's constants of each local module loaded, from this worker's share round (each kept in
    .hypothesis/constants by its source's hash, and in memory for hypothesis's own scan that follows); the
    modules scanned."""
    try:
        from hypothesis.internal.constants_ast import constants_from_module, is_local_module_file
    except ImportError:
        return []
    local = sorted(
        (
            m
            for m in list(sys.modules.values())
            if (f := getattr(m, "__file__", None)) and is_local_module_file(f)
        ),
        key=lambda m: str(m.__name__),
    )
    for module in round_from(local, index, count):
        constants_from_module(module)  # the call hypothesis makes: its memory cache answers it next time
    return local
