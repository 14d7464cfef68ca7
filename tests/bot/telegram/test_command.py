"""`arbitre telegram` and plain `arbitre` with TELEGRAM_TOKEN: the real run_polling, in a
subprocess, against the fake Bot API; SIGTERM stops it cleanly with the store closed.

A start refused before the bot runs (its exit status and what it prints) is `bot.cli.main` run in
this process (`arbitre_here`): a child process paid the interpreter and every import again (≈ 1.4 s of
CPU a start) for what only the signals and the stop need."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
import sqlite3
import sys
from pathlib import Path

import pytest

from bot.adapters.telegram.settings import Settings, mask_token
from bot.cli import build_parser, main
from tests.bot.telegram.conftest import ALICE, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, free_port

ROOT = Path(__file__).resolve().parents[3]
# The console script `arbitre` (bot.cli:main), not `python -m bot.cli`, whose __main__ module
# would hold a second copy of the CLI's UsageError.
ARBITRE = (sys.executable, "-c", "from bot.cli import main; main()")


def environment(fake: FakeTelegram, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TELEGRAM_", "DISCORD_"))}
    env.update(
        {
            "TELEGRAM_TOKEN": fake.token,
            "TELEGRAM_API_BASE_URL": fake.base_url,
            "NO_PROXY": "127.0.0.1,localhost",
            "PYTHONPATH": str(ROOT),
            **extra,
        }
    )
    return env


def use_environment(monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> None:
    """This process's environment made `env` (as a child started with it would see it), until the test ends."""
    for key in os.environ.keys() - env.keys():
        monkeypatch.delenv(key)
    for key, value in env.items():
        monkeypatch.setenv(key, value)


