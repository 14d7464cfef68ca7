"""Who may act on an event and its incidents on Telegram (issue 30 §1): an administrator of the
players' group who is not a director of the event (T3), people posting « as a channel » or as an
anonymous administrator (T5), and a group that Telegram upgrades to a supergroup (T4)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from bot.adapters.telegram.handlers import TelegramBot
from tests.bot.telegram.conftest import ALICE, DOMINIQUE, GROUP_ID, Driver
from tests.bot.telegram.fake_telegram import FakeTelegram, polling
from tests.bot.telegram.test_queue import ANNE, BRUNO, DIRECTORS_ID, bot_factory, open_event  # noqa: F401

PAUL = FakeTelegram.user(250, "Paul")  # administrator of the players' group, not a director


def events(database: Path) -> list[tuple[str, int, str]]:
    conn = sqlite3.connect(database)
    try:
        return conn.execute("SELECT state, version, data FROM tournaments ORDER BY id").fetchall()
    finally:
        conn.close()


async def test_a_players_group_admin_who_is_not_a_director_of_the_event_changes_nothing(
    fake: FakeTelegram, bot_factory: Callable[..., TelegramBot], tmp_path: Path  # noqa: F811
) -> None:
    """T3: Paul administers the players' group but not the directors' one: conditions, export and
    closing are refused him; Bruno, a director of the event's directors' group only, may change
    the conditions from there."""
    players = fake.group_chat(GROUP_ID, "Simultané", admins=(DOMINIQUE, PAUL))
    directors = fake.group_chat(DIRECTORS_ID, "Arbitres", admins=(ANNE, BRUNO, DOMINIQUE))
    paul, bruno = Driver(fake, players, PAUL), Driver(fake, directors, BRUNO)
    async with polling(bot_factory().build()):
        await open_event(Driver(fake, players, DOMINIQUE))
        before = events(tmp_path / "arbitre.sqlite3")
        for command, what in (
            ("/tournoi reglage temps=12", "changer ses conditions"),
            ("/tournoi export", "exporter ses appels"),
            ("/tournoi fermer", "le fermer"),
        ):
            (refused,) = await paul.send(command)
            assert refused["text"].startswith("Seul un arbitre du tournoi « Simultané du jeudi »"), command
            assert what in refused["text"]
        assert events(tmp_path / "arbitre.sqlite3") == before
        assert fake.count("sendDocument") == 0
        (changed,) = await bruno.send("/tournoi reglage temps=9")
        assert "Conditions du tournoi « Simultané du jeudi » enregistrées" in changed["text"]
    (state, version, _), = events(tmp_path / "arbitre.sqlite3")
    assert state == "open" and version == before[0][1] + 1
