"""Issue 30 T9: the webhook's secret never reaches a log, even at DEBUG where python-telegram-bot
logs setWebhook's parameters; a configured secret shorter than 16 characters is refused at start."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from bot.adapters.telegram.settings import Settings
from tests.bot.telegram.conftest import ALICE, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, free_port
from tests.bot.telegram.test_command import ARBITRE, ROOT, arbitre_here, environment, use_environment


@pytest.mark.parametrize("secret", ["s3cr3t", "a" * 15, "le secret du club!", "é" * 20])
def test_a_short_or_odd_secret_is_refused(secret: str) -> None:
    with pytest.raises(ValueError, match="TELEGRAM_WEBHOOK_SECRET : de 16 à 256 caractères"):
        Settings.from_env({"TELEGRAM_TOKEN": "1:x", "TELEGRAM_WEBHOOK_SECRET": secret})


@pytest.mark.parametrize("configured", [None, "un-secret-de-club-assez-long"])
async def test_the_webhook_secret_is_never_logged_at_debug(
    fake: FakeTelegram, tmp_path: Path, configured: str | None
) -> None:
    port = free_port()
    extra = {
        "TELEGRAM_WEBHOOK_URL": f"http://127.0.0.1:{port}/hook",
        "TELEGRAM_WEBHOOK_LISTEN": "127.0.0.1",
        "TELEGRAM_WEBHOOK_PORT": str(port),
        "ARBITRE_LOG_LEVEL": "DEBUG",
    }
    if configured:
        extra["TELEGRAM_WEBHOOK_SECRET"] = configured
    process = await asyncio.create_subprocess_exec(
        *ARBITRE, "--data-dir", str(tmp_path), "telegram", env=environment(fake, **extra), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        await fake.wait(lambda: fake.webhook is not None, timeout=30)
        secret = fake.webhook["secret_token"]
        assert len(secret) >= 16 and (configured is None or secret == configured)
        alice = Driver(fake, fake.private_chat(ALICE), ALICE)
        (question,) = await alice.send("/renonce")
        assert "Que s'est-il passé ?" in question["text"]
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), timeout=30)
    log = (out + err).decode()
    assert "setWebhook" in log  # the DEBUG line is there, without the secret
    assert secret not in log and "«jeton masqué»" in log


async def test_a_short_configured_secret_stops_the_bot_with_78(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    env = environment(
        fake, TELEGRAM_WEBHOOK_URL="https://club.example/hook", TELEGRAM_WEBHOOK_SECRET="s3cr3t"
    )
    use_environment(monkeypatch, env)
    code, printed = await arbitre_here(capfd, "--data-dir", str(tmp_path), "telegram")
    assert code == 78 and "TELEGRAM_WEBHOOK_SECRET" in printed and "s3cr3t" not in printed
