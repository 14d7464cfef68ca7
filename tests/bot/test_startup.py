"""`arbitre` must start fast: no chat library is imported unless its bot is started."""

from __future__ import annotations

import subprocess
import sys


def test_the_terminal_path_imports_no_chat_library() -> None:
    code = (
        "import sys, bot.cli, bot.adapters.terminal.session, bot.app; bot.cli.build_parser(); "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'discord', 'telegram', 'aiohttp', 'httpx'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"
