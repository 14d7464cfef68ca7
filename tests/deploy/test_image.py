"""The Docker image, built and run for real when this machine has a Docker daemon and the base
image; skipped (with the reason printed by `pytest -rs`) everywhere else. deploy/README.md records
when it last ran."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Where no registry is reachable, a local base built as deploy/README.md says:
# ARBITRE_BASE_IMAGE=arbitre-base:bookworm pytest tests/deploy/test_image.py
BASE_IMAGE = os.environ.get("ARBITRE_BASE_IMAGE", "python:3.11-slim")


def _docker(*args: str, timeout: float = 60, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["docker", *args], capture_output=True, text=True, timeout=timeout, input=stdin, check=False
    )


@pytest.fixture(scope="module")
def image() -> str:
    if shutil.which("docker") is None:
        pytest.skip("image Docker non vérifiée : pas de client docker sur cette machine")
    try:
        if _docker("info", timeout=20).returncode != 0:
            pytest.skip("image Docker non vérifiée : pas de démon Docker joignable")
        if _docker("image", "inspect", BASE_IMAGE, timeout=20).returncode != 0:
            pytest.skip(f"image Docker non vérifiée : l'image de base {BASE_IMAGE} n'est pas disponible")
    except subprocess.TimeoutExpired:
        pytest.skip("image Docker non vérifiée : le démon Docker ne répond pas")
    tag = f"arbitre-test:{uuid.uuid4().hex[:8]}"
    built = subprocess.run(
        [
            "docker",
            "build",
            "--pull=false",
            "--build-arg",
            f"BASE_IMAGE={BASE_IMAGE}",
            "-f",
            "deploy/Dockerfile",
            "-t",
            tag,
            ".",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    yield tag
    _docker("image", "rm", "-f", tag)


def test_doctor_runs_in_the_image(image: str) -> None:
    """doctor names the image's data folder and finds it private (issue 23, F9: the old assertion
    looked for the word « arbitre », which doctor's report no longer contains)."""
    result = _docker("run", "--rm", "--network", "none", image, "doctor")
    assert "Traceback" not in result.stderr
    assert result.returncode == 0, result.stdout + result.stderr
    assert "dossier des données : /data" in result.stdout and "Tout est en ordre." in result.stdout


def test_a_scripted_terminal_session_rules_a_revoke_in_the_image(image: str) -> None:
    script = "renonce\n4\nq\n"  # renonce → « ne pouvait pas fournir »: a ruling in two answers
    result = _docker("run", "--rm", "-i", "--network", "none", image, "terminal", stdin=script)
    assert result.returncode == 0, result.stderr
    assert "DÉCISION — Pas de renonce" in result.stdout and "61A, 59" in result.stdout


def test_no_sources_or_build_leftovers_in_the_image(image: str) -> None:
    result = _docker(
        "run",
        "--rm",
        "--network",
        "none",
        "--entrypoint",
        "sh",
        image,
        "-c",
        "ls -d /app /src /build 2>/dev/null; find / -xdev -name '*.egg-info' -path '*arbitre*' 2>/dev/null; true",
    )
    assert result.stdout.strip() == ""


def test_a_configuration_error_is_a_final_stop_under_docker(image: str) -> None:
    result = _docker("run", "--rm", "--network", "none", "-e", "TELEGRAM_TOKEN=", image, "telegram")
    assert result.returncode == 0
    assert "ne redémarre" in result.stderr or "sans redémarrer" in result.stderr
