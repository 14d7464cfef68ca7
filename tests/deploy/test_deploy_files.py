"""The deployment files say what the newcomer's trial found missing (issue 23): a private state
folder under systemd (F15), a base image one can swap where no registry is reachable (F9), and
French comments that point to files that exist (F25)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def test_systemd_creates_the_data_folder_private() -> None:
    unit = (DEPLOY / "arbitre-telegram.service").read_text(encoding="utf-8")
    assert "StateDirectory=arbitre" in unit and "StateDirectoryMode=0700" in unit
    assert re.search(r"^RestartPreventExitStatus=78 65$", unit, re.M)


def test_every_stage_of_the_image_uses_the_base_image_argument() -> None:
    lines = (DEPLOY / "Dockerfile").read_text(encoding="utf-8").splitlines()
    first_from = next(i for i, line in enumerate(lines) if line.startswith("FROM"))
    assert "ARG BASE_IMAGE=python:3.11-slim" in lines[:first_from]
    assert all(line.split()[1] == "${BASE_IMAGE}" for line in lines if line.startswith("FROM"))


def test_the_readme_says_how_to_build_without_a_registry() -> None:
    readme = (DEPLOY / "README.md").read_text(encoding="utf-8")
    assert "Sans accès à un registre" in readme and "--build-arg BASE_IMAGE=" in readme
    assert "docker load" in readme and "ARBITRE_BASE_IMAGE" in readme


def test_the_example_configuration_is_commented_in_french() -> None:
    comments = [
        line
        for line in (DEPLOY / "arbitre.env.example").read_text(encoding="utf-8").splitlines()
        if line.startswith("#")
    ]
    english = re.compile(r"\b(the|and|never|fill|token given|whose|may)\b", re.I)
    assert comments and [c for c in comments if english.search(c)] == []


def test_files_named_in_deploy_comments_exist() -> None:
    named: set[str] = set()
    for path in [ROOT / ".dockerignore", *DEPLOY.iterdir()]:
        if path.is_file():
            named |= set(
                re.findall(
                    r"\b((?:tests|deploy|bot|bench)/[\w/.-]+\.(?:py|md|yaml|service))", path.read_text()
                )
            )
    assert named and [name for name in sorted(named) if not (ROOT / name).exists()] == []
