"""`arbitre` must start fast: no chat library is imported unless its bot is started."""

from __future__ import annotations

import subprocess
import sys

import pytest


def test_the_terminal_path_imports_no_chat_library() -> None:
    code = (
        "import sys, bot.cli, bot.adapters.terminal.session, bot.app; bot.cli.build_parser(); "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'discord', 'telegram', 'aiohttp', 'httpx'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"


def test_the_terminal_path_imports_nothing_the_first_menu_does_not_show() -> None:
    """Issue 35 §5: numpy (which sqlite-utils loaded whenever endplay had installed it), endplay, and
    importlib.metadata (which `--version` used at every start) stay out until they are needed."""
    code = (
        "import sys, bot.cli, bot.adapters.terminal.session, bot.app; bot.cli.build_parser(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'numpy', 'sqlite_utils', 'endplay', 'pandas'} or m == 'importlib.metadata' "
        # the words' patterns (dozens of regular expressions) compile at the first description
        "or m in ('rules.seats_in_words', 'rules.vocabulary', 'rules.vocabulary_readings', 'rules.folding',"
        # the board and the vulnerability in the words too (≈ 0.05 s and 0.02 s of compiling, finder45)
        " 'rules.where', 'bot.incidents.words_vulnerability')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"


def test_the_version_is_still_there_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0 and capsys.readouterr().out.startswith("arbitre ")
