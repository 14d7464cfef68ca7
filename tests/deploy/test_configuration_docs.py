"""Every setting the code reads is documented in deploy/README.md's table, and nothing else is."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VARIABLE = re.compile(r"""["'`]((?:ARBITRE|TELEGRAM|DISCORD)_[A-Z0-9_]+)["'`]""")


def variables_read_by_the_code() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "bot").rglob("*.py"):
        found |= set(VARIABLE.findall(path.read_text(encoding="utf-8")))
    return found


def variables_documented() -> set[str]:
    text = (ROOT / "deploy" / "README.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `((?:ARBITRE|TELEGRAM|DISCORD)_[A-Z0-9_]+)` \|", text, flags=re.M))


def test_the_configuration_table_lists_every_variable_the_code_reads() -> None:
    read = variables_read_by_the_code()
    assert {"ARBITRE_DATA_DIR", "TELEGRAM_TOKEN", "DISCORD_TOKEN"} <= read  # the scan works
    assert sorted(read - variables_documented()) == []


def test_the_configuration_table_lists_nothing_the_code_does_not_read() -> None:
    assert sorted(variables_documented() - variables_read_by_the_code()) == []


def test_the_example_file_names_only_real_variables() -> None:
    example = (ROOT / "deploy" / "arbitre.env.example").read_text(encoding="utf-8")
    named = set(re.findall(r"^((?:ARBITRE|TELEGRAM|DISCORD)_[A-Z0-9_]+)=", example, flags=re.M))
    assert named and named <= variables_read_by_the_code()
