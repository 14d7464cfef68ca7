"""`arbitre` must start fast: no chat library is imported unless its bot is started."""

from __future__ import annotations

import functools
import subprocess
import sys

import pytest

# Both start-up checks read the modules of one fresh interpreter (ops30: one process instead of two; the
# module is one xdist group so that under -n 2 both tests run on the worker that started it).
pytestmark = pytest.mark.xdist_group("startup")


@functools.cache
def modules_of_the_terminal_path() -> frozenset[str]:
    """The modules a fresh `arbitre` process has loaded once the terminal path is imported and the
    command line parsed (the first menu shows next)."""
    code = (
        "import sys, bot.cli, bot.adapters.terminal.session, bot.app; bot.cli.build_parser(); "
        "print('\\n'.join(sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    return frozenset(done.stdout.split())


def test_the_terminal_path_imports_no_chat_library() -> None:
    loaded = {m.split(".")[0] for m in modules_of_the_terminal_path()}
    assert loaded & {"discord", "telegram", "aiohttp", "httpx"} == set()


def test_the_terminal_path_imports_nothing_the_first_menu_does_not_show() -> None:
    """Issue 35 §5: numpy (which sqlite-utils loaded whenever endplay had installed it), endplay, and
    importlib.metadata (which `--version` used at every start) stay out until they are needed."""
    late = {"numpy", "sqlite_utils", "endplay", "pandas"}
    # the words' patterns (dozens of regular expressions) compile at the first description; the board and
    # the vulnerability in the words too (≈ 0.05 s and 0.02 s of compiling, finder45)
    late_modules = {
        "importlib.metadata",
        "rules.seats_in_words",
        "rules.vocabulary",
        "rules.vocabulary_readings",
        "rules.folding",
        "rules.where",
        "bot.incidents.words_vulnerability",
    }
    loaded = modules_of_the_terminal_path()
    assert sorted(m for m in loaded if m.split(".")[0] in late or m in late_modules) == []


def test_the_version_is_still_there_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0 and capsys.readouterr().out.startswith("arbitre ")
