"""Issue 23, R8: a normal stop logs no ERROR; the last `getUpdates`, which marks the fetched
updates as read, used to time out behind the long poll it follows."""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_command import ARBITRE, ROOT, environment


@pytest.mark.parametrize("slow_final_answer", [0.0, 6.0])
async def test_a_normal_stop_logs_no_error(
    fake: FakeTelegram,
    bot_factory: Callable[..., TelegramBot],
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    slow_final_answer: float,
) -> None:
    """Also when the server takes a few seconds to answer the final, non-waiting getUpdates, as a
    busy Bot API may: python-telegram-bot gives it only the request's read timeout (5 s)."""
    real = fake.api_getUpdates

    async def slow(params: dict[str, Any]) -> list[dict[str, Any]]:
        if not float(params.get("timeout") or 0):
            await asyncio.sleep(slow_final_answer)
        return await real(params)

    monkeypatch.setattr(fake, "api_getUpdates", slow)
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    with caplog.at_level(logging.DEBUG):
        async with polling(bot_factory().build()):
            (opened,) = await director.send("/arbitre information_non_autorisee")
            assert "Incident #1" in opened["text"]
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []
    assert any("one more time" in r.getMessage() for r in caplog.records)  # the final call did run


async def test_sigterm_on_the_real_command_logs_no_error(fake: FakeTelegram, tmp_path: Path) -> None:
    """The real `arbitre telegram` under run_polling, stopped by SIGTERM while a long poll waits."""
    process = await asyncio.create_subprocess_exec(
        *ARBITRE,
        "--data-dir",
        str(tmp_path),
        env=environment(fake, ARBITRE_LOG_LEVEL="DEBUG"),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=30)
        alice = Driver(fake, fake.private_chat(ALICE), ALICE)
        (question,) = await alice.send("/renonce")
        assert "Que s'est-il passé ?" in question["text"]
        await asyncio.sleep(0.5)  # the next long poll is under way
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    log = stderr.decode()
    assert process.returncode == 0, log
    assert "one more time" in log  # the final getUpdates ran…
    assert '"ERROR"' not in log and "Error while calling" not in log, log[-3000:]  # …without an error
