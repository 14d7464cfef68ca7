"""The Docker entrypoint: a configuration error (78) is a final stop, anything else keeps its status."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("status", "expected"), [(78, 0), (65, 0), (0, 0), (1, 1), (2, 2), (74, 74)])
def test_entrypoint_status(tmp_path: Path, status: int, expected: int) -> None:
    fake = tmp_path / "arbitre"
    fake.write_text(f'#!/bin/sh\necho "appelé avec $*"\nexit {status}\n', encoding="utf-8")
    fake.chmod(0o755)
    env = {**os.environ, "PATH": f"{tmp_path}{os.pathsep}{os.environ['PATH']}"}
    result = subprocess.run(
        ["sh", str(ROOT / "deploy" / "docker-entrypoint.sh"), "telegram"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == expected
    assert "appelé avec telegram" in result.stdout
    assert ("sans redémarrer" in result.stderr) == (status in (78, 65))


def test_the_real_command_exits_78_on_a_configuration_error(tmp_path: Path) -> None:
    env = {**os.environ, "ARBITRE_DATA_DIR": str(tmp_path), "ARBITRE_EXPIRY_HOURS": "pas un nombre"}
    result = subprocess.run(
        [str(Path(os.sys.executable).with_name("arbitre")), "incidents"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == 78, result.stderr
    assert "configuration" in result.stderr
