"""The modules that walk the topics share one xdist worker (tests/walks.py), or each worker walks
every topic again. pytest-xdist groups them by suffixing the node id with the group's name; on
pytest 9.2 with pytest-xdist 3.8 the suffix silently stopped taking effect and the walks ran on
both workers (pytest-dev/pytest-xdist#1386), which nothing noticed for a session."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from tests.walks import WALKS

pytestmark = WALKS

ROOT = Path(__file__).resolve().parents[1]


def test_the_walks_group_reaches_the_scheduler(request: pytest.FixtureRequest) -> None:
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("pas sous pytest-xdist --dist loadgroup : rien à regrouper")
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = next(r for r in map(Requirement, extras["optional-dependencies"]["test"]) if r.name == "pytest")
    if Version(pytest.__version__) not in wanted.specifier:  # a venv installed before the pin
        pytest.skip(f"pytest {pytest.__version__} ici, {wanted} demandé : .venv/bin/pip install -e '.[test]'")
    assert request.node.nodeid.endswith("@walks"), request.node.nodeid
