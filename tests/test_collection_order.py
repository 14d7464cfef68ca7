"""A list of test files that leaves a package and comes back to it is collected as one package (ops26): else pytest
9 builds a second node for it, which does not see its conftest's fixtures (« fixture 'fake' not found »)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_package_left_and_come_back_to_is_collected_once() -> None:
    files = ["tests/bot/telegram/test_board_vulnerability.py", "tests/bot/test_ops6.py"]
    files.append("tests/bot/telegram/test_claim_position.py")
    shown = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    assert shown.count("<Package telegram>") == 1, shown
    assert shown.index("test_claim_position.py") < shown.index("test_ops6.py")  # the package's files together
