"""Issue 23, R7: a `sendPoll` reply the library cannot read (no `persistent_id`, as from an older or
self-hosted Bot API) must not leave the poll open with nothing posted: it is cancelled and the
director is told."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling


async def test_an_unreadable_sendpoll_reply_cancels_the_poll_and_tells_the_director(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path, monkeypatch: Any
) -> None:
    real = fake.api_sendPoll

    async def old_api(params: dict[str, Any]) -> dict[str, Any]:
        message = await real(params)
        for option in message["poll"]["options"]:
            del option["persistent_id"]  # what python-telegram-bot 22 cannot parse
        return message

    monkeypatch.setattr(fake, "api_sendPoll", old_api)
    group = fake.group_chat(GROUP_ID, admins=(DOMINIQUE,))
    director = Driver(fake, group, DOMINIQUE)
    async with polling(bot_factory().build()):
        (opened,) = await director.send("/arbitre information_non_autorisee")
        assert "Incident #1" in opened["text"]
        await director.send("/sondage 1 30 | Passe, 4♠ | main", new=3)
        texts = [m.get("text", "") for m in fake.sent(GROUP_ID)]
        assert any("n'a pas pu être publié" in t and "annulé" in t for t in texts), texts
        # A second poll for the incident is not refused as « déjà ouvert ».
        again = await director.send("/sondage 1 30 | Passe, 4♠ | main", new=2)
        assert not any("déjà" in m.get("text", "") for m in again)
    with closing(sqlite3.connect(tmp_path / "arbitre.sqlite3")) as conn:
        states = [r[0] for r in conn.execute("SELECT state FROM polls ORDER BY id")]
    assert states[0] == "closed"
