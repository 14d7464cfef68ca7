"""The modules that walk the topics share one xdist worker (tests/walks.py), or each worker walks
every topic again. pytest-xdist groups them by suffixing the node id with the group's name; on
pytest 9.2 with pytest-xdist 3.8 the suffix silently stopped taking effect and the walks ran on
both workers (pytest-dev/pytest-xdist#1386), which nothing noticed for a session."""

from __future__ import annotations

import pytest

from tests.walks import WALKS

pytestmark = WALKS


def test_the_walks_group_reaches_the_scheduler(request: pytest.FixtureRequest) -> None:
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("pas sous pytest-xdist --dist loadgroup : rien à regrouper")
    assert request.node.nodeid.endswith("@walks"), (
        f"{request.node.nodeid}: the walks are not grouped; pytest 9.2? `.venv/bin/pip install -e '.[test]'`"
    )
