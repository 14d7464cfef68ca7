"""The Docker build context: sources in, secrets and databases out (issue: a 115 MB context that
held .venv/, the incident database and deploy/arbitre.env with the tokens).

The matcher follows Docker's rules for .dockerignore: patterns are matched against the path
relative to the context and against each of its parent folders, `*` stays within one folder,
`**` crosses folders, a `!` line re-includes, and the last matching line wins."""

from __future__ import annotations

import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@cache
def _rules() -> tuple[tuple[bool, re.Pattern[str]], ...]:
    rules: list[tuple[bool, re.Pattern[str]]] = []
    for raw in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        include = line.startswith("!")
        pattern = line[1:] if include else line
        rules.append((include, re.compile(_regex(pattern.strip("/")))))
    return tuple(rules)


def _regex(pattern: str) -> str:
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return "".join(out)


def in_context(path: str) -> bool:
    parts = path.split("/")
    candidates = ["/".join(parts[: n + 1]) for n in range(len(parts))]
    excluded = False
    for include, regex in _rules():
        if any(regex.fullmatch(candidate) for candidate in candidates):
            excluded = not include
    return not excluded


SECRETS_AND_DATA = [
    "deploy/arbitre.env",
    "arbitre.env",
    ".env",
    "bot/.env.local",
    ".venv/bin/python",
    ".venv/lib/python3.11/site-packages/telegram/__init__.py",
    "venv/bin/activate",
    "data/arbitre.sqlite3",
    "data/arbitre.sqlite3-wal",
    "data/arbitre.sqlite3-shm",
    "arbitre.sqlite3",
    "bot/arbitre.sqlite3",
    "rules/data/arbitre.sqlite3-journal",
    "data/sauvegardes/arbitre-20261122-230000.sqlite3",
    ".git/config",
    "build/lib/bot/cli.py",
    "arbitre.egg-info/PKG-INFO",
    "bot/__pycache__/cli.cpython-311.pyc",
    "tests/bot/test_cli.py",
    "bench/engine_bench.py",
]


@pytest.mark.parametrize("path", SECRETS_AND_DATA)
def test_tokens_databases_and_tooling_stay_out_of_the_context(path: str) -> None:
    assert not in_context(path), f"{path} would be sent to the Docker daemon"


def _tracked_files() -> list[str]:
    try:
        out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("pas de dépôt git ici")
    return [line for line in out.splitlines() if line]


def test_every_source_the_image_needs_is_in_the_context() -> None:
    tracked = _tracked_files()
    needed = [
        f
        for f in tracked
        if f in {"pyproject.toml", "README.md", "LICENSE", "deploy/docker-entrypoint.sh"}
        or (f.startswith(("rules/", "bot/")) and f.endswith((".py", ".toml", ".json", ".md")))
    ]
    assert "bot/cli.py" in needed and "rules/data/regulations/ffb.toml" in needed
    missing = [f for f in needed if not in_context(f)]
    assert not missing


def test_every_copy_source_of_the_dockerfile_is_in_the_context() -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
    sources: list[str] = []
    for line in dockerfile.splitlines():
        words = line.split()
        if words[:1] == ["COPY"] and not any(w.startswith("--from") for w in words):
            sources.extend(words[1:-1])
    assert sources, "the Dockerfile copies nothing?"
    for source in sources:
        assert (ROOT / source).exists(), source
        assert in_context(source), f"{source} is copied by the Dockerfile but excluded by .dockerignore"


def test_no_tracked_file_outside_the_sources_enters_the_context() -> None:
    allowed_prefixes = ("rules/", "bot/")
    allowed = {"pyproject.toml", "README.md", "LICENSE", "deploy/docker-entrypoint.sh"}
    leaked = [
        f
        for f in _tracked_files()
        if in_context(f) and not f.startswith(allowed_prefixes) and f not in allowed
    ]
    assert not leaked