async def arbitre_here(capfd: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """`arbitre ARGV` in this process: its exit status and all it printed (stdout, then stderr).

    `main` runs in a thread, with its own event loop, while the fake answers on this one. The
    root logger that `main` sets up is put back afterwards."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level

    def run() -> int | str | None:
        try:
            main(list(argv))
        except SystemExit as stop:  # main always ends so
            return stop.code
        raise AssertionError("bot.cli.main returned instead of exiting")

    try:
        code = await asyncio.to_thread(run)
        gc.collect()  # an unclosed client would say so now, on stderr
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
    out, err = capfd.readouterr()
    assert isinstance(code, int), code
    return code, out + err


async def test_plain_arbitre_runs_the_bot_until_sigterm(fake: FakeTelegram, tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        *ARBITRE,
        "--data-dir",
        str(tmp_path),
        env=environment(fake),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait(lambda: fake.count("getUpdates") > 0, timeout=30)
        alice = Driver(fake, fake.private_chat(ALICE), ALICE)
        (question,) = await alice.send("/renonce")
        assert "Que s'est-il passé ?" in question["text"]
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    assert process.returncode == 0, stderr.decode()
    assert b"Traceback" not in stderr
    database = tmp_path / "arbitre.sqlite3"
    assert not Path(f"{database}-wal").exists()  # the store was closed in post_shutdown
    with sqlite3.connect(database) as conn:
        assert conn.execute("SELECT chat FROM incidents").fetchall() == [(f"telegram:{ALICE['id']}",)]
    assert set(fake.commands) == {"all_private_chats", "all_group_chats"}


async def test_webhook_mode_from_the_environment(fake: FakeTelegram, tmp_path: Path) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/arbitre-hook"
    env = environment(
        fake,
        TELEGRAM_WEBHOOK_URL=url,
        TELEGRAM_WEBHOOK_LISTEN="127.0.0.1",
        TELEGRAM_WEBHOOK_PORT=str(port),
        TELEGRAM_WEBHOOK_SECRET="le-secret-du-club",
    )
    process = await asyncio.create_subprocess_exec(
        *ARBITRE,
        "--data-dir",
        str(tmp_path),
        "telegram",
        env=env,
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait(lambda: fake.webhook is not None, timeout=30)
        assert fake.webhook == {"url": url, "secret_token": "le-secret-du-club"}
        alice = Driver(fake, fake.private_chat(ALICE), ALICE)
        (question,) = await alice.send("/renonce")  # POSTed to the bot's webhook server
        assert "Que s'est-il passé ?" in question["text"]
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    assert process.returncode == 0, stderr.decode()
    assert fake.count("getUpdates") == 0
    assert not Path(f"{tmp_path / 'arbitre.sqlite3'}-wal").exists()


async def test_a_refused_token_is_a_french_error(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    use_environment(monkeypatch, environment(fake, TELEGRAM_TOKEN="1:wrong"))
    code, printed = await arbitre_here(capfd, "--data-dir", str(tmp_path), "telegram")
    assert code == 78  # a refused token: fix the configuration, no restart loop
    assert "Telegram refuse le jeton" in printed
    assert "Traceback" not in printed and "Unclosed" not in printed


def test_the_subcommand_is_registered() -> None:
    args = build_parser().parse_args(["telegram"])
    assert args.func.__module__ == "bot.adapters.telegram.command"


def test_settings_from_the_environment() -> None:
    settings = Settings.from_env(
        {
            "TELEGRAM_TOKEN": " 123:abc ",
            "TELEGRAM_API_BASE_URL": "http://127.0.0.1:8081/bot",
            "TELEGRAM_WEBHOOK_URL": "https://club.example/telegram",
            "TELEGRAM_WEBHOOK_PORT": "8080",
            "TELEGRAM_DIRECTOR_IDS": "11, 12;13",
            "TELEGRAM_ADMINS_ARE_DIRECTORS": "non",
        }
    )
    assert settings.token == "123:abc"
    assert settings.base_url == "http://127.0.0.1:8081/bot"
    assert settings.webhook_port == 8080
    assert settings.director_ids == frozenset({11, 12, 13})
    assert not settings.admins_are_directors
    assert settings.group_layout == "live"  # one live message per incident in groups by default
    assert (
        Settings.from_env({"TELEGRAM_TOKEN": "1:a", "TELEGRAM_GROUP_LAYOUT": " Messages "}).group_layout
        == "messages"
    )
    assert settings.webhook_secret is None and len(settings.secret()) >= 32
    assert settings.secret() != settings.secret()  # random per run when not configured


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "TELEGRAM_TOKEN"),
        ({"TELEGRAM_TOKEN": "1:a", "TELEGRAM_DIRECTOR_IDS": "alice"}, "TELEGRAM_DIRECTOR_IDS"),
        ({"TELEGRAM_TOKEN": "1:a", "TELEGRAM_WEBHOOK_PORT": "https"}, "TELEGRAM_WEBHOOK_PORT"),
        ({"TELEGRAM_TOKEN": "1:a", "TELEGRAM_WEBHOOK_URL": "club.example"}, "TELEGRAM_WEBHOOK_URL"),
        ({"TELEGRAM_TOKEN": "1:a", "TELEGRAM_GROUP_LAYOUT": "tout"}, "TELEGRAM_GROUP_LAYOUT"),
    ],
)
def test_bad_settings_are_refused_in_french(env: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Settings.from_env(env)


SECRET_TOKEN = "987654321:AAHsecretTOKENvalueFORtests_abcdefgh12"


@pytest.mark.parametrize(
    "url", ["127.0.0.1:8081/bot", "http:///bot", "notaurl", "ftp://h/bot", "http://h:99999/bot"]
)
def test_a_malformed_api_url_is_refused_before_use(url: str) -> None:
    with pytest.raises(ValueError, match="TELEGRAM_API_BASE_URL") as refused:
        Settings.from_env({"TELEGRAM_TOKEN": SECRET_TOKEN, "TELEGRAM_API_BASE_URL": url})
    assert "secret" not in str(refused.value)


async def test_a_malformed_api_url_never_prints_the_token(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """F3 (the trial's reproduction, a missing http://): the token went to stderr, hence to journald or docker
    logs. One URL through the whole command (both ways in); every malformed URL's refusal, and that its message
    holds no token, is checked by test_a_malformed_api_url_is_refused_before_use."""
    use_environment(
        monkeypatch,
        environment(fake, TELEGRAM_TOKEN=SECRET_TOKEN, TELEGRAM_API_BASE_URL="127.0.0.1:8081/bot"),
    )
    for command in (("telegram",), ()):
        code, printed = await arbitre_here(capfd, "--data-dir", str(tmp_path), *command)
        assert code == 78, printed
        assert "TELEGRAM_API_BASE_URL" in printed
        assert "AAHsecret" not in printed


async def test_a_network_error_is_printed_without_the_token(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """A well-formed URL nobody answers on: the library's message is shown, the token masked."""
    url = f"http://127.0.0.1:{free_port()}/bot"
    use_environment(monkeypatch, environment(fake, TELEGRAM_TOKEN=SECRET_TOKEN, TELEGRAM_API_BASE_URL=url))
    code, printed = await arbitre_here(capfd, "--data-dir", str(tmp_path), "telegram")
    assert code == 69, printed
    assert "impossible de joindre l'API Telegram" in printed
    assert "AAHsecret" not in printed


def test_the_token_is_masked_in_any_text() -> None:
    text = f"aiohttp.NonHttpUrlClientError: 127.0.0.1:8081/bot{SECRET_TOKEN}/getMe"
    masked = mask_token(text, SECRET_TOKEN)
    assert "AAHsecret" not in masked and "987654321" not in masked and "«jeton masqué»" in masked
    secret_part = SECRET_TOKEN.partition(":")[2]
    assert mask_token(f"token {secret_part}", SECRET_TOKEN) == "token «jeton masqué»"


def test_a_library_error_carrying_the_token_is_masked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Any exception text that leaves `arbitre telegram` (cli.main prints it) is masked."""
    from bot.adapters.telegram import command

    def boom(args: object, settings: object) -> int:
        raise OSError(f"cannot open http://h/bot{SECRET_TOKEN}/getMe")

    monkeypatch.setattr(command, "_run", boom)
    monkeypatch.setenv("TELEGRAM_TOKEN", SECRET_TOKEN)
    monkeypatch.delenv("TELEGRAM_API_BASE_URL", raising=False)
    with pytest.raises(RuntimeError) as raised:
        command.run_default(build_parser().parse_args(["--data-dir", str(tmp_path), "telegram"]))
    assert "AAHsecret" not in str(raised.value) and "«jeton masqué»" in str(raised.value)
